/** What the goods received note operations share: where the notes are, the note found by number. */
import { GOODS_NOTES_PREFIX, goodsNoteDoc } from '../../documents/goodsNote/note';

/** Where the platform's goods received note endpoints are. */
export const NOTES = `${GOODS_NOTES_PREFIX}/goods-received-notes`;

/** A goods received note found by its number (query `goodsReceivedNoteNumber`). */
export const noteDoc = goodsNoteDoc(
	'goodsReceivedNote',
	'goods received note',
	'e.g. PZ/2024/0001',
	'goodsReceivedNoteNumber',
);
