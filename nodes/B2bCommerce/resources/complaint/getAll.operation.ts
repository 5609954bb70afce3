import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import { clientIdentifier, optional } from '../../engine/values';
import { clientIdField, filtersCollection } from '../../engine/fields';
import { complaintRecord } from './output';
import { RMA_PREFIX } from './paths';

/** Its endpoint is also the complaint list search's. */
export const getAll = defineOperation({
	resource: 'complaint',
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
	endpoint: { method: 'GET', paths: [`${RMA_PREFIX}/complaints`] },
	request: (input: { clientId?: string }) => ({
		query: input.clientId ? { clientId: input.clientId } : {},
	}),
	list: { shape: 'offsetRows', maxPageSize: 100 },
	outputSchema: complaintRecord,
});
