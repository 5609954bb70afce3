/**
 * Case 5: feed catch-up. A 100,000-event backlog in the complaints feed; the Feed Trigger
 * (Start From: The Beginning) polls through n8n-core's own poll machinery (test/support/poll.ts)
 * until a poll finds nothing new. Events per second and peak memory per poll, measured in a
 * worker process (the fake runs in the bench process).
 */
import type { FakePlatform } from '../platform/server';
import type { Row } from './lib';
import { fmt, fullGc, log, mb, median, MemorySampler, ms, now, runInWorker } from './lib';

export interface FeedArgs {
	url: string;
	tenant: string;
	apiKey: string;
	includeRecord: boolean;
	maxEvents?: number;
	pageSize?: number;
	expected: number;
}

export interface FeedResult {
	polls: number;
	events: number;
	/** Sum of the polls' own time (activation included: it is the first poll). */
	pollMs: number;
	wallMs: number;
	peakHeapPerPoll: { max: number; median: number };
	peakRssPerPoll: { max: number };
	/** Bytes of JSON of the largest poll's items. */
	largestPollJson: number;
	firstId?: unknown;
	lastId?: unknown;
	inOrder: boolean;
	recordsIncluded: number;
}

// ---- worker side ----------------------------------------------------------------------------

export async function feedCatchUp(args: FeedArgs): Promise<FeedResult> {
	const { B2bCommerceFeedTrigger } = await import(
		'../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node'
	);
	const { registerNodeType } = await import('../support/harness');
	const { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } = await import('../support/poll');
	registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));

	const options: Record<string, number> = {};
	if (args.maxEvents) options.maxEvents = args.maxEvents;
	if (args.pageSize) options.pageSize = args.pageSize;
	const poller = new ActivePoller(
		{ feed: 'complaints', startFrom: 'beginning', includeRecord: args.includeRecord, options },
		{ baseUrl: args.url, apiKey: args.apiKey, tenant: args.tenant, apiPaths: 'auto' },
	);

	const heapPeaks: number[] = [];
	let rssPeak = 0;
	let events = 0;
	let polls = 0;
	let pollMs = 0;
	let largestPollJson = 0;
	let lastSeen = 0;
	let inOrder = true;
	let firstId: unknown;
	let lastId: unknown;
	let recordsIncluded = 0;
	const wall0 = now();
	for (;;) {
		const sampler = new MemorySampler();
		sampler.start();
		const t0 = now();
		const outcome = polls === 0 ? await poller.activate() : await poller.poll();
		pollMs += now() - t0;
		const peak = sampler.stop();
		polls++;
		heapPeaks.push(peak.heapDelta);
		rssPeak = Math.max(rssPeak, peak.rssDelta);
		if (outcome.error) throw outcome.error;
		const items = outcome.items ?? [];
		if (items.length > 0) {
			largestPollJson = Math.max(
				largestPollJson,
				Buffer.byteLength(JSON.stringify(items.map((i) => i.json))),
			);
			// The fake numbers events 1, 2, 3...: the trigger must hand them out in that order, each once.
			for (const item of items) {
				const complaintId = item.json.complaintId;
				firstId ??= complaintId;
				lastId = complaintId;
				if (item.json.record) recordsIncluded++;
			}
			events += items.length;
		}
		const cursor = poller.savedNodeData();
		const next = Object.values(cursor)[0] as { nextId?: number } | undefined;
		if (next?.nextId !== undefined) {
			if (next.nextId < lastSeen) inOrder = false;
			lastSeen = next.nextId;
		}
		// The harness keeps every emitted batch; n8n hands them to executions and lets them go.
		poller.emitted.length = 0;
		if (items.length === 0) break;
		if (polls > 10_000) throw new Error('more than 10,000 polls: the feed never caught up');
	}
	const wallMs = now() - wall0;
	await poller.deactivate();
	fullGc();
	return {
		polls,
		events,
		pollMs,
		wallMs,
		peakHeapPerPoll: { max: Math.max(...heapPeaks), median: median(heapPeaks) },
		peakRssPerPoll: { max: rssPeak },
		largestPollJson,
		firstId,
		lastId,
		inOrder: inOrder && lastSeen === args.expected + 1,
		recordsIncluded,
	};
}

