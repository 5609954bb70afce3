/** The fake's hostile faults: trickling answers, endless lists, redirects, answers after a stored write, a stopped and restarted origin. */
import { expectError, useKit } from './testkit';

const SEG = '/api/v1/account/integrations/auth-required/segments';
const OPS = '/api/v1/catalog/integrations/auth-required/operators';

const kit = useKit();

describe('hostile faults', () => {
	it('trickle: runs the handler, then sends the answer one byte per interval', async () => {
		kit.platform.control.injectFault({
			kind: 'trickle',
			intervalMs: 20,
			count: 1,
			match: { route: 'segment.create' },
		});
		const chunks: number[] = [];
		const r = await kit.api.post(
			SEG,
			{ name: 'slow' },
			{
				responseType: 'stream',
			},
		);
		await new Promise<void>((resolve) => {
			r.data.on('data', (c: Buffer) => chunks.push(c.length));
			r.data.on('end', () => resolve());
		});
		expect(r.status).toBe(200);
		// Each byte came on its own.
		expect(chunks.length).toBeGreaterThan(10);
		expect(chunks.every((n) => n === 1)).toBe(true);
		expect(Object.values(kit.platform.control.state('acme').segments ?? {})).toHaveLength(1);
	});

	it('endlessList: every page full, a next page always, totalPages 1e9; repeat gives the same page', async () => {
		kit.platform.control.injectFault({
			kind: 'endlessList',
			pageSize: 3,
			match: { route: 'operator.list' },
		});
		const one = await kit.api.get(OPS, { params: { pageNumber: 1, pageSize: 100 } });
		const two = await kit.api.get(OPS, { params: { pageNumber: 2, pageSize: 100 } });
		expect(one.data).toMatchObject({ pageNumber: 1, totalPages: 1e9, nextPage: 2 });
		expect(two.data).toMatchObject({ pageNumber: 2, nextPage: 3 });
		expect(one.data.items.map((r: { id: string }) => r.id)).toEqual([
			'endless-1',
			'endless-2',
			'endless-3',
		]);
		expect(two.data.items.map((r: { id: string }) => r.id)).toEqual([
			'endless-4',
			'endless-5',
			'endless-6',
		]);

		kit.platform.control.reset();
		kit.platform.control.injectFault({ kind: 'endlessList', pageSize: 2, repeat: true });
		const a = await kit.api.get(OPS, { params: { pageNumber: 1 } });
		const b = await kit.api.get(OPS, { params: { pageNumber: 7 } });
		expect(b.data).toEqual(a.data);
		expect(b.data).toMatchObject({ pageNumber: 1, nextPage: 2 });
	});

	it('redirect: answers 302 with the Location given, before auth', async () => {
		kit.platform.control.injectFault({
			kind: 'redirect',
			location: 'http://127.0.0.1:9/elsewhere',
		});
		const r = await kit.raw.get(SEG, { maxRedirects: 0 });
		expect(r.status).toBe(302);
		expect(r.headers.location).toBe('http://127.0.0.1:9/elsewhere');
		expect(() => kit.platform.control.injectFault({ kind: 'redirect' } as never)).toThrow(
			/location/,
		);
	});

	it('reply: answers exactly the status and body given (text as text)', async () => {
		kit.platform.control.injectFault({ kind: 'reply', status: 500, body: 'plain words', count: 1 });
		const text = await kit.api.get(OPS);
		expect([text.status, text.data, text.headers['content-type']]).toEqual([
			500,
			'plain words',
			'text/plain; charset=utf-8',
		]);
		kit.platform.control.injectFault({ kind: 'reply', body: { ok: 'yes' }, count: 1 });
		const json = await kit.api.get(OPS);
		expect([json.status, json.data]).toEqual([200, { ok: 'yes' }]);
	});

	it('afterHandler: the write is stored, then its answer replaced by the status', async () => {
		kit.platform.control.injectFault({
			kind: 'status',
			status: 502,
			afterHandler: true,
			count: 1,
			match: { route: 'segment.create' },
		});
		const r = await kit.api.post(SEG, { name: 'stored anyway' });
		expectError(r, 502, 'INTERNAL');
		expect(Object.values(kit.platform.control.state('acme').segments ?? {})).toMatchObject([
			{ name: 'stored anyway' },
		]);
	});

	it('afterHandler drop: the write is stored and the connection closed without an answer', async () => {
		kit.platform.control.injectFault({
			kind: 'drop',
			afterHandler: true,
			count: 1,
			match: { route: 'segment.create' },
		});
		await expect(kit.api.post(SEG, { name: 'lost answer' })).rejects.toMatchObject({
			code: expect.stringMatching(/ECONNRESET|EPIPE/),
		});
		expect(Object.values(kit.platform.control.state('acme').segments ?? {})).toMatchObject([
			{ name: 'lost answer' },
		]);
	});

	it('stopApi refuses connections; startApi listens again on the same port with the state kept', async () => {
		expect((await kit.api.post(SEG, { name: 'before' })).status).toBe(200);
		await kit.platform.stopApi();
		await expect(kit.api.get(SEG)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
		await kit.platform.startApi();
		const r = await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 10 } });
		expect(r.status).toBe(200);
		expect(JSON.stringify(r.data)).toContain('before');
	});
});
