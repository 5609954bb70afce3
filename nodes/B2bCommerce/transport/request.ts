/**
 * The one road every platform call takes: the endpoint's path (with its variants, see
 * apiPaths.ts), the credential's headers (authHeaders.ts), the deadline and retries (retry.ts),
 * and the error of a failed answer (errors.ts).
 */
import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	NodeApiError,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { authHeaders } from './authHeaders';
import { BASE_URL_SCHEME_FIX, hasHttpScheme, httpOrigin } from './baseUrl';
import { apiError, networkError } from './errors';
import { apiPathMemory } from './apiPaths';
import type { RequestGate } from './gate';
import type { Budget } from './retry';
import { RETRY_POLICY, sendWithRetries } from './retry';
import { TransportScope } from './scope';
import type { Endpoint, PlatformCredentials, RawResponse, RequestContext } from './types';
import { CREDENTIAL_TYPE } from './types';

/** One platform call: where it goes, what it sends, and what of the run it shares. */
export interface PlatformRequest {
	endpoint: Endpoint;
	pathParams?: Record<string, string | number>;
	query?: IDataObject;
	body?: unknown;
	gate?: RequestGate;
	/** The run's Timeout, deadline timer and credential (scope.ts); a fresh one when absent. */
	scope?: TransportScope;
	itemIndex?: number;
}

/** What an operation builds of a request: the road fills in the endpoint, gate, item and scope. */
export type RequestParts = Omit<PlatformRequest, 'endpoint' | 'gate' | 'itemIndex' | 'scope'>;

/**
 * What a file request (upload, download) needs of the operation running it: the execution's
 * functions, the item, and the platform road with the item's gate filled in.
 */
export interface FileCallContext {
	fn: IExecuteFunctions;
	itemIndex: number;
	scope?: TransportScope;
	send(endpoint: Endpoint, parts?: RequestParts): Promise<unknown>;
}

const ROUTE_MISSING = new Set([404, 405]);

/** What every call with one credential shares: its base URL, checked, and its headers. */
interface Prepared {
	/** The Base URL without trailing slashes. */
	base: string;
	headers: Record<string, string>;
}

/**
 * Per credential object: a run reads its credential once (scope.ts), so its calls check the
 * base URL and build the headers once. A credential read anew (no scope) is prepared anew.
 */
const prepared = new WeakMap<PlatformCredentials, Prepared>();

function prepare(node: () => INode, credentials: PlatformCredentials): Prepared {
	let ready = prepared.get(credentials);
	if (!ready) {
		checkBaseUrl(node(), credentials.baseUrl);
		ready = {
			base: credentials.baseUrl.trim().replace(/\/+$/, ''),
			headers: authHeaders(credentials.apiKey, credentials.tenant),
		};
		prepared.set(credentials, ready);
	}
	return ready;
}

function fillPath(template: string, params: Record<string, string | number> = {}): string {
	return template.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = params[name];
		if (value === undefined || value === '') throw new Error(`Path parameter ${name} is missing`);
		return encodeURIComponent(String(value));
	});
}

