/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The engine of the fake platform: tenants and their state, the request pipeline of the API
 * origin (concurrency limit, faults, auth, routing, body, handler), the request log, feeds and
 * uploads. server.ts wraps it in two HTTP servers; control.ts drives it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FeedStore } from './feeds';
import { Prng } from './prng';
import { RouteTable } from './router';
import { Gen } from './routes/gen';
import { HttpError, PathMode, PlatformServices, Reply, RouteDef, TenantState } from './types';
import { DEFAULT_MAX_UPLOAD_BYTES, UploadLogEntry, UploadStore } from './uploads';

export interface PlatformOptions {
	/** Default '127.0.0.1'. */
	host?: string;
	/** API origin port; default 0 (a random free port). */
	port?: number;
	/** Upload/file origin port (a separate server); default 0. */
	uploadPort?: number;
	/** tenant -> API key. Default { acme: 'acme-key-123', globex: 'globex-key-456' }. */
	tenants?: Record<string, string>;
	/** Which of the spec's contradictory paths are served. Default 'both'. */
	pathMode?: PathMode;
	/** Number of generated catalogue products. Default 500. */
	catalogueSize?: number;
	/** Silent cap of pageSize / rows of list operations other than product search. Default 100. */
	maxPageSize?: number;
	/** Request log ring buffer size. Default 5000. */
	logLimit?: number;
	/** Seed a believable demo data set in every tenant (also after reset). Default false. */
	demoData?: boolean;
	/** Seed of the deterministic random generators. Default 20240601. */
	seed?: number;
	/** Maximum accepted upload size in bytes (413 beyond). Default 50 MB. */
	maxUploadBytes?: number;
}

export const DEFAULT_TENANTS: Record<string, string> = {
	acme: 'acme-key-123',
	globex: 'globex-key-456',
};

export interface LoggedRequest {
	seq: number;
	origin: 'api' | 'upload';
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	/** Lower-case names, as received. */
	headers: Record<string, string>;
	/** Parsed JSON, or a string, or { bytes: n } for binary bodies; undefined when empty. */
	body: unknown;
	/** 0 when the connection was dropped (fault 'drop'). */
	status: number;
	/** RouteDef.name of the route that served the call. */
	route?: string;
	/** The platform-tenant header, when sent. */
	tenant?: string;
	/** Arrival time, ISO 8601. */
	at: string;
	/** Milliseconds from arrival to the answer. */
	durationMs?: number;
}

export interface RequestFilter {
	method?: string;
	pathPrefix?: string;
	origin?: 'api' | 'upload';
	route?: string;
	tenant?: string;
}

export type FaultKind =
	| 'latency'
	| 'status'
	| 'drop'
	| 'answer'
	| 'trickle'
	| 'reply'
	| 'redirect'
	| 'endlessList';
export const FAULT_KINDS: FaultKind[] = [
	'latency',
	'status',
	'drop',
	'answer',
	'trickle',
	'reply',
	'redirect',
	'endlessList',
];

