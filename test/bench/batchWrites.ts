/**
 * Case 7: batched writes. 10,000 sheet rows of Product Tax > Set and of Minimal Price >
 * Set at 50 ms platform latency: our node one request per item, our node with Send Items
 * Together (default Batch Size), and a bare HTTP loop (fetch) sending the same batches, once one
 * request at a time and once with as many in flight as the node's default. All at the node's
 * default in-flight setting (5). Each side runs in its own worker process (worker.ts); the fake
 * runs in the bench process. After every run the fake's stored state is compared with the sheet.
 * Ratios use the node's own execution time as n8n records it (as cases 1-3 do); the workflow's
 * wall time (which adds the input node making 10,000 items) is printed beside it. The batched
 * node and the loop at the same in-flight are the median of three interleaved runs each.
 */
import type { IDataObject } from 'n8n-workflow';

import type { FakePlatform } from '../platform/server';
import type { Row } from './lib';
import { fmt, log, ms, now, ratio, runInWorker } from './lib';

const TAX = '/api/v1/pricing/integrations/auth-required/products/tax';
const MINIMAL_PRICES = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
/** The node's defaults (router.ts MAX_IN_FLIGHT_DEFAULT, the Batch Size of each operation). */
const IN_FLIGHT = 5;
/** Runs of the batched node and of the loop at IN_FLIGHT (the figure is their median). */
const SHORT_RUNS = 3;
const BATCH_SIZE = { tax: 500, minimal: 500 } as const;

type Kind = keyof typeof BATCH_SIZE;

export interface BatchArgs {
	url: string;
	tenant: string;
	apiKey: string;
	kind: Kind;
	rows: number;
	/** Node side: Send Items Together. */
	together?: boolean;
	/** Loop side: requests in flight. */
	inFlight?: number;
}

export interface BatchResult {
	side: string;
	/** Wall time of the run (node: the whole two-node workflow). */
	ms: number;
	/** Node side: the B2B Commerce node's own execution time, as n8n records it. */
	nodeMs?: number;
	outputItems: number;
	failedItems: number;
}

/** Row i of the sheet: SKU-i with a tax, or with three minimal price levels. */
function sheet(kind: Kind, rows: number): Array<Record<string, unknown>> {
	return Array.from({ length: rows }, (_, i) =>
		kind === 'tax'
			? { sku: `SKU-${i}`, vat: i % 24 }
			: { sku: `SKU-${i}`, retail: 10 + (i % 90), wholesale: 9 + (i % 90), outlet: 8 + (i % 90) },
	);
}

function entry(kind: Kind, row: Record<string, unknown>): Record<string, unknown> {
	return kind === 'tax'
		? { productId: row.sku, tax: row.vat }
		: {
				skuId: row.sku,
				levels: { retail: row.retail, wholesale: row.wholesale, outlet: row.outlet },
			};
}

// ---- worker side ----------------------------------------------------------------------------

export async function nodeBatchWrites(args: BatchArgs): Promise<BatchResult> {
	const { MEASURED, runNode } = await import('../support/harness');
	const credentials = {
		baseUrl: args.url,
		apiKey: args.apiKey,
		tenant: args.tenant,
		apiPaths: 'auto',
	};
	const fields =
		args.kind === 'tax'
			? {
					resource: 'productTax',
					operation: 'set',
					productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
					tax: '={{ $json.vat }}',
				}
			: {
					resource: 'minimalPrice',
					operation: 'set',
					skuId: '={{ $json.sku }}',
					levelsInput: 'fields',
					levels: {
						level: [
							{ name: 'retail', value: '={{ $json.retail }}' },
							{ name: 'wholesale', value: '={{ $json.wholesale }}' },
							{ name: 'outlet', value: '={{ $json.outlet }}' },
						],
					},
				};
	const parameters = { ...fields, sendItemsTogether: args.together === true };
	const items = sheet(args.kind, args.rows);
	const t0 = now();
	const result = await runNode({
		parameters,
		credentials,
		items: items as IDataObject[],
		uncheckedOutput: MEASURED,
	});
	const elapsed = now() - t0;
	if (result.error) throw result.error;
	const runs = result.run.data.resultData.runData['B2B Commerce'];
	return {
		side: args.together
			? `our node, Send Items Together (Batch Size ${BATCH_SIZE[args.kind]})`
			: 'our node, one request per item',
		ms: elapsed,
		nodeMs: runs?.[0]?.executionTime,
		outputItems: result.output.length,
		failedItems: result.output.filter((item) => item.json.error !== undefined).length,
	};
}

export async function bareBatchLoop(args: BatchArgs): Promise<BatchResult> {
	const entries = sheet(args.kind, args.rows).map((row) => entry(args.kind, row));
	const size = BATCH_SIZE[args.kind];
	const bodies: string[] = [];
	for (let i = 0; i < entries.length; i += size) {
		const chunk = entries.slice(i, i + size);
		bodies.push(JSON.stringify(args.kind === 'tax' ? { taxes: chunk } : { minimalPrices: chunk }));
	}
	const url = `${args.url}${args.kind === 'tax' ? TAX : MINIMAL_PRICES}`;
	const headers = {
		ApiAuth: args.apiKey,
		'platform-tenant': args.tenant,
		'content-type': 'application/json',
	};
	const t0 = now();
	let next = 0;
	let failed = 0;
	const worker = async () => {
		while (next < bodies.length) {
			const body = bodies[next++];
			const response = await fetch(url, { method: 'PUT', headers, body });
			await response.arrayBuffer();
			if (response.status >= 300) failed++;
		}
	};
	await Promise.all(Array.from({ length: args.inFlight ?? 1 }, worker));
	return {
		side: `bare fetch loop, same batches, ${args.inFlight ?? 1} in flight`,
		ms: now() - t0,
		outputItems: bodies.length,
		failedItems: failed,
	};
}

