import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { deleteSegment } from './delete.operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';
import { update } from './update.operation';

export const segment = defineResource({
	value: 'segment',
	name: 'Segment',
	description: 'Customer segments',
	operations: [getAll, get, create, update, deleteSegment],
});