export interface FaultSpec {
	/**
	 * latency: delay; status: answer that status; drop: close the socket without an answer;
	 * answer: a success answer in place of the route's, as JSON (`body`) or raw `text`;
	 * trickle: the handler runs, its answer is sent one byte every `intervalMs`;
	 * reply: answer exactly `status` (default 200) / `body` / `headers`;
	 * redirect: answer `status` (default 302) with `Location: location`;
	 * endlessList: a page envelope that never ends (see PLATFORM.md).
	 */
	kind: FaultKind;
	latencyMs?: number;
	/** For kind 'status': 429, 500, 502, 503, 504, ...; for kind 'answer' default 200. */
	status?: number;
	/** For kind 'answer': a raw text answer instead of JSON, sent with `contentType` (default text/plain). */
	text?: string;
	contentType?: string;
	/** Seconds; sent as Retry-After with 429 and 503. */
	retryAfter?: number;
	/** Probability (0..1) per matching call, drawn from the seeded generator. Default 1. */
	rate?: number;
	/** Apply to the next N matching calls, then expire. Default: until cleared. */
	count?: number;
	match?: { method?: string; pathPrefix?: string; route?: string };
	/**
	 * status / drop: applied after the handler ran, so a write is stored and then its answer
	 * replaced by the status or lost. Default false (before auth and handler: nothing stored).
	 */
	afterHandler?: boolean;
	/** trickle: milliseconds between the bytes of the answer. Default 400. */
	intervalMs?: number;
	/** reply: the JSON body (a string is sent as text/plain); answer: the JSON answered (any JSON value). */
	body?: unknown;
	/** reply / redirect: extra headers. */
	headers?: Record<string, string>;
	/** redirect: the Location header (absolute, e.g. another server, or a path). */
	location?: string;
	/** endlessList: records per page. Default 10. */
	pageSize?: number;
	/** endlessList: the same page (records endless-1..n, pageNumber 1) for every page asked. */
	repeat?: boolean;
}

export interface ActiveFault {
	id: string;
	spec: FaultSpec;
	/** Applications left (null: unlimited). */
	remaining: number | null;
	applied: number;
}

export interface ConcurrencyLimit {
	max: number;
	/** Seconds for Retry-After. Default 1. */
	retryAfter?: number;
}

export interface PlatformStats {
	/** API-origin requests since the last reset / clearRequests. */
	requests: number;
	/** Most API requests in flight at once (counting those the concurrency limit rejected). */
	inFlightMax: number;
	inFlight: number;
	rejectedByConcurrencyLimit: number;
	faultsApplied: number;
}

const API_MAX_BODY = 16 * 1024 * 1024;

const STATUS_CODES: Record<number, string> = {
	400: 'VALIDATION_FAILED',
	401: 'UNAUTHORIZED',
	403: 'FORBIDDEN',
	404: 'NOT_FOUND',
	405: 'METHOD_NOT_ALLOWED',
	408: 'REQUEST_TIMEOUT',
	409: 'CONFLICT',
	413: 'PAYLOAD_TOO_LARGE',
	429: 'TOO_MANY_REQUESTS',
};

export function errorCodeFor(status: number): string {
	return STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
}

function headerRecord(h: IncomingMessage['headers']): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [k, v] of Object.entries(h)) {
		if (v === undefined) continue;
		out[k] = Array.isArray(v) ? v.join(', ') : v;
	}
	return out;
}

function queryRecord(q: URLSearchParams): Record<string, string | string[]> {
	const out: Record<string, string | string[]> = {};
	for (const [k, v] of q) {
		const prev = out[k];
		if (prev === undefined) out[k] = v;
		else out[k] = Array.isArray(prev) ? [...prev, v] : [prev, v];
	}
	return out;
}

function looksTextual(contentType: string | undefined): boolean {
	if (!contentType) return true;
	return /^(text\/|application\/(json|xml|x-www-form-urlencoded|[a-z.+-]*\+json|[a-z.+-]*\+xml))/i.test(
		contentType,
	);
}

function bodyForLog(raw: Buffer, contentType: string | undefined): unknown {
	if (raw.length === 0) return undefined;
	if (looksTextual(contentType)) {
		const text = raw.toString('utf8');
		try {
			return JSON.parse(text);
		} catch {
			return text;
		}
	}
	return { bytes: raw.length };
}

function readBody(
	req: IncomingMessage,
	limit: number,
): Promise<{ raw: Buffer; tooLarge: boolean }> {
	return new Promise((resolve) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let tooLarge = false;
		req.on('data', (c: Buffer) => {
			size += c.length;
			if (size > limit) tooLarge = true;
			else chunks.push(c);
		});
		req.on('end', () => resolve({ raw: Buffer.concat(chunks), tooLarge }));
		req.on('error', () => resolve({ raw: Buffer.concat(chunks), tooLarge }));
		req.on('aborted', () => resolve({ raw: Buffer.concat(chunks), tooLarge }));
	});
}

