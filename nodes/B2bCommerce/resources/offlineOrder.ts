import type { IDataObject } from 'n8n-workflow';

import type { DocField } from '../documentInput';
import { documentInput, documentInputSchema } from '../documentInput';
import type { ResourceDef } from '../operation';
import { defineOperation } from '../operation';
import { shipmentDocument } from '../schemas/offlineOrder';
import type { Endpoint } from '../transport/request';
import type { DocGroup } from '../documentForm';
import { amount, dateField, field, optionalAmount, text } from './documentFields';

/**
 * The spec's text gives the `account` segment, its sample request `orders`: tried in that order.
 * A PUT replaces the shipment with the same id, so a repeat cannot write twice.
 */
const ENDPOINTS = {
	putShipment: {
		key: 'offlineOrder.putShipment',
		method: 'PUT',
		paths: [
			'/api/v1/account/integrations/auth-required/offline-order/shipment',
			'/api/v1/orders/integrations/auth-required/offline-order/shipment',
		],
		idempotent: true,
	},
} satisfies Record<string, Endpoint>;

const optionalText = (
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
) => ({
	displayName,
	name,
	type: 'string' as const,
	description,
	...(placeholder ? { placeholder } : {}),
});

const headerRequired: DocField[] = [
	field('id', {
		displayName: 'Shipment ID',
		name: 'shipmentId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. SHP-0001',
		description:
			'Identifier of the shipment; a shipment with this ID is replaced. In Spreadsheet Rows mode, rows with the same shipment ID make one shipment.',
	}),
	field('orderId', {
		displayName: 'Order ID',
		name: 'orderId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. ORD-0001',
		description: 'Identifier of the order in your system',
	}),
	field('orderDate', dateField('Order Date', 'orderDate', 'Date of the order')),
	field('organization.id', {
		displayName: 'Organization ID',
		name: 'organizationId',
		type: 'string',
		default: '',
		required: true,
		description: "The buyer's platform identifier",
	}),
	field('user', {
		displayName: 'User',
		name: 'user',
		type: 'json',
		default: '',
		required: true,
		hint: 'Example: {"id": "<uuid>", "name": "", "email": "", "phone": ""}',
		description: 'The user who placed the order: ID (UUID), name, email, phone',
	}),
	field('paymentMethod.name', {
		displayName: 'Payment Method Name',
		name: 'paymentMethodName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Bank transfer',
		description: 'Name of the payment method',
	}),
	field('deliveryMethod', {
		displayName: 'Delivery Method',
		name: 'deliveryMethod',
		type: 'json',
		default: '',
		required: true,
		placeholder:
			'{"name": "Courier", "type": "COURIER", "address": {…}, "cost": {"net": 0, "tax": 0, "gross": 0}}',
		description:
			'How the order is delivered: address, deliveryDateConfirmed, deliveryDateRequired, cost, externalId, ID, name, pickupPointId, type',
	}),
	field('price.deliveryNet', amount('Delivery Net', 'deliveryNet', 'Net price of the delivery')),
	field('price.productsNet', amount('Products Net', 'productsNet', 'Net price of the products')),
	field('price.totalNet', amount('Total Net', 'totalNet', 'Net total of the order')),
	field('price.totalTax', amount('Total Tax', 'totalTax', 'Tax total of the order')),
	field('price.totalGross', amount('Total Gross', 'totalGross', 'Gross total of the order')),
];

