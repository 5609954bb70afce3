import { defineResource } from '../../engine/operation';
import { addConfigurableProducts } from './addConfigurableProducts.operation';
import { addProduct } from './addProduct.operation';
import { changePrices } from './changePrices.operation';

export const cart = defineResource({
	value: 'cart',
	name: 'Cart',
	description: 'Cart changes made on behalf of a back-office operator',
	operations: [addProduct, addConfigurableProducts, changePrices],
});
