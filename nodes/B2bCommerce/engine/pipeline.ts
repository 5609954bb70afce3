/**
 * The one pipeline every run of an operation takes, whatever the mode. In this order:
 *
 * 1. read parameters: every item's parameters are read, grouped into units by the mode
 *    (`Grouping`): one unit per item (router.ts `eachItem`), or items grouped by a key into
 *    documents or batched requests (rows.ts `groupRows`). What needs more than the parameters
 *    (an item's binary data, the platform's webhook types) is found as the item is read (the
 *    operation's `readInput`, after its `prepare`);
 * 2. validate: each unit is checked against the operation's zod schema before anything is sent,
 *    every problem of an item named in one refusal;
 * 3. gate: the units run with at most Requests at the Same Time in flight, in input order;
 * 4. send: run.ts `runOne` (one request, pagination, or the operation's own `run`);
 * 5. pair items: each output item is linked to the input items of its unit;
 * 6. continue on fail: a unit that failed at any step becomes error items paired with its items
 *    (run.ts `errorItems`: one per input item for n8n's error output), or, without Continue On
 *    Fail, stops the run with an error naming its item.
 *
 * The steps and their numbers are those of docs/architecture.md.
 *
 * A trigger that makes a call an action operation also makes takes `callOperation` (below).
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Operation } from './operation';
import { endpointOf, listLimit } from './operation';
import { validate } from './zod';
import { errorItems, runContext, runOne } from './run';
import type { RunScope } from './scope';
import { asNodeError } from '../transport/errors';
import type { RequestGate } from '../transport/gate';
import { runLimited } from '../transport/gate';
import { collect } from '../transport/paginate';
import { platformRequest } from '../transport/request';
import type { TransportScope } from '../transport/scope';
import type { RequestContext } from '../transport/types';

/** One request's worth of input items, read and validated; or the items that failed on the way. */
export type Unit =
	| { ok: true; items: number[]; input: unknown }
	| { ok: false; items: number[]; error: Error };

/** How a mode groups the items of a run into units, and links output items back to them. */
export interface Grouping {
	units: Unit[];
	/**
	 * Whether units stand for groups of items: their output and error items are then paired with
	 * all the unit's items (a list), else with the one item.
	 */
	grouped: boolean;
	/** Output items of a unit, paired with their input items (default: with all of the unit's). */
	pair?: (unit: Unit, output: INodeExecutionData[]) => INodeExecutionData[];
	/** Adds to the error of a unit that failed while sending (e.g. which items it carried). */
	noteFailure?: (error: unknown, unit: Unit) => void;
}

/** Steps 3 to 6 for the units steps 1 and 2 made (see the top of this file). */
export async function runPipeline(
	scope: RunScope,
	op: Operation,
	grouping: Grouping,
): Promise<INodeExecutionData[][]> {
	const { units } = grouping;
	const failedItems = (unit: Unit, error: unknown) =>
		errorItems(scope, error as Error, unit.items, grouping.grouped);

	const pairOutput = (unit: Unit, output: INodeExecutionData[]): INodeExecutionData[] => {
		if (!grouping.grouped) return output;
		if (grouping.pair) return grouping.pair(unit, output);
		return output.map((item) => ({
			...item,
			pairedItem: unit.items.map((index) => ({ item: index })),
		}));
	};

	const results = await runLimited(units.length, scope.maxInFlight, async (position) => {
		const unit = units[position];
		if (!unit.ok) return failedItems(unit, unit.error);
		const earlier = scope.earlierTries?.output(unit.items);
		if (earlier) return earlier;
		try {
			const output = pairOutput(
				unit,
				await runOne(runContext(scope, unit.items[0]), op, unit.input),
			);
			scope.earlierTries?.remember(unit.items, output);
			return output;
		} catch (error) {
			grouping.noteFailure?.(error, unit);
			if (!scope.continueOnFail) throw asNodeError(scope.fn, error, unit.items[0]);
			return failedItems(unit, error);
		}
	});
	return [results.flat()];
}

/**
 * One operation called by a trigger: the webhook trigger's registration (list, get, create and
 * delete webhooks, the webhook types) and the feed trigger's record reads (each resource's Get).
 * Steps 2 to 4 only: its input validated by its schema, its request sent through the caller's
 * gate when there is one (a list: every page, or up to its Limit). Returns what the platform
 * answered. The feed polls themselves have no action operation: triggers/feed/ sends them.
 */
export async function callOperation(
	fn: RequestContext,
	op: Operation,
	raw: IDataObject,
	scope?: TransportScope,
	gate?: RequestGate,
): Promise<unknown> {
	const parsed = validate(op.input, raw);
	if (!parsed.success) {
		const problems = parsed.issues.map(
			(issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
		);
		throw new NodeOperationError(fn.getNode(), `${op.action}: ${problems.join('; ')}`);
	}
	const request = { ...op.request?.(parsed.data), endpoint: endpointOf(op), gate, scope };
	if (!op.list) return await platformRequest.call(fn, request);
	return await collect.call(fn, request, { ...op.list, limit: listLimit(parsed.data) });
}
