/**
 * Send Items Together: the operations whose endpoint takes a list send many input
 * items in few requests. Every test checks what the fake stored, the requests it received and
 * the pairing of the node's output.
 */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TAX = '/api/v1/pricing/integrations/auth-required/products/tax';
const MINIMAL_PRICES = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
const PRICING = '/api/v1/pricing/integrations/auth-required';
const RESERVATIONS = '/api/v1/account/integrations/auth-required/external-reservations';
const CARTS = '/api/v1/orderpath/integrations/auth-required/carts';

const one = { requestOptions: { maxInFlight: 1 } };

type Sheet = Array<{ sku: string; vat: number | string }>;
const sheetOf = (count: number): Sheet =>
	Array.from({ length: count }, (_, i) => ({ sku: `SKU-${i}`, vat: i % 101 }));
const taxesOf = (sheet: Sheet) =>
	sheet.map((row) => ({ productId: row.sku, tax: Number(row.vat) }));

const taxParameters = (extra: Record<string, unknown> = {}) => ({
	resource: 'productTax',
	operation: 'set',
	productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
	tax: '={{ $json.vat }}',
	sendItemsTogether: true,
	...extra,
});

describe('Send Items Together: Product Tax Set', () => {
	it('sends the rows in batches of Batch Size, in item order, and the platform stores the sheet', async () => {
		const sheet = sheetOf(7);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 3, ...one }),
			items: sheet,
		});
		expect(error).toBeUndefined();
		const requests = fx.control().requests({ pathPrefix: TAX });
		expect(requests.map((r) => [r.method, r.body])).toEqual([
			['PUT', { taxes: taxesOf(sheet.slice(0, 3)) }],
			['PUT', { taxes: taxesOf(sheet.slice(3, 6)) }],
			['PUT', { taxes: taxesOf(sheet.slice(6)) }],
		]);
		expect(fx.control().state('acme').productTaxes).toEqual(
			Object.fromEntries(sheet.map((r) => [r.sku, r.vat])),
		);
		expect(output).toEqual(
			sheet.map((r, i) => ({
				json: { productId: r.sku, tax: r.vat, updated: true },
				pairedItem: { item: i },
			})),
		);
	});

	it('uses batches of 500 by default: 1,200 rows are 3 requests at the default in-flight setting', async () => {
		const sheet = sheetOf(1200);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters(),
			items: sheet,
		});
		expect(error).toBeUndefined();
		const sizes = fx
			.control()
			.requests({ pathPrefix: TAX })
			.map((r) => (r.body as { taxes: unknown[] }).taxes.length);
		expect(sizes.sort((a, b) => a - b)).toEqual([200, 500, 500]);
		expect(fx.control().state('acme').productTaxes).toEqual(
			Object.fromEntries(sheet.map((r) => [r.sku, r.vat])),
		);
		expect(output.map((item) => item.pairedItem)).toEqual(sheet.map((_, i) => ({ item: i })));
		expect(output[1199].json).toEqual({ productId: 'SKU-1199', tax: 1199 % 101, updated: true });
	});

	it('puts the JSON lists of all items in one request, each output entry paired with the item that gave it', async () => {
		const items = [
			{
				taxes: [
					{ productId: 'A', tax: 5 },
					{ productId: 'B', tax: 8 },
				],
			},
			{ taxes: [{ productId: 'C', tax: 0 }] },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				inputMode: 'json',
				taxes: '={{ $json.taxes }}',
				sendItemsTogether: true,
			},
			items,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.body),
		).toEqual([{ taxes: [...items[0].taxes, ...items[1].taxes] }]);
		expect(fx.control().state('acme').productTaxes).toEqual({ A: 5, B: 8, C: 0 });
		expect(output.map((item) => [item.json.productId, item.pairedItem])).toEqual([
			['A', { item: 0 }],
			['B', { item: 0 }],
			['C', { item: 1 }],
		]);
	});

	it('checks every row before the first request: a bad row stops the run and nothing is sent', async () => {
		const sheet: Sheet = [...sheetOf(9), { sku: 'SKU-BAD', vat: 150 }];
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 2 }),
			items: sheet,
		});
		expect(error?.message).toBe('"Tax (%)" (tax) must be a percentage from 0 to 100');
		expect(error?.description).toContain('Item 10');
		expect(output).toEqual([]);
		expect(fx.control().requests()).toEqual([]);
	});

	it('with Continue On Fail, a bad row is an error item of its own and the other rows are sent', async () => {
		const sheet: Sheet = [
			{ sku: 'A', vat: 5 },
			{ sku: 'B', vat: 'eight' },
			{ sku: 'C', vat: 7 },
		];
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters(),
			items: sheet,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.body),
		).toEqual([
			{
				taxes: [
					{ productId: 'A', tax: 5 },
					{ productId: 'C', tax: 7 },
				],
			},
		]);
		expect(fx.control().state('acme').productTaxes).toEqual({ A: 5, C: 7 });
		// Output in the order of each request's first item: the batch (items 0 and 2), then item 1.
		expect(output).toEqual([
			{ json: { productId: 'A', tax: 5, updated: true }, pairedItem: { item: 0 } },
			{ json: { productId: 'C', tax: 7, updated: true }, pairedItem: { item: 2 } },
			{
				json: expect.objectContaining({ error: '"Tax (%)" (tax) must be a number' }),
				pairedItem: [{ item: 1 }],
			},
		]);
	});

	it('a failing batch fails the run (without Continue On Fail) and names its first item', async () => {
		fx.control().injectFault({
			kind: 'status',
			status: 400,
			count: 1,
			match: { route: 'productTax.set' },
		});
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 3, ...one }),
			items: sheetOf(7),
		});
		expect(error?.message).toContain('Injected fault: status 400');
		expect(error?.context?.itemIndex).toBe(0);
		expect(error?.description).toContain(
			'This request carried Items 1, 2, 3 (Send Items Together)',
		);
		// The first batch was refused: no later batch was started.
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.status),
		).toEqual([400]);
		expect(fx.control().state('acme').productTaxes).toBeUndefined();
	});

	it('with On Error > error output, a failing batch sends each of its rows to the error output, whole', async () => {
		const sheet = sheetOf(5);
		fx.control().injectFault({
			kind: 'status',
			status: 400,
			count: 1,
			match: { route: 'productTax.set' },
		});
		const { error, outputs } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 3, ...one }),
			items: sheet,
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => [item.json.productId, item.pairedItem])).toEqual([
			['SKU-3', { item: 3 }],
			['SKU-4', { item: 4 }],
		]);
		// One error item per row the refused request carried, with that row's own columns.
		expect(failed.map((item) => [item.json.sku, item.json.vat, item.pairedItem])).toEqual([
			['SKU-0', 0, { item: 0 }],
			['SKU-1', 1, { item: 1 }],
			['SKU-2', 2, { item: 2 }],
		]);
		for (const item of failed) {
			expect(item.json.error).toEqual({
				message: expect.stringContaining('Injected fault: status 400'),
				description: expect.stringContaining('This request carried Items 1, 2, 3'),
			});
		}
		expect(fx.control().state('acme').productTaxes).toEqual({ 'SKU-3': 3, 'SKU-4': 4 });
	});

	it('with Continue On Fail, a failing batch is one error item paired with exactly its rows; the other batches go on', async () => {
		const sheet = sheetOf(7);
		fx.control().injectFault({
			kind: 'status',
			status: 400,
			count: 1,
			match: { route: 'productTax.set' },
		});
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 3, ...one }),
			items: sheet,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.status),
		).toEqual([400, 204, 204]);
		expect(fx.control().state('acme').productTaxes).toEqual(
			Object.fromEntries(sheet.slice(3).map((r) => [r.sku, r.vat])),
		);
		expect(output).toHaveLength(1 + 4);
		expect(output[0].json.error).toEqual(expect.any(String));
		expect(output[0].pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(output.slice(1).map((item) => item.pairedItem)).toEqual(
			[3, 4, 5, 6].map((item) => ({ item })),
		);
	});

	it('sends a batch again after a 503 and a 429 (the PUT replaces: safe to repeat), through the shared gate', async () => {
		const sheet = sheetOf(4);
		fx.control().injectFault({
			kind: 'status',
			status: 503,
			count: 1,
			match: { route: 'productTax.set' },
		});
		fx.control().injectFault({
			kind: 'status',
			status: 429,
			retryAfter: 0,
			count: 1,
			match: { route: 'productTax.set' },
		});
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 2, ...one }),
			items: sheet,
		});
		expect(error).toBeUndefined();
		const requests = fx.control().requests();
		expect(requests.map((r) => r.status).sort()).toEqual([204, 204, 429, 503]);
		expect(requests[1].body).toEqual(requests[0].body);
		expect(fx.control().state('acme').productTaxes).toEqual(
			Object.fromEntries(sheet.map((r) => [r.sku, r.vat])),
		);
		expect(output).toHaveLength(4);
	});

	it('refuses a product given twice before any request; with Continue On Fail only the repeat fails', async () => {
		const sheet: Sheet = [
			{ sku: 'A', vat: 5 },
			{ sku: 'B', vat: 8 },
			{ sku: 'A', vat: 7 },
		];
		const stopped = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters(),
			items: sheet,
		});
		expect(stopped.error?.message).toBe('Product "A" is given twice');
		expect(stopped.error?.description).toContain('Items 1, 3 both give Product "A"');
		expect(fx.control().requests()).toEqual([]);

		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters(),
			items: sheet,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.body),
		).toEqual([
			{
				taxes: [
					{ productId: 'A', tax: 5 },
					{ productId: 'B', tax: 8 },
				],
			},
		]);
		expect(output.map((item) => [item.json.error ?? item.json.productId, item.pairedItem])).toEqual(
			[
				['A', { item: 0 }],
				['B', { item: 1 }],
				['Product "A" is given twice', [{ item: 2 }]],
			],
		);
	});

	it.each([[0], [1001], [2.5], ['many']])(
		'refuses a Batch Size of %p before any request',
		async (batchSize) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: taxParameters({ batchSize }),
				items: sheetOf(3),
				continueOnFail: true,
			});
			expect(error?.message).toBe('"Batch Size" must be a whole number from 1 to 1000');
			expect(fx.control().requests()).toEqual([]);
		},
	);

	it('takes a Batch Size of 1,000, the most', async () => {
		const sheet = sheetOf(1001);
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 1000, ...one }),
			items: sheet,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => (r.body as { taxes: unknown[] }).taxes.length),
		).toEqual([1000, 1]);
	});

	it('stays one request per item when Send Items Together is off', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ sendItemsTogether: false }),
			items: sheetOf(3),
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()).toHaveLength(3);
	});
});

