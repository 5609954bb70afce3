/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * RequestGate's accounting, driven directly: how many requests it lets through at once after
 * the platform refused some. (End to end, with the fake's concurrency limit and 429 faults, in
 * test/node/concurrency.test.ts.)
 */
import { RequestGate } from '../../nodes/B2bCommerce/transport/gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * `count` requests through the gate by `workers` workers (as the node's runLimited does); each
 * holds its slot for a tick and ends as `outcome(sentWith)` says. Returns the most in flight.
 */
async function run(
	gate: RequestGate,
	count: number,
	workers: number,
	outcome: (sentWith: number) => 'ok' | 'rateLimited' = () => 'ok',
): Promise<number> {
	let next = 0;
	let inFlight = 0;
	let most = 0;
	const worker = async () => {
		while (next < count) {
			next++;
			const sentWith = await gate.acquire();
			most = Math.max(most, ++inFlight);
			await tick();
			inFlight--;
			gate.release(outcome(sentWith), sentWith);
		}
	};
	await Promise.all(Array.from({ length: workers }, worker));
	return most;
}

describe('RequestGate', () => {
	it('lets the node send as many as it asks while nothing is refused', async () => {
		expect(await run(new RequestGate(), 100, 5)).toBe(5);
	});

	it('a burst refused at every level (a rate limit) drops to one at a time, then climbs back', async () => {
		const gate = new RequestGate();
		// Five in flight, all five refused (the platform's rate limit, whatever the level).
		expect(await run(gate, 5, 5, () => 'rateLimited')).toBe(5);
		expect(await run(gate, 3, 5)).toBe(1);
		// Successes raise the level again, back to all five workers.
		await run(gate, 200, 5);
		expect(await run(gate, 50, 5)).toBe(5);
	});

	it('refusals above a level the platform accepted are a concurrency limit: the level stays below them', async () => {
		const gate = new RequestGate();
		// Twenty at once; the platform takes ten at a time and refuses the rest.
		expect(await run(gate, 20, 20, (sentWith) => (sentWith > 10 ? 'rateLimited' : 'ok'))).toBe(20);
		// However many succeed afterwards, never more than ten at once again.
		await run(gate, 1_000, 20);
		expect(await run(gate, 100, 20)).toBe(10);
	});

	it('learns the same limit when the refusals come back before any success', async () => {
		const gate = new RequestGate();
		const platform = (sentWith: number) => (sentWith > 10 ? 'rateLimited' : 'ok');
		// The refused ones are answered at once, the accepted ones later.
		let next = 0;
		const held: number[] = [];
		await Promise.all(
			Array.from({ length: 20 }, async () => {
				const sentWith = await gate.acquire();
				next++;
				if (platform(sentWith) === 'rateLimited') gate.release('rateLimited', sentWith);
				else held.push(sentWith);
			}),
		);
		expect(next).toBe(20);
		for (const sentWith of held) gate.release('ok', sentWith);
		// Climbing past ten meets one more refusal; from then on it stays at ten.
		await run(gate, 1_000, 20, platform);
		expect(await run(gate, 100, 20, platform)).toBe(10);
	});
});
