/**
 * Rows mode, the one grouping mechanism of the action node: input items are grouped by a key
 * into units, each unit validated and then sent as one request. Two kinds of operation use it:
 * documents from spreadsheet rows (documents/rows.ts `rowsDef`: one document per key, a line per row) and
 * batched writes (batch.ts `batched`: Send Items Together, with `split` cutting a group into
 * requests of at most Batch Size entries, `entriesOf` pairing output entries to their items).
 * An operation opts in with a `RowsDef` (operation.ts); router.ts uses this grouping when it is
 * active. What happens to the units then is the same as in every mode (pipeline.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { itemName, itemsName } from './numbering';

import type { Operation, Row, RowsDef } from './operation';
import { validateInput } from './input';
import type { Grouping, Unit } from './pipeline';
import { hintUnmatched } from './rowLists';
import { asNodeError } from '../transport/errors';
import type { RunScope } from './scope';

/** A document assembled from rows, or a row that could not be read. */
type RowUnit =
	| { ok: true; rows: Row[]; input: unknown }
	| { ok: false; rows: Array<{ itemIndex: number }>; error: Error };

/**
 * One unit per key, in first-appearance order (a document's header from its group's first row,
 * its lines in item order), all read and validated here, before anything is sent.
 */
export function groupRows(scope: RunScope, op: Operation, rows: RowsDef): Grouping {
	const { continueOnFail } = scope;
	const fn = scope.fn;
	const items = fn.getInputData();
	const units: RowUnit[] = [];
	const groups = new Map<string, Row[]>();
	const lineErrors = new Map<string, Error>();

	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let key: string | undefined;
		try {
			key = rows.readKey(fn, itemIndex, scope);
			if (key === undefined || key === '') {
				throw new NodeOperationError(fn.getNode(), `"${rows.keyLabel}" is required`, {
					itemIndex,
					description: `${itemName(itemIndex)} gives no ${rows.keyLabel}: in Spreadsheet Rows mode it says which ${rows.noun} the row belongs to. Nothing was sent for this row.`,
				});
			}
		} catch (error) {
			if (!continueOnFail) throw asNodeError(fn, error, itemIndex);
			units.push({ ok: false, rows: [{ itemIndex }], error: error as Error });
			continue;
		}
		let line: IDataObject;
		try {
			line = rows.readLine(fn, itemIndex, scope);
		} catch (error) {
			if (!continueOnFail) throw asNodeError(fn, error, itemIndex);
			if (rows.rowErrors === 'row') {
				units.push({ ok: false, rows: [{ itemIndex }], error: error as Error });
				continue;
			}
			// The document would miss this line: the whole group fails, not only the row.
			lineErrors.set(key, lineErrors.get(key) ?? (error as Error));
			line = {};
		}
		const row: Row = { itemIndex, key, line };
		const group = groups.get(key);
		if (group) {
			group.push(row);
		} else {
			const fresh = [row];
			groups.set(key, fresh);
			units.push({ ok: true, rows: fresh, input: undefined });
		}
	}

	hintUnmatched(scope, rows.noun);

	for (const [position, unit] of units.entries()) {
		const failed = unit.ok ? lineErrors.get(unit.rows[0].key) : undefined;
		if (failed) units[position] = { ok: false, rows: unit.rows, error: failed };
	}
	if (rows.split) {
		const split = splitUnits(fn, rows, units, continueOnFail);
		units.length = 0;
		for (const unit of split) units.push(unit);
	}

	for (const [position, unit] of units.entries()) {
		if (!unit.ok) continue;
		const indexes = unit.rows.map((row) => row.itemIndex);
		const first = indexes[0];
		try {
			const raw = rows.assemble(fn, unit.rows, scope);
			if (rows.assemblesInput) {
				unit.input = raw;
				continue;
			}
			const lineDepth = rows.linesPath.length;
			unit.input = validateInput(fn, first, op, raw, {
				itemIndexOf: (path) => {
					const isLine =
						path.length > lineDepth && rows.linesPath.every((part, index) => path[index] === part);
					const line = isLine ? path[lineDepth] : undefined;
					return typeof line === 'number' && unit.rows[line] ? unit.rows[line].itemIndex : first;
				},
				preface: `${rows.keyLabel} "${unit.rows[0].key}" (${itemsName(indexes)}; header from ${itemName(first)}).`,
				subject: `this ${rows.noun}`,
			});
		} catch (error) {
			if (!continueOnFail) throw asNodeError(fn, error, first);
			units[position] = { ok: false, rows: unit.rows, error: error as Error };
		}
	}

	const rowsOf = new Map<Unit, Row[]>();
	const grouped = units.map((unit): Unit => {
		const items = unit.rows.map((row) => row.itemIndex);
		if (!unit.ok) return { ok: false, items, error: unit.error };
		const ready: Unit = { ok: true, items, input: unit.input };
		rowsOf.set(ready, unit.rows);
		return ready;
	});
	return {
		units: grouped,
		grouped: true,
		...(rows.entriesOf
			? { pair: (unit, output) => pairEntries(rows, rowsOf.get(unit) ?? [], output) }
			: {}),
		...(rows.split ? { noteFailure: (error, unit) => noteBatch(error, unit.items) } : {}),
	};
}

/**
 * The step for `RowsDef.split` (batched writes): every readable group becomes its requests; repeats
 * become error units (or stop the run without Continue On Fail). Units stay in item order.
 */
function splitUnits(
	fn: IExecuteFunctions,
	rows: RowsDef,
	units: RowUnit[],
	continueOnFail: boolean,
): RowUnit[] {
	const result: RowUnit[] = [];
	for (const unit of units) {
		if (!unit.ok) {
			result.push(unit);
			continue;
		}
		const { units: parts, failed } = rows.split!(fn, unit.rows);
		if (failed.length > 0 && !continueOnFail) throw failed[0].error;
		for (const part of parts) result.push({ ok: true, rows: part, input: undefined });
		for (const { row, error } of failed) result.push({ ok: false, rows: [row], error });
	}
	return result.sort((a, b) => a.rows[0].itemIndex - b.rows[0].itemIndex);
}

/** Output item k paired with the item of entry k, when the output has one item per entry. */
function pairEntries(
	rows: RowsDef,
	group: Row[],
	output: INodeExecutionData[],
): INodeExecutionData[] {
	const owners: number[] = [];
	for (const row of group) {
		const count = rows.entriesOf!(row.line);
		for (let k = 0; k < count; k++) owners.push(row.itemIndex);
	}
	if (owners.length !== output.length) {
		const all = group.map((row) => ({ item: row.itemIndex }));
		return output.map((item) => ({ ...item, pairedItem: all }));
	}
	return output.map((item, k) => ({ ...item, pairedItem: { item: owners[k] } }));
}

/** A failed request says which items it carried (they all failed with it). */
function noteBatch(error: unknown, indexes: number[]): void {
	if (!(error instanceof Error) || indexes.length < 2) return;
	const carrier = error as Error & { description?: string | null };
	const note = `This request carried ${itemsName(indexes)} (Send Items Together); they failed with it.`;
	carrier.description = carrier.description ? `${carrier.description}\n${note}` : note;
}
