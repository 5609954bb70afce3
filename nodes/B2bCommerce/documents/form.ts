/**
 * Fields mode of the document create operations: the header's plain fields as parameters
 * (optional ones in "Additional Fields"), every nested part (client, seller, payer, payment
 * method, warehouse…) as a fixed collection of fields, and the lines as a list of fixed-collection
 * entries (each with its price triples, tax rate, discount and its own list of additional costs).
 * The seller (tenantData of invoices and corrections) comes from the credential's Seller section
 * unless given on the document. Spreadsheet Rows mode is documents/columns.ts; both read the
 * `DocumentInputDef` (documents/definition.ts) that the document's table generates.
 */
import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	NodeParameterValue,
} from 'n8n-workflow';

import { calendarDate } from './dates';
import type { DocField, DocGroup, DocumentInputDef } from './definition';
import { numberedLine } from './definition';

const LINES = 'lines';
export const COLUMNS = 'columns';
const LINE_OPTIONAL = 'additionalLineFields';
const ENTRY = 'values';

// ---------------------------------------------------------------------------------------------
// Shared helpers

export function setPath(target: IDataObject, path: string, value: unknown): void {
	const parts = path.split('.');
	let current = target;
	for (const part of parts.slice(0, -1)) {
		const next = current[part];
		if (!next || typeof next !== 'object' || Array.isArray(next)) current[part] = {};
		current = current[part] as IDataObject;
	}
	current[parts[parts.length - 1]] = value as IDataObject[string];
}

function toList(value: unknown, kind: 'comma' | 'lines'): unknown {
	if (typeof value !== 'string') return value;
	const parts = value
		.split(kind === 'comma' ? ',' : /\r?\n/)
		.map((part) => part.trim())
		.filter((part) => part !== '');
	return parts.length ? parts : undefined;
}

