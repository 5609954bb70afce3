/**
 * One poll of the Feed Trigger: from the saved position (or where Start From says), the events
 * read become items and only then does the position move. Fetch Test Event reads a recent event
 * and leaves the position alone.
 */
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	DEFAULT_TIMEOUT_SECONDS,
	getPlatformCredentials,
	TransportScope,
} from '../../transport/request';
import { toItems } from './items';
import { scan } from './scan';
import type { CursorState, Settings } from './settings';
import { cursorKey, originOf, readSettings, wanted } from './settings';

/** Polls running now, per workflow, node and cursor: n8n does not wait for one poll before the next. */
const pollsInProgress = new Set<string>();

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

export async function pollFeed(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const scope = new TransportScope();
	scope.useTimeout(
		(this.getNodeParameter('options', {}) as IDataObject).timeout ?? DEFAULT_TIMEOUT_SECONDS,
	);
	const credentials = await getPlatformCredentials.call(this, scope);
	const settings: Settings = { ...readSettings(this, credentials), scope };
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
	if (JSON.stringify(next) !== JSON.stringify(saved)) staticData[key] = next;
	return items.length > 0 ? [items] : null;
}
