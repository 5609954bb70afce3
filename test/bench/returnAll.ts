/**
 * Case 4: Return All over a 50,000-product catalogue (product search, pages of 100), our node
 * (n8n-core's WorkflowExecute in process, test/support/harness.ts runNode) against a plain
 * pagination loop in Node (fetch, sequential pages) over the same fake. Each side runs in its own
 * worker process (worker.ts) so its peak memory is its own; the fake runs in the bench process.
 */
import type { FakePlatform } from '../platform/server';
import type { MemoryPeak, Row } from './lib';
import { fmt, log, mb, median, MemorySampler, ms, now, ratio, runInWorker } from './lib';

export const SEARCH_PATH = '/api/v1/catalog/integrations/auth-required/products/search-result';
const PAGE_SIZE = 100;
/** Memory pass: a full collection and a sample every this many ms. */
const LIVE_SAMPLE_MS = 250;

export interface ReturnAllArgs {
	url: string;
	tenant: string;
	apiKey: string;
	simplify?: boolean;
	/** Memory pass: collect garbage and sample every this many ms (the time is then not comparable). */
	forceGcMs?: number;
}

export interface ReturnAllResult {
	side: string;
	ms: number;
	records: number;
	requests: number;
	/** Bytes of JSON.stringify of the result (the records the caller gets). */
	jsonBytes: number;
	peak: MemoryPeak;
	/** Heap still used after a full collection with the result held. */
	retained: number;
	firstId?: unknown;
	lastId?: unknown;
}

// ---- worker side ----------------------------------------------------------------------------

/** The loop a user would write: ask page after page until nextPage is null. */
async function loop(
	args: ReturnAllArgs,
	maxPages = Infinity,
): Promise<{ records: unknown[]; requests: number }> {
	const headers = { ApiAuth: args.apiKey, 'platform-tenant': args.tenant, accept: '*/*' };
	const records: unknown[] = [];
	let requests = 0;
	for (let pageNumber = 1; pageNumber <= maxPages; pageNumber++) {
		const response = await fetch(
			`${args.url}${SEARCH_PATH}?pageNumber=${pageNumber}&pageSize=${PAGE_SIZE}`,
			{ headers },
		);
		requests++;
		if (response.status !== 200)
			throw new Error(`search page ${pageNumber} answered ${response.status}`);
		const page = (await response.json()) as { items: unknown[]; nextPage: number | null };
		records.push(...page.items);
		if (page.nextPage === null || page.items.length === 0) break;
	}
	return { records, requests };
}

export async function plainLoop(args: ReturnAllArgs): Promise<ReturnAllResult> {
	await loop(args, 3); // warm up: JIT, sockets
	const sampler = args.forceGcMs ? new MemorySampler(args.forceGcMs, true) : new MemorySampler();
	sampler.start();
	const t0 = now();
	const { records, requests } = await loop(args);
	const elapsed = now() - t0;
	const peak = sampler.stop();
	const retained = sampler.retained();
	const jsonBytes = Buffer.byteLength(JSON.stringify(records));
	return {
		side: 'plain loop (fetch, keep-alive)',
		ms: elapsed,
		records: records.length,
		requests,
		jsonBytes,
		peak,
		retained,
		firstId: (records[0] as { id?: unknown })?.id,
		lastId: (records[records.length - 1] as { id?: unknown })?.id,
	};
}

export async function nodeReturnAll(args: ReturnAllArgs): Promise<ReturnAllResult> {
	const { MEASURED, runNode } = await import('../support/harness');
	const credentials = {
		baseUrl: args.url,
		apiKey: args.apiKey,
		tenant: args.tenant,
		apiPaths: 'auto',
	};
	const simplify = args.simplify ?? false;
	const parameters = (returnAll: boolean) => ({
		resource: 'product',
		operation: 'search',
		returnAll,
		...(returnAll ? {} : { limit: 300 }),
		simplify,
		filters: {},
	});
	const warm = await runNode({
		parameters: parameters(false),
		credentials,
		uncheckedOutput: MEASURED,
	}); // warm up
	if (warm.error) throw warm.error;

	const sampler = args.forceGcMs ? new MemorySampler(args.forceGcMs, true) : new MemorySampler();
	sampler.start();
	const t0 = now();
	let result: Awaited<ReturnType<typeof runNode>> | undefined = await runNode({
		parameters: parameters(true),
		credentials,
		uncheckedOutput: MEASURED,
	});
	const elapsed = now() - t0;
	const peak = sampler.stop();
	if (result.error) throw result.error;
	const retained = sampler.retained();
	const json = result.output.map((item) => item.json);
	const jsonBytes = Buffer.byteLength(JSON.stringify(json));
	const out: ReturnAllResult = {
		side: `our node (Return All, Simplify ${simplify ? 'on' : 'off'})`,
		ms: elapsed,
		records: json.length,
		requests: Math.ceil(json.length / PAGE_SIZE),
		jsonBytes,
		peak,
		retained,
		firstId: json[0]?.id,
		lastId: json[json.length - 1]?.id,
	};
	result = undefined;
	return out;
}

// ---- bench side -----------------------------------------------------------------------------

