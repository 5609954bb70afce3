/**
 * What Search and Search Filters share: the filter fields, their input schema and the query
 * parameters they become.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { PartlyValid, RuleContext } from '../../engine/zod';
import { wrongType, z } from '../../engine/zod';

import { nonNegative, optional, text } from '../../engine/values';
import { filtersCollection, textField } from '../../engine/fields';

/** The sort orders of Search (sent as `sortCriteria`), in the spec's order, with their words. */
const SORT_ORDERS = [
	{
		name: 'Relevance',
		value: 'SCORE_DESC',
		description: 'Best match to the query first (the default)',
	},
	{ name: 'Popularity', value: 'RANK_DESC', description: 'Most popular first' },
	{ name: 'Name (A to Z)', value: 'NAME_ASC', description: 'By product name, A first' },
	{ name: 'Name (Z to A)', value: 'NAME_DESC', description: 'By product name, Z first' },
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
	{ name: 'Stock (Lowest First)', value: 'STOCK_ASC', description: 'Least in stock first' },
	{ name: 'Stock (Highest First)', value: 'STOCK_DESC', description: 'Most in stock first' },
	{
		name: 'Net Price (Lowest First)',
		value: 'NET_PRICE_ASC',
		description: 'Cheapest first, by net price',
	},
	{
		name: 'Net Price (Highest First)',
		value: 'NET_PRICE_DESC',
		description: 'Most expensive first, by net price',
	},
	{
		name: 'Gross Price (Lowest First)',
		value: 'GROSS_PRICE_ASC',
		description: 'Cheapest first, by gross price',
	},
	{
		name: 'Gross Price (Highest First)',
		value: 'GROSS_PRICE_DESC',
		description: 'Most expensive first, by gross price',
	},
] as const;

/** The sort orders' values in the spec's order (the order a refusal lists them in). */
export const SORT_CRITERIA = SORT_ORDERS.map((order) => order.value);

/** The Sort By dropdown's options, by name as n8n lists them. */
export const sortOptions = [...SORT_ORDERS].sort((a, b) => a.name.localeCompare(b.name));

/** Separator between attribute filter pairs in `filtersQuery` (the spec shows one pair only). */
const FILTER_SEPARATOR = ';';

const optionalText = optional(text);

const pairPart = (forbidden: RegExp, message: string) =>
	text.refine((value) => !forbidden.test(value), message);

const attributePair = z.object({
	attribute: pairPart(/[:;,]/, 'Must not contain ":", ";" or ","'),
	value: pairPart(/[;,]/, 'Must not contain ";" or ","'),
});

/** The pairs of Attributes as Text, split at ; or , (empty ones left out). */
const textPairs = (value: string) =>
	value
		.split(/[;,]/)
		.map((pair) => pair.trim())
		.filter((pair) => pair !== '');

const rawFilters = optional(
	text.refine(
		(value) => textPairs(value).every((pair) => /^[^:]+:.+$/.test(pair)),
		'Must be attribute:value pairs separated by ; like COLOR:red;VOLTAGE:230',
	),
);

const price = optional(nonNegative);

export const filterInput = {
	q: optionalText,
	category: optionalText,
	attributeFilters: z
		.object(
			{ pair: z.array(attributePair).optional() },
			{ error: wrongType('must be a list of attribute and value pairs') },
		)
		.optional(),
	filtersQuery: rawFilters,
	minNetPrice: price,
	maxNetPrice: price,
};

export type FilterInput = {
	q?: string;
	category?: string;
	attributeFilters?: { pair?: Array<{ attribute: string; value: string }> };
	filtersQuery?: string;
	minNetPrice?: number;
	maxNetPrice?: number;
	sortCriteria?: (typeof SORT_CRITERIA)[number];
};

/** The price range's minimum is not above its maximum (a bound that failed is not compared). */
export function checkPriceRange(value: PartlyValid<FilterInput>, ctx: RuleContext): void {
	const { minNetPrice, maxNetPrice } = value;
	if (minNetPrice !== undefined && maxNetPrice !== undefined && minNetPrice > maxNetPrice)
		ctx.problem('Must not be lower than Min Net Price', ['maxNetPrice']);
}

/** The search's query parameters from the friendly fields. */
export function searchQuery(input: FilterInput): IDataObject {
	const query: IDataObject = {};
	if (input.q) query.q = input.q;
	if (input.category) query.category = input.category;
	const pairs = [
		...(input.attributeFilters?.pair ?? []).map((pair) => `${pair.attribute}:${pair.value}`),
		...textPairs(input.filtersQuery ?? ''),
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

export const filtersField: INodeProperties = filtersCollection([
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
					textField('attribute', 'Attribute Code', 'Code (nameCode) of the attribute', {
						required: false,
						placeholder: 'e.g. COLOR',
					}),
					textField('value', 'Value Code', 'Code of the value the product must have', {
						required: false,
						placeholder: 'e.g. red',
					}),
				],
			},
		],
	},
	textField(
		'filtersQuery',
		'Attributes as Text',
		'The same attribute filters written as text: attribute:value pairs separated by semicolons. Added to the Attributes above.',
		{ required: false, placeholder: 'e.g. COLOR:red;VOLTAGE:230' },
	),
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
	textField('q', 'Query', 'Part of a name, a product code or a manufacturer', {
		required: false,
		placeholder: 'e.g. drill 18V',
	}),
]);
