import { strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { nodeParameter } from '../../engine/parameters';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { uuid } from '../../engine/values';
import { PRODUCT_GROUPS } from './paths';
import { idField, textField } from '../../engine/fields';

/** A SKU from a sheet may arrive as a number: SKUs are free strings, so numbers become text. */
const sku = z.preprocess(
	(value) => (typeof value === 'number' ? String(value) : value),
	z
		.string({ error: wrongType('must be a SKU (text)') })
		.trim()
		.min(1, 'must not be empty'),
);

/**
 * SKUs as the user gives them: a comma-separated (or line-separated) text, where blank entries
 * such as a trailing comma are dropped, or an array from an expression, where every entry must
 * be a non-empty SKU.
 */
const skuList = z.preprocess(
	(value) =>
		typeof value === 'string'
			? value
					.split(/[,\n]/)
					.map((entry) => entry.trim())
					.filter((entry) => entry !== '')
			: value,
	z
		.array(sku, { error: wrongType('must be a comma-separated list or an array of SKUs') })
		.min(1, 'must list at least one SKU'),
);

export const setProducts = batched(
	defineOperation({
		resource: 'productGroup',
		value: 'setProducts',
		name: 'Set Products',
		action: 'Set the products of a product group',
		description: 'Replace the list of products (SKUs) in a product group',
		properties: [
			idField('productGroupId', 'Product Group ID', 'ID returned when the group was created'),
			textField(
				'skus',
				'SKUs',
				'SKUs of the products in the group, separated by commas, or an expression that returns an array of SKUs. The list replaces the products the group had.',
				{ placeholder: 'e.g. SKU-1, SKU-2, SKU-3' },
			),
		],
		input: strippingObject({ productGroupId: uuid, skus: skuList }),
		endpoint: {
			method: 'PUT',
			paths: [`${PRODUCT_GROUPS}/{productGroupId}/products`],
		},
		request: (input: { productGroupId: string; skus: string[] }) => ({
			pathParams: { productGroupId: input.productGroupId },
			body: input.skus,
		}),
		output: (_response, input: { productGroupId: string; skus: string[] }) => ({
			productGroupId: input.productGroupId,
			skus: input.skus,
			updated: true,
		}),
		outputSchema: out.obj({
			productGroupId: out.req(out.str('ID of the product group')),
			skus: out.req(
				out.arr(out.str(), 'SKUs of the group, as sent (they replace the earlier ones)'),
			),
			...out.marked('updated', 'SKUs'),
		}),
	}),
	{
		entry: 'SKU',
		entries: 'SKUs',
		// No Batch Size: the PUT replaces the group's list, so a group's SKUs go in one request.
		key: {
			label: 'Product Group ID',
			noun: 'product group',
			read: (fn, itemIndex) => nodeParameter(fn, 'productGroupId', itemIndex, ''),
		},
		count: (input) => input.skus.length,
		merge: (inputs) => ({
			productGroupId: inputs[0].productGroupId,
			skus: inputs.flatMap((input) => input.skus),
		}),
		output: 'request',
		// A group sent without one of its items would lose that item's SKUs.
		rowErrors: 'group',
	},
);
