import { shipment } from '../../documents/offlineOrder/table';
import { createOperation } from '../../documents/operations';
import { OFFLINE_ORDERS } from './paths';

/**
 * The `account` path first, then the `orders` one (./paths.ts). A PUT replaces the shipment with
 * the same id, so a repeat cannot write twice.
 */
export const createOrReplaceShipment = createOperation({
	resource: 'offlineOrder',
	value: 'createOrReplaceShipment',
	name: 'Create or Replace Shipment',
	action: 'Create or replace an offline order shipment',
	description: 'Create a shipment of an offline order, or replace the one with the same ID',
	document: shipment,
	endpoint: {
		method: 'PUT',
		paths: OFFLINE_ORDERS.map((prefix) => `${prefix}/shipment`),
		idempotent: true,
	},
	saved: 'shipment',
});