export function sendReply(res: ServerResponse, reply: Reply): void {
	if (res.headersSent || res.destroyed) return;
	const headers: Record<string, string> = { ...(reply.headers ?? {}) };
	let payload: Buffer | undefined;
	if (reply.raw) {
		payload = reply.raw.data;
		headers['content-type'] = reply.raw.contentType;
	} else if (reply.status !== 204 && reply.status !== 304 && reply.body !== undefined) {
		payload = Buffer.from(JSON.stringify(reply.body));
		headers['content-type'] = 'application/json; charset=utf-8';
	}
	if (reply.status !== 204 && reply.status !== 304)
		headers['content-length'] = String(payload ? payload.length : 0);
	res.writeHead(reply.status, headers);
	res.end(payload);
}

export function errorReply(e: HttpError, headers?: Record<string, string>): Reply {
	return { status: e.status, body: e.toBody(), headers };
}

export class PlatformCore {
	readonly tenants: Record<string, string>;
	readonly demoData: boolean;
	readonly maxPageSize: number;
	readonly logLimit: number;
	readonly seed: number;
	pathMode: PathMode;
	/** The path mode given at start; reset() goes back to it. */
	readonly initialPathMode: PathMode;
	apiOrigin = '';
	uploadOrigin = '';

	private readonly states = new Map<string, TenantState>();
	readonly feeds = new FeedStore();
	readonly uploads: UploadStore;
	/** Generated data (ids, demo records, upload signatures). */
	rngData: Prng;
	/** Fault rates. A separate stream, so faults do not shift generated ids. */
	rngFaults: Prng;
	readonly services: PlatformServices;
	private table: RouteTable;

	private log: LoggedRequest[] = [];
	private seq = 0;
	faults: ActiveFault[] = [];
	private faultSeq = 0;
	latencyMs = 0;
	/** Records handed out by endlessList faults (ids go on across pages). */
	private endlessSeq = 0;
	concurrency: ConcurrencyLimit | null = null;
	private inFlight = 0;
	private counters = {
		requests: 0,
		inFlightMax: 0,
		rejectedByConcurrencyLimit: 0,
		faultsApplied: 0,
	};
	private timers = new Set<NodeJS.Timeout>();
	closed = false;

	constructor(opts: PlatformOptions, routes: RouteDef[]) {
		this.tenants = { ...(opts.tenants ?? DEFAULT_TENANTS) };
		this.demoData = opts.demoData ?? false;
		this.maxPageSize = opts.maxPageSize ?? 100;
		this.logLimit = opts.logLimit ?? 5000;
		this.seed = opts.seed ?? 20240601;
		this.pathMode = opts.pathMode ?? 'both';
		this.initialPathMode = this.pathMode;
		this.rngData = new Prng(this.seed);
		this.rngFaults = new Prng(this.seed ^ 0x9e3779b9);
		this.uploads = new UploadStore(
			() => this.uploadOrigin,
			() => this.rngData,
			opts.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
		);
		this.table = new RouteTable(routes);
		this.services = {
			appendFeedEvent: (tenant, feed, event, context) =>
				this.feeds.append(tenant, feed, event, context),
			beginUpload: (tenant, target) => this.uploads.begin(tenant, target),
			completeUpload: (tenant, uploadId) => this.uploads.complete(tenant, uploadId),
			now: () => new Date(),
			newId: () => this.rngData.uuid(),
			readFeed: (tenant, feed, startId, limit, contexts) =>
				this.feeds.read(tenant, feed, startId, limit, contexts),
			random: () => this.rngData.next(),
		};
	}

	get routes(): RouteDef[] {
		return this.table.routes;
	}

	/** Generator of records for seeding. */
	gen(): Gen {
		return {
			newId: () => this.rngData.uuid(),
			random: () => this.rngData.next(),
			now: () => new Date(),
		};
	}

