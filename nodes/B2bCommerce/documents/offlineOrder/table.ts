/**
 * The offline order shipment, described once (documents/table.ts), from the spec's "Offline order
 * shipment" table and the required body members of the Offline orders operation (orderDate,
 * deliveryMethod, id, orderId, organization, price, paymentMethod, productLines, user). Where the
 * spec is unclear:
 * - `user` and `deliveryMethod` are R objects whose members carry no R marker: all optional, but
 *   typed (`user.id` a uuid, `deliveryMethod.cost` numbers).
 * - `deliveryMethod.deliveryDateConfirmed` / `deliveryDateRequired`: their format is not shown,
 *   so any text is accepted.
 * - `lineNumber` is text ("1"); a number given for it (a sheet's number column) is sent as text.
 * - `lastChange` (shipment and line) is an ISO 8601 UTC timestamp ending in Z, sent with its
 *   seconds; an offset or a DateTime is converted to UTC (docs/decisions.md, "Dates").
 * - Members the spec marks nullable (deliveryMethod.id, pickupPointId) may be null: null means
 *   "not given" and is left out, as for every optional member.
 */
import type { Member } from '../table';
import { kinds } from '../kinds';
import { describeDocument, O, R } from '../table';
import { UUID_EXAMPLE } from '../../engine/fields';
import { costType } from '../common';
import { costAmounts, productLines } from './line';

const { date, number, text, timestamp, uuid } = kinds;

/** A member of the delivery address: `address('zipCode', 'Zip Code', 'Postal code', ...)`. */
const address = (path: string, label: string, description: string, about: string) =>
	O(path, text, about, [
		`deliveryAddress${label.replace(/ /g, '')}`,
		`Address ${label}`,
		description,
	]);

