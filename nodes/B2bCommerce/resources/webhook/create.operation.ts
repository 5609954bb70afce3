import { defineOperation } from '../../engine/operation';
import { resolveTypeFirst, webhookBody, withoutPassword } from './body';
import type { WebhookInput } from './fields';
import { webhookFields, webhookInput } from './fields';
import { webhookEndpoints } from './types';

export const create = defineOperation({
	value: 'create',
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a callback URL for a type of event',
	properties: webhookFields('additionalFields', 'Additional Fields'),
	input: webhookInput,
	precheck: resolveTypeFirst,
	endpoint: webhookEndpoints.create,
	request: (input: WebhookInput) => ({ body: webhookBody(input) }),
	output: (response, input: WebhookInput) => ({
		id: (response as { id?: string } | undefined)?.id,
		...withoutPassword(webhookBody(input)),
	}),
});
