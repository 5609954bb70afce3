/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Control plane of the fake platform: the same operations in-process (class Control) and over
 * HTTP under /_control/... on the API origin (JSON in and out, no auth, never logged or faulted).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
	ActiveFault,
	ConcurrencyLimit,
	FaultSpec,
	LoggedRequest,
	PlatformCore,
	PlatformStats,
	RequestFilter,
	errorReply,
	sendReply,
} from './core';
import { demoGoodsNote, seedDemo } from './demo';
import { GoodsNoteCollection, StoredGoodsNote, documentState, putGoodsNote } from './documents';
import { FEED_CONTEXTS, isFeedName } from './feeds';
import { Cart, CartLine, QUANTITY_TYPES, carts } from './routes/carts';
import { Complaint, complaints, makeComplaint } from './routes/complaints';
import { DEMO_CLIENT_ID, PRODUCTS, between, emailOf, pick, personName, digits } from './routes/gen';
import { Offer, makeOffer, offers } from './routes/offers';
import { AUTHORITIES, Operator, Role, newOperator, roles } from './routes/operators';
import { Segment, segments } from './routes/segments';
import { coll } from './routes/util';
import { Delivery, fireWebhooks } from './routes/webhooks';
import { FeedName, HttpError, Json, PathMode, Reply } from './types';

export type { Delivery } from './routes/webhooks';

const PATH_MODES: PathMode[] = ['main', 'alternative', 'both'];

/** Context of events made "inside the platform" by the control plane, unless told otherwise. */
export const PLATFORM_CONTEXT = 'BACKOFFICE';

function toPlain(v: unknown): unknown {
	if (v instanceof Map) {
		const o: Record<string, unknown> = {};
		for (const [k, x] of v) o[String(k)] = toPlain(x);
		return o;
	}
	if (Buffer.isBuffer(v)) return { bytes: v.length };
	if (v instanceof Date) return v.toISOString();
	if (v instanceof Set) return [...v].map(toPlain);
	if (Array.isArray(v)) return v.map(toPlain);
	if (typeof v === 'object' && v !== null) {
		const o: Record<string, unknown> = {};
		for (const [k, x] of Object.entries(v)) if (x !== undefined) o[k] = toPlain(x);
		return o;
	}
	return v;
}

export class Control {
	constructor(private readonly core: PlatformCore) {}

	private checkTenant(tenant: string): void {
		if (!this.core.isTenant(tenant))
			throw new HttpError(404, 'NOT_FOUND', `Unknown tenant ${tenant}`);
	}

	/** Every tenant back to its initial state (demo data again if enabled); log, faults, latency and limit cleared; the path mode given at start. */
	reset(): void {
		this.core.resetState();
		if (this.core.demoData) for (const t of Object.keys(this.core.tenants)) seedDemo(this, t);
	}

	setPathMode(mode: PathMode): void {
		if (!PATH_MODES.includes(mode)) {
			throw new HttpError(
				400,
				'VALIDATION_FAILED',
				`mode must be one of ${PATH_MODES.join(', ')}`,
				'mode',
			);
		}
		this.core.pathMode = mode;
	}

	getPathMode(): PathMode {
		return this.core.pathMode;
	}

	requests(filter?: RequestFilter): LoggedRequest[] {
		return this.core.requests(filter);
	}

	/** Clears the request log and the stats counters. */
	clearRequests(): void {
		this.core.clearLog();
	}

	injectFault(f: FaultSpec): string {
		return this.core.injectFault(f);
	}

	removeFault(id: string): boolean {
		return this.core.removeFault(id);
	}

	faults(): ActiveFault[] {
		return this.core.faults.map((f) => ({ ...f, spec: { ...f.spec } }));
	}

	/** Removes every fault and the setLatency delay. */
	clearFaults(): void {
		this.core.faults = [];
		this.core.latencyMs = 0;
	}

	setConcurrencyLimit(limit: ConcurrencyLimit | null): void {
		if (limit !== null && !(Number.isInteger(limit.max) && limit.max >= 1)) {
			throw new HttpError(400, 'VALIDATION_FAILED', 'max must be a positive integer', 'max');
		}
		this.core.concurrency = limit ? { max: limit.max, retryAfter: limit.retryAfter ?? 1 } : null;
	}

