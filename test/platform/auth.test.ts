/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** Authentication, the error format, routing and the three path modes of the fake platform. */
import { ACME, CLIENT, client, expectError, startKit, useKit } from './testkit';

const OPS = '/api/v1/catalog/integrations/auth-required/operators';
const AUTH_OPS = '/api/v1/authserver/integrations/auth-required/operators';
const ROLES = '/api/v1/authserver/integrations/auth-required/roles';

const kit = useKit();

describe('authentication', () => {
	it('answers 401 UNAUTHORIZED without ApiAuth', async () => {
		const r = await kit.raw.get(OPS, { headers: { 'platform-tenant': 'acme' } });
		expectError(r, 401, 'UNAUTHORIZED');
	});

	it('answers 403 FORBIDDEN_TENANT without platform-tenant or with an unknown tenant', async () => {
		expectError(
			await kit.raw.get(OPS, { headers: { ApiAuth: 'acme-key-123' } }),
			403,
			'FORBIDDEN_TENANT',
		);
		expectError(
			await kit.raw.get(OPS, {
				headers: { ApiAuth: 'acme-key-123', 'platform-tenant': 'initech' },
			}),
			403,
			'FORBIDDEN_TENANT',
		);
	});

	it("answers 401 when the key is another tenant's or wrong", async () => {
		expectError(
			await kit.raw.get(OPS, { headers: { ApiAuth: 'globex-key-456', 'platform-tenant': 'acme' } }),
			401,
			'UNAUTHORIZED',
		);
		expectError(
			await kit.raw.get(OPS, { headers: { ApiAuth: 'nope', 'platform-tenant': 'acme' } }),
			401,
			'UNAUTHORIZED',
		);
	});

	it('accepts the right key, with any header-name case', async () => {
		const r = await kit.raw.get(OPS, {
			headers: { apiauth: 'acme-key-123', 'Platform-Tenant': 'acme', accept: '*/*' },
		});
		expect(r.status).toBe(200);
	});

	it('checks credentials before looking the route up', async () => {
		expectError(await kit.raw.get('/api/v1/nothing/here'), 401, 'UNAUTHORIZED');
		expectError(await kit.api.get('/api/v1/nothing/here'), 404, 'ROUTE_NOT_FOUND');
	});

	it('keeps tenants apart', async () => {
		const created = await kit.api.post('/api/v1/account/integrations/auth-required/segments', {
			name: 'Only acme',
		});
		expect(created.status).toBe(200);
		const id = created.data.id;
		expect(
			(await kit.api.get(`/api/v1/account/integrations/auth-required/segments/${id}`)).status,
		).toBe(200);
		expectError(
			await kit.globex.get(`/api/v1/account/integrations/auth-required/segments/${id}`),
			404,
			'NOT_FOUND',
		);
		expect(kit.platform.control.state('globex').segments ?? {}).toEqual({});
		expect(Object.keys(kit.platform.control.state('acme').segments)).toEqual([id]);
	});

	it('serves custom tenants', async () => {
		const k = await startKit({ tenants: { initech: 'tps-report' } });
		try {
			const c = client(k.platform.url, { ApiAuth: 'tps-report', 'platform-tenant': 'initech' });
			expect((await c.get(OPS)).status).toBe(200);
			expectError(await k.api.get(OPS), 403, 'FORBIDDEN_TENANT');
			expect(k.platform.tenants).toEqual({ initech: 'tps-report' });
		} finally {
			await k.platform.close();
		}
	});
});