const members: Member[] = [
	R('id', text, 'Shipment ID (a shipment with the same ID is replaced)', [
		'shipmentId',
		'Shipment ID',
		'Identifier of the shipment; a shipment with this ID is replaced. In Spreadsheet Rows mode, rows with the same shipment ID make one shipment.',
		'e.g. SHP-0001',
	]),
	R('orderId', text, 'Order ID', [
		'orderId',
		'Order ID',
		'Identifier of the order in your system',
		'e.g. ORD-0001',
	]),
	R('orderDate', date, 'Date of the order', ['orderDate', 'Order Date', 'Date of the order']),
	O('lastChange', timestamp, 'Last change, ISO 8601 UTC', [
		'lastChange',
		'Last Change',
		'When the order last changed, as a UTC timestamp',
		'e.g. 2024-03-01T12:00:00Z',
	]),
	O('notes', text, 'Buyer and seller notes', [
		'notes',
		'Notes',
		'Buyer and seller notes',
		undefined,
		{ rows: 3 },
	]),
	O('status', text, 'Order status', [
		'status',
		'Status',
		'Status of the order, as text',
		'e.g. SHIPPED',
	]),
	O('supplyWarehouseId', text, 'Supply warehouse', [
		'supplyWarehouseId',
		'Supply Warehouse ID',
		'Warehouse the goods come from',
	]),
	{
		path: 'organization',
		about: 'Buyer organization',
		required: true,
		members: [
			R('id', text, 'Platform ID', [
				'organizationId',
				'Organization ID',
				"The buyer's platform identifier",
				undefined,
				{
					hint: "The buyer's ID on the platform; the API lists no organizations, so ask your platform admin. Your own system's ID goes in Organization External ID.",
				},
			]),
			O('externalId', text, 'External ID', [
				'organizationExternalId',
				'Organization External ID',
				"The buyer's identifier in your system",
			]),
		],
	},
	{
		path: 'user',
		about: 'User who ordered',
		required: true,
		group: { name: 'user', label: 'User', description: 'The user who placed the order' },
		members: [
			O('id', uuid, 'User ID', ['userId', 'User ID', 'ID of the user (a UUID)', UUID_EXAMPLE]),
			O('name', text, 'Name', ['userName', 'User Name', 'Name of the user']),
			O('email', text, 'Email', [
				'userEmail',
				'User Email',
				'Email of the user',
				'e.g. name@email.com',
			]),
			O('phone', text, 'Phone', ['userPhone', 'User Phone', 'Phone number of the user']),
		],
	},
	{
		path: 'paymentMethod',
		about: 'Payment method',
		required: true,
		members: [
			R('name', text, 'Name', [
				'paymentMethodName',
				'Payment Method Name',
				'Name of the payment method',
				'e.g. Bank transfer',
			]),
			O('id', text, 'ID', [
				'paymentMethodId',
				'Payment Method ID',
				'Platform identifier of the payment method',
			]),
			O('externalId', text, 'External ID', [
				'paymentMethodExternalId',
				'Payment Method External ID',
				'Identifier of the payment method in your system',
			]),
		],
	},
	{
		path: 'deliveryMethod',
		about: 'Delivery method',
		required: true,
		group: {
			name: 'deliveryMethod',
			label: 'Delivery Method',
			columnPrefix: 'Delivery Method',
			description: 'How the order is delivered, where to and at what cost',
		},
		members: [
			O('name', text, 'Name', [
				'deliveryMethodName',
				'Delivery Method Name',
				'Name of the delivery method',
				'e.g. Courier',
			]),
			O('type', text, 'Type, e.g. COURIER', [
				'deliveryMethodType',
				'Delivery Method Type',
				'Type of the delivery method',
				'e.g. COURIER',
			]),
			O('id', text, 'ID', [
				'deliveryMethodId',
				'Delivery Method ID',
				'Platform ID of the delivery method',
			]),
			O('externalId', text, 'External ID', [
				'deliveryMethodExternalId',
				'Delivery Method External ID',
				'ID of the delivery method in your system',
			]),
			O('pickupPointId', text, 'Pickup point', [
				'pickupPointId',
				'Pickup Point ID',
				'ID of the pickup point',
			]),
			O('deliveryDateRequired', text, 'Requested delivery date', [
				'deliveryDateRequired',
				'Delivery Date Required',
				'When the buyer wants the goods',
			]),
			O('deliveryDateConfirmed', text, 'Confirmed delivery date', [
				'deliveryDateConfirmed',
				'Delivery Date Confirmed',
				'When the delivery is confirmed for',
			]),
			{
				path: 'address',
				about: 'Delivery address',
				members: [
					address('name', 'Name', 'Name of the recipient', 'Name'),
					address('street', 'Street', 'Street and number', 'Street'),
					address('zipCode', 'Zip Code', 'Postal code', 'Postal code'),
					address('city', 'City', 'City', 'City'),
					address('country', 'Country', 'Country', 'Country'),
					address('phone', 'Phone', 'Phone number at the address', 'Phone'),
					address('type', 'Type', 'Type of the address', 'Type, e.g. SYSTEM'),
				],
			},
			{
				path: 'cost',
				about: 'Delivery cost',
				members: [
					O('net', number, 'Net', ['deliveryCostNet', 'Cost Net', 'Net cost of the delivery']),
					O('tax', number, 'Tax', ['deliveryCostTax', 'Cost Tax', 'Tax of the delivery cost']),
					O('gross', number, 'Gross', [
						'deliveryCostGross',
						'Cost Gross',
						'Gross cost of the delivery',
					]),
				],
			},
		],
	},
	{
		path: 'price',
		about: 'Prices of the order',
		required: true,
		members: [
			R('deliveryNet', number, 'Net cost of delivery', [
				'deliveryNet',
				'Delivery Net',
				'Net price of the delivery',
			]),
			R('productsNet', number, 'Net value of the products', [
				'productsNet',
				'Products Net',
				'Net price of the products',
			]),
			R('totalNet', number, 'Net total', ['totalNet', 'Total Net', 'Net total of the order']),
			R('totalTax', number, 'Tax total', ['totalTax', 'Total Tax', 'Tax total of the order']),
			R('totalGross', number, 'Gross total', [
				'totalGross',
				'Total Gross',
				'Gross total of the order',
			]),
			O('deliveryGross', number, 'Gross cost of delivery', [
				'deliveryGross',
				'Delivery Gross',
				'Gross price of the delivery',
			]),
			O('productsGross', number, 'Gross value of the products', [
				'productsGross',
				'Products Gross',
				'Gross price of the products',
			]),
			{
				path: 'additionalCosts',
				about: 'Additional costs',
				list: 'Additional cost',
				group: {
					name: 'additionalCosts',
					label: 'Additional Costs',
					description: 'Additional costs of the order',
				},
				members: [
					costType('orderCostType', 'Order Cost Type'),
					...costAmounts('', 'orderCost', 'cost', (member) => member),
				],
			},
		],
	},
	{
		path: 'authorizedPeople',
		about: 'Contact persons',
		list: 'Contact person',
		group: {
			name: 'authorizedPeople',
			label: 'Authorized People',
			description: 'Contact persons of the order',
		},
		members: [
			O('name', text, 'Name', ['personName', 'Name', 'Name of the person']),
			O('email', text, 'Email', [
				'personEmail',
				'Email',
				'Email of the person',
				'e.g. name@email.com',
			]),
			O('phone', text, 'Phone', ['personPhone', 'Phone', 'Phone number of the person']),
			O('userId', text, 'User ID', ['personUserId', 'User ID', 'Platform user ID of the person']),
		],
	},
	productLines,
	{
		path: 'waybills',
		about: 'Waybills',
		list: 'Waybill',
		group: {
			name: 'waybills',
			label: 'Waybills',
			description: "Waybills of the shipment (the carrier's tracking links)",
		},
		members: [
			O('number', text, 'Waybill number', [
				'waybillNumber',
				'Number',
				'Number of the waybill',
				'e.g. WB-1',
			]),
			O('url', text, 'Carrier tracking link', [
				'waybillUrl',
				'URL',
				"The carrier's tracking link",
				'e.g. https://carrier.example.com/track/WB-1',
			]),
		],
	},
];

export const shipment = describeDocument({
	noun: 'shipment',
	keyPath: 'id',
	lines: {
		path: 'productLines',
		displayName: 'Product Lines',
		label: 'Product Line',
		numberAs: 'string',
	},
	jsonExample: '={{ $json }}',
	members,
});
