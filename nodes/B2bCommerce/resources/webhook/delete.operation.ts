import { deleteByIdOperation } from '../../engine/resourceHelpers';
import { webhookById } from './fields';
import { webhookEndpoints } from './types';

export const deleteWebhook = deleteByIdOperation(webhookById, webhookEndpoints.delete);
