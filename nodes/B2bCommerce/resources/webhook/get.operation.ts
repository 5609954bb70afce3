import { getByIdOperation } from '../../engine/resourceHelpers';
import { webhookById } from './fields';
import { webhookRecord } from './output';
import { WEBHOOKS } from './paths';

export const get = getByIdOperation(
	webhookById,
	{ method: 'GET', paths: [`${WEBHOOKS}/{webhookId}`] },
	webhookRecord,
);
