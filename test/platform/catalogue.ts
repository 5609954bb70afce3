/**
 * Product search of the fake platform: a deterministic generated catalogue and the search,
 * alias and filters operations. Written from ../shared/spec/integration-api.md only.
 *
 * CHOICES WHERE THE SPEC IS SILENT (copy to the README)
 * - One catalogue for all tenants, generated from (size, seed) on the first search request.
 *   Dictionaries are fixed: 30 categories (5 roots with 5 leaves each; products sit in leaves),
 *   40 manufacturers, 10 attributes. Products vary with the seed.
 * - Records follow the spec's search-result shape. The spec's record has no price or stock, but the
 *   price filter and the price/stock sorts need them, so every record carries two fake-only
 *   extension members: `price: {net, gross}` (gross = net with the product's VAT) and
 *   `stock: number`.
 * - q: split on white space; every word must occur (case-insensitive substring) in the name, the
 *   catalogIndex, the manufacturerIndex or the manufacturer name.
 * - category: a category id; matches products in that category and its subcategories. An unknown
 *   id -> 400 field `category`. categorySelected = a category was given.
 * - filtersQuery: `nameCode:value` pairs separated by `;` or `,`, where value is a `value` of the
 *   attribute as shown in multivalueAttributes (e.g. `COLOR:red;VOLTAGE:230;CORDLESS:true`);
 *   matching is case-insensitive. Several values of one attribute are OR-ed, different attributes
 *   AND-ed. Unknown attribute or value, or a pair without `:` -> 400 field `filtersQuery`.
 * - price: `NET:min-max`, either bound may be empty, bounds inclusive, on price.net. Another type
 *   (including GROSS), a malformed value or min > max -> 400 field `price`.
 * - sortCriteria: one of the 12 values (else 400); default SCORE_DESC. SCORE_DESC without q equals
 *   RANK_DESC (rank = a generated popularity); with q it orders by a match score (code equal to
 *   the word > name starts with it > a name word starts with it > name contains it > manufacturer
 *   name > code contains it), then by rank. Ties always fall back to the id, so paging is stable.
 * - pageNumber: integer >= 1 (default 1); pageSize: integer 0..100 (default 10); else 400 with that
 *   field. A page beyond the last is empty. pageSize 0 answers totalItems only (items [],
 *   totalPages 0, nextPage null). nextPage = pageNumber + 1 while pageNumber < totalPages.
 * - sortingOptions: the 12 criteria in the spec's order with an English label; `selected` marks
 *   the one in effect.
 * - /products/search/filters: the spec gives no structure, so the fake answers facets for the same
 *   query parameters (paging and sort parameters are ignored):
 *   `{totalItems, categories: [{id, name, count, children: [...]}] (the whole tree; count = matching
 *   products in the subtree), attributes: [{nameCode, name, valueType, values: [{value, unitCode,
 *   unit, unitDescription, count}]}] (every value, count over the matching products),
 *   price: {type: 'NET', min, max} (null when nothing matches)}`.
 *   This tells a client which category ids and filtersQuery pairs exist.
 * - Speed: the global order of each criterion is computed once; the matching list of a query and
 *   its sorted order are cached (LRU, 64 entries), so a page costs O(pageSize).
 */
import { HttpError, Reply, RouteContext, RouteDef } from './types';

// ---------------------------------------------------------------------------------------------
// Dictionaries (fixed)

export interface Category {
	id: string;
	name: string;
	parentId: string | null;
	/** Names from the root to this category. */
	path: string[];
	childIds: string[];
	/** Noun used in product names (leaves only). */
	noun?: string;
}

export interface Manufacturer {
	id: string;
	name: string;
	logoImage: string;
	acronym: string;
}

export interface AttributeValue {
	value: string;
	unitCode?: string;
	unit?: string;
	unitDescription?: string;
}

export interface AttributeDef {
	nameCode: string;
	name: string;
	valueType: 'ALPHANUMERIC' | 'NUMERIC' | 'LOGIC';
	values: AttributeValue[];
}

