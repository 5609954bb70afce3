import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';
import { update } from './update.operation';

export const operator = defineResource({
	value: 'operator',
	name: 'Operator',
	description: 'Back-office operators',
	operations: [getAll, get, create, update],
});
