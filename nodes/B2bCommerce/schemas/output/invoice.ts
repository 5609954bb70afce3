/** Output of the Invoice operations (resources/invoice.ts). */
import {
	deleted,
	downloadedDocument,
	invoiceRead,
	invoiceWrite,
	paymentStatusSet,
	uploaded,
} from './invoiceStyle';
import type { OperationSchemas } from './shape';
import { bool, extend, nullable, num, obj, req, str } from './shape';

export const invoiceOutput: OperationSchemas = {
	/** The invoice as sent (the spec describes no answer), marked saved. */
	createOrReplace: extend(invoiceWrite, {
		saved: req(bool('Always true: the platform accepted the invoice')),
	}),
	get: invoiceRead,
	delete: deleted('invoice'),
	getPaymentStatus: obj({
		number: req(str('Number of the invoice')),
		amountPaid: nullable(num('Gross amount paid')),
		isPaid: nullable(bool('Whether the invoice is fully paid')),
	}),
	setPaymentStatus: paymentStatusSet('invoice'),
	uploadFile: uploaded('invoice'),
	downloadFile: downloadedDocument(invoiceRead, 'items'),
};
