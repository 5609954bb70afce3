import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TAX = '/api/v1/pricing/integrations/auth-required/products/tax';

describe('Product Tax: Set (fields, one product per item)', () => {
	it('sends one request per item with {taxes: [one]} and stores each tax', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
				tax: '={{ $json.vat }}',
			},
			items: [
				{ sku: 'SKU-1', vat: 8 },
				{ sku: 12345, vat: '5' },
				{ sku: 'SKU-3', vat: 0 },
			],
		});
		expect(error).toBeUndefined();

		const bodies = fx
			.control()
			.requests({ pathPrefix: TAX })
			.map((r) => [r.method, r.body]);
		expect(bodies).toHaveLength(3);
		expect(bodies).toEqual(
			expect.arrayContaining([
				['PUT', { taxes: [{ productId: 'SKU-1', tax: 8 }] }],
				['PUT', { taxes: [{ productId: '12345', tax: 5 }] }],
				['PUT', { taxes: [{ productId: 'SKU-3', tax: 0 }] }],
			]),
		);
		expect(fx.control().state('acme').productTaxes).toEqual({ 'SKU-1': 8, '12345': 5, 'SKU-3': 0 });

		expect(output).toEqual([
			{ json: { productId: 'SKU-1', tax: 8, updated: true }, pairedItem: { item: 0 } },
			{ json: { productId: '12345', tax: 5, updated: true }, pairedItem: { item: 1 } },
			{ json: { productId: 'SKU-3', tax: 0, updated: true }, pairedItem: { item: 2 } },
		]);
	});

	it('uses the default of 23 when Tax is left as it is', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: 'SKU-9' },
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({ taxes: [{ productId: 'SKU-9', tax: 23 }] });
		expect(output[0].json).toEqual({ productId: 'SKU-9', tax: 23, updated: true });
	});

	it.each([
		[
			'Product',
			{ productId: { __rl: true, mode: 'id', value: '={{ $json.missing }}' }, tax: 8 },
			'"Product" (productId) is required',
		],
		[
			'Tax (%)',
			{ productId: { __rl: true, mode: 'id', value: 'SKU-1' }, tax: '={{ $json.missing }}' },
			'"Tax (%)" (tax) is required',
		],
	])('stops before sending anything when %s is missing', async (_field, values, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'productTax', operation: 'set', ...values },
			items: [{ ok: true }],
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		[150, '"Tax (%)" (tax) must be a percentage from 0 to 100'],
		['-1', '"Tax (%)" (tax) must be a percentage from 0 to 100'],
		['eight', '"Tax (%)" (tax) must be a number'],
	])(
		'rejects a tax of %p before sending anything, also for the valid items',
		async (tax, message) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource: 'productTax',
					operation: 'set',
					productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
					tax: '={{ $json.vat }}',
				},
				items: [
					{ sku: 'A', vat: 8 },
					{ sku: 'B', vat: tax },
				],
			});
			expect(error?.message).toBe(message);
			expect(error?.description).toContain('Item 2');
			expect(fx.control().requests()).toEqual([]);
			expect(fx.control().state('acme').productTaxes).toBeUndefined();
		},
	);
});

describe('Product Tax: Set (JSON, many products at once)', () => {
	it('sends the whole list in one request per item', async () => {
		const taxes = [
			{ productId: 'SKU-1', tax: 8, name: 'extra columns are dropped' },
			{ productId: 'SKU-2', tax: '5.5' },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				inputMode: 'json',
				taxes: JSON.stringify(taxes),
			},
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([
			[
				'PUT',
				TAX,
				{
					taxes: [
						{ productId: 'SKU-1', tax: 8 },
						{ productId: 'SKU-2', tax: 5.5 },
					],
				},
			],
		]);
		expect(fx.control().state('acme').productTaxes).toEqual({ 'SKU-1': 8, 'SKU-2': 5.5 });
		expect(output).toEqual([
			{ json: { productId: 'SKU-1', tax: 8, updated: true }, pairedItem: { item: 0 } },
			{ json: { productId: 'SKU-2', tax: 5.5, updated: true }, pairedItem: { item: 0 } },
		]);
	});

	it.each([
		['a missing productId', [{ tax: 8 }], '"Taxes (JSON)" (taxes[0].productId) is required'],
		[
			'a missing tax',
			[{ productId: 'A', tax: 8 }, { productId: 'B' }],
			'"Taxes (JSON)" (taxes[1].tax) is required',
		],
		['an empty list', [], '"Taxes (JSON)" (taxes) must hold at least one product'],
		[
			'an object instead of a list',
			{ productId: 'A', tax: 8 },
			'"Taxes (JSON)" (taxes) must be a JSON list like [{"productId": "SKU-1", "tax": 8}]',
		],
	])('rejects %s before sending anything', async (_case, taxes, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				inputMode: 'json',
				taxes: JSON.stringify(taxes),
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('reports JSON that does not parse, naming the field', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				inputMode: 'json',
				taxes: '[{"productId": "A", ',
			},
		});
		expect(error?.message).toBe('"Taxes (JSON)" is not valid JSON');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Product Tax: errors from the platform', () => {
	it('a 503 on the PUT is retried (it replaces by key) and every item succeeds', async () => {
		fx.control().injectFault({ kind: 'status', status: 503, count: 1, match: { pathPrefix: TAX } });
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
				tax: 8,
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ sku: 'A' }, { sku: 'B' }],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([
			{ productId: 'A', tax: 8, updated: true },
			{ productId: 'B', tax: 8, updated: true },
		]);
		expect(
			fx
				.control()
				.requests({ pathPrefix: TAX })
				.map((r) => r.status),
		).toEqual([503, 204, 204]);
	});

	it('a refused tenant reaches the user with the status and the platform message', async () => {
		const { error, output } = await runNode({
			credentials: fx.credentials('acme', { tenant: 'nobody' }),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: 'A' },
				tax: 8,
			},
		});
		expect(output).toEqual([]);
		expect(error?.httpCode).toBe('403');
		expect(error?.message).toContain('The platform refused access for this tenant');
		expect(fx.control().requests({ pathPrefix: TAX })).toHaveLength(1);
	});

	it('with Continue On Fail, a 400 from the platform becomes that item error and the rest go through', async () => {
		fx.control().injectFault({ kind: 'status', status: 400, count: 1, match: { pathPrefix: TAX } });
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
				tax: 8,
				requestOptions: { maxInFlight: 1 },
			},
			items: [{ sku: 'A' }, { sku: 'B' }],
		});
		expect(error).toBeUndefined();
		expect(output[0].json.error).toContain('The platform rejected the request as invalid');
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[1]).toEqual({
			json: { productId: 'B', tax: 8, updated: true },
			pairedItem: { item: 1 },
		});
		expect(fx.control().state('acme').productTaxes).toEqual({ B: 8 });
	});
});
