/** Webhooks: CRUD, validation, list search, types, the example call and event delivery. */
import { UUID_RE, expectError, receiver, useKit } from './testkit';

const WH = '/api/v1/webhooks/integrations/auth-required/webhooks';
const CART = { name: 'CartOpened', exchangeName: 'p-u-o-m-e-c-cartopened-klient' };
const LOGGED = { name: 'ClientLogged', exchangeName: 'p-u-o-m-e-c-clientlogged-klient' };
const OFFER = { name: 'OfferOpened', exchangeName: 'p-u-o-m-e-o-offeropened-klient' };

const kit = useKit();

const hook = (over: Record<string, unknown> = {}) => ({
	name: 'Cart hook',
	status: 'ACTIVE',
	webhookType: CART,
	callbackUrl: 'http://127.0.0.1:9/hook',
	callbackAuthentication: { type: 'NONE' },
	...over,
});

describe('webhook CRUD', () => {
	it('creates, reads, updates and deletes', async () => {
		const r = await kit.api.post(
			WH,
			hook({ callbackAuthentication: { type: 'HTTP_BASIC', username: 'u', password: 'p' } }),
		);
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ id: expect.stringMatching(UUID_RE) });
		const id = r.data.id;
		expect((await kit.api.get(`${WH}/${id}`)).data).toEqual({
			id,
			name: 'Cart hook',
			status: 'ACTIVE',
			webhookType: CART,
			callbackUrl: 'http://127.0.0.1:9/hook',
			callbackAuthentication: { type: 'HTTP_BASIC', username: 'u', password: 'p' },
		});
		const upd = await kit.api.put(
			WH,
			hook({ id, name: 'Renamed', status: 'INACTIVE', webhookType: OFFER }),
		);
		expect(upd.status).toBe(204);
		expect((await kit.api.get(`${WH}/${id}`)).data).toEqual({
			id,
			name: 'Renamed',
			status: 'INACTIVE',
			webhookType: OFFER,
			callbackUrl: 'http://127.0.0.1:9/hook',
			callbackAuthentication: { type: 'NONE', username: null, password: null },
		});
		expect((await kit.api.delete(`${WH}/${id}`)).status).toBe(204);
		expectError(await kit.api.get(`${WH}/${id}`), 404, 'NOT_FOUND');
		expectError(await kit.api.delete(`${WH}/${id}`), 404, 'NOT_FOUND');
		expectError(await kit.api.put(WH, hook({ id })), 404, 'NOT_FOUND');
	});

	it.each([
		['name', { name: undefined }],
		['status', { status: 'PAUSED' }],
		['status', { status: undefined }],
		['webhookType', { webhookType: undefined }],
		['webhookType.name', { webhookType: { name: 'OrderPlaced', exchangeName: 'x' } }],
		['webhookType.exchangeName', { webhookType: { name: 'CartOpened' } }],
		[
			'webhookType.exchangeName',
			{ webhookType: { name: 'CartOpened', exchangeName: LOGGED.exchangeName } },
		],
		['callbackUrl', { callbackUrl: undefined }],
		['callbackUrl', { callbackUrl: 'not a url' }],
		['callbackUrl', { callbackUrl: 'ftp://127.0.0.1/x' }],
		['callbackAuthentication', { callbackAuthentication: undefined }],
		['callbackAuthentication.type', { callbackAuthentication: { type: 'OAUTH' } }],
		[
			'callbackAuthentication.username',
			{ callbackAuthentication: { type: 'HTTP_BASIC', password: 'p' } },
		],
		[
			'callbackAuthentication.password',
			{ callbackAuthentication: { type: 'HTTP_BASIC', username: 'u' } },
		],
	])('rejects a bad %s', async (field, over) => {
		expectError(await kit.api.post(WH, hook(over)), 400, 'VALIDATION_FAILED', field);
		expect(kit.platform.control.state('acme').webhooks ?? {}).toEqual({});
	});

	it('requires the id on update', async () => {
		expectError(await kit.api.put(WH, hook()), 400, 'VALIDATION_FAILED', 'id');
	});

	it('ignores username and password for NONE', async () => {
		const id = (
			await kit.api.post(
				WH,
				hook({ callbackAuthentication: { type: 'NONE', username: 'u', password: 'p' } }),
			)
		).data.id;
		expect((await kit.api.get(`${WH}/${id}`)).data.callbackAuthentication).toEqual({
			type: 'NONE',
			username: null,
			password: null,
		});
	});

	it('lists with paging and a search of at least 3 characters on the name', async () => {
		for (const name of ['Cart to ERP', 'Login audit', 'cart to CRM'])
			await kit.api.post(WH, hook({ name }));
		const all = (await kit.api.get(WH)).data;
		expect(all).toMatchObject({ totalItems: 3, pageNumber: 1, totalPages: 1, nextPage: null });
		const found = (await kit.api.get(WH, { params: { search: 'CART' } })).data;
		expect(found.items.map((w: { name: string }) => w.name)).toEqual([
			'Cart to ERP',
			'cart to CRM',
		]);
		const paged = (
			await kit.api.get(WH, { params: { search: 'cart', pageSize: 1, pageNumber: 2 } })
		).data;
		expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, pageNumber: 2, nextPage: null });
		expectError(
			await kit.api.get(WH, { params: { search: 'ca' } }),
			400,
			'VALIDATION_FAILED',
			'search',
		);
		expectError(
			await kit.api.get(WH, { params: { search: '' } }),
			400,
			'VALIDATION_FAILED',
			'search',
		);
	});

	it('lists the three types', async () => {
		expect((await kit.api.get(`${WH}/types`)).data).toEqual([CART, LOGGED, OFFER]);
	});
});

