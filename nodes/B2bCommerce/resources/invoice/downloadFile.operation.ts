import { endpointOf } from '../../engine/operation';
import { downloadFileOperation, INVOICE_STYLE_FILE } from '../../documents/operations';
import { invoice } from '../../documents/invoiceStyle/table';
import { invoiceDoc } from './fields';
import { get } from './get.operation';

/** Reads the invoice with Get's endpoint (so the path that answered is shared), then its file. */
export const downloadFile = downloadFileOperation(
	invoiceDoc,
	{ read: endpointOf(get), ...INVOICE_STYLE_FILE },
	invoice.read,
);
