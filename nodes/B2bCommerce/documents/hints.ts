/**
 * Where a user finds the identifiers a document asks for. The platform's API lists no payment
 * methods, delivery methods or warehouses; a full offer (Offer › Get, Simplify off) shows them.
 */
export const PAYMENT_METHOD_ID_HINT =
	'The API lists no payment methods: an offer read with Offer › Get (Simplify off) shows one as paymentMethod.id, or ask your platform admin.';

export const DELIVERY_METHOD_ID_HINT =
	'The API lists no delivery methods: an offer read with Offer › Get (Simplify off) shows one in each slot as delivery.method.id, or ask your platform admin.';

export const WAREHOUSE_ID_HINT =
	'The API lists no warehouses: an offer read with Offer › Get (Simplify off) shows one in each slot as supplyWarehouse.id, an operator as cartDefaultWarehouseId, or ask your platform admin.';
