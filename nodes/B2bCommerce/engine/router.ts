/**
 * The action node's execute: finds the operation, makes the run's scope, groups the items by
 * the operation's mode and hands them to the one pipeline (pipeline.ts).
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Operation, Resource } from './operation';
import { findOperation } from './operation';
import { readParameters, validateInput } from './input';
import type { Grouping, Unit } from './pipeline';
import { runPipeline } from './pipeline';
import { groupRows } from './rows';
import { itemName } from './numbering';
import { asNodeError } from '../transport/errors';
import { numberFrom } from './values';
import { RunScope } from './scope';
import { DEFAULT_TIMEOUT_SECONDS } from '../transport/timeout';

const MAX_IN_FLIGHT_DEFAULT = 5;
/** The most requests in flight a run may ask for (the option's maxValue, which an expression bypasses). */
const MAX_IN_FLIGHT_LIMIT = 50;

export const maxInFlightOption: INodeProperties = {
	displayName: 'Requests at the Same Time',
	name: 'maxInFlight',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: MAX_IN_FLIGHT_LIMIT },
	default: MAX_IN_FLIGHT_DEFAULT,
	description:
		'How many requests the node sends to the platform at the same time. The output keeps the order of the input. When the platform asks to slow down (429), all of them wait.',
};

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
			description: `${itemName(0)}: got ${JSON.stringify(raw) ?? String(raw)}. It bounds how many requests of this run wait for the platform at once. Nothing was sent.`,
		},
	);
}

/** One unit per input item: its parameters read and validated (a bad item stops the run, or fails alone). */
function eachItem(scope: RunScope, op: Operation): Grouping {
	const { fn } = scope;
	const units = fn.getInputData().map((_, itemIndex): Unit => {
		try {
			const raw = op.readInput
				? op.readInput(fn, itemIndex, () => readParameters(fn, itemIndex, op), scope)
				: readParameters(fn, itemIndex, op);
			return { ok: true, items: [itemIndex], input: validateInput(fn, itemIndex, op, raw) };
		} catch (error) {
			if (!scope.continueOnFail) throw asNodeError(fn, error, itemIndex);
			return { ok: false, items: [itemIndex], error: error as Error };
		}
	});
	return { units, grouped: false };
}

export async function route(
	this: IExecuteFunctions,
	resources: Resource[],
): Promise<INodeExecutionData[][]> {
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const op = findOperation(resources, resource, operation);
	const continueOnFail = this.continueOnFail();
	const scope = new RunScope(this, readMaxInFlight(this), continueOnFail);

	scope.useTimeout(this.getNodeParameter('requestOptions.timeout', 0, DEFAULT_TIMEOUT_SECONDS));
	if (op.prepare) await op.prepare(this, scope);

	const grouping = op.rows?.active(this) ? groupRows(scope, op, op.rows) : eachItem(scope, op);
	return await runPipeline(scope, op, grouping);
}
