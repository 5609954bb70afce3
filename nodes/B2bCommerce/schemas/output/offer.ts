/** Output of the Offer operation, from the spec's "Offer" section. */
import type { OperationSchemas } from '../../engine/outputSchema';
import {
	anyValue,
	arr,
	bool,
	date,
	int,
	nullable,
	num,
	obj,
	open,
	readShape,
	req,
	simplified,
	str,
} from '../../engine/outputSchema';

// ---- Offer

const money = (description: string) =>
	obj({ gross: num('Gross'), net: num('Net'), tax: num('Tax') }, description);
const fixedPercent = (description: string) =>
	obj({ fixed: num('Fixed amount'), percent: num('Percent') }, description);
const costs = arr(
	obj({ type: str('Kind of cost'), prices: money('Prices') }, 'Additional cost'),
	'Additional costs',
);
const quantity = (description: string) =>
	obj({ value: num('Quantity'), type: str('CONTENT_QUANTITY or ORDER_QUANTITY') }, description);
const warehouse = (description: string) =>
	obj({ id: str('ID'), label: str('Label'), name: str('Name') }, description);

const slot = obj(
	{
		id: str('Slot ID'),
		notes: str('Notes'),
		authorizedPersons: arr(anyValue(), 'Authorized persons'),
		availabilityState: str('Availability, e.g. NONE_AVAILABLE'),
		delivery: obj(
			{
				method: obj(
					{
						id: str('ID'),
						name: str('Name'),
						description: str('Description'),
						type: str('Type, e.g. CROSS_DOCKING'),
						deliveryDate: str('Delivery date'),
					},
					'Delivery method',
				),
				pickupPointWarehouse: warehouse('Pickup point'),
			},
			'Delivery',
		),
		supplyWarehouse: warehouse('Supply warehouse'),
		productLines: arr(
			obj(
				{
					id: str('Line ID'),
					notes: arr(anyValue(), 'Notes'),
					contentQuantity: quantity('Quantity in content units'),
					orderQuantity: quantity('Quantity in order units'),
					product: open(
						{
							id: str('Product ID'),
							name: str('Name'),
							status: str('Status'),
							brand: anyValue('Brand'),
							canonicalCategory: str('Main category'),
							characteristics: anyValue('Characteristics'),
							labels: anyValue('Labels'),
							manufacturer: anyValue('Manufacturer'),
							manufacturerIndex: str('Manufacturer index'),
							measurementUnits: anyValue('Measurement units'),
						},
						'Product',
					),
					price: obj(
						{
							additionalCosts: costs,
							base: money('Base price'),
							item: money('Price per unit'),
							line: money('Price of the line'),
							purchase: money('Purchase price'),
							discount: fixedPercent('Discount'),
							margin: fixedPercent('Margin'),
							taxRate: num('Tax rate'),
						},
						'Prices of the line',
					),
				},
				'Product line',
			),
			'Product lines',
		),
		totalPrice: obj(
			{
				additionalCosts: costs,
				delivery: money('Delivery'),
				margin: fixedPercent('Margin'),
				products: money('Products'),
				total: money('Total'),
			},
			'Prices of the slot',
		),
	},
	'Part of the offer delivered together',
);

/** Get with Simplify off: the offer record as the spec describes it. */
const offerRecord = readShape(
	obj({
		id: str('Offer ID'),
		clientId: str('Client, org:<uuid>'),
		documentNumber: str('Number of the offer'),
		expirationDate: date('Valid until'),
		branchId: nullable(str('Branch ID')),
		status: str('Status, e.g. WON_TRANSFERRED'),
		offerCreatorUser: obj(
			{
				type: str('Type, e.g. OPERATOR'),
				id: str('ID'),
				name: str('Name'),
				email: str('Email address'),
				branch: anyValue('Branch'),
			},
			'Who made the offer',
		),
		notes: arr(
			obj(
				{
					id: str('Note ID'),
					author: obj({ type: str('Type'), id: str('ID'), name: str('Name') }, 'Author'),
					content: str('Text'),
					createdOn: str('When the note was written'),
					lastModifiedDate: str('When the note was last changed'),
					visibleForClients: bool('Whether clients see the note'),
					attachments: arr(anyValue(), 'Attachments'),
				},
				'Note',
			),
			'Notes',
		),
		paymentMethod: obj(
			{ id: str('ID'), name: str('Name'), type: str('Type, e.g. PREPAID') },
			'Payment method',
		),
		split: obj({ slots: arr(slot, 'Parts of the offer') }, 'How the offer is split'),
		prices: obj(
			{
				additionalCosts: costs,
				delivery: money('Delivery'),
				payment: money('Payment'),
				products: money('Products'),
				total: money('Total'),
				margin: fixedPercent('Margin'),
			},
			'Prices of the offer',
		),
		attachments: arr(obj({ id: str('ID'), fileName: str('File name') }, 'Attachment'), 'Files'),
	}),
);

/** Get with Simplify on (the default): the main facts in one level, null where unset. */
const simplifiedOffer = simplified({
	id: str('Offer ID'),
	documentNumber: str('Number of the offer'),
	clientId: str('Client, org:<uuid>'),
	status: str('Status, e.g. WON_TRANSFERRED'),
	expirationDate: date('Valid until'),
	branchId: str('Branch ID'),
	creatorName: str('Name of who made the offer'),
	creatorEmail: str('Email address of who made the offer'),
	paymentMethod: str('Name of the payment method'),
	productLines: req(int('Number of product lines')),
	productsNet: num('Net value of the products'),
	deliveryNet: num('Net cost of delivery'),
	totalNet: num('Net total'),
	totalTax: num('Tax total'),
	totalGross: num('Gross total'),
	marginPercent: num('Margin in percent'),
});

export const offerOutput: OperationSchemas = {
	get: { schema: simplifiedOffer, variants: { 'simplify-false': offerRecord } },
};
