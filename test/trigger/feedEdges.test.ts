/**
 * Feeds and trigger settings a hostile platform or a sloppy user bring (issue 15, items 13 and 5).
 *
 * A feed whose empty page answers a nextId far ahead (issue 15, item 13). The spec says "start
 * the next call at the returned nextId", and the trigger does, within the poll. But an empty page
 * proves nothing about the positions it skips: the position kept for the next poll moves past
 * such a jump only once a page with events confirms it. Played by the fake platform: an 'answer'
 * fault makes one feed call answer `{nextId: 1000000, events: []}`.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import type { PlatformCredentialData } from '../support/harness';
import { registerNodeType } from '../support/harness';
import { usePlatform } from '../support/platform';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';
import { startScriptedServer } from '../support/scripted-server';

registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));

const fx = usePlatform();
const COMPLAINT_FEED = '/api/v1/rma/integrations/auth-required/complaints/synchronization';
const JUMP = 1_000_000;

const pollers: ActivePoller[] = [];
afterEach(async () => {
	for (const poller of pollers.splice(0)) await poller.deactivate();
});

function trigger(parameters: IDataObject, credentials: PlatformCredentialData = fx.credentials()): ActivePoller {
	const poller = new ActivePoller(parameters, credentials);
	pollers.push(poller);
	return poller;
}

const ids = (items: INodeExecutionData[] | null) => (items ?? []).map((item) => item.json.complaintId);

function feedStartIds(): string[] {
	return fx.platform.control
		.requests({ pathPrefix: COMPLAINT_FEED })
		.map((request) => String(request.query.startId));
}

function jumpOnce(): void {
	fx.platform.control.injectFault({
		kind: 'answer',
		body: { nextId: JUMP, events: [] },
		count: 1,
		match: { route: 'complaint.feed' },
	});
}

function addComplaints(count: number): string[] {
	return Array.from({ length: count }, () => fx.platform.control.addComplaint('acme').id as string);
}

describe('a forward jump of nextId on an empty page', () => {
	it('is followed within the poll, but the next poll starts where the events stopped: none of 20 later events is held back', async () => {
		const poller = trigger({ feed: 'complaints', includeRecord: false });
		expect((await poller.activate()).items).toBeNull();

		jumpOnce();
		fx.platform.control.clearRequests();
		expect((await poller.poll()).items).toBeNull();
		// Followed: the call at the jumped position found nothing there either.
		expect(feedStartIds()).toEqual(['0', String(JUMP)]);
		expect(poller.memoryNodeData()[`complaints|acme|${fx.platform.url}`]).toMatchObject({ nextId: 0 });

		const first = addComplaints(10);
		fx.platform.control.clearRequests();
		expect(ids((await poller.poll()).items)).toEqual(first);
		expect(feedStartIds()).toEqual(['0']);

		const second = addComplaints(10);
		expect(ids((await poller.poll()).items)).toEqual(second);
		expect(poller.savedNodeData()[`complaints|acme|${fx.platform.url}`]).toMatchObject({ nextId: 21 });
		expect(poller.emitted.flat()).toHaveLength(20);
		expect(poller.errors).toEqual([]);
	});

	it('on the first poll of Start From "Now": events after the activation still come out', async () => {
		jumpOnce();
		const poller = trigger({ feed: 'complaints', includeRecord: false });
		expect((await poller.activate()).items).toBeNull();
		expect(feedStartIds()).toEqual(['0', String(JUMP)]);

		const later = addComplaints(3);
		expect(ids((await poller.poll()).items)).toEqual(later);
	});

	it('a platform that really skips a stretch: the events after the jump come out once, and the position then moves past it', async () => {
		let events: Array<{ id: number; complaintId: string }> = [];
		const platform = await startScriptedServer((request) => {
			const startId = Number(request.query.startId);
			// Nothing below 500 for us: every call there is told to go on at 500.
			if (startId < 500) return { status: 200, body: { nextId: 500, events: [] } };
			const page = events.filter((event) => event.id >= startId);
			const nextId = page.length > 0 ? page[page.length - 1].id + 1 : startId;
			return { status: 200, body: { nextId, events: page.map(({ complaintId }) => ({ complaintId, type: 'CREATED' })) } };
		});
		try {
			const poller = trigger({ feed: 'complaints', startFrom: 'beginning', includeRecord: false }, fx.credentials('acme', { baseUrl: platform.url }));
			expect((await poller.activate()).items).toBeNull();
			expect((await poller.poll()).items).toBeNull();

			events = [
				{ id: 500, complaintId: 'C-500' },
				{ id: 501, complaintId: 'C-501' },
			];
			platform.requests.length = 0;
			expect(ids((await poller.poll()).items)).toEqual(['C-500', 'C-501']);
			expect(platform.requests.map((request) => request.query.startId)).toEqual(['0', '500']);
			expect(poller.savedNodeData()[`complaints|acme|${platform.url}`]).toMatchObject({ nextId: 502 });

			platform.requests.length = 0;
			expect((await poller.poll()).items).toBeNull();
			expect(platform.requests.map((request) => request.query.startId)).toEqual(['502']);
		} finally {
			await platform.close();
		}
	});
});

describe('Start Event ID from an expression', () => {
	it('refuses "0x10" (decimal notation only) and fails the activation before reading the feed', async () => {
		const poller = trigger({ feed: 'complaints', startFrom: 'id', startId: '={{ "0x10" }}' });
		await expect(poller.activate()).rejects.toThrow(/Start Event ID must be a whole number of 0 or more/);
		expect(feedStartIds()).toEqual([]);
	});

	it('reads "3" as 3', async () => {
		addComplaints(4);
		const poller = trigger({ feed: 'complaints', startFrom: 'id', startId: '={{ "3" }}', includeRecord: false });
		expect((await poller.activate()).items).toHaveLength(2);
		expect(feedStartIds()).toEqual(['3']);
	});
});
