import { defineResource } from '../../engine/operation';
import { createOrReplaceShipment } from './createOrReplaceShipment.operation';

export const offlineOrder = defineResource({
	value: 'offlineOrder',
	name: 'Offline Order',
	description: 'Orders placed in another system, shown on the platform for information',
	operations: [createOrReplaceShipment],
});
