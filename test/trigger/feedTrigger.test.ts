/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The B2B Commerce Feed Trigger through n8n-core's own poll machinery (ActiveWorkflows.add for
 * activation, createPollExecuteFn for later polls, PollContext in 'manual' mode for Fetch Test
 * Event; see test/support/poll.ts) against the fake platform over real HTTP.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { OTHER_TYPES } from '../../nodes/B2bCommerce/triggers/feed/description';
import { SCAN_LIMIT } from '../../nodes/B2bCommerce/triggers/feed/scan';
import { validGoodsIssuedNote, validGoodsReceivedNote } from '../platform/fixtures';
import { client } from '../platform/testkit';
import type { PlatformCredentialData } from '../support/harness';
import { registerNodeType, runNode, runWorkflow } from '../support/harness';
import { usePlatform } from '../support/platform';
import { startScriptedServer } from '../support/scripted-server';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';

registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));

const fx = usePlatform();

const RMA = '/api/v1/rma/integrations/auth-required';
const COMPLAINT_FEED = `${RMA}/complaints/synchronization`;
const SEGMENT_FEED = '/api/v1/account/integrations/auth-required/segments/synchronization';
const NOTES = '/api/v1/goods-issued-notes/integrations/auth-required';
const GIN_FEED = `${NOTES}/goods-issued-notes/synchronization`;
const GRN_FEED = `${NOTES}/goods-received-notes/synchronization`;
const ACCOUNT_GRN_FEED =
	'/api/v1/account/integrations/auth-required/goods-received-notes/synchronization';
const OPERATOR_FEED = '/api/v1/catalog/integrations/auth-required/operators/synchronization';
const AUTHSERVER_OPERATOR_FEED =
	'/api/v1/authserver/integrations/auth-required/operators/synchronization';

const pollers: ActivePoller[] = [];

afterEach(async () => {
	for (const poller of pollers.splice(0)) await poller.deactivate();
});

function trigger(
	parameters: IDataObject,
	credentials: PlatformCredentialData = fx.credentials(),
): ActivePoller {
	const poller = new ActivePoller(parameters, credentials);
	pollers.push(poller);
	return poller;
}

const json = (items: INodeExecutionData[] | null | undefined) =>
	(items ?? []).map((item) => item.json);

function cursorKey(feed: string, tenant = 'acme'): string {
	return `${feed}|${tenant}|${fx.platform.url}`;
}

/** Feed calls the platform received, as "path?startId" strings (plus status). */
function feedCalls(path: string) {
	return fx.platform.control
		.requests({ pathPrefix: path, method: 'GET' })
		.filter((request) => request.path === path)
		.map((request) => ({
			startId: request.query.startId,
			status: request.status,
			query: request.query,
		}));
}

function state(tenant = 'acme') {
	return fx.platform.control.state(tenant);
}

