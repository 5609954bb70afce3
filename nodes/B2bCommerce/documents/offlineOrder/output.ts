/**
 * Output of Offline Order > Create or Replace Shipment (resources/offlineOrder), from the spec's
 * "Offline order shipment" section.
 */
import { arr, bool, date, num, obj, req, str, timestamp, uuid } from '../../engine/outputSchema';

const lineCost = obj(
	{
		type: req(str('Kind of cost')),
		contentUnitNet: req(num('Net per content unit')),
		contentUnitTax: req(num('Tax per content unit')),
		contentUnitGross: req(num('Gross per content unit')),
		totalNet: req(num('Net total')),
		totalTax: req(num('Tax total')),
		totalGross: req(num('Gross total')),
	},
	'Additional cost',
);

const productLine = obj(
	{
		lineNumber: req(str('Line number')),
		name: req(str('Name of the product')),
		sku: req(str('SKU')),
		quantityOrdered: req(num('Quantity ordered')),
		quantityOrderedInContentUnit: num('Quantity ordered in content units'),
		quantityShipped: num('Quantity shipped'),
		contentUnitCode: str('Content unit code'),
		contentUnitName: str('Content unit'),
		manufacturerIndex: str('Manufacturer index'),
		manufacturerName: str('Manufacturer'),
		notes: str('Notes'),
		lastChange: timestamp('Last change, ISO 8601 UTC'),
		price: req(
			obj(
				{
					catalogPriceDiscount: num('Discount from the catalogue price'),
					netCatalogPrice: num('Net catalogue price'),
					netCatalogUnitPrice: num('Net catalogue price per unit'),
					grossValue: req(num('Gross value of the line')),
					netUnitPrice: req(num('Net price per unit')),
					netValue: req(num('Net value of the line')),
					taxValue: req(num('Tax of the line')),
					additionalCosts: arr(lineCost, 'Additional costs of the line'),
				},
				'Prices of the line',
			),
		),
	},
	'Product line',
);

/** The shipment as sent (the spec describes no answer), marked saved. */
export const shipmentOutput = obj({
	id: req(str('Shipment ID (a shipment with the same ID is replaced)')),
	orderId: req(str('Order ID')),
	orderDate: req(date('Date of the order')),
	lastChange: timestamp('Last change, ISO 8601 UTC'),
	notes: str('Buyer and seller notes'),
	status: str('Order status'),
	supplyWarehouseId: str('Supply warehouse'),
	authorizedPeople: arr(
		obj(
			{ email: str('Email'), name: str('Name'), phone: str('Phone'), userId: str('User ID') },
			'Contact person',
		),
		'Contact persons',
	),
	organization: req(
		obj({ externalId: str('External ID'), id: req(str('Platform ID')) }, 'Buyer organization'),
	),
	user: req(
		obj(
			{ email: str('Email'), id: uuid('User ID'), name: str('Name'), phone: str('Phone') },
			'User who ordered',
		),
	),
	paymentMethod: req(
		obj(
			{ name: req(str('Name')), id: str('ID'), externalId: str('External ID') },
			'Payment method',
		),
	),
	deliveryMethod: req(
		obj(
			{
				address: obj(
					{
						city: str('City'),
						country: str('Country'),
						name: str('Name'),
						phone: str('Phone'),
						street: str('Street'),
						type: str('Type, e.g. SYSTEM'),
						zipCode: str('Postal code'),
					},
					'Delivery address',
				),
				deliveryDateConfirmed: str('Confirmed delivery date'),
				deliveryDateRequired: str('Requested delivery date'),
				cost: obj({ net: num('Net'), tax: num('Tax'), gross: num('Gross') }, 'Delivery cost'),
				externalId: str('External ID'),
				id: str('ID'),
				name: str('Name'),
				pickupPointId: str('Pickup point'),
				type: str('Type, e.g. COURIER'),
			},
			'Delivery method',
		),
	),
	price: req(
		obj(
			{
				deliveryNet: req(num('Net cost of delivery')),
				deliveryGross: num('Gross cost of delivery'),
				productsNet: req(num('Net value of the products')),
				productsGross: num('Gross value of the products'),
				additionalCosts: arr(
					obj(
						{
							type: req(str('Kind of cost')),
							net: req(num('Net')),
							tax: req(num('Tax')),
							gross: req(num('Gross')),
						},
						'Additional cost',
					),
					'Additional costs',
				),
				totalGross: req(num('Gross total')),
				totalNet: req(num('Net total')),
				totalTax: req(num('Tax total')),
			},
			'Prices of the order',
		),
	),
	productLines: req(arr(productLine, 'Product lines')),
	waybills: arr(
		obj({ number: str('Waybill number'), url: str('Carrier tracking link') }, 'Waybill'),
		'Waybills',
	),
	saved: req(bool('Always true: the platform accepted the shipment')),
});
