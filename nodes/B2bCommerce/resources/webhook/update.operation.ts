import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { uuid } from '../../engine/values';
import { updateFields } from '../../engine/fields';
import { listTypesIfNeeded, withExchangeName, webhookBody, withoutPassword } from './body';
import type { WebhookInput } from './fields';
import { webhookFields, webhookId, webhookInput } from './fields';
import { webhookWritten } from './output';
import { WEBHOOKS } from './paths';

type UpdateInput = WebhookInput & { webhookId: string };

const updateBody = (input: UpdateInput) => ({ id: input.webhookId, ...webhookBody(input) });

export const update = defineOperation({
	resource: 'webhook',
	value: 'update',
	name: 'Update',
	action: 'Update a webhook',
	description: 'Replace every field of a webhook',
	properties: [webhookId, ...webhookFields(updateFields)],
	input: webhookInput.and(z.object({ webhookId: uuid })),
	prepare: listTypesIfNeeded('updateFields'),
	readInput: withExchangeName,
	endpoint: { method: 'PUT', paths: [WEBHOOKS] },
	request: (input: UpdateInput) => ({ body: updateBody(input) }),
	output: (_response, input: UpdateInput) => ({
		...withoutPassword(updateBody(input)),
		updated: true,
	}),
	outputSchema: out.updatedRecord(out.uuid, 'webhook', webhookWritten),
});
