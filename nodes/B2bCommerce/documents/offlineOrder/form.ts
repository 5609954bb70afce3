/**
 * The nested parts of an offline order shipment as fields (documents/form.ts): the user, the
 * delivery method, the additional costs, the authorized people, the waybills, and a line's costs.
 */
import type { DocField, DocGroup } from '../form';
import { amount, field, optionalAmount, text, UUID_EXAMPLE } from '../fields';

/** A member of the delivery address: `addressField('Zip Code', ...)` fills `address.zipCode`. */
const addressField = (label: string, description: string): DocField => {
	const key = label.replace(/ /g, '');
	return field(
		`address.${key.charAt(0).toLowerCase()}${key.slice(1)}`,
		text(`deliveryAddress${key}`, `Address ${label}`, description),
	);
};

/**
 * The type of a cost entry, shown "Order Cost Type" or "Line Cost Type" so that n8n's messages
 * tell the two lists apart; its columns keep the name "Type" ("Additional Cost 1 Type").
 */
const costType = (name: string, displayName: string): DocField =>
	field(
		'type',
		text(name, displayName, 'What the cost is', { required: true, placeholder: 'e.g. TRANSPORT' }),
		{ column: 'Type' },
	);

/**
 * The net, tax and gross amounts of a cost, in the spec's order: `costAmounts('Total',
 * 'lineCost', 'cost of the whole line')` gives Total Net (`totalNet`, "Net cost of the whole
 * line"), Total Tax ("Tax of the cost of the whole line") and Total Gross.
 */
const costAmounts = (label: string, name: string, cost: string, shown = ''): DocField[] =>
	(['Net', 'Tax', 'Gross'] as const).map((member) => {
		const displayName = label ? `${label} ${member}` : member;
		const path = displayName.replace(/ /g, '');
		return field(
			path.charAt(0).toLowerCase() + path.slice(1),
			amount(
				`${shown}${displayName}`,
				`${name}${label.replace(/ /g, '')}${member}`,
				member === 'Tax' ? `Tax of the ${cost}` : `${member} ${cost}`,
			),
			shown ? { column: displayName } : {},
		);
	});

/** The nested parts of a shipment as fields; the spec marks none of their members R. */
export const shipmentGroups: DocGroup[] = [
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
			addressField('Name', 'Name of the recipient'),
			addressField('Street', 'Street and number'),
			addressField('Zip Code', 'Postal code'),
			addressField('City', 'City'),
			addressField('Country', 'Country'),
			addressField('Phone', 'Phone number at the address'),
			addressField('Type', 'Type of the address'),
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
		fields: [costType('orderCostType', 'Order Cost Type'), ...costAmounts('', 'orderCost', 'cost')],
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

export const shipmentLineCostGroup: DocGroup = {
	path: 'price.additionalCosts',
	name: 'lineAdditionalCosts',
	label: 'Line Additional Costs',
	description: 'Additional costs of the line',
	multiple: true,
	fields: [
		costType('lineCostType', 'Line Cost Type'),
		// "Cost Total Net": the order has a "Total Net" of its own.
		...costAmounts('Content Unit', 'lineCost', 'cost per content unit', 'Cost '),
		...costAmounts('Total', 'lineCost', 'cost of the whole line', 'Cost '),
	],
};
