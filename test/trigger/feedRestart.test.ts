/**
 * The Feed Trigger across a stop and start of n8n: the last batch emitted before the stop is
 * read again after the start, unless a later poll of the process that emitted it confirmed it.
 * n8n saves a poll's position when the poll emits, before the execution is recorded (and, in
 * queue mode, queued), so a batch emitted just before a stop may never run; reading it again
 * turns that loss into a repeat, and the items read again say so (`redelivered: true`, the same
 * `eventId` as the first time). Each "process" here is a fresh copy of the node's module (its
 * own process mark), run through n8n-core's poll machinery (test/support/poll.ts) against the
 * fake platform over real HTTP.
 */
import type { IDataObject, INodeType } from 'n8n-workflow';

import { registerNodeType } from '../support/harness';
import { usePlatform } from '../support/platform';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';

/** Loads the node as a new n8n process would: its own module instance. */
function newProcess(): void {
	let fresh: INodeType | undefined;
	jest.isolateModules(() => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const mod = require('../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node') as {
			B2bCommerceFeedTrigger: new () => INodeType;
		};
		fresh = new mod.B2bCommerceFeedTrigger();
	});
	registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(fresh!));
}

const fx = usePlatform();

const pollers: ActivePoller[] = [];
afterEach(async () => {
	for (const poller of pollers.splice(0)) await poller.deactivate();
});

function trigger(parameters: IDataObject): ActivePoller {
	const poller = new ActivePoller(parameters, fx.credentials());
	pollers.push(poller);
	return poller;
}

const ids = (batch: Array<{ json: IDataObject }> | null | undefined) =>
	(batch ?? []).map((item) => String(item.json.complaintId));

const marks = (batch: Array<{ json: IDataObject }> | null | undefined) =>
	(batch ?? []).map((item) => item.json.redelivered);

const eventIds = (batch: Array<{ json: IDataObject }> | null | undefined) =>
	(batch ?? []).map((item) => item.json.eventId);

/**
 * Every delivery the trigger made, counted as the queue suite counts them: a delivery of an event
 * already delivered is a repeat, and should be marked; a first delivery should not; an event keeps
 * its eventId on every delivery.
 */
function deliveryFigures(batches: Array<Array<{ json: IDataObject }>>, key: string) {
	const firstEventId = new Map<string, unknown>();
	const figures = {
		delivered: 0,
		repeated: 0,
		marked: 0,
		unmarked: 0,
		markedFirst: 0,
		idChanged: 0,
	};
	for (const { json } of batches.flat()) {
		const event = String(json[key]);
		if (!firstEventId.has(event)) {
			firstEventId.set(event, json.eventId);
			figures.delivered++;
			if (json.redelivered !== false) figures.markedFirst++;
			continue;
		}
		figures.repeated++;
		if (json.redelivered === true) figures.marked++;
		else figures.unmarked++;
		if (json.eventId !== firstEventId.get(event)) figures.idChanged++;
	}
	return figures;
}

const params = {
	feed: 'complaints',
	startFrom: 'beginning',
	includeRecord: false,
	options: { maxEvents: 50, pageSize: 50 },
};