describe('first activation', () => {
	it('from now (the default): old events are not replayed, new ones are, each with its record', async () => {
		const { control } = fx.platform;
		for (let i = 0; i < 3; i++) control.addComplaint('acme');
		const poller = trigger({ feed: 'complaints' });

		const first = await poller.activate();

		expect(first.items).toBeNull();
		expect(poller.emitted).toEqual([]);
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.query)).toEqual([
			{ startId: '0', limit: '100' },
		]);
		expect(poller.savedNodeData()[cursorKey('complaints')]).toEqual({
			nextId: 4,
			origin: 'now',
			lastPageStartId: 0,
		});

		const fresh = control.addComplaint('acme', { reason: 'Broken on arrival' });
		control.clearRequests();
		const second = await poller.poll();

		expect(json(second.items)).toEqual([
			{
				feed: 'complaints',
				complaintId: fresh.id,
				type: 'CREATED',
				eventId: 4,
				redelivered: false,
				record: state().complaints[fresh.id],
				recordDeleted: false,
			},
		]);
		expect(json(second.items)[0]).toMatchObject({ record: { reason: 'Broken on arrival' } });
		expect(
			control.requests().map((request) => `${request.path}?${request.query.startId ?? ''}`),
		).toEqual([`${COMPLAINT_FEED}?4`, `${RMA}/complaint/${fresh.id}?`]);
		expect(poller.savedNodeData()[cursorKey('complaints')]).toMatchObject({ nextId: 5 });
	});

	it('from the beginning: every event the feed holds, oldest first', async () => {
		const { control } = fx.platform;
		const complaints = [1, 2, 3].map((n) =>
			control.addComplaint('acme', { reason: `reason ${n}` }),
		);
		const poller = trigger({ feed: 'complaints', startFrom: 'beginning' });

		const first = await poller.activate();

		expect(
			json(first.items).map((item) => [item.complaintId, (item.record as IDataObject).reason]),
		).toEqual(complaints.map((complaint, n) => [complaint.id, `reason ${n + 1}`]));
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.startId)).toEqual(['0']);
		expect(poller.savedNodeData()[cursorKey('complaints')]).toMatchObject({
			nextId: 4,
			origin: 'beginning',
		});
	});

	it('from a given event ID: events from that feed position on', async () => {
		const { control } = fx.platform;
		const segments = [1, 2, 3, 4, 5].map((n) =>
			control.addSegment('acme', { name: `Segment ${n}` }),
		);
		const poller = trigger({ feed: 'segments', startFrom: 'id', startId: 3 });

		const first = await poller.activate();

		expect(json(first.items)).toEqual(
			segments.slice(2).map((segment, n) => ({
				feed: 'segments',
				segmentId: segment.id,
				type: 'CREATE',
				eventId: 3 + n,
				redelivered: false,
				record: state().segments[segment.id],
				recordDeleted: false,
			})),
		);
		expect(feedCalls(SEGMENT_FEED).map((call) => call.startId)).toEqual(['3', '6']);
	});

	it('from now over a history longer than one poll reads: reaches the end on activation, so nothing after it is lost', async () => {
		const { control } = fx.platform;
		const history = SCAN_LIMIT + 5_000;
		control.addFeedEvents('acme', 'goodsIssuedNotes', history);
		const poller = trigger({ feed: 'goodsIssuedNotes', includeRecord: false });

		expect((await poller.activate()).items).toBeNull();
		expect(poller.savedNodeData()[cursorKey('goodsIssuedNotes')]).toEqual({
			nextId: history + 1,
			origin: 'now',
			lastPageStartId: history - 99,
		});
		// Every page once, then the empty page that says the end is reached.
		expect(feedCalls(GIN_FEED)).toHaveLength(history / 100 + 1);

		control.addFeedEvent('acme', 'goodsIssuedNotes', {
			goodsIssuedNoteNumber: 'WZ/NEW/1',
			type: 'GoodsIssuedNoteCreated',
		});
		control.addFeedEvent('acme', 'goodsIssuedNotes', {
			goodsIssuedNoteNumber: 'WZ/NEW/2',
			type: 'GoodsIssuedNoteCreated',
		});
		const next = await poller.poll();

		expect(json(next.items)).toEqual([
			{
				feed: 'goodsIssuedNotes',
				goodsIssuedNoteNumber: 'WZ/NEW/1',
				type: 'GoodsIssuedNoteCreated',
				eventId: history + 1,
				redelivered: false,
			},
			{
				feed: 'goodsIssuedNotes',
				goodsIssuedNoteNumber: 'WZ/NEW/2',
				type: 'GoodsIssuedNoteCreated',
				eventId: history + 2,
				redelivered: false,
			},
		]);
		expect(poller.emitted).toHaveLength(1);
	});

	it('a poll that starts while the previous one still reads stands down: events come out once', async () => {
		const { control } = fx.platform;
		const poller = trigger({ feed: 'complaints', startFrom: 'beginning', includeRecord: false });
		await poller.activate();
		for (let i = 0; i < 3; i++) control.addComplaint('acme');
		control.setLatency(50);

		await Promise.all([poller.poll(), poller.poll()]);

		expect(poller.emitted).toHaveLength(1);
		expect(poller.emitted[0]).toHaveLength(3);
		expect((await poller.poll()).items).toBeNull();
	});

	it('follows nextId over an empty page ("start the next call at the returned nextId")', async () => {
		const platform = await startScriptedServer((request) => {
			const startId = Number(request.query.startId);
			if (startId < 50) return { status: 200, body: { nextId: 50, events: [] } };
			if (startId === 50)
				return {
					status: 200,
					body: { nextId: 51, events: [{ complaintId: 'C-50', type: 'CREATED' }] },
				};
			return { status: 200, body: { nextId: startId, events: [] } };
		});
		try {
			const poller = trigger(
				{ feed: 'complaints', startFrom: 'beginning', includeRecord: false },
				fx.credentials('acme', { baseUrl: platform.url }),
			);
			const first = await poller.activate();
			expect(json(first.items)).toEqual([
				{
					feed: 'complaints',
					complaintId: 'C-50',
					type: 'CREATED',
					eventId: 50,
					redelivered: false,
				},
			]);
			// The page at 50 is shorter than the limit asked for: the end, no further call.
			expect(platform.requests.map((request) => request.query.startId)).toEqual(['0', '50']);
			expect(poller.savedNodeData()[`complaints|acme|${platform.url}`]).toMatchObject({
				nextId: 51,
			});
		} finally {
			await platform.close();
		}
	});

	it("fails the activation with the platform's answer and saves nothing when the first poll fails", async () => {
		const poller = trigger({ feed: 'complaints' }, fx.credentials('acme', { apiKey: 'wrong-key' }));

		const activation = poller.activate();

		await expect(activation).rejects.toThrow(
			/There was a problem activating the workflow: "The platform refused the API key/,
		);
		expect(poller.saved).toBe('{}');
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.status)).toEqual([401]);
	});

	it('keeps one cursor per tenant and base URL, and starts over when Start From changes', async () => {
		const { control } = fx.platform;
		control.addComplaint('acme');
		control.addComplaint('acme');
		const globexComplaint = control.addComplaint('globex');
		const poller = trigger({ feed: 'complaints', startFrom: 'beginning' });
		expect(json((await poller.activate()).items)).toHaveLength(2);

		poller.credentials = fx.credentials('globex');
		const onGlobex = await poller.restart();

		expect(json(onGlobex.items).map((item) => item.complaintId)).toEqual([globexComplaint.id]);
		expect(json(onGlobex.items)[0].record).toEqual(state('globex').complaints[globexComplaint.id]);
		expect(Object.keys(poller.savedNodeData()).sort()).toEqual(
			[cursorKey('complaints', 'acme'), cursorKey('complaints', 'globex')].sort(),
		);

		poller.credentials = fx.credentials('acme');
		expect((await poller.restart()).items).toBeNull();
		poller.parameters = { feed: 'complaints', startFrom: 'id', startId: 2 };
		const restarted = await poller.restart();
		expect(json(restarted.items).map((item) => item.complaintId)).toEqual([
			state().feeds.complaints[1].complaintId,
		]);
	});
});

