import { operationOf } from '../../engine/operation';
import { documentInputSchema } from '../../documents/input';
import { createOperation } from '../../documents/operations';
import { amount, field, text } from '../../documents/fields';
import { goodsReceivedNoteDocument } from '../../documents/goodsNote/schema';
import { salesOrderFields } from '../../documents/goodsNote/fields';
import { goodsNoteInput } from '../../documents/goodsNote/note';
import { receivedNoteWrite, savedNote } from '../../documents/goodsNote/output';
import { NOTES } from './fields';

/**
 * A goods received note corrects a goods issued note: the same fields, plus the issued note it
 * refers to, with `goodsIssuedNoteLineNumber` required on each line and the sales order
 * references optional. PUT: the note with the same number is replaced, so a repeat cannot write
 * twice.
 */
export const createOrReplace = operationOf(
	'goodsReceivedNote',
	createOperation({
		resource: 'goodsReceivedNote',
		value: 'createOrReplace',
		name: 'Create or Replace',
		action: 'Create or replace a goods received note',
		description: 'Create a goods received note, or replace the one with the same number',
		form: goodsNoteInput({
			noun: 'goods received note',
			placeholder: 'e.g. PZ/2024/0001',
			headerOptional: [
				field(
					'goodsIssuedNoteReferenceNumber',
					text(
						'goodsIssuedNoteReferenceNumber',
						'Goods Issued Note Reference Number',
						'Number of the goods issued note this note corrects',
					),
				),
			],
			lineRequired: [
				field(
					'goodsIssuedNoteLineNumber',
					amount(
						'Goods Issued Note Line Number',
						'lineGoodsIssuedNoteLineNumber',
						'Line of the goods issued note this line corrects',
						'e.g. 1',
					),
				),
			],
			lineOptional: salesOrderFields(false),
			linesDescription:
				'The lines of the note as a JSON array: lineNumber, goodsIssuedNoteLineNumber, quantity, product (sku, name, unit) and prices (additionalCosts, item, line, base, taxRate) are required',
		}),
		input: documentInputSchema(goodsReceivedNoteDocument, {}),
		endpoint: { method: 'PUT', paths: [NOTES] },
	}),
	savedNote(receivedNoteWrite),
);