// ---- bench side -----------------------------------------------------------------------------

/** Whether the fake stored exactly the sheet. */
function storedSheet(platform: FakePlatform, tenant: string, kind: Kind, rows: number): boolean {
	const state = platform.control.state(tenant) as {
		productTaxes?: Record<string, number>;
		minimalPrices?: Record<string, { levels?: unknown }>;
	};
	const taxes = state.productTaxes;
	const prices = state.minimalPrices;
	const expected = sheet(kind, rows).map((row) => entry(kind, row));
	const stored = kind === 'tax' ? taxes : prices;
	if (!stored || Object.keys(stored).length !== rows) return false;
	return expected.every((e) =>
		kind === 'tax'
			? taxes?.[e.productId as string] === e.tax
			: JSON.stringify(prices?.[e.skuId as string]?.levels) === JSON.stringify(e.levels),
	);
}

export async function caseBatchWrites(
	platform: FakePlatform,
	opts: { rows: number; latencyMs: number },
): Promise<Row[]> {
	const tenant = 'acme';
	const base = { url: platform.url, tenant, apiKey: platform.tenants[tenant], rows: opts.rows };
	const rows: Row[] = [];
	const run = async (task: string, args: BatchArgs) => {
		platform.control.reset();
		platform.control.setLatency(opts.latencyMs);
		const result = await runInWorker<BatchResult>(task, { ...args }, 900_000);
		const requests = platform.control.stats().requests;
		const stored = storedSheet(platform, tenant, args.kind, args.rows);
		platform.control.setLatency(0);
		log(
			`case 7 (${args.kind}): ${result.side}: ${ms(result.ms)}${result.nodeMs !== undefined ? ` (node ${ms(result.nodeMs)})` : ''}, ` +
				`${fmt(requests)} requests, ${fmt(result.outputItems)} output, ${fmt(result.failedItems)} failed, stored = sheet: ${stored}`,
		);
		return { ...result, requests, stored };
	};
	for (const kind of ['tax', 'minimal'] as const) {
		const what = kind === 'tax' ? 'Product Tax > Set' : 'Minimal Price > Set (3 levels)';
		const perItem = await run('nodeBatchWrites', { ...base, kind, together: false });
		const loop1 = await run('bareBatchLoop', { ...base, kind, inFlight: 1 });
		// The batched node and the loop at the same in-flight take under a second and spread by
		// 10-20 percent from run to run: each is the median of interleaved runs.
		const batchedRuns: Array<typeof perItem> = [];
		const loopNRuns: Array<typeof perItem> = [];
		for (let i = 0; i < SHORT_RUNS; i++) {
			batchedRuns.push(await run('nodeBatchWrites', { ...base, kind, together: true }));
			loopNRuns.push(await run('bareBatchLoop', { ...base, kind, inFlight: IN_FLIGHT }));
		}
		const nodeTime = (r: typeof perItem) => r.nodeMs ?? r.ms;
		const middle = (runs: Array<typeof perItem>) =>
			[...runs].sort((a, b) => nodeTime(a) - nodeTime(b))[Math.floor(runs.length / 2)];
		const batched = middle(batchedRuns);
		const loopN = middle(loopNRuns);
		const allStored = [perItem, loop1, ...batchedRuns, ...loopNRuns].every((r) => r.stored);
		const spread = (runs: Array<typeof perItem>) =>
			` (median of ${runs.length}: ${runs.map((r) => ms(nodeTime(r))).join(', ')})`;
		const speedup = nodeTime(perItem) / nodeTime(batched);
		const overLoop = nodeTime(batched) / loop1.ms;
		const overLoopN = nodeTime(batched) / loopN.ms;
		const figure = (r: typeof perItem) =>
			`${r.nodeMs !== undefined ? `node ${ms(r.nodeMs)} (workflow ${ms(r.ms)})` : ms(r.ms)}; ${fmt(r.requests)} requests${r.stored ? ', stored = sheet' : ', STORED STATE DIFFERS FROM THE SHEET'}${
				r.failedItems ? `, ${fmt(r.failedItems)} failed` : ''
			}`;
		rows.push(
			{
				case: '7',
				what: `${what}, ${fmt(opts.rows)} rows, ${opts.latencyMs} ms per call, ${IN_FLIGHT} in flight: our node, one request per item`,
				figure: figure(perItem),
			},
			{
				case: '7',
				what: `${what}: our node, Send Items Together (Batch Size ${BATCH_SIZE[kind]})`,
				figure: figure(batched) + spread(batchedRuns),
				ratio: `${fmt(speedup, 1)}x faster than per item`,
				target: '>= 50x faster than per item',
				verdict: speedup >= 50 && allStored ? 'met' : 'missed',
			},
			{
				case: '7',
				what: `${what}: bare fetch loop sending the same batches, one at a time`,
				figure: figure(loop1),
				ratio: `our node ${ratio(overLoop)} its time`,
			},
			{
				case: '7',
				what: `${what}: bare fetch loop sending the same batches, ${IN_FLIGHT} in flight (the node's own setting)`,
				figure: figure(loopN) + spread(loopNRuns),
				ratio: `our node ${ratio(overLoopN)} its time`,
				target: 'our node <= 1.2x',
				verdict: overLoopN <= 1.2 && allStored ? 'met' : 'missed',
			},
		);
	}
	return rows;
}