describe('polling', () => {
	it('a poll with nothing new sends one request and returns no items', async () => {
		const { control } = fx.platform;
		control.addSegment('acme');
		control.addSegment('acme');
		const poller = trigger({ feed: 'segments', startFrom: 'beginning' });
		expect(json((await poller.activate()).items)).toHaveLength(2);
		const savedBefore = poller.saved;
		control.clearRequests();

		const idle = await poller.poll();

		expect(idle).toEqual({ items: null });
		expect(
			control.requests().map((request) => [request.method, request.path, request.query]),
		).toEqual([['GET', SEGMENT_FEED, { startId: '3' }]]);
		expect(poller.emitted).toHaveLength(1);
		expect(poller.errors).toEqual([]);
		expect(poller.saved).toBe(savedBefore);
	});

	it('without records: the events only, and no record reads', async () => {
		const { control } = fx.platform;
		const complaint = control.addComplaint('acme');
		const poller = trigger({ feed: 'complaints', startFrom: 'beginning', includeRecord: false });

		const first = await poller.activate();

		expect(json(first.items)).toEqual([
			{
				feed: 'complaints',
				complaintId: complaint.id,
				type: 'CREATED',
				// The page began at startId 0, below the feed's first position (1).
				eventId: 0,
				redelivered: false,
			},
		]);
		expect(control.requests({ pathPrefix: `${RMA}/complaint/` })).toEqual([]);
	});

	it('a record that is gone still gives its event, marked recordDeleted', async () => {
		const { control } = fx.platform;
		const kept = control.addSegment('acme', { name: 'Kept' });
		const removed = control.addSegment('acme', { name: 'Removed' });
		const deletion = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'segment',
				operation: 'delete',
				segmentId: { __rl: true, mode: 'id', value: removed.id },
			},
		});
		expect(deletion.error).toBeUndefined();
		const poller = trigger({ feed: 'segments', startFrom: 'beginning' });

		const first = await poller.activate();

		expect(json(first.items)).toEqual([
			{
				feed: 'segments',
				segmentId: kept.id,
				type: 'CREATE',
				eventId: 0,
				redelivered: false,
				record: state().segments[kept.id],
				recordDeleted: false,
			},
			{
				feed: 'segments',
				segmentId: removed.id,
				type: 'CREATE',
				eventId: 1,
				redelivered: false,
				record: null,
				recordDeleted: true,
			},
			{
				feed: 'segments',
				segmentId: removed.id,
				type: 'DELETE',
				eventId: 2,
				redelivered: false,
				record: null,
				recordDeleted: true,
			},
		]);
		expect(state().segments[removed.id]).toBeUndefined();
		// One read per record and poll, even when two events name it.
		expect(
			control.requests({
				method: 'GET',
				pathPrefix: `${SEGMENT_FEED.replace('/synchronization', '')}/${removed.id}`,
			}),
		).toHaveLength(1);
	});

	it('reads goods notes by their numbers', async () => {
		const api = client(fx.platform.url, {
			ApiAuth: fx.platform.tenants.acme,
			'platform-tenant': 'acme',
		});
		expect(
			(await api.put(`${NOTES}/goods-issued-notes`, validGoodsIssuedNote('WZ/7'))).status,
		).toBe(204);
		expect(
			(await api.put(`${NOTES}/goods-received-notes`, validGoodsReceivedNote('PZ/7', 'WZ/7')))
				.status,
		).toBe(204);
		const issued = trigger({ feed: 'goodsIssuedNotes', startFrom: 'beginning' });
		const received = trigger({ feed: 'goodsReceivedNotes', startFrom: 'beginning' });

		const [issuedItems, receivedItems] = [
			json((await issued.activate()).items),
			json((await received.activate()).items),
		];

		expect(issuedItems).toEqual([
			{
				feed: 'goodsIssuedNotes',
				goodsIssuedNoteNumber: 'WZ/7',
				type: 'GoodsIssuedNoteCreated',
				eventId: 0,
				redelivered: false,
				record: expect.objectContaining({
					number: 'WZ/7',
					clientId: validGoodsIssuedNote('WZ/7').clientId,
				}),
				recordDeleted: false,
			},
		]);
		expect(receivedItems).toEqual([
			{
				feed: 'goodsReceivedNotes',
				goodsReceivedNoteNumber: 'PZ/7',
				type: 'GoodsReceivedNoteCreated',
				eventId: 0,
				redelivered: false,
				record: expect.objectContaining({ number: 'PZ/7', goodsIssuedNoteReferenceNumber: 'WZ/7' }),
				recordDeleted: false,
			},
		]);
		const reads = fx.platform.control
			.requests({ method: 'GET', pathPrefix: NOTES })
			.filter((r) => !r.path.endsWith('synchronization'));
		expect(reads.map((r) => [r.path, r.query])).toEqual([
			[`${NOTES}/goods-issued-notes`, { goodsIssuedNoteNumber: 'WZ/7' }],
			[`${NOTES}/goods-received-notes`, { goodsReceivedNoteNumber: 'PZ/7' }],
		]);
	});

	it('filters by event type: known types, and types the spec does not list only when asked', async () => {
		const { control } = fx.platform;
		const events = [
			{ segmentId: 's-1', type: 'CREATE' },
			{ segmentId: 's-2', type: 'UPDATE' },
			{ segmentId: 's-3', type: 'ARCHIVED' },
			{ segmentId: 's-4', type: 'DELETE' },
		];
		for (const event of events) control.addFeedEvent('acme', 'segments', event);
		const run = async (eventTypes: string[]) =>
			json(
				(
					await trigger({
						feed: 'segments',
						startFrom: 'beginning',
						includeRecord: false,
						eventTypes,
					}).activate()
				).items,
			).map((item) => item.segmentId);

		expect(await run(['UPDATE'])).toEqual(['s-2']);
		expect(await run(['UPDATE', OTHER_TYPES])).toEqual(['s-2', 's-3']);
		expect(await run(['CREATE', 'DELETE'])).toEqual(['s-1', 's-4']);
		expect(await run([])).toEqual(['s-1', 's-2', 's-3', 's-4']);
		expect(feedCalls(SEGMENT_FEED)).toHaveLength(8);
	});

	it('events all filtered out: the cursor moves in memory, n8n saves it with the next emitted batch, a restart re-reads them harmlessly', async () => {
		const { control } = fx.platform;
		const poller = trigger({
			feed: 'segments',
			startFrom: 'beginning',
			includeRecord: false,
			eventTypes: ['DELETE'],
		});
		expect((await poller.activate()).items).toBeNull();
		expect(poller.savedNodeData()[cursorKey('segments')]).toEqual({
			nextId: 0,
			origin: 'beginning',
		});
		for (let i = 1; i <= 3; i++)
			control.addFeedEvent('acme', 'segments', { segmentId: `u-${i}`, type: 'UPDATE' });

		expect((await poller.poll()).items).toBeNull();
		expect(poller.memoryNodeData()[cursorKey('segments')]).toMatchObject({ nextId: 4 });
		expect(poller.savedNodeData()[cursorKey('segments')]).toMatchObject({ nextId: 0 });

		control.clearRequests();
		expect((await poller.restart()).items).toBeNull();
		expect(feedCalls(SEGMENT_FEED).map((call) => call.startId)).toEqual(['0', '4']);

		control.addFeedEvent('acme', 'segments', { segmentId: 'd-1', type: 'DELETE' });
		const emitted = await poller.poll();
		expect(json(emitted.items)).toEqual([
			{ feed: 'segments', segmentId: 'd-1', type: 'DELETE', eventId: 4, redelivered: false },
		]);
		expect(poller.savedNodeData()[cursorKey('segments')]).toMatchObject({ nextId: 5 });
		expect(poller.emitted).toHaveLength(1);
	});

	it('a record read that fails fails the poll: nothing is emitted, the cursor stays, the next poll brings the same events', async () => {
		const { control } = fx.platform;
		const poller = trigger({ feed: 'complaints' });
		await poller.activate();
		const complaints = [control.addComplaint('acme'), control.addComplaint('acme')];
		control.injectFault({
			kind: 'status',
			status: 500,
			count: 1,
			match: { pathPrefix: `${RMA}/complaint/${complaints[1].id}` },
		});
		const before = poller.memory();

		const failed = await poller.poll();

		expect(failed.items).toBeNull();
		expect((failed.error as { httpCode?: string }).httpCode).toBe('500');
		expect((failed.error as { description?: string }).description).toContain(
			'turn off Include Record to get past it',
		);
		expect(poller.memory()).toEqual(before);
		expect(poller.emitted).toEqual([]);

		const retried = await poller.poll();
		expect(json(retried.items).map((item) => [item.complaintId, item.recordDeleted])).toEqual(
			complaints.map((complaint) => [complaint.id, false]),
		);
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.startId)).toEqual(['0', '0', '0']);
	});

	it('sends the chosen contexts and gets only their events', async () => {
		const { control } = fx.platform;
		control.addOperator('acme', {}, 'BACKOFFICE');
		const wanted = control.addOperator('acme', { name: 'Ida Integration' }, 'INTEGRATIONS');
		control.addOperator('acme', {}, 'APPLICATION');
		const poller = trigger({
			feed: 'operators',
			startFrom: 'beginning',
			options: { contexts: ['INTEGRATIONS', 'INTERNAL'] },
		});

		const first = await poller.activate();

		expect(json(first.items)).toEqual([
			{
				feed: 'operators',
				operatorId: wanted.id,
				type: 'CREATE',
				// Its page began at 0 and held only this event: the others are of other contexts.
				eventId: 0,
				redelivered: false,
				record: state().operators[wanted.id],
				recordDeleted: false,
			},
		]);
		expect(feedCalls(OPERATOR_FEED)[0].query).toEqual({
			startId: '0',
			contexts: 'INTEGRATIONS,INTERNAL',
		});
	});

	it('Max Events per Poll: a backlog drains over several polls, asking the complaints feed for no more than needed', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'complaints', 1_250);
		const expected = state().feeds.complaints.map((event: IDataObject) => event.complaintId);
		const poller = trigger({
			feed: 'complaints',
			startFrom: 'beginning',
			includeRecord: false,
			options: { maxEvents: 500, pageSize: 200 },
		});

		const sizes = [(await poller.activate()).items?.length];
		for (let i = 0; i < 3; i++) sizes.push((await poller.poll()).items?.length);

		expect(sizes).toEqual([500, 500, 250, undefined]);
		expect(poller.emitted.flat().map((item) => item.json.complaintId)).toEqual(expected);
		expect(feedCalls(COMPLAINT_FEED).map((call) => `${call.startId}+${call.query.limit}`)).toEqual([
			'0+200',
			'201+200',
			'401+100',
			'501+200',
			'701+200',
			'901+100',
			'1001+200',
			'1201+200',
			'1251+200',
		]);
	});

	it('Max Events per Poll on a feed with fixed pages: stops between pages', async () => {
		fx.platform.control.addFeedEvents('acme', 'goodsReceivedNotes', 350);
		const poller = trigger({
			feed: 'goodsReceivedNotes',
			startFrom: 'beginning',
			includeRecord: false,
			options: { maxEvents: 150 },
		});

		const sizes = [(await poller.activate()).items?.length, (await poller.poll()).items?.length];

		expect(sizes).toEqual([200, 150]);
		expect(feedCalls(GRN_FEED).map((call) => call.startId)).toEqual(['0', '101', '201', '301']);
	});
});

