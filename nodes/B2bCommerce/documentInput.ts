/**
 * The three ways to give a document to a create operation, as data:
 *
 * - Fields: the header and its nested parts as fields, the lines as a list of entries
 *   (documentForm.ts).
 * - JSON: the whole document as JSON, e.g. `{{ $json }}` from the previous node.
 * - Spreadsheet Rows: one input item per line (a row of a sheet or CSV) whose columns are matched
 *   to the document's fields; rows with the same key (the document number) become one document,
 *   its header taken from the group's first row, its lines numbered 1..n in row order unless a
 *   row gives its own line number.
 *
 * A resource describes its document once (`DocumentInputDef`: which parameter fills which path of
 * the document) and spreads `documentInput(def)` into its OperationDef; the operation's `input`
 * schema is `documentInputSchema(schema, extra)`, so every mode ends in the same validated
 * `input.document`. See resources/invoice.ts.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from './schemas/zod';

import type { Column, DocField, DocumentForm, FormDef } from './documentForm';
import {
	applyColumns,
	columnIndex,
	COLUMNS,
	CREDENTIAL_TYPE,
	documentColumns,
	fieldsModeProperties,
	mapperFields,
	plainFields,
	readFieldsMode,
	readRow,
	setPath,
} from './documentForm';
import type { OperationDef, Row, RowsDef } from './operation';
import { parseJsonField } from './operation';

const INPUT_MODE = 'inputMode';
const DOCUMENT = 'document';
const ADDITIONAL_FIELDS = 'additionalFields';

export type InputMode = 'fields' | 'json' | 'rows';

export type { DocField } from './documentForm';

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
	/** The nested parts as fields and the name of one line (documentForm.ts). */
	form: DocumentForm;
}

function formDef(def: DocumentInputDef): FormDef {
	return {
		form: def.form,
		header: def.header,
		lines: {
			path: def.lines.path,
			displayName: def.lines.property.displayName,
			numberPath: def.lines.numberPath,
			numberAs: def.lines.numberAs,
		},
		line: def.line,
	};
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

/** The display name of the field that keys a document (rows with the same value make one). */
function keyNameOf(def: DocumentInputDef): string {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	return keyField?.property.displayName ?? def.keyPath;
}

/** Input Mode (Fields, JSON, Spreadsheet Rows) and the JSON mode's Document field. */
function modeAndDocument(
	def: DocumentInputDef,
	describe: { fields: string; rows: string },
): INodeProperties[] {
	return [
		{
			displayName: 'Input Mode',
			name: INPUT_MODE,
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'Fields', value: 'fields', description: describe.fields },
				{
					name: 'JSON',
					value: 'json',
					description: `Give the whole ${def.noun} as JSON, e.g. an expression returning the previous node's item, one ${def.noun} per input item`,
				},
				{ name: 'Spreadsheet Rows', value: 'rows', description: describe.rows },
			],
			default: 'fields',
			description: `How the ${def.noun} is given`,
			hint: 'Switching mode starts the other mode empty: what was entered in this one is dropped',
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
	];
}

