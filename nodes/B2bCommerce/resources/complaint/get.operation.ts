import { getByIdOperation } from '../../engine/resourceHelpers';
import { uuid } from '../../engine/values';
import { complaintId } from './fields';
import { complaintRecord } from './output';
import { RMA_API } from './paths';

export const get = getByIdOperation(
	{
		resource: 'complaint',
		noun: 'complaint',
		article: 'a',
		name: 'complaintId',
		field: complaintId,
		id: uuid,
	},
	{ method: 'GET', paths: [`${RMA_API}/complaint/{complaintId}`] },
	complaintRecord,
);