describe('10,000 events with faults and a restart', () => {
	it('emits every event exactly once, in order, across polls, failures and a restart', async () => {
		const { control } = fx.platform;
		const total = 10_000;
		control.addFeedEvents('acme', 'goodsIssuedNotes', total);
		const expected = state().feeds.goodsIssuedNotes.map(
			(event: IDataObject) => event.goodsIssuedNoteNumber,
		);
		const match = { pathPrefix: GIN_FEED };
		control.injectFault({ kind: 'status', status: 429, retryAfter: 0, rate: 0.05, match });
		control.injectFault({ kind: 'status', status: 503, retryAfter: 0, rate: 0.05, match });
		control.injectFault({ kind: 'drop', rate: 0.03, match });
		const poller = trigger({
			feed: 'goodsIssuedNotes',
			startFrom: 'beginning',
			includeRecord: false,
		});

		await poller.activate();
		for (let i = 0; i < 6; i++) await poller.poll();

		// A poll whose request fails on every attempt: an error execution, the cursor stays.
		const before = poller.memory();
		const forced = control.injectFault({
			kind: 'status',
			status: 503,
			retryAfter: 0,
			count: 6,
			match,
		});
		const failed = await poller.poll();
		expect(failed.items).toBeNull();
		expect(failed.error).toBeDefined();
		expect(poller.memory()).toEqual(before);
		control.removeFault(forced);

		// n8n restarts: the workflow comes back from the saved static data and polls at once.
		await poller.restart();
		for (let polls = 0; polls < 100; polls++) {
			const outcome = await poller.poll();
			if (outcome.items === null && !outcome.error) break;
		}

		const emitted = poller.emitted.flat().map((item) => item.json.goodsIssuedNoteNumber);
		expect(emitted).toHaveLength(total);
		expect(new Set(emitted).size).toBe(total);
		expect(emitted).toEqual(expected);
		expect(poller.emitted.every((batch) => batch.length <= 500)).toBe(true);
		expect(poller.errors.length).toBeGreaterThanOrEqual(1);
		const statuses = new Set(feedCalls(GIN_FEED).map((call) => call.status));
		expect([...statuses].sort()).toEqual([0, 200, 429, 503]);
		expect(poller.savedNodeData()[cursorKey('goodsIssuedNotes')]).toMatchObject({
			nextId: total + 1,
		});
	});

	it('reads records through the same faults', async () => {
		const { control } = fx.platform;
		const complaints = Array.from({ length: 120 }, () => control.addComplaint('acme'));
		control.injectFault({
			kind: 'status',
			status: 429,
			retryAfter: 0,
			rate: 0.1,
			match: { pathPrefix: RMA },
		});
		control.injectFault({ kind: 'drop', rate: 0.05, match: { pathPrefix: RMA } });
		const poller = trigger({
			feed: 'complaints',
			startFrom: 'beginning',
			options: { maxEvents: 50 },
		});

		await poller.activate();
		for (let polls = 0; polls < 20; polls++) {
			const outcome = await poller.poll();
			if (outcome.items === null && !outcome.error) break;
		}

		const items = poller.emitted.flat().map((item) => item.json);
		expect(items.map((item) => item.complaintId)).toEqual(
			complaints.map((complaint) => complaint.id),
		);
		expect(items.map((item) => item.record)).toEqual(
			complaints.map((complaint) => state().complaints[complaint.id]),
		);
		expect(control.stats().faultsApplied).toBeGreaterThan(0);
	});
});

