/**
 * Values a field gets from an expression, as a sheet, a CSV or a Set node gives them: every field
 * reads them the same way (a number where text is expected is sent as text, "true" / "10" where a
 * switch or a number is expected are read as such), and a refusal is in plain words that name the
 * field as the editor shows it; an entry of a list of the form is named with its number, from 1.
 * Nothing is sent before the refusal.
 */
import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const CART = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const LINE = '3f2504e0-4f89-41d3-9a0c-0305e82c3304';
const PRODUCT = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

const apiRequests = () => fx.control().requests({ origin: 'api' });

describe('Return All and Limit from an expression', () => {
	const searchProducts = (list: IDataObject) =>
		runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'product', operation: 'search', ...list },
		});

	it('reads "3" as a Limit of 3 and "true" as Return All on, like every other field', async () => {
		const three = await searchProducts({ limit: '={{ "3" }}' });
		expect(three.error).toBeUndefined();
		expect(three.output).toHaveLength(3);

		const all = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'getAll', returnAll: '={{ "true" }}' },
		});
		expect(all.error).toBeUndefined();
	});

	it.each([0, -1, 2.5, '0'])(
		'refuses a Limit of %p in plain words, before sending',
		async (limit) => {
			const { error } = await searchProducts({ limit: `={{ ${JSON.stringify(limit)} }}` });
			expect(error?.message).toBe('"Limit" (limit) must be a whole number of 1 or more');
			expect(apiRequests()).toEqual([]);
		},
	);
});

describe('optional text fields and switches take what a sheet gives', () => {
	it('Operator > Create: a phone and an external ID given as numbers are sent as text, "true" as true', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'operator',
				operation: 'create',
				email: 'anna@example.com',
				name: 'Anna',
				phone: '={{ 48221234567 }}',
				additionalFields: {
					landlinePhone: '={{ 221234567 }}',
					externalId: '={{ 42 }}',
					isActive: '={{ "true" }}',
				},
			},
		});
		expect(error).toBeUndefined();
		expect(apiRequests().map((request) => request.body)).toEqual([
			expect.objectContaining({ landlinePhone: '221234567', externalId: '42', isActive: true }),
		]);
	});

	it('Segment > Create: an External ID given as a number is sent as text', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'create',
				name: 'North',
				additionalFields: { externalId: '={{ 7 }}' },
			},
		});
		expect(error).toBeUndefined();
		expect(apiRequests().map((request) => request.body)).toEqual([
			{ name: 'North', externalId: '7' },
		]);
	});

	it('Webhook > Get Many: a Search given as a number is searched as text', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'getAll',
				filters: { search: '={{ 12345 }}' },
			},
		});
		expect(error).toBeUndefined();
		expect(apiRequests().map((request) => request.query)).toEqual([
			expect.objectContaining({ search: '12345' }),
		]);
	});

	it('Product > Search: Simplify "false" outputs the records as the platform sends them', async () => {
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'product',
				operation: 'search',
				limit: 1,
				simplify: '={{ "false" }}',
			},
		});
		expect(error).toBeUndefined();
		expect(output).toHaveLength(1);
	});

	it('a value of the wrong kind is named in the editor`s words ("text"), not zod`s ("string")', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'create',
				name: 'W',
				status: 'ACTIVE',
				webhookType: 'CartOpened',
				callbackUrl: 'https://erp.example.com/hooks/cart',
				authentication: 'HTTP_BASIC',
				username: '={{ ["anna"] }}',
				password: 'secret',
			},
		});
		expect(error?.message).toBe('"Username" (username) must be text, not array');
		expect(apiRequests()).toEqual([]);
	});
});

describe('an entry of a list of the form is named with its number, from 1', () => {
	const priceLine = { lineId: LINE, changeField: 'none', purchasePrice: 1, salePrice: 2 };

	it('Cart > Change Prices: a line given twice names Line 2 and its Line ID', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'cart',
				operation: 'changePrices',
				cartId: CART,
				prices: { line: [priceLine, { ...priceLine }] },
			},
		});
		expect(error?.message).toBe('"Prices › Line 2 › Line ID" is given twice');
		expect(error?.description).toContain('<li>Item 1: "Prices › Line 2 › Line ID" is given twice');
		expect(apiRequests()).toEqual([]);
	});

	it('Minimal Price > Set: every problem of Level 3 names Level 3', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'minimalPrice',
				operation: 'set',
				skuId: 'SKU-1',
				levels: {
					level: [
						{ name: 'retail', value: 1 },
						{ name: 'wholesale', value: 2 },
						{ name: '', value: -1 },
					],
				},
			},
		});
		expect(error?.description).toContain('<li>Item 1: "Levels › Level 3 › Name" is required</li>');
		expect(error?.description).toContain(
			'<li>Item 1: "Levels › Level 3 › Value" must not be negative</li>',
		);
		expect(apiRequests()).toEqual([]);
	});

	it('Cart > Add Configurable Products: Child 2 of the children', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'cart',
				operation: 'addConfigurableProducts',
				cartId: CART,
				mainProductId: PRODUCT,
				mainQuantity: 1,
				children: {
					child: [
						{ productId: PRODUCT, quantity: 1 },
						{ productId: PRODUCT, quantity: 0 },
					],
				},
			},
		});
		expect(error?.message).toBe('"Children › Child 2 › Quantity" must be greater than 0');
		expect(apiRequests()).toEqual([]);
	});

	it('External Reservation > Update in JSON mode names Products (JSON) and the JSON path the user wrote', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'externalReservation',
				operation: 'update',
				salesOrderNumber: 'SO-1',
				productsInput: 'json',
				productsJson: JSON.stringify([
					{ lineNumber: '1', productId: PRODUCT, reservedQuantity: 1 },
					{ lineNumber: '2', productId: PRODUCT, reservedQuantity: 'x' },
				]),
			},
		});
		expect(error?.message).toBe(
			'"Products (JSON)" (productsJson[1].reservedQuantity) must be a number',
		);
		expect(apiRequests()).toEqual([]);
	});
});

describe('a Fields / JSON dropdown set from an expression', () => {
	it.each([
		['cart', 'changePrices', 'pricesInput', 'Prices Input'],
		['cart', 'addConfigurableProducts', 'productsInput', 'Products Input'],
		['minimalPrice', 'set', 'levelsInput', 'Levels Input'],
	])(
		'%s > %s: a value it does not offer is named with the values it takes',
		async (resource, operation, name, label) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource,
					operation,
					cartId: CART,
					skuId: 'SKU-1',
					mainProductId: PRODUCT,
					[name]: '={{ "table" }}',
				},
			});
			expect(error?.message).toBe(`"${label}" (${name}) must be one of fields, json`);
			expect(apiRequests()).toEqual([]);
		},
	);
});