const CATEGORY_TREE: Array<[string, Array<[string, string]>]> = [
	[
		'Power tools',
		[
			['Cordless drills', 'Drill'],
			['Angle grinders', 'Grinder'],
			['Jigsaws', 'Jigsaw'],
			['Impact drivers', 'Impact Driver'],
			['Rotary hammers', 'Rotary Hammer'],
		],
	],
	[
		'Hand tools',
		[
			['Screwdrivers', 'Screwdriver'],
			['Wrenches', 'Wrench'],
			['Pliers', 'Pliers'],
			['Hammers', 'Hammer'],
			['Measuring tapes', 'Measuring Tape'],
		],
	],
	[
		'Electrical',
		[
			['Cables', 'Cable'],
			['Sockets', 'Socket'],
			['Switches', 'Switch'],
			['Circuit breakers', 'Circuit Breaker'],
			['Extension cords', 'Extension Cord'],
		],
	],
	[
		'Lighting',
		[
			['LED bulbs', 'LED Bulb'],
			['Floodlights', 'Floodlight'],
			['Work lamps', 'Work Lamp'],
			['Ceiling lights', 'Ceiling Light'],
			['Torches', 'Torch'],
		],
	],
	[
		'Safety',
		[
			['Gloves', 'Gloves'],
			['Helmets', 'Helmet'],
			['Safety glasses', 'Safety Glasses'],
			['Ear protection', 'Ear Defender'],
			['Work boots', 'Work Boots'],
		],
	],
];

function buildCategories(): Category[] {
	const out: Category[] = [];
	let n = 0;
	for (const [rootName, leaves] of CATEGORY_TREE) {
		const root: Category = {
			id: `cat-${String(++n).padStart(2, '0')}`,
			name: rootName,
			parentId: null,
			path: [rootName],
			childIds: [],
		};
		out.push(root);
		for (const [leafName, noun] of leaves) {
			const leaf: Category = {
				id: `cat-${String(++n).padStart(2, '0')}`,
				name: leafName,
				parentId: root.id,
				path: [rootName, leafName],
				childIds: [],
				noun,
			};
			root.childIds.push(leaf.id);
			out.push(leaf);
		}
	}
	return out;
}

const MANUFACTURER_NAMES = [
	'Aldex',
	'Brovan',
	'Corvit',
	'Dremax',
	'Elkora',
	'Fenwick',
	'Galtor',
	'Hexon',
	'Irvant',
	'Jumbrel',
	'Kestra',
	'Lumora',
	'Mavrik',
	'Norvel',
	'Ostrom',
	'Pallux',
	'Quintor',
	'Ravelo',
	'Stenholm',
	'Tarvik',
	'Ulmec',
	'Vantor',
	'Wexley',
	'Xendra',
	'Yorvik',
	'Zelmar',
	'Arkwell',
	'Belmont Tools',
	'Cobalt Works',
	'Delta Pro',
	'Evergrip',
	'Fortis',
	'Granite Line',
	'Holtz',
	'Ironclad',
	'Jetforge',
	'Kraftmann',
	'Lindqvist',
	'Metrix',
	'Nordhaus',
];

function buildManufacturers(): Manufacturer[] {
	return MANUFACTURER_NAMES.map((name, i) => ({
		id: `man-${String(i + 1).padStart(2, '0')}`,
		name,
		logoImage: `https://cdn.fake-platform.test/manufacturers/man-${String(i + 1).padStart(2, '0')}.png`,
		acronym: name
			.replace(/[^A-Za-z]/g, '')
			.slice(0, 3)
			.toUpperCase(),
	}));
}

const numeric = (
	unitCode: string,
	unit: string,
	unitDescription: string,
	values: number[],
): AttributeValue[] => values.map((v) => ({ value: String(v), unitCode, unit, unitDescription }));
const plain = (values: string[]): AttributeValue[] => values.map((value) => ({ value }));

export const ATTRIBUTES: AttributeDef[] = [
	{
		nameCode: 'COLOR',
		name: 'Colour',
		valueType: 'ALPHANUMERIC',
		values: plain(['black', 'white', 'red', 'blue', 'green', 'grey', 'yellow']),
	},
	{
		nameCode: 'MATERIAL',
		name: 'Material',
		valueType: 'ALPHANUMERIC',
		values: plain(['steel', 'aluminium', 'plastic', 'copper', 'wood', 'rubber']),
	},
	{
		nameCode: 'VOLTAGE',
		name: 'Voltage',
		valueType: 'NUMERIC',
		values: numeric('V', 'V', 'volt', [12, 18, 24, 230, 400]),
	},
	{
		nameCode: 'POWER',
		name: 'Power',
		valueType: 'NUMERIC',
		values: numeric('W', 'W', 'watt', [100, 250, 500, 750, 1000, 2000]),
	},
	{
		nameCode: 'LENGTH',
		name: 'Length',
		valueType: 'NUMERIC',
		values: numeric('MMT', 'mm', 'millimetre', [50, 100, 250, 500, 1000]),
	},
	{
		nameCode: 'WEIGHT',
		name: 'Weight',
		valueType: 'NUMERIC',
		values: numeric('KGM', 'kg', 'kilogram', [1, 2, 5, 10, 25]),
	},
	{
		nameCode: 'IP_RATING',
		name: 'IP rating',
		valueType: 'ALPHANUMERIC',
		values: plain(['IP20', 'IP44', 'IP54', 'IP65', 'IP67']),
	},
	{
		nameCode: 'WATERPROOF',
		name: 'Waterproof',
		valueType: 'LOGIC',
		values: plain(['true', 'false']),
	},
	{ nameCode: 'CORDLESS', name: 'Cordless', valueType: 'LOGIC', values: plain(['true', 'false']) },
	{
		nameCode: 'WARRANTY',
		name: 'Warranty',
		valueType: 'NUMERIC',
		values: numeric('MON', 'months', 'month', [12, 24, 36, 60]),
	},
];