/** Parses a text body as JSON when it is JSON; the error format is "not shown", so text stays text. */
function parseBody(body: unknown): unknown {
	if (typeof body !== 'string') return body;
	const text = body.trim();
	if (text === '') return undefined;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

/**
 * The base URL as an http(s) address, checked before any request: without a scheme, n8n's
 * client fails with words that say nothing about the URL.
 */
function checkBaseUrl(node: INode, baseUrl: unknown): void {
	const text = typeof baseUrl === 'string' ? baseUrl.trim() : '';
	const shown = JSON.stringify(text.slice(0, 200));
	if (!hasHttpScheme(text)) {
		throw new NodeOperationError(node, BASE_URL_SCHEME_FIX, {
			description: `The Base URL in the B2B Commerce API credential is ${shown}. Enter it without /api/v1. Nothing was sent.`,
		});
	}
	if (httpOrigin(text) !== undefined) return;
	throw new NodeOperationError(
		node,
		`The base URL ${shown} in the B2B Commerce API credential is not a valid address`,
		{
			description: `${BASE_URL_SCHEME_FIX} (without /api/v1). Nothing was sent.`,
		},
	);
}

/** The credential: the run's copy (read once per run) when a scope is given, else read now. */
export async function getPlatformCredentials(
	this: RequestContext,
	scope?: TransportScope,
): Promise<PlatformCredentials> {
	if (scope) return await scope.credentials(this);
	return await this.getCredentials<PlatformCredentials>(CREDENTIAL_TYPE);
}

/**
 * A platform call (see the top of this file). Returns the parsed body (undefined for an empty
 * body). The Timeout is the budget of the whole call: every path tried, every attempt and wait.
 */
export async function platformRequest(
	this: RequestContext,
	request: PlatformRequest,
	budget?: Budget,
): Promise<unknown> {
	const scope = request.scope ?? new TransportScope();
	if (!request.scope) request = { ...request, scope };
	budget ??= { ms: scope.timeoutMs };
	const credentials = await getPlatformCredentials.call(this, scope);
	// n8n's getNode() makes a deep copy each time: only a failure (or the first call) needs it.
	const node = () => this.getNode();
	const ready = prepare(node, credentials);
	const { endpoint } = request;
	const candidates = apiPathMemory.candidates(endpoint, credentials);
	const idempotent = endpoint.idempotent ?? endpoint.method !== 'POST';

	let firstMissing: NodeApiError | undefined;
	for (const [position, pathIndex] of candidates.entries()) {
		const path = fillPath(endpoint.paths[pathIndex], request.pathParams);
		const response = await send(this, credentials, ready, node, request, path, idempotent, budget);
		const isLast = position === candidates.length - 1;
		const failure = () =>
			apiError(node(), response.statusCode, response.body, credentials.apiKey, {
				method: endpoint.method,
				path,
				itemIndex: request.itemIndex,
				write: !idempotent,
			});
		if (ROUTE_MISSING.has(response.statusCode) && !isLast) {
			const missing = failure();
			if (response.statusCode === 404 && endpoint.confirmMissingRoute) {
				const found = await platformRequest
					.call(
						this,
						{ ...request, endpoint: endpoint.confirmMissingRoute, body: undefined },
						budget,
					)
					.then(
						() => true,
						() => false,
					);
				if (!found) throw missing;
			}
			firstMissing ??= missing;
			continue;
		}
		if (ROUTE_MISSING.has(response.statusCode) && firstMissing) throw firstMissing;
		if (response.statusCode >= 200 && response.statusCode < 300) {
			apiPathMemory.succeeded(endpoint, credentials, pathIndex);
		}
		if (response.statusCode >= 300) throw failure();
		return response.body;
	}
	/* istanbul ignore next: candidates is never empty */
	throw firstMissing;
}

/** One path of a call, with its retries, within the call's budget. */
async function send(
	ctx: RequestContext,
	credentials: PlatformCredentials,
	ready: Prepared,
	node: () => INode,
	request: PlatformRequest,
	path: string,
	idempotent: boolean,
	budget: Budget,
): Promise<RawResponse> {
	const method = request.endpoint.method;
	const options: IHttpRequestOptions = {
		method,
		url: `${ready.base}/${path.replace(/^\/+/, '')}`,
		qs: request.query,
		encoding: 'text',
		// A redirect to another host would carry ApiAuth along (only Authorization is dropped).
		disableFollowRedirect: true,
	};
	let contentType: string | undefined;
	if (request.body !== undefined) {
		// Serialized once, as bytes: axios deep-copies an object body on every request (and
		// re-parses a string one to check it), which cost more than the request itself.
		options.body = Buffer.from(JSON.stringify(request.body));
		contentType = 'application/json';
	}
	// The credential's headers, built once per run, sent as plain headers: n8n's authenticated
	// helper would look the credential type up and run its authenticate on every request.
	const response = await sendWithRetries({
		ctx,
		budget,
		policy: RETRY_POLICY,
		idempotent,
		gate: request.gate,
		deadlines: request.scope?.deadlines,
		request: () => ({
			...options,
			headers: contentType
				? { ...ready.headers, 'Content-Type': contentType }
				: { ...ready.headers },
		}),
		giveUp: (failure, error) =>
			networkError(node(), failure.code, credentials.apiKey, {
				operation: request.endpoint.key,
				method,
				path,
				itemIndex: request.itemIndex,
				attempts: failure.attempts,
				mayHaveArrived: failure.mayHaveArrived,
				write: !idempotent,
				timeoutMs: failure.budgetMs,
				waitedMs: failure.waitedMs,
				said: (error as Error)?.message,
			}),
	});
	response.body = parseBody(response.body);
	return response;
}
