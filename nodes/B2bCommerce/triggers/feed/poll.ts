/**
 * One poll of the Feed Trigger: from the saved position (or where Start From says), the events
 * read become items and only then does the position move. Fetch Test Event reads a recent event
 * and leaves the position alone.
 */
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { getPlatformCredentials } from '../../transport/request';
import { TransportScope } from '../../transport/scope';
import { feedLabel } from './feeds';
import { toItems } from './items';
import type { FeedEvent } from './scan';
import { SCAN_LIMIT, scan } from './scan';
import type { CursorState, Settings } from './settings';
import { cursorKey, originOf, readSettings, wanted } from './settings';

/**
 * This process, as the polls it emits mark their batches (see CursorState.pending): n8n saves the
 * position when a poll emits, before the execution is recorded and queued, so a batch emitted
 * just before the process stopped may never run. A later poll here proves the process lived on.
 */
const PROCESS = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Polls running now, per workflow, node and cursor: n8n does not wait for one poll before the next. */
const pollsInProgress = new Set<string>();

/**
 * The highest eventId each cursor (per workflow and node) emitted in this process. With durable
 * poll cursors, n8n's scheduler may hand a poll the position committed before this process's last
 * batch (docs/queue-mode.md): what it reads again is marked all the same.
 */
const emittedHere = new Map<string, { origin: string; lastEventId: number }>();

/** Share of n8n's poll time budget after which a poll starts no new page. */
const BUDGET_SHARE = 0.5;

/**
 * When this poll must stop starting new reads: newer n8n gives a poll a time budget
 * (`getPollBudgetMs`) and abandons a poll that runs past its timeout, so a long backlog is read
 * over several polls instead. Older n8n has no budget: no limit here.
 */
function stopReadingAt(fn: IPollFunctions): number {
	const budget = (fn as IPollFunctions & { getPollBudgetMs?: () => unknown }).getPollBudgetMs;
	if (typeof budget !== 'function') return Infinity;
	const ms = Number(budget.call(fn));
	return Number.isFinite(ms) && ms > 0 ? Date.now() + ms * BUDGET_SHARE : Infinity;
}

async function fetchTestEvent(
	fn: IPollFunctions,
	settings: Settings,
	saved: CursorState | undefined,
): Promise<INodeExecutionData[][]> {
	let latest: FeedEvent | undefined;
	const keepLatest = (feedEvent: FeedEvent) => {
		if (wanted(settings, feedEvent.event)) latest = feedEvent;
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
		throw new NodeOperationError(
			fn.getNode(),
			`No events${types} in the ${feedLabel(settings.feed)} feed yet`,
			{
				description: `Create one on the platform (for example, ${settings.feed.example}) and try again.`,
			},
		);
	}
	return [await toItems(fn, settings, [latest], saved?.lastEventId)];
}

export async function pollFeed(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const scope = TransportScope.ofOptions(this);
	const credentials = await getPlatformCredentials.call(this, scope);
	const settings: Settings = { ...readSettings(this, credentials), scope };
	const staticData = this.getWorkflowStaticData('node');
	const key = cursorKey(settings.feed, credentials);
	const saved = staticData[key] as CursorState | undefined;

	if (this.getMode() === 'manual') return await fetchTestEvent(this, settings, saved);

	// A poll that starts while the previous one still reads (a long backlog, retries, two poll
	// times at once) would read from the same position and emit the same events: it stands down.
	const running = `${this.getWorkflow().id ?? ''}|${this.getNode().id}|${key}`;
	if (pollsInProgress.has(running)) return null;
	pollsInProgress.add(running);
	try {
		return await pollFrom.call(this, settings, staticData, key, saved, running);
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
	running: string,
): Promise<INodeExecutionData[][] | null> {
	const stopAt = stopReadingAt(this);
	const origin = originOf(settings);
	const kept = saved && saved.origin === origin && Number.isInteger(saved.nextId);
	const { pending, ...rest } = kept ? saved : ({} as Partial<CursorState>);
	// A batch emitted by another process (this one started since) and never confirmed there:
	// it may not have reached an execution, so it is read again (a repeat rather than a loss).
	const replay = pending !== undefined && pending.by !== PROCESS && Number.isInteger(pending.from);
	const current: CursorState = kept
		? { ...(rest as CursorState), ...(replay ? { nextId: pending.from } : {}) }
		: settings.startFrom === 'now'
			? { nextId: 0, origin, skipping: true }
			: { nextId: settings.startId, origin };
	const here = emittedHere.get(running);
	const known = [current.lastEventId, here?.origin === origin ? here.lastEventId : undefined];
	const emitted = known.filter((id): id is number => id !== undefined);
	const emittedBefore = emitted.length > 0 ? Math.max(...emitted) : undefined;

	let next: CursorState;
	const items: INodeExecutionData[] = [];
	if (current.skipping) {
		// "Now": the feed has no head call, so read to its end without emitting anything.
		const result = await scan(this, settings, current.nextId, Infinity, () => false, true, stopAt);
		next = {
			nextId: result.nextId,
			origin,
			...(result.caughtUp ? {} : { skipping: true }),
			lastPageStartId: result.lastPageStartId ?? current.lastPageStartId,
		};
	} else {
		// With a time budget and Include Record, each page's records are read before the next
		// page, so a poll that runs out of time emits exactly the pages it finished.
		const byPage = stopAt !== Infinity && settings.includeRecord;
		let lastEventId = emittedBefore;
		next = { nextId: current.nextId, origin, lastPageStartId: current.lastPageStartId };
		for (let counted = 0, scanned = 0; ; ) {
			const events: FeedEvent[] = [];
			const want = settings.maxEvents - counted;
			const result = await scan(
				this,
				settings,
				next.nextId,
				byPage ? Math.min(want, settings.pageSize) : want,
				(feedEvent) => {
					if (!wanted(settings, feedEvent.event)) return false;
					events.push(feedEvent);
					return true;
				},
				false,
				stopAt,
			);
			// Marked against what was emitted before this poll: a batch read again is the same events.
			items.push(...(await toItems(this, settings, events, emittedBefore)));
			counted += events.length;
			scanned += result.scanned;
			// eventIds grow along the feed, so the last event read is the highest.
			const newest = events.at(-1)?.eventId;
			if (newest !== undefined && newest > (lastEventId ?? -1)) lastEventId = newest;
			next = {
				nextId: result.nextId,
				origin,
				lastPageStartId: result.lastPageStartId ?? next.lastPageStartId,
				lastEventId,
			};
			// A page chunk that counted nothing stopped at a limit of the scan: the poll ends too.
			const done =
				result.caughtUp ||
				events.length === 0 ||
				counted >= settings.maxEvents ||
				scanned >= SCAN_LIMIT;
			if (!byPage || done || Date.now() >= stopAt) break;
		}
	}

	// Only now, with the page read and its events turned into items, does the cursor move. An
	// emitted batch stays pending until a later poll of this process.
	if (items.length > 0) next.pending = { from: current.nextId, by: PROCESS };
	if (next.lastEventId !== undefined)
		emittedHere.set(running, { origin, lastEventId: next.lastEventId });
	if (JSON.stringify(next) !== JSON.stringify(saved)) staticData[key] = next;
	return items.length > 0 ? [items] : null;
}
