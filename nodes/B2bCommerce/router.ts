import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ResourceDef } from './operation';
import { findOperation, readParameters, validateInput } from './operation';
import { routeRows } from './rows';
import { asNodeError, errorItem, runContext, runOne } from './run';
import { numberFrom } from './schemas/common';
import { RequestGate, runLimited } from './transport/gate';
import { DEFAULT_TIMEOUT_SECONDS, useRequestTimeout } from './transport/request';

export const MAX_IN_FLIGHT_DEFAULT = 5;
/** The most requests in flight a run may ask for (the option's maxValue, which an expression bypasses). */
const MAX_IN_FLIGHT_LIMIT = 50;

/** Request Options > Requests at the Same Time (maxInFlight), checked: an expression can give anything. */
function readMaxInFlight(fn: IExecuteFunctions): number {
	const raw = fn.getNodeParameter(
		'requestOptions.maxInFlight',
		0,
		MAX_IN_FLIGHT_DEFAULT,
	) as unknown;
	const value = numberFrom(raw);
	if (value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_IN_FLIGHT_LIMIT)
		return value;
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
 * The action node's execute: every item is read and validated first (so bad input stops the
 * run before anything is sent), then run with a bounded number of requests in flight,
 * keeping output order and pairing.
 */
export async function route(
	this: IExecuteFunctions,
	resources: ResourceDef[],
): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const op = findOperation(resources, resource, operation);
	const continueOnFail = this.continueOnFail();
	const maxInFlight = readMaxInFlight(this);

	useRequestTimeout(
		this,
		this.getNodeParameter('requestOptions.timeout', 0, DEFAULT_TIMEOUT_SECONDS),
	);
	if (op.prepare) await op.prepare(this);

	if (op.rows?.active(this))
		return await routeRows.call(this, op, op.rows, continueOnFail, maxInFlight);

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