describe('Fetch Test Event (manual mode)', () => {
	it('returns the most recent event with its record and does not move the saved cursor', async () => {
		const { control } = fx.platform;
		for (let i = 0; i < 3; i++) control.addComplaint('acme');
		const poller = trigger({ feed: 'complaints', startFrom: 'beginning' });
		await poller.activate();
		const fourth = control.addComplaint('acme');
		const fifth = control.addComplaint('acme', { reason: 'Latest' });
		const savedBefore = poller.saved;
		const memoryBefore = poller.memory();
		control.clearRequests();

		const manual = await poller.fetchTestEvent();

		expect(json(manual.result?.[0])).toEqual([
			{
				feed: 'complaints',
				complaintId: fifth.id,
				type: 'CREATED',
				eventId: 4,
				redelivered: false,
				record: state().complaints[fifth.id],
				recordDeleted: false,
			},
		]);
		expect(manual.staticData).toEqual(JSON.parse(savedBefore));
		expect(poller.saved).toBe(savedBefore);
		expect(poller.memory()).toEqual(memoryBefore);
		// It starts where the last page with events began, not at the start of the feed.
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.startId)).toEqual(['0']);

		const next = await poller.poll();
		expect(json(next.items).map((item) => item.complaintId)).toEqual([fourth.id, fifth.id]);
	});

	it('finds the most recent event of a feed longer than one poll reads', async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'goodsIssuedNotes', SCAN_LIMIT + 500);
		control.addFeedEvent('acme', 'goodsIssuedNotes', {
			goodsIssuedNoteNumber: 'WZ/LATEST',
			type: 'GoodsIssuedNoteCreated',
		});
		const poller = trigger({ feed: 'goodsIssuedNotes', includeRecord: false });

		const manual = await poller.fetchTestEvent();

		expect(json(manual.result?.[0])).toEqual([
			{
				feed: 'goodsIssuedNotes',
				goodsIssuedNoteNumber: 'WZ/LATEST',
				type: 'GoodsIssuedNoteCreated',
				eventId: SCAN_LIMIT + 501,
				redelivered: false,
			},
		]);
	});

	it('runs in a manual workflow execution and honours the event type filter', async () => {
		const { control } = fx.platform;
		control.addFeedEvent('acme', 'segments', { segmentId: 'a', type: 'UPDATE' });
		const created = control.addSegment('acme', { name: 'Newest' });
		control.addFeedEvent('acme', 'segments', { segmentId: 'b', type: 'UPDATE' });
		const node = new ActivePoller(
			{ feed: 'segments', eventTypes: ['CREATE'] },
			fx.credentials(),
		).node();

		const run = await runWorkflow({
			nodes: [node],
			connections: {},
			credentials: fx.credentials(),
			resultNode: node.name,
		});

		expect(run.error).toBeUndefined();
		expect(json(run.output)).toEqual([
			{
				feed: 'segments',
				segmentId: created.id,
				type: 'CREATE',
				eventId: 1,
				redelivered: false,
				record: state().segments[created.id],
				recordDeleted: false,
			},
		]);
		expect(feedCalls(SEGMENT_FEED).map((call) => call.startId)).toEqual(['0', '4']);
	});

	it('says clearly when the feed has no events yet', async () => {
		const node = new ActivePoller({ feed: 'complaints' }, fx.credentials()).node();

		const run = await runWorkflow({
			nodes: [node],
			connections: {},
			credentials: fx.credentials(),
			resultNode: node.name,
		});

		expect(run.error?.message).toBe('No events in the complaints feed yet');
		expect(run.error?.description).toBe(
			'Create one on the platform (for example, file a complaint as a customer) and try again.',
		);
		expect(feedCalls(COMPLAINT_FEED).map((call) => call.startId)).toEqual(['0']);

		fx.platform.control.addFeedEvent('acme', 'segments', { segmentId: 'a', type: 'UPDATE' });
		const filtered = new ActivePoller(
			{ feed: 'segments', eventTypes: ['DELETE'] },
			fx.credentials(),
		).fetchTestEvent();
		await expect(filtered).rejects.toThrow(
			'No events of the chosen types in the segments feed yet',
		);
	});
});