	/** Delay every API call by ms (0 removes it). */
	setLatency(ms: number): void {
		if (!(typeof ms === 'number' && ms >= 0))
			throw new HttpError(400, 'VALIDATION_FAILED', 'ms must be >= 0', 'ms');
		this.core.latencyMs = ms;
	}

	stats(): PlatformStats {
		return this.core.stats();
	}

	// ---- seeding: what the API cannot create

	addRole(tenant: string, partial: Partial<Role> = {}): Role {
		this.checkTenant(tenant);
		const g = this.core.gen();
		const r: Role = {
			id: g.newId(),
			clientId: DEMO_CLIENT_ID,
			name: `Role ${roles(this.core.state(tenant)).size + 1}`,
			authorities: ['APP_VIEW_ORDERS', 'APP_VIEW_INVOICES'],
			...partial,
		};
		for (const a of r.authorities) {
			if (!(AUTHORITIES as readonly string[]).includes(a)) {
				throw new HttpError(400, 'VALIDATION_FAILED', `Unknown authority ${a}`, 'authorities');
			}
		}
		roles(this.core.state(tenant)).set(r.id, r);
		return { ...r, authorities: [...r.authorities] };
	}

	/** An operator created inside the platform: stored, plus a CREATE feed event with `context`. */
	addOperator(
		tenant: string,
		partial: Partial<Operator> = {},
		context = PLATFORM_CONTEXT,
	): Operator {
		this.checkTenant(tenant);
		const g = this.core.gen();
		const name = partial.name ?? personName(g);
		const { id, role, ...rest } = partial;
		const op = newOperator(
			this.core.state(tenant),
			() => g.newId(),
			{
				email: emailOf(name),
				phone: `+48 ${digits(g, 3)} ${digits(g, 3)} ${digits(g, 3)}`,
				...rest,
				name,
			},
			id,
		);
		if (role) op.role = { ...role };
		this.core.feeds.append(tenant, 'operators', { operatorId: op.id, type: 'CREATE' }, context);
		return { ...op };
	}

	/** A segment created inside the platform: stored, plus a CREATE feed event with `context`. */
	addSegment(tenant: string, partial: Partial<Segment> = {}, context = PLATFORM_CONTEXT): Segment {
		this.checkTenant(tenant);
		const g = this.core.gen();
		const s: Segment = {
			id: g.newId(),
			name: `Segment ${segments(this.core.state(tenant)).size + 1}`,
			externalId: null,
			parentSegmentId: null,
			...partial,
		};
		segments(this.core.state(tenant)).set(s.id, s);
		this.core.feeds.append(tenant, 'segments', { segmentId: s.id, type: 'CREATE' }, context);
		return { ...s };
	}

	/** A complaint (generated, `partial` overrides), plus a CREATED event on the complaints feed. */
	addComplaint(tenant: string, partial: Partial<Complaint> = {}): Complaint {
		this.checkTenant(tenant);
		const all = complaints(this.core.state(tenant));
		const c = makeComplaint(this.core.gen(), all.size + 1, partial);
		all.set(c.id, c);
		this.core.feeds.append(
			tenant,
			'complaints',
			{ complaintId: c.id, type: 'CREATED' },
			'APPLICATION',
		);
		return JSON.parse(JSON.stringify(c));
	}

	/**
	 * A goods issued or received note of the demo client dated today (`partial` overrides top-level
	 * members), stored as its PUT stores it, so its Created event is appended too. The number is the
	 * next free WZ/DEMO/n (PZ/DEMO/n); a received note refers to the newest issued note.
	 */
	addGoodsNote(
		tenant: string,
		collection: GoodsNoteCollection,
		partial: Record<string, Json> = {},
	): StoredGoodsNote {
		this.checkTenant(tenant);
		const state = this.core.state(tenant);
		const notes = documentState({ state });
		const prefix = collection === 'goodsIssuedNotes' ? 'WZ/DEMO' : 'PZ/DEMO';
		let seq = notes[collection].size + 1;
		while (notes[collection].has(`${prefix}/${seq}`)) seq++;
		const newestIssued = [...notes.goodsIssuedNotes.keys()].pop();
		const today = this.core.gen().now().toISOString().slice(0, 10);
		const body = {
			...demoGoodsNote(collection, `${prefix}/${seq}`, today, newestIssued),
			...partial,
		};
		const stored = putGoodsNote({ tenant, state, platform: this.core.services }, collection, body);
		return JSON.parse(JSON.stringify(stored));
	}