/** The parameters of a document operation, in display order: fields, JSON, or rows through a column mapper. */
function properties(def: DocumentInputDef): INodeProperties[] {
	const keyName = keyNameOf(def);
	const fields = fieldsModeProperties(formDef(def));
	const lines = def.lines.property.displayName.toLowerCase();
	return [
		...modeAndDocument(def, {
			fields: `Fill in the ${def.noun} and its ${lines} as fields, one ${def.noun} per input item`,
			rows: `Each input item is one line (a row of a sheet or CSV) whose columns are matched to the ${def.noun}'s fields; rows with the same ${keyName} make one ${def.noun}`,
		}),
		...plainFields(def.header.required).map((field) => show(['fields'], field.property)),
		// The seller's part is also shown in Spreadsheet Rows mode: what it holds fills every row.
		...fields.groups.map((group, index) =>
			show(def.form.groups[index].fromCredential ? ['fields', 'rows'] : ['fields'], group),
		),
		show(['fields'], fields.lines),
		show(['rows'], {
			displayName: 'Columns',
			name: COLUMNS,
			type: 'resourceMapper',
			noDataExpression: true,
			default: { mappingMode: 'autoMapInputData', value: null },
			required: true,
			typeOptions: {
				loadOptionsDependsOn: ['resource', 'operation'],
				resourceMapper: {
					resourceMapperMethod: 'getDocumentColumns',
					mode: 'add',
					fieldWords: { singular: 'column', plural: 'columns' },
					addAllFields: true,
					multiKeyMatch: false,
					supportAutoMap: true,
				},
			},
			hint: `Map Automatically takes input columns named like the fields (case, spaces and _ ignored: "Client ID", "client_id" and "clientId" all match). Rows with the same ${keyName} make one ${def.noun}.`,
			description: `Which column of the row fills which field of the ${def.noun} or of its line`,
		}),
		...(def.options ?? []),
		show(['fields'], {
			displayName: 'Additional Fields',
			name: ADDITIONAL_FIELDS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: fields.additional,
		}),
	];
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

/** The seller from the credential's Seller section, read once per run by `prepare`. */
const sellers = new WeakMap<IExecuteFunctions, IDataObject>();

/** Rows mode: the values of each row by column id, read once per item. */
const rowValues = new WeakMap<IExecuteFunctions, Map<number, IDataObject>>();

function columnsOf(def: DocumentInputDef): {
	all: Column[];
	header: Column[];
	line: Column[];
	index: Map<string, Column>;
} {
	const all = documentColumns(formDef(def));
	return {
		all,
		header: all.filter((column) => column.target === 'header'),
		line: all.filter((column) => column.target === 'line'),
		index: columnIndex(all),
	};
}

function rowOf(fn: IExecuteFunctions, itemIndex: number, index: Map<string, Column>): IDataObject {
	let cache = rowValues.get(fn);
	if (!cache) rowValues.set(fn, (cache = new Map()));
	let values = cache.get(itemIndex);
	if (!values) cache.set(itemIndex, (values = readRow(fn, itemIndex, index)));
	return values;
}

/** Rows mode: the seller every row falls back on: the node's Seller fields over the credential's. */
function rowSeller(
	fn: IExecuteFunctions,
	itemIndex: number,
	def: DocumentInputDef,
): IDataObject | undefined {
	const group = def.form.groups.find((entry) => entry.fromCredential);
	if (!group) return undefined;
	const given = ((fn.getNodeParameter(group.name, itemIndex, {}) as IDataObject).values ??
		{}) as IDataObject;
	const seller: IDataObject = { ...(sellers.get(fn) ?? {}) };
	for (const [name, value] of Object.entries(given)) {
		if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null)
			seller[name] = value;
	}
	return seller;
}

