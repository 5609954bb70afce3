/**
 * Demo data (option demoData: true; on by default in `npm run platform`): a believable small data
 * set per tenant, with an event on every feed. Carts and offers have fixed ids so a sandbox user
 * can try them at once.
 */
import type { Control } from './control';
import type { GoodsNoteCollection } from './documents';
import { validGoodsIssuedNote, validGoodsReceivedNote } from './fixtures';
import { DEMO_CLIENT_ID } from './routes/gen';
import type { FeedName, Json } from './types';

export const DEMO_CART_IDS = [
	'5c0a7d3e-2b1f-4c8e-9a10-00000000ca01',
	'5c0a7d3e-2b1f-4c8e-9a10-00000000ca02',
];
export const DEMO_OFFER_IDS = [
	'7e4b9c21-6d3a-4f57-8b22-000000000f01',
	'7e4b9c21-6d3a-4f57-8b22-000000000f02',
];
export const DEMO_SEGMENT_IDS = [
	'3a9d6f10-8c2e-4b71-a5d4-0000000005e1',
	'3a9d6f10-8c2e-4b71-a5d4-0000000005e2',
	'3a9d6f10-8c2e-4b71-a5d4-0000000005e3',
	'3a9d6f10-8c2e-4b71-a5d4-0000000005e4',
];
export { DEMO_CLIENT_ID };
/**
 * The demo clients (the platform's API lists no clients): a document's Client ID is one of these.
 * Offers, carts and complaints of the demo data belong to them.
 */
export const DEMO_CLIENTS = [
	{ id: DEMO_CLIENT_ID, name: 'the client of the demo carts, offers and complaints' },
	{ id: 'org:22222222-2222-4222-8222-222222222222', name: 'the client of one demo complaint' },
];
/**
 * The demo payment methods (the platform's API lists none): what a document's Payment Method
 * ID may be. The sandbox's credential holds the first.
 */
export const DEMO_PAYMENT_METHODS = [
	{ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', name: 'Bank transfer' },
	{ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', name: 'Cash on delivery' },
];

/**
 * The demo delivery methods (the platform's API lists none): what a goods note's Delivery Method
 * ID may be.
 */
export const DEMO_DELIVERY_METHODS = [
	{ id: '6a7b8c9d-0e1f-4a2b-8c3d-0000000de101', name: 'Courier' },
	{ id: '6a7b8c9d-0e1f-4a2b-8c3d-0000000de102', name: 'Pickup at the warehouse' },
];
/** The demo warehouses (the platform's API lists none): a goods note's Warehouse ID is free text. */
export const DEMO_WAREHOUSES = [
	{ id: 'WH-MAIN', name: 'Main warehouse' },
	{ id: 'WH-SOUTH', name: 'South warehouse' },
];

/**
 * A goods note of the demo client, paid, delivered and kept with the first demo payment method,
 * delivery method and warehouse; a received note refers to `issuedNoteNumber` when given.
 */
export function demoGoodsNote(
	collection: GoodsNoteCollection,
	number: string,
	date: string,
	issuedNoteNumber?: string,
): Record<string, Json> {
	const note =
		collection === 'goodsIssuedNotes'
			? validGoodsIssuedNote(number)
			: {
					...validGoodsReceivedNote(number),
					goodsIssuedNoteReferenceNumber: issuedNoteNumber ?? null,
				};
	return {
		...note,
		clientId: DEMO_CLIENT_ID,
		documentDate: date,
		saleDate: date,
		deliveryDate: date,
		paymentMethod: { ...DEMO_PAYMENT_METHODS[0] },
		deliveryMethod: { ...DEMO_DELIVERY_METHODS[0] },
		warehouse: { ...DEMO_WAREHOUSES[0] },
		operator: null,
	};
}

/**
 * Where on the control plane (under /_control/tenants/{tenant}/) a POST adds one event to a feed:
 * a new record of the feed's kind, as if made on the platform. The sandbox prints one command per
 * feed from this.
 */
export const FEED_EVENT_ROUTES: Record<FeedName, string> = {
	operators: 'operators',
	segments: 'segments',
	complaints: 'complaints',
	goodsIssuedNotes: 'goods-issued-notes',
	goodsReceivedNotes: 'goods-received-notes',
};

/** The command the sandbox prints for a feed: a POST to its route, with an empty record. */
export function feedEventCommand(controlUrl: string, tenant: string, feed: FeedName): string {
	return `curl -X POST ${controlUrl}/tenants/${tenant}/${FEED_EVENT_ROUTES[feed]} -d '{}'`;
}

export function seedDemo(control: Control, tenant: string): void {
	control.addRole(tenant, {
		name: 'Administrator',
		authorities: [
			'APP_ADD_TO_AUTHORIZATION_CART',
			'APP_DELIVERY_PICKUP',
			'APP_VIEW_INVOICES',
			'APP_VIEW_ORDERS',
			'APP_VIEW_USERS',
			'APP_VIEW_ROLES',
			'APP_ADD_ORDERS',
			'APP_AUTHORIZATION_CART',
		],
	});
	control.addRole(tenant, {
		name: 'Buyer',
		authorities: [
			'APP_ADD_ORDERS',
			'APP_VIEW_ORDERS',
			'APP_ADD_TO_AUTHORIZATION_CART',
			'APP_DELIVERY_PICKUP',
		],
	});
	control.addRole(tenant, {
		name: 'Accountant',
		authorities: ['APP_VIEW_INVOICES', 'APP_VIEW_ORDERS'],
	});

	control.addOperator(tenant, {
		name: 'Anna Nowak',
		email: 'anna.nowak@example.com',
		phone: '+48 600 100 200',
		isAccountManager: true,
	});
	control.addOperator(tenant, {
		name: 'Piotr Kowalski',
		email: 'piotr.kowalski@example.com',
		phone: '+48 600 100 201',
		externalId: 'ERP-OP-2',
	});
	control.addOperator(tenant, {
		name: 'Ewa Zielińska',
		email: 'ewa.zielinska@example.com',
		phone: '+48 600 100 202',
		isActive: false,
	});

	control.addSegment(tenant, {
		id: DEMO_SEGMENT_IDS[0],
		name: 'Wholesale',
		externalId: 'SEG-WHOLESALE',
	});
	control.addSegment(tenant, {
		id: DEMO_SEGMENT_IDS[1],
		name: 'Installers',
		externalId: 'SEG-INSTALL',
		parentSegmentId: DEMO_SEGMENT_IDS[0],
	});
	control.addSegment(tenant, { id: DEMO_SEGMENT_IDS[2], name: 'Retail', externalId: 'SEG-RETAIL' });
	control.addSegment(tenant, { id: DEMO_SEGMENT_IDS[3], name: 'Key accounts', externalId: null });

	control.addCart(tenant, { id: DEMO_CART_IDS[0] });
	control.addCart(tenant, { id: DEMO_CART_IDS[1], lines: [{}, {}, {}] });

	control.addOffer(tenant, { id: DEMO_OFFER_IDS[0] });
	control.addOffer(tenant, { id: DEMO_OFFER_IDS[1] });

	control.addComplaint(tenant);
	control.addComplaint(tenant);
	control.addComplaint(tenant, { clientId: DEMO_CLIENTS[1].id });

	control.addGoodsNote(tenant, 'goodsIssuedNotes');
	control.addGoodsNote(tenant, 'goodsReceivedNotes');
}
