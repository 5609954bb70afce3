import { documentInput, documentInputSchema } from '../../documents/input';
import { operationOf } from '../../engine/operation';
import { shipmentDocument } from '../../documents/offlineOrder/schema';
import { shipmentOutput } from '../../documents/offlineOrder/output';
import { linesMember } from '../../documents/fields';
import {
	shipmentHeaderOptional,
	shipmentHeaderRequired,
	shipmentLineOptional,
	shipmentLineRequired,
} from '../../documents/offlineOrder/fields';
import { shipmentGroups, shipmentLineCostGroup } from '../../documents/offlineOrder/form';
import { createOperation } from '../../documents/operations';

const shipmentInput = documentInput({
	noun: 'shipment',
	keyPath: 'id',
	header: { required: shipmentHeaderRequired, optional: shipmentHeaderOptional },
	lines: linesMember('productLines', 'Product Lines', 'string', {
		required: true,
		placeholder: '[{"lineNumber": "1", "name": "", "sku": "", "quantityOrdered": 2, "price": {…}}]',
		description:
			'The lines of the shipment as a JSON array: lineNumber (text), name, sku, quantityOrdered and price (grossValue, netUnitPrice, netValue, taxValue) are required',
	}),
	line: { required: shipmentLineRequired, optional: shipmentLineOptional },
	jsonExample: '={{ $json }}',
	form: { groups: shipmentGroups, lineGroups: [shipmentLineCostGroup], lineLabel: 'Product Line' },
});

/**
 * The spec's text gives the `account` segment, its sample request `orders`: tried in that order.
 * A PUT replaces the shipment with the same id, so a repeat cannot write twice.
 */
export const createOrReplaceShipment = operationOf(
	'offlineOrder',
	createOperation({
		resource: 'offlineOrder',
		value: 'createOrReplaceShipment',
		name: 'Create or Replace Shipment',
		action: 'Create or replace an offline order shipment',
		description: 'Create a shipment of an offline order, or replace the one with the same ID',
		form: shipmentInput,
		input: documentInputSchema(shipmentDocument, {}),
		endpoint: {
			method: 'PUT',
			paths: [
				'/api/v1/account/integrations/auth-required/offline-order/shipment',
				'/api/v1/orders/integrations/auth-required/offline-order/shipment',
			],
			idempotent: true,
		},
	}),
	/** The shipment as sent (the spec describes no answer), marked saved. */
	shipmentOutput,
);
