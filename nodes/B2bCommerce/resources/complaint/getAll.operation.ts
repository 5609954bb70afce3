import { getManyOperation } from '../../engine/resourceHelpers';
import { clientIdentifier, optional } from '../../engine/values';
import { clientIdField, filtersCollection } from '../../engine/fields';
import { complaintRecord } from './output';
import { RMA_API } from './paths';
import { offsetRows } from '../../transport/paginate';

/** Its endpoint is also the complaint list search's. */
export const getAll = getManyOperation({
	resource: 'complaint',
	nouns: 'complaints',
	description: 'List complaints, optionally of one client',
	properties: [
		filtersCollection([
			clientIdField('Only complaints of this client, in the form org:UUID', false),
		]),
	],
	filters: { clientId: optional(clientIdentifier) },
	endpoint: { method: 'GET', paths: [`${RMA_API}/complaints`] },
	request: (input) => ({ query: input.clientId ? { clientId: input.clientId } : {} }),
	list: { shape: offsetRows, maxPageSize: 100 },
	outputSchema: complaintRecord,
});
