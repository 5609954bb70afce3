/** Complaints (read only; created through the control plane, which also appends CREATED events). */
import { RouteDef, TenantState } from '../types';
import {
	Gen,
	DEMO_CLIENT_ID,
	PRODUCTS,
	between,
	complaintDate,
	digits,
	emailOf,
	personName,
	pick,
} from './gen';
import { RouteOptions, clone, coll, feedReply, notFound, ok, qInt } from './util';

export const RMA = '/api/v1/rma/integrations/auth-required';
export const DEFAULT_COMPLAINT_ROWS = 10;

export interface ComplaintItem {
	positionOnInvoice: number;
	productSku: string;
	productName: string;
	quantityOnInvoice: number;
	advertisedQuantity: number;
	unit: string;
}

export interface Complaint {
	id: string;
	createDate: string;
	userId: string;
	clientId: string;
	number: string;
	name: string;
	email: string;
	phoneNumber: string;
	invoiceNumber: string;
	reason: string;
	notes: string;
	items: ComplaintItem[];
}

export function complaints(state: TenantState): Map<string, Complaint> {
	return coll<Complaint>(state, 'complaints');
}

const REASONS = [
	'Damaged in transport',
	'Wrong item delivered',
	'Quantity lower than invoiced',
	'Product does not work',
];

export function makeComplaint(g: Gen, seq: number, partial: Partial<Complaint> = {}): Complaint {
	const name = personName(g);
	const now = g.now();
	const items = Array.from({ length: between(g, 1, 2) }, (_, i): ComplaintItem => {
		const p = pick(g, PRODUCTS);
		const onInvoice = between(g, 2, 50);
		return {
			positionOnInvoice: i + 1,
			productSku: p.sku,
			productName: p.name,
			quantityOnInvoice: onInvoice,
			advertisedQuantity: between(g, 1, onInvoice),
			unit: p.unit,
		};
	});
	return {
		id: g.newId(),
		createDate: complaintDate(now),
		userId: g.newId(),
		clientId: DEMO_CLIENT_ID,
		number: `RMA/${now.getUTCFullYear()}/${String(seq).padStart(5, '0')}`,
		name,
		email: emailOf(name),
		phoneNumber: `+48 ${digits(g, 3)} ${digits(g, 3)} ${digits(g, 3)}`,
		invoiceNumber: `FV/${now.getUTCFullYear()}/${digits(g, 5)}`,
		reason: pick(g, REASONS),
		notes: 'Photos sent by e-mail.',
		items,
		...partial,
	};
}

export function complaintRoutes(opts: RouteOptions): RouteDef[] {
	return [
		{
			name: 'complaint.get',
			method: 'GET',
			mainPaths: [`${RMA}/complaint/{complaintId}`],
			always: true,
			handler: ({ state, params }) => {
				const c = complaints(state).get(params.complaintId);
				if (!c) notFound(`Complaint ${params.complaintId} not found`);
				return ok(clone(c));
			},
		},
		{
			name: 'complaint.list',
			method: 'GET',
			mainPaths: [`${RMA}/complaints`],
			always: true,
			handler: ({ state, query }) => {
				const offset = qInt(query, 'offset', { default: 0, min: 0 });
				const rows = Math.min(
					qInt(query, 'rows', { default: DEFAULT_COMPLAINT_ROWS, min: 1 }),
					opts.maxPageSize,
				);
				const clientId = query.get('clientId');
				const all = [...complaints(state).values()].filter(
					(c) => !clientId || c.clientId === clientId,
				);
				return ok({
					elementsAmount: all.length,
					elements: clone(all.slice(offset, offset + rows)),
				});
			},
		},
		{
			name: 'complaint.feed',
			method: 'GET',
			mainPaths: [`${RMA}/complaints/synchronization`],
			always: true,
			handler: ({ tenant, query, platform }) => feedReply(platform, tenant, 'complaints', query),
		},
	];
}
