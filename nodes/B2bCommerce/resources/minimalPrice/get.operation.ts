import { defineOperation } from '../../engine/operation';
import { text } from '../../engine/values';
import { byId, locator } from '../../engine/resourceHelpers';
import { minimalPriceRecord } from './output';
import { MINIMAL_PRICES } from './paths';

const skuLocator = locator({
	name: 'skuId',
	displayName: 'SKU',
	searchListMethod: 'searchMinimalPriceSkus',
	description: 'The SKU whose minimal prices to read',
	placeholder: 'e.g. SKU-1001',
});

export const get = defineOperation({
	resource: 'minimalPrice',
	value: 'get',
	name: 'Get',
	action: 'Get minimal prices of a SKU',
	description: 'Read the minimal prices of one SKU',
	...byId('skuId', skuLocator, text),
	endpoint: { method: 'GET', paths: [`${MINIMAL_PRICES}/{skuId}`] },
	outputSchema: minimalPriceRecord,
});