	isTenant(tenant: string): boolean {
		return Object.prototype.hasOwnProperty.call(this.tenants, tenant);
	}

	state(tenant: string): TenantState {
		const s = this.states.get(tenant);
		if (!s) throw new HttpError(404, 'NOT_FOUND', `Unknown tenant ${tenant}`);
		return s;
	}

	/** Fresh state for every tenant, empty feeds and uploads, log and faults cleared, generators re-seeded, initial path mode. */
	resetState(): void {
		this.pathMode = this.initialPathMode;
		this.rngData = new Prng(this.seed);
		this.rngFaults = new Prng(this.seed ^ 0x9e3779b9);
		this.states.clear();
		for (const t of Object.keys(this.tenants)) this.states.set(t, {});
		this.feeds.clear();
		this.uploads.clear();
		this.clearLog();
		this.faults = [];
		this.latencyMs = 0;
		this.endlessSeq = 0;
		this.concurrency = null;
	}

	// ---- request log

	clearLog(): void {
		this.log = [];
		this.counters = {
			requests: 0,
			inFlightMax: this.inFlight,
			rejectedByConcurrencyLimit: 0,
			faultsApplied: 0,
		};
	}

	private record(entry: LoggedRequest): void {
		this.log.push(entry);
		if (this.log.length > this.logLimit + 1000) this.log.splice(0, this.log.length - this.logLimit);
	}

	requests(filter: RequestFilter = {}): LoggedRequest[] {
		const method = filter.method?.toUpperCase();
		return this.log
			.slice(-this.logLimit)
			.filter(
				(r) =>
					(!method || r.method === method) &&
					(!filter.pathPrefix || r.path.startsWith(filter.pathPrefix)) &&
					(!filter.origin || r.origin === filter.origin) &&
					(!filter.route || r.route === filter.route) &&
					(!filter.tenant || r.tenant === filter.tenant),
			)
			.sort((a, b) => a.seq - b.seq);
	}

	stats(): PlatformStats {
		return { ...this.counters, inFlight: this.inFlight };
	}

	// ---- faults

	injectFault(spec: FaultSpec): string {
		validateFault(spec);
		const id = `fault-${++this.faultSeq}`;
		this.faults.push({ id, spec: { ...spec }, remaining: spec.count ?? null, applied: 0 });
		return id;
	}

	removeFault(id: string): boolean {
		const n = this.faults.length;
		this.faults = this.faults.filter((f) => f.id !== id);
		return this.faults.length !== n;
	}

	private pickFaults(
		method: string,
		path: string,
		route: string | undefined,
	): { latency: number; action?: FaultSpec } {
		let latency = this.latencyMs;
		let action: FaultSpec | undefined;
		for (const f of this.faults) {
			const m = f.spec.match ?? {};
			if (m.method && m.method.toUpperCase() !== method) continue;
			if (m.pathPrefix && !path.startsWith(m.pathPrefix)) continue;
			if (m.route && m.route !== route) continue;
			if (f.remaining !== null && f.remaining <= 0) continue;
			if (f.spec.kind !== 'latency' && action) continue;
			if (f.spec.rate !== undefined && !(this.rngFaults.next() < f.spec.rate)) continue;
			if (f.remaining !== null) f.remaining--;
			f.applied++;
			this.counters.faultsApplied++;
			if (f.spec.kind === 'latency') latency += f.spec.latencyMs ?? 0;
			else action = f.spec;
		}
		this.faults = this.faults.filter((f) => f.remaining === null || f.remaining > 0);
		return { latency, action };
	}

