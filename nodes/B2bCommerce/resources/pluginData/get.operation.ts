import { defineOperation } from '../../engine/operation';
import { byProduct, pluginId, productLocator } from './fields';
import { pluginRecord } from './output';
import { PLUGIN_DATA } from './paths';

/** Its endpoint is also Delete's check that a missing route is really missing. */
export const get = defineOperation({
	resource: 'pluginData',
	value: 'get',
	name: 'Get',
	action: 'Get plugin data of a product',
	description: 'Read the data of a plugin for one product',
	properties: [pluginId, productLocator],
	input: byProduct,
	endpoint: { method: 'GET', paths: [`${PLUGIN_DATA}/by-product`] },
	request: (input) => ({
		pathParams: { pluginId: input.pluginId },
		query: { productId: input.productId },
	}),
	outputSchema: pluginRecord,
});
