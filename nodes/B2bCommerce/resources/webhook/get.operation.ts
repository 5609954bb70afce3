import { getByIdOperation } from '../../engine/resourceHelpers';
import { webhookById } from './fields';
import { webhookEndpoints } from './types';

export const get = getByIdOperation(webhookById, webhookEndpoints.get);
