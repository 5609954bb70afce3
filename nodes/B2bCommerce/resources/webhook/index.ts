import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { deleteWebhook } from './delete.operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';
import { getTypes } from './getTypes.operation';
import { sendExample } from './sendExample.operation';
import { update } from './update.operation';

export const webhook = defineResource({
	value: 'webhook',
	name: 'Webhook',
	description: 'Callbacks the platform calls on events',
	operations: [getAll, get, create, update, deleteWebhook, sendExample, getTypes],
});
