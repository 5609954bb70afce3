import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INode,
	IPollFunctions,
	IWebhookFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import type { RequestGate } from './gate';

export const CREDENTIAL_TYPE = 'b2bCommerceApi';

/** Any n8n context that can send authenticated requests. */
export type RequestContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IHookFunctions
	| IWebhookFunctions;

/**
 * One platform operation's address. `paths` lists the spec's text path first and then the
 * variants it notes (sample requests); see README "Path variants".
 */
export interface Endpoint {
	/** Stable key, used to remember which path variant the platform answered. */
	key: string;
	method: IHttpRequestMethods;
	paths: string[];
	/**
	 * With Path Variant on Auto, the index of the path to try first (default 0, the text path).
	 * For an operation whose text path is really another operation's path.
	 */
	tryFirst?: number;
	/**
	 * Whether sending the request twice cannot write twice. Defaults to true for GET, PUT and
	 * DELETE (the spec's PUTs replace by key) and false for POST. Set it for the exceptions.
	 */
	idempotent?: boolean;
	/**
	 * Whether the path that answered is remembered (default true). False where the fallback path
	 * is another operation's path on most platforms: it is tried afresh each time.
	 */
	remember?: boolean;
	/**
	 * For a write whose 404 may mean "no such record" as well as "no such path": a safe read of
	 * the same thing (same path parameters and query). The next path is tried only if this read
	 * finds the thing, so a missing record never sends the write to another path.
	 */
	confirmMissingRoute?: Endpoint;
}

export interface PlatformRequest {
	endpoint: Endpoint;
	pathParams?: Record<string, string | number>;
	query?: IDataObject;
	body?: unknown;
	/** Shared by all requests of one execution: a 429 pauses them all. */
	gate?: RequestGate;
	itemIndex?: number;
}

export interface PlatformCredentials {
	baseUrl: string;
	apiKey: string;
	tenant: string;
	pathVariant?: 'auto' | 'text' | 'sample';
}

export interface RetryPolicy {
	/** Attempts in all, first one included, for 5xx and network failures. */
	maxAttempts: number;
	/** Attempts in all for 429s: the platform did not take the request, so waiting is safe. */
	maxRateLimitedAttempts: number;
	/** First backoff in ms for 5xx and network failures; doubles each time. */
	baseDelayMs: number;
	/** Longest wait we accept, from Retry-After or backoff. */
	maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
	maxAttempts: 6,
	maxRateLimitedAttempts: 12,
	baseDelayMs: 500,
	maxDelayMs: 60_000,
};

/** Test hook: tests shorten the backoff; nothing in the nodes changes it. */
export const retryPolicy: RetryPolicy = { ...DEFAULT_RETRY };

const ROUTE_MISSING = new Set([404, 405]);
const RETRY_IF_IDEMPOTENT = new Set([502, 503, 504]);
/** Failures where the request may have reached the platform. */
const NETWORK_FAILURES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'ESOCKETTIMEDOUT', 'EAI_AGAIN']);
/** Failures where the request surely never reached the platform. */
const NOT_SENT_FAILURES = new Set(['ECONNREFUSED']);

/** Which path index answered last, per platform, tenant and endpoint. */
const rememberedVariant = new Map<string, number>();

export function forgetPathVariants(): void {
	rememberedVariant.clear();
}

function joinUrl(baseUrl: string, path: string): string {
	return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function fillPath(template: string, params: Record<string, string | number> = {}): string {
	return template.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = params[name];
		if (value === undefined || value === '') throw new Error(`Path parameter ${name} is missing`);
		return encodeURIComponent(String(value));
	});
}

/** The path indexes to try, in order, for this credential's variant setting. */
function candidatePaths(endpoint: Endpoint, credentials: PlatformCredentials, cacheKey: string): number[] {
	const all = endpoint.paths.map((_, index) => index);
	if (all.length === 1) return all;
	if (credentials.pathVariant === 'text') return [0];
	if (credentials.pathVariant === 'sample') return [all.length - 1];
	// Once a path has answered, it is known to exist: a later 404 there means "no such record",
	// and trying the other path (a DELETE without its key, say) could do something else entirely.
	const remembered = rememberedVariant.get(cacheKey);
	if (remembered !== undefined) return [remembered];
	const first = endpoint.tryFirst ?? 0;
	return [first, ...all.filter((index) => index !== first)];
}

