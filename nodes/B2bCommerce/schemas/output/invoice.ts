/** Output of the Invoice operations (resources/invoice.ts). */
import { documentRecordOutput, invoiceRead, invoiceWrite, paymentStatusSet } from './invoiceStyle';
import type { OperationSchemas } from './shape';
import { bool, extend, marked, nullable, num, obj, req, str } from './shape';

export const invoiceOutput: OperationSchemas = {
	/** The invoice as sent (the spec describes no answer), marked saved. */
	createOrReplace: extend(invoiceWrite, marked('saved', 'invoice')),
	...documentRecordOutput('invoice', invoiceRead),
	getPaymentStatus: obj({
		number: req(str('Number of the invoice')),
		amountPaid: nullable(num('Gross amount paid')),
		isPaid: nullable(bool('Whether the invoice is fully paid')),
	}),
	setPaymentStatus: paymentStatusSet('invoice'),
};
