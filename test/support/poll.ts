/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Runs a polling trigger the way n8n runs it, in process, with n8n-core's own pieces:
 *
 * - activation: `ActiveWorkflows.add` (the first poll runs at once; an error there fails the
 *   activation with a WorkflowActivationError), then the static data is saved, as n8n's
 *   ActiveWorkflowManager does after `add`;
 * - every later poll: the function `ActiveWorkflows.createPollExecuteFn` builds for the cron job.
 *   A poll that returns data calls `__emit`, which saves the static data (only when it changed,
 *   like WorkflowStaticDataService.saveStaticData) before the workflow would run; a poll that
 *   returns null saves nothing; a failing poll calls `__emitError` (an error execution) and saves
 *   nothing. Between polls the same Workflow object lives on, so unsaved changes stay in memory
 *   until the process "restarts";
 * - restart: the workflow is built again from the saved static data (JSON, as n8n's database
 *   holds it) and activated with activation mode 'init';
 * - Fetch Test Event: a PollContext in mode 'manual' on a copy of the saved static data; nothing
 *   is saved, as n8n never saves static data of manual runs.
 */
import { Container } from '@n8n/di';
import { ActiveWorkflows, PollContext } from 'n8n-core';
import { commonPollingParameters } from 'n8n-core/dist/nodes-loader/constants';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeType,
	IPollFunctions,
	WorkflowActivateMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import type { PlatformCredentialData } from './harness';
import { additionalData, CREDENTIAL_TYPE, nodeTypes } from './harness';

export const FEED_TRIGGER_TYPE = 'n8n-nodes-b2b-commerce.b2bCommerceFeedTrigger';
const NODE_NAME = 'Feed Trigger';

export interface PollOutcome {
	/** What the poll emitted (null when it returned null or failed). */
	items: INodeExecutionData[] | null;
	error?: Error & { httpCode?: string; description?: string };
}

let nextWorkflowId = 1;

/**
 * The node type as n8n's loader hands it out: a polling node gets the Poll Times parameter put
 * in front of its own (DirectoryLoader.applySpecialNodeParameters).
 */
export function asLoadedByN8n<T extends INodeType>(type: T): T {
	if (
		type.description.polling &&
		!type.description.properties.some((p) => p.name === 'pollTimes')
	) {
		type.description.properties.unshift(...commonPollingParameters);
	}
	return type;
}

export class ActivePoller {
	/** The static data as n8n's database holds it: saved JSON. */
	saved = '{}';

	workflow!: Workflow;

	/** Every batch of items the trigger emitted, in order (each would start one execution). */
	readonly emitted: INodeExecutionData[][] = [];

	/** Every error execution the polls produced. */
	readonly errors: Error[] = [];

	private readonly workflowId = `feed-poller-${nextWorkflowId++}`;

	private execute?: (testingTrigger?: boolean) => Promise<void>;

	private outcome: PollOutcome = { items: null };

	/**
	 * A poll time budget as newer n8n gives it (n8n-workflow 2.41's `getPollBudgetMs()` on the
	 * poll functions); unset, the poll functions have none, as on n8n 2.8.
	 */
	pollBudgetMs?: number;

	constructor(
		public parameters: IDataObject,
		public credentials: PlatformCredentialData,
	) {}

	node(): INode {
		return {
			id: 'feed-trigger',
			name: NODE_NAME,
			type: FEED_TRIGGER_TYPE,
			typeVersion: 1,
			position: [0, 0],
			// n8n adds Poll Times to every polling node; no times = no cron job, polls are run by hand.
			parameters: { pollTimes: { item: [] }, ...this.parameters } as INode['parameters'],
			credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
		};
	}

	/** The node's static data as it is in memory now (a plain copy). */
	memory(): IDataObject {
		return JSON.parse(JSON.stringify(this.workflow.staticData)) as IDataObject;
	}

	/** The node's static data as it is in memory now (a plain copy). */
	memoryNodeData(): IDataObject {
		return (this.memory()[`node:${NODE_NAME}`] ?? {}) as IDataObject;
	}

	/** The node's static data as saved. */
	savedNodeData(): IDataObject {
		return ((JSON.parse(this.saved) as IDataObject)[`node:${NODE_NAME}`] ?? {}) as IDataObject;
	}

