/** What the plugin data operations share: the plugin ID, the product locator and their input schema. */
import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { text } from '../../engine/values';
import { locator } from '../../engine/resourceHelpers';

export const pluginId: INodeProperties = {
	displayName: 'Plugin ID',
	name: 'pluginId',
	type: 'string',
	default: '',
	required: true,
	description: 'Identifier of the plugin whose data to work with',
};

/** A product that has data of the plugin (Get, Delete). */
export const productLocator = locator({
	name: 'productId',
	displayName: 'Product',
	searchListMethod: 'searchPluginProducts',
	description: 'The product (SKU) whose plugin data to work with',
	placeholder: 'e.g. SKU-1001',
});

export const byProduct = z.object({ pluginId: text, productId: text });