	/** The answer a status / reply / redirect / endlessList fault gives (undefined for other kinds). */
	private faultReply(action: FaultSpec, url: URL): Reply | undefined {
		if (action.kind === 'status') {
			const status = action.status ?? 500;
			const h: Record<string, string> = {};
			if (action.retryAfter !== undefined && (status === 429 || status === 503))
				h['retry-after'] = String(action.retryAfter);
			return errorReply(
				new HttpError(status, errorCodeFor(status), `Injected fault: status ${status}`),
				h,
			);
		}
		if (action.kind === 'answer') {
			// A hostile or sloppy platform's success answer, in place of the route's.
			const status = action.status ?? 200;
			if (action.text !== undefined) {
				return {
					status,
					raw: {
						contentType: action.contentType ?? 'text/plain; charset=utf-8',
						data: Buffer.from(action.text),
					},
				};
			}
			return { status, body: action.body };
		}
		if (action.kind === 'reply') {
			const status = action.status ?? 200;
			if (typeof action.body === 'string') {
				return {
					status,
					raw: { contentType: 'text/plain; charset=utf-8', data: Buffer.from(action.body) },
					headers: action.headers,
				};
			}
			return { status, body: action.body, headers: action.headers };
		}
		if (action.kind === 'redirect') {
			return {
				status: action.status ?? 302,
				headers: { ...action.headers, location: action.location ?? '/' },
			};
		}
		if (action.kind === 'endlessList') {
			const size = action.pageSize ?? 10;
			const asked = Number(url.searchParams.get('pageNumber') ?? '1');
			const pageNumber = action.repeat ? 1 : Number.isInteger(asked) && asked > 0 ? asked : 1;
			const first = action.repeat ? 1 : this.endlessSeq + 1;
			if (!action.repeat) this.endlessSeq += size;
			const items = Array.from({ length: size }, (_, i) => ({
				id: `endless-${first + i}`,
				name: `Endless ${first + i}`,
			}));
			return {
				status: 200,
				body: {
					items,
					pageNumber,
					pageSize: size,
					totalItems: 1e10,
					totalPages: 1e9,
					nextPage: pageNumber + 1,
				},
			};
		}
		return undefined;
	}

	/** Sends `reply` one byte every `intervalMs` (until done or the client goes away). */
	private async trickle(res: ServerResponse, reply: Reply, intervalMs: number): Promise<void> {
		const payload = reply.raw
			? reply.raw.data
			: reply.body === undefined
				? Buffer.alloc(0)
				: Buffer.from(JSON.stringify(reply.body));
		const contentType = reply.raw ? reply.raw.contentType : 'application/json; charset=utf-8';
		res.writeHead(reply.status === 204 ? 200 : reply.status, {
			...(reply.headers ?? {}),
			'content-type': contentType,
			'content-length': String(payload.length),
		});
		// The client going away ends the trickle at once (and the call is logged then).
		let gone = false;
		const closed = new Promise<void>((resolve) =>
			res.once('close', () => ((gone = true), resolve())),
		);
		for (let i = 0; i < payload.length; i++) {
			if (gone || res.destroyed || this.closed) return;
			res.write(payload.subarray(i, i + 1));
			await Promise.race([this.sleep(intervalMs), closed]);
		}
		if (!gone) res.end();
	}

