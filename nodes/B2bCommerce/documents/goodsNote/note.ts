/**
 * What the two goods notes share (resources/goodsIssuedNote, resources/goodsReceivedNote): the
 * API prefix, the note found by number, the note as Create or Replace returns it. The notes
 * themselves are described in ./table.ts.
 */
import type { JsonSchema } from '../../engine/outputSchema';
import { bool, extend, req } from '../../engine/outputSchema';
import { numberedDocument } from '../operations';

/** Where the platform's goods note endpoints are (the feed trigger reads the notes' feeds there too). */
export const GOODS_NOTES_PREFIX = '/api/v1/goods-issued-notes/integrations/auth-required';

/**
 * A goods note found by its number, which the query names `numberParam`:
 * `goodsNoteDoc('goodsIssuedNote', 'goods issued note', 'e.g. WZ/2024/0001', 'goodsIssuedNoteNumber')`.
 */
export const goodsNoteDoc = <R extends string>(
	resource: R,
	noun: string,
	placeholder: string,
	numberParam: string,
) =>
	numberedDocument(resource, noun, 'a', 'Note Number', placeholder, {
		query: (number) => ({ [numberParam]: number }),
	});

/** A note as sent by Create or Replace, marked saved. */
export const savedNote = (written: JsonSchema) =>
	extend(written, { saved: req(bool('Always true: the platform accepted the note')) });
