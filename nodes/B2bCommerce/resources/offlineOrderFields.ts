/**
 * The header and line fields of an offline order shipment (Spreadsheet Rows mode and the plain
 * fields of Fields mode); its nested parts are in offlineOrderForm.ts.
 */
import type { DocField } from '../documentInput';
import { amount, dateField, field, optionalAmount } from './documentFields';

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

export const shipmentHeaderRequired: DocField[] = [
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

export const shipmentHeaderOptional: DocField[] = [
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

export const shipmentLineRequired: DocField[] = [
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

export const shipmentLineOptional: DocField[] = [
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
