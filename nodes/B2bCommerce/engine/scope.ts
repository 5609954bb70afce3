/**
 * The state of one run of the action node: one RunScope is made at the start of `execute()`
 * (router.ts) and passed down to every step of the pipeline and to the operations' callbacks
 * (as `ctx.scope`). Whatever one run learns once and uses for many items lives here, never in
 * module state keyed by the execution context.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { EarlierTries } from './earlierTries';
import { runsAsTool } from './refusal';
import { RequestGate } from '../transport/gate';
import { TransportScope } from '../transport/scope';

/** The transport's part (Timeout, deadline timer, credential read once) comes from TransportScope. */
export class RunScope extends TransportScope {
	/** Requests in flight of this run, and the pause every one of them honours after a 429. */
	readonly gate = new RequestGate();

	/** Documents: the credential's Seller section, read once by the operation's `prepare`. */
	sellerDefaults: IDataObject | undefined = undefined;

	/** Documents in Spreadsheet Rows mode: each row's values by column id, read once per item. */
	readonly rowValues = new Map<number, IDataObject>();

	/** Spreadsheet Rows: input columns that filled no field (named in the run's hint, not sent). */
	readonly unmatchedColumns = new Set<string>();

	/** Webhooks: the platform's answer to the list of webhook types (or its error), asked at most once per run. */
	webhookTypes: { answer: unknown } | { error: Error } | undefined = undefined;

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
