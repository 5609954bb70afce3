import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { isRecord } from '../../transport/types';
import { flag, uuid } from '../../engine/values';
import { idField } from '../../engine/fields';
import { OFFER } from './paths';

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
	out.obj({ gross: out.num('Gross'), net: out.num('Net'), tax: out.num('Tax') }, description);
const fixedPercent = (description: string) =>
	out.obj({ fixed: out.num('Fixed amount'), percent: out.num('Percent') }, description);
const costs = out.arr(
	out.obj({ type: out.str('Kind of cost'), prices: money('Prices') }, 'Additional cost'),
	'Additional costs',
);
const quantity = (description: string) =>
	out.obj(
		{ value: out.num('Quantity'), type: out.str('CONTENT_QUANTITY or ORDER_QUANTITY') },
		description,
	);
const warehouse = (description: string) =>
	out.obj({ id: out.str('ID'), label: out.str('Label'), name: out.str('Name') }, description);

const slot = out.obj(
	{
		id: out.str('Slot ID'),
		notes: out.str('Notes'),
		authorizedPersons: out.arr(out.anyValue(), 'Authorized persons'),
		availabilityState: out.str('Availability, e.g. NONE_AVAILABLE'),
		delivery: out.obj(
			{
				method: out.obj(
					{
						id: out.str('ID'),
						name: out.str('Name'),
						description: out.str('Description'),
						type: out.str('Type, e.g. CROSS_DOCKING'),
						deliveryDate: out.str('Delivery date'),
					},
					'Delivery method',
				),
				pickupPointWarehouse: warehouse('Pickup point'),
			},
			'Delivery',
		),
		supplyWarehouse: warehouse('Supply warehouse'),
		productLines: out.arr(
			out.obj(
				{
					id: out.str('Line ID'),
					notes: out.arr(out.anyValue(), 'Notes'),
					contentQuantity: quantity('Quantity in content units'),
					orderQuantity: quantity('Quantity in order units'),
					product: out.open(
						{
							id: out.str('Product ID'),
							name: out.str('Name'),
							status: out.str('Status'),
							brand: out.anyValue('Brand'),
							canonicalCategory: out.str('Main category'),
							characteristics: out.anyValue('Characteristics'),
							labels: out.anyValue('Labels'),
							manufacturer: out.anyValue('Manufacturer'),
							manufacturerIndex: out.str('Manufacturer index'),
							measurementUnits: out.anyValue('Measurement units'),
						},
						'Product',
					),
					price: out.obj(
						{
							additionalCosts: costs,
							base: money('Base price'),
							item: money('Price per unit'),
							line: money('Price of the line'),
							purchase: money('Purchase price'),
							discount: fixedPercent('Discount'),
							margin: fixedPercent('Margin'),
							taxRate: out.num('Tax rate'),
						},
						'Prices of the line',
					),
				},
				'Product line',
			),
			'Product lines',
		),
		totalPrice: out.obj(
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
const offerRecord = out.readShape(
	out.obj({
		id: out.str('Offer ID'),
		clientId: out.str('Client, org:<uuid>'),
		documentNumber: out.str('Number of the offer'),
		expirationDate: out.date('Valid until'),
		branchId: out.nullable(out.str('Branch ID')),
		status: out.str('Status, e.g. WON_TRANSFERRED'),
		offerCreatorUser: out.obj(
			{
				type: out.str('Type, e.g. OPERATOR'),
				id: out.str('ID'),
				name: out.str('Name'),
				email: out.str('Email address'),
				branch: out.anyValue('Branch'),
			},
			'Who made the offer',
		),
		notes: out.arr(
			out.obj(
				{
					id: out.str('Note ID'),
					author: out.obj(
						{ type: out.str('Type'), id: out.str('ID'), name: out.str('Name') },
						'Author',
					),
					content: out.str('Text'),
					createdOn: out.str('When the note was written'),
					lastModifiedDate: out.str('When the note was last changed'),
					visibleForClients: out.bool('Whether clients see the note'),
					attachments: out.arr(out.anyValue(), 'Attachments'),
				},
				'Note',
			),
			'Notes',
		),
		paymentMethod: out.obj(
			{ id: out.str('ID'), name: out.str('Name'), type: out.str('Type, e.g. PREPAID') },
			'Payment method',
		),
		split: out.obj({ slots: out.arr(slot, 'Parts of the offer') }, 'How the offer is split'),
		prices: out.obj(
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
		attachments: out.arr(
			out.obj({ id: out.str('ID'), fileName: out.str('File name') }, 'Attachment'),
			'Files',
		),
	}),
);

/** Get with Simplify on (the default): the main facts in one level, null where unset. */
const simplifiedOffer = out.simplified({
	id: out.str('Offer ID'),
	documentNumber: out.str('Number of the offer'),
	clientId: out.str('Client, org:<uuid>'),
	status: out.str('Status, e.g. WON_TRANSFERRED'),
	expirationDate: out.date('Valid until'),
	branchId: out.str('Branch ID'),
	creatorName: out.str('Name of who made the offer'),
	creatorEmail: out.str('Email address of who made the offer'),
	paymentMethod: out.str('Name of the payment method'),
	productLines: out.req(out.int('Number of product lines')),
	productsNet: out.num('Net value of the products'),
	deliveryNet: out.num('Net cost of delivery'),
	totalNet: out.num('Net total'),
	totalTax: out.num('Tax total'),
	totalGross: out.num('Gross total'),
	marginPercent: out.num('Margin in percent'),
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
	endpoint: { method: 'GET', paths: [OFFER] },
	request: (input) => ({ query: { offerId: input.offerId } }),
	// An answer that is not an object is not simplified: it comes out as { value }.
	output: (response, input) => {
		const offer = response ?? {};
		return (isRecord(offer) && input.simplify ? simplifyOffer(offer) : offer) as IDataObject;
	},
	outputSchema: { schema: simplifiedOffer, variants: { 'simplify-false': offerRecord } },
});