	private build(): void {
		this.workflow = new Workflow({
			id: this.workflowId,
			name: 'feed trigger test',
			nodes: [this.node()],
			connections: {},
			nodeTypes,
			active: true,
			staticData: JSON.parse(this.saved) as IDataObject,
			settings: {},
		});
	}

	/** WorkflowStaticDataService.saveStaticData: writes only when something changed. */
	private save(): void {
		const data = this.workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (data.__dataChanged === true) {
			this.saved = JSON.stringify(data);
			data.__dataChanged = false;
		}
	}

	private pollFunctions(activation: WorkflowActivateMode) {
		return (workflow: Workflow, node: INode) => {
			const context = this.pollContext(workflow, node, activation);
			const budget = this.pollBudgetMs;
			return budget === undefined
				? context
				: Object.assign(context, { getPollBudgetMs: () => budget });
		};
	}

	private pollContext(workflow: Workflow, node: INode, activation: WorkflowActivateMode) {
		return new PollContext(
			workflow,
			node,
			additionalData({ [CREDENTIAL_TYPE]: this.credentials }),
			'trigger',
			activation,
			(data: INodeExecutionData[][]) => {
				// ActiveWorkflowManager: save the static data, then start the workflow.
				this.save();
				this.emitted.push(data[0]);
				this.outcome = { items: data[0] };
			},
			(error: Error) => {
				this.errors.push(error);
				this.outcome = { items: null, error };
			},
		);
	}

	/** Activates the workflow: runs the first poll (throws when it fails) and saves the static data. */
	async activate(activation: WorkflowActivateMode = 'activate'): Promise<PollOutcome> {
		this.build();
		const active = Container.get(ActiveWorkflows);
		const getPollFunctions = this.pollFunctions(activation);
		this.outcome = { items: null };
		await active.add(
			this.workflowId,
			this.workflow,
			additionalData({ [CREDENTIAL_TYPE]: this.credentials }),
			'trigger',
			activation,
			() => {
				throw new Error('no trigger nodes here');
			},
			getPollFunctions as never,
		);
		this.save();
		const node = this.workflow.getNode(NODE_NAME)!;
		const context = getPollFunctions(this.workflow, node);
		// The very function ActiveWorkflows registers as the cron job of this node (private in its typings).
		const builder = active as unknown as {
			createPollExecuteFn(
				workflow: Workflow,
				node: INode,
				context: PollContext,
			): (testingTrigger?: boolean) => Promise<void>;
		};
		this.execute = builder.createPollExecuteFn(this.workflow, node, context);
		return this.outcome;
	}

	/** One scheduled poll. */
	async poll(): Promise<PollOutcome> {
		if (!this.execute) throw new Error('activate first');
		this.outcome = { items: null };
		await this.execute(false);
		return this.outcome;
	}

	/** The n8n process stops (unsaved static data is lost) and starts again: activation 'init'. */
	async restart(): Promise<PollOutcome> {
		await this.deactivate();
		return await this.activate('init');
	}

	async deactivate(): Promise<void> {
		const active = Container.get(ActiveWorkflows);
		if (active.isActive(this.workflowId)) await active.remove(this.workflowId);
		this.execute = undefined;
	}

	/** "Fetch Test Event": the node's poll in a manual PollContext on a copy of the saved static data. */
	async fetchTestEvent(): Promise<{
		result: INodeExecutionData[][] | null;
		staticData: IDataObject;
	}> {
		const workflow = new Workflow({
			id: this.workflowId,
			name: 'feed trigger test (manual)',
			nodes: [this.node()],
			connections: {},
			nodeTypes,
			active: false,
			staticData: JSON.parse(this.saved) as IDataObject,
			settings: {},
		});
		const node = workflow.getNode(NODE_NAME)!;
		const context = new PollContext(
			workflow,
			node,
			additionalData({ [CREDENTIAL_TYPE]: this.credentials }),
			'manual',
			'manual',
		);
		const type = nodeTypes.getByNameAndVersion(FEED_TRIGGER_TYPE, 1) as INodeType;
		const result = await type.poll!.call(context as unknown as IPollFunctions);
		return { result, staticData: JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject };
	}
}
