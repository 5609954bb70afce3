import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, listInput } from '../../engine/operation';
import { clientIdentifier, optional, uuid } from '../../engine/values';
import { endpointTable, getByIdOperation, locator } from '../../engine/resourceHelpers';
import { clientIdField, filtersCollection } from '../../engine/fields';

export const RMA_PREFIX = '/api/v1/rma/integrations/auth-required';

/** Every complaint endpoint, declared once: the action node, the complaint search and the feed trigger use these. */
export const complaintEndpoints = endpointTable('complaint', {
	get: { method: 'GET', paths: [`${RMA_PREFIX}/complaint/{complaintId}`] },
	list: { method: 'GET', paths: [`${RMA_PREFIX}/complaints`] },
});

const complaintId = locator({
	name: 'complaintId',
	displayName: 'Complaint',
	searchListMethod: 'searchComplaints',
	description: 'The complaint to read',
});

export const complaint: ResourceDef = {
	value: 'complaint',
	name: 'Complaint',
	description: 'Complaints (returns) raised by clients (read only)',
	operations: [
		getByIdOperation(
			{ noun: 'complaint', article: 'a', name: 'complaintId', field: complaintId, id: uuid },
			complaintEndpoints.get,
		),
		defineOperation({
			value: 'getAll',
			name: 'Get Many',
			action: 'Get many complaints',
			description: 'List complaints, optionally of one client',
			properties: [
				filtersCollection([
					clientIdField('Only complaints of this client, in the form org:UUID', false),
				]),
			],
			input: z.object({
				clientId: optional(clientIdentifier),
				...listInput,
			}),
			endpoint: complaintEndpoints.list,
			request: (input: { clientId?: string }) => ({
				query: input.clientId ? { clientId: input.clientId } : {},
			}),
			list: { shape: 'offsetRows', maxPageSize: 100 },
		}),
	],
};
