/** Injected faults, latency and the concurrency limit of the fake platform. */
import { expectError, useKit } from './testkit';

const SEG = '/api/v1/account/integrations/auth-required/segments';
const OPS = '/api/v1/catalog/integrations/auth-required/operators';

const kit = useKit();

describe('faults', () => {
	it('delays matching calls by latencyMs', async () => {
		kit.platform.control.injectFault({
			kind: 'latency',
			latencyMs: 150,
			match: { pathPrefix: SEG },
		});
		const t = Date.now();
		await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 1 } });
		expect(Date.now() - t).toBeGreaterThanOrEqual(140);
		await kit.api.get(OPS);
		// Applied to the matching call only (a count, not a clock: the machine may be slow).
		expect(kit.platform.control.faults()[0].applied).toBe(1);
		expect(kit.platform.control.stats().faultsApplied).toBe(1);
	});

	it('answers 429 with Retry-After and does not run the write', async () => {
		const id = kit.platform.control.injectFault({
			kind: 'status',
			status: 429,
			retryAfter: 7,
			count: 1,
			match: { method: 'POST' },
		});
		expect(id).toMatch(/^fault-/);
		const r = await kit.api.post(SEG, { name: 'should not exist' });
		expectError(r, 429, 'TOO_MANY_REQUESTS');
		expect(r.headers['retry-after']).toBe('7');
		expect(kit.platform.control.state('acme').segments ?? {}).toEqual({});
		expect(kit.platform.control.state('acme').feeds.segments).toEqual([]);
		// count 1: expired now
		expect((await kit.api.post(SEG, { name: 'exists' })).status).toBe(200);
		expect(kit.platform.control.faults()).toEqual([]);
	});

	it.each([500, 502, 503, 504])('answers %i in the error format', async (status) => {
		kit.platform.control.injectFault({ kind: 'status', status, retryAfter: 2, count: 1 });
		const r = await kit.api.get(OPS);
		expectError(r, status, 'INTERNAL');
		expect(r.headers['retry-after']).toBe(status === 503 ? '2' : undefined);
	});

	it('drops the connection without an answer and does not run the write', async () => {
		kit.platform.control.injectFault({
			kind: 'drop',
			count: 1,
			match: { route: 'segment.create' },
		});
		await expect(kit.api.post(SEG, { name: 'dropped' })).rejects.toMatchObject({
			code: expect.stringMatching(/ECONNRESET|ERR_SOCKET|EPIPE/),
		});
		expect(kit.platform.control.state('acme').segments ?? {}).toEqual({});
		const logged = kit.platform.control.requests({ route: 'segment.create' });
		expect(logged.map((l) => l.status)).toEqual([0]);
		expect((await kit.api.post(SEG, { name: 'kept' })).status).toBe(200);
	});

	it('applies faults to the next N matching calls only', async () => {
		kit.platform.control.injectFault({
			kind: 'status',
			status: 500,
			count: 2,
			match: { pathPrefix: OPS },
		});
		const statuses: number[] = [];
		for (let i = 0; i < 4; i++) statuses.push((await kit.api.get(OPS)).status);
		expect((await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 1 } })).status).toBe(200);
		expect(statuses).toEqual([500, 500, 200, 200]);
	});

	it('matches by method, path prefix and route name', async () => {
		const c = kit.platform.control;
		c.injectFault({ kind: 'status', status: 503, match: { method: 'get', route: 'segment.list' } });
		expect((await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 1 } })).status).toBe(503);
		expect((await kit.api.post(SEG, { name: 'a' })).status).toBe(200);
		expect((await kit.api.get(OPS)).status).toBe(200);
		c.clearFaults();
		expect((await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 1 } })).status).toBe(200);
	});

	it('applies a rate deterministically (seeded) and roughly at that rate', async () => {
		const run = async () => {
			kit.platform.control.reset();
			kit.platform.control.injectFault({ kind: 'status', status: 500, rate: 0.3 });
			const out: number[] = [];
			for (let i = 0; i < 60; i++) out.push((await kit.api.get(OPS)).status);
			return out;
		};
		const a = await run();
		const b = await run();
		expect(a).toEqual(b);
		const failures = a.filter((s) => s === 500).length;
		expect(failures).toBeGreaterThan(5);
		expect(failures).toBeLessThan(35);
	});

	it('applies faults before authentication is checked, and never to the control plane or uploads', async () => {
		kit.platform.control.injectFault({ kind: 'status', status: 500 });
		expect((await kit.raw.get(OPS)).status).toBe(500);
		expect((await kit.raw.get(`${kit.platform.url}/_control/stats`)).status).toBe(200);
		const { uploadUrl } = kit.platform.services.beginUpload('acme', {
			kind: 'invoice',
			number: 'F',
			extension: 'pdf',
		});
		expect((await kit.raw.put(uploadUrl, Buffer.from('x'))).status).toBe(200);
	});

	it('answers a given success body in place of the route (JSON value or raw text) and runs no handler', async () => {
		const c = kit.platform.control;
		c.injectFault({
			kind: 'answer',
			body: ['a', 'b'],
			count: 1,
			match: { route: 'segment.create' },
		});
		const json = await kit.api.post(SEG, { name: 'not stored' });
		expect([json.status, json.data]).toEqual([200, ['a', 'b']]);
		expect(c.state('acme').segments ?? {}).toEqual({});
		c.injectFault({ kind: 'answer', text: 'OK', count: 1, match: { pathPrefix: OPS } });
		const text = await kit.raw.get(OPS, { responseType: 'text' });
		expect([text.status, text.data, String(text.headers['content-type'])]).toEqual([
			200,
			'OK',
			'text/plain; charset=utf-8',
		]);
		expect((await kit.api.get(OPS)).data).toMatchObject({ items: [] });
		expect(() => c.injectFault({ kind: 'answer', status: 99 })).toThrow(/status/);
	});

	it('validates fault specs', () => {
		const c = kit.platform.control;
		expect(() => c.injectFault({ kind: 'boom' } as never)).toThrow(/kind/);
		expect(() => c.injectFault({ kind: 'status' })).toThrow(/status/);
		expect(() => c.injectFault({ kind: 'latency' })).toThrow(/latencyMs/);
		expect(() => c.injectFault({ kind: 'drop', rate: 2 })).toThrow(/rate/);
		expect(() => c.injectFault({ kind: 'drop', count: 0 })).toThrow(/count/);
	});

	it('setLatency delays every API call until cleared', async () => {
		kit.platform.control.setLatency(500);
		await kit.api.get(OPS);
		kit.platform.control.setLatency(0);
		await kit.api.get(OPS);
		// The fake's own measure, arrival to answer: a delayed answer cannot come before 500 ms,
		// so a cleared one below it was not delayed, however slow the machine is.
		const [delayed, cleared] = kit.platform.control
			.requests()
			.map((entry) => entry.durationMs ?? -1);
		expect(delayed).toBeGreaterThanOrEqual(495);
		expect(cleared).toBeGreaterThanOrEqual(0);
		expect(cleared).toBeLessThan(495);
	});
});

