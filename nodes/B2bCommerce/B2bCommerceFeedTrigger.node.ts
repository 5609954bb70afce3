import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { deepCopy, NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import type { FeedDef } from './feeds';
import { FEED_CONTEXTS, FEEDS, feedByName, feedOfEvent } from './feeds';
import { RequestGate, runLimited } from './transport/gate';
import type { PlatformCredentials } from './transport/request';
import { getPlatformCredentials, platformRequest } from './transport/request';

/** Value of the Event Types entry that stands for every type the spec does not list. */
export const OTHER_TYPES = '__other__';

/** Default and bounds of "Max Events per Poll". */
export const MAX_EVENTS_DEFAULT = 500;
const MAX_EVENTS_LIMIT = 10_000;

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

/** Polls running now, per workflow, node and cursor: n8n does not wait for one poll before the next. */
const pollsInProgress = new Set<string>();

/** Record reads in flight at once. */
const RECORD_READS_IN_FLIGHT = 5;

type StartFrom = 'beginning' | 'id' | 'now';

/** What the node keeps in its static data per feed, tenant and base URL. */
export interface CursorState {
	/** Where the next poll starts reading (the platform's nextId). */
	nextId: number;
	/** The Start From setting this cursor began with; changing the setting starts over. */
	origin: string;
	/** Still catching up to "now": events read are skipped, not emitted. */
	skipping?: boolean;
	/** startId of the last page that held events: where Fetch Test Event looks for a recent one. */
	lastPageStartId?: number;
}

interface Settings {
	feed: FeedDef;
	credentials: PlatformCredentials;
	eventTypes: string[];
	includeRecord: boolean;
	startFrom: StartFrom;
	startId: number;
	contexts: string[];
	maxEvents: number;
	pageSize: number;
}

interface Page {
	startId: number;
	nextId: number;
	events: IDataObject[];
}

interface ScanResult {
	nextId: number;
	lastPageStartId?: number;
	/** Whether the last page read said there is nothing more for now. */
	caughtUp: boolean;
	scanned: number;
}

// ---- Description

/** An event type code as words: CREATED is Created, GoodsIssuedNoteCreated is Goods Issued Note Created. */
function typeName(code: string): string {
	return code
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.split(' ')
		.map((word) => word.charAt(0) + word.slice(1).toLowerCase())
		.join(' ');
}

/** What an event type means, in words: CREATED, CREATE, GoodsIssuedNoteCreated are "created". */
function typeVerb(code: string): string {
	if (/creat/i.test(code)) return 'created';
	if (/updat/i.test(code)) return 'updated';
	if (/delet/i.test(code)) return 'deleted';
	return typeName(code).toLowerCase();
}

const CONTEXT_NAMES: Record<(typeof FEED_CONTEXTS)[number], string> = {
	APPLICATION: 'Application',
	BACKOFFICE: 'Back Office',
	INTEGRATIONS: 'Integrations',
	INTERNAL: 'Internal',
};

function eventTypesProperty(feed: FeedDef): INodeProperties {
	const known = feed.knownTypes.map((type) => ({
		name: typeName(type),
		value: type,
		description: `When a record is ${typeVerb(type)} (the platform's event type ${type})`,
	}));
	const other = {
		name: 'Any Other Type',
		value: OTHER_TYPES,
		description: 'Types the platform may send that the API documentation does not list',
	};
	return {
		displayName: 'Event Types',
		name: 'eventTypes',
		type: 'multiOptions',
		default: [],
		displayOptions: { show: { feed: [feed.value] } },
		options: [other, ...known].sort((a, b) => a.name.localeCompare(b.name)),
		description: 'Which events start the workflow. Leave empty for all events, including types not listed here.',
	};
}

const properties: INodeProperties[] = [
	{
		displayName: 'Feed',
		name: 'feed',
		type: 'options',
		required: true,
		default: 'complaints',
		options: FEEDS.map((feed) => ({ name: feed.name, value: feed.value, description: feed.description })),
		description: 'Which changes on the platform start the workflow',
	},
	...FEEDS.map(eventTypesProperty),
	{
		displayName: 'Include Record',
		name: 'includeRecord',
		type: 'boolean',
		default: true,
		description:
			'Whether to read the changed record (the complaint, note, operator or segment) and add it to the item as "record"',
	},
	{
		displayName: 'Start From',
		name: 'startFrom',
		type: 'options',
		default: 'now',
		options: [
			{
				name: 'Event ID',
				value: 'id',
				description: 'Events from a given position in the feed on',
			},
			{
				name: 'Now',
				value: 'now',
				description: 'Only events that happen after the workflow is activated',
			},
			{
				name: 'The Beginning',
				value: 'beginning',
				description: 'Every event the feed still holds, oldest first',
			},
		],
		description:
			'Where to start reading the first time the workflow is activated. Later polls go on from where the last one stopped; changing this setting starts over.',
	},
	{
		displayName: 'Start Event ID',
		name: 'startId',
		type: 'number',
		required: true,
		default: 0,
		typeOptions: { minValue: 0 },
		displayOptions: { show: { startFrom: ['id'] } },
		description: 'Position in the feed to start reading at (the feed\'s startId)',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Contexts',
				name: 'contexts',
				type: 'multiOptions',
				default: [],
				displayOptions: { show: { '/feed': ['operators', 'segments'] } },
				options: FEED_CONTEXTS.map((context) => ({
					name: CONTEXT_NAMES[context],
					value: context,
					description: `Changes made in the ${CONTEXT_NAMES[context].toLowerCase()} context (${context})`,
				})),
				description:
					"Only events from these contexts. Leave empty for the platform's default (for segments: all four).",
			},
			{
				displayName: 'Max Events per Poll',
				name: 'maxEvents',
				type: 'number',
				default: MAX_EVENTS_DEFAULT,
				typeOptions: { minValue: 1, maxValue: MAX_EVENTS_LIMIT },
				description:
					'The most events one poll turns into items. A bigger backlog is read over the next polls. A poll stops between pages, so it may pass this number by less than one page.',
			},
			{
				displayName: 'Page Size',
				name: 'pageSize',
				type: 'number',
				default: 100,
				typeOptions: { minValue: 1, maxValue: 1000 },
				displayOptions: { show: { '/feed': ['complaints'] } },
				description: "How many events to ask for per request (the feed's limit parameter)",
			},
		],
	},
];