export async function caseReturnAll(
	platform: FakePlatform,
	opts: { repeats: number; catalogueSize: number },
): Promise<Row[]> {
	const tenant = 'acme';
	const args: ReturnAllArgs = { url: platform.url, tenant, apiKey: platform.tenants[tenant] };
	// The fake builds its catalogue on the first search: not part of any measurement.
	const t0 = now();
	const warm = await fetch(`${platform.url}${SEARCH_PATH}?pageNumber=1&pageSize=1`, {
		headers: { ApiAuth: args.apiKey, 'platform-tenant': tenant },
	});
	const total = ((await warm.json()) as { totalItems: number }).totalItems;
	log(`case 4: catalogue of ${fmt(total)} products generated in ${ms(now() - t0)}`);

	const loops: ReturnAllResult[] = [];
	const nodes: ReturnAllResult[] = [];
	const show = (r: ReturnAllResult) =>
		`${r.side}: ${fmt(r.records)} records in ${ms(r.ms)}, peak heap +${mb(r.peak.heapDelta)}, rss +${mb(r.peak.rssDelta)}, held ${mb(r.retained)}, JSON ${mb(r.jsonBytes)}`;
	for (let i = 0; i < opts.repeats; i++) {
		// Alternate, so drift in the machine's load hits both sides alike.
		const l = await runInWorker<ReturnAllResult>('plainLoop', { ...args });
		log(`case 4: ${show(l)}`);
		loops.push(l);
		const n = await runInWorker<ReturnAllResult>('nodeReturnAll', { ...args, simplify: false });
		log(`case 4: ${show(n)}`);
		nodes.push(n);
	}
	// Memory passes: a full collection before every sample, so the peak is live data only.
	const liveLoop = await runInWorker<ReturnAllResult>('plainLoop', {
		...args,
		forceGcMs: LIVE_SAMPLE_MS,
	});
	log(`case 4 (live memory pass): ${show(liveLoop)}`);
	const liveNode = await runInWorker<ReturnAllResult>('nodeReturnAll', {
		...args,
		simplify: false,
		forceGcMs: LIVE_SAMPLE_MS,
	});
	log(`case 4 (live memory pass): ${show(liveNode)}`);
	const simplified = await runInWorker<ReturnAllResult>('nodeReturnAll', {
		...args,
		simplify: true,
	});
	log(`case 4: ${show(simplified)}`);

	const pick = (list: ReturnAllResult[]) =>
		list.find((r) => r.ms === median(list.map((x) => x.ms))) ?? list[0];
	const loopMs = median(loops.map((r) => r.ms));
	const nodeMs = median(nodes.map((r) => r.ms));
	const node = pick(nodes);
	const plain = pick(loops);
	const timeRatio = nodeMs / loopMs;
	const memRatio = liveNode.peak.heapDelta / liveNode.jsonBytes;
	const sameRecords =
		node.records === total &&
		plain.records === total &&
		node.firstId === plain.firstId &&
		node.lastId === plain.lastId;
	const memFigure = (r: ReturnAllResult, live: ReturnAllResult) =>
		`peak heap +${mb(r.peak.heapDelta)} (garbage not yet collected included; heap+external +${mb(r.peak.heapExternalDelta)}, rss +${mb(r.peak.rssDelta)}); ` +
		`peak live heap +${mb(live.peak.heapDelta)}; held after the run ${mb(r.retained)}; result JSON ${mb(r.jsonBytes)}`;
	return [
		{
			case: '4',
			what: `Return All, ${fmt(total)} products, pages of ${PAGE_SIZE}: plain loop (median of ${loops.length})`,
			figure: `${ms(loopMs)}; ${fmt(plain.records)} records, ${fmt(plain.requests)} requests`,
		},
		{
			case: '4',
			what: 'Return All: our node, Simplify off (same records as the loop)',
			figure: `${ms(nodeMs)}; ${fmt(node.records)} records${sameRecords ? ', same first/last records as the loop' : ', RECORDS DIFFER FROM THE LOOP'}`,
			ratio: `${ratio(timeRatio)} the loop's time`,
			target: '<= 1.1x the loop',
			verdict: timeRatio <= 1.1 && sameRecords ? 'met' : 'missed',
		},
		{
			case: '4',
			what: 'Return All memory: plain loop',
			figure: memFigure(plain, liveLoop),
			ratio: `live ${ratio(liveLoop.peak.heapDelta / liveLoop.jsonBytes)}, peak heap ${ratio(plain.peak.heapDelta / plain.jsonBytes)} the JSON`,
		},
		{
			case: '4',
			what: 'Return All memory: our node, Simplify off',
			figure: memFigure(node, liveNode),
			ratio: `live ${ratio(memRatio)}, peak heap ${ratio(node.peak.heapDelta / node.jsonBytes)} the JSON; live ${ratio(liveNode.peak.heapDelta / liveLoop.peak.heapDelta)} the loop's`,
			target: 'peak (live) <= 1.2x the result JSON',
			verdict: memRatio <= 1.2 ? 'met' : 'missed',
		},
		{
			case: '4',
			what: 'Return All: our node, Simplify on (the default)',
			figure: `${ms(simplified.ms)}; peak heap +${mb(simplified.peak.heapDelta)}, rss +${mb(simplified.peak.rssDelta)}; held after the run ${mb(simplified.retained)}; result JSON ${mb(simplified.jsonBytes)}`,
			ratio: `${ratio(simplified.ms / loopMs)} the loop's time; peak heap ${ratio(simplified.peak.heapDelta / simplified.jsonBytes)} its JSON`,
		},
	];
}
