import { deleteByIdOperation } from '../../engine/resourceHelpers';
import * as out from '../../engine/outputSchema';
import { webhookById } from './fields';
import { WEBHOOKS } from './paths';

export const deleteWebhook = deleteByIdOperation(
	webhookById,
	{ method: 'DELETE', paths: [`${WEBHOOKS}/{webhookId}`] },
	out.deletedRecord(out.uuid, 'webhook'),
);
