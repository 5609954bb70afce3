/** Plugin data resource and the product search of its resource locator. */
import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

// A small page cap, so Return All has to walk several pages.
const fx = usePlatform({ maxPageSize: 2 });

const PLUGIN = '/api/v1/catalog/integrations/auth-required/pluginsData/seo-plugin';
const MISSING = '={{ $json.missing }}';

const key = (pluginId: string, productId: string) => `${pluginId}\u0000${productId}`;

type PluginRecord = { sku: string; metadata: Record<string, unknown> };

/** Create or Replace, one input item per record. */
async function createOrReplace(pluginId: string, records: PluginRecord[]) {
	return await runNode({
		credentials: fx.credentials(),
		parameters: {
			resource: 'pluginData',
			operation: 'createOrReplace',
			pluginId,
			productId: byId('={{ $json.sku }}'),
			metadata: '={{ $json.metadata }}',
		},
		items: records,
	});
}

/** Stores records as a test's starting point (its requests are cleared). */
async function store(pluginId: string, records: PluginRecord[]) {
	const { error } = await createOrReplace(pluginId, records);
	expect(error).toBeUndefined();
	fx.control().clearRequests();
}

describe('plugin data: create or replace', () => {
	it('posts the metadata for the product and outputs it', async () => {
		const metadata = { title: 'Drill', tags: ['tools'], rank: 3 };
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'createOrReplace',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
				metadata: JSON.stringify(metadata),
			},
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`POST ${PLUGIN}/by-product`);
		expect(request.body).toEqual({ productId: 'SKU-1', metadata });
		expect(output).toEqual([
			{
				json: { pluginId: 'seo-plugin', productId: 'SKU-1', metadata, saved: true },
				pairedItem: { item: 0 },
			},
		]);
		expect(fx.control().state('acme').pluginData[key('seo-plugin', 'SKU-1')]).toEqual({
			pluginId: 'seo-plugin',
			productId: 'SKU-1',
			metadata,
		});
	});

	it('replaces what was stored, with metadata objects coming from the input items', async () => {
		await store('seo-plugin', [{ sku: 'SKU-1', metadata: { v: 1, old: true } }]);
		const { output, error } = await createOrReplace('seo-plugin', [
			{ sku: 'SKU-1', metadata: { v: 2 } },
			{ sku: 'SKU-2', metadata: { v: 1 } },
		]);
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((request) => [request.method, request.path, request.body]),
		).toEqual([
			['POST', `${PLUGIN}/by-product`, { productId: 'SKU-1', metadata: { v: 2 } }],
			['POST', `${PLUGIN}/by-product`, { productId: 'SKU-2', metadata: { v: 1 } }],
		]);
		expect(
			output.map((item) => [item.json.productId, item.json.metadata, item.pairedItem]),
		).toEqual([
			['SKU-1', { v: 2 }, { item: 0 }],
			['SKU-2', { v: 1 }, { item: 1 }],
		]);
		const stored = fx.control().state('acme').pluginData;
		expect(stored[key('seo-plugin', 'SKU-1')].metadata).toEqual({ v: 2 });
		expect(stored[key('seo-plugin', 'SKU-2')].metadata).toEqual({ v: 1 });
	});

	it.each([
		['a missing pluginId', { pluginId: MISSING }, '"Plugin ID" (pluginId) is required'],
		['a missing productId', { productId: byId(MISSING) }, '"Product" (productId) is required'],
		['missing metadata', { metadata: MISSING }, '"Metadata" (metadata) is required'],
		[
			'metadata that is an array',
			{ metadata: '[1, 2]' },
			'"Metadata" (metadata) must be a JSON object',
		],
		['metadata that is not JSON', { metadata: '{color: red}' }, '"Metadata" is not valid JSON'],
	])('%s fails before sending anything', async (_what, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'createOrReplace',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
				metadata: '{"a": 1}',
				...override,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('plugin data: get many', () => {
	const records = ['A', 'B', 'C', 'D', 'E'].map((letter) => ({
		sku: `SKU-${letter}`,
		metadata: { letter },
	}));

	it("Return All walks every page and outputs only that plugin's records", async () => {
		await store('seo-plugin', records);
		await store('other-plugin', [{ sku: 'SKU-X', metadata: {} }]);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'getAll',
				pluginId: 'seo-plugin',
				returnAll: true,
			},
		});
		expect(error).toBeUndefined();
		expect(output).toEqual(
			records.map((record) => ({
				json: { pluginId: 'seo-plugin', productId: record.sku, metadata: record.metadata },
				pairedItem: { item: 0 },
			})),
		);
		const requests = fx.control().requests();
		expect(requests.every((request) => request.path === PLUGIN)).toBe(true);
		expect(requests.map((request) => request.query.pageNumber)).toEqual(['1', '2', '3']);
	});

	it('Limit stops as soon as it has enough', async () => {
		await store('seo-plugin', records);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'getAll',
				pluginId: 'seo-plugin',
				returnAll: false,
				limit: 3,
			},
		});
		expect(output.map((item) => item.json.productId)).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
		// The platform caps pages at 2 records: two requests give three.
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.query),
		).toEqual([
			{ pageNumber: '1', pageSize: '3' },
			{ pageNumber: '2', pageSize: '3' },
		]);
	});

	it('without a plugin ID fails before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'getAll',
				pluginId: MISSING,
				returnAll: true,
			},
		});
		expect(error?.message).toBe('"Plugin ID" (pluginId) is required');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('plugin data: get', () => {
	it('reads the record of one product', async () => {
		await store('seo-plugin', [{ sku: 'SKU-1', metadata: { title: 'Drill' } }]);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'get',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
			},
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([
			{
				json: { pluginId: 'seo-plugin', productId: 'SKU-1', metadata: { title: 'Drill' } },
				pairedItem: { item: 0 },
			},
		]);
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`GET ${PLUGIN}/by-product`);
		expect(request.query).toEqual({ productId: 'SKU-1' });
	});

	it("shows the platform's message for a product without data", async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'get',
				pluginId: 'seo-plugin',
				productId: byId('SKU-404'),
			},
		});
		expect(error?.message).toContain('No data of plugin seo-plugin for product SKU-404');
		expect(error?.httpCode).toBe('404');
	});

	it.each([
		['pluginId', { pluginId: MISSING }, '"Plugin ID" (pluginId) is required'],
		['productId', { productId: byId(MISSING) }, '"Product" (productId) is required'],
	])('without %s fails before sending anything', async (_field, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'get',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
				...override,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('plugin data: delete', () => {
	it('deletes the record of the product and says so', async () => {
		await store('seo-plugin', [
			{ sku: 'SKU-1', metadata: {} },
			{ sku: 'SKU-2', metadata: {} },
		]);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'delete',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
			},
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([
			{
				json: { pluginId: 'seo-plugin', productId: 'SKU-1', deleted: true },
				pairedItem: { item: 0 },
			},
		]);
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`DELETE ${PLUGIN}/by-product`);
		expect(request.query).toEqual({ productId: 'SKU-1' });
		expect(Object.keys(fx.control().state('acme').pluginData)).toEqual([
			key('seo-plugin', 'SKU-2'),
		]);
	});

	it.each([
		['main', [`DELETE ${PLUGIN}/by-product`, `DELETE ${PLUGIN}/by-product`]],
		// The listed path's 404 is checked with a read before the DELETE goes to the bare path.
		[
			'alternative',
			[
				`DELETE ${PLUGIN}/by-product`,
				`GET ${PLUGIN}/by-product`,
				`DELETE ${PLUGIN}`,
				`DELETE ${PLUGIN}`,
			],
		],
	])(
		'in %s path mode deletes through the path that answers and remembers it',
		async (mode, requests) => {
			await store('seo-plugin', [
				{ sku: 'SKU-1', metadata: {} },
				{ sku: 'SKU-2', metadata: {} },
			]);
			fx.control().setPathMode(mode as 'main' | 'alternative');
			for (const sku of ['SKU-1', 'SKU-2']) {
				const { error } = await runNode({
					credentials: fx.credentials(),
					parameters: {
						resource: 'pluginData',
						operation: 'delete',
						pluginId: 'seo-plugin',
						productId: byId(sku),
					},
				});
				expect(error).toBeUndefined();
			}
			expect(
				fx
					.control()
					.requests()
					.map((request) => `${request.method} ${request.path}`),
			).toEqual(requests);
			expect(fx.control().state('acme').pluginData).toEqual({});
		},
	);

	it.each(['main', 'alternative'] as const)(
		'in %s path mode, a product without data sends no DELETE to the other path (first call after a restart)',
		async (mode) => {
			await store('seo-plugin', [{ sku: 'SKU-1', metadata: {} }]);
			fx.control().setPathMode(mode);
			const { error } = await runNode({
				// A base URL of its own: no path remembered for it yet.
				credentials: { ...fx.credentials(), baseUrl: `${fx.credentials().baseUrl}/` },
				parameters: {
					resource: 'pluginData',
					operation: 'delete',
					pluginId: 'seo-plugin',
					productId: byId('SKU-404'),
				},
			});
			expect(error?.message).toMatch(/did not find/);
			const seen = fx
				.control()
				.requests()
				.map((request) => `${request.method} ${request.path} ${request.status}`);
			expect(seen).toEqual([`DELETE ${PLUGIN}/by-product 404`, `GET ${PLUGIN}/by-product 404`]);
			expect(Object.keys(fx.control().state('acme').pluginData)).toEqual([
				key('seo-plugin', 'SKU-1'),
			]);
		},
	);

	it('with Continue On Fail, a product without data becomes an error item paired with its input', async () => {
		await store('seo-plugin', [{ sku: 'SKU-1', metadata: {} }]);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'pluginData',
				operation: 'delete',
				pluginId: 'seo-plugin',
				productId: byId('={{ $json.sku }}'),
			},
			items: [{ sku: 'SKU-404' }, { sku: 'SKU-1' }],
		});
		expect(error).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[0].json.error).toContain('No data of plugin seo-plugin for product SKU-404');
		expect(output[1]).toEqual({
			json: { pluginId: 'seo-plugin', productId: 'SKU-1', deleted: true },
			pairedItem: { item: 1 },
		});
		expect(fx.control().state('acme').pluginData).toEqual({});
	});

	it.each([
		['pluginId', { pluginId: MISSING }, '"Plugin ID" (pluginId) is required'],
		['productId', { productId: byId(MISSING) }, '"Product" (productId) is required'],
	])('without %s fails before sending anything', async (_field, override, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'delete',
				pluginId: 'seo-plugin',
				productId: byId('SKU-1'),
				...override,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('plugin data: product search', () => {
	it('lists the products that have data of the plugin in the Plugin ID field, and filters them', async () => {
		await store(
			'seo-plugin',
			['SKU-10', 'SKU-11', 'DRILL-1'].map((sku) => ({ sku, metadata: {} })),
		);
		await store('other-plugin', [{ sku: 'SKU-99', metadata: {} }]);
		const parameters = { resource: 'pluginData', operation: 'get', pluginId: 'seo-plugin' };
		const all = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchPluginProducts',
			parameters,
		});
		expect(all.results).toEqual(
			['SKU-10', 'SKU-11', 'DRILL-1'].map((sku) => ({ name: sku, value: sku })),
		);
		// Three records with a page cap of 2: two pages.
		expect(
			fx
				.control()
				.requests()
				.map((request) => `${request.path} ${String(request.query.pageNumber)}`),
		).toEqual([`${PLUGIN} 1`, `${PLUGIN} 2`]);

		const filtered = await runListSearch({
			credentials: fx.credentials(),
			method: 'searchPluginProducts',
			parameters,
			filter: 'drill',
		});
		expect(filtered.results).toEqual([{ name: 'DRILL-1', value: 'DRILL-1' }]);
	});

	it('asks for the Plugin ID first instead of sending a request without it', async () => {
		await expect(
			runListSearch({
				credentials: fx.credentials(),
				method: 'searchPluginProducts',
				parameters: { resource: 'pluginData', operation: 'get', pluginId: '' },
			}),
		).rejects.toThrow('Enter a Plugin ID first');
		expect(fx.control().requests()).toEqual([]);
	});
});
