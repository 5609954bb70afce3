import { extend, marked } from '../../engine/outputSchema';
import { documentInput } from '../../documents/input';
import { createOperation } from '../../documents/operations';
import { taxRateCheckedInput } from '../../documents/invoiceStyle/amounts';
import { invoice } from '../../documents/invoiceStyle/table';
import { INVOICES } from './fields';

export const createOrReplace = createOperation({
	resource: 'invoice',
	value: 'createOrReplace',
	name: 'Create or Replace',
	action: 'Create or replace an invoice',
	description: 'Create an invoice, or replace the one with the same number',
	form: documentInput(invoice.def),
	input: taxRateCheckedInput(invoice.check),
	endpoint: { method: 'PUT', paths: [INVOICES] },
	/** The invoice as sent (the spec describes no answer), marked saved. */
	outputSchema: extend(invoice.written, marked('saved', 'invoice')),
});
