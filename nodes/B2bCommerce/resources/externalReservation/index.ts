import { defineResource } from '../../engine/operation';
import { get } from './get.operation';
import { update } from './update.operation';

export const externalReservation = defineResource({
	value: 'externalReservation',
	name: 'External Reservation',
	description: 'Stock reservations made in an external system (they do not reduce stock)',
	operations: [get, update],
});
