/**
 * Spreadsheet Rows mode of the document create operations: one resource mapper ("Columns")
 * holding every field of the header and of a line as one column, and a row's values put into
 * the document or its line. "Map Automatically" takes the input item's keys whose names match a
 * column (case, spaces, "_" and "-" ignored); "Map Each Column Manually" lists every column with
 * its label and required marker. The Fields mode form is documents/form.ts.
 */
import type { IDataObject, ResourceMapperField } from 'n8n-workflow';

import { withShortLabels } from './columnLabels';
import type { DocField, DocGroup, DocumentInputDef } from './definition';
import { COLUMNS, isBlank, normalizeName, plainValue, setPath } from './form';
import { listColumns, noteUnmatched, readList } from '../engine/rowLists';
import type { RunScope } from '../engine/scope';

/** One column of Spreadsheet Rows mode and where its value goes. */
export interface Column {
	id: string;
	/** What the mapper shows (documents/columnLabels.ts). */
	label: string;
	/** The label in full words, which Map Automatically also takes. */
	fullLabel: string;
	required: boolean;
	/** Where the value goes: the header or a line, and the path there. */
	target: 'header' | 'line';
	path: string;
	field?: DocField;
	/** The list part (additional costs, waybills...) this numbered column belongs to. */
	group?: DocGroup;
	/** Which entry of the list part: 1, 2, 3 ("Additional Cost 2 Type" is entry 2). */
	entry?: number;
	/** Filled from the credential when empty: the part's label there ("Seller", "Payment Method"). */
	fromCredential?: string;
}

/** A column before its label is shortened (documents/columnLabels.ts). */
type FullColumn = Omit<Column, 'fullLabel'>;

function groupColumns(group: DocGroup, target: 'header' | 'line'): FullColumn[] {
	const prefix = group.columnPrefix ?? group.label;
	if (group.multiple) {
		return listColumns(group).map(({ id, label, entry, field }) => ({
			id,
			label,
			required: false,
			target,
			// Where an error about this entry's field points (the value goes in through the group).
			path: `${group.path}.${entry - 1}.${field.path}`,
			field,
			group,
			entry,
		}));
	}
	return group.fields.map((field) => ({
		id: field.property.name,
		label: field.property.displayName.startsWith(prefix)
			? field.property.displayName
			: `${prefix} ${field.property.displayName}`,
		required: Boolean(group.required && field.property.required && !group.fromCredential),
		target,
		path: `${group.path}.${field.path}`,
		field,
		fromCredential: group.fromCredential ? group.label : undefined,
	}));
}

function fieldColumns(
	fields: DocField[],
	target: 'header' | 'line',
	required: boolean,
): FullColumn[] {
	return fields.map((field) => ({
		id: field.property.name,
		label: field.property.displayName,
		required,
		target,
		path: field.path,
		field,
	}));
}

/** Every column of a document in display order: header, its parts, then the line's. */
function documentColumns(def: DocumentInputDef): Column[] {
	const columns: FullColumn[] = [
		...fieldColumns(def.header.required, 'header', true),
		...def.header.groups.flatMap((group) => groupColumns(group, 'header')),
		...fieldColumns(def.header.optional, 'header', false),
		...fieldColumns(def.line.required, 'line', true),
		...fieldColumns(def.line.optional, 'line', false),
		...def.line.groups.flatMap((group) => groupColumns(group, 'line')),
	];
	return withShortLabels(columns);
}

/**
 * The resource mapper's fields: what "Map Each Column Manually" lists. While Calculate Amounts is
 * on (`calculating`), the columns it fills are not required.
 */
