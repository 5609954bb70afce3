import { z } from '../../schemas/zod';

import { defineOperation } from '../../operation';
import { uuid } from '../../schemas/common';
import { webhookId } from './fields';
import { webhookEndpoints } from './types';

export const deleteWebhook = defineOperation({
	value: 'delete',
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook by ID',
	properties: [webhookId],
	input: z.object({ webhookId: uuid }),
	endpoint: webhookEndpoints.delete,
	request: (input: { webhookId: string }) => ({ pathParams: { webhookId: input.webhookId } }),
	output: (_response, input: { webhookId: string }) => ({ id: input.webhookId, deleted: true }),
});
