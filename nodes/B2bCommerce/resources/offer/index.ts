import { defineResource } from '../../engine/operation';
import { get } from './get.operation';

export const offer = defineResource({
	value: 'offer',
	name: 'Offer',
	description: 'Offers made to clients (read only)',
	operations: [get],
});