	/**
	 * A cart. `partial.lines` may give partial lines (missing members are filled in); without
	 * lines the cart gets two generated lines.
	 */
	addCart(
		tenant: string,
		partial: Partial<Omit<Cart, 'lines'>> & { lines?: Partial<CartLine>[] } = {},
	): Cart {
		this.checkTenant(tenant);
		const g = this.core.gen();
		const lineOf = (l: Partial<CartLine>): CartLine => {
			const p = pick(g, PRODUCTS);
			return {
				id: g.newId(),
				productId: p.sku,
				quantity: { type: pick(g, QUANTITY_TYPES), value: between(g, 1, 10) },
				allowQuantityChange: true,
				allowQuantitySplitting: true,
				removable: true,
				parentLineId: null,
				purchasePrice: null,
				salePrice: null,
				priceChange: null,
				operatorId: null,
				...l,
			};
		};
		const lines = (partial.lines ?? [{}, {}]).map(lineOf);
		const cart: Cart = {
			id: partial.id ?? g.newId(),
			clientId: partial.clientId ?? DEMO_CLIENT_ID,
			lines,
		};
		carts(this.core.state(tenant)).set(cart.id, cart);
		return JSON.parse(JSON.stringify(cart));
	}

	/** An offer in the spec's shape (generated; `partial` overrides top-level members). */
	addOffer(tenant: string, partial: Record<string, unknown> = {}): Offer {
		this.checkTenant(tenant);
		const o = makeOffer(this.core.gen(), partial);
		offers(this.core.state(tenant)).set(o.id, o);
		return JSON.parse(JSON.stringify(o));
	}

	/**
	 * Records of any collection, stored as given under their `id` (a new route's test seeds its
	 * data with this; a route reads them with `coll(state, collection)`). Returns copies.
	 */
	addRecords<T extends { id: string }>(tenant: string, collection: string, records: T[]): T[] {
		this.checkTenant(tenant);
		if (records.some((record) => typeof record?.id !== 'string' || record.id === '')) {
			throw new HttpError(400, 'VALIDATION_FAILED', 'every record needs a string id', 'records');
		}
		const stored = coll<T>(this.core.state(tenant), collection);
		for (const record of records) stored.set(record.id, JSON.parse(JSON.stringify(record)) as T);
		return JSON.parse(JSON.stringify(records)) as T[];
	}

	/** Append any event (unknown types too) to a feed; context default BACKOFFICE. Returns its id. */
	addFeedEvent(
		tenant: string,
		feed: FeedName,
		event: Record<string, unknown>,
		context = PLATFORM_CONTEXT,
	): number {
		this.checkTenant(tenant);
		if (!isFeedName(feed)) throw new HttpError(404, 'NOT_FOUND', `Unknown feed ${feed}`);
		return this.core.feeds.append(tenant, feed, event, context);
	}

	/** Append n events fast (100,000 in well under a second). make(i) gives the i-th event. */
	addFeedEvents(
		tenant: string,
		feed: FeedName,
		n: number,
		make?: (i: number) => Record<string, unknown>,
		context = PLATFORM_CONTEXT,
	): { firstId: number; lastId: number } {
		this.checkTenant(tenant);
		if (!isFeedName(feed)) throw new HttpError(404, 'NOT_FOUND', `Unknown feed ${feed}`);
		const rng = this.core.rngData;
		const defaults: Record<FeedName, (i: number) => Record<string, unknown>> = {
			operators: () => ({ operatorId: rng.uuid(), type: 'CREATE' }),
			segments: () => ({ segmentId: rng.uuid(), type: 'UPDATE' }),
			goodsIssuedNotes: (i) => ({
				goodsIssuedNoteNumber: `WZ/BULK/${i + 1}`,
				type: 'GoodsIssuedNoteCreated',
			}),
			goodsReceivedNotes: (i) => ({
				goodsReceivedNoteNumber: `PZ/BULK/${i + 1}`,
				type: 'GoodsReceivedNoteCreated',
			}),
			complaints: () => ({ complaintId: rng.uuid(), type: 'CREATED' }),
		};
		return this.core.feeds.appendMany(tenant, feed, n, make ?? defaults[feed], context);
	}

