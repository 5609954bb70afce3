import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
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
import { isRecord } from '../../transport/types';
import { flag, uuid } from '../../engine/values';
import { idField } from '../../engine/fields';

const PATH = '/api/v1/orderpath/integrations/auth-required/offer';

type Money = { gross?: number; net?: number; tax?: number } | null | undefined;

/** The fields of an offer a sheet or a message needs; the full record has slots, lines and notes. */
function simplifyOffer(offer: IDataObject): IDataObject {
	const prices = (offer.prices ?? {}) as {
		total?: Money;
		products?: Money;
		delivery?: Money;
		margin?: IDataObject;
	};
	const creator = (offer.offerCreatorUser ?? {}) as IDataObject;
	const payment = (offer.paymentMethod ?? {}) as IDataObject;
	const slots = ((offer.split as IDataObject | undefined)?.slots ?? []) as IDataObject[];
	const lineCount = slots.reduce(
		(count, slot) => count + (Array.isArray(slot.productLines) ? slot.productLines.length : 0),
		0,
	);
	return {
		id: offer.id,
		documentNumber: offer.documentNumber,
		clientId: offer.clientId,
		status: offer.status,
		expirationDate: offer.expirationDate,
		branchId: offer.branchId ?? null,
		creatorName: creator.name ?? null,
		creatorEmail: creator.email ?? null,
		paymentMethod: payment.name ?? null,
		productLines: lineCount,
		productsNet: prices.products?.net ?? null,
		deliveryNet: prices.delivery?.net ?? null,
		totalNet: prices.total?.net ?? null,
		totalTax: prices.total?.tax ?? null,
		totalGross: prices.total?.gross ?? null,
		marginPercent: (prices.margin?.percent as number | undefined) ?? null,
	};
}

// ---- Output (the spec's "Offer" section)

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

export const get = defineOperation({
	resource: 'offer',
	value: 'get',
	name: 'Get',
	action: 'Get an offer',
	description: 'Read one offer by ID',
	properties: [
		idField('offerId', 'Offer ID', 'ID of the offer (a UUID), e.g. from an OfferOpened webhook'),
		{
			displayName: 'Simplify',
			name: 'simplify',
			type: 'boolean',
			default: true,
			description:
				'Whether to return a flat summary (number, client, status, expiry, creator, totals) instead of the full offer with its slots, lines and notes',
		},
	],
	input: z.object({ offerId: uuid, simplify: flag(true) }),
	endpoint: { method: 'GET', paths: [PATH] },
	request: (input) => ({ query: { offerId: input.offerId } }),
	// An answer that is not an object is not simplified: it comes out as { value }.
	output: (response, input) => {
		const offer = response ?? {};
		return (isRecord(offer) && input.simplify ? simplifyOffer(offer) : offer) as IDataObject;
	},
	outputSchema: { schema: simplifiedOffer, variants: { 'simplify-false': offerRecord } },
});
