/** Output of the Invoice operations (resources/invoice). */
import {
	documentRecordOutput,
	invoiceRead,
	invoiceWrite,
	paymentStatusSet,
} from '../../documents/invoiceStyle/output';
import type { OperationSchemas } from '../../engine/outputSchema';
import { bool, extend, marked, nullable, num, obj, req, str } from '../../engine/outputSchema';

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