export function mapperFields(columns: Column[], calculating: boolean): ResourceMapperField[] {
	return columns.map((column) => {
		const options =
			column.field?.property.type === 'options' ? column.field.property.options : undefined;
		return {
			id: column.id,
			displayName: column.label,
			required: column.required && !(calculating && column.field?.calculated),
			defaultMatch: false,
			canBeUsedToMatch: false,
			display: true,
			type: options ? 'options' : column.field?.property.type === 'boolean' ? 'boolean' : 'string',
			...(options ? { options: options as ResourceMapperField['options'] } : {}),
		};
	});
}

/** Which column a key of an input item is, by id, label or label in full words. */
function columnIndex(columns: Column[]): Map<string, Column> {
	const index = new Map<string, Column>();
	for (const column of columns) {
		for (const name of [column.id, column.label, column.fullLabel]) {
			const key = normalizeName(name);
			if (!index.has(key)) index.set(key, column);
		}
	}
	return index;
}

/**
 * Keys n8n's own nodes add to the rows they read (Google Sheets' `row_number`): never a field, and
 * not worth a hint on every run.
 */
const ROW_BOOKKEEPING = new Set(['row_number']);

/**
 * The values of one row by column id: from the mapper (manual) or the item's own keys
 * (automatic). Columns that fill no field are noted in the run's scope for its hint.
 */
export function readRow(
	scope: RunScope,
	itemIndex: number,
	index: Map<string, Column>,
): IDataObject {
	const fn = scope.fn;
	const mapper = fn.getNodeParameter(COLUMNS, itemIndex, {}) as {
		mappingMode?: string;
		value?: IDataObject | null;
	};
	const values: IDataObject = {};
	const unknown: string[] = [];
	if (mapper.mappingMode === 'autoMapInputData') {
		const json = fn.getInputData()[itemIndex]?.json ?? {};
		for (const [key, value] of Object.entries(json)) {
			const column = index.get(normalizeName(key));
			if (!column) {
				if (!ROW_BOOKKEEPING.has(key)) unknown.push(key);
			} else if (values[column.id] === undefined) values[column.id] = value;
		}
	} else {
		// A column mapped in an earlier version of the list that no field has now.
		const ids = new Set([...index.values()].map((column) => column.id));
		for (const [id, value] of Object.entries(mapper.value ?? {})) {
			if (ids.has(id)) values[id] = value;
			else if (!isBlank(value)) unknown.push(id);
		}
	}
	noteUnmatched(scope, unknown);
	return values;
}

/**
 * Puts the values of `columns` into `target` (a document or a line) and returns the problems
 * found: each list part filled out of order (documents/rows.ts names them all in one error).
 */
export function applyColumns(
	target: IDataObject,
	columns: Column[],
	values: IDataObject,
	seller?: IDataObject,
): string[] {
	const lists = new Map<DocGroup, Column[]>();
	for (const column of columns) {
		let value: unknown;
		if (column.group) {
			lists.set(column.group, [...(lists.get(column.group) ?? []), column]);
			continue;
		} else if (column.field) {
			value = plainValue(column.field, values[column.id]);
			if (value === undefined && column.fromCredential && seller)
				value = plainValue(column.field, seller[column.id]);
		}
		if (value !== undefined) setPath(target, column.path, value);
	}
	// List parts: the entries whose numbered columns hold something.
	const found: string[] = [];
	for (const [group, listed] of lists) {
		let entries: IDataObject[];
		try {
			entries = readList(group.label, listed, values, plainValue, setPath);
		} catch (error) {
			found.push((error as Error).message);
			continue;
		}
		const value = entries.length > 0 ? entries : group.whenBlank;
		if (value !== undefined) setPath(target, group.path, value);
	}
	return found;
}

/** A document's columns: all, the header's, a line's, and by name (columnIndex). */
export function columnsOf(def: DocumentInputDef): {
	all: Column[];
	header: Column[];
	line: Column[];
	index: Map<string, Column>;
} {
	const all = documentColumns(def);
	return {
		all,
		header: all.filter((column) => column.target === 'header'),
		line: all.filter((column) => column.target === 'line'),
		index: columnIndex(all),
	};
}
