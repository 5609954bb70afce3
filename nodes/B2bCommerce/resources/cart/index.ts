/** The cart resource: one file per operation (`<operation>.operation.ts`). */
import type { ResourceDef } from '../../engine/operation';
import { addConfigurableProducts } from './addConfigurableProducts.operation';
import { addProduct } from './addProduct.operation';
import { changePrices } from './changePrices.operation';

export const cart: ResourceDef = {
	value: 'cart',
	name: 'Cart',
	description: 'Cart changes made on behalf of a back-office operator',
	operations: [addProduct, addConfigurableProducts, changePrices],
};
