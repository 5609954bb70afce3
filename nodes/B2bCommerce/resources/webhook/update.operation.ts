import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import { uuid } from '../../engine/values';
import { resolveTypeFirst, webhookBody, withoutPassword } from './body';
import type { WebhookInput } from './fields';
import { webhookFields, webhookId, webhookInput } from './fields';
import { webhookEndpoints } from './types';

type UpdateInput = WebhookInput & { webhookId: string };

const updateBody = (input: UpdateInput) => ({ id: input.webhookId, ...webhookBody(input) });

export const update = defineOperation({
	value: 'update',
	name: 'Update',
	action: 'Update a webhook',
	description: 'Replace every field of a webhook',
	properties: [webhookId, ...webhookFields('updateFields', 'Update Fields')],
	input: webhookInput.and(z.object({ webhookId: uuid })),
	precheck: resolveTypeFirst,
	endpoint: webhookEndpoints.update,
	request: (input: UpdateInput) => ({ body: updateBody(input) }),
	output: (_response, input: UpdateInput) => ({
		...withoutPassword(updateBody(input)),
		updated: true,
	}),
});
