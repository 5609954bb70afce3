import { createOperation } from '../../documents/operations';
import { calculatedAmountsInput } from '../../documents/amounts';
import { INVOICE_AMOUNTS, invoiceCorrection } from '../../documents/invoiceStyle/table';
import { INVOICE_CORRECTIONS } from './paths';

/** Add correction is a POST: it is never repeated on its own. */
export const create = createOperation({
	resource: 'invoiceCorrection',
	value: 'create',
	name: 'Create',
	action: 'Create an invoice correction',
	description: 'Add an invoice correction',
	document: invoiceCorrection,
	input: calculatedAmountsInput(invoiceCorrection.check, INVOICE_AMOUNTS),
	endpoint: { method: 'POST', paths: [INVOICE_CORRECTIONS] },
	saved: 'correction',
});