const ADJECTIVES = [
	'Pro',
	'Compact',
	'Heavy Duty',
	'Classic',
	'Ultra',
	'Eco',
	'Smart',
	'Max',
	'Flex',
	'Titan',
	'Nano',
	'Prime',
];
const SERIES = ['Alpha', 'Bravo', 'Core', 'Delta', 'Edge', 'Force', 'Genesis', 'Horizon'];
const LABELS = ['NEW', 'BESTSELLER', 'PROMOTION', 'ECO', 'OUTLET'];
const SHIPPING = ['24h', '48h', '3-5 days', '7 days'];
const TAX_RATES = [23, 23, 23, 23, 8, 5];
const UNITS: Array<[string, string]> = [
	['PCE', 'piece'],
	['SET', 'set'],
	['PR', 'pair'],
	['MTR', 'metre'],
];

export const SORT_CRITERIA = [
	'SCORE_DESC',
	'RANK_DESC',
	'NAME_ASC',
	'NAME_DESC',
	'MANUFACTURER_ASC',
	'MANUFACTURER_DESC',
	'STOCK_ASC',
	'STOCK_DESC',
	'NET_PRICE_ASC',
	'NET_PRICE_DESC',
	'GROSS_PRICE_ASC',
	'GROSS_PRICE_DESC',
] as const;
export type SortCriterion = (typeof SORT_CRITERIA)[number];

const SORT_LABELS: Record<SortCriterion, string> = {
	SCORE_DESC: 'Relevance',
	RANK_DESC: 'Popularity',
	NAME_ASC: 'Name: A to Z',
	NAME_DESC: 'Name: Z to A',
	MANUFACTURER_ASC: 'Manufacturer: A to Z',
	MANUFACTURER_DESC: 'Manufacturer: Z to A',
	STOCK_ASC: 'Stock: lowest first',
	STOCK_DESC: 'Stock: highest first',
	NET_PRICE_ASC: 'Net price: lowest first',
	NET_PRICE_DESC: 'Net price: highest first',
	GROSS_PRICE_ASC: 'Gross price: lowest first',
	GROSS_PRICE_DESC: 'Gross price: highest first',
};

// ---------------------------------------------------------------------------------------------
// Generation

/** A 32-bit hash of (seed, index, salt): every generated value derives from one, so a record
 * can be rebuilt on its own. */
function hash(seed: number, index: number, salt: number): number {
	let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77)) >>> 0;
	h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
	h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
	return (h ^ (h >>> 16)) >>> 0;
}

/** One product of the search-result shape (plus the fake's `price` and `stock`). */
export type Product = Record<string, unknown> & {
	id: string;
	name: string;
	price: { net: number; gross: number };
	stock: number;
};

export interface Catalogue {
	size: number;
	seed: number;
	categories: Category[];
	manufacturers: Manufacturer[];
	attributes: AttributeDef[];
	/** Compact columns, one entry per product index. */
	columns: {
		name: string[];
		catalogIndex: string[];
		manufacturerIndex: string[];
		category: Uint16Array;
		manufacturer: Uint16Array;
		netCents: Int32Array;
		grossCents: Int32Array;
		taxRate: Uint8Array;
		stock: Int32Array;
		rank: Int32Array;
		/** attributes.length bitmasks per product: bit v set = product has value v. */
		attrMask: Uint16Array;
	};
	/** The full search record of one product (built on demand). */
	product(index: number): Product;
	/** Index of a product id, or -1. */
	indexOf(id: string): number;
}

const productId = (i: number) => `prd-${String(i + 1).padStart(6, '0')}`;

