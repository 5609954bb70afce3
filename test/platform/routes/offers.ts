/** Offers (read only; seeded through the control plane). */
import { RouteDef, TenantState } from '../types';
import {
	Gen,
	DEMO_CLIENT_ID,
	PRODUCTS,
	between,
	isoDate,
	personName,
	emailOf,
	pick,
	round2,
} from './gen';
import { bad, clone, coll, notFound, ok, qReq, UUID_RE } from './util';

export const OFFER = '/api/v1/orderpath/integrations/auth-required/offer';

export type Offer = Record<string, unknown> & { id: string };

export function offers(state: TenantState): Map<string, Offer> {
	return coll<Offer>(state, 'offers');
}

interface Money {
	gross: number;
	net: number;
	tax: number;
}
const money = (net: number, taxRate = 23): Money => {
	const n = round2(net);
	const tax = round2((n * taxRate) / 100);
	return { gross: round2(n + tax), net: n, tax };
};
const sum = (xs: Money[]): Money =>
	xs.reduce(
		(a, b) => ({
			gross: round2(a.gross + b.gross),
			net: round2(a.net + b.net),
			tax: round2(a.tax + b.tax),
		}),
		{
			gross: 0,
			net: 0,
			tax: 0,
		},
	);

/** A complete offer in the spec's shape; `partial` overrides top-level members. */
export function makeOffer(g: Gen, partial: Record<string, unknown> = {}): Offer {
	const creator = personName(g);
	const creatorId = g.newId();
	const now = g.now();
	const lines = Array.from({ length: between(g, 1, 3) }, () => {
		const p = pick(g, PRODUCTS);
		const qty = between(g, 1, 20);
		const purchase = round2(p.price * 0.7);
		const line = money(p.price * qty);
		return {
			id: g.newId(),
			notes: [] as string[],
			contentQuantity: { value: qty, type: 'CONTENT_QUANTITY' },
			orderQuantity: { value: qty, type: 'ORDER_QUANTITY' },
			product: {
				id: p.sku,
				name: p.name,
				status: 'ACTIVE',
				brand: { id: g.newId(), name: p.manufacturer, description: null },
				canonicalCategory: 'Electrical installation',
				characteristics: [],
				labels: [],
				manufacturer: {
					id: g.newId(),
					name: p.manufacturer,
					logoImage: null,
					acronym: p.manufacturer.slice(0, 3).toUpperCase(),
				},
				manufacturerIndex: `${p.sku}-M`,
				measurementUnits: {
					orderUnitCode: p.unit.toUpperCase(),
					orderUnitDescription: p.unit,
					contentUnitCode: p.unit.toUpperCase(),
					contentUnitDescription: p.unit,
					packingQuantity: 1,
					priceQuantity: 1,
					quantityMin: 1,
					quantityInterval: 1,
				},
			},
			price: {
				additionalCosts: [],
				base: money(p.price),
				item: money(p.price),
				line,
				purchase: money(purchase),
				discount: { fixed: 0, percent: 0 },
				margin: { fixed: round2((p.price - purchase) * qty), percent: 30 },
				taxRate: 23,
			},
		};
	});
	const products = sum(lines.map((l) => l.price.line));
	const delivery = money(25);
	const payment = money(0);
	const additionalCosts = [{ type: 'PACKAGING', prices: money(5) }];
	const total = sum([products, delivery, payment, ...additionalCosts.map((c) => c.prices)]);
	const margin = {
		fixed: round2(lines.reduce((a, l) => a + l.price.margin.fixed, 0)),
		percent: 30,
	};
	const warehouse = { id: 'WH-MAIN', label: 'Main warehouse', name: 'Main warehouse' };
	const expiration = new Date(now.getTime() + 14 * 86400_000);
	return {
		id: g.newId(),
		clientId: DEMO_CLIENT_ID,
		documentNumber: `OF/${now.getUTCFullYear()}/${String(between(g, 1, 9999)).padStart(4, '0')}`,
		expirationDate: isoDate(expiration),
		branchId: null,
		status: 'WON_TRANSFERRED',
		offerCreatorUser: {
			type: 'OPERATOR',
			id: creatorId,
			name: creator,
			email: emailOf(creator),
			branch: null,
		},
		notes: [
			{
				id: g.newId(),
				author: { type: 'OPERATOR', id: creatorId, name: creator },
				content: 'Prices valid for the quantities listed.',
				createdOn: now.toISOString(),
				lastModifiedDate: now.toISOString(),
				visibleForClients: true,
				attachments: [],
			},
		],
		paymentMethod: { id: g.newId(), name: 'Prepayment', type: 'PREPAID' },
		split: {
			slots: [
				{
					id: g.newId(),
					notes: '',
					authorizedPersons: [],
					availabilityState: 'NONE_AVAILABLE',
					delivery: {
						method: {
							id: g.newId(),
							name: 'Cross-docking delivery',
							description: 'Delivered through the central warehouse',
							type: 'CROSS_DOCKING',
							deliveryDate: isoDate(new Date(now.getTime() + 3 * 86400_000)),
						},
						pickupPointWarehouse: warehouse,
					},
					supplyWarehouse: warehouse,
					productLines: lines,
					totalPrice: { additionalCosts, delivery, margin, products, total },
				},
			],
		},
		prices: { additionalCosts, delivery, payment, products, total, margin },
		attachments: [{ id: g.newId(), fileName: 'offer-terms.pdf' }],
		...partial,
	} as Offer;
}

export function offerRoutes(): RouteDef[] {
	return [
		{
			name: 'offer.get',
			method: 'GET',
			mainPaths: [OFFER],
			always: true,
			handler: ({ state, query }) => {
				const offerId = qReq(query, 'offerId');
				if (!UUID_RE.test(offerId)) bad('offerId', 'offerId must be a uuid');
				const o = offers(state).get(offerId);
				if (!o) notFound(`Offer ${offerId} not found`);
				return ok(clone(o));
			},
		},
	];
}
