import { z } from '../../schemas/zod';

import { defineOperation } from '../../operation';
import { uuid } from '../../schemas/common';
import { webhookId } from './fields';
import { webhookEndpoints } from './types';

export const get = defineOperation({
	value: 'get',
	name: 'Get',
	action: 'Get a webhook',
	description: 'Read one webhook by ID',
	properties: [webhookId],
	input: z.object({ webhookId: uuid }),
	endpoint: webhookEndpoints.get,
	request: (input: { webhookId: string }) => ({ pathParams: { webhookId: input.webhookId } }),
});
