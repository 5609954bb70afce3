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
import { costType, paymentMethodNameRow, PRODUCT_LINES } from '../common';
import { costAmounts, productLines } from './line';

const { date, number, text, timestamp, uuid } = kinds;

/**
 * A member of the delivery address: `address('zipCode', 'Zip Code', 'Postal code')`. An `example`
 * is for the output schema only: the form shows none.
 */
const address = (path: string, label: string, description: string, example?: string) =>
	O(path, text, [
		`deliveryAddress${label.replace(/ /g, '')}`,
		`Address ${label}`,
		description,
		null,
		{ example },
	]);

const members: Member[] = [
	R('id', text, [
		'shipmentId',
		'Shipment ID',
		'Identifier of the shipment; a shipment with this ID is replaced. In Spreadsheet Rows mode, rows with the same shipment ID make one shipment.',
		'e.g. SHP-0001',
		{ about: 'Shipment ID (a shipment with the same ID is replaced)' },
	]),
	R('orderId', text, [
		'orderId',
		'Order ID',
		'Identifier of the order in your system',
		'e.g. ORD-0001',
	]),
	R('orderDate', date, ['orderDate', 'Order Date', 'Date of the order']),
	O('lastChange', timestamp, [
		'lastChange',
		'Last Change',
		'When the order last changed, as a UTC timestamp',
		undefined,
		{ example: '2024-03-01T12:00:00Z' },
	]),
	O('notes', text, ['notes', 'Notes', 'Buyer and seller notes', undefined, { rows: 3 }]),
	O('status', text, ['status', 'Status', 'Status of the order, as text', 'e.g. SHIPPED']),
	O('supplyWarehouseId', text, [
		'supplyWarehouseId',
		'Supply Warehouse ID',
		'Warehouse the goods come from',
	]),
	{
		path: 'organization',
		about: 'Buyer organization',
		required: true,
		members: [
			R('id', text, [
				'organizationId',
				'Organization ID',
				"The buyer's platform identifier",
				undefined,
				{
					hint: "The buyer's ID on the platform; the API lists no organizations, so ask your platform admin. Your own system's ID goes in Organization External ID.",
				},
			]),
			O('externalId', text, [
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
			O('id', uuid, ['userId', 'User ID', 'ID of the user (a UUID)', UUID_EXAMPLE]),
			O('name', text, ['userName', 'User Name', 'Name of the user']),
			O('email', text, ['userEmail', 'User Email', 'Email of the user', 'e.g. name@email.com']),
			O('phone', text, ['userPhone', 'User Phone', 'Phone number of the user']),
		],
	},
	{
		path: 'paymentMethod',
		about: 'Payment method',
		required: true,
		members: [
			paymentMethodNameRow,
			O('id', text, [
				'paymentMethodId',
				'Payment Method ID',
				'Platform identifier of the payment method',
			]),
			O('externalId', text, [
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
			O('name', text, [
				'deliveryMethodName',
				'Delivery Method Name',
				'Name of the delivery method',
				'e.g. Courier',
			]),
			O('type', text, [
				'deliveryMethodType',
				'Delivery Method Type',
				'Type of the delivery method',
				undefined,
				{ example: 'COURIER' },
			]),
			O('id', text, [
				'deliveryMethodId',
				'Delivery Method ID',
				'Platform ID of the delivery method',
			]),
			O('externalId', text, [
				'deliveryMethodExternalId',
				'Delivery Method External ID',
				'ID of the delivery method in your system',
			]),
			O('pickupPointId', text, ['pickupPointId', 'Pickup Point ID', 'ID of the pickup point']),
			O('deliveryDateRequired', text, [
				'deliveryDateRequired',
				'Delivery Date Required',
				'When the buyer wants the goods',
			]),
			O('deliveryDateConfirmed', text, [
				'deliveryDateConfirmed',
				'Delivery Date Confirmed',
				'When the delivery is confirmed for',
			]),
			{
				path: 'address',
				about: 'Delivery address',
				members: [
					address('name', 'Name', 'Name of the recipient'),
					address('street', 'Street', 'Street and number'),
					address('zipCode', 'Zip Code', 'Postal code'),
					address('city', 'City', 'City'),
					address('country', 'Country', 'Country'),
					address('phone', 'Phone', 'Phone number at the address'),
					address('type', 'Type', 'Type of the address', 'SYSTEM'),
				],
			},
			{
				path: 'cost',
				about: 'Delivery cost',
				members: [
					O('net', number, ['deliveryCostNet', 'Cost Net', 'Net cost of the delivery']),
					O('tax', number, ['deliveryCostTax', 'Cost Tax', 'Tax of the delivery cost']),
					O('gross', number, ['deliveryCostGross', 'Cost Gross', 'Gross cost of the delivery']),
				],
			},
		],
	},
	{
		path: 'price',
		about: 'Prices of the order',
		required: true,
		members: [
			R('deliveryNet', number, ['deliveryNet', 'Delivery Net', 'Net price of the delivery']),
			R('productsNet', number, ['productsNet', 'Products Net', 'Net price of the products']),
			R('totalNet', number, ['totalNet', 'Total Net', 'Net total of the order']),
			R('totalTax', number, ['totalTax', 'Total Tax', 'Tax total of the order']),
			R('totalGross', number, ['totalGross', 'Total Gross', 'Gross total of the order']),
			O('deliveryGross', number, [
				'deliveryGross',
				'Delivery Gross',
				'Gross price of the delivery',
			]),
			O('productsGross', number, [
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
					...costAmounts('', 'orderCost', 'cost'),
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
			O('name', text, ['personName', 'Name', 'Name of the person']),
			O('email', text, ['personEmail', 'Email', 'Email of the person', 'e.g. name@email.com']),
			O('phone', text, ['personPhone', 'Phone', 'Phone number of the person']),
			O('userId', text, ['personUserId', 'User ID', 'Platform user ID of the person']),
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
			O('number', text, ['waybillNumber', 'Number', 'Number of the waybill', 'e.g. WB-1']),
			O('url', text, [
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
	lines: { ...PRODUCT_LINES, numberAs: 'string' },
	members,
});
