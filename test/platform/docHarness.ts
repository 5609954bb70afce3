/* eslint-disable @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Two ways to call the document and catalogue routes in tests: directly through the handlers with
 * an in-memory PlatformServices (`handlerHarness`), or over HTTP through the fake platform server
 * (`httpHarness`). Both offer the same small interface so one test suite runs on both.
 */
import {
	FeedName,
	HttpError,
	Json,
	PathMode,
	PlatformServices,
	RouteDef,
	UploadTarget,
} from './types';

export interface Reply {
	status: number;
	body: Json;
}

export interface CallOptions {
	query?: Record<string, string | number | boolean>;
	body?: unknown;
	tenant?: string;
	/** Send no ApiAuth / platform-tenant headers. */
	noAuth?: boolean;
}

export interface Harness {
	name: string;
	call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, o?: CallOptions): Promise<Reply>;
	/** PUT raw bytes to an upload URL, without platform credentials; returns the status. */
	putBytes(url: string, data: Buffer, contentType: string): Promise<number>;
	/** GET a file URL; returns status and bytes. */
	getBytes(url: string): Promise<{ status: number; data: Buffer }>;
	setPathMode(mode: PathMode): Promise<void>;
	/** A document collection of a tenant's state as a plain object keyed by its key. */
	collection(tenant: string, name: string): Promise<Record<string, Json>>;
	reset(): Promise<void>;
	close(): Promise<void>;
}

export const TENANT = 'acme';

// ---------------------------------------------------------------------------------------------
// Handler level

function served(route: RouteDef, kind: 'main' | 'alternative', mode: PathMode): boolean {
	if (mode === 'both' || route.always) return true;
	if (kind === 'alternative') return mode === 'alternative';
	return mode === 'main' || route.alternativePaths === undefined;
}

/** Calls route handlers directly; uploads and feeds are simulated in memory. */
export function handlerHarness(routes: RouteDef[]): Harness {
	let states = new Map<string, Record<string, unknown>>();
	let feeds = new Map<string, Record<string, unknown>[]>();
	let uploads = new Map<string, { tenant: string; target: UploadTarget; data?: Buffer }>();
	let mode: PathMode = 'both';
	let ids = 0;
	const platform: PlatformServices = {
		appendFeedEvent(tenant: string, feed: FeedName, event: Record<string, unknown>) {
			const key = `${tenant}/${feed}`;
			const list = feeds.get(key) ?? [];
			feeds.set(key, list);
			list.push({ ...event });
			return list.length;
		},
		readFeed(tenant: string, feed: FeedName, startId: number, limit: number) {
			const list = feeds.get(`${tenant}/${feed}`) ?? [];
			const events = list.slice(Math.max(startId, 1) - 1, Math.max(startId, 1) - 1 + limit);
			return { nextId: events.length ? Math.max(startId, 1) + events.length : startId, events };
		},
		beginUpload(tenant: string, target: UploadTarget) {
			const uploadId = `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
			uploads.set(uploadId, { tenant, target });
			return { uploadUrl: `mem://upload/${uploadId}`, uploadId };
		},
		completeUpload(tenant: string, uploadId: string) {
			const u = uploads.get(uploadId);
			if (!u || u.tenant !== tenant)
				throw new HttpError(404, 'NOT_FOUND', `upload ${uploadId} not found`);
			if (!u.data) throw new HttpError(409, 'CONFLICT', `upload ${uploadId} has no file yet`);
			return {
				target: u.target,
				url: `mem://files/${uploadId}.${u.target.extension}`,
				extension: u.target.extension,
			};
		},
		now: () => new Date('2024-03-01T12:00:00Z'),
		newId: () => `00000000-0000-4000-9000-${String(++ids).padStart(12, '0')}`,
	};
	const find = (method: string, path: string): RouteDef | 'notServed' | undefined => {
		let seen = false;
		for (const r of routes) {
			if (r.method !== method) continue;
			for (const [kind, list] of [
				['main', r.mainPaths],
				['alternative', r.alternativePaths ?? []],
			] as const) {
				if (!list.includes(path)) continue;
				if (served(r, kind, mode)) return r;
				seen = true;
			}
		}
		return seen ? 'notServed' : undefined;
	};
	return {
		name: 'handlers',
		async call(method, path, o = {}) {
			const route = find(method, path);
			if (!route || route === 'notServed')
				return { status: 404, body: { status: 404, code: 'ROUTE_NOT_FOUND', message: path } };
			const tenant = o.tenant ?? TENANT;
			if (!states.has(tenant)) states.set(tenant, {});
			const query = new URLSearchParams();
			for (const [k, v] of Object.entries(o.query ?? {})) query.set(k, String(v));
			try {
				const reply = await route.handler({
					tenant,
					state: states.get(tenant)!,
					query,
					body: o.body === undefined ? undefined : JSON.parse(JSON.stringify(o.body)),
					params: {},
					platform,
					pathMode: mode,
				});
				return {
					status: reply.status,
					body: reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body)),
				};
			} catch (e) {
				if (e instanceof HttpError) return { status: e.status, body: e.toBody() };
				throw e;
			}
		},
		async putBytes(url, data) {
			const id = url.replace('mem://upload/', '');
			const u = uploads.get(id);
			if (!u) return 404;
			u.data = data;
			return 200;
		},
		async getBytes(url) {
			const m = /^mem:\/\/files\/([^.]+)\./.exec(url);
			const u = m ? uploads.get(m[1]) : undefined;
			return u?.data ? { status: 200, data: u.data } : { status: 404, data: Buffer.alloc(0) };
		},
		async setPathMode(m) {
			mode = m;
		},
		async collection(tenant, name) {
			const map = states.get(tenant)?.[name] as Map<string, unknown> | undefined;
			return JSON.parse(JSON.stringify(Object.fromEntries(map ?? new Map())));
		},
		async reset() {
			states = new Map();
			feeds = new Map();
			uploads = new Map();
			mode = 'both';
		},
		async close() {},
	};
}

