import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const PRODUCTS = '/api/v1/catalog/integrations/auth-required/products';
const SEARCH = `${PRODUCTS}/search-result`;

async function search(
	parameters: IDataObject,
	extra: { continueOnFail?: boolean; items?: IDataObject[] } = {},
) {
	return await runNode({
		credentials: fx.credentials(),
		parameters: { resource: 'product', operation: 'search', ...parameters },
		...extra,
	});
}

type Product = IDataObject & {
	id: string;
	price: { net: number };
	multivalueAttributes: Array<{ nameCode: string; values: Array<{ value: string }> }>;
};

describe('Product: Search', () => {
	it('Simplify (the default) gives flat fields taken from the full record', async () => {
		const simple = await search({ filters: { q: 'drill' }, returnAll: false, limit: 40 });
		const full = await search({
			filters: { q: 'drill' },
			returnAll: false,
			limit: 40,
			simplify: false,
		});
		expect(simple.error).toBeUndefined();
		expect(full.error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.query]),
		).toEqual([
			[SEARCH, { q: 'drill', pageNumber: '1', pageSize: '40' }],
			[SEARCH, { q: 'drill', pageNumber: '1', pageSize: '40' }],
		]);
		// Every drill of the catalogue (fewer than 40).
		expect(simple.output.length).toBeGreaterThan(10);
		expect(simple.output).toHaveLength(full.output.length);
		// The sample holds both statuses, so the status really comes from each record.
		expect(new Set(simple.output.map((item) => item.json.status))).toEqual(
			new Set(['ACTIVE', 'INACTIVE']),
		);
		simple.output.forEach((item, index) => {
			const record = full.output[index].json as IDataObject & {
				manufacturer: { name: string };
				brand: { name: string };
				categoryPath: string[];
				measurementUnits: { orderUnitCode: string };
			};
			expect(item.pairedItem).toEqual({ item: 0 });
			expect(item.json).toEqual({
				id: record.id,
				name: record.name,
				catalogIndex: record.catalogIndex,
				manufacturerIndex: record.manufacturerIndex,
				manufacturer: record.manufacturer.name,
				brand: record.brand.name,
				category: record.categoryPath.join(' > '),
				status: record.status,
				url: record.url,
				orderUnit: record.measurementUnits.orderUnitCode,
			});
			// n8n's guideline: Simplify returns at most 10 fields.
			expect(Object.keys(item.json)).toHaveLength(10);
			expect(
				Object.values(item.json).every((value) => value === null || typeof value !== 'object'),
			).toBe(true);
			expect(String(record.name).toLowerCase()).toContain('drill');
		});
		expect(full.output[0].json).toHaveProperty('seo');
		expect(full.output[0].json).toHaveProperty('multivalueAttributes');
	});

	it('Return All reads every page of 100 (the spec limit)', async () => {
		const { output, error } = await search({ returnAll: true });
		expect(error).toBeUndefined();
		const ids = output.map((item) => item.json.id);
		expect(ids).toHaveLength(500);
		expect(new Set(ids).size).toBe(500);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([1, 2, 3, 4, 5].map((page) => ({ pageNumber: String(page), pageSize: '100' })));
	});

	it('Limit stops after one page of that size', async () => {
		const { output } = await search({ returnAll: false, limit: 7 });
		expect(output).toHaveLength(7);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query),
		).toEqual([{ pageNumber: '1', pageSize: '7' }]);
	});

	it('joins attribute filter pairs and the text form with ";" and the platform applies them', async () => {
		const { output, error } = await search({
			returnAll: true,
			simplify: false,
			filters: {
				attributeFilters: { pair: [{ attribute: 'COLOR', value: 'red' }] },
				filtersQuery: 'CORDLESS:true',
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].query.filtersQuery).toBe('COLOR:red;CORDLESS:true');
		expect(output.length).toBeGreaterThan(0);
		for (const item of output) {
			const attributes = (item.json as Product).multivalueAttributes;
			const values = (code: string) =>
				attributes.find((a) => a.nameCode === code)?.values.map((v) => v.value) ?? [];
			expect(values('COLOR')).toContain('red');
			expect(values('CORDLESS')).toContain('true');
		}
	});

	it('turns Min / Max Net Price into NET:min-max, and sorts as asked', async () => {
		const { output, error } = await search({
			returnAll: true,
			simplify: false,
			filters: { minNetPrice: 10, maxNetPrice: 50.5 },
			sort: { sortCriteria: 'NET_PRICE_ASC' },
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].query).toMatchObject({
			price: 'NET:10-50.5',
			sortCriteria: 'NET_PRICE_ASC',
		});
		const prices = output.map((item) => (item.json as Product).price.net);
		expect(prices.length).toBeGreaterThan(0);
		expect(prices.every((p) => p >= 10 && p <= 50.5)).toBe(true);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));

		fx.control().clearRequests();
		await search({ returnAll: false, limit: 1, filters: { maxNetPrice: 20 } });
		expect(fx.control().requests()[0].query.price).toBe('NET:0-20');

		fx.control().clearRequests();
		const atLeast = await search({
			returnAll: false,
			limit: 5,
			simplify: false,
			filters: { minNetPrice: 900 },
		});
		expect(fx.control().requests()[0].query.price).toBe(`NET:900-${Number.MAX_SAFE_INTEGER}`);
		const cheapest = atLeast.output.map((item) => (item.json as Product).price.net);
		expect(cheapest.length).toBeGreaterThan(0);
		expect(cheapest.every((p) => p >= 900)).toBe(true);
	});

	it('sends the category and the sort, and leaves out empty filters', async () => {
		const { output } = await search({
			returnAll: false,
			limit: 3,
			filters: { q: '', category: 'cat-02', filtersQuery: '' },
			sort: { sortCriteria: 'NAME_ASC' },
		});
		expect(fx.control().requests()[0].query).toEqual({
			category: 'cat-02',
			sortCriteria: 'NAME_ASC',
			pageNumber: '1',
			pageSize: '3',
		});
		const names = output.map((item) => String(item.json.name));
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect(
			output.every((item) =>
				String(item.json.category).startsWith('Power tools > Cordless drills'),
			),
		).toBe(true);
	});

	it.each([
		[
			'Min Net Price above Max Net Price',
			{ minNetPrice: 50, maxNetPrice: 10 },
			'"Max Net Price" (maxNetPrice) must not be lower than Min Net Price',
		],
		['a negative price', { minNetPrice: -1 }, '"Min Net Price" (minNetPrice) must not be negative'],
		[
			'text filters without a colon',
			{ filtersQuery: 'COLOR-red' },
			'"Attributes as Text" (filtersQuery) must be attribute:value pairs',
		],
		[
			'a pair without a value',
			{ attributeFilters: { pair: [{ attribute: 'COLOR', value: '' }] } },
			'"Attributes" (attributeFilters.pair[0].value) is required',
		],
		[
			'a pair with a separator in the code',
			{ attributeFilters: { pair: [{ attribute: 'COLOR;X', value: 'red' }] } },
			'"Attributes" (attributeFilters.pair[0].attribute) must not contain',
		],
	])('rejects %s before sending anything', async (_case, filters, message) => {
		const { error } = await search({ returnAll: true, filters });
		expect(error?.message).toContain(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('rejects a sort that is not one of the 12 criteria before sending anything', async () => {
		const { error } = await search({
			returnAll: true,
			sort: { sortCriteria: '={{ "PRICE_ASC" }}' },
		});
		expect(error?.message).toContain(
			'"Sort By" (sortCriteria) must be one of SCORE_DESC, RANK_DESC',
		);
		expect(fx.control().requests()).toEqual([]);
	});

	it('a filter the platform does not know: its message reaches the user; with Continue On Fail order and pairing are kept', async () => {
		const failed = await search({
			returnAll: false,
			limit: 2,
			filters: { filtersQuery: 'FLAVOUR:mint' },
		});
		expect(failed.error?.httpCode).toBe('400');
		expect(failed.error?.message).toContain('filtersQuery names an unknown attribute FLAVOUR');
		expect(failed.error?.message).toContain('(field filtersQuery)');

		fx.control().clearRequests();
		const { output, error } = await search(
			{
				returnAll: false,
				limit: 2,
				filters: { filtersQuery: '={{ $json.filter }}' },
				requestOptions: { maxInFlight: 1 },
			},
			{
				continueOnFail: true,
				items: [{ filter: 'COLOR:red' }, { filter: 'FLAVOUR:mint' }, { filter: 'COLOR:blue' }],
			},
		);
		expect(error).toBeUndefined();
		expect(output.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
			{ item: 2 },
		]);
		expect(output[2].json.error).toContain('unknown attribute FLAVOUR');
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query.filtersQuery),
		).toEqual(['COLOR:red', 'FLAVOUR:mint', 'COLOR:blue']);
	});
});

