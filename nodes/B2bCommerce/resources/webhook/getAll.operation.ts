import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import { optional, text } from '../../engine/values';
import { filtersCollection, textField } from '../../engine/fields';
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
			textField(
				'search',
				'Search',
				'Only webhooks whose name contains this text (at least 3 characters)',
				{ required: false },
			),
		]),
	],
	input: z.object({
		search: optional(text.refine((value) => value.length >= 3, 'must have at least 3 characters')),
		...listInput,
	}),
	endpoint: { method: 'GET', paths: [WEBHOOKS] },
	request: (input: { search?: string }) => ({
		query: input.search ? { search: input.search } : {},
	}),
	list: { shape: 'pageEnvelope', maxPageSize: 100 },
	outputSchema: webhookRecord,
});
