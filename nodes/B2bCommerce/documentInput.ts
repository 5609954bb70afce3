/**
 * The three ways to give a document to a create operation, as data:
 *
 * - Fields: the header as flat parameters (nested parts as JSON fields), the lines as JSON.
 * - JSON: the whole document as JSON, e.g. `{{ $json }}` from the previous node.
 * - Spreadsheet Rows: one input item per line (a row of a sheet or CSV); rows with the same key
 *   (the document number) become one document, its header taken from the group's first row, its
 *   lines numbered 1..n in row order unless a row gives its own line number.
 *
 * A resource describes its document once (`DocumentInputDef`: which parameter fills which path of
 * the document) and spreads `documentInput(def)` into its OperationDef; the operation's `input`
 * schema is `documentInputSchema(schema, extra)`, so every mode ends in the same validated
 * `input.document`. See resources/invoice.ts.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from 'zod';

import type { OperationDef, Row, RowsDef } from './operation';
import { parseJsonField } from './operation';

export const INPUT_MODE = 'inputMode';
export const DOCUMENT = 'document';
export const ADDITIONAL_FIELDS = 'additionalFields';
export const ADDITIONAL_LINE_FIELDS = 'additionalLineFields';

export type InputMode = 'fields' | 'json' | 'rows';

/** One parameter and where its value goes in the document (or, for line fields, in the line). */
export interface DocField {
	/** Dotted path, e.g. `clientData` or `linePrices.netPrice`. */
	path: string;
	/** The n8n parameter; its name must be unique within the operation. JSON fields are parsed. */
	property: INodeProperties;
	/** A text that is a list: split on commas (`comma`) or new lines (`lines`). Arrays pass as they are. */
	list?: 'comma' | 'lines';
	/** Value used when the parameter is empty or not added, e.g. `[]` for "R, may be empty". */
	whenBlank?: unknown;
}

