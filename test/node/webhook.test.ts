import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../support/harness';
import { runListSearch, runLoadOptions } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import type { ScriptedServer } from '../support/scripted-server';
import { startScriptedServer } from '../support/scripted-server';

const fx = usePlatform();
const WEBHOOKS = '/api/v1/webhooks/integrations/auth-required/webhooks';
const CART_EXCHANGE = 'p-u-o-m-e-c-cartopened-klient';
const OFFER_EXCHANGE = 'p-u-o-m-e-o-offeropened-klient';
const TYPES = [
	{ name: 'CartOpened', exchangeName: CART_EXCHANGE },
	{ name: 'ClientLogged', exchangeName: 'p-u-o-m-e-c-clientlogged-klient' },
	{ name: 'OfferOpened', exchangeName: OFFER_EXCHANGE },
];

function stored(): Record<string, IDataObject> {
	return (fx.control().state('acme').webhooks ?? {}) as Record<string, IDataObject>;
}

const createParameters = {
	resource: 'webhook',
	operation: 'create',
	name: '={{ $json.name }}',
	status: 'ACTIVE',
	webhookType: 'CartOpened',
	callbackUrl: 'https://erp.example.com/hooks/cart',
	authentication: 'NONE',
};

/** Creates webhooks through the node (the fake has no other way in) and forgets the requests. */
async function createWebhooks(names: string[]): Promise<string[]> {
	const { output, error } = await runNode({
		credentials: fx.credentials(),
		parameters: { ...createParameters, requestOptions: { maxInFlight: 1 } },
		items: names.map((name) => ({ name })),
	});
	expect(error).toBeUndefined();
	fx.control().clearRequests();
	return output.map((item) => item.json.id as string);
}

