/** What the goods issued note operations share: where the notes are, the note found by number. */
import { GOODS_NOTES_PREFIX, goodsNoteDoc } from '../../documents/goodsNote/note';

/** Where the platform's goods issued note endpoints are. */
export const NOTES = `${GOODS_NOTES_PREFIX}/goods-issued-notes`;

/** A goods issued note found by its number (query `goodsIssuedNoteNumber`). */
export const noteDoc = goodsNoteDoc(
	'goodsIssuedNote',
	'goods issued note',
	'e.g. WZ/2024/0001',
	'goodsIssuedNoteNumber',
);
