import { defineResource } from '../../engine/operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';

export const complaint = defineResource({
	value: 'complaint',
	name: 'Complaint',
	description: 'Complaints (returns) raised by clients (read only)',
	operations: [get, getAll],
});
