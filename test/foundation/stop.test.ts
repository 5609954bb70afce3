/**
 * Stopping an execution (Stop in the editor, a workflow timeout) closes the platform call in
 * flight at once, whatever is left of its Timeout. Real HTTP to the fake platform, which answers
 * one byte a second and counts the call as finished only when its client closes the connection.
 */
import { sleep } from 'n8n-workflow';

import { usePlatform } from '../support/platform';
import { runNode } from '../support/harness';
import { byId } from '../support/params';

const fx = usePlatform();

/** Waits until `ready` says yes, checking every 20 ms, for at most `limitMs`. */
async function until(ready: () => boolean, limitMs: number): Promise<boolean> {
	const started = Date.now();
	while (!ready()) {
		if (Date.now() - started > limitMs) return false;
		await sleep(20);
	}
	return true;
}

describe('Stopping the execution', () => {
	it('closes the request in flight at once, long before its Timeout', async () => {
		const segment = fx.control().addSegment('acme');
		// The answer comes one byte a second: minutes for the whole body, unless the client leaves.
		fx.control().injectFault({
			kind: 'trickle',
			intervalMs: 1000,
			match: { route: 'segment.get' },
		});
		let cancel: (() => void) | undefined;
		const running = runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'get',
				segmentId: byId(segment.id),
				requestOptions: { timeout: 300 },
			},
			onStart: (stop) => (cancel = stop),
		});
		expect(await until(() => fx.control().stats().inFlight === 1, 10_000)).toBe(true);
		cancel!();
		expect(await until(() => fx.control().stats().inFlight === 0, 5_000)).toBe(true);
		const result = await running;
		expect(result.run.status).toBe('canceled');
		expect(result.output).toEqual([]);
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(1);
	});
});
