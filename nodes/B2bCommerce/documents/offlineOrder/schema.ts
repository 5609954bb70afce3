/**
 * Offline order shipment write shape, from the spec's "Offline order shipment" table and the
 * required body members of the Offline orders operation (orderDate, deliveryMethod, id, orderId,
 * organization, price, paymentMethod, productLines, user). Where the spec is unclear:
 * - `user` and `deliveryMethod` are R objects whose members carry no R marker: all optional, but
 *   typed (`user.id` a uuid, `deliveryMethod.cost` numbers).
 * - `deliveryMethod.deliveryDateConfirmed` / `deliveryDateRequired`: their format is not shown,
 *   so any text is accepted.
 * - `lineNumber` is text ("1"); a number given for it (a sheet's number column) is sent as text.
 * - `lastChange` (shipment and line) is an ISO 8601 UTC timestamp ending in Z.
 * - Members the spec marks nullable (deliveryMethod.id, pickupPointId) may be null: null means
 *   "not given" and is left out, as for every optional member.
 */

import {
	date,
	lines,
	list,
	num,
	obj,
	optional,
	text,
	utcTimestamp,
	uuid,
} from '../../engine/values';

const optionalText = optional(text);

const shipmentAdditionalCost = obj({ type: text, net: num, tax: num, gross: num });

const lineAdditionalCost = obj({
	type: text,
	contentUnitNet: num,
	contentUnitTax: num,
	contentUnitGross: num,
	totalNet: num,
	totalTax: num,
	totalGross: num,
});

const shipmentLine = obj({
	lineNumber: text,
	name: text,
	sku: text,
	quantityOrdered: num,
	quantityOrderedInContentUnit: optional(num),
	quantityShipped: optional(num),
	contentUnitCode: optionalText,
	contentUnitName: optionalText,
	manufacturerIndex: optionalText,
	manufacturerName: optionalText,
	notes: optionalText,
	lastChange: optional(utcTimestamp),
	price: obj({
		catalogPriceDiscount: optional(num),
		netCatalogPrice: optional(num),
		netCatalogUnitPrice: optional(num),
		grossValue: num,
		netUnitPrice: num,
		netValue: num,
		taxValue: num,
		additionalCosts: optional(list(lineAdditionalCost)),
	}),
});

export const shipmentDocument = obj({
	id: text,
	orderId: text,
	orderDate: date,
	lastChange: optional(utcTimestamp),
	notes: optionalText,
	status: optionalText,
	supplyWarehouseId: optionalText,
	authorizedPeople: optional(
		list(
			obj({ email: optionalText, name: optionalText, phone: optionalText, userId: optionalText }),
		),
	),
	organization: obj({ externalId: optionalText, id: text }),
	user: obj({ email: optionalText, id: optional(uuid), name: optionalText, phone: optionalText }),
	paymentMethod: obj({ name: text, id: optionalText, externalId: optionalText }),
	deliveryMethod: obj({
		address: optional(
			obj({
				city: optionalText,
				country: optionalText,
				name: optionalText,
				phone: optionalText,
				street: optionalText,
				type: optionalText,
				zipCode: optionalText,
			}),
		),
		deliveryDateConfirmed: optionalText,
		deliveryDateRequired: optionalText,
		cost: optional(obj({ net: optional(num), tax: optional(num), gross: optional(num) })),
		externalId: optionalText,
		id: optionalText,
		name: optionalText,
		pickupPointId: optionalText,
		type: optionalText,
	}),
	price: obj({
		deliveryNet: num,
		deliveryGross: optional(num),
		productsNet: num,
		productsGross: optional(num),
		additionalCosts: optional(list(shipmentAdditionalCost)),
		totalGross: num,
		totalNet: num,
		totalTax: num,
	}),
	productLines: lines(shipmentLine),
	waybills: optional(list(obj({ number: optionalText, url: optionalText }))),
});
