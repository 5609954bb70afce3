/** Cart resource: add product, add configurable products, change prices. */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const CARTS = '/api/v1/orderpath/integrations/auth-required/carts';
const MISSING = '={{ $json.missing }}';
const OPERATOR = '5d7e2a10-3b4c-4d5e-8f60-000000000a01';
const UNKNOWN_CART = '5c0a7d3e-2b1f-4c8e-9a10-0000000fffff';

function seedCart() {
	return fx.control().addCart('acme', { lines: [{ productId: 'OLD-1' }, { productId: 'OLD-2' }] });
}

function storedCart(cartId: string) {
	return fx.control().state('acme').carts[cartId];
}

describe('cart: add product', () => {
	const params = (cartId: string, extra: Record<string, unknown> = {}) => ({
		resource: 'cart',
		operation: 'addProduct',
		cartId,
		productId: 'SKU-1',
		quantityType: 'ORDER_QUANTITY',
		quantity: 3,
		...extra,
	});

	it('puts the product and quantity, and the cart gets a new line', async () => {
		const cart = seedCart();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: params(cart.id),
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`PUT ${CARTS}/${cart.id}/add-product`);
		expect(request.body).toEqual({
			productId: 'SKU-1',
			quantity: { type: 'ORDER_QUANTITY', value: 3 },
		});
		expect(output).toEqual([
			{
				json: {
					cartId: cart.id,
					productId: 'SKU-1',
					quantity: { type: 'ORDER_QUANTITY', value: 3 },
					added: true,
				},
				pairedItem: { item: 0 },
			},
		]);
		const lines = storedCart(cart.id).lines;
		expect(lines).toHaveLength(3);
		expect(lines[2]).toMatchObject({
			productId: 'SKU-1',
			quantity: { type: 'ORDER_QUANTITY', value: 3 },
		});
	});

	it('is never repeated automatically: a 502 fails the item and adds nothing', async () => {
		const cart = seedCart();
		fx.control().injectFault({
			kind: 'status',
			status: 502,
			count: 1,
			match: { route: 'cart.addProduct' },
		});
		const { error } = await runNode({ credentials: fx.credentials(), parameters: params(cart.id) });
		expect(error?.httpCode).toBe('502');
		expect(fx.control().requests()).toHaveLength(1);
		expect(storedCart(cart.id).lines).toHaveLength(2);
	});

	it.each([
		['a missing cartId', { cartId: MISSING }, '"Cart ID" (cartId) is required'],
		[
			'a cart ID not in ID form',
			{ cartId: 'cart-1' },
			'"Cart ID" (cartId) must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		],
		['a missing productId', { productId: MISSING }, '"Product ID" (productId) is required'],
		[
			'a missing quantityType',
			{ quantityType: MISSING },
			'"Quantity Type" (quantityType) is required',
		],
		[
			'an unknown quantity type',
			{ quantityType: 'PIECES' },
			'"Quantity Type" (quantityType) must be one of CONTENT_QUANTITY, ORDER_QUANTITY',
		],
		['a missing quantity', { quantity: MISSING }, '"Quantity" (quantity) is required'],
		['a zero quantity', { quantity: 0 }, '"Quantity" (quantity) must be greater than 0'],
	])('%s fails before sending anything', async (_what, override, message) => {
		const cart = seedCart();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: params(cart.id, override),
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it("shows the platform's message for an unknown cart; Continue On Fail pairs the error item", async () => {
		const cart = seedCart();
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: params(UNKNOWN_CART),
		});
		expect(failed.error?.message).toContain(`Cart ${UNKNOWN_CART} not found`);
		expect(failed.error?.httpCode).toBe('404');

		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: params('={{ $json.cart }}'),
			items: [{ cart: cart.id }, { cart: UNKNOWN_CART }],
		});
		expect(error).toBeUndefined();
		expect(output[0]).toMatchObject({
			json: { cartId: cart.id, added: true },
			pairedItem: { item: 0 },
		});
		expect(output[1].pairedItem).toEqual({ item: 1 });
		expect(output[1].json.error).toContain(`Cart ${UNKNOWN_CART} not found`);
		expect(storedCart(cart.id).lines).toHaveLength(3);
	});
});

