import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { OperationDef, ResourceDef, Row, RowsDef, RunContext } from './operation';
import { findOperation, LIMIT, readParameters, RETURN_ALL, validateInput } from './operation';
import { RequestGate, runLimited } from './transport/gate';
import { paginate } from './transport/paginate';
import { platformRequest } from './transport/request';

export const MAX_IN_FLIGHT_DEFAULT = 5;

type Prepared = { ok: true; input: unknown } | { ok: false; error: Error };

function toItems(result: IDataObject | IDataObject[] | INodeExecutionData[], itemIndex: number): INodeExecutionData[] {
	const list = Array.isArray(result) ? result : [result];
	return list.map((entry) => {
		const item = (
			'json' in entry && typeof entry.json === 'object' ? entry : { json: entry }
		) as INodeExecutionData;
		return { ...item, pairedItem: item.pairedItem ?? { item: itemIndex } };
	});
}

/** Our errors pass through; anything else becomes a NodeOperationError tied to its item. */
function asNodeError(fn: IExecuteFunctions, error: unknown, itemIndex: number): Error {
	if (error instanceof NodeOperationError || error instanceof NodeApiError) return error;
	return new NodeOperationError(fn.getNode(), error as Error, { itemIndex });
}

function errorItem(error: Error, itemIndex: number | number[]): INodeExecutionData {
	const description = (error as { description?: string }).description;
	return {
		json: { error: error.message, ...(description ? { description } : {}) },
		pairedItem: Array.isArray(itemIndex) ? itemIndex.map((item) => ({ item })) : { item: itemIndex },
	};
}

function runContext(fn: IExecuteFunctions, itemIndex: number, gate: RequestGate): RunContext {
	return {
		fn,
		itemIndex,
		gate,
		send: async (endpoint, parts = {}) =>
			await platformRequest.call(fn, { ...parts, endpoint, gate, itemIndex }),
	};
}

async function runOne(ctx: RunContext, op: OperationDef, input: unknown): Promise<INodeExecutionData[]> {
	if (op.run) return toItems(await op.run(ctx, input), ctx.itemIndex);
	if (!op.endpoint) throw new Error(`Operation ${op.value} has neither endpoint nor run`);
	const parts = op.request?.(input) ?? {};
	if (op.list) {
		const items: INodeExecutionData[] = [];
		const pages = paginate.call(
			ctx.fn,
			{ ...parts, endpoint: op.endpoint, gate: ctx.gate, itemIndex: ctx.itemIndex },
			{ ...op.list, limit: (input as IDataObject)[RETURN_ALL] ? undefined : ((input as IDataObject)[LIMIT] as number) },
		);
		for await (const page of pages) {
			for (const record of page) items.push(...toItems(op.output ? op.output(record, input) : record, ctx.itemIndex));
		}
		return items;
	}
	const response = await ctx.send(op.endpoint, parts);
	return toItems(op.output ? op.output(response, input) : ((response ?? {}) as IDataObject), ctx.itemIndex);
}

/**
 * The action node's execute: every item is read and validated first (so bad input stops the
 * run before anything is sent), then run with a bounded number of requests in flight,
 * keeping output order and pairing.
 */
export async function route(this: IExecuteFunctions, resources: ResourceDef[]): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const op = findOperation(resources, resource, operation);
	const continueOnFail = this.continueOnFail();
	const maxInFlight = Math.max(
		1,
		Number(this.getNodeParameter('requestOptions.maxInFlight', 0, MAX_IN_FLIGHT_DEFAULT)) || 1,
	);

	if (op.prepare) await op.prepare(this);
	if (op.rows?.active(this)) return await routeRows.call(this, op, op.rows, continueOnFail, maxInFlight);

	const prepared: Prepared[] = items.map((_, itemIndex) => {
		try {
			const raw = op.readInput
				? op.readInput(this, itemIndex, () => readParameters(this, itemIndex, op))
				: readParameters(this, itemIndex, op);
			return { ok: true, input: validateInput(this, itemIndex, op, raw) };
		} catch (error) {
			if (!continueOnFail) throw asNodeError(this, error, itemIndex);
			return { ok: false, error: error as Error };
		}
	});

	const gate = new RequestGate();
	if (op.precheck) {
		for (const [itemIndex, entry] of prepared.entries()) {
			if (!entry.ok) continue;
			try {
				await op.precheck(runContext(this, itemIndex, gate), entry.input);
			} catch (error) {
				if (!continueOnFail) throw asNodeError(this, error, itemIndex);
				prepared[itemIndex] = { ok: false, error: error as Error };
			}
		}
	}
	const results = await runLimited(items.length, maxInFlight, async (itemIndex) => {
		const entry = prepared[itemIndex];
		if (!entry.ok) return [errorItem(entry.error, itemIndex)];
		try {
			return await runOne(runContext(this, itemIndex, gate), op, entry.input);
		} catch (error) {
			if (continueOnFail) return [errorItem(error as Error, itemIndex)];
			throw asNodeError(this, error, itemIndex);
		}
	});
	return [results.flat()];
}

