import { createOperation } from '../../documents/operations';
import { calculatedAmountsInput } from '../../documents/amounts';
import { invoice, INVOICE_AMOUNTS } from '../../documents/invoiceStyle/table';
import { INVOICES } from './paths';

export const createOrReplace = createOperation({
	resource: 'invoice',
	value: 'createOrReplace',
	name: 'Create or Replace',
	action: 'Create or replace an invoice',
	description: 'Create an invoice, or replace the one with the same number',
	document: invoice,
	input: calculatedAmountsInput(invoice.check, INVOICE_AMOUNTS),
	endpoint: { method: 'PUT', paths: [INVOICES] },
	saved: 'invoice',
});
