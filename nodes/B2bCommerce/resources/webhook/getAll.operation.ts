import { optional, text } from '../../engine/values';
import { filtersCollection, textField } from '../../engine/fields';
import { getManyOperation } from '../../engine/resourceHelpers';
import { webhookRecord } from './output';
import { WEBHOOKS } from './paths';
import { pageEnvelope } from '../../transport/paginate';

export const getAll = getManyOperation({
	resource: 'webhook',
	nouns: 'webhooks',
	description: 'List webhooks, optionally only those whose name contains a text',
	properties: [
		filtersCollection([
			textField(
				'search',
				'Search',
				'Only webhooks whose name contains this text (at least 3 characters)',
				{ required: false },
			),
		]),
	],
	filters: {
		search: optional(text.refine((value) => value.length >= 3, 'must have at least 3 characters')),
	},
	endpoint: { method: 'GET', paths: [WEBHOOKS] },
	request: (input) => ({ query: input.search ? { search: input.search } : {} }),
	list: { shape: pageEnvelope, maxPageSize: 100 },
	outputSchema: webhookRecord,
});
