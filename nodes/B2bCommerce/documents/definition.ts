/**
 * What a document resource says about its document (`DocumentInputDef`: which parameter fills
 * which path of the document), and the small readers every input mode shares. documents/input.ts
 * builds the operation from it; documents/rows.ts and documents/locate.ts read it.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { nodeParameter } from '../engine/parameters';

export const INPUT_MODE = 'inputMode';
export const DOCUMENT = 'document';
export const ADDITIONAL_FIELDS = 'additionalFields';

export type InputMode = 'fields' | 'json' | 'rows';

/** One parameter and where its value goes in the document (or, for line fields, in the line). */
export interface DocField {
	/** Dotted path, e.g. `clientData` or `linePrices.netPrice`. */
	path: string;
	/** The n8n parameter; its name must be unique within the operation. */
	property: INodeProperties;
	/** A text that is a list: split on commas (`comma`) or new lines (`lines`). Arrays pass as they are. */
	list?: 'comma' | 'lines';
	/** Value used when the parameter is empty or not added, e.g. `[]` for "R, may be empty". */
	whenBlank?: unknown;
	/** Its name in a list's columns ("Additional Cost 1 Type") when not its display name. */
	column?: string;
}

/** A nested part of a document or line, shown as a fixed collection of fields. */
export interface DocGroup {
	/** Where it goes, relative to the document (or to the line for line groups). */
	path: string;
	/** Parameter name of the fixed collection; also the JSON column id of a list group. */
	name: string;
	/** What the editor calls it: "Client". */
	label: string;
	description: string;
	/** The spec marks the part R: shown open on a fresh node, its required fields marked. */
	required?: boolean;
	/** A list of entries (additional costs, waybills) instead of one object. */
	multiple?: boolean;
	/** Value used when nothing is given, e.g. `[]` for "R, may be empty". */
	whenBlank?: unknown;
	/** Its fields; paths relative to the part. Their names are unique in the whole document. */
	fields: DocField[];
	/** How its columns are labelled in Spreadsheet Rows mode: "Client" → "Client Name". Default: label. */
	columnPrefix?: string;
	/** Fields left empty are taken from the credential's fields of the same names (Seller, Payment Method). */
	fromCredential?: boolean;
}

export interface DocumentInputDef {
	/** What the document is called in messages: "invoice". */
	noun: string;
	/** Path of the header field that is the document's key (rows are grouped by it), e.g. `number`. */
	keyPath: string;
	/** Header fields (Fields and Spreadsheet Rows modes): required ones top-level, optional in "Additional Fields". */
	header: { required: DocField[]; optional: DocField[] };
	/** The lines member: its path, its name in the editor ("Items") and the line number member. */
	lines: {
		path: string;
		displayName: string;
		numberPath: string;
		/** Offline order lines number as strings ("1"), the other documents as integers. */
		numberAs: 'integer' | 'string';
	};
	/** Line fields (Spreadsheet Rows mode): required ones top-level, optional in "Additional Line Fields". */
	line: { required: DocField[]; optional: DocField[] };
	/** More parameters of the operation, read by name into the input's top level (e.g. taxRateFormat). */
	options?: INodeProperties[];
	/** Example of the JSON mode document, shown as the placeholder. */
	jsonExample?: string;
	/** Nested parts of the header as fields, in display order (documents/form.ts). */
	groups: DocGroup[];
	/** Nested parts of a line (its additional costs). */
	lineGroups?: DocGroup[];
	/** Singular name of one line in the editor: "Item", "Product Line". */
	lineLabel: string;
}

/** The display name of the field that keys a document (rows with the same value make one). */
export function keyNameOf(def: DocumentInputDef): string {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	return keyField?.property.displayName ?? def.keyPath;
}

export function readOptions(
	fn: IExecuteFunctions,
	itemIndex: number,
	def: DocumentInputDef,
): IDataObject {
	const options: IDataObject = {};
	for (const property of def.options ?? []) {
		const value = nodeParameter(fn, property.name, itemIndex, property.default);
		if (value !== '' && value !== undefined) options[property.name] = value as IDataObject[string];
	}
	return options;
}

export function inputMode(fn: IExecuteFunctions, itemIndex = 0): InputMode {
	return nodeParameter(fn, INPUT_MODE, itemIndex, 'fields') as InputMode;
}
