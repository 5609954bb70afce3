import { defineResource } from '../../engine/operation';
import { getAll } from './getAll.operation';

export const role = defineResource({
	value: 'role',
	name: 'Role',
	description: 'Roles of back-office users, per client',
	operations: [getAll],
});
