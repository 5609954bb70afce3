/* eslint-disable no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The Timeout option is the budget of one whole call: every attempt, every backoff and every wait
 * the platform asks for (Retry-After). A call that never answers fails after the Timeout plus at
 * most a second, naming the call and the time waited; a wait that would pass the Timeout is not
 * made. Real HTTP to the fake platform (its faults) and to a scripted file host.
 */
import { usePlatform } from '../support/platform';
import { runNode } from '../support/harness';
import { byId } from '../support/params';
import { startScriptedServer } from '../support/scripted-server';

const fx = usePlatform();

const getSegment = (id: string, timeout: number) => ({
	resource: 'segment',
	operation: 'get',
	segmentId: byId(id),
	requestOptions: { timeout },
});

/** Runs `what` and measures how long it took (the bound is the behaviour under test). */
async function timed<T>(what: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
	const started = Date.now();
	const result = await what();
	return { result, elapsedMs: Date.now() - started };
}

describe('Timeout as the budget of the whole call', () => {
	beforeAll(async () => {
		// The first run in a process loads n8n's modules: not part of what is measured.
		const segment = fx.control().addSegment('acme');
		await runNode({ credentials: fx.credentials(), parameters: getSegment(segment.id, 2) });
	});

	it('a GET that never answers fails after the Timeout plus at most one second, once', async () => {
		const segment = fx.control().addSegment('acme');
		// Far longer than the Timeout: the platform never answers this call.
		fx.control().injectFault({
			kind: 'latency',
			latencyMs: 30_000,
			match: { route: 'segment.get' },
		});
		const { result, elapsedMs } = await timed(
			async () =>
				await runNode({ credentials: fx.credentials(), parameters: getSegment(segment.id, 2) }),
		);
		expect(result.output).toEqual([]);
		expect(result.error?.message).toMatch(
			/^The platform did not answer segment\.get within the Timeout of 2 s \(waited [23](\.\d)? s\)$/,
		);
		expect(result.error?.description).toContain('for the whole call');
		console.log(`never-answering GET, Timeout 2 s: failed after ${elapsedMs} ms`);
		expect(elapsedMs).toBeGreaterThanOrEqual(2000);
		// The node's own figure (the message) says Timeout plus at most one second; the wall clock
		// of the whole run only has to rule out a second attempt (4 s and more), as a busy machine
		// adds its own delay around the run.
		expect(elapsedMs).toBeLessThan(4000);
		// One attempt: nothing was left of the budget for a second one.
		expect(fx.control().stats().requests).toBe(1);
	});

	it('a Retry-After longer than what is left is not waited for: the answer is the error', async () => {
		const segment = fx.control().addSegment('acme');
		fx.control().injectFault({
			kind: 'status',
			status: 503,
			retryAfter: 30,
			match: { route: 'segment.get' },
		});
		const { result, elapsedMs } = await timed(
			async () =>
				await runNode({ credentials: fx.credentials(), parameters: getSegment(segment.id, 3) }),
		);
		expect(result.error?.message).toMatch(/^The platform could not handle the request/);
		// Waiting for the Retry-After would take 30 s.
		expect(elapsedMs).toBeLessThan(10_000);
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(1);
	});

	it('a Retry-After within the budget is waited for and the call succeeds', async () => {
		const segment = fx.control().addSegment('acme', { name: 'Gold' });
		fx.control().injectFault({
			kind: 'status',
			status: 429,
			retryAfter: 1,
			count: 1,
			match: { route: 'segment.get' },
		});
		const { result } = await timed(
			async () =>
				await runNode({ credentials: fx.credentials(), parameters: getSegment(segment.id, 5) }),
		);
		expect(result.error).toBeUndefined();
		expect(result.output[0].json).toMatchObject({ name: 'Gold' });
		expect(
			fx
				.control()
				.requests({ route: 'segment.get' })
				.map((request) => request.status),
		).toEqual([429, 200]);
	});

	it('a file link that never answers fails after the Timeout plus at most one second', async () => {
		const invoices = '/api/v1/invoices/integrations/auth-required/invoices';
		let origin = '';
		const host = await startScriptedServer(async (request) => {
			if (request.path === `${invoices}/single`) {
				return {
					status: 200,
					body: {
						number: 'FV/1',
						fileData: { url: `${origin}/files/FV-1.pdf`, extension: 'pdf' },
					},
				};
			}
			// The file host takes the request and never answers.
			return await new Promise(() => undefined);
		});
		origin = host.url;
		try {
			const { result, elapsedMs } = await timed(
				async () =>
					await runNode({
						credentials: { ...fx.credentials('acme'), baseUrl: host.url },
						parameters: {
							resource: 'invoice',
							operation: 'downloadFile',
							number: 'FV/1',
							binaryPropertyName: 'file',
							requestOptions: { timeout: 2 },
						},
					}),
			);
			expect(result.error?.message).toMatch(
				/the file host did not answer within the Timeout of 2 s \(waited [23](\.\d)? s\)$/,
			);
			expect(elapsedMs).toBeLessThan(4000);
			expect(host.requests.filter((request) => request.path.startsWith('/files/'))).toHaveLength(1);
		} finally {
			await host.close();
		}
	});
});
