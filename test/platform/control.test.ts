/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** The control plane over HTTP and in-process, the request log, stats and the demo data. */
import { ACME, CLIENT, client, expectError, receiver, startKit, useKit } from './testkit';

const OPS = '/api/v1/catalog/integrations/auth-required/operators';
const SEG = '/api/v1/account/integrations/auth-required/segments';

const kit = useKit({ logLimit: 20 });
let ctl: ReturnType<typeof client>;
beforeAll(() => {
	ctl = client(`${kit.platform.url}/_control`);
});

describe('request log', () => {
	it('records method, path, query, lower-case headers, parsed body, status, route, tenant and time', async () => {
		await kit.api.post(
			SEG,
			{ name: 'Logged' },
			{ params: { a: '1', b: ['x', 'y'] }, headers: { 'X-Custom': 'Yes' } },
		);
		const [r] = kit.platform.control.requests();
		expect(r).toMatchObject({
			seq: expect.any(Number),
			origin: 'api',
			method: 'POST',
			path: SEG,
			query: { a: '1', 'b[]': ['x', 'y'] },
			body: { name: 'Logged' },
			status: 200,
			route: 'segment.create',
			tenant: 'acme',
		});
		expect(r.headers).toMatchObject({
			apiauth: ACME.ApiAuth,
			'platform-tenant': 'acme',
			'x-custom': 'Yes',
			'content-type': 'application/json',
		});
		expect(new Date(r.at).toISOString()).toBe(r.at);
	});

	it('logs failed calls too, and non-JSON bodies as strings', async () => {
		await kit.raw.get(OPS);
		await kit.api.post(SEG, 'name=x', { headers: { 'content-type': 'text/plain' } });
		const [unauth, text] = kit.platform.control.requests();
		expect(unauth).toMatchObject({ status: 401, route: 'operator.list' });
		expect(unauth.tenant).toBeUndefined();
		expect(text).toMatchObject({ status: 400, body: 'name=x' });
	});

	it('filters by method, path prefix, origin and route; keeps the last logLimit entries', async () => {
		for (let i = 0; i < 25; i++) await kit.api.get(OPS);
		await kit.api.post(SEG, { name: 'x' });
		const c = kit.platform.control;
		expect(c.requests()).toHaveLength(20);
		expect(c.requests({ method: 'post' })).toHaveLength(1);
		expect(c.requests({ pathPrefix: '/api/v1/account' })).toHaveLength(1);
		expect(c.requests({ route: 'operator.list' })).toHaveLength(19);
		expect(c.requests({ origin: 'upload' })).toHaveLength(0);
		const seqs = c.requests().map((r) => r.seq);
		expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
		c.clearRequests();
		expect(c.requests()).toEqual([]);
		expect(c.stats().requests).toBe(0);
	});

	it('does not log control-plane calls', async () => {
		await ctl.get('/stats');
		expect(kit.platform.control.requests()).toEqual([]);
	});
});

