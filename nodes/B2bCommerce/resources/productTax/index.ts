import { defineResource } from '../../engine/operation';
import { set } from './set.operation';

export const productTax = defineResource({
	value: 'productTax',
	name: 'Product Tax',
	description: 'VAT rate per product',
	operations: [set],
});