	/** Deliver an event of `type` to every ACTIVE webhook of that type in the tenant. */
	fireWebhook(tenant: string, type: string, body?: Record<string, unknown>): Promise<Delivery[]> {
		this.checkTenant(tenant);
		return fireWebhooks(this.core.state(tenant), tenant, type, this.core.gen(), body);
	}

	/** The tenant's stored collections as plain JSON (Maps become objects keyed by id), plus feeds and uploads. */
	state(tenant: string): Record<string, Json> {
		this.checkTenant(tenant);
		const out = toPlain(this.core.state(tenant)) as Record<string, unknown>;
		out.feeds = this.core.feeds.snapshot(tenant);
		out.uploads = this.core.uploads.snapshot(tenant);
		return out;
	}
}

// ---- HTTP

function readJson(req: IncomingMessage): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('error', reject);
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			if (text.trim() === '') return resolve(undefined);
			try {
				resolve(JSON.parse(text));
			} catch {
				reject(new HttpError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON'));
			}
		});
	});
}

const okJson = (body: unknown): Reply => ({ status: 200, body });
const done = (): Reply => okJson({ ok: true });

function obj(body: unknown): Record<string, Json> {
	if (body === undefined || body === null) return {};
	if (typeof body !== 'object' || Array.isArray(body)) {
		throw new HttpError(400, 'VALIDATION_FAILED', 'The body must be a JSON object');
	}
	return body as Record<string, Json>;
}

export const CONTROL_ROUTES = [
	'GET    /_control                                 this list',
	'POST   /_control/reset',
	'GET    /_control/path-mode | POST {mode: main|alternative|both}',
	'GET    /_control/requests?method=&pathPrefix=&origin=api|upload&route=&tenant=',
	'DELETE /_control/requests',
	'GET    /_control/faults | POST FaultSpec -> {id} | DELETE (all) | DELETE /_control/faults/{id}',
	'POST   /_control/concurrency-limit {max, retryAfter} (null or {} removes it)',
	'POST   /_control/latency {ms}',
	'POST   /_control/tenants/{tenant}/complaints | carts | offers | roles | operators | segments | goods-issued-notes | goods-received-notes  (partial record)',
	'POST   /_control/tenants/{tenant}/records/{collection} {records: [{id, ...}]} -> the records stored',
	'POST   /_control/tenants/{tenant}/feeds/{feed}/events {event, context?} -> {id} | {count, event?, context?} -> {firstId, lastId}',
	'POST   /_control/tenants/{tenant}/webhooks/fire {type, body?} -> deliveries',
	'GET    /_control/tenants/{tenant}/state',
	'GET    /_control/stats',
];