describe('Send Items Together: Minimal Price Set', () => {
	const parameters = (extra: Record<string, unknown> = {}) => ({
		resource: 'minimalPrice',
		operation: 'set',
		skuId: '={{ $json.sku }}',
		levelsInput: 'json',
		levelsJson: '={{ $json.levels }}',
		sendItemsTogether: true,
		...extra,
	});

	it('sends one {minimalPrices} list per batch and stores every SKU of the sheet', async () => {
		const sheet = Array.from({ length: 5 }, (_, i) => ({
			sku: `SKU-${i}`,
			levels: { retail: 10 + i, wholesale: 9 + i },
		}));
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: parameters({ batchSize: 2, ...one }),
			items: sheet,
		});
		expect(error).toBeUndefined();
		const entries = sheet.map((row) => ({ skuId: row.sku, levels: row.levels }));
		expect(
			fx
				.control()
				.requests({ pathPrefix: MINIMAL_PRICES })
				.map((r) => [r.method, r.body]),
		).toEqual([
			['PUT', { minimalPrices: entries.slice(0, 2) }],
			['PUT', { minimalPrices: entries.slice(2, 4) }],
			['PUT', { minimalPrices: entries.slice(4) }],
		]);
		expect(fx.control().state('acme').minimalPrices).toEqual(
			Object.fromEntries(entries.map((entry) => [entry.skuId, entry])),
		);
		expect(output).toEqual(
			entries.map((entry, i) => ({ json: { ...entry, updated: true }, pairedItem: { item: i } })),
		);
	});

	it('keeps the cap of 10 levels per SKU: an 11-level row stops the run before any request, naming its item', async () => {
		const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`l${i}`, i]));
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: parameters(),
			items: [
				{ sku: 'A', levels: { retail: 1 } },
				{ sku: 'B', levels: eleven },
			],
		});
		expect(error?.message).toContain('has 11 levels; the platform takes at most 10 per SKU');
		expect(error?.description).toContain('Item 2');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Send Items Together: Client Pricing Assign', () => {
	const PRICING_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
	const GROUP_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3399';
	it('sends all links in one array and stores each one', async () => {
		const clients = Array.from(
			{ length: 4 },
			(_, i) => `org:3f2504e0-4f89-11d3-9a0c-0305e82c330${i}`,
		);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'clientPricing',
				operation: 'assign',
				pricingId: PRICING_ID,
				assignTo: '={{ $json.client ? "client" : "clientGroup" }}',
				clientId: '={{ $json.client }}',
				clientGroupId: '={{ $json.group }}',
				sendItemsTogether: true,
			},
			items: [...clients.map((client) => ({ client })), { group: GROUP_ID }],
		});
		expect(error).toBeUndefined();
		const links = [
			...clients.map((clientId) => ({ clientId, pricingId: PRICING_ID })),
			{ clientGroupId: GROUP_ID, pricingId: PRICING_ID },
		];
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([['PUT', `${PRICING}/client-to-pricing`, links]]);
		expect(Object.values(fx.control().state('acme').clientPricing)).toEqual(links);
		expect(output).toEqual(
			links.map((link, i) => ({ json: { ...link, assigned: true }, pairedItem: { item: i } })),
		);
	});
});