describe('errors and routing', () => {
	it('answers 404 ROUTE_NOT_FOUND outside /api and /_control, without auth', async () => {
		expectError(await kit.raw.get('/'), 404, 'ROUTE_NOT_FOUND');
	});

	it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path and an unknown method', async () => {
		const r = await kit.api.delete('/api/v1/account/integrations/auth-required/segments');
		expectError(r, 405, 'METHOD_NOT_ALLOWED');
		expect(r.headers.allow).toBe('GET, POST');
	});

	it('answers 400 for a body that is not JSON', async () => {
		const r = await kit.api.post(
			'/api/v1/account/integrations/auth-required/segments',
			'{"name": ',
			{
				headers: { 'content-type': 'application/json' },
				transformRequest: (d) => d,
			},
		);
		expectError(r, 400, 'VALIDATION_FAILED');
	});

	it('answers 204 with an empty body where the spec describes no output', async () => {
		const id = (
			await kit.api.post('/api/v1/account/integrations/auth-required/segments', { name: 'A' })
		).data.id;
		const r = await kit.api.put(
			`/api/v1/account/integrations/auth-required/segments/${id}`,
			{ name: 'B' },
			{ responseType: 'text' },
		);
		expect(r.status).toBe(204);
		expect(r.data).toBe('');
		expect(r.headers['content-type']).toBeUndefined();
	});

	it('lets literal segments win over {id} templates', async () => {
		expect(
			(await kit.api.get('/api/v1/account/integrations/auth-required/segments/synchronization'))
				.data,
		).toEqual({
			nextId: 0,
			events: [],
		});
		expect(
			(await kit.api.get('/api/v1/webhooks/integrations/auth-required/webhooks/types')).data,
		).toHaveLength(3);
		expect(
			(await kit.api.get('/api/v1/webhooks/integrations/auth-required/webhooks/type')).data,
		).toHaveLength(3);
	});
});

/** [name, method, main path, alternative path, body?] of every contradiction this module serves. */
// Every row has all five members: jest.each takes a missing last argument for a done callback.
const VARIANTS: Array<[string, 'get' | 'post' | 'put' | 'delete', string, string, unknown]> = [
	['operator list', 'get', OPS, AUTH_OPS, undefined],
	['operator feed', 'get', `${OPS}/synchronization`, `${AUTH_OPS}/synchronization`, undefined],
	['roles', 'get', `${OPS}?clientId=${CLIENT}`, `${ROLES}?clientId=${CLIENT}`, undefined],
	[
		'external reservation',
		'put',
		'/api/v1/account/integrations/auth-required/external-reservations',
		'/api/v1/stock/integrations/auth-required/external-reservations',
		{ salesOrderNumber: 'SO-1', products: [] },
	],
	[
		'manufacturer create',
		'post',
		'/api/v1/catalog/integrations/auth-required/dictionaries/manufacturers',
		'/api/v1/catalog/integrations/auth-required/dictionaries/manufactures',
		{ name: 'Voltara', externalId: 'M-1', acronym: 'VOL' },
	],
	[
		'client-to-pricing',
		'put',
		'/api/v1/pricing/integrations/auth-required/client-to-pricing',
		'/api/v1/pricing/integrations/auth-required/clients-to-pricings',
		[{ clientId: CLIENT, pricingId: 'P1' }],
	],
	[
		'webhook types',
		'get',
		'/api/v1/webhooks/integrations/auth-required/webhooks/type',
		'/api/v1/webhooks/integrations/auth-required/webhooks/types',
		undefined,
	],
];

