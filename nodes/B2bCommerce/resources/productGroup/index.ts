import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { setProducts } from './setProducts.operation';

export const productGroup = defineResource({
	value: 'productGroup',
	name: 'Product Group',
	description: 'Groups of products for pricing',
	operations: [create, setProducts],
});
