import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation } from '../../engine/operation';
import { isRecord } from '../../transport/types';
import { uuid } from '../../engine/values';

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

export const offer: ResourceDef = {
	value: 'offer',
	name: 'Offer',
	description: 'Offers made to clients (read only)',
	operations: [
		defineOperation({
			value: 'get',
			name: 'Get',
			action: 'Get an offer',
			description: 'Read one offer by ID',
			properties: [
				{
					displayName: 'Offer ID',
					name: 'offerId',
					type: 'string',
					default: '',
					required: true,
					placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
					description: 'ID of the offer, e.g. from an OfferOpened webhook',
				},
				{
					displayName: 'Simplify',
					name: 'simplify',
					type: 'boolean',
					default: true,
					description:
						'Whether to return a flat summary (number, client, status, expiry, creator, totals) instead of the full offer with its slots, lines and notes',
				},
			],
			input: z.object({ offerId: uuid, simplify: z.boolean().default(true) }),
			endpoint: { key: 'offer.get', method: 'GET', paths: [PATH] },
			request: (input) => ({ query: { offerId: input.offerId } }),
			// An answer that is not an object is not simplified: it comes out as { value }.
			output: (response, input) => {
				const offer = response ?? {};
				return (isRecord(offer) && input.simplify ? simplifyOffer(offer) : offer) as IDataObject;
			},
		}),
	],
};
