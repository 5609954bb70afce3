/**
 * The Feed Trigger across a stop and start of n8n: the last batch emitted before the stop is
 * read again after the start, unless a later poll of the process that emitted it confirmed it.
 * n8n saves a poll's position when the poll emits, before the execution is recorded (and, in
 * queue mode, queued), so a batch emitted just before a stop may never run; reading it again
 * turns that loss into a repeat. Each "process" here is a fresh copy of the node's module (its
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
		const rest = [await poller.poll(), await poller.poll(), await poller.poll()];
		expect(rest.map((r) => ids(r.items).length)).toEqual([50, 20, 0]);
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
		// The same process goes on: no second repeat.
		control.addFeedEvents('acme', 'complaints', 5);
		const next = await poller.poll();
		expect(ids(next.items)).toHaveLength(5);
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
