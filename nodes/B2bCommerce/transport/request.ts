/**
 * The one road every platform call takes: the endpoint's path (with its variants, see
 * pathVariants.ts), auth through the credential, the deadline and retries (retry.ts), and the
 * error of a failed answer (errors.ts).
 */
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
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { apiError, networkError } from './errors';
import type { RequestGate } from './gate';
import { pathVariants } from './pathVariants';
import { RETRY_POLICY, failedAttempt, retryAfterAnswer, withDeadline } from './retry';

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
	const bounded =
		Number.isFinite(value) && value > 0
			? Math.min(value, MAX_TIMEOUT_SECONDS)
			: DEFAULT_TIMEOUT_SECONDS;
	timeouts.set(ctx, Math.max(1, Math.round(bounded * 1000)));
}

export function timeoutOf(ctx: RequestContext): number {
	return timeouts.get(ctx) ?? DEFAULT_TIMEOUT_SECONDS * 1000;
}

export interface PlatformCredentials {
	baseUrl: string;
	apiKey: string;
	tenant: string;
	pathVariant?: 'auto' | 'text' | 'sample';
}

const ROUTE_MISSING = new Set([404, 405]);

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
	throw new NodeOperationError(
		node,
		`The base URL ${shown} in the B2B Commerce API credential is not a valid address`,
		{
			description:
				'Enter the full address with http:// or https:// in front, for example https://platform.example.com (without /api/v1). Nothing was sent.',
		},
	);
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
export async function platformRequest(
	this: RequestContext,
	request: PlatformRequest,
): Promise<unknown> {
	const credentials = await getPlatformCredentials.call(this);
	const node = this.getNode();
	checkBaseUrl(node, credentials.baseUrl);
	const { endpoint } = request;
	const candidates = pathVariants.candidates(endpoint, credentials);
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
		if (response.statusCode >= 200 && response.statusCode < 300) {
			pathVariants.succeeded(endpoint, credentials, pathIndex);
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
			const failure = failedAttempt(RETRY_POLICY, error, attempt, idempotent);
			if (failure.retryInMs === undefined) {
				throw networkError(node, failure.code, credentials.apiKey, {
					method,
					path,
					itemIndex: request.itemIndex,
					attempts: attempt,
					mayHaveArrived: failure.mayHaveArrived,
					write: !idempotent,
					timeoutMs,
					said: (error as Error)?.message,
				});
			}
			await sleep(failure.retryInMs);
			continue;
		}
		response.body = parseBody(response.body);

		const wait = retryAfterAnswer(
			RETRY_POLICY,
			response.statusCode,
			header(response, 'retry-after'),
			attempt,
			idempotent,
		);
		if (wait === undefined) return response;
		if (response.statusCode === 429 && request.gate) {
			request.gate.pause(wait);
		} else {
			await sleep(wait);
		}
	}
}
