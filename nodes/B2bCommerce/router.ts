import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { OperationDef, ResourceDef, Row, RowsDef, RunContext } from './operation';
import {
	asItemJson,
	findOperation,
	isRecord,
	LIMIT,
	NodeItems,
	readParameters,
	RETURN_ALL,
	validateInput,
} from './operation';
import { noteBatch, pairEntries, splitUnits } from './batch';
import { numberFrom } from './schemas/common';
import { RequestGate, runLimited } from './transport/gate';
import { paginate } from './transport/paginate';
import { DEFAULT_TIMEOUT_SECONDS, platformRequest, useRequestTimeout } from './transport/request';

export const MAX_IN_FLIGHT_DEFAULT = 5;
/** The most requests in flight a run may ask for (the option's maxValue, which an expression bypasses). */
export const MAX_IN_FLIGHT_LIMIT = 50;

/** Request Options > Requests at the Same Time (maxInFlight), checked: an expression can give anything. */
function readMaxInFlight(fn: IExecuteFunctions): number {
	const raw = fn.getNodeParameter('requestOptions.maxInFlight', 0, MAX_IN_FLIGHT_DEFAULT) as unknown;
	const value = numberFrom(raw);
	if (value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_IN_FLIGHT_LIMIT) return value;
	throw new NodeOperationError(
		fn.getNode(),
		`"Requests at the Same Time" (Request Options) must be a whole number from 1 to ${MAX_IN_FLIGHT_LIMIT}`,
		{
			itemIndex: 0,
			description: `Item index 0: got ${JSON.stringify(raw) ?? String(raw)}. It bounds how many requests of this run wait for the platform at once. Nothing was sent.`,
		},
	);
}

type Prepared = { ok: true; input: unknown } | { ok: false; error: Error };

/**
 * Output items of one input item. What the platform sent (and what outputs build from it) is
 * data, never taken for n8n items: a record with a `json` or `binary` member stays whole, and
 * an answer that is not an object becomes `{ value }` (an array: one item per entry; no
 * answer: `{}`). Only NodeItems, built by an operation itself, are items as they are.
 */
function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	if (result instanceof NodeItems) {
		return result.items.map((item) => ({ ...item, pairedItem: item.pairedItem ?? { item: itemIndex } }));
	}
	const list = Array.isArray(result) ? (result as unknown[]) : [result ?? {}];
	return list.map((entry) => ({ json: asItemJson(entry), pairedItem: { item: itemIndex } }));
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
			for (const record of page) {
				// A record that is not an object (an array too) is one `{ value }` item, not shaped.
				const output = isRecord(record) ? (op.output ? op.output(record, input) : record) : [record];
				items.push(...toItems(output, ctx.itemIndex));
			}
		}
		return items;
	}
	const response = await ctx.send(op.endpoint, parts);
	return toItems(op.output ? op.output(response, input) : response, ctx.itemIndex);
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
	const maxInFlight = readMaxInFlight(this);

	useRequestTimeout(this, this.getNodeParameter('requestOptions.timeout', 0, DEFAULT_TIMEOUT_SECONDS));
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
export type RowUnit =
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

	for (const [position, unit] of units.entries()) {
		const failed = unit.ok ? lineErrors.get(unit.rows[0].key) : undefined;
		if (failed) units[position] = { ok: false, rows: unit.rows, error: failed };
	}
	// Batched writes: a group becomes as many requests as its batch size needs (batch.ts).
	if (rows.split) {
		const split = splitUnits(this, rows, units, continueOnFail);
		units.length = 0;
		for (const unit of split) units.push(unit);
	}

	for (const [position, unit] of units.entries()) {
		if (!unit.ok) continue;
		const indexes = unit.rows.map((row) => row.itemIndex);
		const first = indexes[0];
		try {
			const raw = rows.assemble(this, unit.rows);
			if (rows.assemblesInput) {
				unit.input = raw;
				continue;
			}
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
			if (rows.entriesOf) return pairEntries(rows, unit.rows, output);
			return output.map((item) => ({ ...item, pairedItem: indexes.map((index) => ({ item: index })) }));
		} catch (error) {
			if (rows.split) noteBatch(error, indexes);
			if (continueOnFail) return [errorItem(error as Error, indexes)];
			throw asNodeError(this, error, itemIndex);
		}
	});
	return [results.flat()];
}
