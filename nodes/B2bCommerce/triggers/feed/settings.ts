/** The Feed Trigger's settings as one poll reads them, and where its saved position is kept. */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { FeedDef } from './feeds';
import { feedByName } from './feeds';
import { numberFrom } from '../../engine/values';
import type { TransportScope } from '../../transport/scope';
import type { PlatformCredentials } from '../../transport/types';
import { defaultOf, MAX_EVENTS_LIMIT, OTHER_TYPES, PAGE_SIZE_LIMIT } from './description';

type StartFrom = 'beginning' | 'id' | 'now';

/** What the node keeps in its static data per feed, tenant and base URL. */
export type CursorState = {
	/** Where the next poll starts reading (the platform's nextId). */
	nextId: number;
	/** The Start From setting this cursor began with; changing the setting starts over. */
	origin: string;
	/** Still catching up to "now": events read are skipped, not emitted. */
	skipping?: boolean;
	/** startId of the last page that held events: where Fetch Test Event looks for a recent one. */
	lastPageStartId?: number;
	/**
	 * The highest eventId emitted (see FeedEvent): an event at or below it comes out again only when
	 * a batch is read again, and is marked `redelivered`.
	 */
	lastEventId?: number;
	/**
	 * The last batch emitted, until a later poll of the process that emitted it confirms it
	 * (`from`: where the batch began; `by`: that process). A poll in another process (after a
	 * stop, the process's executions may not have been recorded) reads the batch again.
	 */
	pending?: { from: number; by: string };
};

export interface Settings {
	feed: FeedDef;
	credentials: PlatformCredentials;
	eventTypes: string[];
	includeRecord: boolean;
	startFrom: StartFrom;
	startId: number;
	contexts: string[];
	maxEvents: number;
	pageSize: number;
	/** The poll's Timeout, deadline timer and credential (set by the poll). */
	scope?: TransportScope;
}

export function readSettings(fn: IPollFunctions, credentials: PlatformCredentials): Settings {
	const node = fn.getNode();
	const feedName = fn.getNodeParameter('feed', defaultOf('feed')) as string;
	const feed = feedByName(feedName);
	if (!feed)
		throw new NodeOperationError(node, `Unknown feed "${feedName}"`, {
			description: 'Choose a feed in the node.',
		});
	const options = fn.getNodeParameter('options', {}) as IDataObject;
	const startFrom = fn.getNodeParameter('startFrom', defaultOf('startFrom')) as StartFrom;
	const rawStartId =
		startFrom === 'id' ? (fn.getNodeParameter('startId', defaultOf('startId')) as unknown) : 0;
	const startId = numberFrom(rawStartId) ?? Number.NaN;
	if (!Number.isInteger(startId) || startId < 0) {
		throw new NodeOperationError(node, 'Start Event ID must be a whole number of 0 or more', {
			description: `Got ${JSON.stringify(rawStartId) ?? String(rawStartId)}.`,
		});
	}
	const number = (name: 'maxEvents' | 'pageSize', max: number) => {
		const fallback = defaultOf(name) as number;
		const parsed = numberFrom(options[name] ?? fallback);
		return parsed !== undefined && parsed >= 1 ? Math.min(Math.floor(parsed), max) : fallback;
	};
	return {
		feed,
		credentials,
		eventTypes: (fn.getNodeParameter('eventTypes', defaultOf('eventTypes')) as string[]) ?? [],
		includeRecord: fn.getNodeParameter('includeRecord', defaultOf('includeRecord')) as boolean,
		startFrom,
		startId,
		contexts: feed.contexts ? ((options.contexts as string[] | undefined) ?? []) : [],
		maxEvents: number('maxEvents', MAX_EVENTS_LIMIT),
		pageSize: number('pageSize', PAGE_SIZE_LIMIT),
	};
}

export function originOf(settings: Settings): string {
	return settings.startFrom === 'id' ? `id:${settings.startId}` : settings.startFrom;
}

export function cursorKey(feed: FeedDef, credentials: PlatformCredentials): string {
	return `${feed.value}|${credentials.tenant}|${String(credentials.baseUrl).replace(/\/+$/, '')}`;
}

/** Whether the event is of a type the node was set to start on. */
export function wanted(settings: Settings, event: IDataObject): boolean {
	if (settings.eventTypes.length === 0) return true;
	const type = typeof event.type === 'string' ? event.type : '';
	if (settings.feed.knownTypes.includes(type)) return settings.eventTypes.includes(type);
	return settings.eventTypes.includes(OTHER_TYPES);
}
