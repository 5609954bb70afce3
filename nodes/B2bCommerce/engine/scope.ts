/**
 * The state of one run of the action node: one RunScope is made at the start of `execute()`
 * (router.ts) and passed down to every step of the pipeline and to the operations' callbacks
 * (as `ctx.scope`). It holds what every run has; what one module learns once per run and uses
 * for many items (the documents' seller, the webhook types) that module keeps with `perRun`,
 * never in module state keyed by the execution context.
 */
import type { IExecuteFunctions } from 'n8n-workflow';

import { EarlierTries } from './earlierTries';
import { runsAsTool } from './refusal';
import { RequestGate } from '../transport/gate';
import { TransportScope } from '../transport/scope';

/** The transport's part (Timeout, deadline timer, credential read once) comes from TransportScope. */
export class RunScope extends TransportScope {
	/** Requests in flight of this run, and the pause every one of them honours after a 429. */
	readonly gate = new RequestGate();

	constructor(
		readonly fn: IExecuteFunctions,
		/** Requests at the same time (Request Options). */
		readonly maxInFlight: number,
		readonly continueOnFail: boolean,
	) {
		super();
		const node = fn.getNode();
		// A tool's output goes to the agent's model, not to branches: its errors stay readable there.
		this.errorOutput =
			continueOnFail && node.onError === 'continueErrorOutput' && !runsAsTool(node);
		if (node.retryOnFail === true)
			this.earlierTries = new EarlierTries(node.name, fn.getInputData());
	}

	/** On Error > Continue (using error output): failed items go to the node's error output. */
	readonly errorOutput: boolean;

	/** Retry On Fail: what earlier tries of the node in this execution already did. */
	readonly earlierTries: EarlierTries | undefined = undefined;
}

/**
 * State a module keeps for each run, made by `create` the first time a run asks for it and let go
 * with the run: `const rowValues = perRun(() => new Map<number, IDataObject>())`, then
 * `rowValues(scope)`.
 */
export function perRun<T extends object>(create: () => T): (scope: RunScope) => T {
	const states = new WeakMap<RunScope, T>();
	return (scope) => {
		let state = states.get(scope);
		if (state === undefined) states.set(scope, (state = create()));
		return state;
	};
}