describe('a stop and start of n8n', () => {
	it('right after a batch: the batch comes again after the start (a repeat, not a loss), then the feed goes on', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 120);
		newProcess();
		const poller = trigger(params);
		const first = await poller.activate();
		expect(ids(first.items)).toHaveLength(50);

		// The process stops right after that emit (its execution may not have been recorded).
		newProcess();
		const again = await poller.restart();
		expect(ids(again.items)).toEqual(ids(first.items));
		// The first delivery was not marked; the batch read again is, with the same event IDs.
		expect(marks(first.items)).toEqual(Array(50).fill(false));
		expect(marks(again.items)).toEqual(Array(50).fill(true));
		expect(eventIds(again.items)).toEqual(eventIds(first.items));
		const rest = [await poller.poll(), await poller.poll(), await poller.poll()];
		expect(rest.map((r) => ids(r.items).length)).toEqual([50, 20, 0]);
		expect(rest.flatMap((r) => marks(r.items))).toEqual(Array(70).fill(false));
		const all = poller.emitted.flat().map((item) => String(item.json.complaintId));
		expect(new Set(all).size).toBe(120);
		expect(all).toHaveLength(170);
	});

	it('with polls in between: only the last batch the stopped process emitted comes again, nothing earlier', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 120);
		newProcess();
		const poller = trigger(params);
		await poller.activate();
		await poller.poll();
		const last = await poller.poll();
		expect(ids(last.items)).toHaveLength(20);
		// A poll with nothing new confirms the last batch in memory; n8n 2.8 saves static data only
		// when a poll emits, so the saved state still marks it pending.
		expect((await poller.poll()).items).toBeNull();

		newProcess();
		const again = await poller.restart();
		expect(ids(again.items)).toEqual(ids(last.items));
		expect(marks(again.items)).toEqual(Array(20).fill(true));
		// The same process goes on: no second repeat.
		control.addFeedEvents('acme', 'complaints', 5);
		const next = await poller.poll();
		expect(ids(next.items)).toHaveLength(5);
		expect(marks(next.items)).toEqual(Array(5).fill(false));
		expect((await poller.poll()).items).toBeNull();
	});

	it('Start From "Now" before the first event: the position taken at activation is saved, and events after it come once after the start', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 30);
		newProcess();
		const poller = trigger({ ...params, startFrom: 'now' });
		expect((await poller.activate()).items).toBeNull();
		expect(poller.savedNodeData()).toEqual({
			[`complaints|acme|${fx.platform.url}`]: expect.objectContaining({ nextId: 31 }),
		});
		control.addFeedEvents('acme', 'complaints', 3);

		newProcess();
		const after = await poller.restart();
		const feed = control.state('acme').feeds.complaints as IDataObject[];
		expect(ids(after.items)).toEqual(feed.slice(30).map((event) => String(event.complaintId)));
		expect((await poller.poll()).items).toBeNull();
	});

	it('Start From "The Beginning" before the first event: an empty feed at activation, events after it come once after the start', async () => {
		const { control } = fx.platform;
		newProcess();
		const poller = trigger(params);
		expect((await poller.activate()).items).toBeNull();
		control.addFeedEvents('acme', 'complaints', 3);

		newProcess();
		const after = await poller.restart();
		expect(ids(after.items)).toHaveLength(3);
		expect((await poller.poll()).items).toBeNull();
	});
});

