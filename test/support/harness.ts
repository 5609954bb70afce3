/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Runs real workflow JSON through n8n-core's WorkflowExecute, in process, with our node types
 * and credential. Requests go over real HTTP; the credential's `authenticate` is applied the
 * way n8n applies it (generic headers resolved through n8n's expression engine).
 */
import { Container } from '@n8n/di';
import { BinaryDataService, ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	IDataObject,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeExecutionData,
	INodeType,
	INodeTypeData,
	INodeTypes,
	IRun,
	IRunExecutionData,
	IVersionedNodeType,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { createDeferredPromise, ICredentialsHelper, NodeHelpers, Workflow } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import './n8nShutdown';
import { outputProblems } from './outputSchema';

export const CREDENTIAL_TYPE = 'b2bCommerceApi';

/** A start node for tests: emits the items given in its `items` parameter (JSON array). */
class TestInput implements INodeType {
	description = {
		displayName: 'Test Input',
		name: 'testInput',
		group: ['trigger'],
		version: 1,
		description: 'Emits fixed items',
		defaults: { name: 'Input' },
		inputs: [],
		outputs: ['main'],
		properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[]' }],
	} as unknown as INodeType['description'];

	async execute(this: import('n8n-workflow').IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const raw = this.getNodeParameter('items', 0) as string | IDataObject[];
		const items = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<
			IDataObject | INodeExecutionData
		>;
		return [
			items.map((entry) =>
				'json' in entry ? (entry as INodeExecutionData) : { json: entry as IDataObject },
			),
		];
	}
}

const credentialTypes: Record<string, ICredentialType> = {
	[CREDENTIAL_TYPE]: new B2bCommerceApi(),
};

/** Node types known to the harness; triggers are added by their own issues' tests. */
const nodeTypeData: INodeTypeData = {
	'n8n-nodes-b2b-commerce.b2bCommerce': { type: new B2bCommerce(), sourcePath: '' },
	'test.input': { type: new TestInput(), sourcePath: '' },
};

export function registerNodeType(name: string, type: INodeType): void {
	nodeTypeData[name] = { type, sourcePath: '' };
}

export const nodeTypes: INodeTypes = {
	getByName: (name: string) => nodeTypeData[name]?.type as INodeType | IVersionedNodeType,
	getByNameAndVersion: (name: string, version?: number) =>
		NodeHelpers.getVersionedNodeType(nodeTypeData[name]?.type, version),
	getKnownTypes: () => ({}),
};

/** How often n8n asked for the decrypted credential (a database read and decryption in n8n). */
export const credentialReads = { count: 0 };

export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly credentials: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions,
		workflow: Workflow,
		node: INode,
	): Promise<IHttpRequestOptions> {
		const type = credentialTypes[typeName];
		const authenticate = type?.authenticate;
		if (typeof authenticate === 'function') return await authenticate(credentials, requestOptions);
		if (!authenticate || authenticate.type !== 'generic') return requestOptions;
		const resolve = (value: unknown) =>
			workflow.expression.getParameterValue(
				value as string,
				null,
				0,
				0,
				node.name,
				[],
				'internal',
				{
					$credentials: credentials,
				},
			);
		const headers = { ...(requestOptions.headers ?? {}) };
		for (const [name, value] of Object.entries(authenticate.properties.headers ?? {})) {
			headers[name] = resolve(value) as string;
		}
		return { ...requestOptions, headers };
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<never> {
		throw new Error('not used in tests');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const found = this.credentials[type];
		if (!found) throw new Error(`No test credentials of type ${type}`);
		credentialReads.count++;
		return found;
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(): [] {
		return [];
	}
}

let binaryDataReady: Promise<void> | undefined;
export async function ensureBinaryData(): Promise<void> {
	binaryDataReady ??= Container.get(BinaryDataService).init();
	await binaryDataReady;
}

export function additionalData(
	credentials: Record<string, ICredentialDataDecryptedObject>,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	return {
		credentialsHelper: new TestCredentialsHelper(credentials),
		hooks,
		executeWorkflow: async () => {
			throw new Error('not used');
		},
		getRunExecutionData: async () => undefined,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		variables: {},
		logAiEvent: () => {},
		startRunnerTask: async () => {
			throw new Error('not used');
		},
	} as unknown as IWorkflowExecuteAdditionalData;
}

export interface PlatformCredentialData extends ICredentialDataDecryptedObject {
	baseUrl: string;
	apiKey: string;
	tenant: string;
}

export interface RunOptions {
	/** Parameters of the B2B Commerce node. */
	parameters: IDataObject;
	/** Items fed into the node. */
	items?: Array<IDataObject | INodeExecutionData>;
	credentials: PlatformCredentialData;
	continueOnFail?: boolean;
	/** The node's Settings > On Error (continueOnFail is the regular output's shorthand). */
	onError?: INode['onError'];
	/** The node's Settings > Retry On Fail, with its Max Tries (2 to 5) and 1 ms between tries. */
	retryOnFail?: { maxTries: number };
	mode?: WorkflowExecuteMode;
	/** Called once the execution has started, with what stops it (as Stop in the editor does). */
	onStart?: (cancel: () => void) => void;
	/**
	 * Why this run's output is not checked against its operation's output schema: only for a
	 * test that feeds the node answers the spec does not allow, or a measurement the check would
	 * slow. Every other successful run of the action node is checked (see runWorkflow).
	 */
	uncheckedOutput?: string;
}

export interface RunResult {
	run: IRun;
	/** Output items of the B2B Commerce node (empty when it failed). */
	output: INodeExecutionData[];
	/** Every output of the result node: with On Error > error output, [success, error]. */
	outputs: INodeExecutionData[][];
	/** The error of the run, if the workflow failed. */
	error?: Error & { description?: string; httpCode?: string; context?: IDataObject };
}

/** The uncheckedOutput of a benchmark's run: the output check's time would count in its figure. */
export const MEASURED = 'a measurement: checking the output would add to the time measured';

/** Builds a two-node workflow (input → B2B Commerce) and runs it with WorkflowExecute. */
export async function runNode(options: RunOptions): Promise<RunResult> {
	await ensureBinaryData();
	const nodes: INode[] = [
		{
			id: 'input',
			name: 'Input',
			type: 'test.input',
			typeVersion: 1,
			position: [0, 0],
			parameters: { items: JSON.stringify(options.items ?? [{}]) },
		},
		{
			id: 'b2b',
			name: 'B2B Commerce',
			type: 'n8n-nodes-b2b-commerce.b2bCommerce',
			typeVersion: 1,
			position: [200, 0],
			parameters: options.parameters as INode['parameters'],
			credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
			...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
			...(options.onError ? { onError: options.onError } : {}),
			...(options.retryOnFail
				? { retryOnFail: true, maxTries: options.retryOnFail.maxTries, waitBetweenTries: 1 }
				: {}),
		},
	];
	return await runWorkflow({
		nodes,
		connections: { Input: { main: [[{ node: 'B2B Commerce', type: 'main', index: 0 }]] } },
		credentials: options.credentials,
		mode: options.mode,
		resultNode: 'B2B Commerce',
		onStart: options.onStart,
		uncheckedOutput: options.uncheckedOutput,
	});
}

/** The action node's `description.name` (its tool variant, registered by a test, has the same). */
const ACTION_NODE = new B2bCommerce().description.name;

/**
 * Throws when a successful run of the action node returned an item its operation's output schema
 * does not describe: every test that runs an operation checks its output schema, so a new
 * operation's own test does it. Resource and Operation as the node has them; when one is left out,
 * n8n's defaults for the node's version (resolving them costs more, so only then).
 */
function checkOutput(node: INode, outputs: INodeExecutionData[][]): void {
	const type = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	if (type?.description.name !== ACTION_NODE) return;
	const given = node.parameters as IDataObject;
	const parameters =
		given.resource !== undefined && given.operation !== undefined
			? given
			: NodeHelpers.getNodeParameters(
					type.description.properties,
					node.parameters,
					true,
					false,
					node,
					type.description,
				);
	if (!parameters) return;
	// Error items come on the regular output under Continue, and under Continue (using error
	// output) too when the node has one output only (the tool variant).
	const errorItems = node.onError?.startsWith('continue') === true || node.continueOnFail === true;
	const problems = outputProblems(parameters, outputs[0] ?? [], { errorItems });
	if (problems.length === 0) return;
	throw new Error(
		`${node.name}: the output does not fit the operation's output schema (fix the schema, or the ` +
			`node, or give the run uncheckedOutput with a reason):\n${problems.join('\n')}`,
	);
}

/**
 * Runs any workflow from its start node and returns the result node's output. When the result
 * node is the action node and the run succeeded, its output items are checked against the
 * operation's output schema (RunOptions.uncheckedOutput).
 */
export async function runWorkflow(options: {
	nodes: INode[];
	connections: Workflow['connectionsBySourceNode'];
	credentials: PlatformCredentialData;
	mode?: WorkflowExecuteMode;
	resultNode: string;
	startNode?: string;
	startItems?: INodeExecutionData[];
	onStart?: RunOptions['onStart'];
	uncheckedOutput?: RunOptions['uncheckedOutput'];
}): Promise<RunResult> {
	await ensureBinaryData();
	const workflow = new Workflow({
		id: 'test-workflow',
		nodes: options.nodes,
		connections: options.connections,
		nodeTypes,
		active: false,
		settings: {},
	});
	const hooks = new ExecutionLifecycleHooks(options.mode ?? 'manual', 'test-execution', {
		id: 'test-workflow',
		name: 'test',
		nodes: options.nodes,
		connections: options.connections,
		active: false,
		settings: {},
		createdAt: new Date(),
		updatedAt: new Date(),
	} as never);
	const finished = createDeferredPromise<IRun>();
	hooks.addHandler('workflowExecuteAfter', (run) => finished.resolve(run));
	const data = additionalData({ [CREDENTIAL_TYPE]: options.credentials }, hooks);
	const startNode = workflow.getNode(options.startNode ?? options.nodes[0].name)!;
	const runExecutionData: IRunExecutionData = {
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			metadata: {},
			waitingExecution: {},
			waitingExecutionSource: null,
			nodeExecutionStack: [
				{ node: startNode, data: { main: [options.startItems ?? [{ json: {} }]] }, source: null },
			],
		},
	} as unknown as IRunExecutionData;
	const execute = new WorkflowExecute(data, options.mode ?? 'manual', runExecutionData);
	const running = execute.processRunExecutionData(workflow);
	options.onStart?.(() => running.cancel());
	await running;
	const run = await finished.promise;
	const taskData = run.data.resultData.runData[options.resultNode]?.[0];
	const outputs = (taskData?.data?.main ?? []).map((items) => items ?? []);
	const output = outputs[0] ?? [];
	const error = run.data.resultData.error as RunResult['error'];
	if (!error && !options.uncheckedOutput)
		checkOutput(workflow.getNode(options.resultNode)!, outputs);
	return { run, output, outputs, error };
}
