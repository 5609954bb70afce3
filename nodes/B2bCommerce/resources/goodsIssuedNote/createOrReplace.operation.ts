import { operationOf } from '../../engine/operation';
import { documentInputSchema } from '../../documents/input';
import { createOperation } from '../../documents/operations';
import { goodsIssuedNoteDocument } from '../../documents/goodsNote/schema';
import { salesOrderFields } from '../../documents/goodsNote/fields';
import { goodsNoteInput } from '../../documents/goodsNote/note';
import { issuedNoteWrite, savedNote } from '../../documents/goodsNote/output';
import { NOTES } from './fields';

/** PUT: the note with the same number is replaced, so a repeat cannot write twice. */
export const createOrReplace = operationOf(
	'goodsIssuedNote',
	createOperation({
		resource: 'goodsIssuedNote',
		value: 'createOrReplace',
		name: 'Create or Replace',
		action: 'Create or replace a goods issued note',
		description: 'Create a goods issued note, or replace the one with the same number',
		form: goodsNoteInput({
			noun: 'goods issued note',
			placeholder: 'e.g. WZ/2024/0001',
			lineRequired: salesOrderFields(true),
			linesDescription:
				'The lines of the note as a JSON array: lineNumber, salesOrderLineNumber, salesOrderReferenceNumber, quantity, product (sku, name, unit) and prices (additionalCosts, item, line, base, taxRate) are required',
		}),
		input: documentInputSchema(goodsIssuedNoteDocument, {}),
		endpoint: { method: 'PUT', paths: [NOTES] },
	}),
	savedNote(issuedNoteWrite),
);
