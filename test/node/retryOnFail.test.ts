/**
 * Settings > Retry On Fail, run by n8n-core's own WorkflowExecute: n8n runs the whole node again
 * when it throws, or when its first output item is an error item. A try sends only what has not
 * worked yet: what an earlier try stored is not sent again, and its output is given again.
 */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';
const createSegments = { resource: 'segment', operation: 'create', name: '={{ $json.name }}' };

function storedNames(): string[] {
	return Object.values(fx.control().state('acme').segments ?? {})
		.map((segment) => (segment as { name: string }).name)
		.sort();
}

describe('Retry On Fail', () => {
	it('with Continue On Fail, a first item that fails makes n8n try again: the other items are created once', async () => {
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegments,
			items: [{ name: '' }, { name: 'Gold' }, { name: 'Silver' }],
			continueOnFail: true,
			retryOnFail: { maxTries: 3 },
		});
		expect(error).toBeUndefined();
		const [output] = outputs;
		expect(output[0].json.error).toBe('"Name" (name) is required');
		expect(output.slice(1).map((item) => [item.json.name, item.pairedItem])).toEqual([
			['Gold', { item: 1 }],
			['Silver', { item: 2 }],
		]);
		// Three tries of the node (the error item comes first each time), two segments sent once.
		expect(storedNames()).toEqual(['Gold', 'Silver']);
		expect(fx.control().requests({ pathPrefix: SEGMENTS })).toHaveLength(2);
	});

	it('with Stop Workflow, a write the platform failed is sent again; the ones it stored are not', async () => {
		// The first create answers 500 without storing; the next try of the node sends it again.
		fx.control().injectFault({
			kind: 'status',
			status: 500,
			count: 1,
			match: { method: 'post', pathPrefix: SEGMENTS },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...createSegments, requestOptions: { maxInFlight: 1 } },
			items: [{ name: 'Gold' }, { name: 'Silver' }],
			retryOnFail: { maxTries: 2 },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => [item.json.name, item.pairedItem])).toEqual([
			['Gold', { item: 0 }],
			['Silver', { item: 1 }],
		]);
		expect(storedNames()).toEqual(['Gold', 'Silver']);
		const sent = fx
			.control()
			.requests({ pathPrefix: SEGMENTS })
			.map((request) => [(request.body as { name: string }).name, request.status]);
		expect(sent).toEqual([
			['Gold', 500],
			['Gold', 200],
			['Silver', 200],
		]);
	});

	it('with Stop Workflow, an item that fails on every try does not resend the items stored before it', async () => {
		const gold = fx.control().addSegment('acme', { name: 'Gold' });
		const missing = '00000000-0000-4000-8000-000000000000';
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'update',
				segmentId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				name: '={{ $json.name }}',
				requestOptions: { maxInFlight: 1 },
			},
			items: [
				{ id: gold.id, name: 'Gold Plus' },
				{ id: missing, name: 'Nobody' },
			],
			retryOnFail: { maxTries: 3 },
		});
		expect(error?.message).toContain('did not find');
		expect(storedNames()).toEqual(['Gold Plus']);
		// Three tries: the stored update once, the missing segment three times.
		const sent = fx
			.control()
			.requests({ pathPrefix: SEGMENTS })
			.map((request) => [request.path.slice(SEGMENTS.length + 1), request.status]);
		expect(sent).toEqual([
			[gold.id, 204],
			[missing, 404],
			[missing, 404],
			[missing, 404],
		]);
	});
});
