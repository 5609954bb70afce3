/**
 * Product search of the fake platform: the generator, and the search / alias / filters
 * operations, run on the route handlers and over HTTP (when test/platform/server.ts exists).
 */
import {
	AttributeValue,
	CatalogueSearch,
	Manufacturer,
	SORT_CRITERIA,
	catalogueRoutes,
	generateCatalogue,
} from './catalogue';
import { Harness, handlerHarness, httpHarness } from './docHarness';

/** A product as the search answers it (the fields these tests read). */
interface Found {
	id: string;
	name: string;
	catalogIndex: string;
	manufacturerIndex: string;
	manufacturer: Manufacturer;
	stock: number;
	price: { net: number; gross: number };
	categories: Array<{ id: string }>;
	multivalueAttributes: Array<{ nameCode: string; values: AttributeValue[] }>;
}
interface SortingOption {
	code: string;
	label: string;
	selected: boolean;
}
/** An attribute facet of the filters answer. */
interface Facet {
	nameCode: string;
	values: Array<{ value: string; count: number }>;
}

const SEARCH = '/api/v1/catalog/integrations/auth-required/products/search-result';
const ALIAS = '/api/v1/catalog/integrations/auth-required/products/search/items';
const FILTERS = '/api/v1/catalog/integrations/auth-required/products/search/filters';

describe('generateCatalogue', () => {
	it('is deterministic for a seed and differs between seeds', () => {
		const a = generateCatalogue(2000, 42);
		const b = generateCatalogue(2000, 42);
		const c = generateCatalogue(2000, 43);
		for (const i of [0, 1, 17, 999, 1999]) expect(a.product(i)).toEqual(b.product(i));
		expect(a.columns.name).toEqual(b.columns.name);
		expect(Array.from(a.columns.netCents)).toEqual(Array.from(b.columns.netCents));
		const differing = a.columns.name.filter((n, i) => n !== c.columns.name[i]).length;
		expect(differing).toBeGreaterThan(1500);
		// a product does not depend on the catalogue size
		expect(generateCatalogue(10, 42).product(5)).toEqual(a.product(5));
	});

	it('builds records of the spec search-result shape', () => {
		const cat = generateCatalogue(300, 1);
		const p = cat.product(0);
		for (const key of [
			'id',
			'name',
			'manufacturerIndex',
			'catalogIndex',
			'productSeries',
			'canonicalCategory',
			'fullDescription',
			'shortDescription',
			'usage',
			'slug',
			'shippingTime',
			'url',
			'pkwiu',
			'alternativeId',
			'productOrigin',
			'createdBy',
			'status',
			'categoryPath',
			'categories',
			'multivalueAttributes',
			'characteristics',
			'certificates',
			'videos',
			'photos',
			'photosWithVariants',
			'relationsByAttribute',
			'productDataSheets',
			'manufacturer',
			'brand',
			'measurementUnits',
			'netDimension',
			'labels',
			'relatedProducts',
			'seo',
			'surchargePriceAmount',
			'cannotOrderAboveStock',
			'pluginsData',
			'price',
			'stock',
		]) {
			expect(p).toHaveProperty(key);
		}
		expect(p).toMatchObject({ productOrigin: 'EXTERNAL', createdBy: null });
		expect(['ACTIVE', 'INACTIVE']).toContain(p.status);
		expect(Object.keys(p.manufacturer as object).sort()).toEqual([
			'acronym',
			'id',
			'logoImage',
			'name',
		]);
		expect(Object.keys(p.seo as object).sort()).toEqual([
			'description',
			'follow',
			'h1',
			'index',
			'title',
		]);
		expect(Object.keys(p.netDimension as object).sort()).toEqual([
			'netDepth',
			'netLength',
			'netWeight',
			'netWidth',
		]);
		expect(Object.keys(p.measurementUnits as object).sort()).toEqual(
			[
				'contentUnitCode',
				'contentUnitDescription',
				'orderUnitCode',
				'orderUnitDescription',
				'packingQuantity',
				'priceQuantity',
				'quantityInterval',
				'quantityMin',
			].sort(),
		);
		expect(cat.categories).toHaveLength(30);
		expect(cat.manufacturers).toHaveLength(40);
		expect(cat.attributes).toHaveLength(10);
		const types = new Set<string>();
		for (let i = 0; i < 300; i++) {
			const q = cat.product(i);
			expect(q.price.gross).toBeGreaterThanOrEqual(q.price.net);
			for (const a of q.multivalueAttributes as Array<{
				valueType: string;
				values: Array<Record<string, unknown>>;
			}>) {
				types.add(a.valueType);
				for (const v of a.values) {
					if (a.valueType === 'NUMERIC')
						expect(Object.keys(v).sort()).toEqual(['unit', 'unitCode', 'unitDescription', 'value']);
					else expect(Object.keys(v)).toEqual(['value']);
				}
			}
		}
		expect([...types].sort()).toEqual(['ALPHANUMERIC', 'LOGIC', 'NUMERIC']);
	});

	// How fast this is belongs to the benchmarks (npm run bench, case 4), not to a test.
	it('generates 50,000 products and pages through each of them exactly once', () => {
		const cat = generateCatalogue(50000, 7);
		const engine = new CatalogueSearch(cat);
		const seen = new Uint8Array(50000);
		let total = 0;
		for (let page = 1; ; page++) {
			const r = engine.search(
				new URLSearchParams({
					pageSize: '100',
					pageNumber: String(page),
					sortCriteria: 'NET_PRICE_ASC',
				}),
			);
			for (const p of r.items as Array<{ id: string }>) {
				seen[cat.indexOf(p.id)]++;
				total++;
			}
			if (r.nextPage === null) break;
		}
		expect(total).toBe(50000);
		expect(seen.every((n) => n === 1)).toBe(true);
	});
});

