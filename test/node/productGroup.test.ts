import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const GROUPS = '/api/v1/pricing/integrations/auth-required/product-group';

async function createGroup(name: string): Promise<string> {
	const { output, error } = await runNode({
		credentials: fx.credentials(),
		parameters: { resource: 'productGroup', operation: 'create', name },
	});
	expect(error).toBeUndefined();
	return output[0].json.productGroupId as string;
}

describe('Product Group: Create', () => {
	it('creates one group per item and outputs the generated ID first, paired with its item', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'create',
				name: '={{ $json.group }}',
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ group: 'Drills' }, { group: 'Cables' }],
		});
		expect(error).toBeUndefined();

		const requests = fx.control().requests({ pathPrefix: GROUPS });
		expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
			['POST', GROUPS, { name: 'Drills' }],
			['POST', GROUPS, { name: 'Cables' }],
		]);
		const stored = fx.control().state('acme').productGroups as Record<
			string,
			{ name: string; products: string[] }
		>;
		expect(Object.values(stored).map((group) => group.name)).toEqual(['Drills', 'Cables']);

		expect(output).toHaveLength(2);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(output.map((item) => item.json.name)).toEqual(['Drills', 'Cables']);
		for (const item of output) {
			expect(Object.keys(item.json)[0]).toBe('productGroupId');
			expect(stored[item.json.productGroupId as string].name).toBe(item.json.name);
		}
	});

	it('stops before sending anything when Name is missing', async () => {
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'productGroup', operation: 'create', name: '={{ $json.group }}' },
			items: [{ group: 'Drills' }, { group: '' }],
		});
		expect(error?.message).toBe('"Name" (name) is required');
		expect(error?.description).toContain('Item 2');
		expect(output).toEqual([]);
		expect(fx.control().requests()).toEqual([]);
	});

	it('reports a refused API key with the platform message', async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme', { apiKey: 'wrong-key' }),
			parameters: { resource: 'productGroup', operation: 'create', name: 'Drills' },
		});
		expect(error?.message).toContain('The platform refused the API key');
		expect(error?.httpCode).toBe('401');
		expect(fx.control().requests({ pathPrefix: GROUPS })).toHaveLength(1);
		expect(fx.control().state('acme').productGroups).toBeUndefined();
	});
});

describe('Product Group: Set Products', () => {
	it('sends a comma-separated list as a JSON array of SKUs and replaces the group products', async () => {
		const id = await createGroup('Drills');
		fx.control().clearRequests();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: id,
				skus: ' SKU-1, SKU-2 ,SKU-3, ',
			},
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect([request.method, request.path]).toEqual(['PUT', `${GROUPS}/${id}/products`]);
		expect(request.body).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
		expect(fx.control().state('acme').productGroups[id].products).toEqual([
			'SKU-1',
			'SKU-2',
			'SKU-3',
		]);
		expect(output).toEqual([
			{
				json: { productGroupId: id, skus: ['SKU-1', 'SKU-2', 'SKU-3'], updated: true },
				pairedItem: { item: 0 },
			},
		]);
	});

	it('takes an array from an expression, numbers included, one group per item', async () => {
		const first = await createGroup('A');
		const second = await createGroup('B');
		fx.control().clearRequests();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: '={{ $json.group }}',
				skus: '={{ $json.skus }}',
			},
			items: [
				{ group: first, skus: ['X-1', 'X-2'] },
				{ group: second, skus: [1001, 'Y 2'] },
			],
		});
		expect(error).toBeUndefined();
		const bodies = Object.fromEntries(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.body]),
		);
		expect(bodies).toEqual({
			[`${GROUPS}/${first}/products`]: ['X-1', 'X-2'],
			[`${GROUPS}/${second}/products`]: ['1001', 'Y 2'],
		});
		const stored = fx.control().state('acme').productGroups;
		expect(stored[first].products).toEqual(['X-1', 'X-2']);
		expect(stored[second].products).toEqual(['1001', 'Y 2']);
		expect(output.map((item) => [item.json.productGroupId, item.pairedItem])).toEqual([
			[first, { item: 0 }],
			[second, { item: 1 }],
		]);
	});

	it.each([
		// n8n itself refuses to start with an empty required field: an expression can still yield nothing.
		[
			'Product Group ID',
			{ productGroupId: '={{ $json.missing }}', skus: 'A' },
			'"Product Group ID" (productGroupId) is required',
		],
		[
			'SKUs',
			{ productGroupId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', skus: '={{ "" }}' },
			'"SKUs" (skus) is required',
		],
	])('stops before sending anything when %s is missing', async (_field, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'productGroup', operation: 'setProducts', ...values },
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		['an empty SKU in an array', ['A', ' '], '"SKUs" (skus[1]) must not be empty'],
		['a list of blanks only', ' , ,', '"SKUs" (skus) must list at least one SKU'],
		['a SKU that is not text', ['A', { sku: 'B' }], '"SKUs" (skus[1]) must be a SKU (text)'],
	])('rejects %s before sending anything', async (_case, skus, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
				skus: `={{ ${JSON.stringify(skus)} }}`,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('rejects a group ID that is not a UUID', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: 'drills',
				skus: 'A',
			},
		});
		expect(error?.message).toContain('"Product Group ID" (productGroupId) must be a UUID');
		expect(fx.control().requests()).toEqual([]);
	});

	it('with Continue On Fail, an unknown group gives an error item in its place and the others go through', async () => {
		const id = await createGroup('Drills');
		fx.control().clearRequests();
		const unknown = '00000000-0000-4000-8000-000000000000';
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: '={{ $json.group }}',
				skus: '={{ $json.skus }}',
			},
			items: [
				{ group: id, skus: 'A' },
				{ group: unknown, skus: 'B' },
				{ group: id, skus: '' },
			],
		});
		expect(error).toBeUndefined();
		expect(output).toHaveLength(3);
		expect(output[0].json).toEqual({ productGroupId: id, skus: ['A'], updated: true });
		expect(output[1].json.error).toContain(`Product group ${unknown} not found`);
		expect(output[2].json.error).toBe('"SKUs" (skus) is required');
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([`${GROUPS}/${id}/products`, `${GROUPS}/${unknown}/products`]);
		expect(fx.control().state('acme').productGroups[id].products).toEqual(['A']);
	});

	it('without Continue On Fail, the platform 404 stops the run with its message', async () => {
		const unknown = '00000000-0000-4000-8000-000000000000';
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productGroup',
				operation: 'setProducts',
				productGroupId: unknown,
				skus: 'A',
			},
		});
		expect(error?.message).toContain(`Product group ${unknown} not found`);
		expect(error?.httpCode).toBe('404');
	});
});