describe('control plane over HTTP', () => {
	it('lists its routes and answers unknown ones with ROUTE_NOT_FOUND', async () => {
		expect((await ctl.get('')).data.routes.length).toBeGreaterThan(5);
		expectError(await ctl.get('/nope'), 404, 'ROUTE_NOT_FOUND');
	});

	it('switches the path mode', async () => {
		expect((await ctl.post('/path-mode', { mode: 'main' })).status).toBe(200);
		expect((await ctl.get('/path-mode')).data).toEqual({ mode: 'main' });
		expectError(
			await kit.api.get('/api/v1/authserver/integrations/auth-required/operators'),
			404,
			'ROUTE_NOT_FOUND',
		);
		expectError(await ctl.post('/path-mode', { mode: 'other' }), 400, 'VALIDATION_FAILED', 'mode');
		await ctl.post('/reset');
		expect((await ctl.get('/path-mode')).data).toEqual({ mode: 'both' });
	});

	it('stores records of any collection, in-process and over HTTP, for the routes that read them', async () => {
		const note = { id: 'n1', complaintId: 'c1', text: 'Called the client' };
		expect(kit.platform.control.addRecords('acme', 'notes', [note])).toEqual([note]);
		const posted = await ctl.post('/tenants/acme/records/notes', {
			records: [{ id: 'n2', complaintId: 'c1', text: 'Sent a photo' }],
		});
		expect(posted.status).toBe(200);
		expect(kit.platform.control.state('acme').notes).toEqual({
			n1: note,
			n2: { id: 'n2', complaintId: 'c1', text: 'Sent a photo' },
		});
		expect(kit.platform.control.state('globex').notes).toBeUndefined();
		expectError(
			await ctl.post('/tenants/acme/records/notes', { records: [{ text: 'no id' }] }),
			400,
			'VALIDATION_FAILED',
			'records',
		);
		expectError(
			await ctl.post('/tenants/acme/records/notes', {}),
			400,
			'VALIDATION_FAILED',
			'records',
		);
	});

	it('reads and clears the request log', async () => {
		await kit.api.get(OPS);
		await kit.api.post(SEG, { name: 'a' });
		const all = (await ctl.get('/requests')).data;
		expect(all).toHaveLength(2);
		expect(
			(await ctl.get('/requests', { params: { method: 'POST', pathPrefix: '/api/v1/account' } }))
				.data,
		).toHaveLength(1);
		expect((await ctl.get('/requests', { params: { origin: 'upload' } })).data).toHaveLength(0);
		await ctl.delete('/requests');
		expect((await ctl.get('/requests')).data).toEqual([]);
	});

	it('injects, lists, removes and clears faults', async () => {
		const { id } = (
			await ctl.post('/faults', { kind: 'status', status: 502, match: { pathPrefix: OPS } })
		).data;
		expect((await ctl.get('/faults')).data).toEqual([
			{
				id,
				spec: { kind: 'status', status: 502, match: { pathPrefix: OPS } },
				remaining: null,
				applied: 0,
			},
		]);
		expect((await kit.api.get(OPS)).status).toBe(502);
		expect((await ctl.delete(`/faults/${id}`)).status).toBe(200);
		expectError(await ctl.delete(`/faults/${id}`), 404, 'NOT_FOUND');
		await ctl.post('/faults', { kind: 'drop' });
		await ctl.delete('/faults');
		expect((await kit.api.get(OPS)).status).toBe(200);
		expectError(await ctl.post('/faults', { kind: 'status' }), 400, 'VALIDATION_FAILED', 'status');
	});

	it('sets latency and the concurrency limit', async () => {
		await ctl.post('/latency', { ms: 100 });
		const t = Date.now();
		await kit.api.get(OPS);
		expect(Date.now() - t).toBeGreaterThanOrEqual(90);
		await ctl.post('/concurrency-limit', { max: 1, retryAfter: 3 });
		const rs = await Promise.all([kit.api.get(OPS), kit.api.get(OPS)]);
		expect(rs.map((r) => r.status).sort()).toEqual([200, 429]);
		await ctl.post('/concurrency-limit', {});
		await ctl.post('/latency', { ms: 0 });
		const rs2 = await Promise.all([kit.api.get(OPS), kit.api.get(OPS)]);
		expect(rs2.map((r) => r.status)).toEqual([200, 200]);
		expectError(await ctl.post('/concurrency-limit', { max: 0 }), 400, 'VALIDATION_FAILED', 'max');
	});

	it('seeds complaints, carts, offers, roles, operators and segments', async () => {
		const complaint = (await ctl.post('/tenants/acme/complaints', { reason: 'Broken' })).data;
		expect(complaint.reason).toBe('Broken');
		expect(
			(await kit.api.get(`/api/v1/rma/integrations/auth-required/complaint/${complaint.id}`)).data,
		).toEqual(complaint);
		const cart = (await ctl.post('/tenants/acme/carts', { lines: [{ productId: 'SKU-1' }] })).data;
		expect(cart.lines).toEqual([
			expect.objectContaining({ productId: 'SKU-1', id: expect.any(String) }),
		]);
		const offer = (await ctl.post('/tenants/acme/offers', {})).data;
		expect(
			(
				await kit.api.get('/api/v1/orderpath/integrations/auth-required/offer', {
					params: { offerId: offer.id },
				})
			).data.id,
		).toBe(offer.id);
		const role = (
			await ctl.post('/tenants/acme/roles', { name: 'Viewer', authorities: ['APP_VIEW_ORDERS'] })
		).data;
		expect((await kit.api.get(OPS, { params: { clientId: CLIENT } })).data).toEqual([role]);
		expectError(
			await ctl.post('/tenants/acme/roles', { authorities: ['FLY'] }),
			400,
			'VALIDATION_FAILED',
			'authorities',
		);
		const op = (
			await ctl.post('/tenants/acme/operators', { name: 'Back Office', context: 'APPLICATION' })
		).data;
		expect((await kit.api.get(`${OPS}/${op.id}`)).data.name).toBe('Back Office');
		const feed = (
			await kit.api.get(`${OPS}/synchronization`, { params: { contexts: 'APPLICATION' } })
		).data;
		expect(feed.events).toEqual([{ operatorId: op.id, type: 'CREATE' }]);
		const seg = (await ctl.post('/tenants/acme/segments', { name: 'Made in the platform' })).data;
		expect((await kit.api.get(`${SEG}/${seg.id}`)).data.name).toBe('Made in the platform');
		expectError(await ctl.post('/tenants/initech/complaints', {}), 404, 'NOT_FOUND');
	});

	it('adds feed events one by one and in bulk', async () => {
		expect(
			(
				await ctl.post('/tenants/acme/feeds/segments/events', {
					event: { segmentId: 's', type: 'WEIRD' },
					context: 'INTERNAL',
				})
			).data,
		).toEqual({ id: 1 });
		expect(
			(
				await ctl.post('/tenants/acme/feeds/segments/events', {
					count: 3,
					event: { segmentId: 'same', type: 'UPDATE' },
				})
			).data,
		).toEqual({
			firstId: 2,
			lastId: 4,
		});
		const events = (await kit.api.get(`${SEG}/synchronization`)).data.events;
		expect(events).toEqual([
			{ segmentId: 's', type: 'WEIRD' },
			{ segmentId: 'same', type: 'UPDATE' },
			{ segmentId: 'same', type: 'UPDATE' },
			{ segmentId: 'same', type: 'UPDATE' },
		]);
		expectError(await ctl.post('/tenants/acme/feeds/nope/events', { event: {} }), 404, 'NOT_FOUND');
		expectError(
			await ctl.post('/tenants/acme/feeds/segments/events', {}),
			400,
			'VALIDATION_FAILED',
			'event',
		);
		expectError(
			await ctl.post('/tenants/acme/feeds/segments/events', { event: {}, context: 'X' }),
			400,
			'VALIDATION_FAILED',
			'context',
		);
	});

	it('fires webhooks', async () => {
		const rx = await receiver();
		try {
			await kit.api.post('/api/v1/webhooks/integrations/auth-required/webhooks', {
				name: 'h',
				status: 'ACTIVE',
				webhookType: { name: 'CartOpened', exchangeName: 'p-u-o-m-e-c-cartopened-klient' },
				callbackUrl: rx.url,
				callbackAuthentication: { type: 'NONE' },
			});
			const d = (
				await ctl.post('/tenants/acme/webhooks/fire', {
					type: 'CartOpened',
					body: { cartId: 'c-1' },
				})
			).data;
			expect(d).toEqual([expect.objectContaining({ status: 200, callbackUrl: rx.url })]);
			expect(JSON.parse(rx.received[0].body).cartId).toBe('c-1');
			expectError(
				await ctl.post('/tenants/acme/webhooks/fire', {}),
				400,
				'VALIDATION_FAILED',
				'type',
			);
		} finally {
			await rx.close();
		}
	});

	it('returns the state and the stats', async () => {
		await kit.api.post(SEG, { name: 'S' });
		const state = (await ctl.get('/tenants/acme/state')).data;
		expect(Object.values(state.segments)).toEqual([expect.objectContaining({ name: 'S' })]);
		expect(state.feeds.segments).toEqual([
			expect.objectContaining({ id: 1, context: 'INTEGRATIONS', type: 'CREATE' }),
		]);
		expect((await ctl.get('/tenants/globex/state')).data.segments).toBeUndefined();
		expectError(await ctl.get('/tenants/initech/state'), 404, 'NOT_FOUND');
		expect((await ctl.get('/stats')).data).toMatchObject({
			requests: 1,
			inFlightMax: 1,
			inFlight: 0,
		});
	});

	it('resets everything', async () => {
		await kit.api.post(SEG, { name: 'S' });
		await ctl.post('/faults', { kind: 'latency', latencyMs: 1000 });
		await ctl.post('/reset');
		expect(kit.platform.control.state('acme').segments).toBeUndefined();
		expect(kit.platform.control.state('acme').feeds.segments).toEqual([]);
		expect(kit.platform.control.faults()).toEqual([]);
		expect(kit.platform.control.requests()).toEqual([]);
	});
});

