/** Reading the feed: one call (with its suspect variant), one checked page, and a scan page by page. */
import type { IDataObject, INode, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { FeedDef } from './feeds';
import { feedLabel, feedOfEvent } from './feeds';
import { RequestGate } from '../../transport/gate';
import { platformRequest } from '../../transport/request';
import type { Settings } from './settings';
import type { Endpoint } from '../../transport/types';

/**
 * The most events one poll reads in all (kept or filtered out), and the most pages, so that no
 * poll is endless. A larger backlog takes several polls.
 */
export const SCAN_LIMIT = 20_000;
const PAGE_LIMIT = 1_000;

/**
 * Reading to the end of the feed without keeping events ("Now" on the first poll, Fetch Test
 * Event) holds one event at most, so it is not bounded by SCAN_LIMIT: stopping half-way would
 * drop the events that came after the activation. This only guards against a feed that never
 * ends.
 */
const TO_THE_END_PAGE_LIMIT = 100_000;

interface Page {
	startId: number;
	nextId: number;
	events: IDataObject[];
}

/**
 * An event as the feed gave it, with its ID: the startId of the page it came on plus its place on
 * that page. On a page without gaps (no events of other contexts left out) that is the event's
 * own position in the feed. Either way it grows from event to event and is the same each time the
 * same pages are read again, as a batch read again after a restart is (from the same start).
 */
export interface FeedEvent {
	eventId: number;
	event: IDataObject;
}

export interface ScanResult {
	nextId: number;
	lastPageStartId?: number;
	/** Whether the last page read said there is nothing more for now. */
	caughtUp: boolean;
	scanned: number;
}

const ROUTE_MISSING = new Set(['404', '405']);

/** The HTTP status the transport's NodeApiError carries (never guessed from the message). */
export function httpCodeOf(error: unknown): string {
	const code = (error as { httpCode?: unknown } | undefined)?.httpCode;
	return typeof code === 'string' ? code : '';
}

export async function settle<T>(
	promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
	return await promise.then(
		(value) => ({ ok: true as const, value }),
		(error: unknown) => ({ ok: false as const, error }),
	);
}

/**
 * One feed call through the transport. A feed's suspect variant (see FeedDef) is tried only
 * with API Paths on Automatic and only when the route is missing, and is never remembered.
 */
async function requestFeed(
	fn: IPollFunctions,
	settings: Settings,
	query: IDataObject,
	gate: RequestGate,
): Promise<unknown> {
	const { feed, credentials } = settings;
	const send = async (endpoint: Endpoint) =>
		await platformRequest.call(fn, { endpoint, query, gate, scope: settings.scope });
	const auto = (credentials.apiPaths ?? 'auto') === 'auto';
	if (!feed.suspectVariant || !auto) return await send(feed.endpoint);
	const first = await settle(send(feed.endpoint));
	if (first.ok) return first.value;
	// The transport's errors (NodeApiError / NodeOperationError) go on as they are.
	if (!ROUTE_MISSING.has(httpCodeOf(first.error))) throw first.error;
	return await send(feed.suspectVariant);
}

function shorten(value: unknown): string {
	const text = JSON.stringify(value) ?? String(value);
	return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

/** Checks one answer of the feed and returns it as a page; anything unexpected fails the poll. */
function toPage(node: INode, feed: FeedDef, body: unknown, startId: number): Page {
	const answer = body as IDataObject | undefined;
	const rawNext = answer?.nextId;
	const nextId = typeof rawNext === 'string' && /^\d+$/.test(rawNext) ? Number(rawNext) : rawNext;
	if (
		!answer ||
		typeof answer !== 'object' ||
		!Array.isArray(answer.events) ||
		!Number.isInteger(nextId) ||
		(nextId as number) < 0
	) {
		throw new NodeOperationError(
			node,
			`The ${feedLabel(feed)} feed answered in an unexpected shape`,
			{
				description: `Expected {nextId, events} for startId ${startId}, got ${shorten(body)}. The saved position was not moved.`,
			},
		);
	}
	const events = answer.events as unknown[];
	for (const event of events) {
		const record = event as IDataObject;
		const id = record && typeof record === 'object' ? record[feed.idField] : undefined;
		if ((typeof id === 'string' && id !== '') || typeof id === 'number') continue;
		const other = record && typeof record === 'object' ? feedOfEvent(record) : undefined;
		const paths = [...feed.endpoint.paths, ...(feed.suspectVariant?.paths ?? [])];
		const description =
			`Event: ${shorten(event)}. Check which path the platform serves for this feed ` +
			`(${paths.join(' or ')}). The saved position was not moved.`;
		if (other && other !== feed) {
			throw new NodeOperationError(
				node,
				`The ${feedLabel(feed)} feed answered with ${feedLabel(other)} events (${other.idField}, not ${feed.idField})`,
				{ description },
			);
		}
		throw new NodeOperationError(
			node,
			`The ${feedLabel(feed)} feed sent an event without ${feed.idField}`,
			{
				description,
			},
		);
	}
	if (events.length > 0 && (nextId as number) <= startId) {
		throw new NodeOperationError(node, `The ${feedLabel(feed)} feed did not move forward`, {
			description: `startId ${startId} returned ${events.length} events and nextId ${String(nextId)}. Reading on would repeat events, so the poll stopped. The saved position was not moved.`,
		});
	}
	return { startId, nextId: nextId as number, events: events as IDataObject[] };
}

/**
 * Reads the feed page by page from `startId`, handing each event to `visit` (which answers
 * whether the event counts toward `maxCounted`). Stops when the feed is caught up, when
 * `maxCounted` events were counted, or after SCAN_LIMIT events / PAGE_LIMIT pages (`toTheEnd`:
 * only at the end of the feed, for a scan that keeps nothing), or, after a page, once the clock
 * passed `stopAt` (the poll's time budget, see poll.ts): then like running out of pages.
 */
export async function scan(
	fn: IPollFunctions,
	settings: Settings,
	startId: number,
	maxCounted: number,
	visit: (event: FeedEvent) => boolean,
	toTheEnd = false,
	stopAt = Infinity,
): Promise<ScanResult> {
	const { feed } = settings;
	const node = fn.getNode();
	const gate = new RequestGate();
	let cursor = startId;
	// Where the next poll starts: past an empty page's nextId only once events confirm it.
	let settled = startId;
	let counted = 0;
	let scanned = 0;
	let lastPageStartId: number | undefined;
	for (let pages = 0; ; ) {
		const asked = feed.limit
			? Math.max(1, Math.min(settings.pageSize, maxCounted - counted))
			: undefined;
		const query: IDataObject = { startId: cursor };
		if (settings.contexts.length > 0) query.contexts = settings.contexts.join(',');
		if (asked !== undefined) query.limit = asked;
		const body = await requestFeed(fn, settings, query, gate);
		const page = toPage(node, feed, body, cursor);
		pages++;
		const limitReached =
			(toTheEnd ? pages >= TO_THE_END_PAGE_LIMIT : pages >= PAGE_LIMIT) || Date.now() >= stopAt;
		if (page.events.length === 0) {
			// "Start the next call at the returned nextId": a platform may skip a stretch with
			// nothing for us (other contexts, say), so the jump is followed in this poll. But an
			// empty page proves nothing about the positions it skips (a nextId far ahead would
			// hold back every event written below it), so the position kept for the next poll
			// stays where the events stopped until a page with events confirms the jump; only a
			// poll that runs out of pages in a stretch of empty ones keeps its progress. A nextId
			// that does not move ends the feed.
			if (page.nextId <= cursor)
				return { nextId: settled, lastPageStartId, caughtUp: true, scanned };
			cursor = page.nextId;
			if (limitReached) return { nextId: cursor, lastPageStartId, caughtUp: false, scanned };
			continue;
		}
		cursor = page.nextId;
		settled = cursor;
		lastPageStartId = page.startId;
		scanned += page.events.length;
		for (const [index, event] of page.events.entries())
			if (visit({ eventId: page.startId + index, event })) counted++;
		const shortPage = asked !== undefined && page.events.length < asked;
		if (shortPage) return { nextId: cursor, lastPageStartId, caughtUp: true, scanned };
		if (counted >= maxCounted || (!toTheEnd && scanned >= SCAN_LIMIT) || limitReached) {
			return { nextId: cursor, lastPageStartId, caughtUp: false, scanned };
		}
	}
}