// ---------------------------------------------------------------------------------------------
// HTTP level

/** A collection as returned by control.state(): a Map-like in some serialised form. */
function asObject(value: unknown): Record<string, Json> {
	if (value instanceof Map) return Object.fromEntries(value);
	if (Array.isArray(value)) {
		// entries [[key, value], ...] or a list of records
		if (value.every((e) => Array.isArray(e) && e.length === 2)) return Object.fromEntries(value);
		return Object.fromEntries(
			value.map((v: { number?: string; id?: string }) => [v.number ?? v.id, v]),
		);
	}
	return (value as Record<string, Json>) ?? {};
}

export async function httpHarness(
	opts: { catalogueSize?: number; pathMode?: PathMode } = {},
): Promise<Harness> {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { startPlatform } = require('./server');
	const platform = await startPlatform({
		pathMode: opts.pathMode ?? 'both',
		catalogueSize: opts.catalogueSize,
	});
	const keyOf = (tenant: string): string =>
		platform.tenants?.[tenant] ?? { acme: 'acme-key-123', globex: 'globex-key-456' }[tenant];
	const parse = async (res: Response): Promise<Json> => {
		const text = await res.text();
		if (!text) return undefined;
		try {
			return JSON.parse(text);
		} catch {
			return text;
		}
	};
	return {
		name: 'http',
		async call(method, path, o = {}) {
			const url = new URL(path, platform.url);
			for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
			const tenant = o.tenant ?? TENANT;
			const headers: Record<string, string> = { accept: '*/*' };
			if (!o.noAuth) {
				headers.ApiAuth = keyOf(tenant);
				headers['platform-tenant'] = tenant;
			}
			if (o.body !== undefined) headers['Content-Type'] = 'application/json';
			const res = await fetch(url, {
				method,
				headers,
				body: o.body === undefined ? undefined : JSON.stringify(o.body),
			});
			return { status: res.status, body: await parse(res) };
		},
		async putBytes(url, data, contentType) {
			const res = await fetch(url, {
				method: 'PUT',
				headers: { 'Content-Type': contentType },
				body: data,
			});
			await res.arrayBuffer();
			return res.status;
		},
		async getBytes(url) {
			const res = await fetch(url);
			return { status: res.status, data: Buffer.from(await res.arrayBuffer()) };
		},
		async setPathMode(m) {
			await platform.control.setPathMode(m);
		},
		async collection(tenant, name) {
			const state = await platform.control.state(tenant);
			return asObject(state?.[name] ?? state?.collections?.[name]);
		},
		async reset() {
			await platform.control.reset();
			await platform.control.setPathMode('both');
		},
		async close() {
			await platform.close();
		},
	};
}
