import { createOperation } from '../../documents/operations';
import { taxRateCheckedInput } from '../../documents/amounts';
import { invoiceCorrection } from '../../documents/invoiceStyle/table';
import { CORRECTIONS } from './fields';

/** Add correction is a POST: it is never repeated on its own. */
export const create = createOperation({
	resource: 'invoiceCorrection',
	value: 'create',
	name: 'Create',
	action: 'Create an invoice correction',
	description: 'Add an invoice correction',
	document: invoiceCorrection,
	input: taxRateCheckedInput(invoiceCorrection.check),
	endpoint: { method: 'POST', paths: [CORRECTIONS] },
	saved: 'correction',
});
