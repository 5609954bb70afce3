/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** Operator resource and the operator list search, against the fake platform. */
import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

// A small page cap, so Return All has to walk several pages.
const fx = usePlatform({ maxPageSize: 3 });

const CATALOG = '/api/v1/catalog/integrations/auth-required/operators';
const AUTHSERVER = '/api/v1/authserver/integrations/auth-required/operators';
const BRANCH = '6f1d2c3b-4a59-4e87-9b10-0000000000b1';
const CLIENT = 'org:11111111-1111-4111-8111-111111111111';

/** A cell missing from the input row: n8n lets it through, our validation must not. */
const MISSING = '={{ $json.missing }}';

function seedOperators(count: number) {
	return Array.from({ length: count }, (_, index) =>
		fx
			.control()
			.addOperator('acme', { name: `Operator ${index + 1}`, email: `op${index + 1}@example.com` }),
	);
}

describe('operator: get many', () => {
	it('Return All walks every page and outputs each operator once (the list carries them twice)', async () => {
		const seeded = seedOperators(7);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual(seeded.map((operator) => operator.id));
		expect(output[0].json).toMatchObject({
			name: 'Operator 1',
			email: 'op1@example.com',
			isActive: true,
		});
		expect(output.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
		const requests = fx.control().requests({ pathPrefix: CATALOG, method: 'GET' });
		expect(requests.map((request) => request.query.pageNumber)).toEqual(['1', '2', '3']);
		expect(requests.every((request) => request.path === CATALOG)).toBe(true);
	});

	it('Limit asks for that many and stops', async () => {
		const seeded = seedOperators(5);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: false, limit: 2 },
		});
		expect(output.map((item) => item.json.id)).toEqual(
			seeded.slice(0, 2).map((operator) => operator.id),
		);
		const requests = fx.control().requests({ pathPrefix: CATALOG });
		expect(requests).toHaveLength(1);
		expect(requests[0].query).toEqual({ pageNumber: '1', pageSize: '2' });
	});

	it('falls back to the alternative path (authserver) when the platform serves only that one', async () => {
		fx.control().setPathMode('alternative');
		const seeded = seedOperators(2);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual(seeded.map((operator) => operator.id));
		expect(
			fx
				.control()
				.requests({ method: 'GET' })
				.map((request) => request.path),
		).toEqual([CATALOG, AUTHSERVER]);
	});
});

