import { defineResource } from '../../engine/operation';
import { search } from './search.operation';
import { searchFilters } from './searchFilters.operation';

export const product = defineResource({
	value: 'product',
	name: 'Product',
	description: 'Product search of the catalog',
	operations: [search, searchFilters],
});
