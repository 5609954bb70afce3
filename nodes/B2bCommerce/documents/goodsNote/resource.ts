/**
 * What the two goods notes share: the fields, groups, endpoints and operations of a goods note,
 * built from a GoodsNoteKind (resources/goodsIssuedNote, resources/goodsReceivedNote).
 */
import type { ZodType, ZodTypeDef } from '../../engine/zod';
import { documentInput, documentInputSchema } from '../input';
import type { DocField } from '../form';
import type { ResourceDef } from '../../engine/operation';
import type { Endpoint } from '../../transport/types';
import { linesMember } from '../fields';
import {
	createOperation,
	downloadFileOperation,
	getOperation,
	numberedDocument,
	uploadFileOperation,
} from '../operations';
import { uploadStep } from '../../engine/resourceHelpers';
import {
	goodsNoteGroups,
	goodsNoteHeader,
	goodsNoteHeaderOptional,
	goodsNoteLineCostGroup,
	goodsNoteLineOptional,
	goodsNoteLineRequired,
} from './fields';

export const GOODS_NOTES_PREFIX = '/api/v1/goods-issued-notes/integrations/auth-required';

/** What differs between the two goods notes (resources/goodsIssuedNote, resources/goodsReceivedNote); everything else is built once, here. */
export interface GoodsNoteKind {
	/** Resource value and name. */
	value: string;
	name: string;
	description: string;
	/** "goods issued note". */
	noun: string;
	/** Path under the prefix: `/goods-issued-notes`. */
	path: string;
	/** Query parameter naming the note: `goodsIssuedNoteNumber`. */
	numberParam: string;
	placeholder: string;
	schema: ZodType<object, ZodTypeDef, unknown>;
	/** Extra header fields (optional) and line fields of this kind. */
	headerOptional?: DocField[];
	lineRequired: DocField[];
	lineOptional?: DocField[];
	linesDescription: string;
	/** Download File of a note whose read shape, in the spec, has no file link. */
	fileLinkUndocumented?: { description: string; notice: string };
}

/** The endpoints of one goods note kind; the feed trigger reads notes through the same `get`. */
function goodsNoteEndpoints(kind: Pick<GoodsNoteKind, 'value' | 'path'>) {
	const base = `${GOODS_NOTES_PREFIX}${kind.path}`;
	return {
		get: { key: `${kind.value}.get`, method: 'GET', paths: [base] },
		// PUT: the note with the same number is replaced, so a repeat cannot write twice.
		createOrReplace: { key: `${kind.value}.createOrReplace`, method: 'PUT', paths: [base] },
		uploadBegin: {
			key: `${kind.value}.uploadInitialize`,
			...uploadStep([`${base}/file-upload-initialize`]),
		},
		uploadComplete: {
			key: `${kind.value}.uploadFinalize`,
			...uploadStep([`${base}/file-upload-finalize`]),
		},
	} satisfies Record<string, Endpoint>;
}

/** Get, Create or Replace, Upload File and Download File of one goods note kind. */
export function goodsNoteResource(kind: GoodsNoteKind): ResourceDef {
	const endpoints = goodsNoteEndpoints(kind);

	const noteDoc = numberedDocument(kind.noun, 'a', 'Note Number', kind.placeholder, {
		query: (number) => ({ [kind.numberParam]: number }),
	});

	const noteInput = documentInput({
		noun: kind.noun,
		keyPath: 'number',
		header: {
			required: goodsNoteHeader(kind.noun, kind.placeholder),
			optional: [...goodsNoteHeaderOptional, ...(kind.headerOptional ?? [])],
		},
		lines: linesMember('productLines', 'Product Lines', 'integer', {
			required: true,
			placeholder:
				'[{"lineNumber": 1, "quantity": 2, "product": {"sku": "", "name": "", "unit": "PCE"}, "prices": {…}, …}]',
			description: kind.linesDescription,
		}),
		line: {
			required: [...kind.lineRequired, ...goodsNoteLineRequired],
			optional: [...goodsNoteLineOptional, ...(kind.lineOptional ?? [])],
		},
		jsonExample: '={{ $json }}',
		form: {
			groups: goodsNoteGroups(kind.noun),
			lineGroups: [goodsNoteLineCostGroup],
			lineLabel: 'Product Line',
		},
	});

	return {
		value: kind.value,
		name: kind.name,
		description: kind.description,
		operations: [
			createOperation({
				value: 'createOrReplace',
				name: 'Create or Replace',
				action: `Create or replace a ${kind.noun}`,
				description: `Create a ${kind.noun}, or replace the one with the same number`,
				form: noteInput,
				input: documentInputSchema(kind.schema, {}),
				endpoint: endpoints.createOrReplace,
			}),
			getOperation(noteDoc, endpoints.get),
			uploadFileOperation(noteDoc, endpoints),
			downloadFileOperation(noteDoc, {
				read: endpoints.get,
				file: (document) => ({ url: document.fileUrl }),
				linesKey: 'productLines',
				linkUndocumented: kind.fileLinkUndocumented,
			}),
		],
	};
}
