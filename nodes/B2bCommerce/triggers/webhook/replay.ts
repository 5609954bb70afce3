/**
 * Replayed deliveries: a platform event whose `eventId` was already received within the replay
 * window, or whose `timestamp` is older than the tolerance, is answered as received and starts no
 * execution (the platform's retry behaviour is not documented, so a delivery may come again).
 *
 * The ids seen live in two places: the workflow's static data of the trigger node, which n8n
 * saves after each webhook call (so they survive a restart and are shared through the database
 * in queue mode), and this process's memory, which also catches a copy arriving while the first
 * one is still being saved. Each save writes the ids of both, so an id lost to two concurrent
 * saves comes back with the next one.
 */
import type { IDataObject, INodeProperties, IWebhookFunctions } from 'n8n-workflow';

import type { Seen } from './seenEvents';
import { seenEvents } from './seenEvents';

/** The most event ids kept per trigger node; the oldest are forgotten first. */
const MAX_SEEN_EVENTS = 10_000;

const DEFAULT_REPLAY_WINDOW_HOURS = 24;

/** The trigger's options about replayed deliveries (in the order n8n lists collection options). */
export const replayOptions: INodeProperties[] = [
	{
		displayName: 'Ignore Events Older Than (Seconds)',
		name: 'maxEventAgeSeconds',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description:
			'An event whose timestamp is older than this is answered as received and starts no execution. 0 (the default) accepts events of any age.',
		hint: "Leave a margin for the platform's delivery delays and for clocks that differ",
	},
	{
		displayName: 'Ignore Repeated Events For (Hours)',
		name: 'replayWindowHours',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 720 },
		default: DEFAULT_REPLAY_WINDOW_HOURS,
		description:
			'An event whose event ID arrived before, within this many hours, is answered as received and starts no execution. 0 starts an execution for every delivery.',
	},
];

export type ReplayVerdict = 'repeated' | 'tooOld';

export interface ReplaySettings {
	windowMs: number;
	maxAgeMs: number;
}

/** The replay settings from the node's options; out-of-range values fall back to the default or off. */
export function replaySettings(options: IDataObject): ReplaySettings {
	const hours = Number(options.replayWindowHours ?? DEFAULT_REPLAY_WINDOW_HOURS);
	const seconds = Number(options.maxEventAgeSeconds ?? 0);
	const windowHours = Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_REPLAY_WINDOW_HOURS;
	return {
		windowMs: windowHours * 3_600_000,
		maxAgeMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
	};
}

interface ReplayStaticData {
	/** Event id -> seconds since the epoch when it was first received. */
	seenEvents?: Record<string, number>;
}

function storedSeen(data: ReplayStaticData): Seen {
	const seen: Seen = new Map();
	const stored = data.seenEvents;
	if (stored && typeof stored === 'object') {
		for (const [id, at] of Object.entries(stored))
			if (typeof at === 'number' && Number.isFinite(at)) seen.set(id, at * 1000);
	}
	return seen;
}

/**
 * Whether this delivery is a replay (and why), else records its event id as received. Recording
 * changes the node's static data, which n8n saves after the call.
 */
export function checkReplay(
	fn: IWebhookFunctions,
	body: IDataObject,
	settings: ReplaySettings,
	now = Date.now(),
): ReplayVerdict | undefined {
	if (settings.maxAgeMs > 0) {
		const sentAt = typeof body.timestamp === 'string' ? Date.parse(body.timestamp) : NaN;
		// Without a readable timestamp its age cannot be known: refused like an old one.
		if (Number.isNaN(sentAt) || now - sentAt > settings.maxAgeMs) return 'tooOld';
	}
	const eventId = body.eventId;
	if (settings.windowMs <= 0 || (typeof eventId !== 'string' && typeof eventId !== 'number'))
		return undefined;
	const id = String(eventId);
	const data = fn.getWorkflowStaticData('node') as ReplayStaticData;
	const memory = seenEvents.of(`${fn.getWorkflow().id ?? ''}|${fn.getNode().id}`);
	const stored = storedSeen(data);
	const since = now - settings.windowMs;
	const seenAt = Math.max(memory.get(id) ?? -Infinity, stored.get(id) ?? -Infinity);
	if (seenAt >= since) return 'repeated';

	memory.delete(id);
	memory.set(id, now);
	// What is saved: the ids of the database and of this process, within the window, newest last.
	const merged = new Map([...stored, ...memory].filter(([, at]) => at >= since));
	merged.delete(id);
	merged.set(id, now);
	const kept = [...merged].sort((a, b) => a[1] - b[1]).slice(-MAX_SEEN_EVENTS);
	for (const [key, at] of memory) if (at < since) memory.delete(key);
	while (memory.size > MAX_SEEN_EVENTS) memory.delete(memory.keys().next().value as string);
	data.seenEvents = Object.fromEntries(kept.map(([key, at]) => [key, Math.floor(at / 1000)]));
	return undefined;
}
