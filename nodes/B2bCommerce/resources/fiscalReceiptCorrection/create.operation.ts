import { documentInputSchema } from '../../documents/input';
import { createOperation } from '../../documents/operations';
import { fiscalCheck } from '../../documents/invoiceStyle/fiscal';
import { fiscalReceiptCorrection } from '../../documents/invoiceStyle/table';
import { fiscalWrite } from './output';
import { paths } from './paths';

export const create = createOperation({
	resource: 'fiscalReceiptCorrection',
	value: 'create',
	name: 'Create',
	action: 'Create a fiscal receipt correction',
	description: 'Add a fiscal receipt correction',
	docsNote:
		'The spec shows no body: only `number` (required), `correctionType`, the dates and `currencyCode` are checked',
	document: fiscalReceiptCorrection,
	input: documentInputSchema(fiscalCheck, {}),
	endpoint: { method: 'POST', paths: paths('/fiscal-receipts-corrections') },
	saved: 'correction',
	written: fiscalWrite,
});