describe('API paths and what the feeds answer', () => {
	it('the goods received notes and operators feeds fall back to the alternative paths and remember them', async () => {
		const { control } = fx.platform;
		control.setPathMode('alternative');
		control.addFeedEvents('acme', 'goodsReceivedNotes', 2);
		const operator = control.addOperator('acme');
		const received = trigger({
			feed: 'goodsReceivedNotes',
			startFrom: 'beginning',
			includeRecord: false,
		});
		const operators = trigger({ feed: 'operators', startFrom: 'beginning' });

		expect(
			json((await received.activate()).items).map((item) => item.goodsReceivedNoteNumber),
		).toEqual(['PZ/BULK/1', 'PZ/BULK/2']);
		const operatorItems = json((await operators.activate()).items);
		expect(operatorItems).toEqual([
			{
				feed: 'operators',
				operatorId: operator.id,
				type: 'CREATE',
				eventId: 0,
				redelivered: false,
				record: state().operators[operator.id],
				recordDeleted: false,
			},
		]);
		control.clearRequests();
		await received.poll();
		await operators.poll();

		expect(control.requests().map((request) => [request.path, request.status])).toEqual([
			[ACCOUNT_GRN_FEED, 200],
			[AUTHSERVER_OPERATOR_FEED, 200],
		]);
	});

	it("the goods issued notes feed tries the text's path only when its own is missing, refuses goods received note events there, and never sticks to it", async () => {
		const { control } = fx.platform;
		control.addFeedEvents('acme', 'goodsIssuedNotes', 2);
		control.addFeedEvents('acme', 'goodsReceivedNotes', 2);
		const missing = control.injectFault({
			kind: 'status',
			status: 404,
			match: { pathPrefix: GIN_FEED },
		});
		const refused = trigger({
			feed: 'goodsIssuedNotes',
			startFrom: 'beginning',
			includeRecord: false,
		});

		await expect(refused.activate()).rejects.toThrow(
			'The goods issued notes feed answered with goods received notes events (goodsReceivedNoteNumber, not goodsIssuedNoteNumber)',
		);
		expect(refused.saved).toBe('{}');
		expect(control.requests().map((request) => [request.path, request.status])).toEqual([
			[GIN_FEED, 404],
			[ACCOUNT_GRN_FEED, 200],
		]);

		control.removeFault(missing);
		const poller = trigger({
			feed: 'goodsIssuedNotes',
			startFrom: 'beginning',
			includeRecord: false,
		});
		expect(json((await poller.activate()).items).map((item) => item.goodsIssuedNoteNumber)).toEqual(
			['WZ/BULK/1', 'WZ/BULK/2'],
		);
		control.addFeedEvent('acme', 'goodsIssuedNotes', {
			goodsIssuedNoteNumber: 'WZ/3',
			type: 'GoodsIssuedNoteCreated',
		});

		// The route goes missing: the other path has nothing past the cursor, so nothing moves.
		control.injectFault({ kind: 'status', status: 404, count: 1, match: { pathPrefix: GIN_FEED } });
		// (The position, not the confirmation of the last batch, which a poll with nothing new gives.)
		const position = () =>
			JSON.parse(JSON.stringify(poller.memory()), (k: string, v: unknown) =>
				k === 'pending' ? undefined : v,
			) as unknown;
		const before = position();
		expect(await poller.poll()).toEqual({ items: null });
		expect(position()).toEqual(before);

		// ... and once it has goods received note events there, the poll fails and the cursor stays.
		control.addFeedEvents('acme', 'goodsReceivedNotes', 3);
		control.injectFault({ kind: 'status', status: 404, count: 1, match: { pathPrefix: GIN_FEED } });
		const failed = await poller.poll();
		expect(failed.items).toBeNull();
		expect(failed.error?.message).toContain('answered with goods received notes events');
		expect(failed.error?.description).toContain('The saved position was not moved.');
		expect(position()).toEqual(before);

		// The route is back: the next poll reads the table path again and emits the new note.
		control.clearRequests();
		const resumed = await poller.poll();
		expect(json(resumed.items).map((item) => item.goodsIssuedNoteNumber)).toEqual(['WZ/3']);
		expect(control.requests().map((request) => [request.path, request.query.startId])).toEqual([
			[GIN_FEED, '3'],
			[GIN_FEED, '4'],
		]);
	});

	it('the goods issued notes feed stays on its table path when the credential pins alternative paths', async () => {
		const { control } = fx.platform;
		control.setPathMode('alternative');
		control.addFeedEvents('acme', 'goodsIssuedNotes', 1);
		control.addFeedEvents('acme', 'goodsReceivedNotes', 1);
		const poller = trigger(
			{ feed: 'goodsIssuedNotes', startFrom: 'beginning', includeRecord: false },
			fx.credentials('acme', { apiPaths: 'alternative' }),
		);

		const first = await poller.activate();

		expect(json(first.items)).toEqual([
			{
				feed: 'goodsIssuedNotes',
				goodsIssuedNoteNumber: 'WZ/BULK/1',
				type: 'GoodsIssuedNoteCreated',
				eventId: 0,
				redelivered: false,
			},
		]);
		expect(control.requests().map((request) => request.path)).toEqual([GIN_FEED, GIN_FEED]);
	});

	it('fails clearly on answers it cannot trust, and saves nothing', async () => {
		const server = await startScriptedServer(() => ({ status: 200, body: {} }));
		try {
			const credentials = { baseUrl: server.url, apiKey: 'k', tenant: 'acme', apiPaths: 'auto' };
			const cases: Array<[unknown, string]> = [
				[{ next: 5, items: [] }, 'The complaints feed answered in an unexpected shape'],
				[
					{ nextId: 2, events: [{ type: 'CREATED' }] },
					'The complaints feed sent an event without complaintId',
				],
				[
					{ nextId: 0, events: [{ complaintId: 'c-1', type: 'CREATED' }] },
					'The complaints feed did not move forward',
				],
			];
			for (const [body, message] of cases) {
				server.handle = () => ({ status: 200, body });
				server.requests.length = 0;
				const poller = trigger({ feed: 'complaints', startFrom: 'beginning' }, credentials);

				await expect(poller.activate()).rejects.toThrow(message);

				expect(server.requests.map((request) => [request.path, request.query])).toEqual([
					[COMPLAINT_FEED, { startId: '0', limit: '100' }],
				]);
				expect(poller.saved).toBe('{}');
			}
		} finally {
			await server.close();
		}
	});
});

