import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { text, uuid } from '../../engine/values';
import { quantityType, textField } from '../../engine/fields';
import { cartId, positiveQuantity, quantityField } from './fields';
import { CART } from './paths';
import { quantitySent } from './output';

export const addProduct = defineOperation({
	resource: 'cart',
	value: 'addProduct',
	name: 'Add Product',
	action: 'Add a product to a cart',
	description: 'Add a product line to a cart',
	properties: [
		cartId,
		textField('productId', 'Product ID', 'SKU of the product to add'),
		quantityField('unit', 'quantityType', 'Quantity Type', 'Which unit the quantity counts'),
		quantityField('value', 'quantity', 'Quantity', 'How many to add'),
	],
	input: z.object({ cartId: uuid, productId: text, quantityType, quantity: positiveQuantity }),
	// Each call adds a line: never repeated automatically.
	endpoint: {
		method: 'PUT',
		paths: [`${CART}/add-product`],
		idempotent: false,
	},
	request: ({ cartId, productId, quantityType, quantity }) => ({
		pathParams: { cartId },
		body: { productId, quantity: { type: quantityType, value: quantity } },
	}),
	output: (_response, { cartId, productId, quantityType, quantity }) => ({
		cartId,
		productId,
		quantity: { type: quantityType, value: quantity },
		added: true,
	}),
	outputSchema: out.obj({
		cartId: out.req(out.uuid('Cart ID')),
		productId: out.req(out.str('Product ID (SKU)')),
		quantity: out.req(quantitySent),
		...out.marked('added', 'product'),
	}),
});