function rowsDef(def: DocumentInputDef): RowsDef {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	if (!keyField)
		throw new Error(`The key ${def.keyPath} of ${def.noun} must be a required header field`);
	const columns = columnsOf(def);
	const parser = (fn: IExecuteFunctions, itemIndex: number) => (value: unknown, label: string) =>
		parseJsonField(value, label, fn, itemIndex);
	return {
		active: (fn) => inputMode(fn) === 'rows',
		noun: def.noun,
		keyLabel: keyField.property.displayName,
		linesPath: [DOCUMENT, ...def.lines.path.split('.')],
		readKey: (fn, itemIndex) => {
			const value = rowOf(fn, itemIndex, columns.index)[keyField.property.name];
			return value === undefined || value === null ? undefined : String(value).trim();
		},
		readLine: (fn, itemIndex) =>
			applyColumns({}, columns.line, rowOf(fn, itemIndex, columns.index), parser(fn, itemIndex)),
		assemble: (fn, rows: Row[]) => {
			const first = rows[0].itemIndex;
			const document = applyColumns(
				{},
				columns.header,
				rowOf(fn, first, columns.index),
				parser(fn, first),
				rowSeller(fn, first, def),
			);
			// Rows with no line column filled in are no lines: when every row is blank the document
			// has none (its schema says so); a blank row among filled ones is reported as that row.
			const empty = JSON.stringify(applyColumns({}, columns.line, {}, parser(fn, first)));
			const blank = rows.every((row) => JSON.stringify(row.line) === empty);
			const lines = (blank ? [] : rows).map((row, index) => {
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
					throw new NodeOperationError(
						fn.getNode(),
						`Line number ${number} is used twice in ${def.noun} ${rows[0].key}`,
						{
							itemIndex: rows[index].itemIndex,
							description: `Item indexes ${rows[earlier].itemIndex} and ${rows[index].itemIndex} both have line number ${number} (a row without one is numbered by its position). Give every row of the ${def.noun} its own line number, or leave them all empty. Nothing was sent for this ${def.noun}.`,
						},
					);
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

/** What the editor shows for a field: its label and, for "is required", what to write. */
interface Located {
	label?: string;
	path: Array<string | number>;
	hint?: string;
}

function hintOf(field: DocField | undefined): string | undefined {
	if (!field) return undefined;
	const { description, placeholder } = field.property;
	return [description, placeholder].filter(Boolean).join(', ') || undefined;
}

function fieldAt(fields: DocField[], path: Array<string | number>): DocField | undefined {
	const matches = fields.filter((field) => startsWith(path, field.path));
	matches.sort((a, b) => b.path.length - a.path.length);
	return matches[0];
}

const SELLER_HINT = "fill the credential's Seller section once, or the node's Seller fields";

/** Fields mode: "Client › City", "Items 2 › Unit Net Price", "Items 1 › Additional Costs 1 › Type". */
function locateFields(def: DocumentInputDef, inner: Array<string | number>): Located {
	const form = def.form;
	const linesLength = def.lines.path.split('.').length;
	const inGroups = (
		groups: typeof form.groups,
		path: Array<string | number>,
		prefix: string,
	): Located | undefined => {
		for (const group of groups) {
			if (!startsWith(path, group.path)) continue;
			const depth = group.path.split('.').length;
			let rest = path.slice(depth);
			let label = `${prefix}${group.label}`;
			if (group.multiple && typeof rest[0] === 'number') {
				label += ` ${rest[0] + 1}`;
				rest = rest.slice(1);
			}
			const field = fieldAt(group.fields, rest);
			const hint = group.fromCredential ? SELLER_HINT : hintOf(field);
			return {
				label: field ? `${label} › ${field.property.displayName}` : label,
				path: inner,
				hint,
			};
		}
		return undefined;
	};
	if (startsWith(inner, def.lines.path)) {
		const index = inner[linesLength];
		if (typeof index !== 'number') return { label: def.lines.property.displayName, path: inner };
		const prefix = `${def.lines.property.displayName} ${index + 1} › `;
		const rest = inner.slice(linesLength + 1);
		const group = inGroups(form.lineGroups ?? [], rest, prefix);
		if (group) return group;
		const field = fieldAt(plainFields([...def.line.required, ...def.line.optional]), rest);
		return {
			label: field ? `${prefix}${field.property.displayName}` : prefix.slice(0, -3),
			path: inner,
			hint: hintOf(field),
		};
	}
	const group = inGroups(form.groups, inner, '');
	if (group) return group;
	const field = fieldAt(plainFields([...def.header.required, ...def.header.optional]), inner);
	return { label: field?.property.displayName, path: inner, hint: hintOf(field) };
}

/** Spreadsheet Rows mode: the column's label. */
function locateColumns(
	def: DocumentInputDef,
	columns: Column[],
	inner: Array<string | number>,
): Located {
	const linesLength = def.lines.path.split('.').length;
	// The lines themselves (none given): named as in Fields mode.
	if (inner.length === linesLength && startsWith(inner, def.lines.path))
		return { label: def.lines.property.displayName, path: inner };
	const isLine = startsWith(inner, def.lines.path) && typeof inner[linesLength] === 'number';
	const rest = isLine ? inner.slice(linesLength + 1) : inner;
	const matches = columns
		.filter(
			(column) => column.target === (isLine ? 'line' : 'header') && startsWith(rest, column.path),
		)
		.sort((a, b) => b.path.length - a.path.length);
	const column = matches[0];
	const hint = column?.fromCredential ? SELLER_HINT : hintOf(column?.field);
	return { label: column?.label, path: inner, hint };
}

/** Everything a document operation needs besides its schema, endpoint and output. */
export function documentInput(
	def: DocumentInputDef,
): Required<Pick<OperationDef, 'properties' | 'readInput' | 'rows' | 'locate'>> &
	Pick<OperationDef, 'prepare' | 'columns'> {
	const columns = columnsOf(def);
	const sellerGroup = def.form.groups.some((group) => group.fromCredential);
	return {
		properties: properties(def),
		columns: () => mapperFields(columns.all),
		...(sellerGroup
			? {
					prepare: async (fn: IExecuteFunctions) => {
						if (inputMode(fn) === 'json') return;
						const credentials = (await fn.getCredentials(CREDENTIAL_TYPE)) as IDataObject;
						sellers.set(fn, credentials);
					},
				}
			: {}),
		readInput: (fn, itemIndex) => {
			const mode = inputMode(fn, itemIndex);
			const options = readOptions(fn, itemIndex, def);
			if (mode === 'json') {
				const document = parseJsonField(
					fn.getNodeParameter(DOCUMENT, itemIndex, ''),
					'Document',
					fn,
					itemIndex,
				);
				return { [INPUT_MODE]: mode, ...options, [DOCUMENT]: document as IDataObject };
			}
			const document = readFieldsMode(fn, itemIndex, formDef(def), sellers.get(fn));
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
			const where =
				mode === 'rows' ? locateColumns(def, columns.all, inner) : locateFields(def, inner);
			return { ...where, labelOnly: where.label !== undefined };
		},
	};
}

/** The input every document operation validates: the mode, the extra options and the document. */
export function documentInputSchema<D extends z.ZodTypeAny, E extends z.ZodRawShape>(
	document: D,
	extra: E,
) {
	return z.object({
		[INPUT_MODE]: z.enum(['fields', 'json', 'rows']),
		[DOCUMENT]: document,
		...extra,
	} as { inputMode: z.ZodEnum<['fields', 'json', 'rows']>; document: D } & E);
}