// ---- bench side -----------------------------------------------------------------------------

const FEED = 'complaints';

export async function caseFeed(
	platform: FakePlatform,
	opts: { backlog: number; recordBacklog: number },
): Promise<Row[]> {
	const tenant = 'acme';
	const base = { url: platform.url, tenant, apiKey: platform.tenants[tenant] };
	const rows: Row[] = [];

	const runs: Array<{ label: string; maxEvents?: number; pageSize?: number }> = [
		{ label: 'defaults (Max Events per Poll 500, Page Size 100)' },
		{ label: 'Max Events per Poll 10,000, Page Size 1,000', maxEvents: 10_000, pageSize: 1_000 },
	];
	for (const run of runs) {
		await platform.control.reset();
		const t0 = now();
		platform.control.addFeedEvents(tenant, FEED, opts.backlog);
		log(`case 5: ${fmt(opts.backlog)} events added in ${ms(now() - t0)}`);
		const r = await runInWorker<FeedResult>('feedCatchUp', {
			...base,
			includeRecord: false,
			maxEvents: run.maxEvents,
			pageSize: run.pageSize,
			expected: opts.backlog,
		} satisfies FeedArgs);
		const stats = platform.control.stats();
		log(
			`case 5 (${run.label}): ${fmt(r.events)} events in ${r.polls} polls, ${ms(r.pollMs)} polling (${ms(r.wallMs)} wall), ` +
				`${fmt(r.events / (r.pollMs / 1000))} events/s; peak heap per poll max +${mb(r.peakHeapPerPoll.max)}; ${stats.requests} feed requests`,
		);
		rows.push({
			case: '5',
			what: `Feed catch-up, ${fmt(opts.backlog)} events, Include Record off, ${run.label}`,
			figure:
				`${r.polls} polls until caught up (the last one empty), ${fmt(stats.requests)} requests; ${fmt(r.events)} events` +
				`${r.events === opts.backlog && r.inOrder ? ', each once, in order' : ' (MISSING OR OUT OF ORDER)'}; ${ms(r.pollMs)} polling`,
			ratio: `${fmt(r.events / (r.pollMs / 1000))} events/s`,
		});
		rows.push({
			case: '5',
			what: `Feed catch-up memory per poll (${run.label})`,
			figure: `peak heap per poll: max +${mb(r.peakHeapPerPoll.max)}, median +${mb(r.peakHeapPerPoll.median)}; rss max +${mb(r.peakRssPerPoll.max)}`,
			ratio: `largest poll's items: ${mb(r.largestPollJson)} of JSON`,
		});
	}

	if (opts.recordBacklog > 0) {
		await platform.control.reset();
		for (let i = 0; i < opts.recordBacklog; i++) platform.control.addComplaint(tenant);
		const r = await runInWorker<FeedResult>('feedCatchUp', {
			...base,
			includeRecord: true,
			expected: opts.recordBacklog,
		} satisfies FeedArgs);
		const stats = platform.control.stats();
		log(
			`case 5 (Include Record on): ${fmt(r.events)} events in ${r.polls} polls, ${ms(r.pollMs)}, ${fmt(r.events / (r.pollMs / 1000))} events/s`,
		);
		rows.push({
			case: '5',
			what: `Feed catch-up, ${fmt(opts.recordBacklog)} complaints, Include Record on (defaults: 500 per poll, 5 record reads in flight)`,
			figure:
				`${r.polls} polls, ${fmt(stats.requests)} requests; ${fmt(r.events)} events, ${fmt(r.recordsIncluded)} with their record` +
				`${r.events === opts.recordBacklog && r.inOrder ? ', in order' : ' (MISSING OR OUT OF ORDER)'}; ${ms(r.pollMs)} polling; ` +
				`peak heap per poll max +${mb(r.peakHeapPerPoll.max)}`,
			ratio: `${fmt(r.events / (r.pollMs / 1000))} events/s`,
		});
	}
	return rows;
}
