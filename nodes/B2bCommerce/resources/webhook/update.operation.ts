import { z } from '../../schemas/zod';

import { defineOperation } from '../../operation';
import { uuid } from '../../schemas/common';
import { resolveTypeFirst, webhookBody, withoutPassword } from './body';
import type { WebhookInput } from './fields';
import { webhookFields, webhookId, webhookInput } from './fields';
import { webhookEndpoints } from './types';

export const update = defineOperation({
	value: 'update',
	name: 'Update',
	action: 'Update a webhook',
	description: 'Replace every field of a webhook',
	properties: [webhookId, ...webhookFields('updateFields', 'Update Fields')],
	input: webhookInput.and(z.object({ webhookId: uuid })),
	precheck: resolveTypeFirst,
	run: async (ctx, input: WebhookInput & { webhookId: string }) => {
		const body = { id: input.webhookId, ...(await webhookBody(ctx, input)) };
		await ctx.send(webhookEndpoints.update, { body });
		return { ...withoutPassword(body), updated: true };
	},
});