// ---- A hostile feed and a sloppy Start Event ID
//
// A feed whose empty page answers a nextId far ahead. The spec says "start the next call at the
// returned nextId", and the trigger does, within the poll. But an empty page proves nothing about
// the positions it skips: the position kept for the next poll moves past such a jump only once a
// page with events confirms it. Played by the fake platform: an 'answer' fault makes one feed
// call answer `{nextId: 1000000, events: []}`.

const JUMP = 1_000_000;

const ids = (items: INodeExecutionData[] | null) => json(items).map((item) => item.complaintId);

function feedStartIds(): string[] {
	return feedCalls(COMPLAINT_FEED).map((call) => String(call.startId));
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
		expect(poller.memoryNodeData()[`complaints|acme|${fx.platform.url}`]).toMatchObject({
			nextId: 0,
		});

		const first = addComplaints(10);
		fx.platform.control.clearRequests();
		expect(ids((await poller.poll()).items)).toEqual(first);
		expect(feedStartIds()).toEqual(['0']);

		const second = addComplaints(10);
		expect(ids((await poller.poll()).items)).toEqual(second);
		expect(poller.savedNodeData()[`complaints|acme|${fx.platform.url}`]).toMatchObject({
			nextId: 21,
		});
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
			return {
				status: 200,
				body: { nextId, events: page.map(({ complaintId }) => ({ complaintId, type: 'CREATED' })) },
			};
		});
		try {
			const poller = trigger(
				{ feed: 'complaints', startFrom: 'beginning', includeRecord: false },
				fx.credentials('acme', { baseUrl: platform.url }),
			);
			expect((await poller.activate()).items).toBeNull();
			expect((await poller.poll()).items).toBeNull();

			events = [
				{ id: 500, complaintId: 'C-500' },
				{ id: 501, complaintId: 'C-501' },
			];
			platform.requests.length = 0;
			expect(ids((await poller.poll()).items)).toEqual(['C-500', 'C-501']);
			expect(platform.requests.map((request) => request.query.startId)).toEqual(['0', '500']);
			expect(poller.savedNodeData()[`complaints|acme|${platform.url}`]).toMatchObject({
				nextId: 502,
			});

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
		await expect(poller.activate()).rejects.toThrow(
			/Start Event ID must be a whole number of 0 or more/,
		);
		expect(feedStartIds()).toEqual([]);
	});

	it('reads "3" as 3', async () => {
		addComplaints(4);
		const poller = trigger({
			feed: 'complaints',
			startFrom: 'id',
			startId: '={{ "3" }}',
			includeRecord: false,
		});
		expect((await poller.activate()).items).toHaveLength(2);
		expect(feedStartIds()).toEqual(['3']);
	});
});