export interface DocumentInputDef {
	/** What the document is called in messages: "invoice". */
	noun: string;
	/** Path of the header field that is the document's key (rows are grouped by it), e.g. `number`. */
	keyPath: string;
	/** Header fields (Fields and Spreadsheet Rows modes): required ones top-level, optional in "Additional Fields". */
	header: { required: DocField[]; optional: DocField[] };
	/** The lines member: its path, its JSON parameter in Fields mode, and the line number member. */
	lines: {
		path: string;
		property: INodeProperties;
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
}

function show(modes: InputMode[], property: INodeProperties): INodeProperties {
	return {
		...property,
		displayOptions: {
			...property.displayOptions,
			show: { ...property.displayOptions?.show, [INPUT_MODE]: modes },
		},
	};
}

/** The parameters of a document operation, in display order. */
function properties(def: DocumentInputDef): INodeProperties[] {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	const keyName = keyField?.property.displayName ?? def.keyPath;
	return [
		{
			displayName: 'Input Mode',
			name: INPUT_MODE,
			type: 'options',
			noDataExpression: true,
			options: [
				{
					name: 'Fields',
					value: 'fields',
					description: `Give the ${def.noun} header as fields and its ${def.lines.property.displayName.toLowerCase()} as JSON, one ${def.noun} per input item`,
				},
				{
					name: 'JSON',
					value: 'json',
					description: `Give the whole ${def.noun} as JSON, e.g. an expression returning the previous node's item, one ${def.noun} per input item`,
				},
				{
					name: 'Spreadsheet Rows',
					value: 'rows',
					description: `Each input item is one line (a row of a sheet or CSV); rows with the same ${keyName} make one ${def.noun}`,
				},
			],
			default: 'fields',
			description: `How the ${def.noun} is given`,
		},
		show(['json'], {
			displayName: 'Document',
			name: DOCUMENT,
			type: 'json',
			default: '={{ $json }}',
			required: true,
			placeholder: def.jsonExample,
			description: `The whole ${def.noun} as JSON (the platform's write shape). By default the input item itself.`,
		}),
		...def.header.required.map((field) => show(['fields', 'rows'], field.property)),
		show(['fields'], def.lines.property),
		...def.line.required.map((field) => show(['rows'], field.property)),
		...(def.options ?? []),
		show(['fields', 'rows'], {
			displayName: 'Additional Fields',
			name: ADDITIONAL_FIELDS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: sortByName(def.header.optional.map((field) => field.property)),
		}),
		show(['rows'], {
			displayName: 'Additional Line Fields',
			name: ADDITIONAL_LINE_FIELDS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			description: 'Optional fields of each line, usually mapped from columns of the row',
			options: sortByName(def.line.optional.map((field) => field.property)),
		}),
	];
}

function sortByName(list: INodeProperties[]): INodeProperties[] {
	return [...list].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

function toList(value: unknown, kind: 'comma' | 'lines'): unknown {
	if (typeof value !== 'string') return value;
	const parts = value
		.split(kind === 'comma' ? ',' : /\r?\n/)
		.map((part) => part.trim())
		.filter((part) => part !== '');
	return parts.length ? parts : undefined;
}

function fieldValue(fn: IExecuteFunctions, itemIndex: number, field: DocField, raw: unknown): unknown {
	let value = raw;
	if (field.property.type === 'json') value = parseJsonField(value, field.property.displayName, fn, itemIndex);
	if (field.list) value = toList(value, field.list);
	if (value === undefined || value === null || value === '') return field.whenBlank;
	return value;
}

function setPath(target: IDataObject, path: string, value: unknown): void {
	const parts = path.split('.');
	let current = target;
	for (const part of parts.slice(0, -1)) {
		const next = current[part];
		if (!next || typeof next !== 'object' || Array.isArray(next)) current[part] = {};
		current = current[part] as IDataObject;
	}
	current[parts[parts.length - 1]] = value as IDataObject[string];
}

/** Reads required fields (top-level) and optional ones (from their collection) into one object. */
function readFields(
	fn: IExecuteFunctions,
	itemIndex: number,
	fields: { required: DocField[]; optional: DocField[] },
	collection: string,
): IDataObject {
	const target: IDataObject = {};
	for (const field of fields.required) {
		const raw = fn.getNodeParameter(field.property.name, itemIndex, undefined, {
			extractValue: field.property.type === 'resourceLocator',
		});
		const value = fieldValue(fn, itemIndex, field, raw);
		if (value !== undefined) setPath(target, field.path, value);
	}
	const optional = fn.getNodeParameter(collection, itemIndex, {}) as IDataObject;
	for (const field of fields.optional) {
		const value = fieldValue(fn, itemIndex, field, optional[field.property.name]);
		if (value !== undefined) setPath(target, field.path, value);
	}
	return target;
}

function readOptions(fn: IExecuteFunctions, itemIndex: number, def: DocumentInputDef): IDataObject {
	const options: IDataObject = {};
	for (const property of def.options ?? []) {
		const value = fn.getNodeParameter(property.name, itemIndex, property.default) as unknown;
		if (value !== '' && value !== undefined) options[property.name] = value as IDataObject[string];
	}
	return options;
}

function inputMode(fn: IExecuteFunctions, itemIndex = 0): InputMode {
	return fn.getNodeParameter(INPUT_MODE, itemIndex, 'fields') as InputMode;
}

function rowsDef(def: DocumentInputDef): RowsDef {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	if (!keyField) throw new Error(`The key ${def.keyPath} of ${def.noun} must be a required header field`);
	return {
		active: (fn) => inputMode(fn) === 'rows',
		noun: def.noun,
		keyLabel: keyField.property.displayName,
		linesPath: [DOCUMENT, ...def.lines.path.split('.')],
		readKey: (fn, itemIndex) => {
			const value = fieldValue(fn, itemIndex, keyField, fn.getNodeParameter(keyField.property.name, itemIndex, ''));
			return value === undefined ? undefined : String(value).trim();
		},
		readLine: (fn, itemIndex) => readFields(fn, itemIndex, def.line, ADDITIONAL_LINE_FIELDS),
		assemble: (fn, rows: Row[]) => {
			const first = rows[0].itemIndex;
			const document = readFields(fn, first, def.header, ADDITIONAL_FIELDS);
			const lines = rows.map((row, index) => {
				if (row.line[def.lines.numberPath] !== undefined) return row.line;
				const number = def.lines.numberAs === 'string' ? String(index + 1) : index + 1;
				return { [def.lines.numberPath]: number, ...row.line };
			});
			// Rows that give a number and rows numbered by position can meet: refuse the clash.
			const seen = new Map<string, number>();
			lines.forEach((line, index) => {
				const number = String(line[def.lines.numberPath]).trim();
				const earlier = seen.get(number);
				if (earlier !== undefined) {
					throw new NodeOperationError(fn.getNode(), `Line number ${number} is used twice in ${def.noun} ${rows[0].key}`, {
						itemIndex: rows[index].itemIndex,
						description: `Item indexes ${rows[earlier].itemIndex} and ${rows[index].itemIndex} both have line number ${number} (a row without one is numbered by its position). Give every row of the ${def.noun} its own line number, or leave them all empty. Nothing was sent for this ${def.noun}.`,
					});
				}
				seen.set(number, index);
			});
			setPath(document, def.lines.path, lines);
			return { [INPUT_MODE]: 'rows', ...readOptions(fn, first, def), [DOCUMENT]: document };
		},
	};
}

function startsWith(path: Array<string | number>, prefix: string): boolean {
	const parts = prefix.split('.');
	return parts.every((part, index) => path[index] === part);
}

function labelFor(fields: DocField[], path: Array<string | number>): string | undefined {
	const matches = fields.filter((field) => startsWith(path, field.path));
	matches.sort((a, b) => b.path.length - a.path.length);
	return matches[0]?.property.displayName;
}

/** Everything a document operation needs besides its schema, endpoint and output. */
export function documentInput(
	def: DocumentInputDef,
): Required<Pick<OperationDef, 'properties' | 'readInput' | 'rows' | 'locate'>> {
	const headerFields = [...def.header.required, ...def.header.optional];
	const lineFields = [...def.line.required, ...def.line.optional];
	const linesPathLength = def.lines.path.split('.').length;
	return {
		properties: properties(def),
		readInput: (fn, itemIndex) => {
			const mode = inputMode(fn, itemIndex);
			const options = readOptions(fn, itemIndex, def);
			if (mode === 'json') {
				const document = parseJsonField(fn.getNodeParameter(DOCUMENT, itemIndex, ''), 'Document', fn, itemIndex);
				return { [INPUT_MODE]: mode, ...options, [DOCUMENT]: document as IDataObject };
			}
			const document = readFields(fn, itemIndex, def.header, ADDITIONAL_FIELDS);
			const lines = fieldValue(fn, itemIndex, { path: def.lines.path, property: def.lines.property }, fn.getNodeParameter(def.lines.property.name, itemIndex, ''));
			if (lines !== undefined) setPath(document, def.lines.path, lines);
			return { [INPUT_MODE]: mode, ...options, [DOCUMENT]: document };
		},
		rows: rowsDef(def),
		locate: (path, raw) => {
			if (path[0] !== DOCUMENT) {
				const option = def.options?.find((property) => property.name === path[0]);
				return { label: option?.displayName, path };
			}
			const inner = path.slice(1);
			if (inner.length === 0) return { label: 'Document', path: [DOCUMENT] };
			const mode = raw[INPUT_MODE] as InputMode;
			if (mode === 'json') return { path: inner };
			if (startsWith(inner, def.lines.path)) {
				if (mode === 'fields') return { label: def.lines.property.displayName, path: inner };
				return { label: labelFor(lineFields, inner.slice(linesPathLength + 1)), path: inner };
			}
			return { label: labelFor(headerFields, inner), path: inner };
		},
	};
}

/** The input every document operation validates: the mode, the extra options and the document. */
export function documentInputSchema<D extends z.ZodTypeAny, E extends z.ZodRawShape>(document: D, extra: E) {
	return z.object({
		[INPUT_MODE]: z.enum(['fields', 'json', 'rows']),
		[DOCUMENT]: document,
		...extra,
	} as { inputMode: z.ZodEnum<['fields', 'json', 'rows']>; document: D } & E);
}