describe('Webhook: Create', () => {
	it('fills the exchange name from the type, stores the webhook and outputs its ID without the password', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				name: 'Offers to ERP',
				webhookType: 'OfferOpened',
				status: 'INACTIVE',
				authentication: 'HTTP_BASIC',
				username: 'erp',
				password: 's3cret-pass',
			},
		});
		expect(error).toBeUndefined();
		const body = {
			name: 'Offers to ERP',
			status: 'INACTIVE',
			webhookType: { name: 'OfferOpened', exchangeName: OFFER_EXCHANGE },
			callbackUrl: 'https://erp.example.com/hooks/cart',
			callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp', password: 's3cret-pass' },
		};
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([['POST', WEBHOOKS, body]]);

		const id = output[0].json.id as string;
		expect(stored()).toEqual({ [id]: { id, ...body } });
		expect(output).toEqual([
			{
				json: { id, ...body, callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp' } },
				pairedItem: { item: 0 },
			},
		]);
		expect(JSON.stringify(output)).not.toContain('s3cret-pass');
	});

	it('sends only the type of authentication for None, one webhook per item', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				username: 'ignored',
				password: 'ignored',
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ name: 'First' }, { name: 'Second' }],
		});
		expect(error).toBeUndefined();
		const bodies = fx
			.control()
			.requests()
			.map((r) => r.body as IDataObject);
		expect(bodies.map((b) => [b.name, b.callbackAuthentication, b.webhookType])).toEqual([
			['First', { type: 'NONE' }, { name: 'CartOpened', exchangeName: CART_EXCHANGE }],
			['Second', { type: 'NONE' }, { name: 'CartOpened', exchangeName: CART_EXCHANGE }],
		]);
		expect(output.map((item) => [item.json.name, item.pairedItem])).toEqual([
			['First', { item: 0 }],
			['Second', { item: 1 }],
		]);
		expect(Object.keys(stored())).toEqual(output.map((item) => item.json.id));
	});

	it.each([
		['Name', { name: '={{ $json.missing }}' }, '"Name" (name) is required'],
		['Status', { status: '={{ $json.missing }}' }, '"Status" (status) is required'],
		[
			'Webhook Type',
			{ webhookType: '={{ $json.missing }}' },
			'"Webhook Type Name or ID" (webhookType) is required',
		],
		[
			'Callback URL',
			{ callbackUrl: '={{ $json.missing }}' },
			'"Callback URL" (callbackUrl) is required',
		],
		[
			'Callback Authentication',
			{ authentication: '={{ $json.missing }}', username: 'u', password: 'p' },
			'"Callback Authentication" (authentication) is required',
		],
		[
			'Username',
			{ authentication: 'HTTP_BASIC', username: '={{ $json.missing }}', password: 'p' },
			'"Username" (username) is required',
		],
		[
			'Password',
			{ authentication: 'HTTP_BASIC', username: 'u', password: '={{ $json.missing }}' },
			'"Password" (password) is required',
		],
	])('stops before sending anything when %s is missing', async (_field, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...createParameters, name: 'Hook', ...values },
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		[
			'a callback URL that is not absolute',
			{ callbackUrl: 'erp/hooks' },
			'"Callback URL" (callbackUrl) must be an absolute URL',
		],
		[
			'a callback URL that is not http(s)',
			{ callbackUrl: 'ftp://erp.example.com/x' },
			'"Callback URL" (callbackUrl) must start with http:// or https://',
		],
		[
			'an unknown status',
			{ status: 'PAUSED' },
			'"Status" (status) must be one of ACTIVE, INACTIVE',
		],
	])('rejects %s before sending anything', async (_case, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...createParameters, name: 'Hook', ...values },
		});
		expect(error?.message).toContain(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('looks an unknown type name up on the platform and refuses it without creating anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...createParameters, name: 'Hook', webhookType: 'OrderPlaced' },
		});
		expect(error?.message).toBe(
			'"Webhook Type Name or ID": OrderPlaced is not a webhook type the platform knows',
		);
		expect(error?.description).toContain('CartOpened, ClientLogged, OfferOpened');
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path]),
		).toEqual([['GET', `${WEBHOOKS}/type`]]);
		expect(stored()).toEqual({});
	});

	it("checks every item's type before creating any: a typo in the last item creates nothing", async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				webhookType: '={{ $json.type }}',
				requestOptions: { maxInFlight: 1 },
			},
			items: [
				{ name: 'one', type: 'CartOpened' },
				{ name: 'two', type: 'OrderPlaced' },
				{ name: 'three', type: 'OrderPlacd' },
			],
		});
		expect(error?.message).toBe(
			'"Webhook Type Name or ID": OrderPlaced is not a webhook type the platform knows',
		);
		// The platform's type list is asked once, and nothing is written.
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path]),
		).toEqual([['GET', `${WEBHOOKS}/type`]]);
		expect(stored()).toEqual({});
	});

	it('with Continue On Fail, an item of an unknown type becomes an error item and the others are created', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { ...createParameters, webhookType: '={{ $json.type }}' },
			items: [
				{ name: 'one', type: 'CartOpened' },
				{ name: 'two', type: 'OrderPlaced' },
			],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => [item.json.name ?? null, item.pairedItem])).toEqual([
			['one', { item: 0 }],
			[null, { item: 1 }],
		]);
		expect(output[1].json.error).toContain('OrderPlaced is not a webhook type the platform knows');
		expect(Object.values(stored()).map((webhook) => webhook.name)).toEqual(['one']);
	});

	it('sends an exchange name given by the user as it is, and the platform message reaches the user', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				name: 'Hook',
				additionalFields: { exchangeName: 'wrong-exchange' },
			},
		});
		expect((fx.control().requests()[0].body as IDataObject).webhookType).toEqual({
			name: 'CartOpened',
			exchangeName: 'wrong-exchange',
		});
		expect(error?.httpCode).toBe('400');
		expect(error?.message).toContain(
			`webhookType.exchangeName of CartOpened must be ${CART_EXCHANGE}`,
		);
		expect(stored()).toEqual({});
	});

	it('does not repeat a create after a 502 (it could create twice), and says so with Continue On Fail', async () => {
		fx.control().injectFault({
			kind: 'status',
			status: 502,
			count: 1,
			match: { method: 'POST', pathPrefix: WEBHOOKS },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { ...createParameters, requestOptions: { maxInFlight: 1 } },
			items: [{ name: 'First' }, { name: 'Second' }],
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.status),
		).toEqual([502, 200]);
		expect(output[0].json.error).toContain('The platform could not handle the request');
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[1].json.name).toBe('Second');
		expect(Object.values(stored()).map((w) => w.name)).toEqual(['Second']);
	});
});

