import { documentInput, documentInputSchema } from '../../documents/input';
import { createOperation } from '../../documents/operations';
import { savedNote } from '../../documents/goodsNote/note';
import { goodsReceivedNote } from '../../documents/goodsNote/table';
import { NOTES } from './fields';

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
	form: documentInput(goodsReceivedNote.def),
	input: documentInputSchema(goodsReceivedNote.check, {}),
	endpoint: { method: 'PUT', paths: [NOTES] },
	outputSchema: savedNote(goodsReceivedNote.written),
});
