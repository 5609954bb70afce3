import { shipment } from '../../documents/offlineOrder/table';
import { createOperation } from '../../documents/operations';

/**
 * The spec's text gives the `account` segment, its sample request `orders`: tried in that order.
 * A PUT replaces the shipment with the same id, so a repeat cannot write twice.
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
		paths: [
			'/api/v1/account/integrations/auth-required/offline-order/shipment',
			'/api/v1/orders/integrations/auth-required/offline-order/shipment',
		],
		idempotent: true,
	},
	saved: 'shipment',
});