describe('Webhook: Get, Update, Delete', () => {
	it('Get reads the webhook by ID', async () => {
		const [id] = await createWebhooks(['Carts']);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'get',
				webhookId: { __rl: true, mode: 'id', value: id },
			},
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path]),
		).toEqual([['GET', `${WEBHOOKS}/${id}`]]);
		expect(output).toEqual([{ json: stored()[id], pairedItem: { item: 0 } }]);
	});

	it('Update sends every field with the ID in the body and the platform replaces the webhook', async () => {
		const [id] = await createWebhooks(['Carts']);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'update',
				webhookId: { __rl: true, mode: 'id', value: id },
				name: 'Carts v2',
				status: 'INACTIVE',
				webhookType: 'OfferOpened',
				callbackUrl: 'https://erp.example.com/v2',
				authentication: 'HTTP_BASIC',
				username: 'erp',
				password: 'pw-123456',
			},
		});
		expect(error).toBeUndefined();
		const body = {
			id,
			name: 'Carts v2',
			status: 'INACTIVE',
			webhookType: { name: 'OfferOpened', exchangeName: OFFER_EXCHANGE },
			callbackUrl: 'https://erp.example.com/v2',
			callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp', password: 'pw-123456' },
		};
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([['PUT', WEBHOOKS, body]]);
		expect(stored()[id]).toEqual(body);
		expect(output).toEqual([
			{
				json: {
					...body,
					callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp' },
					updated: true,
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it.each([
		[
			'Webhook',
			{ webhookId: { __rl: true, mode: 'id', value: '={{ $json.missing }}' } },
			'"Webhook" (webhookId) is required',
		],
		['Name', { name: '={{ $json.missing }}' }, '"Name" (name) is required'],
		['Status', { status: '={{ $json.missing }}' }, '"Status" (status) is required'],
		[
			'Webhook Type',
			{ webhookType: '={{ $json.missing }}' },
			'"Webhook Type Name or ID" (webhookType) is required',
		],
		[
			'Callback URL',
			{ callbackUrl: '={{ $json.missing }}' },
			'"Callback URL" (callbackUrl) is required',
		],
		[
			'Password',
			{ authentication: 'HTTP_BASIC', username: 'u', password: '={{ $json.missing }}' },
			'"Password" (password) is required',
		],
	])('Update stops before sending anything when %s is missing', async (_field, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				operation: 'update',
				name: 'Hook',
				webhookId: { __rl: true, mode: 'id', value: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
				...values,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('Update of an unknown webhook: the platform 404 reaches the user', async () => {
		const unknown = '00000000-0000-4000-8000-000000000000';
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				...createParameters,
				operation: 'update',
				name: 'Hook',
				webhookId: { __rl: true, mode: 'id', value: unknown },
			},
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toContain(`Webhook ${unknown} not found`);
	});

	it('Delete removes the webhook; with Continue On Fail a second delete of it is an error item', async () => {
		const [keep, drop] = await createWebhooks(['Keep', 'Drop']);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'webhook',
				operation: 'delete',
				webhookId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ id: drop }, { id: drop }],
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.status]),
		).toEqual([
			['DELETE', `${WEBHOOKS}/${drop}`, 204],
			['DELETE', `${WEBHOOKS}/${drop}`, 404],
		]);
		expect(Object.keys(stored())).toEqual([keep]);
		expect(output[0]).toEqual({ json: { id: drop, deleted: true }, pairedItem: { item: 0 } });
		expect(output[1].json.error).toContain(`Webhook ${drop} not found`);
		expect(output[1].pairedItem).toEqual({ item: 1 });
	});

	it.each(['get', 'delete'])(
		'%s stops before sending anything when the webhook ID is not a UUID',
		async (operation) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource: 'webhook',
					operation,
					webhookId: { __rl: true, mode: 'id', value: 'my-hook' },
				},
			});
			expect(error?.message).toContain('"Webhook" (webhookId) must be a UUID');
			expect(fx.control().requests()).toEqual([]);
		},
	);
});

