/** Events as the Feed Trigger's items, with their records read when Include Record is on. */
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { deepCopy } from 'n8n-workflow';

import { callOperation } from '../../engine/pipeline';
import { RequestGate, runLimited } from '../../transport/gate';
import type { FeedEvent } from './scan';
import { httpCodeOf, settle } from './scan';
import type { Settings } from './settings';

const RECORD_READS_IN_FLIGHT = 5;

/**
 * The event as an item: `{feed, <idField>, type, ..., eventId, redelivered}`, plus `record` /
 * `recordDeleted` when asked. `redelivered` says the trigger emitted the event before: its
 * eventId is at or below `lastEventId`, the highest one emitted so far.
 */
export async function toItems(
	fn: IPollFunctions,
	settings: Settings,
	feedEvents: FeedEvent[],
	lastEventId: number | undefined,
): Promise<INodeExecutionData[]> {
	const { feed } = settings;
	const base = feedEvents.map(({ eventId, event }) => {
		const json: IDataObject = { feed: feed.value, ...event };
		json.feed = feed.value;
		json.eventId = eventId;
		json.redelivered = lastEventId !== undefined && eventId <= lastEventId;
		return json;
	});
	if (!settings.includeRecord || feedEvents.length === 0) return base.map((json) => ({ json }));

	const gate = new RequestGate();
	const reads = new Map<string, Promise<IDataObject | null>>();
	const read = async (id: string): Promise<IDataObject | null> => {
		const answer = await settle(
			callOperation(fn, feed.record.operation, feed.record.input(id), settings.scope, gate),
		);
		if (answer.ok) return (answer.value ?? {}) as IDataObject;
		// The record is gone (deleted since the event): the event still comes out, marked so.
		if (httpCodeOf(answer.error) === '404') return null;
		const error = answer.error as Error & { description?: string | null };
		error.description = [
			error.description,
			`Could not read the record of ${feed.idField} ${id}, so the poll stopped and its position was not moved: the next poll tries this event again. If the record can never be read, turn off Include Record to get past it.`,
		]
			.filter(Boolean)
			.join(' ');
		throw error;
	};
	const records = await runLimited(feedEvents.length, RECORD_READS_IN_FLIGHT, async (index) => {
		const id = String(feedEvents[index].event[feed.idField]);
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
			json: {
				...json,
				record: record === null ? null : deepCopy(record),
				recordDeleted: record === null,
			},
		};
	});
}
