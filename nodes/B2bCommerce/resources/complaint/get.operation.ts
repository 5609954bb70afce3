import { getByIdOperation, locator } from '../../engine/resourceHelpers';
import { uuid } from '../../engine/values';
import { complaintRecord } from './output';
import { RMA_PREFIX } from './paths';

const complaintId = locator({
	name: 'complaintId',
	displayName: 'Complaint',
	searchListMethod: 'searchComplaints',
	description: 'The complaint to read',
});

export const get = getByIdOperation(
	{
		resource: 'complaint',
		noun: 'complaint',
		article: 'a',
		name: 'complaintId',
		field: complaintId,
		id: uuid,
	},
	{ method: 'GET', paths: [`${RMA_PREFIX}/complaint/{complaintId}`] },
	complaintRecord,
);
