/**
 * Settings > On Error > Continue (using error output) and Retry On Fail in a real n8n: one manual
 * workflow whose B2B Commerce nodes fail in each way an item can (refused before sending, a 404,
 * a Send Items Together batch the platform refuses), each node's error output wired to its own
 * node, and one node with Retry On Fail whose first item always fails. The checks read what each
 * branch received and what the fake platform stored.
 */
import type { FakePlatform } from '../../platform/server';
import type { Checks } from './checks';
import type { ExampleWorkflow } from './examples';
import type { CliExecution } from './n8n';
import {
	PACKAGE_NAME,
	activateWorkflow,
	deactivateWorkflow,
	nodeOutput,
	stableId,
	waitForExecutions,
} from './n8n';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Credential = { id: string; name: string };
type Json = Record<string, unknown>;

/** Row 1 has no name: refused before sending, and first, so Retry On Fail's node tries again. */
const ROWS = [
	{ row: 1, name: '', sku: 'EO-1', vat: 5 },
	{ row: 2, name: 'EO Gold', sku: 'EO-2', vat: 8 },
	{ row: 3, name: 'EO Silver', sku: 'EO-3', vat: 23 },
	{ row: 4, name: 'EO Bronze', sku: 'EO-4', vat: 0 },
	{ row: 5, name: 'EO Iron', sku: 'EO-5', vat: 7 },
];

/** The workflow; `foundId` is a segment the platform has (the 404 node reads it and a missing one). */
export function errorOutputWorkflow(credential: Credential, foundId: string): ExampleWorkflow {
	const b2b = (name: string, y: number, parameters: Json, settings: Json = {}) => ({
		id: stableId(`e2e:error-output:${name}`),
		name,
		type: `${PACKAGE_NAME}.b2bCommerce`,
		typeVersion: 1,
		position: [440, y] as [number, number],
		parameters: { ...parameters, requestOptions: { maxInFlight: 1 } },
		credentials: { b2bCommerceApi: { ...credential } },
		onError: 'continueErrorOutput',
		...settings,
	});
	const noOp = (name: string, x: number, y: number) => ({
		id: stableId(`e2e:error-output:${name}`),
		name,
		type: 'n8n-nodes-base.noOp',
		typeVersion: 1,
		position: [x, y] as [number, number],
		parameters: {},
	});
	const ids = [foundId, MISSING_ID];
	const branches = (node: string) => ({
		main: [
			[{ node: `${node} OK`, type: 'main', index: 0 }],
			[{ node: `${node} Failed`, type: 'main', index: 0 }],
		],
	});
	const fromRows = (node: string) => ({ node, type: 'main', index: 0 });
	return {
		id: stableId('e2e:error-output'),
		name: 'Error output and Retry On Fail',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'start',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'rows',
				name: 'Rows',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [220, 0],
				parameters: {
					jsCode: `return ${JSON.stringify(ROWS)}.map((json, i) => ({ json: { ...json, id: ${JSON.stringify(ids)}[i % 2] } }));`,
				},
			},
			b2b('Create Segments', 0, {
				resource: 'segment',
				operation: 'create',
				name: '={{ $json.name }}',
			}),
			b2b('Get Segments', 300, {
				resource: 'segment',
				operation: 'get',
				segmentId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			}),
			b2b('Set Taxes', 600, {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
				tax: '={{ $json.vat }}',
				sendItemsTogether: true,
				batchSize: 3,
			}),
			b2b(
				'Create With Retry',
				900,
				{ resource: 'segment', operation: 'create', name: '={{ $json.name }}' },
				{ onError: 'continueRegularOutput', retryOnFail: true, maxTries: 3, waitBetweenTries: 10 },
			),
			...['Create Segments', 'Get Segments', 'Set Taxes'].flatMap((node, i) => [
				noOp(`${node} OK`, 680, i * 300 - 60),
				noOp(`${node} Failed`, 680, i * 300 + 60),
			]),
		],
		connections: {
			Start: { main: [[fromRows('Rows')]] },
			Rows: {
				main: [['Create Segments', 'Get Segments', 'Set Taxes', 'Create With Retry'].map(fromRows)],
			},
			'Create Segments': branches('Create Segments'),
			'Get Segments': branches('Get Segments'),
			'Set Taxes': branches('Set Taxes'),
		},
	};
}

