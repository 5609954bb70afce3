import { defineOperation } from '../../engine/operation';
import { additionalFields } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { listTypesIfNeeded, webhookBody, withExchangeName, withoutPassword } from './body';
import type { WebhookInput } from './fields';
import { webhookFields, webhookInput } from './fields';
import { webhookWritten } from './output';
import { WEBHOOKS } from './paths';

export const create = defineOperation({
	resource: 'webhook',
	value: 'create',
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a callback URL for a type of event',
	properties: webhookFields(additionalFields),
	input: webhookInput,
	prepare: listTypesIfNeeded('additionalFields'),
	readInput: withExchangeName,
	endpoint: { method: 'POST', paths: [WEBHOOKS] },
	request: (input: WebhookInput) => ({ body: webhookBody(input) }),
	output: (response, input: WebhookInput) => ({
		id: (response as { id?: string } | undefined)?.id,
		...withoutPassword(webhookBody(input)),
	}),
	outputSchema: out.obj({ id: out.uuid('ID the platform gave the webhook'), ...webhookWritten }),
});