describe('cart: add configurable products', () => {
	const fieldsParams = (cartId: string, extra: Record<string, unknown> = {}) => ({
		resource: 'cart',
		operation: 'addConfigurableProducts',
		cartId,
		productsInput: 'fields',
		mainProductId: 'KIT-1',
		mainQuantityType: 'CONTENT_QUANTITY',
		mainQuantity: 2,
		children: {
			child: [
				{
					productId: 'PART-1',
					quantityType: 'CONTENT_QUANTITY',
					quantity: 4,
					allowQuantityChange: false,
					allowQuantitySplitting: true,
					removable: true,
				},
				{
					productId: 'PART-2',
					quantityType: 'ORDER_QUANTITY',
					quantity: 1,
					allowQuantityChange: true,
					allowQuantitySplitting: false,
					removable: false,
				},
			],
		},
		additionalFields: { removable: false, externalId: 'EXT-KIT-1', operatorId: OPERATOR },
		...extra,
	});

	it('puts a main line with its children from the fields, and the cart links them', async () => {
		const cart = seedCart();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id),
		});
		expect(error).toBeUndefined();
		const expectedBody = {
			configurableProducts: [
				{
					main: {
						productId: 'KIT-1',
						quantity: { type: 'CONTENT_QUANTITY', value: 2 },
						removable: false,
					},
					children: [
						{
							productId: 'PART-1',
							quantity: { type: 'CONTENT_QUANTITY', value: 4 },
							allowQuantityChange: false,
							allowQuantitySplitting: true,
							removable: true,
						},
						{
							productId: 'PART-2',
							quantity: { type: 'ORDER_QUANTITY', value: 1 },
							allowQuantityChange: true,
							allowQuantitySplitting: false,
							removable: false,
						},
					],
					externalId: 'EXT-KIT-1',
				},
			],
			operatorId: OPERATOR,
		};
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(
			`PUT ${CARTS}/${cart.id}/add-configurable-products`,
		);
		expect(request.body).toEqual(expectedBody);
		expect(output).toEqual([
			{ json: { cartId: cart.id, ...expectedBody, added: true }, pairedItem: { item: 0 } },
		]);
		const [, , main, child1, child2] = storedCart(cart.id).lines;
		expect(main).toMatchObject({
			productId: 'KIT-1',
			removable: false,
			allowQuantityChange: true,
			parentLineId: null,
			operatorId: OPERATOR,
		});
		expect(child1).toMatchObject({
			productId: 'PART-1',
			allowQuantityChange: false,
			parentLineId: main.id,
		});
		expect(child2).toMatchObject({
			productId: 'PART-2',
			removable: false,
			allowQuantitySplitting: false,
			parentLineId: main.id,
		});
	});

	it('sends an empty children list and no optional fields when none are given', async () => {
		const cart = seedCart();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id, { children: {}, additionalFields: {} }),
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({
			configurableProducts: [
				{
					main: { productId: 'KIT-1', quantity: { type: 'CONTENT_QUANTITY', value: 2 } },
					children: [],
				},
			],
		});
		expect(storedCart(cart.id).lines[2]).toMatchObject({
			productId: 'KIT-1',
			removable: true,
			operatorId: null,
		});
	});

	it('takes many configurable products as JSON', async () => {
		const cart = seedCart();
		const configurableProducts = [
			{
				main: { productId: 'KIT-A', quantity: { type: 'ORDER_QUANTITY', value: 1 } },
				children: [{ productId: 'A-1', quantity: { type: 'CONTENT_QUANTITY', value: 2 } }],
				externalId: 'X-A',
			},
			{
				main: {
					productId: 'KIT-B',
					quantity: { type: 'CONTENT_QUANTITY', value: 5 },
					allowQuantitySplitting: false,
				},
				children: [],
			},
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'cart',
				operation: 'addConfigurableProducts',
				cartId: cart.id,
				productsInput: 'json',
				configurableProducts: JSON.stringify(configurableProducts),
				additionalFields: { operatorId: OPERATOR },
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({ configurableProducts, operatorId: OPERATOR });
		expect(output[0].json).toEqual({
			cartId: cart.id,
			configurableProducts,
			operatorId: OPERATOR,
			added: true,
		});
		expect(
			storedCart(cart.id)
				.lines.slice(2)
				.map((line: { productId: string }) => line.productId),
		).toEqual(['KIT-A', 'A-1', 'KIT-B']);
	});

	it('is never repeated automatically: a 503 fails the item and adds nothing', async () => {
		const cart = seedCart();
		fx.control().injectFault({
			kind: 'status',
			status: 503,
			count: 1,
			match: { route: 'cart.addConfigurableProducts' },
		});
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id),
		});
		expect(error?.httpCode).toBe('503');
		expect(fx.control().requests()).toHaveLength(1);
		expect(storedCart(cart.id).lines).toHaveLength(2);
	});

	it.each([
		['a missing cartId', { cartId: MISSING }, '"Cart ID" (cartId) is required'],
		[
			'a missing mainProductId',
			{ mainProductId: MISSING },
			'"Main Product ID" (mainProductId) is required',
		],
		[
			'a missing mainQuantityType',
			{ mainQuantityType: MISSING },
			'"Main Quantity Type" (mainQuantityType) is required',
		],
		[
			'a missing mainQuantity',
			{ mainQuantity: MISSING },
			'"Main Quantity" (mainQuantity) is required',
		],
		[
			'a missing child product ID',
			{
				children: {
					child: [{ productId: MISSING, quantityType: 'CONTENT_QUANTITY', quantity: 1 }],
				},
			},
			'"Children › Child 1 › Product ID" is required',
		],
		[
			'a missing child quantity',
			{
				children: {
					child: [{ productId: 'P', quantityType: 'CONTENT_QUANTITY', quantity: MISSING }],
				},
			},
			'"Children › Child 1 › Quantity" is required',
		],
		[
			'an operator ID not in ID form',
			{ additionalFields: { operatorId: 'anna' } },
			'"Operator ID" (operatorId) must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		],
		[
			'missing JSON',
			{ productsInput: 'json', configurableProducts: MISSING },
			'"Configurable Products (JSON)" (configurableProducts) is required',
		],
		[
			'an empty JSON array',
			{ productsInput: 'json', configurableProducts: '[]' },
			'"Configurable Products (JSON)" (configurableProducts) must hold at least one configurable product',
		],
		[
			'a missing main line in the JSON',
			{ productsInput: 'json', configurableProducts: '[{"children": []}]' },
			'"Configurable Products (JSON)" (configurableProducts[0].main) is required',
		],
		[
			'a missing quantity type in the JSON',
			{
				productsInput: 'json',
				configurableProducts: '[{"main": {"productId": "K", "quantity": {"value": 1}}}]',
			},
			'"Configurable Products (JSON)" (configurableProducts[0].main.quantity.type) is required',
		],
	])('%s fails before sending anything', async (_what, override, message) => {
		const cart = seedCart();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id, override),
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('cart: change prices', () => {
	function fieldsParams(
		cartId: string,
		lines: Array<Record<string, unknown>>,
		extra: Record<string, unknown> = {},
	) {
		return {
			resource: 'cart',
			operation: 'changePrices',
			cartId,
			pricesInput: 'fields',
			prices: { line: lines },
			...extra,
		};
	}

	it('posts the prices keyed by line ID, with a change rule where one is chosen', async () => {
		const cart = seedCart();
		const [first, second] = cart.lines;
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(
				cart.id,
				[
					{
						lineId: first.id,
						purchasePrice: 10,
						salePrice: 12.5,
						changeField: 'PERCENT_DISCOUNT',
						changeValue: 5,
					},
					{
						lineId: second.id,
						purchasePrice: 3,
						salePrice: 4,
						changeField: 'none',
						changeValue: 0,
					},
				],
				{ additionalFields: { operatorId: OPERATOR } },
			),
		});
		expect(error).toBeUndefined();
		const prices = {
			[first.id]: {
				purchasePrice: 10,
				salePrice: 12.5,
				change: { field: 'PERCENT_DISCOUNT', value: 5 },
			},
			[second.id]: { purchasePrice: 3, salePrice: 4 },
		};
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(
			`POST ${CARTS}/${cart.id}/products/change-price`,
		);
		expect(request.body).toEqual({ prices, operatorId: OPERATOR });
		expect(output).toEqual([
			{
				json: { cartId: cart.id, prices, operatorId: OPERATOR, updated: true },
				pairedItem: { item: 0 },
			},
		]);
		const [line1, line2] = storedCart(cart.id).lines;
		expect(line1).toMatchObject({
			purchasePrice: 10,
			salePrice: 12.5,
			priceChange: { field: 'PERCENT_DISCOUNT', value: 5 },
			operatorId: OPERATOR,
		});
		expect(line2).toMatchObject({ purchasePrice: 3, salePrice: 4, priceChange: null });
	});

	it('takes the prices as JSON, keyed by line ID', async () => {
		const cart = seedCart();
		const prices = {
			[cart.lines[1].id]: {
				purchasePrice: 7,
				salePrice: 9,
				change: { field: 'FIXED_PRICE', value: 9 },
			},
		};
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'cart',
				operation: 'changePrices',
				cartId: cart.id,
				pricesInput: 'json',
				pricesJson: JSON.stringify(prices),
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({ prices });
		expect(output).toEqual([
			{ json: { cartId: cart.id, prices, updated: true }, pairedItem: { item: 0 } },
		]);
		expect(storedCart(cart.id).lines[1]).toMatchObject({
			salePrice: 9,
			priceChange: { field: 'FIXED_PRICE', value: 9 },
		});
	});

	it('is sent again after a 503, because setting prices twice gives the same result', async () => {
		const cart = seedCart();
		fx.control().injectFault({
			kind: 'status',
			status: 503,
			count: 1,
			match: { route: 'cart.changePrice' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id, [
				{ lineId: cart.lines[0].id, purchasePrice: 1, salePrice: 2, changeField: 'none' },
			]),
		});
		expect(error).toBeUndefined();
		const [refused, accepted] = fx.control().requests();
		expect([refused.status, accepted.status]).toEqual([503, 204]);
		// The same request again, body and all.
		expect(accepted.body).toEqual(refused.body);
		expect(accepted.body).toEqual({
			prices: { [cart.lines[0].id]: { purchasePrice: 1, salePrice: 2 } },
		});
		expect(output).toHaveLength(1);
		expect(output[0].json).toMatchObject({ cartId: cart.id, updated: true });
		expect(storedCart(cart.id).lines[0]).toMatchObject({ purchasePrice: 1, salePrice: 2 });
	});

	it("shows the platform's message for a line the cart does not have, and changes nothing", async () => {
		const cart = seedCart();
		const unknownLine = '9a9a9a9a-0000-4000-8000-000000000001';
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id, [
				{ lineId: cart.lines[0].id, purchasePrice: 1, salePrice: 2, changeField: 'none' },
				{ lineId: unknownLine, purchasePrice: 1, salePrice: 2, changeField: 'none' },
			]),
		});
		expect(error?.message).toContain(`Cart ${cart.id} has no line ${unknownLine}`);
		expect(storedCart(cart.id).lines[0].salePrice).toBeNull();
	});

	it('with Continue On Fail, an unknown cart becomes an error item paired with its input', async () => {
		const cart = seedCart();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: fieldsParams('={{ $json.cart }}', [
				{
					lineId: cart.lines[0].id,
					purchasePrice: 1,
					salePrice: '={{ $json.price }}',
					changeField: 'none',
				},
			]),
			items: [
				{ cart: UNKNOWN_CART, price: 5 },
				{ cart: cart.id, price: 6 },
			],
		});
		expect(error).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[0].json.error).toContain(`Cart ${UNKNOWN_CART} not found`);
		expect(output[1]).toMatchObject({
			json: { cartId: cart.id, updated: true },
			pairedItem: { item: 1 },
		});
		expect(storedCart(cart.id).lines[0].salePrice).toBe(6);
	});

	const LINE = '1b2c3d4e-0000-4000-8000-000000000001';
	it.each([
		['a missing cartId', { cartId: MISSING }, '"Cart ID" (cartId) is required'],
		['no line', { prices: {} }, '"Prices" (prices) must hold at least one line'],
		[
			'a missing line ID',
			{ prices: { line: [{ lineId: MISSING, purchasePrice: 1, salePrice: 2 }] } },
			'"Prices › Line 1 › Line ID" is required',
		],
		[
			'a line ID not in ID form',
			{ prices: { line: [{ lineId: 'line-1', purchasePrice: 1, salePrice: 2 }] } },
			'"Prices › Line 1 › Line ID" must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		],
		[
			'a missing purchase price',
			{ prices: { line: [{ lineId: LINE, purchasePrice: MISSING, salePrice: 2 }] } },
			'"Prices › Line 1 › Purchase Price" is required',
		],
		[
			'a missing sale price',
			{ prices: { line: [{ lineId: LINE, purchasePrice: 1, salePrice: MISSING }] } },
			'"Prices › Line 1 › Sale Price" is required',
		],
		[
			'a missing change value with a change chosen',
			{
				prices: {
					line: [
						{
							lineId: LINE,
							purchasePrice: 1,
							salePrice: 2,
							changeField: 'FIXED_MARGIN',
							changeValue: MISSING,
						},
					],
				},
			},
			'"Prices › Line 1 › Price Change Value" is required when a price change is chosen',
		],
		[
			'the same line given twice',
			{
				prices: {
					line: [
						{ lineId: LINE, purchasePrice: 1, salePrice: 2 },
						{ lineId: LINE, purchasePrice: 1, salePrice: 3 },
					],
				},
			},
			'"Prices › Line 2 › Line ID" is given twice',
		],
		[
			'missing JSON',
			{ pricesInput: 'json', pricesJson: MISSING },
			'"Prices (JSON)" (pricesJson) is required',
		],
		[
			'an unknown change field in the JSON',
			{
				pricesInput: 'json',
				pricesJson: `{"${LINE}": {"purchasePrice": 1, "salePrice": 2, "change": {"field": "DISCOUNT", "value": 1}}}`,
			},
			'"Prices (JSON)" (pricesJson.' +
				LINE +
				'.change.field) must be one of FIXED_DISCOUNT, FIXED_MARGIN, FIXED_PRICE, PERCENT_DISCOUNT, PERCENT_MARGIN, PURCHASE_PRICE',
		],
		[
			'a missing sale price in the JSON',
			{ pricesInput: 'json', pricesJson: `{"${LINE}": {"purchasePrice": 1}}` },
			'"Prices (JSON)" (pricesJson.' + LINE + '.salePrice) is required',
		],
	])('%s fails before sending anything', async (_what, override, message) => {
		const cart = seedCart();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(
				cart.id,
				[{ lineId: cart.lines[0].id, purchasePrice: 1, salePrice: 2, changeField: 'none' }],
				override,
			),
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('JSON: a key that is not a line ID and the problems of its prices are named in one run', async () => {
		const cart = seedCart();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldsParams(cart.id, [], {
				pricesInput: 'json',
				pricesJson: `{"line-1": {"purchasePrice": 1}, "${LINE}": {"purchasePrice": 1, "salePrice": "x"}}`,
			}),
		});
		expect(
			(error?.description ?? '').split('\n').filter((line) => line.startsWith('<li>')),
		).toEqual([
			'<li>Item 1: "Prices (JSON)" must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301 [pricesJson.line-1]</li>',
			'<li>Item 1: "Prices (JSON)" is required [pricesJson.line-1.salePrice]</li>',
			`<li>Item 1: "Prices (JSON)" must be a number [pricesJson.${LINE}.salePrice]</li>`,
		]);
		expect(fx.control().requests()).toEqual([]);
	});
});
