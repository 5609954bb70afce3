import { defineOperation } from '../../engine/operation';
import { byProduct } from './fields';
import { pluginRecord } from './output';
import { PLUGIN_DATA } from './paths';

/** Its endpoint is also Delete's check that a missing route is really missing. */
export const get = defineOperation({
	resource: 'pluginData',
	value: 'get',
	name: 'Get',
	action: 'Get plugin data of a product',
	description: 'Read the data of a plugin for one product',
	...byProduct,
	endpoint: { method: 'GET', paths: [`${PLUGIN_DATA}/by-product`] },
	outputSchema: pluginRecord,
});
