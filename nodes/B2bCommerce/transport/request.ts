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
import { NodeApiError, NodeOperationError, sleep, sleepWithAbort } from 'n8n-workflow';

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

/** Default of the Timeout option: the longest one attempt of a request may take, in seconds. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
const MAX_TIMEOUT_SECONDS = 3600;

/** The Timeout (ms) set for a node's context; contexts without one use the default. */
const timeouts = new WeakMap<object, number>();

/**
 * Sets the deadline of every request made with this context (one execution or one poll):
 * seconds from sending a request to the last byte of its answer. Out-of-range or non-numeric
 * values fall back to the default or the nearest bound.
 */
export function useRequestTimeout(ctx: RequestContext, seconds: unknown): void {
	const value = Number(seconds);
	const bounded = Number.isFinite(value) && value > 0 ? Math.min(value, MAX_TIMEOUT_SECONDS) : DEFAULT_TIMEOUT_SECONDS;
	timeouts.set(ctx, Math.max(1, Math.round(bounded * 1000)));
}

function timeoutOf(ctx: RequestContext): number {
	return timeouts.get(ctx) ?? DEFAULT_TIMEOUT_SECONDS * 1000;
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
const NETWORK_FAILURES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'ESOCKETTIMEDOUT']);
/** Failures where the request surely never reached the platform: worth trying again. */
const NOT_SENT_FAILURES = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Our own deadline (the Timeout option) passed before the whole answer arrived. */
const DEADLINE = 'DEADLINE';
/** Attempts in all for a request that timed out: one more, not the full budget. */
const DEADLINE_ATTEMPTS = 2;
/** Codes of a request that timed out (ours, or the client's for a silent connection). */
const TIMED_OUT = new Set([DEADLINE, 'ETIMEDOUT', 'ECONNABORTED', 'ESOCKETTIMEDOUT']);
/** Network error codes as n8n's error class puts them into words (it drops the code itself). */
const CODE_BY_N8N_WORDS: Array<[RegExp, string]> = [
	[/refused the connection/i, 'ECONNREFUSED'],
	[/closed unexpectedly|socket hang up/i, 'ECONNRESET'],
	[/connection timed out/i, 'ETIMEDOUT'],
	[/connection was aborted/i, 'ECONNABORTED'],
	[/incorrect host/i, 'ENOTFOUND'],
	[/DNS server returned an error/i, 'EAI_AGAIN'],
	[/host is unreachable/i, 'EHOSTUNREACH'],
	[/^Invalid URL/i, 'ERR_INVALID_URL'],
];
/** What we keep of an error body: enough to read, never megabytes in the execution data. */
const MAX_ERROR_BODY = 4_096;
const MAX_ERROR_MESSAGE = 1_000;

/** Which path index answered last, per platform, tenant and endpoint. */
const rememberedVariant = new Map<string, number>();

export function forgetPathVariants(): void {
	rememberedVariant.clear();
}

