import type { INodeProperties } from 'n8n-workflow';
import { jsonObject } from '../../engine/values';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { locator } from '../../engine/resourceHelpers';
import { byProduct, pluginId } from './fields';
import { PLUGIN_DATA } from './paths';

/**
 * For a write the product usually has no data of the plugin yet, so its list is the whole
 * catalogue (the product search), not the products that already have data. From List first, as
 * n8n's guidelines want; By ID takes a SKU.
 */
const productForWrite: INodeProperties = locator({
	name: 'productId',
	displayName: 'Product',
	searchListMethod: 'searchProducts',
	description: 'The product (SKU) whose plugin data to store: any product of the catalogue',
	placeholder: 'e.g. SKU-1001',
});

export const createOrReplace = defineOperation({
	resource: 'pluginData',
	value: 'createOrReplace',
	name: 'Create or Replace',
	action: 'Create or replace plugin data of a product',
	description: 'Store the data of a plugin for one product, replacing what was there',
	properties: [
		pluginId,
		productForWrite,
		{
			displayName: 'Metadata',
			name: 'metadata',
			type: 'json',
			default: '',
			required: true,
			description: 'The data to store, a JSON object, for example {"color": "red"}',
		},
	],
	input: byProduct.input.extend({
		metadata: jsonObject,
	}),
	// It replaces by key, so sending it twice cannot write twice.
	endpoint: { method: 'POST', paths: [`${PLUGIN_DATA}/by-product`], idempotent: true },
	request: ({ pluginId, productId, metadata }) => ({
		pathParams: { pluginId },
		body: { productId, metadata },
	}),
	output: (_response, input) => ({ ...input, saved: true }),
	outputSchema: out.obj({
		pluginId: out.req(out.str('Plugin ID')),
		productId: out.req(out.str('Product ID')),
		metadata: out.req(out.open({}, 'Data of the plugin for the product, as sent')),
		...out.marked('saved', 'data'),
	}),
});