describe('Webhook: Get Many', () => {
	it('Return All reads every page of 100', async () => {
		const ids = await createWebhooks(Array.from({ length: 205 }, (_, i) => `Hook ${i + 1}`));
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'getAll', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual(ids);
		expect(output.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([
			{ pageNumber: '1', pageSize: '100' },
			{ pageNumber: '2', pageSize: '100' },
			{ pageNumber: '3', pageSize: '100' },
		]);
	});

	it('Limit asks for one page of that size', async () => {
		const ids = await createWebhooks(['A1', 'A2', 'A3', 'A4']);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'getAll', returnAll: false, limit: 3 },
		});
		expect(output.map((item) => item.json.id)).toEqual(ids.slice(0, 3));
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ pageNumber: '1', pageSize: '3' }]);
	});

	it('sends the Search filter and returns only matching webhooks', async () => {
		const ids = await createWebhooks(['Cart to ERP', 'Login alert', 'cart to CRM']);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'getAll',
				returnAll: true,
				filters: { search: 'cart' },
			},
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual([ids[0], ids[2]]);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ search: 'cart', pageNumber: '1', pageSize: '100' }]);
	});

	it('rejects a Search of fewer than 3 characters before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'getAll',
				returnAll: true,
				filters: { search: 'ca' },
			},
		});
		expect(error?.message).toBe('"Search" (search) must have at least 3 characters');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Webhook: Get Types (both paths of the spec)', () => {
	it.each([
		['main', [[`${WEBHOOKS}/type`, 200]]],
		[
			'alternative',
			[
				[`${WEBHOOKS}/type`, 404],
				[`${WEBHOOKS}/types`, 200],
			],
		],
	] as const)('platform serving the %s path: one item per type', async (mode, requests) => {
		fx.control().setPathMode(mode);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'getTypes' },
		});
		expect(error).toBeUndefined();
		expect(output).toEqual(TYPES.map((type) => ({ json: type, pairedItem: { item: 0 } })));
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual(requests);
	});

	it('on an alternative-path platform, Create of an unlisted type name finds the types on the alternative path', async () => {
		fx.control().setPathMode('alternative');
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...createParameters, name: 'Hook', webhookType: 'Unlisted' },
		});
		expect(error?.message).toBe(
			'"Webhook Type Name or ID": Unlisted is not a webhook type the platform knows',
		);
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual([
			[`${WEBHOOKS}/type`, 404],
			[`${WEBHOOKS}/types`, 200],
		]);
	});
});

describe('Webhook: Send Example', () => {
	let receiver: ScriptedServer;
	beforeAll(async () => {
		receiver = await startScriptedServer(() => ({ status: 200, body: 'ok' }));
	});
	afterAll(async () => {
		await receiver.close();
	});
	beforeEach(() => {
		receiver.requests.length = 0;
	});

	it('asks the platform for a sample call and returns its headers and its body parsed, raw text kept', async () => {
		const callbackUrl = `${receiver.url}/hooks/cart`;
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'sendExample',
				webhookType: 'CartOpened',
				callbackUrl,
				authentication: 'HTTP_BASIC',
				username: 'erp',
				password: 'pw',
			},
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([
			[
				'POST',
				`${WEBHOOKS}/example`,
				{
					webhookType: { name: 'CartOpened', exchangeName: CART_EXCHANGE },
					callbackUrl,
					callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp', password: 'pw' },
				},
			],
		]);

		const json = output[0].json as {
			requestHeaders: Record<string, string[]>;
			requestBody: IDataObject;
			requestBodyRaw: string;
		};
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(typeof json.requestBodyRaw).toBe('string');
		expect(json.requestBody).toEqual(JSON.parse(json.requestBodyRaw));
		expect(json.requestBody).toMatchObject({ type: 'CartOpened', tenantKey: 'acme' });
		expect(json.requestHeaders.Authorization).toEqual([
			`Basic ${Buffer.from('erp:pw').toString('base64')}`,
		]);

		// What the platform says it sent is what the callback received.
		expect(receiver.requests).toHaveLength(1);
		expect(receiver.requests[0].path).toBe('/hooks/cart');
		expect(JSON.parse(receiver.requests[0].body)).toEqual(json.requestBody);
		expect(receiver.requests[0].headers.authorization).toBe(json.requestHeaders.Authorization[0]);
	});

	it.each([
		[
			'Webhook Type',
			{ webhookType: '={{ $json.missing }}' },
			'"Webhook Type Name or ID" (webhookType) is required',
		],
		[
			'Callback URL',
			{ callbackUrl: '={{ $json.missing }}' },
			'"Callback URL" (callbackUrl) is required',
		],
		[
			'Username',
			{ authentication: 'HTTP_BASIC', username: '={{ $json.missing }}', password: 'pw' },
			'"Username" (username) is required',
		],
	])('stops before sending anything when %s is missing', async (_field, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'sendExample',
				webhookType: 'CartOpened',
				callbackUrl: 'https://erp.example.com/x',
				authentication: 'NONE',
				...values,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
		expect(receiver.requests).toEqual([]);
	});
});

