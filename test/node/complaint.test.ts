import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const RMA = '/api/v1/rma/integrations/auth-required';
const OTHER_CLIENT = 'org:22222222-2222-4222-8222-222222222222';

function seed(count: number, clientId?: string) {
	return Array.from({ length: count }, () =>
		fx.control().addComplaint('acme', clientId ? { clientId } : {}),
	);
}

describe('Complaint: Get', () => {
	it('reads each complaint by ID in the path, one output item per input item', async () => {
		const [first, second] = seed(2);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'get',
				complaintId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			items: [{ id: second.id }, { id: first.id }],
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path])
				.sort(),
		).toEqual(
			[
				['GET', `${RMA}/complaint/${first.id}`],
				['GET', `${RMA}/complaint/${second.id}`],
			].sort(),
		);
		expect(output).toEqual([
			{ json: second, pairedItem: { item: 0 } },
			{ json: first, pairedItem: { item: 1 } },
		]);
	});

	it('stops before sending anything when Complaint is missing or not a UUID', async () => {
		const [complaint] = seed(1);
		const missing = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'get',
				complaintId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			items: [{ id: complaint.id }, { id: '' }],
		});
		expect(missing.error?.message).toBe('"Complaint" (complaintId) is required');
		expect(missing.error?.description).toContain('Item 2');

		const malformed = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'get',
				complaintId: { __rl: true, mode: 'id', value: 'RMA/2026/00001' },
			},
		});
		expect(malformed.error?.message).toContain('"Complaint" (complaintId) must be a UUID');
		expect(fx.control().requests()).toEqual([]);
	});

	it('an unknown complaint: the platform 404 reaches the user; with Continue On Fail it is an error item in its place', async () => {
		const [complaint] = seed(1);
		const unknown = '00000000-0000-4000-8000-000000000000';
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'get',
				complaintId: { __rl: true, mode: 'id', value: unknown },
			},
		});
		expect(failed.error?.httpCode).toBe('404');
		expect(failed.error?.message).toContain(`Complaint ${unknown} not found`);

		const { output } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'complaint',
				operation: 'get',
				complaintId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			items: [{ id: unknown }, { id: complaint.id }],
		});
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(output[0].json.error).toContain(`Complaint ${unknown} not found`);
		expect(output[1].json).toEqual(complaint);
	});
});

describe('Complaint: Get Many', () => {
	it('Return All reads every complaint in pages of 100 rows (offset / rows)', async () => {
		const all = seed(230);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'getAll', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual(all.map((c) => c.id));
		expect(output.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.query]),
		).toEqual([
			[`${RMA}/complaints`, { offset: '0', rows: '100' }],
			[`${RMA}/complaints`, { offset: '100', rows: '100' }],
			[`${RMA}/complaints`, { offset: '200', rows: '100' }],
		]);
	});

	it('Limit asks for only as many rows as it needs, in one request', async () => {
		const all = seed(12);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'getAll', returnAll: false, limit: 5 },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual(all.slice(0, 5));
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ offset: '0', rows: '5' }]);
	});

	it('the Client ID filter is sent and narrows the list', async () => {
		seed(3);
		const theirs = seed(2, OTHER_CLIENT);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'getAll',
				returnAll: true,
				filters: { clientId: OTHER_CLIENT },
			},
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual(theirs);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ clientId: OTHER_CLIENT, offset: '0', rows: '100' }]);
	});

	it('an empty Client ID filter is not sent', async () => {
		seed(2);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'getAll',
				returnAll: true,
				filters: { clientId: '' },
			},
		});
		expect(output).toHaveLength(2);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ offset: '0', rows: '100' }]);
	});

	it('rejects a Client ID that is not org:<uuid> before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'complaint',
				operation: 'getAll',
				returnAll: true,
				filters: { clientId: '22222222-2222-4222-8222-222222222222' },
			},
		});
		expect(error?.message).toContain('"Client ID" (clientId) must be a client ID like org:');
		expect(fx.control().requests()).toEqual([]);
	});

	it('a platform error while listing reaches the user with its status and message, and nothing is output', async () => {
		seed(150);
		fx.control().injectFault({
			kind: 'status',
			status: 401,
			match: { pathPrefix: `${RMA}/complaints` },
			count: 1,
		});
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'getAll', returnAll: true },
		});
		expect(output).toEqual([]);
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toContain('The platform refused the API key: Injected fault');
		expect(fx.control().requests()).toHaveLength(1);
	});
});

describe('Complaint: searchComplaints (resource locator list)', () => {
	it('lists complaints as number (name) -> ID, filters by text, and pages with a token', async () => {
		const all = seed(130);
		const page1 = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'get' },
			method: 'searchComplaints',
		});
		expect(page1.results).toHaveLength(100);
		expect(page1.results[0]).toEqual({
			name: `${all[0].number} (${all[0].name})`,
			value: all[0].id,
		});
		expect(page1.paginationToken).toBe('100');

		const page2 = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'get' },
			method: 'searchComplaints',
			paginationToken: page1.paginationToken as string,
		});
		expect(page2.results.map((r) => r.value)).toEqual(all.slice(100).map((c) => c.id));
		expect(page2.paginationToken).toBeUndefined();

		const filtered = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'complaint', operation: 'get' },
			method: 'searchComplaints',
			filter: all[7].number.toLowerCase(),
		});
		expect(filtered.results.map((r) => r.value)).toContain(all[7].id);
		expect(
			filtered.results.every((r) => r.name.toLowerCase().includes(all[7].number.toLowerCase())),
		).toBe(true);

		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([
			{ offset: '0', rows: '100' },
			{ offset: '100', rows: '100' },
			{ offset: '0', rows: '100' },
		]);
	});
});
