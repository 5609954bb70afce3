import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { INVOICES_API, INVOICE_CORRECTIONS } from './paths';

/**
 * Begin upload has three paths in the spec: the table's, the text's (`invoices-corrections`,
 * written "file-upload begin") and the sample's (`invoice-correction`); they are tried in that
 * order. The text names the begin parameter goodsReceivedNoteNumber, the sample number: send both.
 */
export const uploadFile = uploadFileOperation(
	correctionDoc,
	endpointTable('invoiceCorrection', {
		uploadBegin: uploadStep([
			`${INVOICE_CORRECTIONS}/file-upload-begin`,
			`${INVOICES_API}/invoices-corrections/file-upload-begin`,
			`${INVOICES_API}/invoice-correction/file-upload-begin`,
		]),
		uploadComplete: uploadStep([`${INVOICE_CORRECTIONS}/file-upload-complete`]),
	}),
	(number) => ({ number, goodsReceivedNoteNumber: number }),
);
