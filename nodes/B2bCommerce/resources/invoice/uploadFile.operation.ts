import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { INVOICES, invoiceDoc } from './fields';

export const uploadFile = uploadFileOperation(
	invoiceDoc,
	endpointTable('invoice', {
		uploadBegin: uploadStep([`${INVOICES}/file-upload-begin`]),
		uploadComplete: uploadStep([`${INVOICES}/file-upload-complete`]),
	}),
);