function sortByName(list: INodeProperties[]): INodeProperties[] {
	return [...list].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** A column or key name reduced to what matters: "Client ID", "client_id", "clientId" → "clientid". */
export function normalizeName(name: string): string {
	return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/** A plain (non-JSON) field's value, as the schema should see it; undefined when not given. */
export function plainValue(field: DocField, raw: unknown): unknown {
	let value = raw;
	if (field.list) value = toList(value, field.list);
	if (isBlank(value)) return field.whenBlank;
	return value;
}

/**
 * A Fields-mode value, then as plainValue: a date field's value as `YYYY-MM-DD` (documents/dates.ts),
 * a list picker's (resource locator's) value as the ID it holds.
 */
function formValue(field: DocField, raw: unknown): unknown {
	if (field.property.type === 'dateTime') return plainValue(field, calendarDate(raw));
	if (field.property.type === 'resourceLocator' && raw !== null && typeof raw === 'object')
		return plainValue(field, (raw as IDataObject).value);
	return plainValue(field, raw);
}

// ---------------------------------------------------------------------------------------------
// Fields mode

function groupProperty(group: DocGroup, required: boolean): INodeProperties {
	const values = group.fields.map((field) => field.property);
	return {
		displayName: group.label,
		name: group.name,
		type: 'fixedCollection',
		placeholder: `Add ${group.label}`,
		typeOptions: group.multiple ? { multipleValues: true } : undefined,
		// Empty: n8n cannot fill a single-entry fixed collection's default on a fresh node.
		default: {},
		...(required ? { required: true } : {}),
		description: group.description,
		options: [{ displayName: group.multiple ? group.label : 'Details', name: ENTRY, values }],
	};
}

/** The lines as a list of entries: required line fields, optional ones, nested line groups. */
function linesProperty(def: DocumentInputDef): INodeProperties {
	const { lines, line } = def;
	const optional = line.optional;
	return {
		displayName: lines.displayName,
		name: LINES,
		type: 'fixedCollection',
		placeholder: `Add ${def.lines.label}`,
		typeOptions: { multipleValues: true },
		// One empty line on a fresh node, so the required line fields show at once. (A list takes a
		// default; a single-entry group's default would crash n8n's getNodeParameters on 2.8 and 2.40.)
		default: { [ENTRY]: [{}] },
		required: true,
		description: `The lines of the document, one entry per ${def.lines.label.toLowerCase()}`,
		options: [
			{
				displayName: def.lines.label,
				name: ENTRY,
				values: [
					...line.required.map((field) => field.property),
					...def.line.groups.map((group) => groupProperty(group, false)),
					...(optional.length
						? [
								{
									displayName: 'Additional Line Fields',
									name: LINE_OPTIONAL,
									type: 'collection' as const,
									placeholder: 'Add Field',
									default: {},
									options: sortByName(optional.map((field) => field.property)),
								},
							]
						: []),
				],
			},
		],
	};
}

/**
 * n8n's value of a single-entry group that is not added. Display conditions compare with lodash's
 * isEqual (n8n 2.8 and 2.41), though their type admits only plain values.
 */
const NOT_ADDED = {} as unknown as NodeParameterValue;

/**
 * Above a required group: n8n shows no required marker on a fixed collection, and its check before
 * a run skips one that is not added, so this notice names it, in the words of the node's own
 * check, until it is added.
 */
function requiredNotice(group: DocGroup): INodeProperties {
	return {
		displayName: `"${group.label}" is required: click Add ${group.label} below`,
		name: `${group.name}Required`,
		type: 'notice',
		default: '',
		displayOptions: { show: { [group.name]: [{ _cnd: { eq: NOT_ADDED } }] } },
	};
}

/**
 * The Fields mode parameters after the required header fields: each group (after its notice when
 * it is required), then lines.
 */
export function fieldsModeProperties(def: DocumentInputDef): {
	groups: INodeProperties[][];
	lines: INodeProperties;
	additional: INodeProperties[];
} {
	return {
		groups: def.header.groups.map((group) => {
			// A part the credential can fill is never required in the form (n8n's check would block it).
			const required = Boolean(group.required && !group.fromCredential);
			const property = groupProperty(group, required);
			return required ? [requiredNotice(group), property] : [property];
		}),
		lines: linesProperty(def),
		additional: sortByName(def.header.optional.map((field) => field.property)),
	};
}

/** One entry of a group (its parameter values by field name) as the part of the document. */
function readEntry(
	fields: DocField[],
	values: IDataObject,
	fallback?: IDataObject,
): IDataObject | undefined {
	const part: IDataObject = {};
	let given = false;
	for (const field of fields) {
		let value = formValue(field, values[field.property.name]);
		if (value === undefined && fallback) value = plainValue(field, fallback[field.property.name]);
		if (value === undefined) continue;
		setPath(part, field.path, value);
		given = true;
	}
	return given ? part : undefined;
}

/** A group's value in the document, or undefined when nothing of it is given. */
function readGroup(group: DocGroup, parameter: unknown, seller?: IDataObject): unknown {
	const entry = (parameter as IDataObject | undefined)?.[ENTRY];
	if (group.multiple) {
		const entries = (Array.isArray(entry) ? (entry as unknown[]) : [])
			.map((values) => readEntry(group.fields, (values ?? {}) as IDataObject))
			.filter((part): part is IDataObject => part !== undefined);
		return entries.length ? entries : group.whenBlank;
	}
	const fallback = group.fromCredential ? seller : undefined;
	return readEntry(group.fields, (entry ?? {}) as IDataObject, fallback) ?? group.whenBlank;
}

/** Whether none of `fields` is filled in: each is empty or still holds its default (a list's type). */
function untouched(fields: DocField[], values: IDataObject): boolean {
	return fields.every((field) => {
		const value = values[field.property.name];
		return plainValue(field, value) === field.whenBlank || value === field.property.default;
	});
}

/** The header and lines of one item in Fields mode. */
export function readFieldsMode(
	fn: IExecuteFunctions,
	itemIndex: number,
	def: DocumentInputDef,
	seller: IDataObject | undefined,
): IDataObject {
	const document: IDataObject = {};
	for (const field of def.header.required) {
		const value = formValue(field, fn.getNodeParameter(field.property.name, itemIndex, ''));
		if (value !== undefined) setPath(document, field.path, value);
	}
	const additional = fn.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	for (const field of def.header.optional) {
		const value = formValue(field, additional[field.property.name]);
		if (value !== undefined) setPath(document, field.path, value);
	}
	for (const group of def.header.groups) {
		const value = readGroup(group, fn.getNodeParameter(group.name, itemIndex, {}), seller);
		if (value !== undefined) setPath(document, group.path, value);
	}
	const entries = (fn.getNodeParameter(LINES, itemIndex, {}) as IDataObject)[ENTRY];
	const fields = [...def.line.required, ...def.line.optional];
	const read = (Array.isArray(entries) ? (entries as unknown[]) : []).map((values) => {
		const entry = (values ?? {}) as IDataObject;
		const flat = { ...entry, ...((entry[LINE_OPTIONAL] ?? {}) as IDataObject) };
		const part = readEntry(fields, flat) ?? {};
		let blank = untouched(fields, flat);
		for (const group of def.line.groups) {
			const value = readGroup(group, entry[group.name]);
			if (value !== undefined) setPath(part, group.path, value);
			const given = (entry[group.name] as IDataObject | undefined)?.[ENTRY];
			const parts = (Array.isArray(given) ? given : [given]) as Array<IDataObject | undefined>;
			if (!parts.every((values) => untouched(group.fields, values ?? {}))) blank = false;
		}
		return { part, blank };
	});
	// Entries with nothing filled in (a fresh node starts with one) are no lines: when every entry
	// is blank the document has none, and its schema says so. A blank entry among filled ones stays,
	// so its missing fields are reported under the entry's own number.
	const filled = read.every((line) => line.blank) ? [] : read.map((line) => line.part);
	// Lines are numbered 1, 2, 3… in the order shown unless an entry gives its own number.
	const lines = filled.map((line, position) => numberedLine(def, line, position));
	setPath(document, def.lines.path, lines);
	return document;
}
