import { endpointOf } from '../../engine/operation';
import { downloadFileOperation, INVOICE_STYLE_FILE } from '../../documents/operations';
import { invoiceCorrection } from '../../documents/invoiceStyle/table';
import { correctionDoc } from './fields';
import { get } from './get.operation';

/** Reads the correction with Get's endpoint (so the path that answered is shared), then its file. */
export const downloadFile = downloadFileOperation(
	correctionDoc,
	{ read: endpointOf(get), ...INVOICE_STYLE_FILE },
	invoiceCorrection.read,
);
