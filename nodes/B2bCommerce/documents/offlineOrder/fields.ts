/**
 * The header and line fields of an offline order shipment (Spreadsheet Rows mode and the plain
 * fields of Fields mode); its nested parts are in documents/offlineOrder/form.ts.
 */
import type { DocField } from '../form';
import {
	amount,
	dateField,
	field,
	json,
	optionalAmount,
	productField,
	text,
	totalFields,
} from '../fields';

export const shipmentHeaderRequired: DocField[] = [
	field(
		'id',
		text(
			'shipmentId',
			'Shipment ID',
			'Identifier of the shipment; a shipment with this ID is replaced. In Spreadsheet Rows mode, rows with the same shipment ID make one shipment.',
			{ required: true, placeholder: 'e.g. SHP-0001' },
		),
	),
	field(
		'orderId',
		text('orderId', 'Order ID', 'Identifier of the order in your system', {
			required: true,
			placeholder: 'e.g. ORD-0001',
		}),
	),
	field('orderDate', dateField('Order Date', 'orderDate', 'Date of the order')),
	field(
		'organization.id',
		text('organizationId', 'Organization ID', "The buyer's platform identifier", {
			required: true,
			hint: "The buyer's ID on the platform; the API lists no organizations, so ask your platform admin. Your own system's ID goes in Organization External ID.",
		}),
	),
	field(
		'user',
		json('user', 'User', 'The user who placed the order: ID (UUID), name, email, phone', {
			required: true,
			hint: 'Example: {"id": "<uuid>", "name": "", "email": "", "phone": ""}',
		}),
	),
	field(
		'paymentMethod.name',
		text('paymentMethodName', 'Payment Method Name', 'Name of the payment method', {
			required: true,
			placeholder: 'e.g. Bank transfer',
		}),
	),
	field(
		'deliveryMethod',
		json(
			'deliveryMethod',
			'Delivery Method',
			'How the order is delivered: address, deliveryDateConfirmed, deliveryDateRequired, cost, externalId, ID, name, pickupPointId, type',
			{
				required: true,
				placeholder:
					'{"name": "Courier", "type": "COURIER", "address": {…}, "cost": {"net": 0, "tax": 0, "gross": 0}}',
			},
		),
	),
	field('price.deliveryNet', amount('Delivery Net', 'deliveryNet', 'Net price of the delivery')),
	field('price.productsNet', amount('Products Net', 'productsNet', 'Net price of the products')),
	...totalFields('order', [
		['price.totalNet', 'Net'],
		['price.totalTax', 'Tax'],
		['price.totalGross', 'Gross'],
	]),
];

export const shipmentHeaderOptional: DocField[] = [
	field(
		'lastChange',
		text('lastChange', 'Last Change', 'When the order last changed, as a UTC timestamp', {
			placeholder: 'e.g. 2024-03-01T12:00:00Z',
		}),
	),
	field('notes', text('notes', 'Notes', 'Buyer and seller notes', { rows: 3 })),
	field(
		'status',
		text('status', 'Status', 'Status of the order, as text', { placeholder: 'e.g. SHIPPED' }),
	),
	field(
		'supplyWarehouseId',
		text('supplyWarehouseId', 'Supply Warehouse ID', 'Warehouse the goods come from'),
	),
	field(
		'organization.externalId',
		text(
			'organizationExternalId',
			'Organization External ID',
			"The buyer's identifier in your system",
		),
	),
	field(
		'paymentMethod.id',
		text('paymentMethodId', 'Payment Method ID', 'Platform identifier of the payment method'),
	),
	field(
		'paymentMethod.externalId',
		text(
			'paymentMethodExternalId',
			'Payment Method External ID',
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
	field(
		'price.additionalCosts',
		json(
			'additionalCosts',
			'Additional Costs',
			'Additional costs of the order as JSON: type, net, tax, gross',
			{ placeholder: '[{"type": "TRANSPORT", "net": 20, "tax": 4.6, "gross": 24.6}]' },
		),
	),
	field(
		'authorizedPeople',
		json(
			'authorizedPeople',
			'Authorized People',
			'Contact persons as JSON: name, email, phone, userId',
			{ placeholder: '[{"name": "", "email": "", "phone": "", "userId": ""}]' },
		),
	),
	field(
		'waybills',
		json('waybills', 'Waybills', "Waybills as JSON: number and URL (the carrier's tracking link)", {
			placeholder: '[{"number": "WB-1", "url": "https://…"}]',
		}),
	),
];

export const shipmentLineRequired: DocField[] = [
	productField.name('name'),
	productField.sku('sku'),
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
		text(
			'lineNumber',
			'Line Number',
			'Number of the line; by default lines are numbered "1", "2", "3"… in row order',
			{ placeholder: 'e.g. 1' },
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
		text('lineContentUnitCode', 'Content Unit Code', 'Code of the content unit', {
			placeholder: 'e.g. PCE',
		}),
	),
	field(
		'contentUnitName',
		text('lineContentUnitName', 'Content Unit Name', 'Name of the content unit', {
			placeholder: 'e.g. piece',
		}),
	),
	productField.manufacturerIndex('manufacturerIndex'),
	productField.manufacturerName('manufacturerName'),
	productField.notes('notes'),
	field(
		'lastChange',
		text('lineLastChange', 'Line Last Change', 'When the line last changed, as a UTC timestamp', {
			placeholder: 'e.g. 2024-03-01T12:00:00Z',
		}),
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
	field(
		'price.additionalCosts',
		json(
			'lineAdditionalCosts',
			'Line Additional Costs',
			'Additional costs of the line as JSON: type, contentUnitNet, contentUnitTax, contentUnitGross, totalNet, totalTax, totalGross',
			{
				placeholder:
					'[{"type": "TRANSPORT", "contentUnitNet": 5, "contentUnitTax": 1.15, "contentUnitGross": 6.15, "totalNet": 10, "totalTax": 2.3, "totalGross": 12.3}]',
			},
		),
	),
];