	sleep(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const t = setTimeout(() => {
				this.timers.delete(t);
				resolve();
			}, ms);
			this.timers.add(t);
		});
	}

	stopTimers(): void {
		for (const t of this.timers) clearTimeout(t);
		this.timers.clear();
	}

	// ---- API origin

	async handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
		const started = Date.now();
		const method = (req.method ?? 'GET').toUpperCase();
		const path = url.pathname;
		const seq = ++this.seq;
		const headers = headerRecord(req.headers);
		const entry: LoggedRequest = {
			seq,
			origin: 'api',
			method,
			path,
			query: queryRecord(url.searchParams),
			headers,
			body: undefined,
			status: 0,
			at: new Date(started).toISOString(),
		};
		if (headers['platform-tenant'] !== undefined) entry.tenant = headers['platform-tenant'];
		this.counters.requests++;
		this.inFlight++;
		if (this.inFlight > this.counters.inFlightMax) this.counters.inFlightMax = this.inFlight;
		let dropped = false;
		try {
			const { raw, tooLarge } = await readBody(req, API_MAX_BODY);
			entry.body = tooLarge
				? { bytes: Number(req.headers['content-length'] ?? raw.length) }
				: bodyForLog(raw, headers['content-type']);

			if (this.concurrency && this.inFlight > this.concurrency.max) {
				this.counters.rejectedByConcurrencyLimit++;
				const retryAfter = String(this.concurrency.retryAfter ?? 1);
				return sendReply(
					res,
					errorReply(
						new HttpError(
							429,
							'TOO_MANY_REQUESTS',
							`More than ${this.concurrency.max} requests in flight`,
						),
						{ 'retry-after': retryAfter },
					),
				);
			}

			const resolution = this.table.resolve(method, path, url.searchParams, this.pathMode);
			const routeName =
				resolution.kind === 'ok'
					? resolution.route.name
					: resolution.kind === 'routeNotFound'
						? resolution.routeName
						: undefined;
			if (resolution.kind === 'ok') entry.route = routeName;
			const { latency, action } = this.pickFaults(method, path, routeName);
			if (latency > 0) await this.sleep(latency);
			if (this.closed) return;
			const deferred =
				action && (action.afterHandler === true || action.kind === 'trickle') ? action : undefined;
			if (action && !deferred) {
				if (action.kind === 'drop') {
					dropped = true;
					req.socket.destroy();
					return;
				}
				const early = this.faultReply(action, url);
				if (early) return sendReply(res, early);
			}

			if (!path.startsWith('/api/')) {
				throw new HttpError(404, 'ROUTE_NOT_FOUND', `No route ${method} ${path}`);
			}
			const key = headers['apiauth'];
			if (key === undefined || key === '')
				throw new HttpError(401, 'UNAUTHORIZED', 'The ApiAuth header is missing');
			const tenant = headers['platform-tenant'];
			if (tenant === undefined || tenant === '') {
				throw new HttpError(403, 'FORBIDDEN_TENANT', 'The platform-tenant header is missing');
			}
			if (!this.isTenant(tenant))
				throw new HttpError(403, 'FORBIDDEN_TENANT', `Unknown tenant ${tenant}`);
			if (this.tenants[tenant] !== key)
				throw new HttpError(401, 'UNAUTHORIZED', 'The API key is not valid for this tenant');

			if (resolution.kind === 'routeNotFound') {
				throw new HttpError(
					404,
					'ROUTE_NOT_FOUND',
					`No route ${method} ${path} (path mode ${this.pathMode})`,
				);
			}
			if (resolution.kind === 'methodNotAllowed') {
				return sendReply(
					res,
					errorReply(
						new HttpError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}`),
						{
							allow: resolution.allow.join(', '),
						},
					),
				);
			}
			if (tooLarge)
				throw new HttpError(
					413,
					'PAYLOAD_TOO_LARGE',
					`The request body is larger than ${API_MAX_BODY} bytes`,
				);
			let body: unknown;
			if (raw.length > 0) {
				try {
					body = JSON.parse(raw.toString('utf8'));
				} catch (e) {
					throw new HttpError(
						400,
						'VALIDATION_FAILED',
						`The request body is not valid JSON: ${(e as Error).message}`,
					);
				}
			}
			const reply = await resolution.route.handler({
				tenant,
				state: this.state(tenant),
				query: url.searchParams,
				body,
				params: resolution.params,
				platform: this.services,
				template: resolution.template,
				pathMode: this.pathMode,
				headers,
			});
			if (deferred?.kind === 'drop') {
				dropped = true;
				req.socket.destroy();
				return;
			}
			if (deferred?.kind === 'trickle')
				return await this.trickle(res, reply, deferred.intervalMs ?? 400);
			sendReply(res, (deferred && this.faultReply(deferred, url)) || reply);
		} catch (e) {
			if (e instanceof HttpError) sendReply(res, errorReply(e));
			else {
				const message = e instanceof Error ? e.message : String(e);
				sendReply(
					res,
					errorReply(new HttpError(500, 'INTERNAL', `Internal failure of the fake: ${message}`)),
				);
			}
		} finally {
			this.inFlight--;
			entry.status = dropped ? 0 : res.headersSent ? res.statusCode : 0;
			entry.durationMs = Date.now() - started;
			this.record(entry);
		}
	}

	// ---- upload origin

	handleUpload(req: IncomingMessage, res: ServerResponse): void {
		const at = new Date().toISOString();
		const started = Date.now();
		this.uploads.handle(req, res, (e: UploadLogEntry) => {
			this.record({
				seq: ++this.seq,
				origin: 'upload',
				method: e.method,
				path: e.path,
				query: queryRecord(e.query),
				headers: headerRecord(e.headers),
				body: e.bytes > 0 ? { bytes: e.bytes } : undefined,
				status: e.status,
				at,
				durationMs: Date.now() - started,
			});
		});
	}
}

export function validateFault(spec: FaultSpec): void {
	const bad = (field: string, message: string): never => {
		throw new HttpError(400, 'VALIDATION_FAILED', message, field);
	};
	if (typeof spec !== 'object' || spec === null) bad('kind', 'A fault must be an object');
	if (!FAULT_KINDS.includes(spec.kind))
		bad('kind', `kind must be one of ${FAULT_KINDS.join(', ')}`);
	if (
		spec.kind === 'answer' &&
		spec.status !== undefined &&
		!(Number.isInteger(spec.status) && spec.status >= 200 && spec.status <= 599)
	) {
		bad('status', 'status of an answer must be 200..599');
	}
	if (spec.kind === 'latency' && !(typeof spec.latencyMs === 'number' && spec.latencyMs >= 0)) {
		bad('latencyMs', 'latencyMs (>= 0) is required for a latency fault');
	}
	if (
		spec.kind === 'status' &&
		!(Number.isInteger(spec.status) && spec.status! >= 400 && spec.status! <= 599)
	) {
		bad('status', 'status (400..599) is required for a status fault');
	}
	if (
		spec.rate !== undefined &&
		!(typeof spec.rate === 'number' && spec.rate >= 0 && spec.rate <= 1)
	) {
		bad('rate', 'rate must be a number between 0 and 1');
	}
	if (spec.count !== undefined && !(Number.isInteger(spec.count) && spec.count >= 1)) {
		bad('count', 'count must be a positive integer');
	}
	if (
		spec.kind === 'reply' &&
		spec.status !== undefined &&
		!(Number.isInteger(spec.status) && spec.status >= 200 && spec.status <= 599)
	) {
		bad('status', 'status must be 200..599');
	}
	if (spec.kind === 'redirect' && (typeof spec.location !== 'string' || spec.location === '')) {
		bad('location', 'location is required for a redirect fault');
	}
	if (
		spec.kind === 'redirect' &&
		spec.status !== undefined &&
		!(Number.isInteger(spec.status) && spec.status >= 300 && spec.status <= 399)
	) {
		bad('status', 'status must be 300..399 for a redirect fault');
	}
	if (
		spec.intervalMs !== undefined &&
		!(typeof spec.intervalMs === 'number' && spec.intervalMs >= 0)
	) {
		bad('intervalMs', 'intervalMs must be >= 0');
	}
	if (spec.pageSize !== undefined && !(Number.isInteger(spec.pageSize) && spec.pageSize >= 1)) {
		bad('pageSize', 'pageSize must be a positive integer');
	}
	if (
		spec.retryAfter !== undefined &&
		!(typeof spec.retryAfter === 'number' && spec.retryAfter >= 0)
	) {
		bad('retryAfter', 'retryAfter must be a number of seconds');
	}
}