function joinUrl(baseUrl: string, path: string): string {
	return `${baseUrl.trim().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
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

const CODE_PATTERN = /^E[A-Z0-9_]{2,}$/;

/**
 * The network error code of a failed request. n8n's helper wraps the HTTP client's error: n8n
 * 2.8 drops the original error (its `cause`) and keeps the code only as `httpCode` and the
 * original message in `messages`; newer n8n keeps `cause`. Every place is read, the cause chain
 * first; the words n8n put in place of the code are the last resort.
 */
export function networkCode(error: unknown): string | undefined {
	const seen = new Set<unknown>();
	const queue: unknown[] = [error];
	while (queue.length > 0) {
		const candidate = queue.shift() as Record<string, unknown> | undefined;
		if (!candidate || typeof candidate !== 'object' || seen.has(candidate)) continue;
		seen.add(candidate);
		for (const field of ['code', 'errno', 'httpCode']) {
			const value = candidate[field];
			if (typeof value === 'string' && CODE_PATTERN.test(value)) return value;
		}
		queue.push(candidate.cause, candidate.errorResponse, candidate.reason);
	}
	const texts = [
		...(Array.isArray((error as { messages?: unknown })?.messages) ? ((error as { messages: unknown[] }).messages) : []),
		(error as Error)?.message,
	].map((text) => String(text ?? ''));
	for (const text of texts) {
		const named = /\b(E[A-Z]{3,}[A-Z_]*)\b/.exec(text)?.[1];
		if (named && (NETWORK_FAILURES.has(named) || NOT_SENT_FAILURES.has(named) || named === 'ENOTFOUND')) return named;
		for (const [words, code] of CODE_BY_N8N_WORDS) if (words.test(text)) return code;
	}
	return undefined;
}

/** The forms in which a platform may echo the key: as sent, URL-encoded, base64 (padded, bare, URL-safe). */
function secretForms(secret: string): string[] {
	const base64 = Buffer.from(secret, 'utf8').toString('base64');
	const forms = [
		secret,
		encodeURIComponent(secret),
		encodeURIComponent(secret).replace(/%20/g, '+'),
		encodeURI(secret),
		base64,
		base64.replace(/=+$/, ''),
		Buffer.from(secret, 'utf8').toString('base64url'),
	];
	// Longest first, so a form that contains another is masked whole.
	return [...new Set(forms)].filter((form) => form !== '').sort((a, b) => b.length - a.length);
}

/** Removes the API key from anything we show, whatever the platform echoed back (also encoded). */
export function scrub<T>(value: T, secret: string | undefined): T {
	if (!secret) return value;
	let text = JSON.stringify(value);
	if (text === undefined) return value;
	let changed = false;
	for (const form of secretForms(secret)) {
		// The form as it appears inside JSON text (a quote or backslash in it comes escaped).
		const inJson = JSON.stringify(form).slice(1, -1);
		if (!text.includes(inJson)) continue;
		text = text.split(inJson).join('***');
		changed = true;
	}
	return changed ? (JSON.parse(text) as T) : value;
}

function truncated(text: string, max: number): string {
	return text.length > max ? `${text.slice(0, max)}... (truncated, ${text.length} characters in all)` : text;
}

/**
 * What we keep of an error body: as it came when small, else its first characters. A platform
 * may answer megabytes; n8n stores the error in the execution data.
 */
function keptBody(body: unknown): unknown {
	if (body === undefined) return undefined;
	if (typeof body === 'string') return truncated(body, MAX_ERROR_BODY);
	const text = JSON.stringify(body) ?? String(body);
	return text.length > MAX_ERROR_BODY ? truncated(text, MAX_ERROR_BODY) : body;
}

/** The platform's own words from an error body of unknown shape. */
function platformMessage(body: unknown): string | undefined {
	if (typeof body === 'string') return truncated(body, 500);
	if (body && typeof body === 'object') {
		const record = body as Record<string, unknown>;
		for (const key of ['message', 'error_description', 'detail', 'title', 'error']) {
			if (typeof record[key] === 'string' && record[key]) return truncated(record[key] as string, MAX_ERROR_MESSAGE);
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

function statusHint(status: number, write: boolean): string {
	if (status >= 500 && write)
		return 'The platform may have stored this request anyway: check on the platform whether it arrived before running it again, or it may be stored twice.';
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
	context: { method: string; path: string; itemIndex?: number; write?: boolean },
): NodeApiError {
	// Masked before anything is cut, so a cut never leaves part of the key.
	body = scrub(body, secret);
	const said = platformMessage(body);
	const field =
		body && typeof body === 'object' && typeof (body as IDataObject).field === 'string'
			? ` (field ${truncated((body as IDataObject).field as string, 200)})`
			: '';
	const write = context.write === true;
	const maybeStored = status >= 500 && write ? ' (it may have been stored anyway)' : '';
	const message = scrub(`${statusSummary(status)}${maybeStored}${said ? `: ${said}` : ''}${field}`, secret);
	const kept = keptBody(body);
	const response: JsonObject = scrub(
		{
			statusCode: status,
			request: `${context.method} ${context.path}`,
			...(kept && typeof kept === 'object' && !Array.isArray(kept)
				? (kept as JsonObject)
				: kept !== undefined
					? { body: typeof kept === 'string' ? kept : JSON.stringify(kept) }
					: {}),
		},
		secret,
	);
	return new NodeApiError(node, response, {
		message,
		description: scrub(`${statusHint(status, write)} Request: ${context.method} ${context.path}`, secret),
		httpCode: String(status),
		itemIndex: context.itemIndex,
	});
}

function networkError(
	node: INode,
	code: string,
	secret: string,
	context: {
		method: string;
		path: string;
		itemIndex?: number;
		attempts: number;
		/** Whether the request may have reached the platform (it was sent, the answer was lost). */
		mayHaveArrived: boolean;
		/** Whether sending it again could write twice. */
		write: boolean;
		timeoutMs: number;
		/** The client's own words, shown when the code says little. */
		said?: string;
	},
): NodeOperationError {
	const request = `Request: ${context.method} ${context.path}.`;
	const tries = context.attempts > 1 ? ` (${context.attempts} attempts)` : '';
	const deadline = code === DEADLINE;
	const what = deadline
		? `The platform did not answer within ${context.timeoutMs / 1000} s${tries}`
		: code === 'ECONNREFUSED'
			? `The platform refused the connection${tries}`
			: code === 'ENOTFOUND'
				? 'The host of the base URL was not found'
				: `The connection to the platform broke off${tries}`;
	const stored = context.write && context.mayHaveArrived;
	// n8n replaces a message naming a network code (ECONNRESET...) with its own words: the code goes in the description.
	const message = stored
		? `${what}; the request was not repeated because it may have been stored`
		: what;
	const detail = deadline
		? `The whole answer did not arrive within the Timeout (${context.timeoutMs / 1000} s; "Timeout" under the node's options).`
		: `Network failure ${code}${context.said && (code === 'UNKNOWN' || code.startsWith('ERR_')) ? ` (${truncated(context.said, 200)})` : ''}.`;
	const advice = stored
		? 'The platform may have stored this request: check on the platform whether it arrived before running it again, or it may be stored twice.'
		: code === 'ENOTFOUND'
			? 'Check the base URL in the B2B Commerce API credential.'
			: 'Check that the base URL is reachable and the platform is running, then try again.';
	return new NodeOperationError(node, message, {
		description: scrub(`${detail} ${request} ${advice}`, secret),
		itemIndex: context.itemIndex,
	});
}

/**
 * The base URL as an http(s) address, checked before any request: without a scheme, n8n's
 * client fails with words that say nothing about the URL.
 */
export function checkBaseUrl(node: INode, baseUrl: unknown): void {
	const text = typeof baseUrl === 'string' ? baseUrl.trim() : '';
	let url: URL | undefined;
	try {
		url = new URL(text);
	} catch {
		url = undefined;
	}
	if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return;
	const shown = JSON.stringify(text.slice(0, 200));
	throw new NodeOperationError(node, `The base URL ${shown} in the B2B Commerce API credential is not a valid address`, {
		description:
			'Enter the full address with http:// or https:// in front, for example https://platform.example.com (without /api/v1). Nothing was sent.',
	});
}

/**
 * `ctx` for one request aborted by `abort`, which also follows the execution's cancel signal.
 * n8n's helper replaces the request's abortSignal with the execution's cancel signal where the
 * context has one, so the request sees ours only through that method. `release` stops following.
 */
function withAbort(ctx: RequestContext, abort: AbortController): { ctx: RequestContext; release: () => void } {
	const own = (ctx as Partial<IExecuteFunctions>).getExecutionCancelSignal;
	if (typeof own !== 'function') return { ctx, release: () => undefined };
	const execution = own.call(ctx);
	const cancel = () => abort.abort();
	if (execution?.aborted) abort.abort();
	execution?.addEventListener('abort', cancel, { once: true });
	return {
		ctx: Object.create(ctx, { getExecutionCancelSignal: { value: () => abort.signal } }) as RequestContext,
		release: () => execution?.removeEventListener('abort', cancel),
	};
}

class DeadlinePassed extends Error {
	readonly code = DEADLINE;
}

/**
 * Runs one request with a deadline for the whole of it: n8n's own timeout only notices a
 * connection that stays silent, so an answer trickling in byte by byte would never end. When
 * the deadline passes first, the request is aborted and DeadlinePassed thrown.
 */
async function withDeadline<T>(
	ctx: RequestContext,
	ms: number,
	send: (ctx: RequestContext, signal: AbortSignal) => Promise<T>,
): Promise<T> {
	const abort = new AbortController();
	const timer = new AbortController();
	const scoped = withAbort(ctx, abort);
	const sending = send(scoped.ctx, abort.signal);
	const passed = new Promise<never>((_, reject) => {
		sleepWithAbort(ms, timer.signal).then(
			() => {
				reject(new DeadlinePassed(`No whole answer within ${ms} ms`));
				abort.abort();
			},
			// The request settled first and stopped the timer: nothing to do.
			() => undefined,
		);
	});
	try {
		return await Promise.race([sending, passed]);
	} finally {
		timer.abort();
		scoped.release();
		// Once the deadline won, the aborted request's own failure is of no interest.
		sending.catch(() => undefined);
	}
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
	checkBaseUrl(node, credentials.baseUrl);
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
				write: !idempotent,
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
		// Only a success proves the path exists: a 401 (wrong key) or a 5xx may come from any path.
		const succeeded = response.statusCode >= 200 && response.statusCode < 300;
		if (endpoint.paths.length > 1 && endpoint.remember !== false && succeeded) {
			rememberedVariant.set(cacheKey, pathIndex);
		}
		if (response.statusCode >= 300) {
			throw apiError(node, response.statusCode, response.body, credentials.apiKey, {
				method: endpoint.method,
				path,
				itemIndex: request.itemIndex,
				write: !idempotent,
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
	const timeoutMs = timeoutOf(this);
	// n8n's own timeout (a connection silent that long fails): a little later than the deadline,
	// which covers the whole request and says so.
	options.timeout = timeoutMs + 1000;
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
			response = (await withDeadline(
				this,
				timeoutMs,
				async (ctx, signal) =>
					await ctx.helpers.httpRequestWithAuthentication.call(
						ctx,
						CREDENTIAL_TYPE,
						{ ...options, abortSignal: signal },
						{
							credentialsDecrypted: {
								id: reference?.id ?? '',
								name: reference?.name ?? '',
								type: CREDENTIAL_TYPE,
								// A copy: n8n may assign to it.
								data: { ...credentials } as unknown as ICredentialDataDecryptedObject,
							},
						},
					),
			)) as RawResponse;
			request.gate?.release(
				response.statusCode === 429 ? 'rateLimited' : response.statusCode < 400 ? 'ok' : 'other',
				sentWith,
			);
		} catch (error) {
			request.gate?.release('other', sentWith);
			const code = error instanceof DeadlinePassed ? DEADLINE : (networkCode(error) ?? 'UNKNOWN');
			const notSent = NOT_SENT_FAILURES.has(code);
			const deadline = code === DEADLINE;
			const retryable = notSent || (idempotent && (NETWORK_FAILURES.has(code) || deadline));
			const budget = TIMED_OUT.has(code) ? Math.min(DEADLINE_ATTEMPTS, retryPolicy.maxAttempts) : retryPolicy.maxAttempts;
			if (!retryable || attempt >= budget) {
				// A write is known not to have arrived only when every attempt was refused before
				// anything was sent (only those are repeated for a write).
				throw networkError(node, code, credentials.apiKey, {
					method,
					path,
					itemIndex: request.itemIndex,
					attempts: attempt,
					mayHaveArrived: !notSent && code !== 'ENOTFOUND' && !code.startsWith('ERR_'),
					write: !idempotent,
					timeoutMs,
					said: (error as Error)?.message,
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
