/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Webhooks: CRUD, the example call, the list of types (`/type` text, `/types` sample), and the
 * delivery of events (control plane fireWebhook). Callbacks go to loopback hosts only.
 */
import * as http from 'node:http';
import * as https from 'node:https';
import { HttpError, RouteDef, TenantState } from '../types';
import { Gen, DEMO_CLIENT_ID } from './gen';
import {
	Json,
	RouteOptions,
	at,
	bad,
	bodyObject,
	clone,
	coll,
	noContent,
	notFound,
	ok,
	pageOf,
	paging,
	reqEnum,
	reqObj,
	reqStr,
} from './util';

export const WEBHOOKS = '/api/v1/webhooks/integrations/auth-required/webhooks';

export const WEBHOOK_TYPES = [
	{ name: 'CartOpened', exchangeName: 'p-u-o-m-e-c-cartopened-klient' },
	{ name: 'ClientLogged', exchangeName: 'p-u-o-m-e-c-clientlogged-klient' },
	{ name: 'OfferOpened', exchangeName: 'p-u-o-m-e-o-offeropened-klient' },
] as const;
export type WebhookTypeName = (typeof WEBHOOK_TYPES)[number]['name'];

export interface CallbackAuthentication {
	type: 'NONE' | 'HTTP_BASIC';
	username: string | null;
	password: string | null;
}

export interface Webhook {
	id: string;
	name: string;
	status: 'ACTIVE' | 'INACTIVE';
	webhookType: { name: string; exchangeName: string };
	callbackUrl: string;
	callbackAuthentication: CallbackAuthentication;
}

export interface Delivery {
	webhookId: string;
	callbackUrl: string;
	/** HTTP status of the callback's answer; 0 when it could not be delivered. */
	status: number;
	/** The answer's body (text), or why it was not delivered. */
	body: string;
	/** The JSON body that was sent. */
	sent: Record<string, unknown>;
}

export function webhooks(state: TenantState): Map<string, Webhook> {
	return coll<Webhook>(state, 'webhooks');
}

function readWebhookType(o: Json, path: string): Webhook['webhookType'] {
	const t = reqObj(o, 'webhookType', path);
	const p = at(path, 'webhookType');
	const name = reqStr(t, 'name', p);
	const exchangeName = reqStr(t, 'exchangeName', p);
	const known = WEBHOOK_TYPES.find((k) => k.name === name);
	if (!known)
		bad(
			at(p, 'name'),
			`${at(p, 'name')} must be one of ${WEBHOOK_TYPES.map((k) => k.name).join(', ')}`,
		);
	if (known.exchangeName !== exchangeName) {
		bad(at(p, 'exchangeName'), `${at(p, 'exchangeName')} of ${name} must be ${known.exchangeName}`);
	}
	return { name, exchangeName };
}

function readCallbackUrl(o: Json): string {
	const url = reqStr(o, 'callbackUrl');
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		bad('callbackUrl', 'callbackUrl must be an absolute http(s) URL');
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
		bad('callbackUrl', 'callbackUrl must be an absolute http(s) URL');
	}
	return url;
}

function readAuthentication(o: Json): CallbackAuthentication {
	const a = reqObj(o, 'callbackAuthentication');
	const type = reqEnum(a, 'type', ['NONE', 'HTTP_BASIC'] as const, 'callbackAuthentication');
	if (type === 'NONE') return { type, username: null, password: null };
	return {
		type,
		username: reqStr(a, 'username', 'callbackAuthentication'),
		password: reqStr(a, 'password', 'callbackAuthentication'),
	};
}

function readWebhook(body: unknown): Omit<Webhook, 'id'> {
	const o = bodyObject(body);
	return {
		name: reqStr(o, 'name'),
		status: reqEnum(o, 'status', ['ACTIVE', 'INACTIVE'] as const),
		webhookType: readWebhookType(o, ''),
		callbackUrl: readCallbackUrl(o),
		callbackAuthentication: readAuthentication(o),
	};
}

/**
 * Body of a callback. CartOpened follows the spec; ClientLogged and OfferOpened (payloads not
 * shown) use the same envelope with clientId + userId, resp. offerId + clientId.
 */
export function callbackBody(
	g: Gen,
	tenant: string,
	type: string,
	extra: Record<string, unknown> = {},
): Json {
	const envelope = { type, tenantKey: tenant };
	const tail = { eventId: g.newId(), timestamp: g.now().toISOString() };
	let middle: Json;
	if (type === 'CartOpened') middle = { cartId: g.newId(), clientId: DEMO_CLIENT_ID };
	else if (type === 'ClientLogged') middle = { clientId: DEMO_CLIENT_ID, userId: g.newId() };
	else if (type === 'OfferOpened') middle = { offerId: g.newId(), clientId: DEMO_CLIENT_ID };
	else middle = {};
	return { ...envelope, ...middle, ...tail, ...extra };
}

export function callbackHeaders(
	tenant: string,
	auth: CallbackAuthentication,
): Record<string, string> {
	const h: Record<string, string> = {
		'Content-Type': 'application/json',
		'platform-tenant': tenant,
	};
	if (auth.type === 'HTTP_BASIC') {
		h.Authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
	}
	return h;
}

export function isLoopback(url: string): boolean {
	try {
		const h = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
		return h === 'localhost' || h === '::1' || /^127\./.test(h) || h.endsWith('.localhost');
	} catch {
		return false;
	}
}

