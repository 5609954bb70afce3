/**
 * When a request is sent again and how long one call may take: the retry policy and backoff, the
 * network error code of a failure (what decides whether it is repeated), and the one retry loop
 * of every request (platform calls and file requests), whose deadline covers the whole call:
 * every attempt and every wait (its length is the Timeout option, timeout.ts).
 */
import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { Deadlines } from './deadlines';
import type { RequestGate } from './gate';
import type { RawResponse, RequestContext } from './types';

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

/**
 * The policy of every request. Tests run with a shorter backoff by replacing this module's export
 * (jest.mock in test/support/transport.ts): the retry functions below take the policy as an
 * argument, and the request code passes this one.
 */
export const RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
	maxAttempts: 6,
	maxRateLimitedAttempts: 12,
	baseDelayMs: 500,
	maxDelayMs: 60_000,
});

const RETRY_IF_IDEMPOTENT = new Set([502, 503, 504]);
/** Failures where the request may have reached the platform. */
const NETWORK_FAILURES = new Set([
	'ECONNRESET',
	'EPIPE',
	'ETIMEDOUT',
	'ECONNABORTED',
	'ESOCKETTIMEDOUT',
]);
/** Failures where the request surely never reached the platform: worth trying again. */
const NOT_SENT_FAILURES = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Our own deadline (the Timeout option) passed before the whole answer arrived. */
export const DEADLINE = 'DEADLINE';
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

/** Retry-After in ms: delta seconds or an HTTP date. */
function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
	if (!value) return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function backoffMs(policy: RetryPolicy, attempt: number): number {
	const exponential = policy.baseDelayMs * 2 ** (attempt - 1);
	return Math.min(policy.maxDelayMs, exponential / 2 + Math.random() * (exponential / 2));
}

const CODE_PATTERN = /^E[A-Z0-9_]{2,}$/;

/**
 * The network error code of a failed request. n8n's helper wraps the HTTP client's error: n8n
 * 2.8 drops the original error (its `cause`) and keeps the code only as `httpCode` and the
 * original message in `messages`; newer n8n keeps `cause`. Every place is read, the cause chain
 * first; the words n8n put in place of the code are the last resort.
 */
function networkCode(error: unknown): string | undefined {
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
		...(Array.isArray((error as { messages?: unknown })?.messages)
			? (error as { messages: unknown[] }).messages
			: []),
		(error as Error)?.message,
	].map((text) => String(text ?? ''));
	for (const text of texts) {
		const named = /\b(E[A-Z]{3,}[A-Z_]*)\b/.exec(text)?.[1];
		if (
			named &&
			(NETWORK_FAILURES.has(named) || NOT_SENT_FAILURES.has(named) || named === 'ENOTFOUND')
		)
			return named;
		for (const [words, code] of CODE_BY_N8N_WORDS) if (words.test(text)) return code;
	}
	return undefined;
}

/**
 * Makes the execution's cancel signal (where the context has one) abort `abort` too, so a
 * cancelled execution stops its requests in flight. Returns the function that stops following.
 * Every request is sent with `abort`'s signal through n8n's plain helper, which uses it as given.
 */
function followCancel(ctx: RequestContext, abort: AbortController): () => void {
	const own = (ctx as Partial<IExecuteFunctions>).getExecutionCancelSignal;
	const execution = typeof own === 'function' ? own.call(ctx) : undefined;
	if (!execution) return () => undefined;
	if (execution.aborted) abort.abort();
	const cancel = () => abort.abort();
	execution.addEventListener('abort', cancel, { once: true });
	return () => execution.removeEventListener('abort', cancel);
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
	deadlines: Deadlines = new Deadlines(),
): Promise<T> {
	const abort = new AbortController();
	const release = followCancel(ctx, abort);
	const sending = send(ctx, abort.signal);
	let forget = () => {};
	const passed = new Promise<never>((_, reject) => {
		forget = deadlines.add(ms, () => {
			reject(new DeadlinePassed(`No whole answer within ${ms} ms`));
			abort.abort();
		});
	});
	try {
		return await Promise.race([sending, passed]);
	} finally {
		forget();
		release();
		// Once the deadline won, the aborted request's own failure is of no interest.
		sending.catch(() => undefined);
	}
}

/** What a failed attempt (no answer) means: its code, whether it may have arrived, and the wait before the next one. */
interface Failure {
	/** The network code, DEADLINE for our own deadline, UNKNOWN when none can be read. */
	code: string;
	/** Whether the request may have reached the platform (it was sent, the answer was lost). */
	mayHaveArrived: boolean;
	/** Ms to wait before sending again; undefined when this failure is final. */
	retryInMs?: number;
}

/**
 * Reads a failed attempt. Only a request that surely never reached the platform is repeated for a
 * write; a read is also repeated after a broken connection or a timeout, while its budget lasts.
 */