describe('Send Items Together: Product Group Set Products', () => {
	async function createGroup(name: string): Promise<string> {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'productGroup', operation: 'create', name },
		});
		expect(error).toBeUndefined();
		return output[0].json.productGroupId as string;
	}
	const parameters = {
		resource: 'productGroup',
		operation: 'setProducts',
		productGroupId: '={{ $json.group }}',
		skus: '={{ $json.sku }}',
		sendItemsTogether: true,
	};

	it('sends one request per group with all its SKUs (no batch size: the PUT replaces the list), paired with all its rows', async () => {
		const drills = await createGroup('Drills');
		const cables = await createGroup('Cables');
		fx.control().clearRequests();
		const items = [
			{ group: drills, sku: 'D-1' },
			{ group: cables, sku: 'C-1' },
			{ group: drills, sku: 'D-2, D-3' },
			{ group: cables, sku: 'C-2' },
		];
		const { output, error } = await runNode({ credentials: fx.credentials(), parameters, items });
		expect(error).toBeUndefined();
		const bodies = Object.fromEntries(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.body]),
		);
		expect(bodies).toEqual({
			[`${PRICING}/product-group/${drills}/products`]: ['D-1', 'D-2', 'D-3'],
			[`${PRICING}/product-group/${cables}/products`]: ['C-1', 'C-2'],
		});
		const stored = fx.control().state('acme').productGroups;
		expect(stored[drills].products).toEqual(['D-1', 'D-2', 'D-3']);
		expect(stored[cables].products).toEqual(['C-1', 'C-2']);
		expect(output).toEqual([
			{
				json: { productGroupId: drills, skus: ['D-1', 'D-2', 'D-3'], updated: true },
				pairedItem: [{ item: 0 }, { item: 2 }],
			},
			{
				json: { productGroupId: cables, skus: ['C-1', 'C-2'], updated: true },
				pairedItem: [{ item: 1 }, { item: 3 }],
			},
		]);
	});

	it('with Continue On Fail, a bad row fails its whole group (the list would lose its SKUs) and a refused group fails its rows only', async () => {
		const drills = await createGroup('Drills');
		const cables = await createGroup('Cables');
		const unknown = '9a9a9a9a-0000-4000-8000-000000000001';
		fx.control().clearRequests();
		const items = [
			{ group: drills, sku: 'D-1' },
			{ group: cables, sku: 'C-1' },
			{ group: drills, sku: '' },
			{ group: unknown, sku: 'U-1' },
			{ group: cables, sku: 'C-2' },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters,
			items,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status])
				.sort(),
		).toEqual(
			[
				[`${PRICING}/product-group/${cables}/products`, 204],
				[`${PRICING}/product-group/${unknown}/products`, 404],
			].sort(),
		);
		const stored = fx.control().state('acme').productGroups;
		expect(stored[drills].products).toEqual([]);
		expect(stored[cables].products).toEqual(['C-1', 'C-2']);
		expect(output.map((item) => [Boolean(item.json.error), item.pairedItem])).toEqual([
			[true, [{ item: 0 }, { item: 2 }]],
			[false, [{ item: 1 }, { item: 4 }]],
			[true, [{ item: 3 }]],
		]);
		expect(output[0].json.error).toBe('"SKUs" (skus) is required');
		expect(output[2].json.description).not.toContain('This request carried');

		// Without Continue On Fail the refused group stops the run, naming its items.
		const stopped = await runNode({
			credentials: fx.credentials(),
			parameters,
			items: [items[1], items[3], items[3]],
		});
		expect(stopped.error?.context?.itemIndex).toBe(1);
		expect(stopped.error?.description).toContain(
			'This request carried Items 2, 3 (Send Items Together)',
		);
	});
});

