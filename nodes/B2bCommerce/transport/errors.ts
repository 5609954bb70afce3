/**
 * What a failed platform request tells the user: the error of an answer (status, the platform's
 * own words, a hint) and of a network failure, with the API key masked in everything shown and
 * error bodies cut to a size fit for the execution data.
 */
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { DEADLINE } from './retry';

const MAX_ERROR_BODY = 4_096;
const MAX_ERROR_MESSAGE = 1_000;

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
	return text.length > max
		? `${text.slice(0, max)}... (truncated, ${text.length} characters in all)`
		: text;
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
			if (typeof record[key] === 'string' && record[key])
				return truncated(record[key] as string, MAX_ERROR_MESSAGE);
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
	if (status === 429)
		return 'Lower "Requests at the Same Time" under "Request Options", or try again later.';
	if (status >= 500) return 'Try again later; if it keeps failing, contact the platform operator.';
	return 'Check the values named in the message.';
}

/**
 * Our errors pass through as they are (status, platform message); anything else becomes a
 * NodeOperationError, tied to its item when there is one.
 */
export function asNodeError(
	fn: { getNode(): INode },
	error: unknown,
	itemIndex?: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeOperationError || error instanceof NodeApiError) return error;
	return itemIndex === undefined
		? new NodeOperationError(fn.getNode(), error as Error)
		: new NodeOperationError(fn.getNode(), error as Error, { itemIndex });
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
	const message = scrub(
		`${statusSummary(status)}${maybeStored}${said ? `: ${said}` : ''}${field}`,
		secret,
	);
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
		description: scrub(
			`${statusHint(status, write)} Request: ${context.method} ${context.path}`,
			secret,
		),
		httpCode: String(status),
		itemIndex: context.itemIndex,
	});
}

/** Ms as seconds for a message: whole seconds as they are, else one decimal. */
export function seconds(ms: number): string {
	const value = ms / 1000;
	return `${Number.isInteger(value) ? value : value.toFixed(1)} s`;
}

export function networkError(
	node: INode,
	code: string,
	secret: string,
	context: {
		/** The endpoint's key, as the message names the call. */
		operation: string;
		method: string;
		path: string;
		itemIndex?: number;
		attempts: number;
		mayHaveArrived: boolean;
		/** Whether sending it again could write twice. */
		write: boolean;
		timeoutMs: number;
		/** From the first attempt to giving up. */
		waitedMs: number;
		/** The client's own words, shown when the code says little. */
		said?: string;
	},
): NodeOperationError {
	const request = `Request: ${context.method} ${context.path}.`;
	const tries = context.attempts > 1 ? ` (${context.attempts} attempts)` : '';
	const deadline = code === DEADLINE;
	const what = deadline
		? `The platform did not answer ${context.operation} within the Timeout of ${seconds(context.timeoutMs)} (waited ${seconds(context.waitedMs)}${context.attempts > 1 ? `, ${context.attempts} attempts` : ''})`
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
		? `The whole answer did not arrive within the Timeout (${seconds(context.timeoutMs)} for the whole call, retries and waits included; "Timeout" under the node's options).`
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
