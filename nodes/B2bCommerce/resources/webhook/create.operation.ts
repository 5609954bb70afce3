import { defineOperation } from '../../operation';
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
	run: async (ctx, input: WebhookInput) => {
		const body = await webhookBody(ctx, input);
		const response = (await ctx.send(webhookEndpoints.create, { body })) as
			| { id?: string }
			| undefined;
		return { id: response?.id, ...withoutPassword(body) };
	},
});
