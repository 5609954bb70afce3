/**
 * Dictionaries, external reservations, plugin data, carts, minimal prices, product groups, tax,
 * client-to-pricing, offers and complaints of the fake platform over HTTP.
 */
import { CLIENT, UUID_RE, expectError, useKit } from './testkit';

const DICT = '/api/v1/catalog/integrations/auth-required/dictionaries';
const RES = '/api/v1/account/integrations/auth-required/external-reservations';
const PLUG = '/api/v1/catalog/integrations/auth-required/pluginsData';
const CARTS = '/api/v1/orderpath/integrations/auth-required/carts';
const MIN = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
const PRICING = '/api/v1/pricing/integrations/auth-required';
const OFFER = '/api/v1/orderpath/integrations/auth-required/offer';
const RMA = '/api/v1/rma/integrations/auth-required';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const kit = useKit();
const state = () => kit.platform.control.state('acme');

describe('dictionaries', () => {
	it('creates and updates a manufacturer', async () => {
		const r = await kit.api.post(`${DICT}/manufacturers`, {
			name: 'Voltara',
			externalId: 'M-1',
			acronym: 'VOL',
		});
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ manufacturerId: expect.stringMatching(UUID_RE) });
		const id = r.data.manufacturerId;
		expect(
			(
				await kit.api.put(`${DICT}/manufacturers/${id}`, {
					name: 'Voltara SA',
					externalId: 'M-1',
					acronym: 'VSA',
				})
			).status,
		).toBe(204);
		expect(state().manufacturers[id]).toEqual({
			manufacturerId: id,
			name: 'Voltara SA',
			externalId: 'M-1',
			acronym: 'VSA',
		});
	});

	it.each(['name', 'externalId', 'acronym'])(
		'requires manufacturer %s on create and update',
		async (field) => {
			const body: Record<string, string> = { name: 'N', externalId: 'E', acronym: 'A' };
			delete body[field];
			expectError(
				await kit.api.post(`${DICT}/manufacturers`, body),
				400,
				'VALIDATION_FAILED',
				field,
			);
			const id = (
				await kit.api.post(`${DICT}/manufacturers`, { name: 'N', externalId: 'E', acronym: 'A' })
			).data.manufacturerId;
			expectError(
				await kit.api.put(`${DICT}/manufacturers/${id}`, body),
				400,
				'VALIDATION_FAILED',
				field,
			);
		},
	);

	it('answers 404 for an unknown manufacturer', async () => {
		expectError(
			await kit.api.put(`${DICT}/manufacturers/${UNKNOWN}`, {
				name: 'N',
				externalId: 'E',
				acronym: 'A',
			}),
			404,
			'NOT_FOUND',
		);
	});

	it('stores measurement units and VAT rates', async () => {
		expect(
			(
				await kit.api.post(`${DICT}/measurement-units`, {
					externalId: 'PCS',
					shortName: 'pcs',
					fullName: 'pieces',
				})
			).status,
		).toBe(204);
		expect(
			(await kit.api.post(`${DICT}/vat-rates`, { externalId: 'VAT23', label: '23%', value: 0.23 }))
				.status,
		).toBe(204);
		expect(state().measurementUnits.PCS).toEqual({
			externalId: 'PCS',
			shortName: 'pcs',
			fullName: 'pieces',
		});
		expect(state().vatRates.VAT23).toEqual({ externalId: 'VAT23', label: '23%', value: 0.23 });
	});

	it('validates measurement units and VAT rates', async () => {
		expectError(
			await kit.api.post(`${DICT}/measurement-units`, { externalId: 'PCS', shortName: 'pcs' }),
			400,
			'VALIDATION_FAILED',
			'fullName',
		);
		expectError(
			await kit.api.post(`${DICT}/vat-rates`, { externalId: 'V', label: 'L', value: '0.23' }),
			400,
			'VALIDATION_FAILED',
			'value',
		);
		expectError(
			await kit.api.post(`${DICT}/vat-rates`, { externalId: 'V', label: 'L', value: 23 }),
			400,
			'VALIDATION_FAILED',
			'value',
		);
		expectError(
			await kit.api.post(`${DICT}/vat-rates`, { label: 'L', value: 0.05 }),
			400,
			'VALIDATION_FAILED',
			'externalId',
		);
	});
});

