import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import { optional } from '../../engine/values';
import { filtersCollection } from '../../engine/fields';
import { webhookRecord } from './output';
import { WEBHOOKS } from './types';

export const getAll = defineOperation({
	resource: 'webhook',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List webhooks, optionally only those whose name contains a text',
	properties: [
		filtersCollection([
			{
				displayName: 'Search',
				name: 'search',
				type: 'string',
				default: '',
				description: 'Only webhooks whose name contains this text (at least 3 characters)',
			},
		]),
	],
	input: z.object({
		search: optional(z.string().min(3, 'must have at least 3 characters')),
		...listInput,
	}),
	endpoint: { method: 'GET', paths: [WEBHOOKS] },
	request: (input: { search?: string }) => ({
		query: input.search ? { search: input.search } : {},
	}),
	list: { shape: 'pageEnvelope', maxPageSize: 100 },
	outputSchema: webhookRecord,
});
