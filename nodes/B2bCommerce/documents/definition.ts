/**
 * A document's form as its table (documents/table.ts) gives it (`DocumentInputDef`: which parameter
 * fills which path of the document), and the small readers every input mode shares. documents/input.ts
 * builds the operation from it; documents/rows.ts and documents/locate.ts read it.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { nodeParameter } from '../engine/parameters';
import { perRun } from '../engine/scope';
import { isOn } from '../engine/values';

export const INPUT_MODE = 'inputMode';
export const DOCUMENT = 'document';
export const ADDITIONAL_FIELDS = 'additionalFields';
/** The option of the documents whose table marks fields `calculated` (documents/amounts.ts). */
export const CALCULATE_AMOUNTS = 'calculateAmounts';

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
	/** Filled by Calculate Amounts: hidden in the form and not required as a column while it is on. */
	calculated?: boolean;
}

/** What the editor calls a part shown as a fixed collection (a list part: one entry each). */
export interface GroupWords {
	/** Parameter name of the fixed collection; also the JSON column id of a list group. */
	name: string;
	/** What the editor calls it: "Client". */
	label: string;
	description: string;
	/** How its columns are labelled in Spreadsheet Rows mode: "Client" → "Client Name". Default: label. */
	columnPrefix?: string;
	/** Fields left empty are taken from the credential's fields of the same names (Seller, Payment Method). */
	fromCredential?: boolean;
}

/** A nested part of a document or line, shown as a fixed collection of fields. */
export interface DocGroup extends GroupWords {
	/** Where it goes, relative to the document (or to the line for line groups). */
	path: string;
	/** The spec marks the part R: shown open on a fresh node, its required fields marked. */
	required?: boolean;
	/** A list of entries (additional costs, waybills) instead of one object. */
	multiple?: boolean;
	/** Value used when nothing is given, e.g. `[]` for "R, may be empty". */
	whenBlank?: unknown;
	/** Its fields; paths relative to the part. Their names are unique in the whole document. */
	fields: DocField[];
}

/** What a document's table says of it besides its members (documents/table.ts). */
export interface DocumentHead {
	/** What the document is called in messages: "goods issued note". */
	noun: string;
	/** Path of the required header member that keys a document (rows are grouped by it), e.g. `number`. */
	keyPath: string;
	/** The lines: the path of their list part, how the form names them ("Items", one "Item"). */
	lines: { path: string; displayName: string; label: string; numberAs: 'integer' | 'string' };
	/** Example of the JSON mode document, shown as the placeholder (default `={{ $json }}`). */
	jsonExample?: string;
	/** More parameters of the operation, read by name into the input's top level (Tax Rate Format). */
	options?: INodeProperties[];
}

/** The header's or a line's fields (optional ones in "Additional Fields") and nested parts. */
export interface DocSide {
	required: DocField[];
	optional: DocField[];
	groups: DocGroup[];
}

/** A document's form, generated from its table: its header's fields and a line's. */
export interface DocumentInputDef extends DocumentHead {
	header: DocSide;
	line: DocSide;
}

/** The line number member; the form and Spreadsheet Rows mode fill it in when it is left empty. */
export const LINE_NUMBER = 'lineNumber';

/** A line as given, or numbered by its position (1, 2, 3…) when it gives no number. */
export function numberedLine(
	def: DocumentInputDef,
	line: IDataObject,
	position: number,
): IDataObject {
	if (line[LINE_NUMBER] !== undefined) return line;
	const number = def.lines.numberAs === 'string' ? String(position + 1) : position + 1;
	return { [LINE_NUMBER]: number, ...line };
}

/** The field that keys a document (rows with the same value make one). */
export function keyFieldOf(def: DocumentInputDef): DocField {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	if (!keyField)
		throw new Error(`The key ${def.keyPath} of ${def.noun} must be a required header field`);
	return keyField;
}

/** Whether Calculate Amounts is on in `parameters`: true, or "true" from an expression. */
export function calculating(parameters: Record<string, unknown>): boolean {
	return isOn(parameters[CALCULATE_AMOUNTS]);
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

/**
 * The credential's Seller section, which fills the Seller and Payment Method fields left empty
 * (Fields and Spreadsheet Rows modes): read once per run by the operation's `prepare`.
 */
export const sellerDefaults = perRun((): { values?: IDataObject } => ({}));
