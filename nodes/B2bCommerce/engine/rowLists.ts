/**
 * Spreadsheet Rows mode, the parts of a document or line that are lists (additional costs,
 * waybills, authorized people): each entry is a set of numbered columns, "Additional Cost 1 Type",
 * "Additional Cost 1 Unit Net Price", "Additional Cost 2 Type"..., up to LIST_ENTRIES entries.
 * Also the input keys that match no column: they are not sent, and the run's hint names them.
 */
import type { IDataObject } from 'n8n-workflow';
import type { RunScope } from './scope';
import { perRun } from './scope';

/** How many entries of a list part the columns offer. */
const LIST_ENTRIES = 3;

/** The little a list part needs to be shown as columns (a DocGroup, documents/definition.ts). */
interface ListPart {
	name: string;
	label: string;
	fields: Array<{ path: string; column?: string; property: { name: string; displayName: string } }>;
}

/** One numbered column of a list part. */
export interface ListColumn<F> {
	id: string;
	label: string;
	/** 1, 2, 3: which entry of the list. */
	entry: number;
	field: F;
}

/** What one entry is called: "Additional Costs" → "Additional Cost", "Authorized People" → "Authorized Person". */
function entryLabel(label: string): string {
	return label.replace(/People$/, 'Person').replace(/s$/, '');
}

/** The numbered columns of a list part, entry by entry. */
export function listColumns<P extends ListPart>(part: P): Array<ListColumn<P['fields'][number]>> {
	const noun = entryLabel(part.label);
	const columns: Array<ListColumn<P['fields'][number]>> = [];
	for (let entry = 1; entry <= LIST_ENTRIES; entry++) {
		for (const field of part.fields) {
			columns.push({
				id: `${part.name}_${entry}_${field.property.name}`,
				label: `${noun} ${entry} ${field.column ?? field.property.displayName}`,
				entry,
				field,
			});
		}
	}
	return columns;
}

/**
 * The entries of a list part from a row's values: entries whose columns are all empty send
 * nothing. They are filled from 1 on: a filled entry after an empty one is refused, so that an
 * error about entry 2 names the columns of entry 2. `valueOf` reads one column's value as the
 * field's (undefined when blank); `setPath` puts it in the entry.
 */
export function readList<F extends { path: string }>(
	label: string,
	columns: Array<{ id: string; entry?: number; field?: F }>,
	values: IDataObject,
	valueOf: (field: F, raw: unknown) => unknown,
	setPath: (target: IDataObject, path: string, value: unknown) => void,
): IDataObject[] {
	const entries = new Map<number, IDataObject>();
	for (const column of columns) {
		if (column.entry === undefined || !column.field) continue;
		const value = valueOf(column.field, values[column.id]);
		if (value === undefined) continue;
		const entry = entries.get(column.entry) ?? {};
		setPath(entry, column.field.path, value);
		entries.set(column.entry, entry);
	}
	const filled = [...entries.keys()].sort((a, b) => a - b);
	const gap = filled.findIndex((entry, position) => entry !== position + 1);
	if (gap !== -1) {
		const noun = entryLabel(label);
		throw new Error(
			`${noun} ${filled[gap]} is filled in but ${noun} ${gap + 1} is empty: fill the ${label.toLowerCase()} in order, from ${noun} 1`,
		);
	}
	return filled.map((entry) => entries.get(entry)!);
}

/** The input columns of a run that filled no field (named in the run's hint, not sent). */
const unmatchedColumns = perRun(() => new Set<string>());

/** Notes input columns that filled no field, for the run's hint. */
export function noteUnmatched(scope: RunScope, names: string[]): void {
	const unmatched = unmatchedColumns(scope);
	for (const name of names) unmatched.add(name);
}

/** Adds the run's hint naming the columns that matched no field (once per run), and forgets them. */
export function hintUnmatched(scope: RunScope, noun: string): void {
	const unmatched = unmatchedColumns(scope);
	const names = [...unmatched];
	unmatched.clear();
	if (names.length === 0) return;
	const shown = names
		.slice(0, 20)
		.map((name) => `"${name}"`)
		.join(', ');
	const more = names.length > 20 ? ` and ${names.length - 20} more` : '';
	scope.fn.addExecutionHints({
		message: `${names.length === 1 ? 'This column matches' : 'These columns match'} no field of the ${noun} and ${names.length === 1 ? 'was' : 'were'} not sent: ${shown}${more}. Rename ${names.length === 1 ? 'it' : 'them'} as in "Map Each Column Manually" to send ${names.length === 1 ? 'it' : 'them'}.`,
		location: 'outputPane',
	});
}