const headerOptional: DocField[] = [
	field(
		'lastChange',
		optionalText(
			'Last Change',
			'lastChange',
			'When the order last changed, as a UTC timestamp',
			'e.g. 2024-03-01T12:00:00Z',
		),
	),
	field('notes', {
		displayName: 'Notes',
		name: 'notes',
		type: 'string',
		default: '',
		typeOptions: { rows: 3 },
		description: 'Buyer and seller notes',
	}),
	field('status', optionalText('Status', 'status', 'Status of the order, as text', 'e.g. SHIPPED')),
	field(
		'supplyWarehouseId',
		optionalText('Supply Warehouse ID', 'supplyWarehouseId', 'Warehouse the goods come from'),
	),
	field(
		'organization.externalId',
		optionalText(
			'Organization External ID',
			'organizationExternalId',
			"The buyer's identifier in your system",
		),
	),
	field(
		'paymentMethod.id',
		optionalText(
			'Payment Method ID',
			'paymentMethodId',
			'Platform identifier of the payment method',
		),
	),
	field(
		'paymentMethod.externalId',
		optionalText(
			'Payment Method External ID',
			'paymentMethodExternalId',
			'Identifier of the payment method in your system',
		),
	),
	field(
		'price.deliveryGross',
		optionalAmount('Delivery Gross', 'deliveryGross', 'Gross price of the delivery'),
	),
	field(
		'price.productsGross',
		optionalAmount('Products Gross', 'productsGross', 'Gross price of the products'),
	),
	field('price.additionalCosts', {
		displayName: 'Additional Costs',
		name: 'additionalCosts',
		type: 'json',
		default: '',
		placeholder: '[{"type": "TRANSPORT", "net": 20, "tax": 4.6, "gross": 24.6}]',
		description: 'Additional costs of the order as JSON: type, net, tax, gross',
	}),
	field('authorizedPeople', {
		displayName: 'Authorized People',
		name: 'authorizedPeople',
		type: 'json',
		default: '',
		placeholder: '[{"name": "", "email": "", "phone": "", "userId": ""}]',
		description: 'Contact persons as JSON: name, email, phone, userId',
	}),
	field('waybills', {
		displayName: 'Waybills',
		name: 'waybills',
		type: 'json',
		default: '',
		placeholder: '[{"number": "WB-1", "url": "https://…"}]',
		description: "Waybills as JSON: number and URL (the carrier's tracking link)",
	}),
];

const lineRequired: DocField[] = [
	field('name', {
		displayName: 'Product Name',
		name: 'lineProductName',
		type: 'string',
		default: '',
		required: true,
		description: 'Name of the product',
	}),
	field('sku', {
		displayName: 'SKU',
		name: 'lineSku',
		type: 'string',
		default: '',
		required: true,
		description: 'SKU of the product',
	}),
	field(
		'quantityOrdered',
		amount('Quantity Ordered', 'lineQuantityOrdered', 'Quantity ordered', 'e.g. 2'),
	),
	field(
		'price.netUnitPrice',
		amount('Net Unit Price', 'lineNetUnitPrice', 'Net price of one unit'),
	),
	field('price.netValue', amount('Net Value', 'lineNetValue', 'Net value of the line')),
	field('price.taxValue', amount('Tax Value', 'lineTaxValue', 'Tax of the line')),
	field('price.grossValue', amount('Gross Value', 'lineGrossValue', 'Gross value of the line')),
];

const lineOptional: DocField[] = [
	field(
		'lineNumber',
		optionalText(
			'Line Number',
			'lineNumber',
			'Number of the line; by default lines are numbered "1", "2", "3"… in row order',
			'e.g. 1',
		),
	),
	field(
		'quantityOrderedInContentUnit',
		optionalAmount(
			'Quantity Ordered in Content Unit',
			'lineQuantityOrderedInContentUnit',
			'Quantity ordered, counted in content units',
			'e.g. 2',
		),
	),
	field(
		'quantityShipped',
		optionalAmount('Quantity Shipped', 'lineQuantityShipped', 'Quantity shipped', 'e.g. 2'),
	),
	field(
		'contentUnitCode',
		optionalText(
			'Content Unit Code',
			'lineContentUnitCode',
			'Code of the content unit',
			'e.g. PCE',
		),
	),
	field(
		'contentUnitName',
		optionalText(
			'Content Unit Name',
			'lineContentUnitName',
			'Name of the content unit',
			'e.g. piece',
		),
	),
	field(
		'manufacturerIndex',
		optionalText('Manufacturer Index', 'lineManufacturerIndex', "The manufacturer's product code"),
	),
	field(
		'manufacturerName',
		optionalText('Manufacturer Name', 'lineManufacturerName', 'Name of the manufacturer'),
	),
	field('notes', optionalText('Line Notes', 'lineNotes', 'Notes of the line')),
	field(
		'lastChange',
		optionalText(
			'Line Last Change',
			'lineLastChange',
			'When the line last changed, as a UTC timestamp',
			'e.g. 2024-03-01T12:00:00Z',
		),
	),
	field(
		'price.catalogPriceDiscount',
		optionalAmount(
			'Catalog Price Discount',
			'lineCatalogPriceDiscount',
			'Discount from the catalog price',
			'e.g. 0',
		),
	),
	field(
		'price.netCatalogPrice',
		optionalAmount('Net Catalog Price', 'lineNetCatalogPrice', 'Net catalog price of the line'),
	),
	field(
		'price.netCatalogUnitPrice',
		optionalAmount(
			'Net Catalog Unit Price',
			'lineNetCatalogUnitPrice',
			'Net catalog price of one unit',
		),
	),
	field('price.additionalCosts', {
		displayName: 'Line Additional Costs',
		name: 'lineAdditionalCosts',
		type: 'json',
		default: '',
		placeholder:
			'[{"type": "TRANSPORT", "contentUnitNet": 5, "contentUnitTax": 1.15, "contentUnitGross": 6.15, "totalNet": 10, "totalTax": 2.3, "totalGross": 12.3}]',
		description:
			'Additional costs of the line as JSON: type, contentUnitNet, contentUnitTax, contentUnitGross, totalNet, totalTax, totalGross',
	}),
];

