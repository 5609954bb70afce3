/**
 * The shapes every part of the transport shares (the request road, retries, API paths, file
 * requests). Kept apart so that none of those files imports another one back.
 */
import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

export const CREDENTIAL_TYPE = 'b2bCommerceApi';

/** Any n8n context that can send authenticated requests. */
export type RequestContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IHookFunctions
	| IWebhookFunctions;

/**
 * One platform operation's address. `paths` lists the main path (the spec's text) first and then the
 * alternative paths it notes (sample requests); see docs/decisions.md.
 */
export interface Endpoint {
	/** Stable key, used to remember which API path the platform answered. */
	key: string;
	method: IHttpRequestMethods;
	paths: string[];
	/**
	 * With API Paths on Automatic, the index of the path to try first (default 0, the main path).
	 * For an operation whose main path is really another operation's path.
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

export interface PlatformCredentials {
	baseUrl: string;
	apiKey: string;
	tenant: string;
	apiPaths?: 'auto' | 'main' | 'alternative';
}

export interface RawResponse {
	statusCode: number;
	headers: Record<string, string | string[] | undefined>;
	body: unknown;
}

/** Whether a value is a record (a JSON object); arrays, text, numbers, booleans and null are not. */
export function isRecord(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}
