/**
 * Small helpers of the non-document route modules: replies, errors with dotted field paths,
 * field readers and the page envelope.
 */
import { feedQuery } from '../feeds';
import { FeedName, HttpError, PlatformServices, Reply, TenantState } from '../types';

export type Json = Record<string, unknown>;

export interface RouteOptions {
	/** Silent cap of pageSize / rows of list operations. */
	maxPageSize: number;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const noContent = (): Reply => ({ status: 204 });

export function bad(field: string | undefined, message: string): never {
	throw new HttpError(400, 'VALIDATION_FAILED', message, field || undefined);
}

export function notFound(message: string): never {
	throw new HttpError(404, 'NOT_FOUND', message);
}

/** The Map collection `name` of a tenant state (created on first use). */
export function coll<T>(state: TenantState, name: string): Map<string, T> {
	let m = state[name];
	if (!(m instanceof Map)) {
		m = new Map<string, T>();
		state[name] = m;
	}
	return m as Map<string, T>;
}

export function at(path: string, key: string | number): string {
	if (typeof key === 'number') return `${path}[${key}]`;
	return path ? `${path}.${key}` : key;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CLIENT_ID_RE = /^org:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^@\s]+@[^@\s]+$/;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
export const isObject = (v: unknown): v is Json =>
	typeof v === 'object' && v !== null && !Array.isArray(v);

export function bodyObject(body: unknown): Json {
	if (!isObject(body)) bad(undefined, 'The request body must be a JSON object');
	return body;
}

export function bodyArray(body: unknown): unknown[] {
	if (!Array.isArray(body)) bad(undefined, 'The request body must be a JSON array');
	return body;
}

function present(o: Json, key: string): boolean {
	return o[key] !== undefined && o[key] !== null;
}

export function reqStr(o: Json, key: string, path = ''): string {
	const f = at(path, key);
	if (!present(o, key)) bad(f, `${f} is required`);
	if (typeof o[key] !== 'string') bad(f, `${f} must be a string`);
	if ((o[key] as string).trim() === '') bad(f, `${f} must not be empty`);
	return o[key] as string;
}

/** undefined when absent, null when null, else a string (400 otherwise). */
export function optStr(o: Json, key: string, path = ''): string | null | undefined {
	if (o[key] === undefined) return undefined;
	if (o[key] === null) return null;
	if (typeof o[key] !== 'string') bad(at(path, key), `${at(path, key)} must be a string`);
	return o[key] as string;
}

export function reqNum(o: Json, key: string, path = ''): number {
	const f = at(path, key);
	if (!present(o, key)) bad(f, `${f} is required`);
	if (typeof o[key] !== 'number' || !Number.isFinite(o[key])) bad(f, `${f} must be a number`);
	return o[key] as number;
}

export function optBool(o: Json, key: string, path = ''): boolean | undefined {
	if (o[key] === undefined || o[key] === null) return undefined;
	if (typeof o[key] !== 'boolean') bad(at(path, key), `${at(path, key)} must be a boolean`);
	return o[key] as boolean;
}

export function reqEnum<T extends string>(
	o: Json,
	key: string,
	values: readonly T[],
	path = '',
): T {
	const v = reqStr(o, key, path);
	if (!(values as readonly string[]).includes(v)) {
		bad(at(path, key), `${at(path, key)} must be one of ${values.join(', ')}`);
	}
	return v as T;
}

export function reqObj(o: Json, key: string, path = ''): Json {
	const f = at(path, key);
	if (!present(o, key)) bad(f, `${f} is required`);
	if (!isObject(o[key])) bad(f, `${f} must be an object`);
	return o[key] as Json;
}

export function optObj(o: Json, key: string, path = ''): Json | undefined {
	if (!present(o, key)) return undefined;
	if (!isObject(o[key])) bad(at(path, key), `${at(path, key)} must be an object`);
	return o[key] as Json;
}

export function reqArr(o: Json, key: string, path = ''): unknown[] {
	const f = at(path, key);
	if (!present(o, key)) bad(f, `${f} is required`);
	if (!Array.isArray(o[key])) bad(f, `${f} must be an array`);
	return o[key] as unknown[];
}

export function optArr(o: Json, key: string, path = ''): unknown[] | undefined {
	if (!present(o, key)) return undefined;
	if (!Array.isArray(o[key])) bad(at(path, key), `${at(path, key)} must be an array`);
	return o[key] as unknown[];
}

export function optUuid(o: Json, key: string, path = ''): string | null | undefined {
	const v = optStr(o, key, path);
	if (typeof v === 'string' && !UUID_RE.test(v))
		bad(at(path, key), `${at(path, key)} must be a uuid`);
	return v;
}

export function optClientId(o: Json, key: string, path = ''): string | null | undefined {
	const v = optStr(o, key, path);
	if (typeof v === 'string' && !CLIENT_ID_RE.test(v)) {
		bad(at(path, key), `${at(path, key)} must be a client id of the form org:<uuid>`);
	}
	return v;
}

export function optEmail(o: Json, key: string, path = ''): string | null | undefined {
	const v = optStr(o, key, path);
	if (typeof v === 'string' && !EMAIL_RE.test(v))
		bad(at(path, key), `${at(path, key)} must be an e-mail address`);
	return v;
}

/** An element of a JSON array that must be an object. */
export function elementObject(v: unknown, path: string): Json {
	if (!isObject(v)) bad(path, `${path} must be an object`);
	return v;
}

// ---- query parameters

export function qReq(query: URLSearchParams, name: string): string {
	const v = query.get(name);
	if (v === null || v.trim() === '') bad(name, `Query parameter ${name} is required`);
	return v;
}

export function qInt(
	query: URLSearchParams,
	name: string,
	opts: { default?: number; min?: number; required?: boolean } = {},
): number {
	const raw = query.get(name);
	if (raw === null || raw === '') {
		if (opts.required || opts.default === undefined)
			bad(name, `Query parameter ${name} is required`);
		return opts.default;
	}
	if (!/^-?\d+$/.test(raw)) bad(name, `Query parameter ${name} must be an integer`);
	const n = Number(raw);
	if (opts.min !== undefined && n < opts.min)
		bad(name, `Query parameter ${name} must be at least ${opts.min}`);
	return n;
}

export const DEFAULT_PAGE_SIZE = 10;

/** pageNumber (from 1, default 1) and pageSize (from 1, default 10, silently capped). */
export function paging(
	query: URLSearchParams,
	opts: RouteOptions,
	required = false,
): { pageNumber: number; pageSize: number } {
	const pageNumber = qInt(query, 'pageNumber', { default: 1, min: 1, required });
	const pageSize = qInt(query, 'pageSize', { default: DEFAULT_PAGE_SIZE, min: 1, required });
	return { pageNumber, pageSize: Math.min(pageSize, opts.maxPageSize) };
}

export interface PageEnvelope<T> {
	items: T[];
	totalItems: number;
	pageNumber: number;
	totalPages: number;
	pageSize: number;
	nextPage: number | null;
}

export function pageOf<T>(all: T[], pageNumber: number, pageSize: number): PageEnvelope<T> {
	const totalItems = all.length;
	const totalPages = Math.ceil(totalItems / pageSize);
	const items = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
	return {
		items,
		totalItems,
		pageNumber,
		totalPages,
		pageSize,
		nextPage: pageNumber < totalPages ? pageNumber + 1 : null,
	};
}

export function clone<T>(v: T): T {
	return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** The platform's seeded random source (falls back to Math.random only if a host lacks it). */
export function rand(services: { random?(): number }): number {
	return services.random ? services.random() : Math.random();
}

/** A feed page for a feed route: the spec's query parameters, read through the platform service. */
export function feedReply(
	platform: PlatformServices,
	tenant: string,
	feed: FeedName,
	query: URLSearchParams,
): Reply {
	const q = feedQuery(feed, query);
	if (!platform.readFeed) throw new Error('the platform has no feed service');
	return ok(platform.readFeed(tenant, feed, q.startId, q.limit, q.contexts));
}