// ---- Reading the node's settings

function readSettings(fn: IPollFunctions, credentials: PlatformCredentials): Settings {
	const node = fn.getNode();
	const feedName = fn.getNodeParameter('feed', 'complaints') as string;
	const feed = feedByName(feedName);
	if (!feed) throw new NodeOperationError(node, `Unknown feed "${feedName}"`, { description: 'Choose a feed in the node.' });
	const options = fn.getNodeParameter('options', {}) as IDataObject;
	const startFrom = fn.getNodeParameter('startFrom', 'now') as StartFrom;
	const startId = startFrom === 'id' ? Number(fn.getNodeParameter('startId', 0)) : 0;
	if (!Number.isInteger(startId) || startId < 0) {
		throw new NodeOperationError(node, 'Start Event ID must be a whole number of 0 or more', {
			description: `Got ${String(startId)}.`,
		});
	}
	const number = (value: unknown, fallback: number, max: number) => {
		const parsed = Number(value ?? fallback);
		return Number.isFinite(parsed) && parsed >= 1 ? Math.min(Math.floor(parsed), max) : fallback;
	};
	return {
		feed,
		credentials,
		eventTypes: (fn.getNodeParameter('eventTypes', []) as string[]) ?? [],
		includeRecord: fn.getNodeParameter('includeRecord', true) as boolean,
		startFrom,
		startId,
		contexts: feed.contexts ? ((options.contexts as string[] | undefined) ?? []) : [],
		maxEvents: number(options.maxEvents, MAX_EVENTS_DEFAULT, MAX_EVENTS_LIMIT),
		pageSize: number(options.pageSize, 100, 1000),
	};
}

