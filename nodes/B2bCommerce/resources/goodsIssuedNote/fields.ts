/** What the goods issued note operations share: the note found by number. */
import { goodsNoteDoc } from '../../documents/goodsNote/note';

/** A goods issued note found by its number (query `goodsIssuedNoteNumber`). */
export const noteDoc = goodsNoteDoc(
	'goodsIssuedNote',
	'goods issued note',
	'e.g. WZ/2024/0001',
	'goodsIssuedNoteNumber',
);