/** A document assembled from rows, or a row that could not be read. */
type RowUnit =
	| { ok: true; rows: Row[]; input: unknown }
	| { ok: false; rows: Array<{ itemIndex: number }>; error: Error };

function rowList(indexes: number[]): string {
	return indexes.length === 1 ? `item index ${indexes[0]}` : `item indexes ${indexes.join(', ')}`;
}

/**
 * Rows mode: every input item is one line; items with the same key become one document
 * (first-appearance order, header from the group's first row, lines in item order). All
 * documents are read and validated before anything is sent; then one request per document, with
 * the output item paired with every row of its group.
 */
async function routeRows(
	this: IExecuteFunctions,
	op: OperationDef,
	rows: RowsDef,
	continueOnFail: boolean,
	maxInFlight: number,
): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const units: RowUnit[] = [];
	const groups = new Map<string, Row[]>();
	const lineErrors = new Map<string, Error>();

	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let key: string | undefined;
		try {
			key = rows.readKey(this, itemIndex);
			if (key === undefined || key === '') {
				throw new NodeOperationError(this.getNode(), `"${rows.keyLabel}" is required`, {
					itemIndex,
					description: `Item index ${itemIndex} gives no ${rows.keyLabel}: in Spreadsheet Rows mode it says which ${rows.noun} the row belongs to. Nothing was sent for this row.`,
				});
			}
		} catch (error) {
			if (!continueOnFail) throw asNodeError(this, error, itemIndex);
			units.push({ ok: false, rows: [{ itemIndex }], error: error as Error });
			continue;
		}
		let line: IDataObject;
		try {
			line = rows.readLine(this, itemIndex);
		} catch (error) {
			if (!continueOnFail) throw asNodeError(this, error, itemIndex);
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

	for (const [position, unit] of units.entries()) {
		const failed = unit.ok ? lineErrors.get(unit.rows[0].key) : undefined;
		if (failed) units[position] = { ok: false, rows: unit.rows, error: failed };
	}

	for (const [position, unit] of units.entries()) {
		if (!unit.ok) continue;
		const indexes = unit.rows.map((row) => row.itemIndex);
		const first = indexes[0];
		try {
			const raw = rows.assemble(this, unit.rows);
			const lineDepth = rows.linesPath.length;
			unit.input = validateInput(this, first, op, raw, {
				itemIndexOf: (path) => {
					const isLine =
						path.length > lineDepth && rows.linesPath.every((part, index) => path[index] === part);
					const line = isLine ? path[lineDepth] : undefined;
					return typeof line === 'number' && unit.rows[line] ? unit.rows[line].itemIndex : first;
				},
				preface: `${rows.keyLabel} "${unit.rows[0].key}" (${rowList(indexes)}; header from item index ${first}).`,
				subject: `this ${rows.noun}`,
			});
		} catch (error) {
			if (!continueOnFail) throw asNodeError(this, error, first);
			units[position] = { ok: false, rows: unit.rows, error: error as Error };
		}
	}

	const gate = new RequestGate();
	const results = await runLimited(units.length, maxInFlight, async (position) => {
		const unit = units[position];
		const indexes = unit.rows.map((row) => row.itemIndex);
		if (!unit.ok) return [errorItem(unit.error, indexes)];
		const itemIndex = indexes[0];
		try {
			const output = await runOne(runContext(this, itemIndex, gate), op, unit.input);
			return output.map((item) => ({ ...item, pairedItem: indexes.map((index) => ({ item: index })) }));
		} catch (error) {
			if (continueOnFail) return [errorItem(error as Error, indexes)];
			throw asNodeError(this, error, itemIndex);
		}
	});
	return [results.flat()];
}