function originOf(settings: Settings): string {
	return settings.startFrom === 'id' ? `id:${settings.startId}` : settings.startFrom;
}

function cursorKey(feed: FeedDef, credentials: PlatformCredentials): string {
	return `${feed.value}|${credentials.tenant}|${String(credentials.baseUrl).replace(/\/+$/, '')}`;
}

// ---- Reading the feed

const ROUTE_MISSING = new Set(['404', '405']);

/** The HTTP status the transport's NodeApiError carries (never guessed from the message). */
function httpCodeOf(error: unknown): string {
	const code = (error as { httpCode?: unknown } | undefined)?.httpCode;
	return typeof code === 'string' ? code : '';
}

async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
	return await promise.then(
		(value) => ({ ok: true as const, value }),
		(error: unknown) => ({ ok: false as const, error }),
	);
}

/**
 * One feed call through the transport. A feed's suspect variant (see FeedDef) is tried only
 * with Path Variant on Auto and only when the route is missing, and is never remembered.
 */
async function requestFeed(
	fn: IPollFunctions,
	settings: Settings,
	query: IDataObject,
	gate: RequestGate,
): Promise<unknown> {
	const { feed, credentials } = settings;
	const auto = (credentials.pathVariant ?? 'auto') === 'auto';
	if (!feed.suspectVariant || !auto) return await platformRequest.call(fn, { endpoint: feed.endpoint, query, gate });
	const first = await settle(platformRequest.call(fn, { endpoint: feed.endpoint, query, gate }));
	if (first.ok) return first.value;
	// The transport's errors (NodeApiError / NodeOperationError) go on as they are.
	if (!ROUTE_MISSING.has(httpCodeOf(first.error))) throw first.error;
	return await platformRequest.call(fn, { endpoint: feed.suspectVariant, query, gate });
}

function wanted(settings: Settings, event: IDataObject): boolean {
	if (settings.eventTypes.length === 0) return true;
	const type = typeof event.type === 'string' ? event.type : '';
	if (settings.feed.knownTypes.includes(type)) return settings.eventTypes.includes(type);
	return settings.eventTypes.includes(OTHER_TYPES);
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
	if (!answer || typeof answer !== 'object' || !Array.isArray(answer.events) || !Number.isInteger(nextId) || (nextId as number) < 0) {
		throw new NodeOperationError(node, `The ${feed.label} feed answered in an unexpected shape`, {
			description: `Expected {nextId, events} for startId ${startId}, got ${shorten(body)}. The saved position was not moved.`,
		});
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
				`The ${feed.label} feed answered with ${other.label} events (${other.idField}, not ${feed.idField})`,
				{ description },
			);
		}
		throw new NodeOperationError(node, `The ${feed.label} feed sent an event without ${feed.idField}`, {
			description,
		});
	}
	if (events.length > 0 && (nextId as number) <= startId) {
		throw new NodeOperationError(node, `The ${feed.label} feed did not move forward`, {
			description: `startId ${startId} returned ${events.length} events and nextId ${String(nextId)}. Reading on would repeat events, so the poll stopped. The saved position was not moved.`,
		});
	}
	return { startId, nextId: nextId as number, events: events as IDataObject[] };
}

/**
 * Reads the feed page by page from `startId`, handing each event to `visit` (which answers
 * whether the event counts toward `maxCounted`). Stops when the feed is caught up, when
 * `maxCounted` events were counted, or after SCAN_LIMIT events / PAGE_LIMIT pages (`toTheEnd`:
 * only at the end of the feed, for a scan that keeps nothing).
 */
