import type { IDataObject } from 'n8n-workflow';
import { acrossFields, z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
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

const idName = (description: string) =>
	out.obj({ id: out.str('ID'), name: out.str('Name') }, description);

/**
 * A product as Search returns it with Simplify off: the spec's search result record. Open to other
 * members: the spec filters and sorts the search by price and stock, which its record does not
 * list, so a platform's records may carry more than the spec shows.
 */
const productRecord = out.readShape(
	out.open({
		id: out.str('Product ID'),
		name: out.str('Name'),
		manufacturerIndex: out.str('Manufacturer index'),
		catalogIndex: out.str('Catalogue index'),
		productSeries: out.str('Product series'),
		canonicalCategory: out.str('Main category'),
		fullDescription: out.str('Full description'),
		shortDescription: out.str('Short description'),
		usage: out.str('Usage'),
		slug: out.str('Slug'),
		shippingTime: out.str('Shipping time'),
		url: out.str('Link to the product'),
		pkwiu: out.str('PKWiU classification'),
		alternativeId: out.str('Alternative ID'),
		productOrigin: out.str('Origin, e.g. EXTERNAL'),
		createdBy: out.anyValue('Who created the product'),
		status: out.str('Status, e.g. ACTIVE'),
		categoryPath: out.arr(out.str(), 'Categories from the top'),
		categories: out.arr(idName('Category'), 'Categories'),
		multivalueAttributes: out.arr(
			out.obj(
				{
					valueType: out.str('ALPHANUMERIC, NUMERIC or LOGIC'),
					nameCode: out.str('Attribute code'),
					name: out.str('Attribute name'),
					values: out.arr(
						out.obj(
							{
								value: out.anyValue('Value'),
								unitCode: out.str('Unit code (numeric values with a unit)'),
								unit: out.str('Unit'),
								unitDescription: out.str('Unit description'),
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
		characteristics: out.arr(out.anyValue(), 'Characteristics'),
		certificates: out.arr(out.anyValue(), 'Certificates'),
		videos: out.arr(out.anyValue(), 'Videos'),
		photos: out.arr(out.anyValue(), 'Photos'),
		photosWithVariants: out.arr(out.anyValue(), 'Photos with variants'),
		relationsByAttribute: out.arr(out.anyValue(), 'Relations by attribute'),
		productDataSheets: out.arr(
			out.obj(
				{
					url: out.str('Link'),
					fileName: out.str('File name'),
					order: out.num('Order'),
					alt: out.str('Alt text'),
				},
				'Data sheet',
			),
			'Data sheets',
		),
		manufacturer: out.obj(
			{
				id: out.str('Manufacturer ID'),
				name: out.str('Name'),
				logoImage: out.str('Logo'),
				acronym: out.str('Acronym'),
			},
			'Manufacturer',
		),
		brand: out.obj(
			{ id: out.str('Brand ID'), name: out.str('Name'), description: out.str('Description') },
			'Brand',
		),
		measurementUnits,
		netDimension: out.obj(netMeasures, 'Net dimensions'),
		labels: out.arr(out.str(), 'Labels'),
		relatedProducts: out.arr(
			out.obj(
				{
					relationType: out.str('ACCESSORIES, SIMILAR or OTHERS'),
					relationName: out.str('Name of the relation'),
					products: out.arr(out.anyValue(), 'Related products'),
				},
				'Related products of one kind',
			),
			'Related products',
		),
		seo: out.obj(
			{
				title: out.str('Title'),
				description: out.str('Description'),
				h1: out.str('Heading'),
				follow: out.bool('Whether links are followed'),
				index: out.bool('Whether the page is indexed'),
			},
			'SEO',
		),
		surchargePriceAmount: out.num('Surcharge'),
		cannotOrderAboveStock: out.bool('Whether orders above the stock are refused'),
		pluginsData: out.open({}, 'Data of plugins'),
	}),
);

/** Search with Simplify on (the default): ten members, null where the product has none. */
const simplifiedProduct = out.simplified({
	id: out.str('Product ID'),
	name: out.str('Name'),
	catalogIndex: out.str('Catalogue index'),
	manufacturerIndex: out.str('Manufacturer index'),
	manufacturer: out.str('Name of the manufacturer'),
	brand: out.str('Name of the brand'),
	category: out.str('Category path ("A > B"), or the main category'),
	status: out.str('Status, e.g. ACTIVE'),
	url: out.str('Link to the product'),
	orderUnit: out.str('Order unit code'),
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
	input: acrossFields(
		z.object({
			...filterInput,
			sortCriteria: z.enum(SORT_CRITERIA).optional(),
			simplify: flag(true),
			...listInput,
		}),
		checkPriceRange,
	),
	endpoint: { method: 'GET', paths: [`${PRODUCTS}/search-result`, `${PRODUCTS}/search/items`] },
	request: (input) => ({ query: searchQuery(input) }),
	list: { shape: pageEnvelope, maxPageSize: SEARCH_MAX_PAGE_SIZE },
	output: (record: IDataObject, input) => (input.simplify ? simplifyProduct(record) : record),
	outputSchema: { schema: simplifiedProduct, variants: { 'simplify-false': productRecord } },
});
