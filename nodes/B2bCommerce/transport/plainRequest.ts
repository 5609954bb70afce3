/**
 * A request for a file outside the one request road: the upload address and file links of
 * documents (upload.ts, download.ts). These usually point at another host and carry their own
 * signature: sent with a few retries, never showing the URL's query in a message.
 */
import type { IHttpRequestOptions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { authHeaders } from './authHeaders';
import { scrub, seconds } from './errors';
import { DEADLINE, RETRY_POLICY, sendWithRetries } from './retry';
import { DEFAULT_TIMEOUT_SECONDS } from './timeout';
import type { FileCallContext } from './request';
import type { PlatformCredentials, RawResponse } from './types';

/** `scheme://host/path` of a URL: what we show of an upload or file address (never its signature). */
export function withoutQuery(url: string): string {
	try {
		const parsed = new URL(url);
		return `${parsed.origin}${parsed.pathname}`;
	} catch {
		return '(an invalid URL)';
	}
}

/**
 * Sends a file request (a PUT of the same bytes or a GET, so retrying is safe) within the
 * Timeout. `platform` (the credential) is given only for a link on the platform's own origin,
 * which is then sent with the credential's headers and never shows the key in a message.
 */
export async function plainRequest(
	ctx: FileCallContext,
	options: IHttpRequestOptions,
	what: string,
	platform?: PlatformCredentials,
): Promise<RawResponse> {
	const platformKey = platform?.apiKey;
	const shown = `${options.method ?? 'GET'} ${withoutQuery(options.url)}`;
	const response = await sendWithRetries({
		ctx: ctx.fn,
		budget: { ms: ctx.scope?.timeoutMs ?? DEFAULT_TIMEOUT_SECONDS * 1000 },
		deadlines: ctx.scope?.deadlines,
		policy: { ...RETRY_POLICY, maxAttempts: Math.min(3, RETRY_POLICY.maxAttempts) },
		idempotent: options.method !== 'POST',
		request: () =>
			platform
				? {
						...options,
						headers: { ...options.headers, ...authHeaders(platform.apiKey, platform.tenant) },
						// A redirect to another host would carry ApiAuth along.
						disableFollowRedirect: true,
					}
				: { ...options },
		giveUp: (failure, error) =>
			new NodeOperationError(
				ctx.fn.getNode(),
				failure.code === DEADLINE
					? `Could not finish the ${what}: the file host did not answer within the Timeout of ${seconds(failure.budgetMs)} (waited ${seconds(failure.waitedMs)})`
					: `Could not finish the ${what}: the file host could not be reached`,
				{
					itemIndex: ctx.itemIndex,
					description: scrub(
						`${(error as Error).message}. Request: ${shown}. Nothing was attached to the document.`,
						platformKey,
					),
				},
			),
	});
	if (response.statusCode >= 300) {
		let said = '';
		const body = response.body;
		const text = Buffer.isBuffer(body)
			? body.toString('utf8')
			: typeof body === 'string'
				? body
				: JSON.stringify(body ?? '');
		try {
			const parsed = JSON.parse(text) as { message?: unknown };
			said = typeof parsed.message === 'string' ? parsed.message : text;
		} catch {
			said = text;
		}
		throw new NodeApiError(
			ctx.fn.getNode(),
			{ statusCode: response.statusCode, request: shown },
			{
				message: scrub(
					`The ${what} was refused with status ${response.statusCode}${said ? `: ${said.slice(0, 300)}` : ''}`,
					platformKey,
				),
				description: `Request: ${shown}. Upload and file links may expire; run the operation again to get a fresh one.`,
				httpCode: String(response.statusCode),
				itemIndex: ctx.itemIndex,
			},
		);
	}
	return response;
}
