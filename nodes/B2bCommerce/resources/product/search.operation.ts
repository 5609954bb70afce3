import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import {
	anyValue,
	arr,
	bool,
	num,
	obj,
	open,
	readShape,
	simplified,
	str,
} from '../../engine/outputSchema';
import {
	checkPriceRange,
	filterInput,
	filtersField,
	searchQuery,
	SORT_CRITERIA,
	sortOptions,
} from './filters';
import { collection } from '../../engine/fields';
import { flag } from '../../engine/values';
import { measurementUnits, netMeasures } from './output';
import { PRODUCTS } from './paths';
import { pageEnvelope } from '../../transport/paginate';

/** The spec's limit of a search page. */
const SEARCH_MAX_PAGE_SIZE = 100;

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

/** The sort of the search, in a collection of its own as n8n's nodes have it. */
const sortCollection = collection('sort', 'Sort', 'Add Sort Order', [
	{
		displayName: 'Sort By',
		name: 'sortCriteria',
		type: 'options',
		default: 'SCORE_DESC',
		description: 'Order of the results',
		options: sortOptions,
	},
]);

const idName = (description: string) => obj({ id: str('ID'), name: str('Name') }, description);

/**
 * A product as Search returns it with Simplify off: the spec's search result record. Open to other
 * members: the spec filters and sorts the search by price and stock, which its record does not
 * list, so a platform's records may carry more than the spec shows.
 */
const productRecord = readShape(
	open({
		id: str('Product ID'),
		name: str('Name'),
		manufacturerIndex: str('Manufacturer index'),
		catalogIndex: str('Catalogue index'),
		productSeries: str('Product series'),
		canonicalCategory: str('Main category'),
		fullDescription: str('Full description'),
		shortDescription: str('Short description'),
		usage: str('Usage'),
		slug: str('Slug'),
		shippingTime: str('Shipping time'),
		url: str('Link to the product'),
		pkwiu: str('PKWiU classification'),
		alternativeId: str('Alternative ID'),
		productOrigin: str('Origin, e.g. EXTERNAL'),
		createdBy: anyValue('Who created the product'),
		status: str('Status, e.g. ACTIVE'),
		categoryPath: arr(str(), 'Categories from the top'),
		categories: arr(idName('Category'), 'Categories'),
		multivalueAttributes: arr(
			obj(
				{
					valueType: str('ALPHANUMERIC, NUMERIC or LOGIC'),
					nameCode: str('Attribute code'),
					name: str('Attribute name'),
					values: arr(
						obj(
							{
								value: anyValue('Value'),
								unitCode: str('Unit code (numeric values with a unit)'),
								unit: str('Unit'),
								unitDescription: str('Unit description'),
							},
							'Value',
						),
						'Values',
					),
				},
				'Attribute',
			),
			'Attributes',
		),
		characteristics: arr(anyValue(), 'Characteristics'),
		certificates: arr(anyValue(), 'Certificates'),
		videos: arr(anyValue(), 'Videos'),
		photos: arr(anyValue(), 'Photos'),
		photosWithVariants: arr(anyValue(), 'Photos with variants'),
		relationsByAttribute: arr(anyValue(), 'Relations by attribute'),
		productDataSheets: arr(
			obj(
				{ url: str('Link'), fileName: str('File name'), order: num('Order'), alt: str('Alt text') },
				'Data sheet',
			),
			'Data sheets',
		),
		manufacturer: obj(
			{
				id: str('Manufacturer ID'),
				name: str('Name'),
				logoImage: str('Logo'),
				acronym: str('Acronym'),
			},
			'Manufacturer',
		),
		brand: obj(
			{ id: str('Brand ID'), name: str('Name'), description: str('Description') },
			'Brand',
		),
		measurementUnits,
		netDimension: obj(netMeasures, 'Net dimensions'),
		labels: arr(str(), 'Labels'),
		relatedProducts: arr(
			obj(
				{
					relationType: str('ACCESSORIES, SIMILAR or OTHERS'),
					relationName: str('Name of the relation'),
					products: arr(anyValue(), 'Related products'),
				},
				'Related products of one kind',
			),
			'Related products',
		),
		seo: obj(
			{
				title: str('Title'),
				description: str('Description'),
				h1: str('Heading'),
				follow: bool('Whether links are followed'),
				index: bool('Whether the page is indexed'),
			},
			'SEO',
		),
		surchargePriceAmount: num('Surcharge'),
		cannotOrderAboveStock: bool('Whether orders above the stock are refused'),
		pluginsData: open({}, 'Data of plugins'),
	}),
);

/** Search with Simplify on (the default): ten members, null where the product has none. */
const simplifiedProduct = simplified({
	id: str('Product ID'),
	name: str('Name'),
	catalogIndex: str('Catalogue index'),
	manufacturerIndex: str('Manufacturer index'),
	manufacturer: str('Name of the manufacturer'),
	brand: str('Name of the brand'),
	category: str('Category path ("A > B"), or the main category'),
	status: str('Status, e.g. ACTIVE'),
	url: str('Link to the product'),
	orderUnit: str('Order unit code'),
});

/**
 * The spec lists "Search products (alias)" at `.../products/search/items` with the same query
 * and answer: it is the noted variant, tried when search-result does not exist on the platform
 * (or always, with API Paths on "Alternative Paths Only"). Its endpoint is also the product list
 * search's and the category list's.
 */
export const search = defineOperation({
	resource: 'product',
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
			simplify: flag(true),
			...listInput,
		})
		.superRefine(checkPriceRange),
	endpoint: { method: 'GET', paths: [`${PRODUCTS}/search-result`, `${PRODUCTS}/search/items`] },
	request: (input) => ({ query: searchQuery(input) }),
	list: { shape: pageEnvelope, maxPageSize: SEARCH_MAX_PAGE_SIZE },
	output: (record: IDataObject, input) => (input.simplify ? simplifyProduct(record) : record),
	outputSchema: { schema: simplifiedProduct, variants: { 'simplify-false': productRecord } },
});