describe('external reservations', () => {
	const line = (productId: string, lineNumber: string, reservedQuantity: number) => ({
		productId,
		lineNumber,
		reservedQuantity,
	});

	it('creates, merges by (productId, lineNumber) and reads', async () => {
		expectError(await kit.api.get(RES, { params: { salesOrderNumber: 'SO-1' } }), 404, 'NOT_FOUND');
		await kit.api.put(RES, {
			salesOrderNumber: 'SO-1',
			products: [line('A', '1', 5), line('B', '2', 1)],
		});
		const r = await kit.api.put(RES, {
			salesOrderNumber: 'SO-1',
			products: [line('A', '1', 2), line('A', '3', 7)],
		});
		expect(r.status).toBe(204);
		expect((await kit.api.get(RES, { params: { salesOrderNumber: 'SO-1' } })).data).toEqual({
			salesOrderNumber: 'SO-1',
			products: [line('A', '1', 2), line('B', '2', 1), line('A', '3', 7)],
		});
	});

	it('validates every member', async () => {
		expectError(
			await kit.api.put(RES, { products: [] }),
			400,
			'VALIDATION_FAILED',
			'salesOrderNumber',
		);
		expectError(
			await kit.api.put(RES, { salesOrderNumber: 'S' }),
			400,
			'VALIDATION_FAILED',
			'products',
		);
		expectError(
			await kit.api.put(RES, {
				salesOrderNumber: 'S',
				products: [line('A', '1', 1), { productId: 'B', lineNumber: '2' }],
			}),
			400,
			'VALIDATION_FAILED',
			'products[1].reservedQuantity',
		);
		expectError(
			await kit.api.put(RES, {
				salesOrderNumber: 'S',
				products: [{ productId: 'B', lineNumber: 2, reservedQuantity: 1 }],
			}),
			400,
			'VALIDATION_FAILED',
			'products[0].lineNumber',
		);
		expectError(await kit.api.get(RES), 400, 'VALIDATION_FAILED', 'salesOrderNumber');
		expect(state().externalReservations ?? {}).toEqual({});
	});
});

describe('plugin data', () => {
	it('creates or replaces, reads, lists and deletes', async () => {
		const by = `${PLUG}/seo/by-product`;
		expect((await kit.api.post(by, { productId: 'SKU-1', metadata: { a: 1 } })).status).toBe(204);
		await kit.api.post(by, { productId: 'SKU-1', metadata: { a: 2, nested: { b: [1] } } });
		await kit.api.post(by, { productId: 'SKU-2', metadata: {} });
		await kit.api.post(`${PLUG}/other/by-product`, { productId: 'SKU-1', metadata: {} });
		expect((await kit.api.get(by, { params: { productId: 'SKU-1' } })).data).toEqual({
			pluginId: 'seo',
			productId: 'SKU-1',
			metadata: { a: 2, nested: { b: [1] } },
		});
		const page = (await kit.api.get(`${PLUG}/seo`, { params: { pageNumber: 1, pageSize: 1 } }))
			.data;
		expect(page).toMatchObject({
			totalItems: 2,
			pageNumber: 1,
			totalPages: 2,
			pageSize: 1,
			nextPage: 2,
		});
		expect(page.items).toEqual([
			{ pluginId: 'seo', productId: 'SKU-1', metadata: { a: 2, nested: { b: [1] } } },
		]);
		expect((await kit.api.delete(by, { params: { productId: 'SKU-1' } })).status).toBe(204);
		expectError(await kit.api.get(by, { params: { productId: 'SKU-1' } }), 404, 'NOT_FOUND');
		expectError(await kit.api.delete(by, { params: { productId: 'SKU-1' } }), 404, 'NOT_FOUND');
	});

	it('validates productId and metadata', async () => {
		expectError(
			await kit.api.post(`${PLUG}/p/by-product`, { metadata: {} }),
			400,
			'VALIDATION_FAILED',
			'productId',
		);
		expectError(
			await kit.api.post(`${PLUG}/p/by-product`, { productId: 'S' }),
			400,
			'VALIDATION_FAILED',
			'metadata',
		);
		expectError(
			await kit.api.post(`${PLUG}/p/by-product`, { productId: 'S', metadata: [1] }),
			400,
			'VALIDATION_FAILED',
			'metadata',
		);
		expectError(await kit.api.get(`${PLUG}/p/by-product`), 400, 'VALIDATION_FAILED', 'productId');
	});
});

