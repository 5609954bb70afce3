import { operationOf } from '../../engine/operation';
import { extend, marked } from '../../engine/outputSchema';
import { createOperation } from '../../documents/operations';
import { invoiceWrite } from '../../documents/invoiceStyle/output';
import { invoiceDocument } from '../../documents/invoiceStyle/schema';
import { taxRateCheckedInput } from '../../documents/invoiceStyle/lineFields';
import { INVOICES, invoiceInput } from './fields';

export const createOrReplace = operationOf(
	'invoice',
	createOperation({
		resource: 'invoice',
		value: 'createOrReplace',
		name: 'Create or Replace',
		action: 'Create or replace an invoice',
		description: 'Create an invoice, or replace the one with the same number',
		form: invoiceInput,
		input: taxRateCheckedInput(invoiceDocument),
		endpoint: { method: 'PUT', paths: [INVOICES] },
	}),
	/** The invoice as sent (the spec describes no answer), marked saved. */
	extend(invoiceWrite, marked('saved', 'invoice')),
);
