import { operationOf } from '../../engine/operation';
import { extend, marked } from '../../engine/outputSchema';
import { createOperation } from '../../documents/operations';
import { correctionWrite } from '../../documents/invoiceStyle/output';
import { correctionDocument } from '../../documents/invoiceStyle/correction';
import { taxRateCheckedInput } from '../../documents/invoiceStyle/lineFields';
import { CORRECTIONS, correctionInput } from './fields';

/** Add correction is a POST: it is never repeated on its own. */
export const create = operationOf(
	'invoiceCorrection',
	createOperation({
		resource: 'invoiceCorrection',
		value: 'create',
		name: 'Create',
		action: 'Create an invoice correction',
		description: 'Add an invoice correction',
		form: correctionInput,
		input: taxRateCheckedInput(correctionDocument),
		endpoint: { method: 'POST', paths: [CORRECTIONS] },
	}),
	/** The correction as sent (the spec describes no answer), marked saved. */
	extend(correctionWrite, marked('saved', 'correction')),
);