describe('carts', () => {
	it('adds a product line', async () => {
		const cart = kit.platform.control.addCart('acme', { lines: [] });
		const r = await kit.api.put(`${CARTS}/${cart.id}/add-product`, {
			productId: 'SKU-9',
			quantity: { type: 'ORDER_QUANTITY', value: 3 },
		});
		expect(r.status).toBe(204);
		expect(state().carts[cart.id].lines).toEqual([
			expect.objectContaining({
				id: expect.stringMatching(UUID_RE),
				productId: 'SKU-9',
				quantity: { type: 'ORDER_QUANTITY', value: 3 },
				allowQuantityChange: true,
				removable: true,
			}),
		]);
	});

	it('validates add-product and answers 404 for an unknown cart', async () => {
		const cart = kit.platform.control.addCart('acme');
		const url = `${CARTS}/${cart.id}/add-product`;
		expectError(
			await kit.api.put(url, { quantity: { type: 'ORDER_QUANTITY', value: 1 } }),
			400,
			'VALIDATION_FAILED',
			'productId',
		);
		expectError(
			await kit.api.put(url, { productId: 'S', quantity: { value: 1 } }),
			400,
			'VALIDATION_FAILED',
			'quantity.type',
		);
		expectError(
			await kit.api.put(url, { productId: 'S', quantity: { type: 'BOX', value: 1 } }),
			400,
			'VALIDATION_FAILED',
			'quantity.type',
		);
		expectError(
			await kit.api.put(url, { productId: 'S', quantity: { type: 'ORDER_QUANTITY' } }),
			400,
			'VALIDATION_FAILED',
			'quantity.value',
		);
		expectError(
			await kit.api.put(`${CARTS}/${UNKNOWN}/add-product`, {
				productId: 'S',
				quantity: { type: 'ORDER_QUANTITY', value: 1 },
			}),
			404,
			'NOT_FOUND',
		);
		expect(state().carts[cart.id].lines).toHaveLength(2);
	});

	it('adds configurable products with defaults and child links', async () => {
		const cart = kit.platform.control.addCart('acme', { lines: [] });
		const op = '7b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
		const r = await kit.api.put(`${CARTS}/${cart.id}/add-configurable-products`, {
			operatorId: op,
			configurableProducts: [
				{
					externalId: 'ignored',
					main: {
						productId: 'KIT-1',
						quantity: { type: 'CONTENT_QUANTITY', value: 1 },
						removable: false,
					},
					children: [
						{
							productId: 'PART-1',
							quantity: { type: 'CONTENT_QUANTITY', value: 2 },
							allowQuantityChange: false,
						},
					],
				},
				{
					main: { productId: 'KIT-2', quantity: { type: 'ORDER_QUANTITY', value: 1 } },
					children: [],
				},
			],
		});
		expect(r.status).toBe(204);
		const lines = state().carts[cart.id].lines;
		expect(lines.map((l: { productId: string }) => l.productId)).toEqual([
			'KIT-1',
			'PART-1',
			'KIT-2',
		]);
		expect(lines[0]).toMatchObject({
			removable: false,
			allowQuantityChange: true,
			allowQuantitySplitting: true,
			parentLineId: null,
			operatorId: op,
		});
		expect(lines[1]).toMatchObject({
			allowQuantityChange: false,
			removable: true,
			parentLineId: lines[0].id,
		});
		expect(JSON.stringify(lines)).not.toContain('ignored');
	});

	it('validates configurable products', async () => {
		const cart = kit.platform.control.addCart('acme');
		const url = `${CARTS}/${cart.id}/add-configurable-products`;
		const q = { type: 'ORDER_QUANTITY', value: 1 };
		expectError(await kit.api.put(url, {}), 400, 'VALIDATION_FAILED', 'configurableProducts');
		expectError(
			await kit.api.put(url, { configurableProducts: [{ children: [] }] }),
			400,
			'VALIDATION_FAILED',
			'configurableProducts[0].main',
		);
		expectError(
			await kit.api.put(url, {
				configurableProducts: [
					{ main: { productId: 'A', quantity: q }, children: [{ quantity: q }] },
				],
			}),
			400,
			'VALIDATION_FAILED',
			'configurableProducts[0].children[0].productId',
		);
		expectError(
			await kit.api.put(url, {
				configurableProducts: [{ main: { productId: 'A', quantity: q, removable: 'no' } }],
			}),
			400,
			'VALIDATION_FAILED',
			'configurableProducts[0].main.removable',
		);
		expectError(
			await kit.api.put(url, {
				operatorId: 'op-1',
				configurableProducts: [{ main: { productId: 'A', quantity: q } }],
			}),
			400,
			'VALIDATION_FAILED',
			'operatorId',
		);
	});

	it('changes line prices, all or nothing', async () => {
		const cart = kit.platform.control.addCart('acme');
		const [a, b] = cart.lines.map((l) => l.id);
		const url = `${CARTS}/${cart.id}/products/change-price`;
		const r = await kit.api.post(url, {
			prices: {
				[a]: { purchasePrice: 10, salePrice: 15, change: { field: 'PERCENT_MARGIN', value: 50 } },
				[b]: { purchasePrice: 1, salePrice: 2 },
			},
		});
		expect(r.status).toBe(204);
		const lines = state().carts[cart.id].lines;
		expect(lines[0]).toMatchObject({
			purchasePrice: 10,
			salePrice: 15,
			priceChange: { field: 'PERCENT_MARGIN', value: 50 },
		});
		expect(lines[1]).toMatchObject({ purchasePrice: 1, salePrice: 2, priceChange: null });

		expectError(
			await kit.api.post(url, {
				prices: {
					[a]: { purchasePrice: 99, salePrice: 99 },
					[UNKNOWN]: { purchasePrice: 1, salePrice: 1 },
				},
			}),
			404,
			'NOT_FOUND',
		);
		expect(state().carts[cart.id].lines[0].purchasePrice).toBe(10);
	});

	it('validates change-price', async () => {
		const cart = kit.platform.control.addCart('acme');
		const a = cart.lines[0].id;
		const url = `${CARTS}/${cart.id}/products/change-price`;
		expectError(await kit.api.post(url, {}), 400, 'VALIDATION_FAILED', 'prices');
		expectError(
			await kit.api.post(url, { prices: { [a]: { salePrice: 1 } } }),
			400,
			'VALIDATION_FAILED',
			`prices.${a}.purchasePrice`,
		);
		expectError(
			await kit.api.post(url, { prices: { [a]: { purchasePrice: 1 } } }),
			400,
			'VALIDATION_FAILED',
			`prices.${a}.salePrice`,
		);
		expectError(
			await kit.api.post(url, {
				prices: { [a]: { purchasePrice: 1, salePrice: 1, change: { field: 'GIFT', value: 1 } } },
			}),
			400,
			'VALIDATION_FAILED',
			`prices.${a}.change.field`,
		);
		expectError(
			await kit.api.post(url, {
				prices: { [a]: { purchasePrice: 1, salePrice: 1, change: { field: 'FIXED_PRICE' } } },
			}),
			400,
			'VALIDATION_FAILED',
			`prices.${a}.change.value`,
		);
		expectError(
			await kit.api.post(url, { prices: { 'line-1': { purchasePrice: 1, salePrice: 1 } } }),
			400,
			'VALIDATION_FAILED',
			'prices.line-1',
		);
		expectError(
			await kit.api.post(`${CARTS}/${UNKNOWN}/products/change-price`, { prices: {} }),
			404,
			'NOT_FOUND',
		);
	});
});

