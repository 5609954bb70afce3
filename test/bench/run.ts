/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run bench`: the benchmarks of issue 9, in one run on one machine. Prints each case's
 * figures as it goes and a markdown table at the end (machine, date, figures, ratios, targets).
 *
 *   npm run bench                       all cases (about 8 minutes on 2 cores)
 *   npm run bench -- --only 4,5,6       some cases (1-3 need the real n8n server)
 *   npm run bench -- --quick            smaller sizes, to try the scripts (figures not comparable)
 *   npm run bench -- --out FILE         also write the table to FILE
 *
 * Cases 1-3 run in one real n8n 2.8.4 server (test/e2e/lib/n8n.ts; installed on first use, about
 * 3.5 minutes) with this package built, packed and installed as a community package. Cases 4-5
 * run our node through n8n-core in a worker process per measurement (test/bench/worker.ts).
 * Case 7 (batched writes, issue 16) runs the same way: 10,000 rows per item and batched, 50 ms per call.
 * The fake platform (test/platform) runs in this process on 127.0.0.1; nothing leaves loopback.
 * Everything started here is stopped here, by PID.
 */
import { writeFileSync } from 'fs';

import { startPlatform } from '../platform/server';
import { caseBatchWrites } from './batchWrites';
import { caseCeiling } from './ceiling';
import { caseFeed } from './feedCatchUp';
import type { Row } from './lib';
import { fmt, log, machine, machineLine, ms, now, table } from './lib';
import { caseLatency, caseRateLimited, caseWrites, N8nBench } from './n8nCases';
import { caseReturnAll } from './returnAll';

interface Options {
	only: Set<number>;
	quick: boolean;
	out?: string;
}

function parseArgs(argv: string[]): Options {
	const options: Options = { only: new Set([1, 2, 3, 4, 5, 6, 7]), quick: false };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '--quick') options.quick = true;
		else if (arg === '--only') options.only = new Set(argv[++i].split(',').map(Number));
		else if (arg.startsWith('--only=')) options.only = new Set(arg.slice(7).split(',').map(Number));
		else if (arg === '--out') options.out = argv[++i];
		else if (arg.startsWith('--out=')) options.out = arg.slice(6);
		else if (arg === '--help' || arg === '-h') {
			process.stdout.write(
				'usage: npm run bench -- [--only 1,2,3,4,5,6,7] [--quick] [--out FILE]\n',
			);
			process.exit(0);
		} else throw new Error(`unknown argument ${arg}`);
	}
	return options;
}

async function main(): Promise<void> {
	const options = parseArgs(process.argv.slice(2));
	const q = options.quick;
	const sizes = {
		writes: q ? 200 : 1_000,
		writeRepeats: q ? 1 : 5,
		catalogue: q ? 5_000 : 50_000,
		returnAllRepeats: q ? 1 : 2,
		backlog: q ? 10_000 : 100_000,
		recordBacklog: q ? 500 : 2_000,
		ceilingRequests: q ? 2_000 : 5_000,
		batchRows: q ? 1_000 : 10_000,
	};
	const m = machine();
	log(`machine: ${machineLine(m)}`);
	const t0 = now();
	const rows: Row[] = [];
	// logLimit: the request log must hold every request of one run (phases of cases 1-3).
	const platform = await startPlatform({ catalogueSize: sizes.catalogue, logLimit: 5_000 });
	log(`fake platform at ${platform.url}`);
	let bench: N8nBench | undefined;
	const stopAll = async () => {
		await bench?.stop();
		bench = undefined;
		await platform.close();
	};
	process.once('SIGINT', () => {
		void stopAll().finally(() => process.exit(130));
	});
	let ceilingRps = NaN;
	try {
		if (options.only.has(6)) {
			const c = await caseCeiling(platform, { requests: sizes.ceilingRequests });
			rows.push(...c.rows);
			ceilingRps = c.putCloseRps;
		}
		let fastest = NaN;
		if ([1, 2, 3].some((c) => options.only.has(c))) {
			bench = await N8nBench.start(platform);
			if (options.only.has(1)) {
				const c = await caseWrites(bench, { n: sizes.writes, repeats: sizes.writeRepeats });
				rows.push(...c.rows);
				fastest = c.bestRate;
			}
			if (options.only.has(2))
				rows.push(
					...(await caseLatency(bench, { n: sizes.writes, latencyMs: 50, inFlight: [1, 4, 10] })),
				);
			if (options.only.has(3)) {
				rows.push(
					...(await caseRateLimited(bench, {
						n: sizes.writes,
						max: 10,
						retryAfter: 1,
						latencyMs: 50,
					})),
				);
			}
			await bench.stop();
			bench = undefined;
		}
		if (options.only.has(4))
			rows.push(
				...(await caseReturnAll(platform, {
					repeats: sizes.returnAllRepeats,
					catalogueSize: sizes.catalogue,
				})),
			);
		if (options.only.has(5))
			rows.push(
				...(await caseFeed(platform, {
					backlog: sizes.backlog,
					recordBacklog: sizes.recordBacklog,
				})),
			);
		if (options.only.has(7))
			rows.push(...(await caseBatchWrites(platform, { rows: sizes.batchRows, latencyMs: 50 })));
		if (Number.isFinite(ceilingRps) && Number.isFinite(fastest)) {
			rows.push({
				case: '6',
				what: 'Headroom: the fake\'s invoice PUT ceiling ("Connection: close") over the fastest case 1 run',
				figure: `${fmt(ceilingRps)} vs ${fmt(fastest)} requests/s`,
				ratio: `${(ceilingRps / fastest).toFixed(1)}x`,
			});
		}
	} finally {
		await stopAll();
	}
	const text =
		`Machine: ${machineLine(m)}${q ? ' (QUICK RUN: smaller sizes, figures not comparable)' : ''}\n\n` +
		`${table(rows.sort((a, b) => Number(a.case) - Number(b.case)))}\n\n` +
		`Total bench time ${ms(now() - t0)}.\n`;
	process.stdout.write(`\n${text}`);
	if (options.out) writeFileSync(options.out, text);
}

main().catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	);
	process.exit(1);
});