export function generateCatalogue(size: number, seed = 1): Catalogue {
	const categories = buildCategories();
	const leaves = categories.filter((c) => c.parentId !== null);
	const manufacturers = buildManufacturers();
	const attributes = ATTRIBUTES;
	const A = attributes.length;
	const cols: Catalogue['columns'] = {
		name: new Array<string>(size),
		catalogIndex: new Array<string>(size),
		manufacturerIndex: new Array<string>(size),
		category: new Uint16Array(size),
		manufacturer: new Uint16Array(size),
		netCents: new Int32Array(size),
		grossCents: new Int32Array(size),
		taxRate: new Uint8Array(size),
		stock: new Int32Array(size),
		rank: new Int32Array(size),
		attrMask: new Uint16Array(size * A),
	};
	const catIndexOf = new Map(categories.map((c, i) => [c.id, i]));
	for (let i = 0; i < size; i++) {
		const h = (salt: number) => hash(seed, i, salt);
		const leaf = leaves[h(1) % leaves.length];
		const m = h(2) % manufacturers.length;
		const man = manufacturers[m];
		cols.category[i] = catIndexOf.get(leaf.id)!;
		cols.manufacturer[i] = m;
		const model = `${String.fromCharCode(65 + (h(3) % 26))}${100 + (h(4) % 900)}`;
		cols.name[i] = `${man.name} ${ADJECTIVES[h(5) % ADJECTIVES.length]} ${leaf.noun} ${model}`;
		cols.catalogIndex[i] = `K${String(i + 1).padStart(7, '0')}`;
		cols.manufacturerIndex[i] =
			`${man.acronym}-${String(h(6) % 100000).padStart(5, '0')}${String.fromCharCode(65 + (i % 26))}`;
		// log-uniform net price between 1.00 and 5,000.00
		const net = Math.round(100 * Math.exp((h(7) / 4294967296) * Math.log(5000)));
		const tax = TAX_RATES[h(8) % TAX_RATES.length];
		cols.netCents[i] = net;
		cols.taxRate[i] = tax;
		cols.grossCents[i] = Math.round((net * (100 + tax)) / 100);
		cols.stock[i] = h(9) % 7 === 0 ? 0 : h(10) % 500;
		cols.rank[i] = h(11) % 1000000;
		// COLOR always (one or two colours), plus each other attribute with probability 0.4
		for (let a = 0; a < A; a++) {
			const values = attributes[a].values.length;
			if (a === 0) {
				let mask = 1 << h(20) % values;
				if (h(21) % 4 === 0) mask |= 1 << h(22) % values;
				cols.attrMask[i * A] = mask;
			} else if (h(30 + a) % 10 < 4) {
				cols.attrMask[i * A + a] = 1 << h(50 + a) % values;
			}
		}
	}
	const cat: Catalogue = {
		size,
		seed,
		categories,
		manufacturers,
		attributes,
		columns: cols,
		product: (index) => buildProduct(cat, index),
		indexOf: (id) => {
			const m = /^prd-(\d{6})$/.exec(id);
			if (!m) return -1;
			const i = Number(m[1]) - 1;
			return i >= 0 && i < size ? i : -1;
		},
	};
	return cat;
}

function slugify(s: string): string {
	return s
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');
}

