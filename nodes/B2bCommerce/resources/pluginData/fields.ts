/** What the plugin data operations share: the plugin ID, the product locator and their input schema. */
import { z } from '../../engine/zod';

import { text } from '../../engine/values';
import { locator } from '../../engine/resourceHelpers';
import { textField } from '../../engine/fields';

export const pluginId = textField(
	'pluginId',
	'Plugin ID',
	'Identifier of the plugin whose data to work with',
);

/** A product that has data of the plugin (Get, Delete). */
const productLocator = locator({
	name: 'productId',
	displayName: 'Product',
	searchListMethod: 'searchPluginProducts',
	description: 'The product (SKU) whose plugin data to work with',
	placeholder: 'e.g. SKU-1001',
});

/** The data of the plugin for one product (Get, Delete): its fields, input and request. */
export const byProduct = {
	properties: [pluginId, productLocator],
	input: z.object({ pluginId: text, productId: text }),
	request: (input: { pluginId: string; productId: string }) => ({
		pathParams: { pluginId: input.pluginId },
		query: { productId: input.productId },
	}),
};
