/**
 * What the two goods notes share (resources/goodsIssuedNote, resources/goodsReceivedNote): the
 * API prefix, the note found by number, the form built from what differs between them.
 */
import { documentInput } from '../input';
import type { DocField } from '../form';
import { linesMember } from '../fields';
import { numberedDocument } from '../operations';
import {
	goodsNoteGroups,
	goodsNoteHeader,
	goodsNoteHeaderOptional,
	goodsNoteLineCostGroup,
	goodsNoteLineOptional,
	goodsNoteLineRequired,
} from './fields';

/** Where the platform's goods note endpoints are (the feed trigger reads the notes' feeds there too). */
export const GOODS_NOTES_PREFIX = '/api/v1/goods-issued-notes/integrations/auth-required';

/**
 * A goods note found by its number, which the query names `numberParam`:
 * `goodsNoteDoc('goodsIssuedNote', 'goods issued note', 'e.g. WZ/2024/0001', 'goodsIssuedNoteNumber')`.
 */
export const goodsNoteDoc = (
	resource: string,
	noun: string,
	placeholder: string,
	numberParam: string,
) =>
	numberedDocument(noun, 'a', 'Note Number', placeholder, {
		resource,
		query: (number) => ({ [numberParam]: number }),
	});

/** What differs between the forms of the two goods notes; everything else is built once, here. */
interface GoodsNoteForm {
	/** "goods issued note". */
	noun: string;
	placeholder: string;
	/** Extra header fields (optional) and line fields of this kind. */
	headerOptional?: DocField[];
	lineRequired: DocField[];
	lineOptional?: DocField[];
	linesDescription: string;
}

/** The form of a goods note (Create or Replace): Fields, JSON and Spreadsheet Rows. */
export const goodsNoteInput = (form: GoodsNoteForm) =>
	documentInput({
		noun: form.noun,
		keyPath: 'number',
		header: {
			required: goodsNoteHeader(form.noun, form.placeholder),
			optional: [...goodsNoteHeaderOptional, ...(form.headerOptional ?? [])],
		},
		lines: linesMember('productLines', 'Product Lines', 'integer', {
			required: true,
			placeholder:
				'[{"lineNumber": 1, "quantity": 2, "product": {"sku": "", "name": "", "unit": "PCE"}, "prices": {…}, …}]',
			description: form.linesDescription,
		}),
		line: {
			required: [...form.lineRequired, ...goodsNoteLineRequired],
			optional: [...goodsNoteLineOptional, ...(form.lineOptional ?? [])],
		},
		jsonExample: '={{ $json }}',
		form: {
			groups: goodsNoteGroups(form.noun),
			lineGroups: [goodsNoteLineCostGroup],
			lineLabel: 'Product Line',
		},
	});