describe('webhook delivery', () => {
	it('posts to every ACTIVE webhook of the type, with basic auth and the tenant header', async () => {
		const rx = await receiver();
		try {
			await kit.api.post(
				WH,
				hook({
					name: 'basic',
					callbackUrl: `${rx.url}/a`,
					callbackAuthentication: { type: 'HTTP_BASIC', username: 'erp', password: 's3cret' },
				}),
			);
			await kit.api.post(WH, hook({ name: 'none', callbackUrl: `${rx.url}/b` }));
			await kit.api.post(
				WH,
				hook({ name: 'inactive', status: 'INACTIVE', callbackUrl: `${rx.url}/c` }),
			);
			await kit.api.post(
				WH,
				hook({ name: 'other type', webhookType: LOGGED, callbackUrl: `${rx.url}/d` }),
			);
			await kit.globex.post(WH, hook({ name: 'globex', callbackUrl: `${rx.url}/e` }));

			const deliveries = await kit.platform.control.fireWebhook('acme', 'CartOpened');
			expect(deliveries.map((d) => [d.callbackUrl, d.status, d.body])).toEqual([
				[`${rx.url}/a`, 200, 'ok'],
				[`${rx.url}/b`, 200, 'ok'],
			]);
			expect(rx.received.map((r) => r.url).sort()).toEqual(['/a', '/b']);
			const a = rx.received.find((r) => r.url === '/a')!;
			expect(a.method).toBe('POST');
			expect(a.headers.authorization).toBe(`Basic ${Buffer.from('erp:s3cret').toString('base64')}`);
			expect(a.headers['content-type']).toBe('application/json');
			expect(a.headers['platform-tenant']).toBe('acme');
			const body = JSON.parse(a.body);
			expect(body).toEqual({
				type: 'CartOpened',
				tenantKey: 'acme',
				cartId: expect.stringMatching(UUID_RE),
				clientId: expect.stringMatching(/^org:[0-9a-f-]{36}$/),
				eventId: expect.stringMatching(UUID_RE),
				timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
			});
			expect(rx.received.find((r) => r.url === '/b')!.headers.authorization).toBeUndefined();
		} finally {
			await rx.close();
		}
	});

	it('merges a given body over the default and sends the other types with their own fields', async () => {
		const rx = await receiver(500);
		try {
			await kit.api.post(WH, hook({ webhookType: LOGGED, callbackUrl: rx.url }));
			await kit.api.post(WH, hook({ webhookType: OFFER, callbackUrl: rx.url }));
			const [logged] = await kit.platform.control.fireWebhook('acme', 'ClientLogged', {
				clientId: 'org:x',
			});
			expect(logged.status).toBe(500);
			expect(logged.sent).toMatchObject({
				type: 'ClientLogged',
				tenantKey: 'acme',
				clientId: 'org:x',
				userId: expect.any(String),
			});
			const [offer] = await kit.platform.control.fireWebhook('acme', 'OfferOpened');
			expect(offer.sent).toMatchObject({
				type: 'OfferOpened',
				offerId: expect.stringMatching(UUID_RE),
			});
			expect(JSON.parse(rx.received[1].body).offerId).toBe(offer.sent.offerId);
		} finally {
			await rx.close();
		}
	});

	it('reports status 0 when the callback cannot be reached, and never calls non-loopback hosts', async () => {
		await kit.api.post(WH, hook({ callbackUrl: 'http://127.0.0.1:1/closed' }));
		await kit.api.post(WH, hook({ callbackUrl: 'http://example.com/hook' }));
		const d = await kit.platform.control.fireWebhook('acme', 'CartOpened');
		expect(d.map((x) => x.status)).toEqual([0, 0]);
		expect(d[1].body).toMatch(/loopback/);
		await expect(kit.platform.control.fireWebhook('acme', 'Nope')).rejects.toMatchObject({
			status: 400,
		});
	});
});

describe('webhook example', () => {
	it('sends a sample callback and returns its headers and body', async () => {
		const rx = await receiver();
		try {
			const r = await kit.api.post(`${WH}/example`, {
				webhookType: CART,
				callbackUrl: `${rx.url}/example`,
				callbackAuthentication: { type: 'HTTP_BASIC', username: 'u', password: 'p' },
			});
			expect(r.status).toBe(200);
			expect(r.data.requestHeaders).toEqual({
				'Content-Type': ['application/json'],
				'platform-tenant': ['acme'],
				Authorization: [`Basic ${Buffer.from('u:p').toString('base64')}`],
			});
			expect(typeof r.data.requestBody).toBe('string');
			expect(JSON.parse(r.data.requestBody)).toMatchObject({
				type: 'CartOpened',
				tenantKey: 'acme',
			});
			expect(rx.received).toHaveLength(1);
			expect(rx.received[0].body).toBe(r.data.requestBody);
			expect(rx.received[0].headers.authorization).toBe(r.data.requestHeaders.Authorization[0]);
		} finally {
			await rx.close();
		}
	});

	it('requires webhookType, callbackUrl and callbackAuthentication', async () => {
		const body = {
			webhookType: CART,
			callbackUrl: 'http://127.0.0.1:1/x',
			callbackAuthentication: { type: 'NONE' },
		};
		for (const field of ['webhookType', 'callbackUrl', 'callbackAuthentication'] as const) {
			const b: Record<string, unknown> = { ...body };
			delete b[field];
			expectError(await kit.api.post(`${WH}/example`, b), 400, 'VALIDATION_FAILED', field);
		}
	});
});
