import { defineResource } from '../../engine/operation';
import { assign } from './assign.operation';

export const clientPricing = defineResource({
	value: 'clientPricing',
	name: 'Client Pricing',
	description: 'Which pricing a client or client group gets',
	operations: [assign],
});
