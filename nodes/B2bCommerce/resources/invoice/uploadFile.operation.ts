import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { invoiceDoc } from './fields';
import { INVOICES } from './paths';

export const uploadFile = uploadFileOperation(
	invoiceDoc,
	endpointTable('invoice', {
		uploadBegin: uploadStep([`${INVOICES}/file-upload-begin`]),
		uploadComplete: uploadStep([`${INVOICES}/file-upload-complete`]),
	}),
);