describe('concurrency limit', () => {
	it('answers 429 with Retry-After beyond max requests in flight', async () => {
		const c = kit.platform.control;
		c.setLatency(150);
		c.setConcurrencyLimit({ max: 3, retryAfter: 2 });
		const results = await Promise.all(Array.from({ length: 6 }, () => kit.api.get(OPS)));
		const statuses = results.map((r) => r.status).sort();
		expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
		const rejected = results.find((r) => r.status === 429)!;
		expectError(rejected, 429, 'TOO_MANY_REQUESTS');
		expect(rejected.headers['retry-after']).toBe('2');
		expect(c.stats()).toMatchObject({ requests: 6, rejectedByConcurrencyLimit: 3, inFlight: 0 });
		// the rejected ones count while in flight too (they may finish before the last arrive)
		expect(c.stats().inFlightMax).toBeGreaterThanOrEqual(4);
		c.setConcurrencyLimit(null);
		const again = await Promise.all(Array.from({ length: 6 }, () => kit.api.get(OPS)));
		expect(again.every((r) => r.status === 200)).toBe(true);
	});

	it('does not run a write it rejects', async () => {
		const c = kit.platform.control;
		c.setLatency(100);
		c.setConcurrencyLimit({ max: 1 });
		const results = await Promise.all([
			kit.api.post(SEG, { name: 'first' }),
			kit.api.post(SEG, { name: 'second' }),
		]);
		expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
		expect(results.find((r) => r.status === 429)!.headers['retry-after']).toBe('1');
		expect(Object.keys(kit.platform.control.state('acme').segments)).toHaveLength(1);
	});
});
