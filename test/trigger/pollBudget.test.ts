/**
 * The Feed Trigger and n8n's poll time budget: newer n8n (2.36 and later, n8n-workflow 2.41)
 * gives a poll `getPollBudgetMs()` and abandons a poll that runs past its timeout. With a budget
 * the trigger starts no new page after half of it and emits the pages it finished (with their
 * records); the next polls read on. Without one (n8n 2.8) nothing changes. Run through n8n-core's
 * poll machinery (test/support/poll.ts) against the fake platform over real HTTP, the budget
 * attached to the poll functions as n8n 2.40 attaches it.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { registerNodeType } from '../support/harness';
import { usePlatform } from '../support/platform';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';

registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));

const fx = usePlatform();

const RMA = '/api/v1/rma/integrations/auth-required';
const COMPLAINT_FEED = `${RMA}/complaints/synchronization`;

const pollers: ActivePoller[] = [];
afterEach(async () => {
	for (const poller of pollers.splice(0)) await poller.deactivate();
});

function trigger(parameters: IDataObject, budgetMs?: number): ActivePoller {
	const poller = new ActivePoller(parameters, fx.credentials());
	poller.pollBudgetMs = budgetMs;
	pollers.push(poller);
	return poller;
}

/** 300 complaints with their records, and a platform that answers each call after `ms`. */
function slowBacklog(ms: number): string[] {
	const { control } = fx.platform;
	for (let i = 0; i < 300; i++) control.addComplaint('acme');
	control.injectFault({
		kind: 'latency',
		latencyMs: ms,
		match: { method: 'GET', pathPrefix: RMA },
	});
	return control.state('acme').feeds.complaints.map((event: IDataObject) => event.complaintId);
}

const params = {
	feed: 'complaints',
	startFrom: 'beginning',
	options: { maxEvents: 500, pageSize: 50 },
};

describe("n8n's poll time budget", () => {
	it('with a budget: a long backlog comes over several polls, each within its budget, every event once and in order with its record', async () => {
		// 300 events with records at 60 ms per call (5 record reads at once): about 4 s in all,
		// about 0.7 s per page of 50; the budget lets a poll start pages for 2 s.
		const expected = slowBacklog(60);
		const budgetMs = 4_000;
		const poller = trigger({ ...params, includeRecord: true }, budgetMs);

		const durations: number[] = [];
		const sizes: number[] = [];
		let t = Date.now();
		sizes.push((await poller.activate()).items?.length ?? 0);
		durations.push(Date.now() - t);
		for (let i = 0; i < 20 && poller.emitted.flat().length < expected.length; i++) {
			t = Date.now();
			sizes.push((await poller.poll()).items?.length ?? 0);
			durations.push(Date.now() - t);
		}

		const got = poller.emitted.flat().map((item) => item.json.complaintId);
		expect(got).toEqual(expected);
		expect(
			poller.emitted
				.flat()
				.every((item) => (item.json.record as IDataObject)?.id === item.json.complaintId),
		).toBe(true);
		// Several polls, whole pages each (the position moves by pages), none past its budget.
		expect(sizes.length).toBeGreaterThan(1);
		expect(sizes.every((n) => n % 50 === 0)).toBe(true);
		expect(Math.max(...durations)).toBeLessThan(budgetMs);
		// The saved position is where the emitted pages end: no page read twice from the platform.
		const starts = fx.platform.control
			.requests({ pathPrefix: COMPLAINT_FEED, method: 'GET' })
			.filter((r) => r.path === COMPLAINT_FEED)
			.map((r) => Number(r.query.startId));
		expect(new Set(starts).size).toBe(starts.length);
	});

	it('without a budget (n8n 2.8): one poll takes Max Events per Poll, as before', async () => {
		const expected = slowBacklog(5);
		const poller = trigger({ ...params, includeRecord: true });
		const first = await poller.activate();
		expect(first.items?.map((item) => item.json.complaintId)).toEqual(expected);
	});

	it('Start From "Now" with a budget: reading to the end takes several polls, and keeps skipping until it got there', async () => {
		const history = slowBacklog(40);
		const poller = trigger({ ...params, startFrom: 'now', includeRecord: false }, 400);
		const first = await poller.activate();
		expect(first.items).toBeNull();
		expect(poller.savedNodeData()).toEqual({
			[`complaints|acme|${fx.platform.url}`]: expect.objectContaining({ skipping: true }),
		});
		for (let i = 0; i < 20; i++) await poller.poll();
		fx.platform.control.addComplaint('acme');
		const after = await poller.poll();
		const all = fx.platform.control.state('acme').feeds.complaints as IDataObject[];
		expect(all).toHaveLength(history.length + 1);
		expect(poller.emitted.flat().map((item) => item.json.complaintId)).toEqual([
			all[all.length - 1].complaintId,
		]);
		expect(after.items).toHaveLength(1);
	});
});