function failedAttempt(
	policy: RetryPolicy,
	error: unknown,
	attempt: number,
	idempotent: boolean,
): Failure {
	const code = error instanceof DeadlinePassed ? DEADLINE : (networkCode(error) ?? 'UNKNOWN');
	const notSent = NOT_SENT_FAILURES.has(code);
	const deadline = code === DEADLINE;
	const retryable = notSent || (idempotent && (NETWORK_FAILURES.has(code) || deadline));
	// A write is known not to have arrived only when every attempt was refused before anything was
	// sent (only those are repeated for a write).
	const mayHaveArrived = !notSent && code !== 'ENOTFOUND' && !code.startsWith('ERR_');
	if (!retryable || attempt >= policy.maxAttempts) return { code, mayHaveArrived };
	return { code, mayHaveArrived, retryInMs: backoffMs(policy, attempt) };
}

/**
 * The wait before sending again after an answer with this status, or undefined when the answer is
 * final: a 429 is always repeated (the platform did not take the request), a 502/503/504 only for
 * a request that cannot write twice. Retry-After is followed up to the policy's longest wait.
 */
function retryAfterAnswer(
	policy: RetryPolicy,
	status: number,
	retryAfter: string | undefined,
	attempt: number,
	idempotent: boolean,
): number | undefined {
	const rateLimited = status === 429;
	const retryable = rateLimited || (idempotent && RETRY_IF_IDEMPOTENT.has(status));
	const budget = rateLimited ? policy.maxRateLimitedAttempts : policy.maxAttempts;
	if (!retryable || attempt >= budget) return undefined;
	return Math.min(policy.maxDelayMs, retryAfterMs(retryAfter) ?? backoffMs(policy, attempt));
}

/** The time one call may take (the Timeout), counted from its first attempt. */
export interface Budget {
	ms: number;
	/** When the first attempt was sent (Date.now()); set by the loop. */
	startedAt?: number;
}

/** Ms left of a budget (all of it before the first attempt). */
function msLeft(budget: Budget): number {
	return budget.startedAt === undefined ? budget.ms : budget.startedAt + budget.ms - Date.now();
}

/** A call that ends without a usable answer: the last failure, the attempts and the time spent. */
interface GiveUp extends Failure {
	attempts: number;
	waitedMs: number;
	budgetMs: number;
}

export interface Call {
	ctx: RequestContext;
	budget: Budget;
	policy: RetryPolicy;
	idempotent: boolean;
	gate?: RequestGate;
	/** The timer of the run's deadlines (a call without one watches its own). */
	deadlines?: Deadlines;
	/** The request of one attempt: a fresh object each time (n8n may add to it, trace headers). */
	request(): IHttpRequestOptions;
	/** The error thrown when the call ends without an answer. */
	giveUp(failure: GiveUp, error: unknown): Error;
}

/**
 * Sends a request until it has an answer that is final, within one deadline for the whole call:
 * an attempt gets what remains of the budget, and a retry whose wait (backoff or Retry-After)
 * would pass the deadline is not made: the last answer is returned, or the last failure thrown.
 */
export async function sendWithRetries(call: Call): Promise<RawResponse> {
	const { budget, gate, policy, idempotent } = call;
	const deadlines = call.deadlines ?? new Deadlines();
	for (let attempt = 1; ; attempt++) {
		if (gate && budget.startedAt !== undefined && gate.openInMs() >= msLeft(budget)) {
			throw giveUp(
				call,
				new DeadlinePassed('The platform asked to wait past the Timeout'),
				attempt - 1,
			);
		}
		const sentWith = await gate?.acquire();
		budget.startedAt ??= Date.now();
		let response: RawResponse;
		try {
			const left = msLeft(budget);
			if (left <= 0) throw new DeadlinePassed('No time left');
			response = await withDeadline(
				call.ctx,
				left,
				async (ctx, signal) =>
					(await ctx.helpers.httpRequest({
						...call.request(),
						returnFullResponse: true,
						ignoreHttpStatusErrors: true,
						abortSignal: signal,
						// n8n's own timeout (a connection silent that long fails): a little later than our
						// deadline, which covers the whole call and says so.
						timeout: left + 1000,
					})) as RawResponse,
				deadlines,
			);
			gate?.release(
				response.statusCode === 429 ? 'rateLimited' : response.statusCode < 400 ? 'ok' : 'other',
				sentWith,
			);
		} catch (error) {
			gate?.release('other', sentWith);
			const failure = failedAttempt(policy, error, attempt, idempotent);
			if (failure.retryInMs === undefined || failure.retryInMs >= msLeft(budget)) {
				throw giveUp(call, error, attempt);
			}
			await sleep(failure.retryInMs);
			continue;
		}
		const wait = retryAfterAnswer(
			policy,
			response.statusCode,
			retryAfterHeader(response),
			attempt,
			idempotent,
		);
		if (wait === undefined || wait >= msLeft(budget)) return response;
		if (response.statusCode === 429 && gate) {
			gate.pause(wait);
		} else {
			await sleep(wait);
		}
	}
}

function giveUp(call: Call, error: unknown, attempts: number): Error {
	const failure = failedAttempt(call.policy, error, attempts, call.idempotent);
	return call.giveUp(
		{
			...failure,
			retryInMs: undefined,
			attempts,
			waitedMs: Date.now() - (call.budget.startedAt ?? Date.now()),
			budgetMs: call.budget.ms,
		},
		error,
	);
}

function retryAfterHeader(response: RawResponse): string | undefined {
	const value = response.headers['retry-after'];
	return Array.isArray(value) ? value[0] : value;
}