describe('Send Items Together: External Reservation Update', () => {
	const parameters = (extra: Record<string, unknown> = {}) => ({
		resource: 'externalReservation',
		operation: 'update',
		salesOrderNumber: '={{ $json.order }}',
		productsInput: 'json',
		productsJson:
			'={{ [{ productId: $json.sku, lineNumber: $json.line, reservedQuantity: $json.qty }] }}',
		sendItemsTogether: true,
		...extra,
	});

	it('sends one sales order per request, in batches of Batch Size lines, and stores every line', async () => {
		const items = [
			{ order: 'SO-1', sku: 'A', line: '1', qty: 1 },
			{ order: 'SO-2', sku: 'B', line: '1', qty: 2 },
			{ order: 'SO-1', sku: 'C', line: '2', qty: 3 },
			{ order: 'SO-1', sku: 'D', line: '3', qty: 4 },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: parameters({ batchSize: 2, ...one }),
			items,
		});
		expect(error).toBeUndefined();
		const line = (i: number) => ({
			productId: items[i].sku,
			lineNumber: items[i].line,
			reservedQuantity: items[i].qty,
		});
		expect(
			fx
				.control()
				.requests({ pathPrefix: RESERVATIONS })
				.map((r) => r.body),
		).toEqual([
			{ salesOrderNumber: 'SO-1', products: [line(0), line(2)] },
			{ salesOrderNumber: 'SO-2', products: [line(1)] },
			{ salesOrderNumber: 'SO-1', products: [line(3)] },
		]);
		const stored = fx.control().state('acme').externalReservations;
		expect(stored['SO-1'].products).toEqual([line(0), line(2), line(3)]);
		expect(stored['SO-2'].products).toEqual([line(1)]);
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 2 }],
			[{ item: 1 }],
			[{ item: 3 }],
		]);
		expect(output[0].json).toEqual({
			salesOrderNumber: 'SO-1',
			products: [line(0), line(2)],
			updated: true,
		});
	});

	it('refuses a line number given twice in one sales order before any request', async () => {
		const items = [
			{ order: 'SO-1', sku: 'A', line: '1', qty: 1 },
			{ order: 'SO-2', sku: 'B', line: '1', qty: 2 },
			{ order: 'SO-1', sku: 'C', line: '1', qty: 3 },
		];
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: parameters(),
			items,
		});
		expect(error?.message).toBe('Line Number "1" is given twice');
		expect(error?.description).toContain(
			'Items 1, 3 both give Line Number "1" of Sales Order Number "SO-1"',
		);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Send Items Together: Cart Change Prices', () => {
	it('sends one request per cart with the prices of all its rows', async () => {
		const first = fx
			.control()
			.addCart('acme', { lines: [{ productId: 'P-1' }, { productId: 'P-2' }] });
		const second = fx.control().addCart('acme', { lines: [{ productId: 'Q-1' }] });
		const rows = [
			{ cart: first.id, line: first.lines[0].id, buy: 1, sell: 2 },
			{ cart: second.id, line: second.lines[0].id, buy: 3, sell: 4 },
			{ cart: first.id, line: first.lines[1].id, buy: 5, sell: 6 },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'cart',
				operation: 'changePrices',
				cartId: '={{ $json.cart }}',
				pricesInput: 'fields',
				prices: {
					line: [
						{
							lineId: '={{ $json.line }}',
							purchasePrice: '={{ $json.buy }}',
							salePrice: '={{ $json.sell }}',
							changeField: 'none',
						},
					],
				},
				sendItemsTogether: true,
				...one,
			},
			items: rows,
		});
		expect(error).toBeUndefined();
		const price = (i: number) => ({
			[rows[i].line]: { purchasePrice: rows[i].buy, salePrice: rows[i].sell },
		});
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.body]),
		).toEqual([
			[`${CARTS}/${first.id}/products/change-price`, { prices: { ...price(0), ...price(2) } }],
			[`${CARTS}/${second.id}/products/change-price`, { prices: price(1) }],
		]);
		const stored = fx.control().state('acme').carts;
		expect(
			stored[first.id].lines.map((l: { purchasePrice: number; salePrice: number }) => [
				l.purchasePrice,
				l.salePrice,
			]),
		).toEqual([
			[1, 2],
			[5, 6],
		]);
		expect(stored[second.id].lines[0]).toMatchObject({ purchasePrice: 3, salePrice: 4 });
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 2 }],
			[{ item: 1 }],
		]);
		expect(output[0].json).toEqual({
			cartId: first.id,
			prices: { ...price(0), ...price(2) },
			updated: true,
		});
	});
});
