import { defineOperation } from '../../operation';
import { uuid } from '../../schemas/common';
import { byId } from '../common';
import { webhookId } from './fields';
import { webhookEndpoints } from './types';

export const get = defineOperation({
	value: 'get',
	name: 'Get',
	action: 'Get a webhook',
	description: 'Read one webhook by ID',
	...byId('webhookId', webhookId, uuid),
	endpoint: webhookEndpoints.get,
});
