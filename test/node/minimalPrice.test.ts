/** Minimal price resource and the SKU search of its resource locator. */
import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

// A small page cap, so Return All has to walk several pages.
const fx = usePlatform({ maxPageSize: 2 });

const PRICES = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
const MISSING = '={{ $json.missing }}';

function setWithFields(
	skuId: string,
	levels: Array<Record<string, unknown>>,
	extra: Record<string, unknown> = {},
) {
	return {
		resource: 'minimalPrice',
		operation: 'set',
		skuId,
		levelsInput: 'fields',
		levels: { level: levels },
		...extra,
	};
}

async function seed(skus: string[]) {
	const { error } = await runNode({
		credentials: fx.credentials(),
		parameters: setWithFields('={{ $json.sku }}', [
			{ name: 'retail', value: '={{ $json.price }}' },
		]),
		items: skus.map((sku, index) => ({ sku, price: 10 + index })),
	});
	expect(error).toBeUndefined();
	fx.control().clearRequests();
}

describe('minimal price: set', () => {
	it('puts the levels of the SKU as numbers and outputs them', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: setWithFields('SKU-1', [
				{ name: 'retail', value: 10.5 },
				{ name: 'wholesale', value: 9 },
			]),
		});
		expect(error).toBeUndefined();
		const levels = { retail: 10.5, wholesale: 9 };
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`PUT ${PRICES}`);
		expect(request.body).toEqual({ minimalPrices: [{ skuId: 'SKU-1', levels }] });
		expect(output).toEqual([
			{ json: { skuId: 'SKU-1', levels, updated: true }, pairedItem: { item: 0 } },
		]);
		expect(fx.control().state('acme').minimalPrices).toEqual({
			'SKU-1': { skuId: 'SKU-1', levels },
		});
	});

	it('takes the levels as JSON, turning numeric strings into numbers, and replaces what was stored', async () => {
		await seed(['SKU-1']);
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'minimalPrice',
				operation: 'set',
				skuId: 'SKU-1',
				levelsInput: 'json',
				levelsJson: '{"gold": "10.50", "silver": 8}',
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({
			minimalPrices: [{ skuId: 'SKU-1', levels: { gold: 10.5, silver: 8 } }],
		});
		expect(fx.control().state('acme').minimalPrices['SKU-1'].levels).toEqual({
			gold: 10.5,
			silver: 8,
		});
	});

	it('takes a level of any name from JSON, "constructor" too', async () => {
		await seed(['SKU-1']);
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'minimalPrice',
				operation: 'set',
				skuId: 'SKU-1',
				levelsInput: 'json',
				levelsJson: '{"constructor": 3, "gold": 10}',
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({
			minimalPrices: [{ skuId: 'SKU-1', levels: { constructor: 3, gold: 10 } }],
		});
	});

	it('sends ten levels, the most the platform takes', async () => {
		const levels = Array.from({ length: 10 }, (_, index) => ({
			name: `L${index + 1}`,
			value: index,
		}));
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: setWithFields('SKU-10', levels),
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({
			minimalPrices: [
				{
					skuId: 'SKU-10',
					levels: Object.fromEntries(levels.map((level) => [level.name, level.value])),
				},
			],
		});
		expect(Object.keys(fx.control().state('acme').minimalPrices['SKU-10'].levels)).toHaveLength(10);
	});

	const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `L${index + 1}`, value: 1 }));
	it.each([
		['a missing SKU', { skuId: MISSING }, '"SKU" (skuId) is required'],
		['no level', { levels: {} }, '"Levels" (levels) must hold at least one level'],
		[
			'eleven levels',
			{ levels: { level: eleven } },
			'"Levels" (levels) has 11 levels; the platform takes at most 10 per SKU',
		],
		[
			'a missing level name',
			{ levels: { level: [{ name: MISSING, value: 1 }] } },
			'"Levels › Level 1 › Name" is required',
		],
		[
			'a missing level value',
			{ levels: { level: [{ name: 'retail', value: MISSING }] } },
			'"Levels › Level 1 › Value" is required',
		],
		[
			'a negative level value',
			{ levels: { level: [{ name: 'retail', value: -1 }] } },
			'"Levels › Level 1 › Value" must not be negative',
		],
		[
			'a level name given twice',
			{
				levels: {
					level: [
						{ name: 'retail', value: 1 },
						{ name: 'retail', value: 2 },
					],
				},
			},
			'"Levels › Level 2 › Name" is given twice',
		],
		[
			'missing JSON',
			{ levelsInput: 'json', levelsJson: MISSING },
			'"Levels (JSON)" (levelsJson) is required',
		],
		[
			'eleven levels in the JSON',
			{
				levelsInput: 'json',
				levelsJson: JSON.stringify(Object.fromEntries(eleven.map((l) => [l.name, 1]))),
			},
			'"Levels (JSON)" (levelsJson) has 11 levels; the platform takes at most 10 per SKU',
		],
		[
			'text that is not a number in the JSON',
			{ levelsInput: 'json', levelsJson: '{"retail": "ten"}' },
			'"Levels (JSON)" (levelsJson.retail) must be a number',
		],
	])('%s fails before sending anything', async (_what, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: setWithFields('SKU-1', [{ name: 'retail', value: 1 }], override),
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('minimal price: get', () => {
	it('reads the levels of one SKU', async () => {
		await seed(['SKU-1', 'SKU/2']);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'minimalPrice', operation: 'get', skuId: byId('SKU/2') },
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([
			{ json: { skuId: 'SKU/2', levels: { retail: 11 } }, pairedItem: { item: 0 } },
		]);
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`GET ${PRICES}/SKU%2F2`);
	});

	it("shows the platform's message for an unknown SKU; Continue On Fail pairs the error item", async () => {
		await seed(['SKU-1']);
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'minimalPrice', operation: 'get', skuId: byId('SKU-404') },
		});
		expect(failed.error?.message).toContain('No minimal prices for SKU SKU-404');
		expect(failed.error?.httpCode).toBe('404');

		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { resource: 'minimalPrice', operation: 'get', skuId: byId('={{ $json.sku }}') },
			items: [{ sku: 'SKU-404' }, { sku: 'SKU-1' }],
		});
		expect(error).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[0].json.error).toContain('No minimal prices for SKU SKU-404');
		expect(output[1]).toEqual({
			json: { skuId: 'SKU-1', levels: { retail: 10 } },
			pairedItem: { item: 1 },
		});
	});

	it('without a SKU fails before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'minimalPrice', operation: 'get', skuId: byId(MISSING) },
		});
		expect(error?.message).toBe('"SKU" (skuId) is required');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('minimal price: get many', () => {
	const skus = ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4', 'SKU-5'];

	it('Return All walks every page', async () => {
		await seed(skus);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'minimalPrice', operation: 'getAll', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(output).toEqual(
			skus.map((skuId, index) => ({
				json: { skuId, levels: { retail: 10 + index } },
				pairedItem: { item: 0 },
			})),
		);
		expect(
			fx
				.control()
				.requests()
				.map((request) => `${request.method} ${request.path} ${String(request.query.pageNumber)}`),
		).toEqual([`GET ${PRICES} 1`, `GET ${PRICES} 2`, `GET ${PRICES} 3`]);
	});

	it('Limit stops as soon as it has enough', async () => {
		await seed(skus);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'minimalPrice', operation: 'getAll', returnAll: false, limit: 1 },
		});
		expect(output.map((item) => item.json.skuId)).toEqual(['SKU-1']);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.query),
		).toEqual([{ pageNumber: '1', pageSize: '1' }]);
	});
});

describe('minimal price: SKU search', () => {
	it('lists the SKUs that have minimal prices and filters them', async () => {
		await seed(['SKU-1', 'SKU-2', 'BOLT-7']);
		const parameters = { resource: 'minimalPrice', operation: 'get' };
		const all = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchMinimalPriceSkus',
			parameters,
		});
		expect(all.results).toEqual(
			['SKU-1', 'SKU-2', 'BOLT-7'].map((sku) => ({ name: sku, value: sku })),
		);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.query.pageNumber),
		).toEqual(['1', '2']);
		const filtered = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchMinimalPriceSkus',
			parameters,
			filter: 'bolt',
		});
		expect(filtered.results).toEqual([{ name: 'BOLT-7', value: 'BOLT-7' }]);
	});
});