async function scan(
	fn: IPollFunctions,
	settings: Settings,
	startId: number,
	maxCounted: number,
	visit: (event: IDataObject) => boolean,
	toTheEnd = false,
): Promise<ScanResult> {
	const { feed } = settings;
	const node = fn.getNode();
	const gate = new RequestGate();
	let cursor = startId;
	let counted = 0;
	let scanned = 0;
	let lastPageStartId: number | undefined;
	for (let pages = 0; ; ) {
		const asked = feed.limit ? Math.max(1, Math.min(settings.pageSize, maxCounted - counted)) : undefined;
		const query: IDataObject = { startId: cursor };
		if (settings.contexts.length > 0) query.contexts = settings.contexts.join(',');
		if (asked !== undefined) query.limit = asked;
		const body = await requestFeed(fn, settings, query, gate);
		const page = toPage(node, feed, body, cursor);
		pages++;
		const limitReached = toTheEnd ? pages >= TO_THE_END_PAGE_LIMIT : pages >= PAGE_LIMIT;
		if (page.events.length === 0) {
			// "Start the next call at the returned nextId": a platform may skip a stretch with
			// nothing for us (other contexts, say). A nextId that does not move ends the feed.
			if (page.nextId <= cursor) return { nextId: cursor, lastPageStartId, caughtUp: true, scanned };
			cursor = page.nextId;
			if (limitReached) return { nextId: cursor, lastPageStartId, caughtUp: false, scanned };
			continue;
		}
		cursor = page.nextId;
		lastPageStartId = page.startId;
		scanned += page.events.length;
		for (const event of page.events) if (visit(event)) counted++;
		const shortPage = asked !== undefined && page.events.length < asked;
		if (shortPage) return { nextId: cursor, lastPageStartId, caughtUp: true, scanned };
		if (counted >= maxCounted || (!toTheEnd && scanned >= SCAN_LIMIT) || limitReached) {
			return { nextId: cursor, lastPageStartId, caughtUp: false, scanned };
		}
	}
}

/** The event as an item: `{feed, <idField>, type, ...}`, plus `record` / `recordDeleted` when asked. */
async function toItems(
	fn: IPollFunctions,
	settings: Settings,
	events: IDataObject[],
): Promise<INodeExecutionData[]> {
	const { feed } = settings;
	const base = events.map((event) => {
		const json: IDataObject = { feed: feed.value, ...event };
		json.feed = feed.value;
		return json;
	});
	if (!settings.includeRecord || events.length === 0) return base.map((json) => ({ json }));

	const gate = new RequestGate();
	const reads = new Map<string, Promise<IDataObject | null>>();
	const read = async (id: string): Promise<IDataObject | null> => {
		const answer = await settle(
			platformRequest.call(fn, { endpoint: feed.record.endpoint, ...feed.record.request(id), gate }),
		);
		if (answer.ok) return (answer.value ?? {}) as IDataObject;
		// The record is gone (deleted since the event): the event still comes out, marked so.
		if (httpCodeOf(answer.error) === '404') return null;
		// Anything else fails the poll, and the cursor stays: the next poll reads this event again.
		const error = answer.error as Error & { description?: string | null };
		error.description = [
			error.description,
			`Could not read the record of ${feed.idField} ${id}, so the poll stopped and its position was not moved: the next poll tries this event again. If the record can never be read, turn off Include Record to get past it.`,
		]
			.filter(Boolean)
			.join(' ');
		throw error;
	};
	const records = await runLimited(events.length, RECORD_READS_IN_FLIGHT, async (index) => {
		const id = String(events[index][feed.idField]);
		let pending = reads.get(id);
		if (!pending) {
			pending = read(id);
			reads.set(id, pending);
		}
		return await pending;
	});
	return base.map((json, index) => {
		const record = records[index];
		return {
			json: { ...json, record: record === null ? null : deepCopy(record), recordDeleted: record === null },
		};
	});
}

// ---- Poll

