import type { IDataObject } from 'n8n-workflow';
import { acrossFields, z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import type { FilterInput } from './filters';
import { checkPriceRange, filterInput, filtersField, searchQuery } from './filters';
import { measurementUnits, netMeasures } from './output';
import { PRODUCTS } from './paths';

/**
 * Search Filters: the spec shows no shape of the filters; the one record it gives is of the
 * technical-attributes shape. The answer is passed on as it is (an answer that is a list comes
 * as `filters`), so the object is open.
 */
const searchFiltersOutput = out.readShape(
	out.open({
		filters: out.arr(out.anyValue(), 'The filters, when the platform answers with a list'),
		id: out.str('Product ID'),
		productOrigin: out.str('Origin'),
		createdBy: out.anyValue('Who created the product'),
		manufacturer: out.obj(
			{ name: out.str('Name'), acronym: out.str('Acronym'), id: out.str('ID') },
			'Manufacturer',
		),
		name: out.str('Name'),
		manufacturerIndex: out.str('Manufacturer index'),
		fullDescription: out.str('Full description'),
		shortDescription: out.str('Short description'),
		usage: out.str('Usage'),
		brand: out.anyValue('Brand'),
		measurementUnits,
		gtin: out.str('GTIN'),
		productSeries: out.str('Product series'),
		netDimensions: out.obj(
			{ netVolume: out.num('Net volume'), ...netMeasures, netDiameter: out.num('Net diameter') },
			'Net dimensions',
		),
		surchargePriceAmount: out.num('Surcharge'),
		shippingTime: out.str('Shipping time'),
		status: out.str('Status'),
		splitPayment: out.bool('Whether split payment applies'),
		cableType: out.str('Cable type, e.g. DRUM_CABLE'),
		gtu: out.str('GTU code'),
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
