/** External reservation resource: get, partial update from fields, JSON or one row per line. */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const ACCOUNT = '/api/v1/account/integrations/auth-required/external-reservations';
const STOCK = '/api/v1/stock/integrations/auth-required/external-reservations';
const MISSING = '={{ $json.missing }}';

const line = (productId: string, lineNumber: string, reservedQuantity: number) => ({
	productId,
	lineNumber,
	reservedQuantity,
});

function updateWithFields(salesOrderNumber: string, lines: Array<Record<string, unknown>>) {
	return {
		resource: 'externalReservation',
		operation: 'update',
		salesOrderNumber,
		productsInput: 'fields',
		products: { line: lines },
	};
}

async function reserve(salesOrderNumber: string, lines: Array<Record<string, unknown>>) {
	const { error } = await runNode({
		credentials: fx.credentials(),
		parameters: updateWithFields(salesOrderNumber, lines),
	});
	expect(error).toBeUndefined();
	fx.control().clearRequests();
}

describe('external reservation: update', () => {
	it('puts the product lines given in the fields and outputs them', async () => {
		const lines = [line('SKU-1', '1', 5), line('SKU-2', '2', 1.5)];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: updateWithFields('SO/2026/1', lines),
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`PUT ${ACCOUNT}`);
		expect(request.body).toEqual({ salesOrderNumber: 'SO/2026/1', products: lines });
		expect(output).toEqual([
			{
				json: { salesOrderNumber: 'SO/2026/1', products: lines, updated: true },
				pairedItem: { item: 0 },
			},
		]);
		expect(fx.control().state('acme').externalReservations['SO/2026/1']).toEqual({
			salesOrderNumber: 'SO/2026/1',
			products: lines,
		});
	});

	it('takes the lines as JSON and sends line numbers as text, as the spec types them', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'externalReservation',
				operation: 'update',
				salesOrderNumber: 'SO-7',
				productsInput: 'json',
				productsJson: '={{ $json.lines }}',
			},
			items: [{ lines: [{ productId: 'SKU-9', lineNumber: 3, reservedQuantity: '4' }] }],
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({
			salesOrderNumber: 'SO-7',
			products: [{ productId: 'SKU-9', lineNumber: '3', reservedQuantity: 4 }],
		});
		expect(fx.control().state('acme').externalReservations['SO-7'].products).toEqual([
			line('SKU-9', '3', 4),
		]);
	});

	it('one spreadsheet row per line: each item updates its own line and keeps the others', async () => {
		await reserve('SO-1', [line('SKU-1', '1', 10)]);
		const rows = [
			{ order: 'SO-1', sku: 'SKU-1', line: '1', qty: 7 },
			{ order: 'SO-1', sku: 'SKU-2', line: '2', qty: 3 },
			{ order: 'SO-2', sku: 'SKU-3', line: '1', qty: 1 },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: updateWithFields('={{ $json.order }}', [
				{
					productId: '={{ $json.sku }}',
					lineNumber: '={{ $json.line }}',
					reservedQuantity: '={{ $json.qty }}',
				},
			]),
			items: rows,
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		// One PUT per row, carrying that row's line only (the platform merges lines by key).
		expect(
			fx
				.control()
				.requests({ method: 'PUT' })
				.map((request) => request.body),
		).toEqual(
			rows.map((row) => ({
				salesOrderNumber: row.order,
				products: [{ productId: row.sku, lineNumber: row.line, reservedQuantity: row.qty }],
			})),
		);
		expect(output.map((item) => item.json)).toEqual(
			rows.map((row) => ({
				salesOrderNumber: row.order,
				products: [{ productId: row.sku, lineNumber: row.line, reservedQuantity: row.qty }],
				updated: true,
			})),
		);
		const stored = fx.control().state('acme').externalReservations;
		expect(stored['SO-1'].products).toEqual([line('SKU-1', '1', 7), line('SKU-2', '2', 3)]);
		expect(stored['SO-2'].products).toEqual([line('SKU-3', '1', 1)]);
	});

	it('with alternative paths only falls back to the stock path and remembers it', async () => {
		fx.control().setPathMode('alternative');
		for (const order of ['SO-A', 'SO-B']) {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: updateWithFields(order, [line('SKU-1', '1', 1)]),
			});
			expect(error).toBeUndefined();
		}
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual([ACCOUNT, STOCK, STOCK]);
		expect(Object.keys(fx.control().state('acme').externalReservations)).toEqual(['SO-A', 'SO-B']);
	});

	it.each([
		[
			'a missing sales order number',
			{ salesOrderNumber: MISSING },
			'"Sales Order Number" (salesOrderNumber) is required',
		],
		[
			'no product line',
			{ products: {} },
			'"Products" (products) must hold at least one product line',
		],
		[
			'a missing product ID',
			{ products: { line: [{ lineNumber: '1', reservedQuantity: 1 }] } },
			'"Products › Line 1 › Product ID" is required',
		],
		[
			'a missing line number',
			{ products: { line: [{ productId: 'SKU-1', lineNumber: MISSING, reservedQuantity: 1 }] } },
			'"Products › Line 1 › Line Number" is required',
		],
		[
			'a missing reserved quantity',
			{ products: { line: [{ productId: 'SKU-1', lineNumber: '1', reservedQuantity: MISSING }] } },
			'"Products › Line 1 › Reserved Quantity" is required',
		],
		[
			'a negative quantity',
			{ products: { line: [line('SKU-1', '1', -2)] } },
			'"Products › Line 1 › Reserved Quantity" must not be negative',
		],
		[
			'missing products JSON',
			{ productsInput: 'json', productsJson: MISSING },
			'"Products (JSON)" (productsJson) is required',
		],
		[
			'JSON that is not an array',
			{ productsInput: 'json', productsJson: '{"productId": "SKU-1"}' },
			'"Products (JSON)" (productsJson) must be an array of product lines',
		],
		[
			'a JSON line without its reserved quantity',
			{ productsInput: 'json', productsJson: '[{"productId": "SKU-1", "lineNumber": "1"}]' },
			'"Products (JSON)" (productsJson[0].reservedQuantity) is required',
		],
	])('%s fails before sending anything', async (_what, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...updateWithFields('SO-1', [line('SKU-1', '1', 1)]), ...override },
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('external reservation: get', () => {
	it('reads the reservations of a sales order', async () => {
		await reserve('SO/9', [line('SKU-1', '1', 2)]);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'externalReservation', operation: 'get', salesOrderNumber: 'SO/9' },
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([
			{
				json: { salesOrderNumber: 'SO/9', products: [line('SKU-1', '1', 2)] },
				pairedItem: { item: 0 },
			},
		]);
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`GET ${ACCOUNT}`);
		expect(request.query).toEqual({ salesOrderNumber: 'SO/9' });
	});

	it.each([
		['main', [ACCOUNT]],
		['alternative', [ACCOUNT, STOCK]],
	])('in %s path mode reads from the path that answers', async (mode, paths) => {
		await reserve('SO-1', [line('SKU-1', '1', 2)]);
		fx.control().setPathMode(mode as 'main' | 'alternative');
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'externalReservation', operation: 'get', salesOrderNumber: 'SO-1' },
		});
		expect(error).toBeUndefined();
		expect(output[0].json.products).toEqual([line('SKU-1', '1', 2)]);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual(paths);
	});

	it('without a sales order number fails before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'externalReservation', operation: 'get', salesOrderNumber: MISSING },
		});
		expect(error?.message).toBe('"Sales Order Number" (salesOrderNumber) is required');
		expect(fx.control().requests()).toEqual([]);
	});

	it("shows the platform's message for an unknown order; Continue On Fail pairs the error item", async () => {
		await reserve('SO-1', [line('SKU-1', '1', 2)]);
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'externalReservation', operation: 'get', salesOrderNumber: 'SO-404' },
		});
		expect(failed.error?.message).toContain('No external reservation for sales order SO-404');

		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'externalReservation',
				operation: 'get',
				salesOrderNumber: '={{ $json.order }}',
			},
			items: [{ order: 'SO-1' }, { order: 'SO-404' }],
		});
		expect(error).toBeUndefined();
		expect(output[0]).toEqual({
			json: { salesOrderNumber: 'SO-1', products: [line('SKU-1', '1', 2)] },
			pairedItem: { item: 0 },
		});
		expect(output[1].pairedItem).toEqual({ item: 1 });
		expect(output[1].json.error).toContain('No external reservation for sales order SO-404');
	});
});
