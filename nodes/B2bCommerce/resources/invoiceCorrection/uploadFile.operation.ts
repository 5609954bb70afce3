import { operationOf } from '../../engine/operation';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploaded, uploadFileOperation } from '../../documents/operations';
import { BASE, CORRECTIONS, correctionDoc } from './fields';

/**
 * Begin upload has three paths in the spec: the table's, the text's (`invoices-corrections`,
 * written "file-upload begin") and the sample's (`invoice-correction`); they are tried in that
 * order. The text names the begin parameter goodsReceivedNoteNumber, the sample number: send both.
 */
export const uploadFile = operationOf(
	'invoiceCorrection',
	uploadFileOperation(
		correctionDoc,
		endpointTable('invoiceCorrection', {
			uploadBegin: uploadStep([
				`${CORRECTIONS}/file-upload-begin`,
				`${BASE}/invoices-corrections/file-upload-begin`,
				`${BASE}/invoice-correction/file-upload-begin`,
			]),
			uploadComplete: uploadStep([`${CORRECTIONS}/file-upload-complete`]),
		}),
		(number) => ({ number, goodsReceivedNoteNumber: number }),
	),
	uploaded('invoice correction'),
);