/** POST a callback (loopback hosts only). Never throws: failures come back as status 0. */
export function postCallback(
	url: string,
	headers: Record<string, string>,
	body: string,
	timeoutMs = 5000,
): Promise<{ status: number; body: string }> {
	if (!isLoopback(url))
		return Promise.resolve({
			status: 0,
			body: 'not delivered: the fake only calls loopback hosts',
		});
	return new Promise((resolve) => {
		const u = new URL(url);
		const mod = u.protocol === 'https:' ? https : http;
		const req = mod.request(
			u,
			{
				method: 'POST',
				headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
				agent: false,
				timeout: timeoutMs,
				...(u.protocol === 'https:' ? { rejectUnauthorized: false } : {}),
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (c: Buffer) => chunks.push(c));
				res.on('end', () =>
					resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
				);
				res.on('error', (e) => resolve({ status: 0, body: `not delivered: ${e.message}` }));
			},
		);
		req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
		req.on('error', (e) => resolve({ status: 0, body: `not delivered: ${e.message}` }));
		req.end(body);
	});
}

/** Deliver an event to every ACTIVE webhook of that type in the tenant. */
export async function fireWebhooks(
	state: TenantState,
	tenant: string,
	type: string,
	g: Gen,
	extra?: Record<string, unknown>,
): Promise<Delivery[]> {
	if (!WEBHOOK_TYPES.some((t) => t.name === type)) {
		throw new HttpError(400, 'VALIDATION_FAILED', `Unknown webhook type ${type}`, 'type');
	}
	const targets = [...webhooks(state).values()].filter(
		(w) => w.status === 'ACTIVE' && w.webhookType.name === type,
	);
	return Promise.all(
		targets.map(async (w) => {
			const sent = callbackBody(g, tenant, type, extra);
			const r = await postCallback(
				w.callbackUrl,
				callbackHeaders(tenant, w.callbackAuthentication),
				JSON.stringify(sent),
			);
			return { webhookId: w.id, callbackUrl: w.callbackUrl, status: r.status, body: r.body, sent };
		}),
	);
}

export function webhookRoutes(opts: RouteOptions, gen: () => Gen): RouteDef[] {
	const typesHandler: RouteDef['handler'] = () => ok(WEBHOOK_TYPES.map((t) => ({ ...t })));
	return [
		{
			name: 'webhook.list',
			method: 'GET',
			mainPaths: [WEBHOOKS],
			always: true,
			handler: ({ state, query }) => {
				const search = query.get('search');
				if (search !== null && search.length < 3)
					bad('search', 'search must have at least 3 characters');
				const { pageNumber, pageSize } = paging(query, opts);
				const needle = search?.toLowerCase();
				const all = [...webhooks(state).values()].filter(
					(w) => !needle || w.name.toLowerCase().includes(needle),
				);
				return ok(pageOf(clone(all), pageNumber, pageSize));
			},
		},
		{
			name: 'webhook.create',
			method: 'POST',
			mainPaths: [WEBHOOKS],
			always: true,
			handler: ({ state, body, platform }) => {
				const o = bodyObject(body);
				if (o.id !== undefined && o.id !== null)
					bad('id', 'id is assigned by the platform: leave it out on create');
				const w: Webhook = { id: platform.newId(), ...readWebhook(o) };
				webhooks(state).set(w.id, w);
				return ok({ id: w.id });
			},
		},
		{
			name: 'webhook.update',
			method: 'PUT',
			mainPaths: [WEBHOOKS],
			always: true,
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const id = reqStr(o, 'id');
				const fields = readWebhook(o);
				const w = webhooks(state).get(id);
				if (!w) notFound(`Webhook ${id} not found`);
				Object.assign(w, fields);
				return noContent();
			},
		},
		{
			name: 'webhook.example',
			method: 'POST',
			mainPaths: [`${WEBHOOKS}/example`],
			always: true,
			handler: async ({ tenant, body }) => {
				const o = bodyObject(body);
				const webhookType = readWebhookType(o, '');
				const callbackUrl = readCallbackUrl(o);
				const auth = readAuthentication(o);
				const headers = callbackHeaders(tenant, auth);
				const requestBody = JSON.stringify(callbackBody(gen(), tenant, webhookType.name));
				await postCallback(callbackUrl, headers, requestBody);
				const requestHeaders: Record<string, string[]> = {};
				for (const [k, v] of Object.entries(headers)) requestHeaders[k] = [v];
				return ok({ requestHeaders, requestBody });
			},
		},
		{
			name: 'webhook.types',
			method: 'GET',
			mainPaths: [`${WEBHOOKS}/type`],
			alternativePaths: [`${WEBHOOKS}/types`],
			handler: typesHandler,
		},
		{
			name: 'webhook.get',
			method: 'GET',
			mainPaths: [`${WEBHOOKS}/{webhookId}`],
			always: true,
			handler: ({ state, params }) => {
				const w = webhooks(state).get(params.webhookId);
				if (!w) notFound(`Webhook ${params.webhookId} not found`);
				return ok(clone(w));
			},
		},
		{
			name: 'webhook.delete',
			method: 'DELETE',
			mainPaths: [`${WEBHOOKS}/{webhookId}`],
			always: true,
			handler: ({ state, params }) => {
				if (!webhooks(state).delete(params.webhookId))
					notFound(`Webhook ${params.webhookId} not found`);
				return noContent();
			},
		},
	];
}