/** Arms the platform (one refused tax batch), runs the workflow, checks every branch. */
export async function errorOutputScenario(o: {
	checks: Checks;
	platform: FakePlatform;
	tenant: string;
	execute: () => Promise<CliExecution>;
}): Promise<void> {
	const { equal, check } = o.checks;
	const control = o.platform.control;
	control.injectFault({
		kind: 'status',
		status: 400,
		count: 1,
		match: { route: 'productTax.set' },
	});
	control.clearRequests();
	const r = await o.execute();
	const out = (node: string, output = 0) => nodeOutput(r.run, node, output);
	const errorOf = (item: Json) => item.error as { message?: string; description?: string };

	// Refused before sending: the row without a name, whole, on the error output; the others created.
	equal(
		'Create Segments: the items that worked on the success output',
		out('Create Segments').map((item) => item.name),
		['EO Gold', 'EO Silver', 'EO Bronze', 'EO Iron'],
	);
	const refused = out('Create Segments', 1);
	equal(
		'Create Segments: the row without a name on the error output, with its own fields',
		refused.map((item) => [item.row, item.sku, errorOf(item).message]),
		[[1, 'EO-1', '"Name" (name) is required']],
	);
	check(
		'the error output item keeps the description (which item, nothing sent)',
		/Item 1/.test(errorOf(refused[0] ?? {}).description ?? '') &&
			/Nothing was sent/.test(errorOf(refused[0] ?? {}).description ?? ''),
		refused,
	);
	equal(
		'the error branch node received exactly the failed items',
		out('Create Segments Failed').map((item) => item.row),
		[1],
	);

	// A 404: the rows with the missing ID on the error output.
	equal('Get Segments: found rows on the success output', out('Get Segments').length, 3);
	equal(
		'Get Segments: the rows with a missing ID on the error output, each its own',
		out('Get Segments', 1).map((item) => [
			item.row,
			item.id,
			/did not find/.test(String(errorOf(item).message)),
		]),
		[
			[2, MISSING_ID, true],
			[4, MISSING_ID, true],
		],
	);

	// A refused batch: each of its three rows on the error output; the next batch stored.
	equal(
		'Set Taxes: the refused batch, one error item per row it carried',
		out('Set Taxes', 1).map((item) => [
			item.row,
			item.sku,
			/This request carried Items 1, 2, 3/.test(String(errorOf(item).description)),
		]),
		[
			[1, 'EO-1', true],
			[2, 'EO-2', true],
			[3, 'EO-3', true],
		],
	);
	equal(
		'Set Taxes: the rows of the batch that worked on the success output',
		out('Set Taxes').map((item) => item.productId),
		['EO-4', 'EO-5'],
	);
	const taxes = (control.state(o.tenant).productTaxes ?? {}) as Json;
	equal(
		'the platform stored the second batch only',
		['EO-1', 'EO-2', 'EO-3', 'EO-4', 'EO-5'].map((sku) => taxes[sku] ?? null),
		[null, null, null, 0, 7],
	);

	// Retry On Fail: its first item always fails, so n8n runs the node three times; every other
	// segment is created once.
	const names = control
		.requests({ method: 'POST', pathPrefix: '/api/v1/account/integrations/auth-required/segments' })
		.map((req) => (req.body as Json).name);
	equal(
		'Retry On Fail: each segment sent once by each of the two create nodes, none again',
		[...names].sort(),
		[
			'EO Bronze',
			'EO Bronze',
			'EO Gold',
			'EO Gold',
			'EO Iron',
			'EO Iron',
			'EO Silver',
			'EO Silver',
		],
	);
	equal(
		'Retry On Fail: the node output its items once, the error first',
		out('Create With Retry').map((item) => item.name ?? item.error),
		['"Name" (name) is required', 'EO Gold', 'EO Silver', 'EO Bronze', 'EO Iron'],
	);
}