describe('operator: get', () => {
	it('reads one operator by ID from the documented path', async () => {
		const [seeded] = seedOperators(1);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'get', operatorId: byId(seeded.id) },
			items: [{}, {}],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual(
			[seeded, seeded].map((operator) => ({ ...operator })),
		);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(
			fx
				.control()
				.requests()
				.map((request) => `${request.method} ${request.path}`),
		).toEqual([`GET ${CATALOG}/${seeded.id}`, `GET ${CATALOG}/${seeded.id}`]);
	});

	it.each([
		['main', [`${CATALOG}/ID`, `${CATALOG}/ID`]],
		['alternative', [`${CATALOG}/ID`, `${AUTHSERVER}/ID`, `${AUTHSERVER}/ID`]],
	])('in %s path mode finds the path that answers and remembers it', async (mode, expected) => {
		fx.control().setPathMode(mode as 'main' | 'alternative');
		const [seeded] = seedOperators(1);
		for (let run = 0; run < 2; run++) {
			const { output, error } = await runNode({
				credentials: fx.credentials(),
				parameters: { resource: 'operator', operation: 'get', operatorId: byId(seeded.id) },
			});
			expect(error).toBeUndefined();
			expect(output[0].json.id).toBe(seeded.id);
		}
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual(expected.map((path) => path.replace('ID', seeded.id)));
	});

	it("shows the platform's message for an unknown operator", async () => {
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'operator',
				operation: 'get',
				operatorId: byId('0b9e3f7a-1111-4222-8333-444455556666'),
			},
		});
		expect(output).toEqual([]);
		expect(error?.message).toContain('Operator 0b9e3f7a-1111-4222-8333-444455556666 not found');
		expect(error?.httpCode).toBe('404');
	});

	it('needs an operator ID before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'get', operatorId: byId(MISSING) },
		});
		expect(error?.message).toBe('"Operator" (operatorId) is required');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('operator: create', () => {
	const required = { email: 'anna@example.com', name: 'Anna Nowak', phone: '+48 600 100 200' };

	it('sends the fields, stores the operator and outputs the fields with its ID', async () => {
		const additionalFields = {
			externalId: 'ERP-7',
			additionalEmail: 'anna.private@example.com',
			landlinePhone: '+48 22 100 200',
			cartDefaultWarehouseId: 'WH-1',
			cartDefaultClientId: CLIENT,
			isAccountManager: true,
			isActive: false,
			branchId: BRANCH,
			isAppliedDefaultClientFromBranch: true,
			isAppliedDefaultWarehouseFromBranch: false,
		};
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'create', ...required, additionalFields },
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(request.method).toBe('POST');
		expect(request.path).toBe(`${CATALOG}/create`);
		expect(request.body).toEqual({ ...required, ...additionalFields });
		const operatorId = output[0].json.operatorId as string;
		expect(output).toEqual([
			{
				json: { operatorId, id: operatorId, ...required, ...additionalFields },
				pairedItem: { item: 0 },
			},
		]);
		expect(fx.control().state('acme').operators[operatorId]).toMatchObject({
			...required,
			...additionalFields,
		});
	});

	it('sends only the fields given: the platform applies its defaults', async () => {
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'operator',
				operation: 'create',
				...required,
				additionalFields: { externalId: '' },
			},
		});
		expect(fx.control().requests()[0].body).toEqual(required);
		const stored = fx.control().state('acme').operators[output[0].json.operatorId as string];
		expect(stored).toMatchObject({ isActive: true, externalId: null, isAccountManager: false });
	});

	it.each([
		['email', '"Email" (email) is required'],
		['name', '"Name" (name) is required'],
		['phone', '"Phone" (phone) is required'],
	])('without %s fails before sending anything', async (field, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'create', ...required, [field]: MISSING },
		});
		expect(error?.message).toBe(message);
		expect(error?.description).toContain('Item 1');
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		['email', { email: 'not-an-address' }, 'must be an email address'],
		[
			'cartDefaultClientId',
			{ additionalFields: { cartDefaultClientId: '1234' } },
			'must be a client ID like org:',
		],
		['branchId', { additionalFields: { branchId: 'branch-1' } }, 'must be a UUID like'],
	])('rejects a bad %s before sending anything', async (field, extra, expected) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'create', ...required, ...extra },
		});
		expect(error?.message).toContain(`(${field}) ${expected}`);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('operator: update', () => {
	it('sends name, phone and the update fields, and outputs what was written', async () => {
		const [seeded] = seedOperators(1);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'operator',
				operation: 'update',
				operatorId: byId(seeded.id),
				name: 'Renamed',
				phone: '+48 700 000 000',
				updateFields: { email: 'renamed@example.com', isActive: false },
			},
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`PUT ${CATALOG}/${seeded.id}`);
		expect(request.body).toEqual({
			name: 'Renamed',
			phone: '+48 700 000 000',
			email: 'renamed@example.com',
			isActive: false,
		});
		expect(output).toEqual([
			{
				json: {
					id: seeded.id,
					name: 'Renamed',
					phone: '+48 700 000 000',
					email: 'renamed@example.com',
					isActive: false,
					updated: true,
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(fx.control().state('acme').operators[seeded.id]).toMatchObject({
			name: 'Renamed',
			email: 'renamed@example.com',
			isActive: false,
		});
	});

	it.each([
		['operatorId', { operatorId: byId(MISSING) }, '"Operator" (operatorId) is required'],
		['name', { name: MISSING }, '"Name" (name) is required'],
		['phone', { phone: '  ' }, '"Phone" (phone) is required'],
	])('without %s fails before sending anything', async (_field, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'operator',
				operation: 'update',
				operatorId: byId('0b9e3f7a-1111-4222-8333-444455556666'),
				name: 'N',
				phone: '1',
				...override,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('with Continue On Fail, an unknown operator becomes an error item paired with its input', async () => {
		const [seeded] = seedOperators(1);
		const unknown = '0b9e3f7a-1111-4222-8333-444455556666';
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'operator',
				operation: 'update',
				operatorId: byId('={{ $json.id }}'),
				name: '={{ $json.name }}',
				phone: '+48 1',
			},
			items: [
				{ id: seeded.id, name: 'First' },
				{ id: unknown, name: 'Second' },
			],
		});
		expect(error).toBeUndefined();
		expect(output).toHaveLength(2);
		expect(output[0]).toEqual({
			json: { id: seeded.id, name: 'First', phone: '+48 1', updated: true },
			pairedItem: { item: 0 },
		});
		expect(output[1].pairedItem).toEqual({ item: 1 });
		expect(output[1].json.error).toContain(`Operator ${unknown} not found`);
		expect(
			fx
				.control()
				.requests({ method: 'PUT' })
				.map((request) => request.path),
		).toEqual([`${CATALOG}/${seeded.id}`, `${CATALOG}/${unknown}`]);
		expect(fx.control().state('acme').operators[seeded.id].name).toBe('First');
	});
});

describe('operator: list search', () => {
	it('lists operators as "name (email)" and filters them', async () => {
		const seeded = seedOperators(4);
		const all = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchOperators',
			parameters: { resource: 'operator', operation: 'get' },
		});
		expect(all.results).toEqual(
			seeded.map((operator) => ({
				name: `${operator.name} (${operator.email})`,
				value: operator.id,
			})),
		);
		// 4 operators with a page cap of 3: two pages.
		expect(
			fx
				.control()
				.requests({ pathPrefix: CATALOG })
				.map((request) => request.query.pageNumber),
		).toEqual(['1', '2']);

		const filtered = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchOperators',
			parameters: { resource: 'operator', operation: 'get' },
			filter: 'OP3@',
		});
		expect(filtered.results).toEqual([
			{ name: 'Operator 3 (op3@example.com)', value: seeded[2].id },
		]);
		for (const request of fx.control().requests()) {
			expect(request.headers.apiauth).toBe(fx.platform.tenants.acme);
			expect(request.headers['platform-tenant']).toBe('acme');
		}
	});
});