describe('minimal prices', () => {
	it('stores levels (numeric strings become numbers), reads and pages', async () => {
		const r = await kit.api.put(MIN, {
			minimalPrices: [
				{ skuId: 'SKU-1', levels: { default: '10.50', gold: 9 } },
				{ skuId: 'SKU-2', levels: {} },
			],
		});
		expect(r.status).toBe(204);
		expect((await kit.api.get(`${MIN}/SKU-1`)).data).toEqual({
			skuId: 'SKU-1',
			levels: { default: 10.5, gold: 9 },
		});
		const page = (await kit.api.get(MIN, { params: { pageNumber: 2, pageSize: 1 } })).data;
		expect(page).toEqual({
			items: [{ skuId: 'SKU-2', levels: {} }],
			totalItems: 2,
			pageNumber: 2,
			totalPages: 2,
			pageSize: 1,
			nextPage: null,
		});
		expectError(await kit.api.get(`${MIN}/SKU-404`), 404, 'NOT_FOUND');
	});

	it('rejects more than 10 levels and non-numeric levels, storing nothing', async () => {
		const levels = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`l${i}`, i]));
		expectError(
			await kit.api.put(MIN, {
				minimalPrices: [
					{ skuId: 'A', levels: { x: 1 } },
					{ skuId: 'B', levels },
				],
			}),
			400,
			'VALIDATION_FAILED',
			'minimalPrices[1].levels',
		);
		expectError(
			await kit.api.put(MIN, { minimalPrices: [{ skuId: 'A', levels: { x: 'ten' } }] }),
			400,
			'VALIDATION_FAILED',
			'minimalPrices[0].levels.x',
		);
		expectError(
			await kit.api.put(MIN, { minimalPrices: [{ levels: {} }] }),
			400,
			'VALIDATION_FAILED',
			'minimalPrices[0].skuId',
		);
		expectError(await kit.api.put(MIN, {}), 400, 'VALIDATION_FAILED', 'minimalPrices');
		expect(state().minimalPrices ?? {}).toEqual({});
		const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`l${i}`, i]));
		expect((await kit.api.put(MIN, { minimalPrices: [{ skuId: 'A', levels: ten }] })).status).toBe(
			204,
		);
	});
});

