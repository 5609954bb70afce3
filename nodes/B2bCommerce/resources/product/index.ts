import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, listInput } from '../../engine/operation';
import type { Endpoint } from '../../transport/types';
import { nonNegative, optional, text } from '../../engine/values';
import { filtersCollection } from '../../engine/fields';

const PRODUCTS = '/api/v1/catalog/integrations/auth-required/products';

/** The categories and attribute values a search can filter on (its answer's shape is not in the spec). */
export const PRODUCT_FILTERS_ENDPOINT: Endpoint = {
	key: 'product.searchFilters',
	method: 'GET',
	paths: [`${PRODUCTS}/search/filters`],
};

/**
 * The spec lists "Search products (alias)" at `.../products/search/items` with the same query
 * and answer: it is the noted variant, tried when search-result does not exist on the platform
 * (or always, with API Paths on "Alternative Paths Only").
 */
export const PRODUCT_SEARCH_ENDPOINT: Endpoint = {
	key: 'product.search',
	method: 'GET',
	paths: [`${PRODUCTS}/search-result`, `${PRODUCTS}/search/items`],
};

/** The spec's limit of a search page. */
const SEARCH_MAX_PAGE_SIZE = 100;

const SORT_CRITERIA = [
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

/** Separator between attribute filter pairs in `filtersQuery` (the spec shows one pair only). */
const FILTER_SEPARATOR = ';';

const optionalText = optional(text);

const pairPart = (forbidden: RegExp, message: string) =>
	z
		.string({ required_error: 'is required' })
		.trim()
		.min(1, 'is required')
		.refine((value) => !forbidden.test(value), message);

const attributePair = z.object({
	attribute: pairPart(/[:;,]/, 'Must not contain ":", ";" or ","'),
	value: pairPart(/[;,]/, 'Must not contain ";" or ","'),
});

const rawFilters = optional(
	z
		.string()
		.trim()
		.refine(
			(value) =>
				value
					.split(/[;,]/)
					.map((pair) => pair.trim())
					.filter((pair) => pair !== '')
					.every((pair) => /^[^:]+:.+$/.test(pair)),
			'Must be attribute:value pairs separated by ; like COLOR:red;VOLTAGE:230',
		)
		.optional(),
);

const price = optional(nonNegative);

const filterInput = {
	q: optionalText,
	category: optionalText,
	attributeFilters: z
		.object(
			{ pair: z.array(attributePair).optional() },
			{ invalid_type_error: 'must be a list of attribute and value pairs' },
		)
		.optional(),
	filtersQuery: rawFilters,
	minNetPrice: price,
	maxNetPrice: price,
};

type FilterInput = {
	q?: string;
	category?: string;
	attributeFilters?: { pair?: Array<{ attribute: string; value: string }> };
	filtersQuery?: string;
	minNetPrice?: number;
	maxNetPrice?: number;
	sortCriteria?: (typeof SORT_CRITERIA)[number];
};

function checkPriceRange(value: FilterInput, ctx: z.RefinementCtx): void {
	if (
		value.minNetPrice !== undefined &&
		value.maxNetPrice !== undefined &&
		value.minNetPrice > value.maxNetPrice
	) {
		ctx.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['maxNetPrice'],
			message: 'Must not be lower than Min Net Price',
		});
	}
}

/** The search's query parameters from the friendly fields. */
function searchQuery(input: FilterInput): IDataObject {
	const query: IDataObject = {};
	if (input.q) query.q = input.q;
	if (input.category) query.category = input.category;
	const pairs = [
		...(input.attributeFilters?.pair ?? []).map((pair) => `${pair.attribute}:${pair.value}`),
		...(input.filtersQuery ?? '')
			.split(/[;,]/)
			.map((pair) => pair.trim())
			.filter((pair) => pair !== ''),
	];
	if (pairs.length > 0) query.filtersQuery = pairs.join(FILTER_SEPARATOR);
	if (input.minNetPrice !== undefined || input.maxNetPrice !== undefined) {
		// The spec shows only `type:min-max`, so both bounds are always sent: prices are never
		// negative (0 is no lower limit), and the largest safe integer is no upper limit.
		query.price = `NET:${input.minNetPrice ?? 0}-${input.maxNetPrice ?? Number.MAX_SAFE_INTEGER}`;
	}
	if (input.sortCriteria) query.sortCriteria = input.sortCriteria;
	return query;
}

/**
 * Flat fields of a product for a sheet; the full record has descriptions, photos, SEO and more.
 * Ten fields at most (n8n's guideline for Simplify): what identifies a product and places it in
 * a catalogue or an order. Shipping time and net weight are in the full record (Simplify off).
 */
function simplifyProduct(product: IDataObject): IDataObject {
	const manufacturer = (product.manufacturer ?? {}) as IDataObject;
	const brand = (product.brand ?? {}) as IDataObject;
	const units = (product.measurementUnits ?? {}) as IDataObject;
	const path = Array.isArray(product.categoryPath) ? (product.categoryPath as string[]) : [];
	return {
		id: product.id,
		name: product.name ?? null,
		catalogIndex: product.catalogIndex ?? null,
		manufacturerIndex: product.manufacturerIndex ?? null,
		manufacturer: manufacturer.name ?? null,
		brand: brand.name ?? null,
		category: path.length > 0 ? path.join(' > ') : (product.canonicalCategory ?? null),
		status: product.status ?? null,
		url: product.url ?? null,
		orderUnit: units.orderUnitCode ?? null,
	};
}