async function fetchTestEvent(
	fn: IPollFunctions,
	settings: Settings,
	saved: CursorState | undefined,
): Promise<INodeExecutionData[][]> {
	const { feed } = settings;
	let latest: IDataObject | undefined;
	const keepLatest = (event: IDataObject) => {
		if (wanted(settings, event)) latest = event;
		return false;
	};
	// The feed has no "latest" call: read from where the last page with events began (saved by
	// earlier polls), else from the start, to the end, keeping the last matching event.
	const starts = saved?.lastPageStartId !== undefined ? [saved.lastPageStartId, 0] : [0];
	for (const start of [...new Set(starts)]) {
		await scan(fn, settings, start, Infinity, keepLatest, true);
		if (latest) break;
	}
	if (!latest) {
		const types = settings.eventTypes.length > 0 ? ' of the chosen types' : '';
		throw new NodeOperationError(fn.getNode(), `No events${types} in the ${feed.label} feed yet`, {
			description: `Create one on the platform (for example, ${feed.example}) and try again.`,
		});
	}
	return [await toItems(fn, settings, [latest])];
}

async function pollFeed(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const credentials = await getPlatformCredentials.call(this);
	const settings = readSettings(this, credentials);
	const staticData = this.getWorkflowStaticData('node');
	const key = cursorKey(settings.feed, credentials);
	const saved = staticData[key] as CursorState | undefined;

	// Fetch Test Event: a real recent event, and the saved position stays where it is.
	if (this.getMode() === 'manual') return await fetchTestEvent(this, settings, saved);

	// A poll that starts while the previous one still reads (a long backlog, retries, two poll
	// times at once) would read from the same position and emit the same events: it stands down.
	const running = `${this.getWorkflow().id ?? ''}|${this.getNode().id}|${key}`;
	if (pollsInProgress.has(running)) return null;
	pollsInProgress.add(running);
	try {
		return await pollFrom.call(this, settings, staticData, key, saved);
	} finally {
		pollsInProgress.delete(running);
	}
}

async function pollFrom(
	this: IPollFunctions,
	settings: Settings,
	staticData: IDataObject,
	key: string,
	saved: CursorState | undefined,
): Promise<INodeExecutionData[][] | null> {
	const origin = originOf(settings);
	const current: CursorState =
		saved && saved.origin === origin && Number.isInteger(saved.nextId)
			? saved
			: settings.startFrom === 'now'
				? { nextId: 0, origin, skipping: true }
				: { nextId: settings.startId, origin };

	let next: CursorState;
	let items: INodeExecutionData[] = [];
	if (current.skipping) {
		// "Now": the feed has no head call, so read to its end without emitting anything.
		const result = await scan(this, settings, current.nextId, Infinity, () => false, true);
		next = {
			nextId: result.nextId,
			origin,
			...(result.caughtUp ? {} : { skipping: true }),
			lastPageStartId: result.lastPageStartId ?? current.lastPageStartId,
		};
	} else {
		const events: IDataObject[] = [];
		const result = await scan(this, settings, current.nextId, settings.maxEvents, (event) => {
			if (!wanted(settings, event)) return false;
			events.push(event);
			return true;
		});
		items = await toItems(this, settings, events);
		next = {
			nextId: result.nextId,
			origin,
			lastPageStartId: result.lastPageStartId ?? current.lastPageStartId,
		};
	}

	// Only now, with the page read and its events turned into items, does the cursor move.
	if (JSON.stringify(next) !== JSON.stringify(saved)) staticData[key] = next as unknown as IDataObject;
	return items.length > 0 ? [items] : null;
}

export class B2bCommerceFeedTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'B2B Commerce Feed Trigger',
		name: 'b2bCommerceFeedTrigger',
		icon: { light: 'file:../../icons/b2b-commerce.svg', dark: 'file:../../icons/b2b-commerce.dark.svg' },
		group: ['trigger'],
		version: 1,
		// The feed's name as the Feed dropdown shows it ("Goods Issued Notes"), not its value.
		subtitle: `={{ "Feed: " + (${JSON.stringify(Object.fromEntries(FEEDS.map((feed) => [feed.value, feed.name])))})[$parameter["feed"]] }}`,
		description:
			'Starts the workflow when records change on the B2B commerce platform: new complaints, goods notes, operators and segment changes',
		defaults: { name: 'B2B Commerce Feed Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'b2bCommerceApi', required: true }],
		properties,
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollFeed.call(this);
	}
}