async function route(
	control: Control,
	method: string,
	path: string,
	query: URLSearchParams,
	body: unknown,
): Promise<Reply> {
	const p = path.replace(/\/+$/, '');
	const is = (m: string, target: string) => method === m && p === target;
	if (is('GET', '/_control')) return okJson({ routes: CONTROL_ROUTES });
	if (is('POST', '/_control/reset')) return (control.reset(), done());
	if (is('GET', '/_control/path-mode')) return okJson({ mode: control.getPathMode() });
	if (is('POST', '/_control/path-mode')) return (control.setPathMode(obj(body).mode), done());
	if (is('GET', '/_control/requests')) {
		const f: RequestFilter = {};
		for (const k of ['method', 'pathPrefix', 'origin', 'route', 'tenant'] as const) {
			const v = query.get(k);
			if (v) (f as Record<string, string>)[k] = v;
		}
		return okJson(control.requests(f));
	}
	if (is('DELETE', '/_control/requests')) return (control.clearRequests(), done());
	if (is('GET', '/_control/faults')) return okJson(control.faults());
	if (is('POST', '/_control/faults'))
		return okJson({ id: control.injectFault(obj(body) as FaultSpec) });
	if (is('DELETE', '/_control/faults')) return (control.clearFaults(), done());
	const fm = /^\/_control\/faults\/([^/]+)$/.exec(p);
	if (fm && method === 'DELETE') {
		if (!control.removeFault(decodeURIComponent(fm[1])))
			throw new HttpError(404, 'NOT_FOUND', `Unknown fault ${fm[1]}`);
		return done();
	}
	if (is('POST', '/_control/concurrency-limit')) {
		const b = body === null ? {} : obj(body);
		control.setConcurrencyLimit(
			b.max === undefined || b.max === null ? null : { max: b.max, retryAfter: b.retryAfter },
		);
		return done();
	}
	if (is('POST', '/_control/latency')) return (control.setLatency(obj(body).ms), done());
	if (is('GET', '/_control/stats')) return okJson(control.stats());

	const tm = /^\/_control\/tenants\/([^/]+)\/(.+)$/.exec(p);
	if (tm) {
		const tenant = decodeURIComponent(tm[1]);
		const rest = tm[2];
		if (method === 'GET' && rest === 'state') return okJson(control.state(tenant));
		if (method === 'POST') {
			const b = obj(body);
			switch (rest) {
				case 'complaints':
					return okJson(control.addComplaint(tenant, b));
				case 'goods-issued-notes':
					return okJson(control.addGoodsNote(tenant, 'goodsIssuedNotes', b));
				case 'goods-received-notes':
					return okJson(control.addGoodsNote(tenant, 'goodsReceivedNotes', b));
				case 'carts':
					return okJson(control.addCart(tenant, b));
				case 'offers':
					return okJson(control.addOffer(tenant, b));
				case 'roles':
					return okJson(control.addRole(tenant, b));
				case 'operators': {
					const { context, ...partial } = b;
					return okJson(control.addOperator(tenant, partial, context ?? PLATFORM_CONTEXT));
				}
				case 'segments': {
					const { context, ...partial } = b;
					return okJson(control.addSegment(tenant, partial, context ?? PLATFORM_CONTEXT));
				}
				case 'webhooks/fire':
					if (typeof b.type !== 'string')
						throw new HttpError(400, 'VALIDATION_FAILED', 'type is required', 'type');
					return okJson(await control.fireWebhook(tenant, b.type, b.body));
			}
			const rm = /^records\/([^/]+)$/.exec(rest);
			if (rm) {
				if (!Array.isArray(b.records))
					throw new HttpError(400, 'VALIDATION_FAILED', 'records (array) is required', 'records');
				return okJson(control.addRecords(tenant, decodeURIComponent(rm[1]), b.records));
			}
			const em = /^feeds\/([^/]+)\/events$/.exec(rest);
			if (em) {
				const feed = em[1] as FeedName;
				const context = b.context ?? PLATFORM_CONTEXT;
				if (!(FEED_CONTEXTS as readonly string[]).includes(context)) {
					throw new HttpError(
						400,
						'VALIDATION_FAILED',
						`context must be one of ${FEED_CONTEXTS.join(', ')}`,
						'context',
					);
				}
				if (b.count !== undefined) {
					if (!(Number.isInteger(b.count) && b.count >= 0)) {
						throw new HttpError(
							400,
							'VALIDATION_FAILED',
							'count must be a non-negative integer',
							'count',
						);
					}
					const template = b.event && typeof b.event === 'object' ? b.event : undefined;
					const r = template
						? control.addFeedEvents(tenant, feed, b.count, () => ({ ...template }), context)
						: control.addFeedEvents(tenant, feed, b.count, undefined, context);
					return okJson(r);
				}
				if (!b.event || typeof b.event !== 'object') {
					throw new HttpError(
						400,
						'VALIDATION_FAILED',
						'event (object) or count is required',
						'event',
					);
				}
				return okJson({ id: control.addFeedEvent(tenant, feed, b.event, context) });
			}
		}
	}
	throw new HttpError(404, 'ROUTE_NOT_FOUND', `No control route ${method} ${path}`);
}

export async function handleControl(
	control: Control,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
): Promise<void> {
	try {
		const body = await readJson(req);
		sendReply(
			res,
			await route(
				control,
				(req.method ?? 'GET').toUpperCase(),
				url.pathname,
				url.searchParams,
				body,
			),
		);
	} catch (e) {
		if (e instanceof HttpError) sendReply(res, errorReply(e));
		else
			sendReply(
				res,
				errorReply(new HttpError(500, 'INTERNAL', e instanceof Error ? e.message : String(e))),
			);
	}
}
