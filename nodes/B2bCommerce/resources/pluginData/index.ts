import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, listInput } from '../../engine/operation';
import type { Endpoint } from '../../transport/types';
import { text } from '../../engine/values';
import { locator } from '../../engine/resourceHelpers';

const PLUGIN_DATA = '/api/v1/catalog/integrations/auth-required/pluginsData/{pluginId}';

/** Shared with the product search of the resource locator. */
export const pluginDataListEndpoint = {
	key: 'pluginData.list',
	method: 'GET' as const,
	paths: [PLUGIN_DATA],
};
const pluginDataGetEndpoint: Endpoint = {
	key: 'pluginData.get',
	method: 'GET',
	paths: [`${PLUGIN_DATA}/by-product`],
};

const pluginId: INodeProperties = {
	displayName: 'Plugin ID',
	name: 'pluginId',
	type: 'string',
	default: '',
	required: true,
	description: 'Identifier of the plugin whose data to work with',
};

const productLocator = locator({
	name: 'productId',
	displayName: 'Product',
	searchListMethod: 'searchPluginProducts',
	description: 'The product (SKU) whose plugin data to work with',
	placeholder: 'e.g. SKU-1001',
});

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

const byProduct = z.object({ pluginId: text, productId: text });

export const pluginData: ResourceDef = {
	value: 'pluginData',
	name: 'Plugin Data',
	description: 'Data that plugins keep per product',
	operations: [
		defineOperation({
			value: 'getAll',
			name: 'Get Many',
			action: 'Get many plugin data records',
			description: 'List the data of one plugin for all products',
			properties: [pluginId],
			input: z.object({ pluginId: text, ...listInput }),
			endpoint: pluginDataListEndpoint,
			request: (input) => ({ pathParams: { pluginId: input.pluginId } }),
			list: { shape: 'pageEnvelope', maxPageSize: 100 },
		}),
		defineOperation({
			value: 'get',
			name: 'Get',
			action: 'Get plugin data of a product',
			description: 'Read the data of a plugin for one product',
			properties: [pluginId, productLocator],
			input: byProduct,
			endpoint: pluginDataGetEndpoint,
			request: (input) => ({
				pathParams: { pluginId: input.pluginId },
				query: { productId: input.productId },
			}),
		}),
		defineOperation({
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
			input: byProduct.extend({
				metadata: z.record(z.unknown(), {
					required_error: 'is required',
					invalid_type_error: 'must be a JSON object',
				}),
			}),
			// It replaces by key, so sending it twice cannot write twice.
			endpoint: {
				key: 'pluginData.upsert',
				method: 'POST',
				paths: [`${PLUGIN_DATA}/by-product`],
				idempotent: true,
			},
			request: ({ pluginId, productId, metadata }) => ({
				pathParams: { pluginId },
				body: { productId, metadata },
			}),
			output: (_response, input) => ({ ...input, saved: true }),
		}),
		defineOperation({
			value: 'delete',
			name: 'Delete',
			action: 'Delete plugin data of a product',
			description: 'Delete the data of a plugin for one product',
			properties: [pluginId, productLocator],
			input: byProduct,
			endpoint: {
				key: 'pluginData.delete',
				method: 'DELETE',
				// The listed path first; the spec's text gives the path without /by-product. A 404
				// there may only mean "this product has no data": the bare path is tried only when
				// a read finds the data (a DELETE must not go to a path that may mean more).
				paths: [`${PLUGIN_DATA}/by-product`, PLUGIN_DATA],
				confirmMissingRoute: pluginDataGetEndpoint,
			},
			request: (input) => ({
				pathParams: { pluginId: input.pluginId },
				query: { productId: input.productId },
			}),
			output: (_response, input) => ({ ...input, deleted: true }),
		}),
	],
};