const filtersField: INodeProperties = filtersCollection([
	{
		displayName: 'Attributes',
		name: 'attributeFilters',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		default: {},
		placeholder: 'Add Attribute',
		description:
			'Only products with these attribute values. Values of one attribute widen the search, different attributes narrow it.',
		options: [
			{
				displayName: 'Attribute',
				name: 'pair',
				values: [
					{
						displayName: 'Attribute Code',
						name: 'attribute',
						type: 'string',
						default: '',
						placeholder: 'e.g. COLOR',
						description: 'Code (nameCode) of the attribute',
					},
					{
						displayName: 'Value Code',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. red',
						description: 'Code of the value the product must have',
					},
				],
			},
		],
	},
	{
		displayName: 'Attributes as Text',
		name: 'filtersQuery',
		type: 'string',
		default: '',
		placeholder: 'e.g. COLOR:red;VOLTAGE:230',
		description:
			'The same attribute filters written as text: attribute:value pairs separated by semicolons. Added to the Attributes above.',
	},
	{
		displayName: 'Category Name or ID',
		name: 'category',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCategories' },
		default: '',
		description:
			'Only products in this category and its subcategories. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Max Net Price',
		name: 'maxNetPrice',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 0,
		description: 'Only products whose net price is at most this',
	},
	{
		displayName: 'Min Net Price',
		name: 'minNetPrice',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 0,
		description: 'Only products whose net price is at least this',
	},
	{
		displayName: 'Query',
		name: 'q',
		type: 'string',
		default: '',
		placeholder: 'e.g. drill 18V',
		description: 'Part of a name, a product code or a manufacturer',
	},
]);

/** The sort of the search, in a collection of its own as n8n's nodes have it. */
const sortCollection: INodeProperties = {
	displayName: 'Sort',
	name: 'sort',
	type: 'collection',
	placeholder: 'Add Sort Order',
	default: {},
	options: [
		{
			displayName: 'Sort By',
			name: 'sortCriteria',
			type: 'options',
			default: 'SCORE_DESC',
			description: 'Order of the results',
			options: [
				{
					name: 'Gross Price (Highest First)',
					value: 'GROSS_PRICE_DESC',
					description: 'Most expensive first, by gross price',
				},
				{
					name: 'Gross Price (Lowest First)',
					value: 'GROSS_PRICE_ASC',
					description: 'Cheapest first, by gross price',
				},
				{
					name: 'Manufacturer (A to Z)',
					value: 'MANUFACTURER_ASC',
					description: 'By manufacturer name, A first',
				},
				{
					name: 'Manufacturer (Z to A)',
					value: 'MANUFACTURER_DESC',
					description: 'By manufacturer name, Z first',
				},
				{ name: 'Name (A to Z)', value: 'NAME_ASC', description: 'By product name, A first' },
				{ name: 'Name (Z to A)', value: 'NAME_DESC', description: 'By product name, Z first' },
				{
					name: 'Net Price (Highest First)',
					value: 'NET_PRICE_DESC',
					description: 'Most expensive first, by net price',
				},
				{
					name: 'Net Price (Lowest First)',
					value: 'NET_PRICE_ASC',
					description: 'Cheapest first, by net price',
				},
				{ name: 'Popularity', value: 'RANK_DESC', description: 'Most popular first' },
				{
					name: 'Relevance',
					value: 'SCORE_DESC',
					description: 'Best match to the query first (the default)',
				},
				{
					name: 'Stock (Highest First)',
					value: 'STOCK_DESC',
					description: 'Most in stock first',
				},
				{ name: 'Stock (Lowest First)', value: 'STOCK_ASC', description: 'Least in stock first' },
			],
		},
	],
};

export const product: ResourceDef = {
	value: 'product',
	name: 'Product',
	description: 'Product search of the catalog',
	operations: [
		defineOperation({
			value: 'search',
			name: 'Search',
			action: 'Search products',
			description: 'Search the catalog by text, category, attributes and net price',
			properties: [
				filtersField,
				{
					displayName: 'Simplify',
					name: 'simplify',
					type: 'boolean',
					default: true,
					description:
						'Whether to return 10 fields per product (ID, name, catalogue and manufacturer codes, manufacturer, brand, category, status, URL, order unit) instead of the full record',
				},
				sortCollection,
			],
			input: z
				.object({
					...filterInput,
					sortCriteria: z.enum(SORT_CRITERIA).optional(),
					simplify: z.boolean().default(true),
					...listInput,
				})
				.superRefine(checkPriceRange),
			endpoint: PRODUCT_SEARCH_ENDPOINT,
			request: (input) => ({ query: searchQuery(input) }),
			list: { shape: 'pageEnvelope', maxPageSize: SEARCH_MAX_PAGE_SIZE },
			output: (record: IDataObject, input) => (input.simplify ? simplifyProduct(record) : record),
		}),
		defineOperation({
			value: 'searchFilters',
			name: 'Search Filters',
			action: 'Get the search filters of products',
			description:
				'Get the categories and attribute values a search can filter on. Returned as one item, as the platform sends it.',
			properties: [filtersField],
			input: z.object(filterInput).superRefine(checkPriceRange),
			endpoint: PRODUCT_FILTERS_ENDPOINT,
			request: (input: FilterInput) => ({ query: searchQuery(input) }),
			output: (response: unknown) =>
				response && typeof response === 'object' && !Array.isArray(response)
					? (response as IDataObject)
					: { filters: response as IDataObject[] },
		}),
	],
};
