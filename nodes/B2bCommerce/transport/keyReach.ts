/**
 * Where the credential's `authenticate` lets the API key go. n8n calls it for every request made
 * with the credential: the Test, the HTTP Request node (Custom API Call), the GraphQL node and an
 * AI agent's HTTP Request tool, whatever URL they were given. The key and tenant are added only
 * when the request goes to exactly the Base URL's scheme, host and port (onBaseUrlOrigin), and
 * such a request never follows a redirect, which would carry `ApiAuth` along to wherever it
 * points (n8n's redirect library drops only `Authorization` and cookies).
 */
import type { IHttpRequestOptions } from 'n8n-workflow';

import { BASE_URL_SCHEME_FIX, httpOrigin } from './baseUrl';

/**
 * The request options n8n hands to `authenticate`: those of its HTTP helper (`url`, often with
 * `baseURL`) or the legacy ones of the HTTP Request and GraphQL nodes (an absolute `uri`).
 */
export interface KeyedRequest extends IHttpRequestOptions {
	uri?: unknown;
	followRedirect?: boolean;
	followAllRedirects?: boolean;
	maxRedirects?: number;
}

/** What n8n's client (axios) takes for an absolute URL: a scheme and `//`, or `//` alone. */
const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `url` after `base` as axios (n8n's client) builds the address it sends to. */
function joined(url: string, base: string): string {
	if (ABSOLUTE.test(url)) return url;
	return url ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : base;
}

/** `url` resolved against `base` as the WHATWG parser does (undefined when it cannot). */
function resolved(url: string, base: string): string | undefined {
	try {
		return new URL(url, base).href;
	} catch {
		return undefined;
	}
}

/**
 * The addresses the request may go to. `url` or `uri` as they are when absolute; a relative one
 * after `baseURL`, read both ways n8n reads it: axios joins the two with one `/` (where the
 * request goes), while n8n's own checks resolve it as a browser would (`new URL(url, baseURL)`),
 * and the two differ for forms such as `\\host\path`. `baseURL` alone without either. Every
 * address found must be the Base URL's.
 */
function targets(options: KeyedRequest): unknown[] {
	// n8n's types promise a url; the HTTP Request node gives only a uri.
	const url: unknown = options.url;
	const base: unknown = options.baseURL;
	const found: unknown[] = [];
	for (const value of [url, options.uri]) {
		if (value === undefined) continue;
		const text = value === null ? undefined : String(value);
		if (text === undefined || typeof base !== 'string') {
			found.push(text);
			continue;
		}
		found.push(joined(text, base), resolved(text, base));
	}
	return found.length > 0 ? found : [base];
}

/** The error that stops a request before it is sent. */
function refused(message: string, description: string): Error {
	return Object.assign(new Error(message), { description });
}

/**
 * Why the key must not go with this request (an error to throw before anything is sent), or
 * undefined when it goes to the Base URL's address.
 */
export function keyRefusal(baseUrl: unknown, options: KeyedRequest): Error | undefined {
	const base = httpOrigin(baseUrl);
	if (base === undefined) {
		return refused(
			"The API key is only sent to the Base URL's address, and the Base URL in the B2B Commerce API credential is not an http(s) address",
			`${BASE_URL_SCHEME_FIX}. Nothing was sent.`,
		);
	}
	const message = `The API key is only sent to the Base URL's address, ${base}`;
	for (const target of targets(options)) {
		const origin = httpOrigin(target);
		if (origin === base) continue;
		return refused(
			message,
			`This request goes to ${origin ?? 'an address that is not a full http(s) URL'}, so it was not sent. Only the exact scheme, host and port of the Base URL in the B2B Commerce API credential get the key; use another credential for other addresses.`,
		);
	}
	if (base.startsWith('http:') && options.proxy) {
		return refused(
			`${message}, and a proxy would read it over http://`,
			'Remove the proxy from the request, or use an https:// Base URL. Nothing was sent.',
		);
	}
	return undefined;
}

/**
 * The request options with redirects off, in every form n8n reads: its HTTP helper's
 * `disableFollowRedirect`, and the legacy `followRedirect` / `followAllRedirects` /
 * `maxRedirects` of the HTTP Request and GraphQL nodes. A 3xx answer is then the answer.
 */
export function withoutRedirects(options: KeyedRequest): KeyedRequest {
	return {
		...options,
		disableFollowRedirect: true,
		followRedirect: false,
		followAllRedirects: false,
		maxRedirects: 0,
	};
}
