/**
 * Settings > On Error > Continue (using error output), run by n8n-core's own WorkflowExecute:
 * every way an item can fail sends that item to the error output, whole (n8n merges the input
 * item's fields into it) and paired with it; the items that worked stay on the success output.
 * The other two settings keep their behaviour. Send Items Together and Spreadsheet Rows have their
 * own cases in batchWrites.test.ts and documentRows.test.ts; both n8n lines in the e2e suite.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { runNode } from '../support/harness';
import { byId } from '../support/params';
import { usePlatform } from '../support/platform';

const fx = usePlatform({ maxPageSize: 2 });
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

const createSegments = { resource: 'segment', operation: 'create', name: '={{ $json.name }}' };
const getSegment = {
	resource: 'segment',
	operation: 'get',
	segmentId: byId('={{ $json.id }}'),
};

function storedNames(): unknown[] {
	return Object.values(fx.control().state('acme').segments ?? {}).map(
		(segment) => (segment as { name: string }).name,
	);
}

/** The message of an error-branch item, as `{{ $json.error.message }}` reads it. */
const messageOf = (item: INodeExecutionData) => (item.json.error as { message: string }).message;

describe('On Error > Continue (using error output)', () => {
	it('a refusal before sending: the bad item goes to the error output, the others are created', async () => {
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegments,
			items: [
				{ name: 'Gold', row: 1 },
				{ name: '', row: 2 },
				{ name: 'Silver', row: 3 },
			],
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => [item.json.name, item.pairedItem])).toEqual([
			['Gold', { item: 0 }],
			['Silver', { item: 2 }],
		]);
		// The input item's fields, merged in by n8n, and the error as an error workflow reads it.
		expect(failed).toEqual([
			{
				json: {
					name: '',
					row: 2,
					error: {
						message: '"Name" (name) is required',
						description: expect.stringContaining('Item 2'),
					},
				},
				pairedItem: { item: 1 },
			},
		]);
		expect(failed[0].json.error).toMatchObject({
			description: expect.stringContaining('Nothing was sent'),
		});
		expect(storedNames()).toEqual(['Gold', 'Silver']);
		expect(fx.control().requests({ pathPrefix: SEGMENTS })).toHaveLength(2);
	});

	it('an error answer (404) and 5xx after the retries: each failed item on the error output', async () => {
		const gold = fx.control().addSegment('acme', { name: 'Gold' });
		const silver = fx.control().addSegment('acme', { name: 'Silver' });
		fx.control().injectFault({
			kind: 'status',
			status: 503,
			match: { method: 'get', pathPrefix: `${SEGMENTS}/${silver.id}` },
		});
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...getSegment, requestOptions: { maxInFlight: 1 } },
			items: [{ id: gold.id }, { id: '00000000-0000-4000-8000-000000000000' }, { id: silver.id }],
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => [item.json.name, item.pairedItem])).toEqual([
			['Gold', { item: 0 }],
		]);
		expect(failed.map((item) => [item.pairedItem, item.json.id, messageOf(item)])).toEqual([
			[
				{ item: 1 },
				'00000000-0000-4000-8000-000000000000',
				expect.stringContaining('did not find'),
			],
			[{ item: 2 }, silver.id, expect.stringContaining('could not handle')],
		]);
		for (const item of failed)
			expect(item.json.error).toMatchObject({ description: expect.any(String) });
		// The 503 was tried again before the item failed.
		expect(
			fx.control().requests({ pathPrefix: `${SEGMENTS}/${silver.id}` }).length,
		).toBeGreaterThan(1);
	});

	it('a timeout: the item goes to the error output with the Timeout named', async () => {
		const gold = fx.control().addSegment('acme', { name: 'Gold' });
		const slow = fx.control().addSegment('acme', { name: 'Slow' });
		fx.control().injectFault({
			kind: 'latency',
			latencyMs: 3_000,
			match: { method: 'get', pathPrefix: `${SEGMENTS}/${slow.id}` },
		});
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...getSegment, requestOptions: { timeout: 1 } },
			items: [{ id: slow.id }, { id: gold.id }],
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => [item.json.name, item.pairedItem])).toEqual([
			['Gold', { item: 1 }],
		]);
		expect(failed).toHaveLength(1);
		expect(failed[0].pairedItem).toEqual({ item: 0 });
		expect(JSON.stringify(failed[0].json.error)).toMatch(/Timeout/);
	});

	it('a Return All list the platform refuses: its item on the error output, the other list on the success output', async () => {
		for (const name of ['A', 'B', 'C', 'D', 'E']) fx.control().addSegment('acme', { name });
		fx.control().injectFault({
			kind: 'status',
			status: 400,
			match: { method: 'get', route: 'segment.list' },
			count: 1,
		});
		// The first list call is refused: item 1's list fails, item 2's list (sent after) works.
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'getAll',
				returnAll: true,
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ list: 'first' }, { list: 'second' }],
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => item.json.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
		expect(success.every((item) => (item.pairedItem as { item: number }).item === 1)).toBe(true);
		expect(failed.map((item) => [item.json.list, item.pairedItem])).toEqual([
			['first', { item: 0 }],
		]);
		expect(messageOf(failed[0])).toEqual(expect.stringContaining('rejected'));
	});

	it('Continue (using regular output) is unchanged: the error item, as text, on the one output', async () => {
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegments,
			items: [{ name: '' }, { name: 'Gold' }],
			onError: 'continueRegularOutput',
		});
		expect(error).toBeUndefined();
		expect(outputs).toHaveLength(1);
		expect(outputs[0][0]).toEqual({
			json: { error: '"Name" (name) is required', description: expect.any(String) },
			pairedItem: { item: 0 },
		});
		expect(outputs[0][1].json.name).toBe('Gold');
	});

	it('Stop Workflow is unchanged: the first bad item stops the run before anything is sent', async () => {
		const { outputs, error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegments,
			items: [{ name: 'Gold' }, { name: '' }],
		});
		expect(error?.message).toBe('"Name" (name) is required');
		expect(error?.description).toContain('Item 2');
		expect(outputs).toEqual([]);
		expect(fx.control().requests()).toHaveLength(0);
	});
});