describe('product groups, tax and client-to-pricing', () => {
	it('creates a product group and sets its products', async () => {
		const r = await kit.api.post(`${PRICING}/product-group`, { name: 'Cables' });
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ productGroupId: expect.stringMatching(UUID_RE), name: 'Cables' });
		const id = r.data.productGroupId;
		expect(
			(await kit.api.put(`${PRICING}/product-group/${id}/products`, ['SKU-1', 'SKU-2'])).status,
		).toBe(204);
		expect(state().productGroups[id]).toEqual({
			productGroupId: id,
			name: 'Cables',
			products: ['SKU-1', 'SKU-2'],
		});
		expectError(
			await kit.api.put(`${PRICING}/product-group/${UNKNOWN}/products`, ['SKU-1']),
			404,
			'NOT_FOUND',
		);
		expectError(
			await kit.api.put(`${PRICING}/product-group/${id}/products`, { skus: [] }),
			400,
			'VALIDATION_FAILED',
		);
		expectError(
			await kit.api.put(`${PRICING}/product-group/${id}/products`, ['A', 5]),
			400,
			'VALIDATION_FAILED',
			'[1]',
		);
		expectError(
			await kit.api.post(`${PRICING}/product-group`, {}),
			400,
			'VALIDATION_FAILED',
			'name',
		);
	});

	it('sets product tax', async () => {
		expect(
			(await kit.api.put(`${PRICING}/products/tax`, { taxes: [{ productId: 'SKU-1', tax: 8 }] }))
				.status,
		).toBe(204);
		expect(state().productTaxes).toEqual({ 'SKU-1': 8 });
		expectError(
			await kit.api.put(`${PRICING}/products/tax`, { taxes: [{ productId: 'SKU-1', tax: '8' }] }),
			400,
			'VALIDATION_FAILED',
			'taxes[0].tax',
		);
		expectError(
			await kit.api.put(`${PRICING}/products/tax`, { taxes: [{ tax: 8 }] }),
			400,
			'VALIDATION_FAILED',
			'taxes[0].productId',
		);
	});

	it('links clients or client groups to pricings, exactly one of them per link', async () => {
		const url = `${PRICING}/client-to-pricing`;
		expect(
			(
				await kit.api.put(url, [
					{ clientId: CLIENT, pricingId: 'P1' },
					{ clientGroupId: 'G1', pricingId: 'P2' },
				])
			).status,
		).toBe(204);
		expect(state().clientPricing).toEqual({
			[`client:${CLIENT}`]: { clientId: CLIENT, pricingId: 'P1' },
			'group:G1': { clientGroupId: 'G1', pricingId: 'P2' },
		});
		expectError(
			await kit.api.put(url, [{ clientId: CLIENT, pricingId: 'P' }, { pricingId: 'P' }]),
			400,
			'VALIDATION_FAILED',
			'[1].clientId',
		);
		expectError(
			await kit.api.put(url, [{ clientId: CLIENT, clientGroupId: 'G', pricingId: 'P' }]),
			400,
			'VALIDATION_FAILED',
			'[0].clientId',
		);
		expectError(
			await kit.api.put(url, [{ clientId: CLIENT }]),
			400,
			'VALIDATION_FAILED',
			'[0].pricingId',
		);
		expectError(
			await kit.api.put(url, [{ clientId: 'C1', pricingId: 'P' }]),
			400,
			'VALIDATION_FAILED',
			'[0].clientId',
		);
		expectError(
			await kit.api.put(url, { clientId: CLIENT, pricingId: 'P' }),
			400,
			'VALIDATION_FAILED',
		);
	});
});