describe('path modes', () => {
	afterEach(() => kit.platform.control.setPathMode('both'));

	it.each(VARIANTS)(
		'%s: main path in main mode, alternative path in alternative mode, both in both',
		async (_n, method, text, sample, body) => {
			const call = (path: string) =>
				method === 'get' || method === 'delete'
					? kit.api[method](path)
					: kit.api[method](path, body);
			const c = kit.platform.control;
			c.setPathMode('main');
			expect((await call(text)).status).toBeLessThan(300);
			expectError(await call(sample), 404, 'ROUTE_NOT_FOUND');
			c.setPathMode('alternative');
			expect((await call(sample)).status).toBeLessThan(300);
			expectError(await call(text), 404, 'ROUTE_NOT_FOUND');
			c.setPathMode('both');
			expect((await call(text)).status).toBeLessThan(300);
			expect((await call(sample)).status).toBeLessThan(300);
		},
	);

	it('serves operator get only under authserver in alternative mode, writes under catalog always', async () => {
		const c = kit.platform.control;
		const id = c.addOperator('acme', { name: 'Jan Test' }).id;
		c.setPathMode('alternative');
		expect((await kit.api.get(`${AUTH_OPS}/${id}`)).data.name).toBe('Jan Test');
		expectError(await kit.api.get(`${OPS}/${id}`), 404, 'ROUTE_NOT_FOUND');
		expect((await kit.api.put(`${OPS}/${id}`, { name: 'Jan Changed', phone: '1' })).status).toBe(
			204,
		);
		expect(
			(await kit.api.post(`${OPS}/create`, { name: 'N', email: 'n@x.io', phone: '2' })).status,
		).toBe(200);
		// no mode serves a POST there: the path exists (GET {operatorId}), the method does not
		expectError(
			await kit.api.post(`${AUTH_OPS}/create`, { name: 'N', email: 'n@x.io', phone: '2' }),
			405,
			'METHOD_NOT_ALLOWED',
		);
		c.setPathMode('main');
		expect((await kit.api.get(`${OPS}/${id}`)).data.name).toBe('Jan Changed');
		expectError(await kit.api.get(`${AUTH_OPS}/${id}`), 404, 'ROUTE_NOT_FOUND');
	});

	it('treats catalog .../operators?clientId as the role lookup only on the main path', async () => {
		const c = kit.platform.control;
		c.addRole('acme', { name: 'Buyer' });
		c.addOperator('acme');
		const roles = await kit.api.get(OPS, { params: { clientId: CLIENT } });
		expect(roles.data.map((r: { name: string }) => r.name)).toEqual(['Buyer']);
		const list = await kit.api.get(AUTH_OPS, { params: { clientId: CLIENT } });
		expect(list.data.totalItems).toBe(1);
		c.setPathMode('alternative');
		expectError(await kit.api.get(OPS, { params: { clientId: CLIENT } }), 404, 'ROUTE_NOT_FOUND');
	});

	it('serves the plugin-data delete at /by-product (text) and without it (sample)', async () => {
		const c = kit.platform.control;
		const base = '/api/v1/catalog/integrations/auth-required/pluginsData/plug-1';
		const put = () =>
			kit.api.post(`${base}/by-product`, { productId: 'SKU-1', metadata: { a: 1 } });
		c.setPathMode('main');
		await put();
		expectError(
			await kit.api.delete(base, { params: { productId: 'SKU-1' } }),
			404,
			'ROUTE_NOT_FOUND',
		);
		expect(
			(await kit.api.delete(`${base}/by-product`, { params: { productId: 'SKU-1' } })).status,
		).toBe(204);
		c.setPathMode('alternative');
		await put();
		expectError(
			await kit.api.delete(`${base}/by-product`, { params: { productId: 'SKU-1' } }),
			404,
			'ROUTE_NOT_FOUND',
		);
		expect((await kit.api.delete(base, { params: { productId: 'SKU-1' } })).status).toBe(204);
	});

	it('serves the manufacturer update under both spellings per mode', async () => {
		const c = kit.platform.control;
		const dict = '/api/v1/catalog/integrations/auth-required/dictionaries';
		const id = (
			await kit.api.post(`${dict}/manufacturers`, { name: 'A', externalId: 'E', acronym: 'AC' })
		).data.manufacturerId;
		const body = { name: 'B', externalId: 'E', acronym: 'BB' };
		c.setPathMode('main');
		expect((await kit.api.put(`${dict}/manufacturers/${id}`, body)).status).toBe(204);
		expectError(await kit.api.put(`${dict}/manufactures/${id}`, body), 404, 'ROUTE_NOT_FOUND');
		c.setPathMode('alternative');
		expect((await kit.api.put(`${dict}/manufactures/${id}`, body)).status).toBe(204);
		expectError(await kit.api.put(`${dict}/manufacturers/${id}`, body), 404, 'ROUTE_NOT_FOUND');
	});

	it('can start in a path mode', async () => {
		const k = await startKit({ pathMode: 'alternative' });
		try {
			expectError(await k.api.get(OPS), 404, 'ROUTE_NOT_FOUND');
			expect((await k.api.get(AUTH_OPS)).status).toBe(200);
		} finally {
			await k.platform.close();
		}
	});

	it('rejects an unknown mode', () => {
		expect(() => kit.platform.control.setPathMode('weird' as never)).toThrow(/mode/);
	});

	it('logs the headers, tenant and route of a call', async () => {
		await kit.api.get(OPS);
		const [logged] = kit.platform.control.requests({ pathPrefix: OPS });
		expect(logged.headers.apiauth).toBe(ACME.ApiAuth);
		expect(logged.tenant).toBe('acme');
		expect(logged.route).toBe('operator.list');
	});
});
