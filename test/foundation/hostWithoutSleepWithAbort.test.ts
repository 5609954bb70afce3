/**
 * n8n 2.40's n8n-workflow (2.40.1) exports `sleep` but not `sleepWithAbort`: the node resolves
 * n8n-workflow from the host, so our deadline must work with either. Here the host's
 * n8n-workflow is n8n-workflow 2.8 without sleepWithAbort. Before the fallback, every request
 * failed at once with "The connection to the platform broke off" although the platform had
 * answered (seen on n8n 2.40.7: the invoices were stored, the node failed).
 */
jest.mock('n8n-workflow', () => ({
	...jest.requireActual('n8n-workflow'),
	sleepWithAbort: undefined,
}));

import * as n8nWorkflow from 'n8n-workflow';

import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const control = () => fx.platform.control;
const getSegment = (id: string, requestOptions: Record<string, unknown> = {}) => ({
	resource: 'segment',
	operation: 'get',
	segmentId: { __rl: true, mode: 'id', value: id },
	requestOptions,
});

describe('a host n8n-workflow without sleepWithAbort (n8n 2.40)', () => {
	it('is what this file runs with', () => {
		expect((n8nWorkflow as Partial<typeof n8nWorkflow>).sleepWithAbort).toBeUndefined();
	});

	it('a request answered in time returns the record', async () => {
		const segment = control().addSegment('acme', { name: 'Gold' });
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id, { timeout: 1 }),
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([
			expect.objectContaining({ id: segment.id, name: 'Gold' }),
		]);
	});

	it('a platform silent past the Timeout still ends in the deadline message', async () => {
		const segment = control().addSegment('acme');
		control().injectFault({ kind: 'latency', latencyMs: 2500, match: { route: 'segment.get' } });
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id, { timeout: 1 }),
		});
		expect(error?.message).toMatch(
			/^The platform did not answer segment\.get within the Timeout of 1 s \(waited \d(\.\d)? s\)$/,
		);
	});
});
