import { defineOperation, endpointOf } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { byProduct } from './fields';
import { get } from './get.operation';
import { PLUGIN_DATA } from './paths';

export const deletePluginData = defineOperation({
	resource: 'pluginData',
	value: 'delete',
	name: 'Delete',
	action: 'Delete plugin data of a product',
	description: 'Delete the data of a plugin for one product',
	...byProduct,
	endpoint: {
		method: 'DELETE',
		// The listed path first; the spec's text gives the path without /by-product. A 404
		// there may only mean "this product has no data": the bare path is tried only when
		// a read finds the data (a DELETE must not go to a path that may mean more).
		paths: [`${PLUGIN_DATA}/by-product`, PLUGIN_DATA],
		confirmMissingRoute: endpointOf(get),
	},
	output: (_response, input) => ({ ...input, deleted: true }),
	outputSchema: out.obj({
		pluginId: out.req(out.str('Plugin ID')),
		productId: out.req(out.str('Product ID')),
		...out.marked('deleted', 'delete'),
	}),
});