describe('determinism and demo data', () => {
	it('generates the same ids after a reset', async () => {
		const a = (await kit.api.post(SEG, { name: 'S' })).data.id;
		kit.platform.control.reset();
		const b = (await kit.api.post(SEG, { name: 'S' })).data.id;
		expect(b).toBe(a);
	});

	it('seeds a demo data set in every tenant, again after reset', async () => {
		const demo = await startKit({ demoData: true });
		try {
			const check = async (api: typeof demo.api) => {
				expect((await api.get(OPS)).data.totalItems).toBe(3);
				expect(
					(await api.get(OPS, { params: { clientId: CLIENT } })).data.map(
						(r: { name: string }) => r.name,
					),
				).toEqual(['Administrator', 'Buyer', 'Accountant']);
				expect((await api.get(SEG, { params: { pageNumber: 1, pageSize: 10 } })).data).toHaveLength(
					4,
				);
				expect(
					(await api.get('/api/v1/rma/integrations/auth-required/complaints')).data.elementsAmount,
				).toBe(3);
				expect(
					(
						await api.get('/api/v1/orderpath/integrations/auth-required/offer', {
							params: { offerId: '7e4b9c21-6d3a-4f57-8b22-000000000f01' },
						})
					).status,
				).toBe(200);
				expect(
					(await api.get('/api/v1/webhooks/integrations/auth-required/webhooks')).data.totalItems,
				).toBe(0);
			};
			await check(demo.api);
			await check(demo.globex);
			const state = demo.platform.control.state('acme');
			expect(Object.keys(state.carts)).toEqual([
				'5c0a7d3e-2b1f-4c8e-9a10-00000000ca01',
				'5c0a7d3e-2b1f-4c8e-9a10-00000000ca02',
			]);
			expect(state.feeds.operators).toHaveLength(3);
			expect(state.feeds.complaints).toHaveLength(3);
			await demo.api.post(SEG, { name: 'extra' });
			demo.platform.control.reset();
			await check(demo.api);
		} finally {
			await demo.platform.close();
		}
	});

	it('closes without waiting for a request held by latency, and that request fails', async () => {
		const k = await startKit();
		k.platform.control.setLatency(60_000);
		const pending = k.api.get(OPS).catch((e: unknown) => e);
		// Wait until the request is really in flight (not a fixed sleep: the machine may be slow).
		while (k.platform.control.stats().inFlight === 0) await new Promise((r) => setTimeout(r, 5));
		await k.platform.close();
		const error = (await pending) as { code?: string };
		expect(error).toBeInstanceOf(Error);
		// Cut off by the close, not refused: it had reached the fake.
		expect(error.code).not.toBe('ECONNREFUSED');
	});
});
