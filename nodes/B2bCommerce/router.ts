import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { OperationDef, ResourceDef, RunContext } from './operation';
import { findOperation, LIMIT, readParameters, RETURN_ALL, validateInput } from './operation';
import { RequestGate, runLimited } from './transport/gate';
import { paginate } from './transport/paginate';
import { platformRequest } from './transport/request';

export const MAX_IN_FLIGHT_DEFAULT = 5;

type Prepared = { ok: true; input: any } | { ok: false; error: Error };

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

function errorItem(error: Error, itemIndex: number): INodeExecutionData {
	const description = (error as { description?: string }).description;
	return {
		json: { error: error.message, ...(description ? { description } : {}) },
		pairedItem: { item: itemIndex },
	};
}

async function runOne(ctx: RunContext, op: OperationDef, input: any): Promise<INodeExecutionData[]> {
	if (op.run) return toItems(await op.run(ctx, input), ctx.itemIndex);
	if (!op.endpoint) throw new Error(`Operation ${op.value} has neither endpoint nor run`);
	const parts = op.request?.(input) ?? {};
	if (op.list) {
		const items: INodeExecutionData[] = [];
		const pages = paginate.call(
			ctx.fn,
			{ ...parts, endpoint: op.endpoint, gate: ctx.gate, itemIndex: ctx.itemIndex },
			{ ...op.list, limit: input[RETURN_ALL] ? undefined : (input[LIMIT] as number) },
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
	const results = await runLimited(items.length, maxInFlight, async (itemIndex) => {
		const entry = prepared[itemIndex];
		if (!entry.ok) return [errorItem(entry.error, itemIndex)];
		const ctx: RunContext = {
			fn: this,
			itemIndex,
			gate,
			send: async (endpoint, parts = {}) =>
				await platformRequest.call(this, { ...parts, endpoint, gate, itemIndex }),
		};
		try {
			return await runOne(ctx, op, entry.input);
		} catch (error) {
			if (continueOnFail) return [errorItem(error as Error, itemIndex)];
			throw asNodeError(this, error, itemIndex);
		}
	});
	return [results.flat()];
}
