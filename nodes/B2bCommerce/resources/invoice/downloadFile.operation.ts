import { endpointOf, operationOf } from '../../engine/operation';
import { downloadFileOperation, INVOICE_STYLE_FILE } from '../../documents/operations';
import { downloadedDocument, invoiceRead } from '../../documents/invoiceStyle/output';
import { invoiceDoc } from './fields';
import { get } from './get.operation';

/** Reads the invoice with Get's endpoint (so the path that answered is shared), then its file. */
export const downloadFile = operationOf(
	'invoice',
	downloadFileOperation(invoiceDoc, { read: endpointOf(get), ...INVOICE_STYLE_FILE }),
	downloadedDocument(invoiceRead, 'items'),
);