describe('offers', () => {
	it('returns a seeded offer in the spec shape', async () => {
		const offer = kit.platform.control.addOffer('acme');
		const r = await kit.api.get(OFFER, { params: { offerId: offer.id } });
		expect(r.status).toBe(200);
		expect(r.data).toEqual(offer);
		expect(r.data).toMatchObject({
			status: 'WON_TRANSFERRED',
			offerCreatorUser: { type: 'OPERATOR' },
			paymentMethod: { type: 'PREPAID' },
			split: {
				slots: [
					{ availabilityState: 'NONE_AVAILABLE', delivery: { method: { type: 'CROSS_DOCKING' } } },
				],
			},
		});
		expect(Object.keys(r.data.prices).sort()).toEqual([
			'additionalCosts',
			'delivery',
			'margin',
			'payment',
			'products',
			'total',
		]);
		const line = r.data.split.slots[0].productLines[0];
		expect(line.contentQuantity.type).toBe('CONTENT_QUANTITY');
		expect(Object.keys(line.price).sort()).toEqual([
			'additionalCosts',
			'base',
			'discount',
			'item',
			'line',
			'margin',
			'purchase',
			'taxRate',
		]);
	});

	it('requires a uuid offerId and answers 404 for an unknown or foreign offer', async () => {
		const offer = kit.platform.control.addOffer('globex');
		expectError(await kit.api.get(OFFER), 400, 'VALIDATION_FAILED', 'offerId');
		expectError(
			await kit.api.get(OFFER, { params: { offerId: 'OF-1' } }),
			400,
			'VALIDATION_FAILED',
			'offerId',
		);
		expectError(await kit.api.get(OFFER, { params: { offerId: offer.id } }), 404, 'NOT_FOUND');
		expect((await kit.globex.get(OFFER, { params: { offerId: offer.id } })).status).toBe(200);
	});
});

describe('complaints', () => {
	it('returns a complaint in the spec shape', async () => {
		const c = kit.platform.control.addComplaint('acme');
		const r = await kit.api.get(`${RMA}/complaint/${c.id}`);
		expect(r.data).toEqual(c);
		expect(r.data.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
		expect(r.data.clientId).toMatch(/^org:[0-9a-f-]{36}$/);
		expect(r.data.userId).toMatch(UUID_RE);
		expect(Object.keys(r.data.items[0]).sort()).toEqual(
			[
				'advertisedQuantity',
				'positionOnInvoice',
				'productName',
				'productSku',
				'quantityOnInvoice',
				'unit',
			].sort(),
		);
		expectError(await kit.api.get(`${RMA}/complaint/${UNKNOWN}`), 404, 'NOT_FOUND');
	});

	it('lists with offset, rows and clientId', async () => {
		const c = kit.platform.control;
		const other = 'org:22222222-2222-4222-8222-222222222222';
		const ids = [
			c.addComplaint('acme').id,
			c.addComplaint('acme', { clientId: other }).id,
			c.addComplaint('acme').id,
		];
		const all = (await kit.api.get(`${RMA}/complaints`)).data;
		expect(all.elementsAmount).toBe(3);
		expect(all.elements.map((x: { id: string }) => x.id)).toEqual(ids);
		const page = (await kit.api.get(`${RMA}/complaints`, { params: { offset: 1, rows: 1 } })).data;
		expect(page).toEqual({
			elementsAmount: 3,
			elements: [expect.objectContaining({ id: ids[1] })],
		});
		const mine = (await kit.api.get(`${RMA}/complaints`, { params: { clientId: other } })).data;
		expect(mine.elementsAmount).toBe(1);
		expect(mine.elements[0].id).toBe(ids[1]);
		expectError(
			await kit.api.get(`${RMA}/complaints`, { params: { offset: -1 } }),
			400,
			'VALIDATION_FAILED',
			'offset',
		);
		expectError(
			await kit.api.get(`${RMA}/complaints`, { params: { rows: 'x' } }),
			400,
			'VALIDATION_FAILED',
			'rows',
		);
	});
});
