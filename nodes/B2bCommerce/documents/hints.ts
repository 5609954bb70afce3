/**
 * Words the document forms share: where a user finds the identifiers a document asks for (the
 * platform's API lists no payment methods, delivery methods or warehouses; a full offer, Offer ›
 * Get with Simplify off, shows them) and the Operator ID picker.
 */
import { locator } from '../engine/resourceHelpers';
import type { Parameter } from './table';

export const PAYMENT_METHOD_ID_HINT =
	'The API lists no payment methods: an offer read with Offer › Get (Simplify off) shows one as paymentMethod.id, or ask your platform admin.';

export const DELIVERY_METHOD_ID_HINT =
	'The API lists no delivery methods: an offer read with Offer › Get (Simplify off) shows one in each slot as delivery.method.id, or ask your platform admin.';

export const WAREHOUSE_ID_HINT =
	'The API lists no warehouses: an offer read with Offer › Get (Simplify off) shows one in each slot as supplyWarehouse.id, an operator as cartDefaultWarehouseId, or ask your platform admin.';

/**
 * The Operator ID of a document: picked from the platform's operator list or given by ID (Fields
 * mode sends the ID; a Spreadsheet Rows column or JSON takes the ID itself).
 */
export const operatorIdField = (options: {
	description: string;
	required?: boolean;
	placeholder?: string;
}): Parameter => ({
	...locator({
		name: 'operatorId',
		displayName: 'Operator ID',
		searchListMethod: 'searchOperators',
		required: false,
		...options,
	}),
	// Said again so that its type says it is there: the output schema takes it too.
	description: options.description,
});