const UUID_EXAMPLE = 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301';

/** The nested parts of a shipment as fields; the spec marks none of their members R. */
const groups: DocGroup[] = [
	{
		path: 'user',
		name: 'user',
		label: 'User',
		description: 'The user who placed the order',
		whenBlank: {},
		fields: [
			field(
				'id',
				text('userId', 'User ID', 'ID of the user (a UUID)', { placeholder: UUID_EXAMPLE }),
			),
			field('name', text('userName', 'User Name', 'Name of the user')),
			field(
				'email',
				text('userEmail', 'User Email', 'Email of the user', {
					placeholder: 'e.g. name@email.com',
				}),
			),
			field('phone', text('userPhone', 'User Phone', 'Phone number of the user')),
		],
	},
	{
		path: 'deliveryMethod',
		name: 'deliveryMethod',
		label: 'Delivery Method',
		columnPrefix: 'Delivery Method',
		description: 'How the order is delivered, where to and at what cost',
		whenBlank: {},
		fields: [
			field(
				'name',
				text('deliveryMethodName', 'Delivery Method Name', 'Name of the delivery method', {
					placeholder: 'e.g. Courier',
				}),
			),
			field(
				'type',
				text('deliveryMethodType', 'Delivery Method Type', 'Type of the delivery method', {
					placeholder: 'e.g. COURIER',
				}),
			),
			field(
				'id',
				text('deliveryMethodId', 'Delivery Method ID', 'Platform ID of the delivery method'),
			),
			field(
				'externalId',
				text(
					'deliveryMethodExternalId',
					'Delivery Method External ID',
					'ID of the delivery method in your system',
				),
			),
			field('pickupPointId', text('pickupPointId', 'Pickup Point ID', 'ID of the pickup point')),
			field(
				'deliveryDateRequired',
				text('deliveryDateRequired', 'Delivery Date Required', 'When the buyer wants the goods'),
			),
			field(
				'deliveryDateConfirmed',
				text(
					'deliveryDateConfirmed',
					'Delivery Date Confirmed',
					'When the delivery is confirmed for',
				),
			),
			field('address.name', text('deliveryAddressName', 'Address Name', 'Name of the recipient')),
			field('address.street', text('deliveryAddressStreet', 'Address Street', 'Street and number')),
			field('address.zipCode', text('deliveryAddressZipCode', 'Address Zip Code', 'Postal code')),
			field('address.city', text('deliveryAddressCity', 'Address City', 'City')),
			field('address.country', text('deliveryAddressCountry', 'Address Country', 'Country')),
			field(
				'address.phone',
				text('deliveryAddressPhone', 'Address Phone', 'Phone number at the address'),
			),
			field('address.type', text('deliveryAddressType', 'Address Type', 'Type of the address')),
			field('cost.net', optionalAmount('Cost Net', 'deliveryCostNet', 'Net cost of the delivery')),
			field('cost.tax', optionalAmount('Cost Tax', 'deliveryCostTax', 'Tax of the delivery cost')),
			field(
				'cost.gross',
				optionalAmount('Cost Gross', 'deliveryCostGross', 'Gross cost of the delivery'),
			),
		],
	},
	{
		path: 'price.additionalCosts',
		name: 'additionalCosts',
		label: 'Additional Costs',
		description: 'Additional costs of the order',
		multiple: true,
		fields: [
			field(
				'type',
				text('orderCostType', 'Type', 'What the cost is', {
					required: true,
					placeholder: 'e.g. TRANSPORT',
				}),
			),
			field('net', amount('Net', 'orderCostNet', 'Net cost')),
			field('tax', amount('Tax', 'orderCostTax', 'Tax of the cost')),
			field('gross', amount('Gross', 'orderCostGross', 'Gross cost')),
		],
	},
	{
		path: 'authorizedPeople',
		name: 'authorizedPeople',
		label: 'Authorized People',
		description: 'Contact persons of the order',
		multiple: true,
		fields: [
			field('name', text('personName', 'Name', 'Name of the person')),
			field(
				'email',
				text('personEmail', 'Email', 'Email of the person', { placeholder: 'e.g. name@email.com' }),
			),
			field('phone', text('personPhone', 'Phone', 'Phone number of the person')),
			field('userId', text('personUserId', 'User ID', 'Platform user ID of the person')),
		],
	},
	{
		path: 'waybills',
		name: 'waybills',
		label: 'Waybills',
		description: "Waybills of the shipment (the carrier's tracking links)",
		multiple: true,
		fields: [
			field(
				'number',
				text('waybillNumber', 'Number', 'Number of the waybill', { placeholder: 'e.g. WB-1' }),
			),
			field(
				'url',
				text('waybillUrl', 'URL', "The carrier's tracking link", {
					placeholder: 'e.g. https://carrier.example.com/track/WB-1',
				}),
			),
		],
	},
];

