import { operationOf } from '../../engine/operation';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { uploaded } from '../../documents/invoiceStyle/output';
import { INVOICES, invoiceDoc } from './fields';

export const uploadFile = operationOf(
	'invoice',
	uploadFileOperation(
		invoiceDoc,
		endpointTable('invoice', {
			uploadBegin: uploadStep([`${INVOICES}/file-upload-begin`]),
			uploadComplete: uploadStep([`${INVOICES}/file-upload-complete`]),
		}),
	),
	uploaded('invoice'),
);