describe('Product: Search at the alias path (spec: "Search products (alias)", GET .../products/search/items)', () => {
	const ALIAS = `${PRODUCTS}/search/items`;
	const withoutMainPath = () =>
		fx.control().injectFault({ kind: 'status', status: 404, match: { route: 'products.search' } });

	it('a platform without search-result: Auto falls back to the alias, gets the same results and keeps using it', async () => {
		// Another tenant (the catalogue is the same), so no path is known yet for acme.
		const reference = await runNode({
			credentials: fx.credentials('globex'),
			parameters: {
				resource: 'product',
				operation: 'search',
				filters: { q: 'drill' },
				returnAll: false,
				limit: 5,
			},
		});
		expect(reference.error).toBeUndefined();
		fx.control().clearRequests();
		withoutMainPath();

		const first = await search({ filters: { q: 'drill' }, returnAll: false, limit: 5 });
		const second = await search({ filters: { q: 'drill' }, returnAll: false, limit: 5 });
		expect(first.error).toBeUndefined();
		expect(first.output).toEqual(reference.output);
		expect(second.output).toEqual(reference.output);
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual([
			[SEARCH, 404],
			[ALIAS, 200],
			[ALIAS, 200],
		]);
		expect(fx.control().requests()[1].query).toEqual({
			q: 'drill',
			pageNumber: '1',
			pageSize: '5',
		});
	});

	it('API Paths "Alternative Paths Only" searches at the alias; "Main Paths Only" never tries it', async () => {
		const noted = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'alternative' }),
			parameters: {
				resource: 'product',
				operation: 'search',
				filters: { q: 'cable' },
				returnAll: false,
				limit: 3,
			},
		});
		expect(noted.error).toBeUndefined();
		expect(noted.output).toHaveLength(3);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([ALIAS]);

		fx.control().clearRequests();
		withoutMainPath();
		const listed = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'main' }),
			parameters: {
				resource: 'product',
				operation: 'search',
				filters: { q: 'cable' },
				returnAll: false,
				limit: 3,
			},
		});
		expect(listed.error?.httpCode).toBe('404');
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([SEARCH]);
	});
});

