import { deleteByIdOperation } from '../../engine/resourceHelpers';
import { deletedRecord, uuid } from '../../engine/outputSchema';
import { webhookById } from './fields';
import { WEBHOOKS } from './types';

export const deleteWebhook = deleteByIdOperation(
	webhookById,
	{ method: 'DELETE', paths: [`${WEBHOOKS}/{webhookId}`] },
	deletedRecord(uuid, 'webhook'),
);