function buildProduct(cat: Catalogue, i: number): Product {
	if (!Number.isInteger(i) || i < 0 || i >= cat.size) throw new RangeError(`no product ${i}`);
	const c = cat.columns;
	const h = (salt: number) => hash(cat.seed, i, salt);
	const id = productId(i);
	const name = c.name[i];
	const leaf = cat.categories[c.category[i]];
	const root = cat.categories.find((x) => x.id === leaf.parentId)!;
	const man = cat.manufacturers[c.manufacturer[i]];
	const slug = `${slugify(name)}-${i + 1}`;
	const [unitCode, unitDescription] = UNITS[h(60) % UNITS.length];
	const A = cat.attributes.length;
	const multivalueAttributes = [];
	for (let a = 0; a < A; a++) {
		const mask = c.attrMask[i * A + a];
		if (!mask) continue;
		const def = cat.attributes[a];
		multivalueAttributes.push({
			valueType: def.valueType,
			nameCode: def.nameCode,
			name: def.name,
			values: def.values.filter((_v, v) => mask & (1 << v)).map((v) => ({ ...v })),
		});
	}
	const labels = LABELS.filter((_l, k) => h(70 + k) % 6 === 0);
	const series = h(61) % 3 === 0 ? null : `${SERIES[h(62) % SERIES.length]} ${man.acronym}`;
	const description = `${name} from ${man.name}: ${leaf.name.toLowerCase()} for professional and home use.`;
	return {
		id,
		name,
		manufacturerIndex: c.manufacturerIndex[i],
		catalogIndex: c.catalogIndex[i],
		productSeries: series,
		canonicalCategory: leaf.name,
		fullDescription: `${description} Catalogue index ${c.catalogIndex[i]}.`,
		shortDescription: `${ADJECTIVES[h(5) % ADJECTIVES.length]} ${leaf.noun!.toLowerCase()} by ${man.name}`,
		usage: h(63) % 2 === 0 ? `Use with ${root.name.toLowerCase()} equipment.` : null,
		slug,
		shippingTime: SHIPPING[h(64) % SHIPPING.length],
		url: `https://shop.fake-platform.test/p/${slug}`,
		pkwiu:
			h(65) % 2 === 0 ? `${25 + (h(66) % 5)}.${10 + (h(67) % 80)}.${10 + (h(68) % 80)}.0` : null,
		alternativeId: h(69) % 4 === 0 ? `ALT-${i + 1}` : null,
		productOrigin: 'EXTERNAL',
		createdBy: null,
		// ACTIVE is the value the spec shows; others are "not shown": one product in eight is INACTIVE.
		status: h(70) % 8 === 0 ? 'INACTIVE' : 'ACTIVE',
		categoryPath: [...leaf.path],
		categories: [
			{ id: root.id, name: root.name },
			{ id: leaf.id, name: leaf.name },
		],
		multivalueAttributes,
		characteristics: [],
		certificates: [],
		videos: [],
		photos: [{ url: `https://cdn.fake-platform.test/products/${id}/1.jpg`, order: 1, alt: name }],
		photosWithVariants: [],
		relationsByAttribute: [],
		productDataSheets:
			h(80) % 3 === 0
				? [
						{
							url: `https://cdn.fake-platform.test/products/${id}/datasheet.pdf`,
							fileName: `${slug}.pdf`,
							order: 1,
							alt: `${name} data sheet`,
						},
					]
				: [],
		manufacturer: { ...man },
		brand: {
			id: `brand-${man.id.slice(4)}`,
			name: `${man.name}${series ? ` ${series.split(' ')[0]}` : ''}`,
			description: `Brand of ${man.name}`,
		},
		measurementUnits: {
			orderUnitCode: unitCode,
			orderUnitDescription: unitDescription,
			contentUnitCode: unitCode,
			contentUnitDescription: unitDescription,
			packingQuantity: 1 + (h(81) % 3) * 5,
			priceQuantity: 1,
			quantityMin: 1,
			quantityInterval: 1,
		},
		netDimension: {
			netWeight: (1 + (h(82) % 5000)) / 100,
			netLength: 5 + (h(83) % 100),
			netWidth: 5 + (h(84) % 60),
			netDepth: 2 + (h(85) % 40),
		},
		labels,
		relatedProducts:
			cat.size > 1 && h(86) % 4 === 0
				? [
						{
							relationType: 'SIMILAR',
							relationName: 'Similar products',
							products: [{ id: productId((i + 1) % cat.size), name: c.name[(i + 1) % cat.size] }],
						},
					]
				: [],
		seo: { title: name, description, h1: name, follow: true, index: true },
		surchargePriceAmount: h(87) % 10 === 0 ? (h(88) % 2000) / 100 : 0,
		cannotOrderAboveStock: h(89) % 5 === 0,
		pluginsData: {},
		price: { net: c.netCents[i] / 100, gross: c.grossCents[i] / 100 },
		stock: c.stock[i],
	};
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchQuery {
	q?: string;
	category?: string;
	/** attribute index -> bitmask of accepted values */
	filters: Map<number, number>;
	priceMin?: number;
	priceMax?: number;
	sort: SortCriterion;
	pageNumber: number;
	pageSize: number;
}

function bad(field: string, message: string): never {
	throw new HttpError(400, 'VALIDATION_FAILED', message, field);
}

function param(query: URLSearchParams, name: string): string | undefined {
	const v = query.get(name);
	return v === null || v.trim() === '' ? undefined : v.trim();
}

/** Parse and check the search parameters. */
export function parseSearchQuery(cat: Catalogue, query: URLSearchParams): SearchQuery {
	const out: SearchQuery = { filters: new Map(), sort: 'SCORE_DESC', pageNumber: 1, pageSize: 10 };
	out.q = param(query, 'q');
	const category = param(query, 'category');
	if (category !== undefined) {
		if (!cat.categories.some((c) => c.id === category))
			bad('category', `category ${category} is not a known category id`);
		out.category = category;
	}
	const filtersQuery = param(query, 'filtersQuery');
	if (filtersQuery !== undefined) {
		for (const pair of filtersQuery
			.split(/[;,]/)
			.map((p) => p.trim())
			.filter(Boolean)) {
			const colon = pair.indexOf(':');
			if (colon <= 0 || colon === pair.length - 1) {
				bad(
					'filtersQuery',
					`filtersQuery must be nameCode:value pairs separated by ';' (got "${pair}")`,
				);
			}
			const nameCode = pair.slice(0, colon).trim().toUpperCase();
			const value = pair
				.slice(colon + 1)
				.trim()
				.toLowerCase();
			const a = cat.attributes.findIndex((d) => d.nameCode === nameCode);
			if (a < 0)
				bad('filtersQuery', `filtersQuery names an unknown attribute ${pair.slice(0, colon)}`);
			const v = cat.attributes[a].values.findIndex((x) => x.value.toLowerCase() === value);
			if (v < 0)
				bad(
					'filtersQuery',
					`filtersQuery names an unknown value ${pair.slice(colon + 1)} of ${nameCode}`,
				);
			out.filters.set(a, (out.filters.get(a) ?? 0) | (1 << v));
		}
	}
	const price = param(query, 'price');
	if (price !== undefined) {
		const m = /^([A-Za-z_]+):(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(price);
		if (!m) bad('price', 'price must be of the form NET:min-max (either bound may be empty)');
		if (m[1] !== 'NET') bad('price', `price type ${m[1]} is not supported; the type is NET`);
		if (m[2] !== undefined) out.priceMin = Math.round(Number(m[2]) * 100);
		if (m[3] !== undefined) out.priceMax = Math.round(Number(m[3]) * 100);
		if (out.priceMin !== undefined && out.priceMax !== undefined && out.priceMin > out.priceMax) {
			bad('price', 'price min must not exceed max');
		}
	}
	const sort = param(query, 'sortCriteria');
	if (sort !== undefined) {
		if (!(SORT_CRITERIA as readonly string[]).includes(sort)) {
			bad('sortCriteria', `sortCriteria must be one of ${SORT_CRITERIA.join(', ')}`);
		}
		out.sort = sort as SortCriterion;
	}
	const pageNumber = param(query, 'pageNumber');
	if (pageNumber !== undefined) {
		if (!/^\d+$/.test(pageNumber) || Number(pageNumber) < 1)
			bad('pageNumber', 'pageNumber must be an integer >= 1');
		out.pageNumber = Number(pageNumber);
	}
	const pageSize = param(query, 'pageSize');
	if (pageSize !== undefined) {
		if (!/^\d+$/.test(pageSize) || Number(pageSize) > 100)
			bad('pageSize', 'pageSize must be an integer between 0 and 100');
		out.pageSize = Number(pageSize);
	}
	return out;
}

/** Search engine over one catalogue: global sort orders and an LRU cache of query results. */
export class CatalogueSearch {
	private orders = new Map<string, Int32Array>();
	private cache = new Map<string, Int32Array>();
	private lowerNames?: string[];
	private haystacks?: string[];
	private descendants = new Map<string, Set<number>>();

	constructor(readonly cat: Catalogue) {}

	/** Key of the matching set (everything but sort and paging). */
	private filterKey(sq: SearchQuery): string {
		const filters = [...sq.filters.entries()]
			.sort((a, b) => a[0] - b[0])
			.map(([a, m]) => `${a}=${m}`);
		return JSON.stringify([
			sq.q?.toLowerCase() ?? '',
			sq.category ?? '',
			filters,
			sq.priceMin ?? '',
			sq.priceMax ?? '',
		]);
	}

	private remember(key: string, value: Int32Array): Int32Array {
		this.cache.set(key, value);
		if (this.cache.size > 64) this.cache.delete(this.cache.keys().next().value as string);
		return value;
	}

	private recall(key: string): Int32Array | undefined {
		const hit = this.cache.get(key);
		if (hit) {
			this.cache.delete(key);
			this.cache.set(key, hit);
		}
		return hit;
	}

	private words(sq: SearchQuery): string[] {
		return (sq.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
	}

	private categorySet(id: string): Set<number> {
		let set = this.descendants.get(id);
		if (!set) {
			set = new Set();
			const walk = (cid: string) => {
				const idx = this.cat.categories.findIndex((c) => c.id === cid);
				set!.add(idx);
				for (const child of this.cat.categories[idx].childIds) walk(child);
			};
			walk(id);
			this.descendants.set(id, set);
		}
		return set;
	}

	/** Indices of matching products, in index order. */
	matching(sq: SearchQuery): Int32Array {
		const key = `M${this.filterKey(sq)}`;
		const hit = this.recall(key);
		if (hit) return hit;
		const { cat } = this;
		const c = cat.columns;
		const A = cat.attributes.length;
		const words = this.words(sq);
		if (words.length) {
			this.haystacks ??= c.name.map((n, i) =>
				`${n}\n${c.catalogIndex[i]}\n${c.manufacturerIndex[i]}\n${cat.manufacturers[c.manufacturer[i]].name}`.toLowerCase(),
			);
		}
		const cats = sq.category ? this.categorySet(sq.category) : undefined;
		const filters = [...sq.filters.entries()];
		const out: number[] = [];
		outer: for (let i = 0; i < cat.size; i++) {
			if (cats && !cats.has(c.category[i])) continue;
			if (sq.priceMin !== undefined && c.netCents[i] < sq.priceMin) continue;
			if (sq.priceMax !== undefined && c.netCents[i] > sq.priceMax) continue;
			for (const [a, mask] of filters) if (!(c.attrMask[i * A + a] & mask)) continue outer;
			for (const w of words) if (!this.haystacks![i].includes(w)) continue outer;
			out.push(i);
		}
		return this.remember(key, Int32Array.from(out));
	}

	/** Global order of all products by a criterion (not SCORE_DESC with words). */
	private order(sort: SortCriterion): Int32Array {
		const crit = sort === 'SCORE_DESC' ? 'RANK_DESC' : sort;
		let order = this.orders.get(crit);
		if (order) return order;
		const c = this.cat.columns;
		this.lowerNames ??= c.name.map((n) => n.toLowerCase());
		const names = this.lowerNames;
		const manNames = this.cat.manufacturers.map((m) => m.name.toLowerCase());
		const str = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
		const cmp: Record<Exclude<SortCriterion, 'SCORE_DESC'>, (a: number, b: number) => number> = {
			RANK_DESC: (a, b) => c.rank[b] - c.rank[a],
			NAME_ASC: (a, b) => str(names[a], names[b]),
			NAME_DESC: (a, b) => str(names[b], names[a]),
			MANUFACTURER_ASC: (a, b) =>
				str(manNames[c.manufacturer[a]], manNames[c.manufacturer[b]]) || str(names[a], names[b]),
			MANUFACTURER_DESC: (a, b) =>
				str(manNames[c.manufacturer[b]], manNames[c.manufacturer[a]]) || str(names[a], names[b]),
			STOCK_ASC: (a, b) => c.stock[a] - c.stock[b],
			STOCK_DESC: (a, b) => c.stock[b] - c.stock[a],
			NET_PRICE_ASC: (a, b) => c.netCents[a] - c.netCents[b],
			NET_PRICE_DESC: (a, b) => c.netCents[b] - c.netCents[a],
			GROSS_PRICE_ASC: (a, b) => c.grossCents[a] - c.grossCents[b],
			GROSS_PRICE_DESC: (a, b) => c.grossCents[b] - c.grossCents[a],
		};
		const f = cmp[crit];
		const idx = Array.from({ length: this.cat.size }, (_v, i) => i);
		idx.sort((a, b) => f(a, b) || a - b);
		order = Int32Array.from(idx);
		this.orders.set(crit, order);
		return order;
	}

	/** Match score of product i for the query words (higher is better). */
	private score(i: number, words: string[]): number {
		const c = this.cat.columns;
		const name = this.lowerNames![i];
		const man = this.cat.manufacturers[c.manufacturer[i]].name.toLowerCase();
		const ci = c.catalogIndex[i].toLowerCase();
		const mi = c.manufacturerIndex[i].toLowerCase();
		let s = 0;
		for (const w of words) {
			if (ci === w || mi === w) s += 100;
			else if (name.startsWith(w)) s += 10;
			else if (name.includes(` ${w}`)) s += 5;
			else if (name.includes(w)) s += 3;
			else if (man.includes(w)) s += 2;
			else s += 1;
		}
		return s;
	}

	/** Matching indices in the requested order (cached). */
	sorted(sq: SearchQuery): Int32Array {
		const words = this.words(sq);
		const key = `S${sq.sort}${this.filterKey(sq)}`;
		const hit = this.recall(key);
		if (hit) return hit;
		const matching = this.matching(sq);
		let result: Int32Array;
		if (sq.sort === 'SCORE_DESC' && words.length) {
			this.lowerNames ??= this.cat.columns.name.map((n) => n.toLowerCase());
			const rank = this.cat.columns.rank;
			const scores = new Map<number, number>();
			for (const i of matching) scores.set(i, this.score(i, words));
			result = Int32Array.from(matching).sort(
				(a, b) => scores.get(b)! - scores.get(a)! || rank[b] - rank[a] || a - b,
			);
		} else {
			const order = this.order(sq.sort);
			if (matching.length === this.cat.size) result = order;
			else {
				const member = new Uint8Array(this.cat.size);
				for (const i of matching) member[i] = 1;
				result = new Int32Array(matching.length);
				let k = 0;
				for (const i of order) if (member[i]) result[k++] = i;
			}
		}
		return this.remember(key, result);
	}

	search(query: URLSearchParams): Record<string, unknown> {
		const sq = parseSearchQuery(this.cat, query);
		const all = this.sorted(sq);
		const totalItems = all.length;
		const totalPages = sq.pageSize === 0 ? 0 : Math.ceil(totalItems / sq.pageSize);
		const start = (sq.pageNumber - 1) * sq.pageSize;
		const items: Product[] = [];
		for (let k = start; k < Math.min(start + sq.pageSize, totalItems); k++)
			items.push(this.cat.product(all[k]));
		return {
			items,
			totalItems,
			pageNumber: sq.pageNumber,
			totalPages,
			pageSize: sq.pageSize,
			nextPage: sq.pageNumber < totalPages ? sq.pageNumber + 1 : null,
			sortingOptions: SORT_CRITERIA.map((code) => ({
				code,
				label: SORT_LABELS[code],
				selected: code === sq.sort,
			})),
			categorySelected: sq.category !== undefined,
		};
	}

	filters(query: URLSearchParams): Record<string, unknown> {
		const sq = parseSearchQuery(this.cat, query);
		const matching = this.matching(sq);
		const { cat } = this;
		const c = cat.columns;
		const A = cat.attributes.length;
		const perCategory = new Array<number>(cat.categories.length).fill(0);
		const perValue = cat.attributes.map((d) => new Array<number>(d.values.length).fill(0));
		let min = Infinity;
		let max = -Infinity;
		for (const i of matching) {
			perCategory[c.category[i]]++;
			for (let a = 0; a < A; a++) {
				const mask = c.attrMask[i * A + a];
				if (!mask) continue;
				for (let v = 0; v < perValue[a].length; v++) if (mask & (1 << v)) perValue[a][v]++;
			}
			min = Math.min(min, c.netCents[i]);
			max = Math.max(max, c.netCents[i]);
		}
		const node = (cat0: Category): Record<string, unknown> => {
			const children = cat0.childIds.map((id) => node(cat.categories.find((x) => x.id === id)!));
			const own = perCategory[cat.categories.indexOf(cat0)];
			return {
				id: cat0.id,
				name: cat0.name,
				count: own + children.reduce((s, ch) => s + (ch.count as number), 0),
				children,
			};
		};
		return {
			totalItems: matching.length,
			categories: cat.categories.filter((x) => x.parentId === null).map(node),
			attributes: cat.attributes.map((d, a) => ({
				nameCode: d.nameCode,
				name: d.name,
				valueType: d.valueType,
				values: d.values.map((v, k) => ({
					value: v.value,
					unitCode: v.unitCode ?? null,
					unit: v.unit ?? null,
					unitDescription: v.unitDescription ?? null,
					count: perValue[a][k],
				})),
			})),
			price: matching.length ? { type: 'NET', min: min / 100, max: max / 100 } : null,
		};
	}
}

// ---------------------------------------------------------------------------------------------
// Routes

const PRODUCTS = '/api/v1/catalog/integrations/auth-required/products';

export function catalogueRoutes(opts: { size: number; seed?: number }): RouteDef[] {
	let engine: CatalogueSearch | undefined;
	const get = () => (engine ??= new CatalogueSearch(generateCatalogue(opts.size, opts.seed ?? 1)));
	const search = (ctx: RouteContext): Reply => ({ status: 200, body: get().search(ctx.query) });
	return [
		{
			name: 'products.search',
			method: 'GET',
			mainPaths: [`${PRODUCTS}/search-result`],
			always: true,
			handler: search,
		},
		{
			name: 'products.searchItems',
			method: 'GET',
			mainPaths: [`${PRODUCTS}/search/items`],
			always: true,
			handler: search,
		},
		{
			name: 'products.searchFilters',
			method: 'GET',
			mainPaths: [`${PRODUCTS}/search/filters`],
			always: true,
			handler: (ctx) => ({ status: 200, body: get().filters(ctx.query) }),
		},
	];
}
