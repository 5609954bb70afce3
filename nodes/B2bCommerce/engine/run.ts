/**
 * Running one operation for one unit of work (an item, or a group of rows): the request
 * context, the request (or pagination, or the operation's own `run`), and the output items.
 * Step 4 (send) of the one pipeline (pipeline.ts), the same for every mode.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import type { Operation, RunContext } from './operation';
import { asItemJson, endpointOf, listLimit, NodeItems } from './operation';
import { isRecord } from '../transport/types';
import type { RunScope } from './scope';
import { paginate } from '../transport/paginate';
import { platformRequest } from '../transport/request';

/**
 * Output items of one input item. What the platform sent (and what outputs build from it) is
 * data, never taken for n8n items: a record with a `json` or `binary` member stays whole, and
 * an answer that is not an object becomes `{ value }` (an array: one item per entry; no
 * answer: `{}`). Only NodeItems, built by an operation itself, are items as they are.
 */
function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	if (result instanceof NodeItems) {
		return result.items.map((item) => ({
			...item,
			pairedItem: item.pairedItem ?? { item: itemIndex },
		}));
	}
	const list = Array.isArray(result) ? (result as unknown[]) : [result ?? {}];
	return list.map((entry) => ({ json: asItemJson(entry), pairedItem: { item: itemIndex } }));
}

/**
 * The error items of a unit that failed. Under On Error > Continue (using error output) each of
 * the unit's input items gets its own, whose JSON holds nothing but `error` (the message and
 * description, as an error workflow reads them): the one shape n8n routes to the error output on
 * every line (2.8 also takes `error` + `message`, 2.41 `details`; an `item.error` loses the
 * description and the input's fields on 2.8). n8n then merges the input item's fields into it,
 * so a failed row of a batch or a document comes out whole. Otherwise one item stands for the
 * unit, `{ error, description }`, as it always has.
 */
export function errorItems(
	scope: RunScope,
	error: Error,
	items: number[],
	grouped: boolean,
): INodeExecutionData[] {
	const description = (error as { description?: string }).description;
	const said = description ? { description } : {};
	if (scope.errorOutput) {
		return items.map((item) => ({
			json: { error: { message: error.message, ...said } },
			pairedItem: { item },
		}));
	}
	const pairedItem = grouped ? items.map((item) => ({ item })) : { item: items[0] };
	return [{ json: { error: error.message, ...said }, pairedItem }];
}

/** The context of one unit's callbacks: the run's scope, the unit's first item, the one road of requests. */
export function runContext(scope: RunScope, itemIndex: number): RunContext {
	const { fn, gate } = scope;
	return {
		fn,
		itemIndex,
		scope,
		send: async (endpoint, parts = {}) =>
			await platformRequest.call(fn, { ...parts, endpoint, gate, scope, itemIndex }),
	};
}

export async function runOne(
	ctx: RunContext,
	op: Operation,
	input: unknown,
): Promise<INodeExecutionData[]> {
	if (op.run) return toItems(await op.run(ctx, input), ctx.itemIndex);
	const endpoint = endpointOf(op);
	const parts = op.request?.(input) ?? {};
	if (op.list) {
		const { scope, itemIndex } = ctx;
		const items: INodeExecutionData[] = [];
		const pages = paginate.call(
			ctx.fn,
			{ ...parts, endpoint, gate: scope.gate, scope, itemIndex },
			{ ...op.list, limit: listLimit(input) },
		);
		for await (const page of pages) {
			for (const record of page) {
				// A record that is not an object (an array too) is one `{ value }` item, not shaped.
				const output = isRecord(record)
					? op.output
						? op.output(record, input)
						: record
					: [record];
				items.push(...toItems(output, ctx.itemIndex));
			}
		}
		return items;
	}
	const response = await ctx.send(endpoint, parts);
	return toItems(op.output ? op.output(response, input) : response, ctx.itemIndex);
}
