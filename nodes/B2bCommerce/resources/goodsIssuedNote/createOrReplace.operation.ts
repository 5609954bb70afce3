import { calculatedAmountsInput } from '../../documents/amounts';
import { createOperation } from '../../documents/operations';
import { GOODS_NOTE_AMOUNTS, goodsIssuedNote } from '../../documents/goodsNote/table';
import { GOODS_ISSUED_NOTES } from './paths';

/** PUT: the note with the same number is replaced, so a repeat cannot write twice. */
export const createOrReplace = createOperation({
	resource: 'goodsIssuedNote',
	value: 'createOrReplace',
	name: 'Create or Replace',
	action: 'Create or replace a goods issued note',
	description: 'Create a goods issued note, or replace the one with the same number',
	document: goodsIssuedNote,
	input: calculatedAmountsInput(goodsIssuedNote.check, GOODS_NOTE_AMOUNTS),
	endpoint: { method: 'PUT', paths: [GOODS_ISSUED_NOTES] },
	saved: 'note',
});
