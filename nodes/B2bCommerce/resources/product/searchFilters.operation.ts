import type { IDataObject } from 'n8n-workflow';
import { acrossFields, z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import { anyValue, arr, bool, num, obj, open, readShape, str } from '../../engine/outputSchema';
import type { FilterInput } from './filters';
import { checkPriceRange, filterInput, filtersField, searchQuery } from './filters';
import { measurementUnits, netMeasures } from './output';
import { PRODUCTS } from './paths';

/**
 * Search Filters: the spec shows no shape of the filters; the one record it gives is of the
 * technical-attributes shape. The answer is passed on as it is (an answer that is a list comes
 * as `filters`), so the object is open.
 */
const searchFiltersOutput = readShape(
	open({
		filters: arr(anyValue(), 'The filters, when the platform answers with a list'),
		id: str('Product ID'),
		productOrigin: str('Origin'),
		createdBy: anyValue('Who created the product'),
		manufacturer: obj(
			{ name: str('Name'), acronym: str('Acronym'), id: str('ID') },
			'Manufacturer',
		),
		name: str('Name'),
		manufacturerIndex: str('Manufacturer index'),
		fullDescription: str('Full description'),
		shortDescription: str('Short description'),
		usage: str('Usage'),
		brand: anyValue('Brand'),
		measurementUnits,
		gtin: str('GTIN'),
		productSeries: str('Product series'),
		netDimensions: obj(
			{ netVolume: num('Net volume'), ...netMeasures, netDiameter: num('Net diameter') },
			'Net dimensions',
		),
		surchargePriceAmount: num('Surcharge'),
		shippingTime: str('Shipping time'),
		status: str('Status'),
		splitPayment: bool('Whether split payment applies'),
		cableType: str('Cable type, e.g. DRUM_CABLE'),
		gtu: str('GTU code'),
	}),
);

/** The categories and attribute values a search can filter on (its answer's shape is not in the spec). Its endpoint is also the category list's. */
export const searchFilters = defineOperation({
	resource: 'product',
	value: 'searchFilters',
	name: 'Search Filters',
	action: 'Get the search filters of products',
	description:
		'Get the categories and attribute values a search can filter on. Returned as one item, as the platform sends it.',
	properties: [filtersField],
	input: acrossFields(z.object(filterInput), checkPriceRange),
	endpoint: { method: 'GET', paths: [`${PRODUCTS}/search/filters`] },
	request: (input: FilterInput) => ({ query: searchQuery(input) }),
	output: (response: unknown) =>
		response && typeof response === 'object' && !Array.isArray(response)
			? (response as IDataObject)
			: { filters: response as IDataObject[] },
	outputSchema: searchFiltersOutput,
});