describe('a batch read again says so', () => {
	it('a batch that grew while n8n was stopped: the events delivered before are marked, the new ones are not', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 30);
		newProcess();
		// From the feed's first position (1), so that no page has a gap.
		const poller = trigger({ ...params, startFrom: 'id', startId: 1 });
		const first = await poller.activate();
		expect(ids(first.items)).toHaveLength(30);
		control.addFeedEvents('acme', 'complaints', 40);

		newProcess();
		const again = await poller.restart();
		// Read again from where the batch began, with 20 new events on the same page.
		expect(ids(again.items).slice(0, 30)).toEqual(ids(first.items));
		expect(marks(again.items)).toEqual([...Array(30).fill(true), ...Array(20).fill(false)]);
		expect(eventIds(again.items).slice(0, 30)).toEqual(eventIds(first.items));
		const rest = await poller.poll();
		expect(marks(rest.items)).toEqual(Array(20).fill(false));

		const feed = control.state('acme').feeds.complaints as IDataObject[];
		// Without gaps in the feed, an event's ID is its position: the platform's own event number.
		expect(poller.emitted.flat().map((item) => [item.json.complaintId, item.json.eventId])).toEqual(
			[...feed.slice(0, 30), ...feed.slice(0, 70)].map((event) => [event.complaintId, event.id]),
		);
	});

	it('two stops in a row: the batch read again is marked both times, and keeps its event IDs', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 80);
		newProcess();
		const poller = trigger(params);
		const first = await poller.activate();

		newProcess();
		const second = await poller.restart();
		newProcess();
		const third = await poller.restart();
		expect(ids(third.items)).toEqual(ids(first.items));
		expect([marks(second.items), marks(third.items)]).toEqual([
			Array(50).fill(true),
			Array(50).fill(true),
		]);
		expect([eventIds(second.items), eventIds(third.items)]).toEqual([
			eventIds(first.items),
			eventIds(first.items),
		]);
		expect(marks((await poller.poll()).items)).toEqual(Array(30).fill(false));
	});

	it('on a feed with gaps (events of other contexts left out): marks exactly the repeats', async () => {
		const { control } = fx.platform;
		let added = 0;
		// Every third event is of the context asked for; the others leave gaps in the positions.
		const addMixed = (count: number) => {
			for (let i = 0; i < count; i++, added++) {
				const context = added % 3 === 0 ? 'INTEGRATIONS' : 'BACKOFFICE';
				control.addFeedEvent(
					'acme',
					'operators',
					{ operatorId: `op-${added}`, type: 'CREATE' },
					context,
				);
			}
		};
		addMixed(30);
		newProcess();
		const poller = trigger({
			feed: 'operators',
			startFrom: 'beginning',
			includeRecord: false,
			options: { contexts: ['INTEGRATIONS'] },
		});
		const first = await poller.activate();
		expect(first.items).toHaveLength(10);
		addMixed(30);

		newProcess();
		const again = await poller.restart();
		expect(again.items).toHaveLength(20);
		expect(marks(again.items)).toEqual([...Array(10).fill(true), ...Array(10).fill(false)]);
		expect(eventIds(again.items).slice(0, 10)).toEqual(eventIds(first.items));
	});

	it('a poll handed a position older than its own process emitted (durable poll cursors after a start) marks what it reads again', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 120);
		newProcess();
		const poller = trigger(params);
		await poller.activate();
		const older = poller.saved;
		const second = await poller.poll();

		// The same process is handed the position saved before its last batch.
		poller.saved = older;
		const stale = await poller.restart();
		expect(ids(stale.items)).toEqual(ids(second.items));
		expect(marks(stale.items)).toEqual(Array(50).fill(true));
		expect(marks((await poller.poll()).items)).toEqual(Array(20).fill(false));
	});

	it('stops at many moments: every repeat marked, no first delivery marked, nothing lost', async () => {
		const { control } = fx.platform;
		newProcess();
		const poller = trigger(params);
		await poller.activate();
		// Rounds of new events, with 0, 1 or 2 polls between a start and the next stop.
		for (let round = 0; round < 12; round++) {
			control.addFeedEvents('acme', 'complaints', 37);
			for (let polls = 0; polls < round % 3; polls++) await poller.poll();
			newProcess();
			await poller.restart();
		}
		while ((await poller.poll()).items !== null);

		const feed = control.state('acme').feeds.complaints as IDataObject[];
		const figures = deliveryFigures(poller.emitted, 'complaintId');
		expect(figures.repeated).toBeGreaterThan(0);
		expect(figures).toEqual({
			delivered: feed.length,
			repeated: figures.repeated,
			marked: figures.repeated,
			unmarked: 0,
			markedFirst: 0,
			idChanged: 0,
		});
	});
});

/**
 * n8n 2.40 with durable poll cursors: the poll run at activation is a test poll, and n8n keeps
 * its position only when it emits (committed with the execution); otherwise the cursor row stays
 * as it was created, empty, and the first scheduled poll starts from nothing (read in n8n 2.40.7:
 * ActiveWorkflowTriggers.activatePollTrigger, PollTriggerExecutor, PollCursorService). Emulated
 * here by dropping what the activation saved; a restart changes nothing in that case.
 */
describe('with n8n 2.40 durable poll cursors (the activation poll position is not kept)', () => {
	it('Start From "Now": the position is taken again by the first scheduled poll, so events before it are not delivered', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 30);
		newProcess();
		const poller = trigger({ ...params, startFrom: 'now' });
		expect((await poller.activate()).items).toBeNull();
		poller.saved = '{}';
		control.addFeedEvents('acme', 'complaints', 3);

		newProcess();
		const reads = control.requests({ method: 'GET' }).length;
		expect((await poller.restart()).items).toBeNull();
		expect(control.requests({ method: 'GET' }).length).toBeGreaterThan(reads);
		expect(poller.savedNodeData()).toEqual({
			[`complaints|acme|${fx.platform.url}`]: expect.objectContaining({ nextId: 34 }),
		});
		control.addFeedEvents('acme', 'complaints', 2);
		const feed = control.state('acme').feeds.complaints as IDataObject[];
		expect(ids((await poller.poll()).items)).toEqual(
			feed.slice(33).map((event) => String(event.complaintId)),
		);
	});

	it('Start From "The Beginning": events that came before the first scheduled poll are all delivered', async () => {
		const { control } = fx.platform;
		newProcess();
		const poller = trigger(params);
		expect((await poller.activate()).items).toBeNull();
		poller.saved = '{}';
		control.addFeedEvents('acme', 'complaints', 3);

		newProcess();
		expect(ids((await poller.restart()).items)).toHaveLength(3);
		expect((await poller.poll()).items).toBeNull();
	});
});
