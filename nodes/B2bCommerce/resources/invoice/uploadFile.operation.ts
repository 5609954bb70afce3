import { operationOf } from '../../engine/operation';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploaded, uploadFileOperation } from '../../documents/operations';
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