const SIZE = 1234;
const harnesses: Array<[string, () => Promise<Harness>]> = [
	['handlers', async () => handlerHarness(catalogueRoutes({ size: SIZE }))],
	['http', () => httpHarness({ catalogueSize: SIZE })],
];

describe.each(harnesses)('product search (%s)', (_name, make) => {
	let api: Harness;
	const cat = generateCatalogue(SIZE, 1); // the routes' default seed
	beforeAll(async () => {
		api = await make();
	});
	afterAll(async () => {
		await api.close();
	});

	const search = async (query: Record<string, string | number> = {}, path = SEARCH) => {
		const r = await api.call('GET', path, { query });
		expect(r.status).toBe(200);
		return r.body;
	};
	/** Every matching product in order, page by page. */
	const all = async (query: Record<string, string | number> = {}) => {
		const out: Found[] = [];
		for (let page = 1; ; page++) {
			const r = await search({ ...query, pageSize: 100, pageNumber: page });
			out.push(...r.items);
			if (r.nextPage === null) return { items: out, totalItems: r.totalItems };
			expect(r.nextPage).toBe(page + 1);
		}
	};
	const expect400 = async (
		query: Record<string, string | number>,
		field: string,
		path = SEARCH,
	) => {
		const r = await api.call('GET', path, { query });
		expect({ status: r.status, code: r.body?.code, field: r.body?.field }).toEqual({
			status: 400,
			code: 'VALIDATION_FAILED',
			field,
		});
	};

	it('answers the search envelope with defaults', async () => {
		const r = await search();
		expect(Object.keys(r).sort()).toEqual(
			[
				'categorySelected',
				'items',
				'nextPage',
				'pageNumber',
				'pageSize',
				'sortingOptions',
				'totalItems',
				'totalPages',
			].sort(),
		);
		expect(r).toMatchObject({
			totalItems: SIZE,
			pageNumber: 1,
			pageSize: 10,
			totalPages: Math.ceil(SIZE / 10),
			nextPage: 2,
			categorySelected: false,
		});
		expect(r.items).toHaveLength(10);
		expect(r.sortingOptions.map((o: SortingOption) => o.code)).toEqual([...SORT_CRITERIA]);
		expect(
			r.sortingOptions.filter((o: SortingOption) => o.selected).map((o: SortingOption) => o.code),
		).toEqual(['SCORE_DESC']);
		for (const o of r.sortingOptions) expect(typeof o.label).toBe('string');
		expect(r.items[0]).toEqual(JSON.parse(JSON.stringify(cat.product(cat.indexOf(r.items[0].id)))));
	});

	it('pages through every product exactly once, for every sort', async () => {
		for (const sortCriteria of ['SCORE_DESC', 'NAME_DESC', 'STOCK_ASC']) {
			const { items, totalItems } = await all({ sortCriteria });
			expect(totalItems).toBe(SIZE);
			const ids = items.map((p) => p.id);
			expect(new Set(ids).size).toBe(SIZE);
			expect(ids).toHaveLength(SIZE);
		}
	});

	it('sorts by each criterion', async () => {
		const key: Record<string, (p: Found) => number | string> = {
			NAME_ASC: (p) => p.name.toLowerCase(),
			NAME_DESC: (p) => p.name.toLowerCase(),
			MANUFACTURER_ASC: (p) => p.manufacturer.name.toLowerCase(),
			MANUFACTURER_DESC: (p) => p.manufacturer.name.toLowerCase(),
			STOCK_ASC: (p) => p.stock,
			STOCK_DESC: (p) => p.stock,
			NET_PRICE_ASC: (p) => p.price.net,
			NET_PRICE_DESC: (p) => p.price.net,
			GROSS_PRICE_ASC: (p) => p.price.gross,
			GROSS_PRICE_DESC: (p) => p.price.gross,
		};
		for (const [criterion, f] of Object.entries(key)) {
			const { items } = await all({ sortCriteria: criterion, category: 'cat-01' });
			const values = items.map(f);
			const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
			if (criterion.endsWith('_DESC')) sorted.reverse();
			expect({ criterion, values }).toEqual({ criterion, values: sorted });
			const r = await search({ sortCriteria: criterion });
			expect(r.sortingOptions.find((o: SortingOption) => o.selected).code).toBe(criterion);
		}
		// without q, relevance is the rank order
		expect((await all({ sortCriteria: 'SCORE_DESC' })).items.map((p) => p.id)).toEqual(
			(await all({ sortCriteria: 'RANK_DESC' })).items.map((p) => p.id),
		);
		await expect400({ sortCriteria: 'PRICE_ASC' }, 'sortCriteria');
		await expect400({ sortCriteria: 'name_asc' }, 'sortCriteria');
	});

	it('q matches name, codes and manufacturer, case-insensitively', async () => {
		const p = cat.product(100);
		const byCode = await search({ q: p.catalogIndex as string });
		expect(byCode.items.map((x: Found) => x.id)).toEqual([p.id]);
		const byManIndex = await search({ q: (p.manufacturerIndex as string).toLowerCase() });
		expect(byManIndex.items[0].id).toBe(p.id);
		const man = (p.manufacturer as Manufacturer).name;
		const { items, totalItems } = await all({ q: man.toUpperCase() });
		expect(totalItems).toBeGreaterThan(0);
		for (const x of items) {
			const hay =
				`${x.name} ${x.catalogIndex} ${x.manufacturerIndex} ${x.manufacturer.name}`.toLowerCase();
			expect(hay).toContain(man.toLowerCase());
		}
		const two = await all({ q: `${man} drill` });
		for (const x of two.items) expect(x.name.toLowerCase()).toMatch(/drill/);
		expect(two.totalItems).toBeLessThan(totalItems);
		expect((await search({ q: 'no-such-product-zzz' })).totalItems).toBe(0);
		const none = await search({ q: 'no-such-product-zzz' });
		expect(none).toMatchObject({ items: [], totalPages: 0, nextPage: null });
	});

	it('category includes subcategories; unknown category is 400', async () => {
		const root = await search({ category: 'cat-01' });
		expect(root.categorySelected).toBe(true);
		let sum = 0;
		for (const leaf of ['cat-02', 'cat-03', 'cat-04', 'cat-05', 'cat-06']) {
			const { items, totalItems } = await all({ category: leaf });
			sum += totalItems;
			for (const x of items)
				expect(x.categories.map((c: { id: string }) => c.id)).toEqual(['cat-01', leaf]);
		}
		expect(root.totalItems).toBe(sum);
		await expect400({ category: 'Power tools' }, 'category');
	});

	it('filtersQuery: OR within an attribute, AND across attributes', async () => {
		const has = (p: Found, code: string, value: string) =>
			p.multivalueAttributes.some(
				(a) => a.nameCode === code && a.values.some((v) => v.value === value),
			);
		const red = await all({ filtersQuery: 'COLOR:red' });
		expect(red.totalItems).toBeGreaterThan(0);
		for (const p of red.items) expect(has(p, 'COLOR', 'red')).toBe(true);
		const redOrBlue = await all({ filtersQuery: 'COLOR:red;COLOR:blue' });
		expect(redOrBlue.totalItems).toBeGreaterThan(red.totalItems);
		for (const p of redOrBlue.items)
			expect(has(p, 'COLOR', 'red') || has(p, 'COLOR', 'blue')).toBe(true);
		const redAnd230 = await all({ filtersQuery: 'COLOR:red,VOLTAGE:230' });
		expect(redAnd230.totalItems).toBeLessThan(red.totalItems);
		for (const p of redAnd230.items)
			expect(has(p, 'COLOR', 'red') && has(p, 'VOLTAGE', '230')).toBe(true);
		expect((await search({ filtersQuery: 'color:RED' })).totalItems).toBe(red.totalItems);
		await expect400({ filtersQuery: 'COLOUR:red' }, 'filtersQuery');
		await expect400({ filtersQuery: 'COLOR:purple' }, 'filtersQuery');
		await expect400({ filtersQuery: 'COLOR' }, 'filtersQuery');
	});

	it('price: NET:min-max with open bounds', async () => {
		const mid = await all({ price: 'NET:10-100' });
		expect(mid.totalItems).toBeGreaterThan(0);
		for (const p of mid.items) expect(p.price.net >= 10 && p.price.net <= 100).toBe(true);
		const low = await search({ price: 'NET:-10' });
		const high = await search({ price: 'NET:10.01-' });
		expect(low.totalItems + high.totalItems).toBe(SIZE);
		expect((await search({ price: 'NET:-' })).totalItems).toBe(SIZE);
		await expect400({ price: 'GROSS:1-10' }, 'price');
		await expect400({ price: 'NET:10' }, 'price');
		await expect400({ price: 'NET:100-10' }, 'price');
		await expect400({ price: '1-10' }, 'price');
	});

	it('pageSize and pageNumber limits', async () => {
		expect((await search({ pageSize: 100 })).items).toHaveLength(100);
		expect(await search({ pageSize: 0 })).toMatchObject({
			items: [],
			totalItems: SIZE,
			totalPages: 0,
			nextPage: null,
			pageSize: 0,
		});
		const last = Math.ceil(SIZE / 100);
		expect(await search({ pageSize: 100, pageNumber: last })).toMatchObject({
			nextPage: null,
			pageNumber: last,
		});
		expect((await search({ pageSize: 100, pageNumber: last })).items).toHaveLength(SIZE % 100);
		expect((await search({ pageSize: 100, pageNumber: last + 1 })).items).toEqual([]);
		await expect400({ pageSize: 101 }, 'pageSize');
		await expect400({ pageSize: -1 }, 'pageSize');
		await expect400({ pageSize: 'ten' }, 'pageSize');
		await expect400({ pageNumber: 0 }, 'pageNumber');
		await expect400({ pageNumber: 1.5 }, 'pageNumber');
	});

	it('the alias path answers the same', async () => {
		const q = {
			q: 'pro',
			sortCriteria: 'NAME_ASC',
			pageSize: 7,
			pageNumber: 2,
			category: 'cat-07',
		};
		expect(await search(q, ALIAS)).toEqual(await search(q));
		await expect400({ pageSize: 500 }, 'pageSize', ALIAS);
	});

	it('filters answer facets consistent with search', async () => {
		const f = (
			await api.call('GET', FILTERS, {
				query: { category: 'cat-01', filtersQuery: 'CORDLESS:true' },
			})
		).body;
		const s = await search({ category: 'cat-01', filtersQuery: 'CORDLESS:true' });
		expect(f.totalItems).toBe(s.totalItems);
		expect(f.categories).toHaveLength(5);
		expect(f.categories[0]).toMatchObject({ id: 'cat-01', count: s.totalItems });
		expect(f.categories[1].count).toBe(0);
		const leafSum = f.categories[0].children.reduce(
			(n: number, c: { count: number }) => n + c.count,
			0,
		);
		expect(leafSum).toBe(s.totalItems);
		const cordless = f.attributes.find((a: Facet) => a.nameCode === 'CORDLESS');
		expect(cordless.values).toEqual([
			expect.objectContaining({ value: 'true', count: s.totalItems }),
			expect.objectContaining({ value: 'false', count: 0 }),
		]);
		const red = f.attributes
			.find((a: Facet) => a.nameCode === 'COLOR')
			.values.find((v: Facet['values'][number]) => v.value === 'red');
		expect(red.count).toBe(
			(await search({ category: 'cat-01', filtersQuery: 'CORDLESS:true;COLOR:red' })).totalItems,
		);
		expect(f.price.type).toBe('NET');
		expect(f.price.min).toBeLessThanOrEqual(f.price.max);
		await expect400({ category: 'nope' }, 'category', FILTERS);
	});
});

describe('product search over HTTP with 50,000 products', () => {
	let api: Harness;
	beforeAll(async () => {
		api = await httpHarness({ catalogueSize: 50000 });
	});
	afterAll(async () => {
		await api.close();
	});

	it('pages through all products at pageSize 100', async () => {
		const seen = new Set<string>();
		let pages = 0;
		for (let page = 1; ; page++) {
			const r = await api.call('GET', SEARCH, {
				query: { pageSize: 100, pageNumber: page, sortCriteria: 'GROSS_PRICE_DESC' },
			});
			expect(r.status).toBe(200);
			for (const p of r.body.items) seen.add(p.id);
			pages++;
			if (r.body.nextPage === null) break;
		}
		expect(pages).toBe(500);
		expect(seen.size).toBe(50000);
	});
});
