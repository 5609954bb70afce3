/**
 * Shared shapes of the fake platform. Route modules (documents, catalogue, the rest)
 * describe their routes with these types; server.ts mounts them.
 * Written from ../shared/spec/integration-api.md only: never import node code here.
 */

/** Which of the spec's contradictory paths the fake serves. */
export type PathMode = 'main' | 'alternative' | 'both';

/** One JSON error body format for every failure of the fake (documented in the README). */
export interface ErrorBody {
	status: number;
	code: string;
	message: string;
	/** Dotted path of the offending field, e.g. `items[2].linePrices.netPrice`. */
	field?: string;
}

export class HttpError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly field?: string,
	) {
		super(message);
	}

	toBody(): ErrorBody {
		return {
			status: this.status,
			code: this.code,
			message: this.message,
			...(this.field ? { field: this.field } : {}),
		};
	}
}

export interface Reply {
	status: number;
	body?: unknown;
	/** Raw bytes (for file downloads); body is ignored when given. */
	raw?: { contentType: string; data: Buffer };
	headers?: Record<string, string>;
}

export interface RouteContext<TState = TenantState> {
	tenant: string;
	state: TState;
	query: URLSearchParams;
	/** Parsed JSON body (undefined when none). */
	body: unknown;
	/** Path parameters by name, e.g. { segmentId }. */
	params: Record<string, string>;
	platform: PlatformServices;
	/** The path template that matched (added by the server's owner; tells a main path from an alternative path). */
	template?: string;
	/** Request headers with lower-case names (added by the server's owner). */
	headers?: Record<string, string>;
	/** The path mode the request was served in (for a path that serves two operations in one mode). */
	pathMode?: PathMode;
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

export interface RouteDef {
	/** Stable name used in the request log, e.g. 'invoice.createOrReplace'. */
	name: string;
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/**
	 * Path templates after the host, with `{param}` placeholders.
	 * mainPaths: served in 'main' and 'both' mode. alternativePaths: served in 'alternative' and 'both' mode.
	 * An operation without a contradiction lists the same path in both (or only mainPaths and
	 * sets `always: true`).
	 */
	mainPaths: string[];
	/**
	 * (Router rule, added by the server's owner.) Absent: the mainPaths are served in every mode.
	 * Present, even empty: the mainPaths are served in 'main'/'both' only, these in 'alternative'/'both'.
	 */
	alternativePaths?: string[];
	/** Serve mainPaths regardless of the path mode (no contradiction in the spec). */
	always?: boolean;
	/**
	 * Only match when this query parameter is present (added by the server's owner). Used where the
	 * spec's text gives one path two meanings: GET .../operators?clientId= is the role lookup.
	 * A route with whenQuery wins over one without on the same template.
	 */
	whenQuery?: string;
	handler: Handler;
}

/** Services a route may use besides its tenant's state. */
export interface PlatformServices {
	/** Append an event to a synchronization feed of the tenant; returns the event id. */
	appendFeedEvent(
		tenant: string,
		feed: FeedName,
		event: Record<string, unknown>,
		context?: string,
	): number;
	/** Create a pending upload; returns { uploadUrl, uploadId }. */
	beginUpload(tenant: string, target: UploadTarget): { uploadUrl: string; uploadId: string };
	/** Take a finished upload (bytes PUT) by id; throws HttpError 404/409 when unknown or not uploaded. */
	completeUpload(
		tenant: string,
		uploadId: string,
	): { target: UploadTarget; url: string; extension: string };
	now(): Date;
	newId(): string;
	/** Deterministic random number in [0, 1) from the platform's seeded generator (added by the server's owner). */
	random?(): number;
	/**
	 * Read a synchronization feed of the tenant (added by the documents module; implemented by the core).
	 * Returns the events whose feed id is >= startId (at most `limit`, oldest first), restricted to
	 * events appended with one of `contexts` when given. nextId = last returned id + 1, or startId
	 * when nothing was returned.
	 */
	readFeed?(
		tenant: string,
		feed: FeedName,
		startId: number,
		limit: number,
		contexts?: string[],
	): { nextId: number; events: Record<string, unknown>[] };
}

export type FeedName =
	| 'operators'
	| 'segments'
	| 'goodsIssuedNotes'
	| 'goodsReceivedNotes'
	| 'complaints';

export interface UploadTarget {
	kind:
		| 'invoice'
		| 'invoiceCorrection'
		| 'fiscalReceiptCorrection'
		| 'goodsIssuedNote'
		| 'goodsReceivedNote';
	number: string;
	extension: string;
}

/** Per-tenant state. Each route module keeps its own collections in here. */
export interface TenantState {
	[collection: string]: Map<string, unknown> | unknown;
}

/**
 * JSON as the tests hold it: documents they build (fixtures, bodies bent on purpose into wrong
 * shapes), and what they read back from the fake (stored state, replies). Its shape is the spec's,
 * which each test knows and the type system does not; tests read and edit it deeply. The one named
 * place where test code opts out of typing, instead of `any` spread over the files.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type Json = any;
