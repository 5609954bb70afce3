/** Synchronization feeds: startId / nextId paging, limit, contexts, bulk events. */
import { expectError, useKit } from './testkit';

const OPS_FEED = '/api/v1/catalog/integrations/auth-required/operators/synchronization';
const SEG_FEED = '/api/v1/account/integrations/auth-required/segments/synchronization';
const RMA_FEED = '/api/v1/rma/integrations/auth-required/complaints/synchronization';

const kit = useKit();

describe('feeds', () => {
	it('numbers events from 1 per feed and per tenant', () => {
		const c = kit.platform.control;
		expect(c.addFeedEvent('acme', 'segments', { segmentId: 's1', type: 'CREATE' })).toBe(1);
		expect(c.addFeedEvent('acme', 'segments', { segmentId: 's1', type: 'UPDATE' })).toBe(2);
		expect(c.addFeedEvent('acme', 'operators', { operatorId: 'o1', type: 'CREATE' })).toBe(1);
		expect(c.addFeedEvent('globex', 'segments', { segmentId: 'g1', type: 'CREATE' })).toBe(1);
	});

	it('answers an empty feed with nextId = startId', async () => {
		expect((await kit.api.get(SEG_FEED)).data).toEqual({ nextId: 0, events: [] });
		expect((await kit.api.get(SEG_FEED, { params: { startId: 7 } })).data).toEqual({
			nextId: 7,
			events: [],
		});
	});

	it('returns events with id >= startId, 100 per call, and nextId = last + 1', async () => {
		kit.platform.control.addFeedEvents('acme', 'segments', 250, (i) => ({
			segmentId: `s${i + 1}`,
			type: 'UPDATE',
		}));
		const first = (await kit.api.get(SEG_FEED, { params: { startId: 0 } })).data;
		expect(first.events).toHaveLength(100);
		expect(first.events[0]).toEqual({ segmentId: 's1', type: 'UPDATE' });
		expect(first.nextId).toBe(101);
		const second = (await kit.api.get(SEG_FEED, { params: { startId: first.nextId } })).data;
		expect(second.events[0].segmentId).toBe('s101');
		const third = (await kit.api.get(SEG_FEED, { params: { startId: 201 } })).data;
		expect(third.events).toHaveLength(50);
		expect(third.nextId).toBe(251);
		expect((await kit.api.get(SEG_FEED, { params: { startId: 251 } })).data).toEqual({
			nextId: 251,
			events: [],
		});
		expect((await kit.api.get(SEG_FEED, { params: { startId: 250 } })).data).toEqual({
			nextId: 251,
			events: [{ segmentId: 's250', type: 'UPDATE' }],
		});
	});

	it('rejects a startId that is not a non-negative integer', async () => {
		for (const startId of ['abc', '-1', '1.5']) {
			expectError(
				await kit.api.get(SEG_FEED, { params: { startId } }),
				400,
				'VALIDATION_FAILED',
				'startId',
			);
		}
		expectError(
			await kit.api.get(RMA_FEED, { params: { startId: 'x' } }),
			400,
			'VALIDATION_FAILED',
			'startId',
		);
	});

	it('filters by contexts (comma-separated or repeated), default all four', async () => {
		const c = kit.platform.control;
		c.addFeedEvent('acme', 'operators', { operatorId: 'a', type: 'CREATE' }, 'APPLICATION');
		c.addFeedEvent('acme', 'operators', { operatorId: 'b', type: 'CREATE' }, 'BACKOFFICE');
		c.addFeedEvent('acme', 'operators', { operatorId: 'c', type: 'CREATE' }, 'INTERNAL');
		c.addFeedEvent('acme', 'operators', { operatorId: 'd', type: 'CREATE' }, 'INTEGRATIONS');
		const ids = async (
			params: unknown,
			paramsSerializer?: (p: Record<string, unknown>) => string,
		) =>
			(
				await kit.api.get(OPS_FEED, { params, ...(paramsSerializer ? { paramsSerializer } : {}) })
			).data.events.map((e: { operatorId: string }) => e.operatorId);
		expect(await ids({})).toEqual(['a', 'b', 'c', 'd']);
		expect(await ids({ contexts: 'INTEGRATIONS' })).toEqual(['d']);
		expect(await ids({ contexts: 'APPLICATION,INTERNAL' })).toEqual(['a', 'c']);
		expect(await ids({}, () => 'contexts=BACKOFFICE&contexts=INTEGRATIONS')).toEqual(['b', 'd']);
		const filtered = (await kit.api.get(OPS_FEED, { params: { contexts: 'APPLICATION' } })).data;
		expect(filtered.nextId).toBe(2);
		expectError(
			await kit.api.get(OPS_FEED, { params: { contexts: 'PARTNERS' } }),
			400,
			'VALIDATION_FAILED',
			'contexts',
		);
		const seg = await kit.api.get(SEG_FEED, { params: { contexts: 'INTEGRATIONS' } });
		expect(seg.data).toEqual({ nextId: 0, events: [] });
	});

	it('passes events of unknown types through unchanged', async () => {
		kit.platform.control.addFeedEvent('acme', 'operators', {
			operatorId: 'x',
			type: 'ROLE_CHANGED',
			extra: 1,
		});
		expect((await kit.api.get(OPS_FEED)).data.events).toEqual([
			{ operatorId: 'x', type: 'ROLE_CHANGED', extra: 1 },
		]);
	});

	it('honours the complaints feed limit: default 100, capped at 1000', async () => {
		kit.platform.control.addFeedEvents('acme', 'complaints', 1500);
		expect((await kit.api.get(RMA_FEED)).data.events).toHaveLength(100);
		const five = (await kit.api.get(RMA_FEED, { params: { startId: 3, limit: 5 } })).data;
		expect(five.events).toHaveLength(5);
		expect(five.nextId).toBe(8);
		expect(five.events[0]).toEqual({ complaintId: expect.any(String), type: 'CREATED' });
		expect((await kit.api.get(RMA_FEED, { params: { limit: 5000 } })).data.events).toHaveLength(
			1000,
		);
		expectError(
			await kit.api.get(RMA_FEED, { params: { limit: 0 } }),
			400,
			'VALIDATION_FAILED',
			'limit',
		);
		expectError(
			await kit.api.get(RMA_FEED, { params: { limit: 'all' } }),
			400,
			'VALIDATION_FAILED',
			'limit',
		);
	});

	it('appends CREATED to the complaints feed when a complaint is added', async () => {
		const c = kit.platform.control.addComplaint('acme');
		expect((await kit.api.get(RMA_FEED, { params: { startId: 1 } })).data).toEqual({
			nextId: 2,
			events: [{ complaintId: c.id, type: 'CREATED' }],
		});
	});

	// How fast this is belongs to the benchmarks (npm run bench, case 5), not to a test.
	it('adds 100,000 events in bulk and pages through the tail', async () => {
		const r = kit.platform.control.addFeedEvents('acme', 'goodsIssuedNotes', 100_000);
		expect(r).toEqual({ firstId: 1, lastId: 100_000 });
		const tail = (
			await kit.api.get(
				'/api/v1/goods-issued-notes/integrations/auth-required/goods-issued-notes/synchronization',
				{
					params: { startId: 99_950 },
				},
			)
		).data;
		expect(tail.events).toHaveLength(51);
		expect(tail.events[50]).toEqual({
			goodsIssuedNoteNumber: 'WZ/BULK/100000',
			type: 'GoodsIssuedNoteCreated',
		});
		expect(tail.nextId).toBe(100_001);
	});

	it('reads feeds through the PlatformServices used by other route modules', () => {
		const s = kit.platform.services;
		s.appendFeedEvent('acme', 'goodsReceivedNotes', {
			goodsReceivedNoteNumber: 'PZ/1',
			type: 'GoodsReceivedNoteCreated',
		});
		expect(s.readFeed!('acme', 'goodsReceivedNotes', 0, 100)).toEqual({
			nextId: 2,
			events: [{ goodsReceivedNoteNumber: 'PZ/1', type: 'GoodsReceivedNoteCreated' }],
		});
	});

	it('keeps tenants apart', async () => {
		kit.platform.control.addFeedEvent('globex', 'segments', { segmentId: 'g', type: 'CREATE' });
		expect((await kit.api.get(SEG_FEED)).data.events).toEqual([]);
		expect((await kit.globex.get(SEG_FEED)).data.events).toHaveLength(1);
	});
});
