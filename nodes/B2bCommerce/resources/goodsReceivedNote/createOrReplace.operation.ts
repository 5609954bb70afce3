import { calculatedAmountsInput } from '../../documents/amounts';
import { createOperation } from '../../documents/operations';
import { GOODS_NOTE_AMOUNTS, goodsReceivedNote } from '../../documents/goodsNote/table';
import { GOODS_RECEIVED_NOTES } from './paths';

/**
 * A goods received note corrects a goods issued note: the same fields, plus the issued note it
 * refers to, with `goodsIssuedNoteLineNumber` required on each line and the sales order
 * references optional. PUT: the note with the same number is replaced, so a repeat cannot write
 * twice.
 */
export const createOrReplace = createOperation({
	resource: 'goodsReceivedNote',
	value: 'createOrReplace',
	name: 'Create or Replace',
	action: 'Create or replace a goods received note',
	description: 'Create a goods received note, or replace the one with the same number',
	document: goodsReceivedNote,
	input: calculatedAmountsInput(goodsReceivedNote.check, GOODS_NOTE_AMOUNTS),
	endpoint: { method: 'PUT', paths: [GOODS_RECEIVED_NOTES] },
	saved: 'note',
});
