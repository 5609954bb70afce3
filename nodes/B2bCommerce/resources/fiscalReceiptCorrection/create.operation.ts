import { operationOf } from '../../engine/operation';
import { extend, marked } from '../../engine/outputSchema';
import { createOperation } from '../../documents/operations';
import { documentInputSchema } from '../../documents/input';
import { fiscalReceiptCorrectionDocument } from '../../documents/invoiceStyle/correction';
import { fiscalInput } from './fields';
import { fiscalWrite } from './output';
import { paths } from './paths';

export const create = operationOf(
	'fiscalReceiptCorrection',
	createOperation({
		resource: 'fiscalReceiptCorrection',
		value: 'create',
		name: 'Create',
		action: 'Create a fiscal receipt correction',
		description: 'Add a fiscal receipt correction',
		docsNote:
			'The spec shows no body: only `number` (required), `correctionType`, the dates and `currencyCode` are checked',
		form: fiscalInput,
		input: documentInputSchema(fiscalReceiptCorrectionDocument, {}),
		endpoint: { method: 'POST', paths: paths('/fiscal-receipts-corrections') },
	}),
	extend(fiscalWrite, marked('saved', 'correction')),
);
