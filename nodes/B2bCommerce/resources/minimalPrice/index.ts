import { defineResource } from '../../engine/operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';
import { set } from './set.operation';

export const minimalPrice = defineResource({
	value: 'minimalPrice',
	name: 'Minimal Price',
	description: 'Minimal sale prices per SKU, in named levels',
	operations: [getAll, get, set],
});
