import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

const fx = usePlatform({ maxPageSize: 100 });
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

function storedSegments(): Array<Record<string, unknown>> {
	return Object.values(fx.control().state('acme').segments ?? {}) as Array<Record<string, unknown>>;
}

describe('Segment: Create', () => {
	it('creates each item as a segment and outputs the new id, paired', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'create',
				name: '={{ $json.name }}',
				additionalFields: { externalId: '={{ $json.ext }}' },
			},
			items: [
				{ name: 'Gold', ext: 'G-1' },
				{ name: 'Silver', ext: 'S-1' },
			],
		});
		expect(error).toBeUndefined();
		const posts = fx.control().requests({ method: 'POST' });
		expect(posts.map((r) => [r.path, r.body])).toEqual([
			[SEGMENTS, { name: 'Gold', externalId: 'G-1' }],
			[SEGMENTS, { name: 'Silver', externalId: 'S-1' }],
		]);
		const stored = storedSegments();
		expect(stored.map((s) => s.name).sort()).toEqual(['Gold', 'Silver']);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		for (const item of output) {
			const match = stored.find((s) => s.id === item.json.id);
			expect(match?.name).toBe(item.json.name);
		}
	});

	it('stops before sending anything when Name is empty in any item', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'create', name: '={{ $json.name }}' },
			items: [{ name: 'Gold' }, { name: '' }],
		});
		expect(error?.message).toBe('"Name" (name) is required');
		expect(error?.description).toContain('Item 2');
		expect(fx.control().requests()).toHaveLength(0);
		expect(storedSegments()).toHaveLength(0);
	});
});

describe('Segment: Get, Update, Delete', () => {
	it('reads, replaces and deletes a segment by ID', async () => {
		const segment = fx.control().addSegment('acme', { name: 'Bronze' });

		const read = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'get', segmentId: byId(segment.id) },
		});
		expect(read.output[0].json).toMatchObject({ id: segment.id, name: 'Bronze' });

		const updated = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'update',
				segmentId: byId(segment.id),
				name: 'Bronze Plus',
				updateFields: { externalId: 'B-2' },
			},
		});
		expect(updated.error).toBeUndefined();
		expect(updated.output[0].json).toEqual({
			id: segment.id,
			name: 'Bronze Plus',
			externalId: 'B-2',
			updated: true,
		});
		const put = fx.control().requests({ method: 'PUT' })[0];
		expect([put.path, put.body]).toEqual([
			`${SEGMENTS}/${segment.id}`,
			{ name: 'Bronze Plus', externalId: 'B-2' },
		]);
		expect(storedSegments()[0]).toMatchObject({
			id: segment.id,
			name: 'Bronze Plus',
			externalId: 'B-2',
		});

		const deleted = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'delete', segmentId: byId(segment.id) },
		});
		expect(deleted.output[0].json).toEqual({ id: segment.id, deleted: true });
		expect(
			fx
				.control()
				.requests({ method: 'DELETE' })
				.map((r) => r.path),
		).toEqual([`${SEGMENTS}/${segment.id}`]);
		expect(storedSegments()).toHaveLength(0);
	});

	it("reports the platform's 404 for an unknown segment, or an error item with Continue On Fail", async () => {
		const missing = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'get', segmentId: byId('no-such-segment') },
		});
		expect(missing.error?.httpCode).toBe('404');
		expect(missing.error?.message).toContain('did not find');

		const segment = fx.control().addSegment('acme', { name: 'Known' });
		const tolerant = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { resource: 'segment', operation: 'get', segmentId: byId('={{ $json.id }}') },
			items: [{ id: 'no-such-segment' }, { id: segment.id }],
		});
		expect(tolerant.error).toBeUndefined();
		expect(tolerant.output[0].json.error).toContain('did not find');
		expect(tolerant.output[0].pairedItem).toEqual({ item: 0 });
		expect(tolerant.output[1]).toMatchObject({
			json: { id: segment.id, name: 'Known' },
			pairedItem: { item: 1 },
		});
	});
});

describe('Segment: Get Many', () => {
	beforeEach(() => {
		for (let index = 1; index <= 130; index++)
			fx.control().addSegment('acme', { name: `Segment ${index}` });
		fx.control().clearRequests();
	});

	it('Return All reads every page (pageNumber and pageSize sent) and emits each segment once', async () => {
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'getAll', returnAll: true },
		});
		expect(output).toHaveLength(130);
		expect(new Set(output.map((item) => item.json.id)).size).toBe(130);
		const queries = fx
			.control()
			.requests()
			.map((r) => r.query);
		expect(queries).toEqual([
			{ pageNumber: '1', pageSize: '100' },
			{ pageNumber: '2', pageSize: '100' },
		]);
	});

	it('Limit stops after one request of exactly that size', async () => {
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'getAll', returnAll: false, limit: 7 },
		});
		expect(output).toHaveLength(7);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ pageNumber: '1', pageSize: '7' }]);
	});

	it('lists segments in the resource picker, filtered by the typed text', async () => {
		const found = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'get' },
			method: 'searchSegments',
			filter: 'segment 12',
		});
		expect(found.results.map((r) => r.name).sort()).toEqual(
			['Segment 12', ...Array.from({ length: 10 }, (_, i) => `Segment ${120 + i}`)].sort(),
		);
	});
});