describe('Product: Search Filters', () => {
	it('sends the same query parameters and returns the answer as it comes, as one item', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'product',
				operation: 'searchFilters',
				filters: {
					q: 'drill',
					attributeFilters: { pair: [{ attribute: 'COLOR', value: 'red' }] },
					maxNetPrice: 100,
				},
			},
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.query]),
		).toEqual([
			[
				'GET',
				`${PRODUCTS}/search/filters`,
				{ q: 'drill', filtersQuery: 'COLOR:red', price: 'NET:0-100' },
			],
		]);
		expect(output).toHaveLength(1);
		expect(output[0].pairedItem).toEqual({ item: 0 });
		const facets = output[0].json as {
			totalItems: number;
			categories: unknown[];
			attributes: Array<{ nameCode: string }>;
		};
		expect(facets.categories.length).toBeGreaterThan(0);
		expect(facets.attributes.map((a) => a.nameCode)).toContain('COLOR');

		// The same filters in a search give as many products as the facets count.
		const found = await search({
			returnAll: true,
			filters: { q: 'drill', filtersQuery: 'COLOR:red', maxNetPrice: 100 },
		});
		expect(found.output).toHaveLength(facets.totalItems);
	});

	it('rejects bad filters before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'product',
				operation: 'searchFilters',
				filters: { minNetPrice: 5, maxNetPrice: 1 },
			},
		});
		expect(error?.message).toBe(
			'"Max Net Price" (maxNetPrice) must not be lower than Min Net Price',
		);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Product: searchProducts (resource locator list, e.g. Product Tax > Product)', () => {
	it('lists search results as name (catalogue index) -> ID, sends the filter as the query, and pages', async () => {
		const first = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'productTax', operation: 'set' },
			method: 'searchProducts',
		});
		expect(first.results).toHaveLength(50);
		expect(first.paginationToken).toBe('2');
		const second = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'productTax', operation: 'set' },
			method: 'searchProducts',
			paginationToken: first.paginationToken as string,
		});
		expect(second.results).toHaveLength(50);
		expect(new Set([...first.results, ...second.results].map((r) => r.value)).size).toBe(100);

		const filtered = await runListSearch({
			credentials: fx.credentials(),
			parameters: { resource: 'productTax', operation: 'set' },
			method: 'searchProducts',
			filter: ' grinder ',
		});
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.query]),
		).toEqual([
			[SEARCH, { pageNumber: '1', pageSize: '50' }],
			[SEARCH, { pageNumber: '2', pageSize: '50' }],
			[SEARCH, { pageNumber: '1', pageSize: '50', q: 'grinder' }],
		]);

		// The list is the platform's own answer for that query, as name (catalogue index) -> ID.
		const credentials = fx.credentials();
		const answer = (await (
			await fetch(`${credentials.baseUrl}${SEARCH}?pageNumber=1&pageSize=50&q=grinder`, {
				headers: { ApiAuth: credentials.apiKey, 'platform-tenant': credentials.tenant },
			})
		).json()) as { items: Array<{ id: string; name: string; catalogIndex: string; url: string }> };
		expect(answer.items.length).toBeGreaterThan(0);
		expect(filtered.results).toEqual(
			answer.items.map((product) => ({
				name: `${product.name} (${product.catalogIndex})`,
				value: product.id,
				url: product.url,
			})),
		);
	});
});