describe('Webhook: searchWebhooks and getWebhookTypes (through LoadOptionsContext)', () => {
	it('searchWebhooks lists name (type) -> ID page by page', async () => {
		const ids = await createWebhooks(Array.from({ length: 120 }, (_, i) => `Hook ${i + 1}`));
		const first = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'get' },
			method: 'searchWebhooks',
		});
		expect(first.results).toHaveLength(100);
		expect(first.results[0]).toEqual({ name: 'Hook 1 (CartOpened)', value: ids[0] });
		expect(first.paginationToken).toBe('2');
		const second = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'get' },
			method: 'searchWebhooks',
			paginationToken: first.paginationToken as string,
		});
		expect(second.results.map((r) => r.value)).toEqual(ids.slice(100));
		expect(second.paginationToken).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([
			{ pageNumber: '1', pageSize: '100' },
			{ pageNumber: '2', pageSize: '100' },
		]);
	});

	it('searchWebhooks sends a filter of 3+ characters to the platform and filters shorter ones itself', async () => {
		const ids = await createWebhooks(['Cart to ERP', 'Login alert', 'cart to CRM']);
		const long = await runListSearch({
			credentials: fx.credentials(),
			parameters: {},
			method: 'searchWebhooks',
			filter: 'CART',
		});
		expect(long.results.map((r) => r.value)).toEqual([ids[0], ids[2]]);
		const short = await runListSearch({
			credentials: fx.credentials(),
			parameters: {},
			method: 'searchWebhooks',
			filter: 'lo',
		});
		expect(short.results.map((r) => r.value)).toEqual([ids[1]]);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([
			{ pageNumber: '1', pageSize: '100', search: 'CART' },
			{ pageNumber: '1', pageSize: '100' },
		]);
	});

	it.each(['main', 'alternative'] as const)(
		'getWebhookTypes reads the types from the platform (%s path)',
		async (mode) => {
			fx.control().setPathMode(mode);
			const options = await runLoadOptions({
				credentials: fx.credentials(),
				parameters: { resource: 'webhook', operation: 'create' },
				method: 'getWebhookTypes',
			});
			expect(options.map((o) => [o.name, o.value])).toEqual(
				TYPES.map((t) => [t.name.replace(/([a-z])([A-Z])/g, '$1 $2'), t.name]),
			);
			expect(
				options.every(
					(o) => typeof o.description === 'string' && !o.description.includes('API documentation'),
				),
			).toBe(true);
			expect(fx.control().requests().at(-1)?.path).toBe(
				`${WEBHOOKS}/${mode === 'main' ? 'type' : 'types'}`,
			);
			expect(fx.control().requests().at(-1)?.status).toBe(200);
		},
	);

	it('getWebhookTypes adds the types only the platform lists, and a Create of one sends its exchange name', async () => {
		const platform = await startScriptedServer((request) =>
			request.path === `${WEBHOOKS}/type`
				? {
						status: 200,
						body: [
							...TYPES,
							{ name: 'OrderPlaced', exchangeName: 'x-orderplaced' },
							{ exchangeName: 'nameless' },
						],
					}
				: { status: 201, body: { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' } },
		);
		try {
			const credentials = { ...fx.credentials(), baseUrl: platform.url };
			const options = await runLoadOptions({
				credentials,
				parameters: { resource: 'webhook', operation: 'create' },
				method: 'getWebhookTypes',
			});
			expect(options.map((o) => [o.value, o.description])).toEqual([
				['CartOpened', 'A user opened a cart'],
				[
					'ClientLogged',
					'A user logged into the platform (sent again on activity after 30 minutes without any)',
				],
				[
					'OfferOpened',
					'A user opened an offer in the back office (sent again for each other offer opened)',
				],
				['OrderPlaced', 'Platform event type (exchange x-orderplaced)'],
			]);
			platform.requests.length = 0;
			const { error } = await runNode({
				credentials,
				parameters: { ...createParameters, name: 'Hook', webhookType: 'OrderPlaced' },
			});
			expect(error).toBeUndefined();
			expect(platform.requests.map((r) => [r.method, r.path])).toEqual([
				['GET', `${WEBHOOKS}/type`],
				['POST', WEBHOOKS],
			]);
			expect(JSON.parse(platform.requests[1].body).webhookType).toEqual({
				name: 'OrderPlaced',
				exchangeName: 'x-orderplaced',
			});
		} finally {
			await platform.close();
		}
	});

	it('getWebhookTypes falls back to the documented types, saying why, when the platform fails', async () => {
		fx.control().injectFault({
			kind: 'status',
			status: 500,
			match: { pathPrefix: `${WEBHOOKS}/type` },
		});
		const options = await runLoadOptions({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'create' },
			method: 'getWebhookTypes',
		});
		expect(options.map((o) => o.value)).toEqual(['CartOpened', 'ClientLogged', 'OfferOpened']);
		expect(options[0].description).toContain('The platform could not handle the request');
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual([[`${WEBHOOKS}/type`, 500]]);
	});
});