const lineCostGroup: DocGroup = {
	path: 'price.additionalCosts',
	name: 'lineAdditionalCosts',
	label: 'Line Additional Costs',
	description: 'Additional costs of the line',
	multiple: true,
	fields: [
		field(
			'type',
			text('lineCostType', 'Type', 'What the cost is', {
				required: true,
				placeholder: 'e.g. TRANSPORT',
			}),
		),
		field(
			'contentUnitNet',
			amount('Content Unit Net', 'lineCostContentUnitNet', 'Net cost per content unit'),
		),
		field(
			'contentUnitTax',
			amount('Content Unit Tax', 'lineCostContentUnitTax', 'Tax of the cost per content unit'),
		),
		field(
			'contentUnitGross',
			amount('Content Unit Gross', 'lineCostContentUnitGross', 'Gross cost per content unit'),
		),
		field('totalNet', amount('Total Net', 'lineCostTotalNet', 'Net cost of the whole line')),
		field('totalTax', amount('Total Tax', 'lineCostTotalTax', 'Tax of the cost of the whole line')),
		field(
			'totalGross',
			amount('Total Gross', 'lineCostTotalGross', 'Gross cost of the whole line'),
		),
	],
};

const shipmentInput = documentInput({
	noun: 'shipment',
	keyPath: 'id',
	header: { required: headerRequired, optional: headerOptional },
	lines: {
		path: 'productLines',
		numberPath: 'lineNumber',
		numberAs: 'string',
		property: {
			displayName: 'Product Lines',
			name: 'productLines',
			type: 'json',
			default: '',
			required: true,
			placeholder:
				'[{"lineNumber": "1", "name": "", "sku": "", "quantityOrdered": 2, "price": {…}}]',
			description:
				'The lines of the shipment as a JSON array: lineNumber (text), name, sku, quantityOrdered and price (grossValue, netUnitPrice, netValue, taxValue) are required',
		},
	},
	line: { required: lineRequired, optional: lineOptional },
	jsonExample: '={{ $json }}',
	form: { groups, lineGroups: [lineCostGroup], lineLabel: 'Product Line' },
});

export const offlineOrder: ResourceDef = {
	value: 'offlineOrder',
	name: 'Offline Order',
	description: 'Orders placed in another system, shown on the platform for information',
	operations: [
		defineOperation({
			value: 'createOrReplaceShipment',
			name: 'Create or Replace Shipment',
			action: 'Create or replace an offline order shipment',
			description: 'Create a shipment of an offline order, or replace the one with the same ID',
			...shipmentInput,
			input: documentInputSchema(shipmentDocument, {}),
			endpoint: ENDPOINTS.putShipment,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		}),
	],
};