export interface RawResponse {
	statusCode: number;
	headers: Record<string, string | string[] | undefined>;
	body: unknown;
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

function header(response: RawResponse, name: string): string | undefined {
	const value = response.headers[name.toLowerCase()];
	return Array.isArray(value) ? value[0] : value;
}

/** Retry-After in ms: delta seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
	if (!value) return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function backoffMs(attempt: number): number {
	const exponential = retryPolicy.baseDelayMs * 2 ** (attempt - 1);
	return Math.min(retryPolicy.maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
}

function networkCode(error: unknown): string | undefined {
	const candidates = [error, (error as { cause?: unknown })?.cause];
	for (const candidate of candidates) {
		const code = (candidate as { code?: unknown })?.code;
		if (typeof code === 'string' && code !== '') return code;
	}
	const message = String((error as Error)?.message ?? '');
	return /socket hang up|closed unexpectedly/i.test(message) ? 'ECONNRESET' : undefined;
}

/** Removes the API key from anything we show, whatever the platform echoed back. */
export function scrub<T>(value: T, secret: string | undefined): T {
	if (!secret) return value;
	const text = JSON.stringify(value);
	// The key as it appears inside JSON text (a quote or backslash in it comes escaped).
	const inJson = JSON.stringify(secret).slice(1, -1);
	if (text === undefined || !text.includes(inJson)) return value;
	return JSON.parse(text.split(inJson).join('***')) as T;
}

/** The platform's own words from an error body of unknown shape. */
function platformMessage(body: unknown): string | undefined {
	if (typeof body === 'string') return body.slice(0, 500);
	if (body && typeof body === 'object') {
		const record = body as Record<string, unknown>;
		for (const key of ['message', 'error_description', 'detail', 'title', 'error']) {
			if (typeof record[key] === 'string' && record[key]) return record[key] as string;
		}
	}
	return undefined;
}

function statusSummary(status: number): string {
	if (status >= 300 && status < 400)
		return `The platform answered with a redirect (${status}), which is not followed so the API key stays with the platform`;
	if (status === 400) return 'The platform rejected the request as invalid';
	if (status === 401) return 'The platform refused the API key';
	if (status === 403) return 'The platform refused access for this tenant';
	if (status === 404) return 'The platform did not find what was asked for';
	if (status === 409) return 'The platform reported a conflict';
	if (status === 413) return 'The platform refused the request as too large';
	if (status === 429) return 'The platform is rate limiting requests';
	if (status >= 500) return 'The platform could not handle the request';
	return `The platform answered with status ${status}`;
}

function statusHint(status: number): string {
	if (status === 401 || status === 403)
		return 'Check the API key and tenant in the B2B Commerce API credential.';
	if (status === 404) return 'Check the number or ID you gave.';
	if (status === 429) return 'Lower "Requests at the Same Time" under "Request Options", or try again later.';
	if (status >= 500) return 'Try again later; if it keeps failing, contact the platform operator.';
	return 'Check the values named in the message.';
}

export function apiError(
	node: INode,
	status: number,
	body: unknown,
	secret: string,
	context: { method: string; path: string; itemIndex?: number },
): NodeApiError {
	const said = platformMessage(body);
	const field =
		body && typeof body === 'object' && typeof (body as IDataObject).field === 'string'
			? ` (field ${(body as IDataObject).field as string})`
			: '';
	const message = scrub(`${statusSummary(status)}${said ? `: ${said}` : ''}${field}`, secret);
	const response: JsonObject = scrub(
		{
			statusCode: status,
			request: `${context.method} ${context.path}`,
			...(body && typeof body === 'object' && !Array.isArray(body)
				? (body as JsonObject)
				: body !== undefined
					? { body: String(body) }
					: {}),
		},
		secret,
	);
	return new NodeApiError(node, response, {
		message,
		description: scrub(`${statusHint(status)} Request: ${context.method} ${context.path}`, secret),
		httpCode: String(status),
		itemIndex: context.itemIndex,
	});
}

function networkError(
	node: INode,
	code: string,
	secret: string,
	context: { method: string; path: string; itemIndex?: number; attempts: number; retried: boolean },
): NodeOperationError {
	const why = context.retried
		? `after ${context.attempts} attempts`
		: 'and it was not repeated, because repeating this request could write twice';
	// n8n replaces a message naming a network code (ECONNRESET...) with its own words: the code goes in the description.
	return new NodeOperationError(node, `Could not reach the platform ${why}`, {
			description: scrub(
				`Network failure ${code}. Request: ${context.method} ${context.path}. Check that the base URL is reachable. If the request was a write, check on the platform whether it arrived before running it again.`,
				secret,
			),
			itemIndex: context.itemIndex,
	});
}

const credentialCache = new WeakMap<object, Promise<PlatformCredentials>>();

export async function getPlatformCredentials(this: RequestContext): Promise<PlatformCredentials> {
	// `this` is the node's context of one execution (or one poll): one read serves all its requests.
	let pending = credentialCache.get(this);
	if (!pending) {
		pending = this.getCredentials(CREDENTIAL_TYPE) as unknown as Promise<PlatformCredentials>;
		credentialCache.set(this, pending);
		pending.catch(() => credentialCache.delete(this));
	}
	return await pending;
}

/**
 * The one road every platform call takes: path variants, auth (through the credential),
 * retries, error mapping. Returns the parsed body (undefined for an empty body).
 */
export async function platformRequest(this: RequestContext, request: PlatformRequest): Promise<unknown> {
	const credentials = await getPlatformCredentials.call(this);
	const node = this.getNode();
	const { endpoint } = request;
	const cacheKey = `${credentials.baseUrl}|${credentials.tenant}|${endpoint.key}`;
	const candidates = candidatePaths(endpoint, credentials, cacheKey);
	const idempotent = endpoint.idempotent ?? endpoint.method !== 'POST';

	let firstMissing: NodeApiError | undefined;
	for (const [position, pathIndex] of candidates.entries()) {
		const path = fillPath(endpoint.paths[pathIndex], request.pathParams);
		const response = await sendWithRetries.call(this, credentials, node, request, path, idempotent);
		const isLast = position === candidates.length - 1;
		if (ROUTE_MISSING.has(response.statusCode) && !isLast) {
			const missing = apiError(node, response.statusCode, response.body, credentials.apiKey, {
				method: endpoint.method,
				path,
				itemIndex: request.itemIndex,
			});
			if (response.statusCode === 404 && endpoint.confirmMissingRoute) {
				const found = await platformRequest
					.call(this, { ...request, endpoint: endpoint.confirmMissingRoute, body: undefined })
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
		if (endpoint.paths.length > 1 && endpoint.remember !== false && !ROUTE_MISSING.has(response.statusCode)) {
			rememberedVariant.set(cacheKey, pathIndex);
		}
		if (response.statusCode >= 300) {
			throw apiError(node, response.statusCode, response.body, credentials.apiKey, {
				method: endpoint.method,
				path,
				itemIndex: request.itemIndex,
			});
		}
		return response.body;
	}
	/* istanbul ignore next: candidates is never empty */
	throw firstMissing;
}

async function sendWithRetries(
	this: RequestContext,
	credentials: PlatformCredentials,
	node: INode,
	request: PlatformRequest,
	path: string,
	idempotent: boolean,
): Promise<RawResponse> {
	const method = request.endpoint.method;
	const options: IHttpRequestOptions = {
		method,
		url: joinUrl(credentials.baseUrl, path),
		qs: request.query,
		encoding: 'text',
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// A redirect to another host would carry ApiAuth along (only Authorization is dropped).
		disableFollowRedirect: true,
	};
	if (request.body !== undefined) {
		// Serialized once, as bytes: axios deep-copies an object body on every request (and
		// re-parses a string one to check it), which cost more than the request itself.
		options.body = Buffer.from(JSON.stringify(request.body));
		options.headers = { 'Content-Type': 'application/json' };
	}

	for (let attempt = 1; ; attempt++) {
		const sentWith = await request.gate?.acquire();
		let response: RawResponse;
		try {
			// Handing n8n the credential read once per execution saves a database read and a
			// decryption per request; n8n still applies the credential's authenticate.
			const reference = node.credentials?.[CREDENTIAL_TYPE];
			response = (await this.helpers.httpRequestWithAuthentication.call(
				this,
				CREDENTIAL_TYPE,
				{ ...options },
				{
					credentialsDecrypted: {
						id: reference?.id ?? '',
						name: reference?.name ?? '',
						type: CREDENTIAL_TYPE,
						// A copy: n8n may assign to it.
						data: { ...credentials } as unknown as ICredentialDataDecryptedObject,
					},
				},
			)) as RawResponse;
			request.gate?.release(
				response.statusCode === 429 ? 'rateLimited' : response.statusCode < 400 ? 'ok' : 'other',
				sentWith,
			);
		} catch (error) {
			request.gate?.release('other', sentWith);
			const code = networkCode(error) ?? 'UNKNOWN';
			const retryable = NOT_SENT_FAILURES.has(code) || (idempotent && NETWORK_FAILURES.has(code));
			if (!retryable || attempt >= retryPolicy.maxAttempts) {
				throw networkError(node, code, credentials.apiKey, {
					method,
					path,
					itemIndex: request.itemIndex,
					attempts: attempt,
					retried: retryable,
				});
			}
			await sleep(backoffMs(attempt));
			continue;
		}
		response.body = parseBody(response.body);

		const status = response.statusCode;
		const rateLimited = status === 429;
		const retryable = rateLimited || (idempotent && RETRY_IF_IDEMPOTENT.has(status));
		const budget = rateLimited ? retryPolicy.maxRateLimitedAttempts : retryPolicy.maxAttempts;
		if (!retryable || attempt >= budget) return response;

		const asked = retryAfterMs(header(response, 'retry-after'));
		const wait = Math.min(retryPolicy.maxDelayMs, asked ?? backoffMs(attempt));
		if (rateLimited && request.gate) {
			request.gate.pause(wait);
		} else {
			await sleep(wait);
		}
	}
}