const ERROR_HOOK_PATH = 'e2e-stops-on-error';

/**
 * Stop Workflow with an error workflow: a webhook-started workflow whose B2B Commerce node fails
 * (a 404) names `errorWorkflow` in its settings, which an Error Trigger starts.
 */
export function errorWorkflowPair(credential: Credential): {
	failing: ExampleWorkflow;
	errorWorkflow: ExampleWorkflow;
} {
	const errorWorkflow: ExampleWorkflow = {
		id: stableId('e2e:error-workflow'),
		name: 'Error workflow',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'error-trigger',
				name: 'Error Trigger',
				type: 'n8n-nodes-base.errorTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
		],
		connections: {},
	};
	const failing: ExampleWorkflow = {
		id: stableId('e2e:stops-on-error'),
		name: 'Stops on error',
		active: false,
		settings: { executionOrder: 'v1', errorWorkflow: errorWorkflow.id },
		nodes: [
			{
				id: 'hook',
				name: 'Hook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: stableId('e2e:stops-on-error-hook'),
				parameters: { httpMethod: 'POST', path: ERROR_HOOK_PATH, options: {} },
			},
			{
				id: 'get',
				name: 'Get Segment',
				type: `${PACKAGE_NAME}.b2bCommerce`,
				typeVersion: 1,
				position: [220, 0],
				parameters: {
					resource: 'segment',
					operation: 'get',
					segmentId: { __rl: true, mode: 'id', value: MISSING_ID },
				},
				credentials: { b2bCommerceApi: { ...credential } },
			},
		],
		connections: { Hook: { main: [[{ node: 'Get Segment', type: 'main', index: 0 }]] } },
	};
	return { failing, errorWorkflow };
}

/** Starts the failing workflow through its webhook; the Error Trigger's item has the message and description, not the key. */
export async function errorWorkflowScenario(o: {
	checks: Checks;
	url: string;
	n8nKey: string;
	apiKey: string;
	pair: ReturnType<typeof errorWorkflowPair>;
}): Promise<void> {
	const { check, equal } = o.checks;
	// n8n 2.x runs an error workflow only when it is published (active), as the failing one.
	const errorAct = await activateWorkflow(o.url, o.n8nKey, o.pair.errorWorkflow.id);
	check('the error workflow is active', errorAct.active === true);
	const act = await activateWorkflow(o.url, o.n8nKey, o.pair.failing.id);
	check('the failing workflow is active', act.active === true);
	try {
		const res = await fetch(`${o.url}/webhook/${ERROR_HOOK_PATH}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{}',
		});
		equal('the webhook started the failing workflow', res.status, 200);
		const [run] = await waitForExecutions(o.url, o.n8nKey, o.pair.errorWorkflow.id, 1, 60_000, {
			includeData: true,
		});
		const [item] = nodeOutput(run, 'Error Trigger');
		const error = ((item?.execution ?? {}) as Json).error as Json | undefined;
		check(
			"the Error Trigger received the node's message",
			String(error?.message).startsWith('The platform did not find what was asked for'),
			error,
		);
		check(
			'and its description',
			/Check the number or ID you gave/.test(String(error?.description)),
			error,
		);
		check(
			'the error workflow never sees the API key',
			!JSON.stringify(run).includes(o.apiKey),
			'the key is in the execution',
		);
	} finally {
		await deactivateWorkflow(o.url, o.n8nKey, o.pair.failing.id);
		await deactivateWorkflow(o.url, o.n8nKey, o.pair.errorWorkflow.id);
	}
}
