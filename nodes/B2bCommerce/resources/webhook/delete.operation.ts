import { defineOperation } from '../../operation';
import { uuid } from '../../schemas/common';
import { byId } from '../common';
import { webhookId } from './fields';
import { webhookEndpoints } from './types';

export const deleteWebhook = defineOperation({
	value: 'delete',
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Delete a webhook by ID',
	...byId('webhookId', webhookId, uuid),
	endpoint: webhookEndpoints.delete,
	output: (_response, input: { webhookId: string }) => ({ id: input.webhookId, deleted: true }),
});
