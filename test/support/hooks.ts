/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Runs a webhook trigger the way n8n 2.8 does, in process:
 * - activation / deactivation: `checkExists` / `create` / `delete` through n8n-core's HookContext,
 *   with the webhook data n8n's WebhookService builds (createWebhookIfNotExists = checkExists,
 *   then create when it said false);
 * - incoming calls: a local HTTP server stands in for n8n's webhook endpoint. It hands each
 *   request to the node's `webhook()` through n8n-core's WebhookContext with an express-like
 *   request and response, answers the way n8n's executeWebhook does, and runs the returned items
 *   as an execution through WorkflowExecute.
 * The registered callback URL points at that server (additionalData.webhookBaseUrl).
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

import { HookContext, WebhookContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	IWebhookData,
	IWebhookDescription,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
	WorkflowActivateMode,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import type { PlatformCredentialData, RunResult } from './harness';
import { additionalData, CREDENTIAL_TYPE, nodeTypes, runWorkflow } from './harness';

export interface TriggerSetup {
	/** The node type name registered with registerNodeType. */
	type: string;
	parameters: INodeParameters;
	workflowId?: string;
	workflowName?: string;
	nodeName?: string;
	/** The node's webhookId (n8n gives every webhook node one); null for a node without. */
	webhookId?: string | null;
	/** Static data as n8n stored it (JSON), e.g. from `savedStaticData` before a restart. */
	staticData?: IDataObject;
}

/** A workflow holding just the trigger, the way n8n builds one from its database row. */
export function triggerWorkflow(setup: TriggerSetup): Workflow {
	const node: INode = {
		id: 'trigger-node-id',
		name: setup.nodeName ?? 'B2B Commerce Trigger',
		type: setup.type,
		typeVersion: 1,
		position: [0, 0],
		parameters: setup.parameters,
		credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
		...(setup.webhookId === null
			? {}
			: { webhookId: setup.webhookId ?? '6f1c2b9e-0d4a-4c1e-9b7f-3a2d5e8c1f00' }),
	};
	return new Workflow({
		id: setup.workflowId ?? 'wf-1',
		name: setup.workflowName ?? 'Cart follow-up',
		nodes: [node],
		connections: {},
		active: true,
		nodeTypes,
		staticData: setup.staticData
			? (JSON.parse(JSON.stringify(setup.staticData)) as IDataObject)
			: undefined,
		settings: {},
	});
}

/** What n8n saves of the workflow's static data after activation (plain JSON). */
export function savedStaticData(workflow: Workflow): IDataObject {
	return JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject;
}

function triggerNode(workflow: Workflow): INode {
	return Object.values(workflow.nodes)[0];
}

function triggerType(workflow: Workflow): INodeType {
	const node = triggerNode(workflow);
	return nodeTypes.getByNameAndVersion(node.type, node.typeVersion) as INodeType;
}

function webhookDescription(workflow: Workflow): IWebhookDescription {
	return triggerType(workflow).description.webhooks![0];
}

/** The path n8n serves the trigger's webhook at, below the webhook base URL. */
export function webhookPath(workflow: Workflow): string {
	const node = triggerNode(workflow);
	return NodeHelpers.getNodeWebhookPath(
		workflow.id,
		node,
		String(webhookDescription(workflow).path),
		false,
		false,
	);
}

/** The webhook data n8n's WebhookService.getNodeWebhooks builds for the trigger. */
function webhookData(
	workflow: Workflow,
	data: IWorkflowExecuteAdditionalData,
	isTest = false,
): IWebhookData {
	const description = webhookDescription(workflow);
	return {
		httpMethod: 'POST',
		node: triggerNode(workflow).name,
		path: webhookPath(workflow),
		webhookDescription: description,
		workflowId: workflow.id,
		workflowExecuteAdditionalData: data,
		isTest,
	};
}

export interface HookOptions {
	credentials: PlatformCredentialData;
	/** n8n's webhook base URL: the receiver's, so the platform can reach the node. */
	webhookBaseUrl: string;
	mode?: WorkflowExecuteMode;
	activation?: WorkflowActivateMode;
	isTest?: boolean;
}

export type HookMethod = 'checkExists' | 'create' | 'delete';

/** Calls one of the trigger's webhook methods through n8n-core's HookContext. */
export async function runHook(
	workflow: Workflow,
	method: HookMethod,
	options: HookOptions,
): Promise<boolean> {
	const data = additionalData({ [CREDENTIAL_TYPE]: options.credentials });
	data.webhookBaseUrl = options.webhookBaseUrl;
	data.webhookTestBaseUrl = `${options.webhookBaseUrl}-test`;
	const context = new HookContext(
		workflow,
		triggerNode(workflow),
		data,
		options.mode ?? 'trigger',
		options.activation ?? 'activate',
		webhookData(workflow, data, options.isTest),
	);
	const fn = triggerType(workflow).webhookMethods?.default?.[method];
	if (!fn) throw new Error(`The trigger has no webhook method ${method}`);
	return await fn.call(context);
}

/** n8n's createWebhookIfNotExists: checkExists, and create when it says false. */
export async function activate(
	workflow: Workflow,
	options: HookOptions,
): Promise<{ created: boolean }> {
	const exists = await runHook(workflow, 'checkExists', options);
	if (!exists) await runHook(workflow, 'create', options);
	return { created: !exists };
}

export async function deactivate(workflow: Workflow, options: HookOptions): Promise<void> {
	await runHook(workflow, 'delete', { activation: 'update', mode: 'internal', ...options });
}

/** An express-like response over node's ServerResponse (what n8n hands to webhook()). */
class ExpressLikeResponse {
	constructor(private readonly res: http.ServerResponse) {}

	get headersSent(): boolean {
		return this.res.headersSent;
	}

	get statusCode(): number {
		return this.res.statusCode;
	}

	status(code: number): this {
		this.res.statusCode = code;
		return this;
	}

	setHeader(name: string, value: string): this {
		this.res.setHeader(name, value);
		return this;
	}

	getHeader(name: string) {
		return this.res.getHeader(name);
	}

	json(body: unknown): this {
		if (!this.res.getHeader('content-type'))
			this.res.setHeader('content-type', 'application/json; charset=utf-8');
		this.res.end(JSON.stringify(body));
		return this;
	}

	send(body: unknown): this {
		if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return this.json(body);
		if (!this.res.getHeader('content-type'))
			this.res.setHeader('content-type', 'text/html; charset=utf-8');
		this.res.end(body === undefined ? undefined : (body as string | Buffer));
		return this;
	}

	end(body?: string): this {
		this.res.end(body);
		return this;
	}
}

export interface ReceivedCall {
	path: string;
	headers: http.IncomingHttpHeaders;
	body: unknown;
	/** What the node returned (undefined when it threw or the path is unknown). */
	result?: IWebhookResponseData;
	error?: Error;
}

export interface Execution {
	path: string;
	/** The trigger's output items in the execution WorkflowExecute ran. */
	items: INodeExecutionData[];
	run: RunResult;
}

export interface Receiver {
	url: string;
	/** Set as n8n's webhook base URL: production callback URLs start with it. */
	webhookBaseUrl: string;
	calls: ReceivedCall[];
	executions: Execution[];
	/** Serve the workflow's trigger (replaces an earlier one on the same path, like a restart). */
	serve(workflow: Workflow, credentials: PlatformCredentialData): void;
	/** The production callback URL of the workflow's trigger. */
	callbackUrlOf(workflow: Workflow): string;
	/** Waits for the executions that calls started. */
	settled(): Promise<void>;
	reset(): void;
	close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

/** Starts the stand-in for n8n's production webhook endpoint. */
export async function startReceiver(): Promise<Receiver> {
	const served = new Map<string, { workflow: Workflow; credentials: PlatformCredentialData }>();
	const calls: ReceivedCall[] = [];
	const executions: Execution[] = [];
	const pending: Array<Promise<void>> = [];

	async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const rawBody = await readBody(req);
		const url = new URL(req.url ?? '/', 'http://localhost');
		const path = decodeURIComponent(url.pathname.replace(/^\/webhook\//, ''));
		const text = rawBody.toString('utf8');
		let body: unknown = {};
		if (text !== '' && /json/i.test(String(req.headers['content-type'] ?? ''))) {
			try {
				body = JSON.parse(text);
			} catch {
				res.statusCode = 400;
				res.end(JSON.stringify({ message: 'Invalid JSON' }));
				return;
			}
		}
		const call: ReceivedCall = { path, headers: req.headers, body };
		calls.push(call);
		const target = served.get(path);
		if (!target || req.method !== 'POST') {
			res.statusCode = 404;
			res.end(JSON.stringify({ message: 'The requested webhook is not registered' }));
			return;
		}
		const { workflow, credentials } = target;
		const node = triggerNode(workflow);
		const data = additionalData({ [CREDENTIAL_TYPE]: credentials });
		const response = new ExpressLikeResponse(res);
		data.httpRequest = {
			method: req.method,
			url: req.url,
			path: url.pathname,
			headers: req.headers,
			query: Object.fromEntries(url.searchParams),
			params: {},
			body,
			rawBody,
		} as unknown as IWorkflowExecuteAdditionalData['httpRequest'];
		data.httpResponse = response as unknown as IWorkflowExecuteAdditionalData['httpResponse'];
		const context = new WebhookContext(
			workflow,
			node,
			data,
			'webhook',
			webhookData(workflow, data),
			[],
			null,
		);

		let result: IWebhookResponseData;
		try {
			result = await triggerType(workflow).webhook!.call(context);
			call.result = result;
		} catch (error) {
			call.error = error as Error;
			if (!res.headersSent) {
				res.statusCode = 500;
				res.end(
					JSON.stringify({ message: 'Workflow Webhook Error: Workflow could not be started!' }),
				);
			}
			return;
		}

		// n8n 2.8 executeWebhook, response mode onReceived.
		if (result.noWebhookResponse === true) {
			// n8n sends nothing itself; a node that asks for this must have answered.
			if (!res.headersSent && !res.writableEnded) {
				res.statusCode = 500;
				res.end('harness: the node claimed to answer but sent nothing');
			}
		} else if (result.workflowData === undefined) {
			response.status(200).json(result.webhookResponse ?? { message: 'Webhook call received' });
		} else {
			const description = webhookDescription(workflow);
			const responseData = (description.responseData as string | undefined) ?? 'firstEntryJson';
			const answer =
				responseData === 'noData'
					? undefined
					: responseData || result.webhookResponse || { message: 'Workflow was started' };
			response.status(200);
			if (typeof answer === 'string') response.send(answer);
			else response.json(answer);
		}
		if (result.workflowData === undefined) return;

		const started = runWorkflow({
			nodes: [node],
			connections: {},
			credentials,
			mode: 'webhook',
			resultNode: node.name,
			startNode: node.name,
			startItems: result.workflowData[0],
		}).then((run) => {
			executions.push({ path, items: run.output, run });
		});
		pending.push(started);
	}

	const server = http.createServer((req, res) => {
		handle(req, res).catch((error: Error) => {
			if (!res.headersSent) res.statusCode = 500;
			res.end(`harness failure: ${error.message}`);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const webhookBaseUrl = `${url}/webhook`;

	return {
		url,
		webhookBaseUrl,
		calls,
		executions,
		serve(workflow, credentials) {
			served.set(webhookPath(workflow), { workflow, credentials });
		},
		callbackUrlOf(workflow) {
			return `${webhookBaseUrl}/${webhookPath(workflow)}`;
		},
		async settled() {
			while (pending.length > 0) await Promise.all(pending.splice(0));
		},
		reset() {
			served.clear();
			calls.length = 0;
			executions.length = 0;
		},
		async close() {
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};
}
