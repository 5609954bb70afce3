/** What the goods received note operations share: the note found by number. */
import { goodsNoteDoc } from '../../documents/goodsNote/note';

/** A goods received note found by its number (query `goodsReceivedNoteNumber`). */
export const noteDoc = goodsNoteDoc(
	'goodsReceivedNote',
	'goods received note',
	'e.g. PZ/2024/0001',
	'goodsReceivedNoteNumber',
);
