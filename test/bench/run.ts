/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run bench`: the package's benchmarks, in one run on one machine. Prints each case's
 * figures as it goes and a markdown table at the end (machine, date, figures, ratios, targets).
 *
 *   npm run bench                       all cases (about 8 minutes on 2 idle cores)
 *   npm run bench -- --only 4,5,6       some cases (1-3 need the real n8n server)
 *   npm run bench -- --n8n 2.8.4,2.41.1 the n8n line(s) cases 1-3 run on (default 2.8.4;
 *                                       env BENCH_N8N_VERSIONS does the same)
 *   npm run bench -- --repeats 5        measured runs of each case 1 variant (default 3)
 *   npm run bench -- --quick            smaller sizes, to try the scripts (figures not comparable)
 *   npm run bench -- --out FILE         also write the table to FILE
 *
 * Cases 1-3 run in one real n8n server per line (test/e2e/lib/n8n.ts: 2.8.4 on this Node, 2.41.1
 * on Node 24 from test/e2e/node24; the installs in test/e2e/n8n-server* are reused, installed
 * only when missing) with this package built, packed and installed as a community package.
 * Cases 4, 5 and 7 run our node through n8n-core (the root devDependency) in a worker process
 * per measurement (test/bench/worker.ts). Case 7 (batched writes): 10,000 rows per item and
 * batched, 50 ms per call. Every case 1 run records the machine's load average.
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
import { N8N_OLDEST, N8N_TARGETS } from '../e2e/lib/n8n';

interface Options {
	only: Set<number>;
	quick: boolean;
	out?: string;
	/** n8n versions (lines) cases 1-3 run on, in order. */
	versions: string[];
	repeats?: number;
}

const versionList = (text: string): string[] =>
	text
		.split(',')
		.map((v) => v.trim())
		.filter(Boolean);

function parseArgs(argv: string[]): Options {
	const options: Options = {
		only: new Set([1, 2, 3, 4, 5, 6, 7]),
		quick: false,
		versions: versionList(process.env.BENCH_N8N_VERSIONS || N8N_OLDEST),
	};
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '--quick') options.quick = true;
		else if (arg === '--only') options.only = new Set(argv[++i].split(',').map(Number));
		else if (arg.startsWith('--only=')) options.only = new Set(arg.slice(7).split(',').map(Number));
		else if (arg === '--n8n') options.versions = versionList(argv[++i]);
		else if (arg.startsWith('--n8n=')) options.versions = versionList(arg.slice(6));
		else if (arg === '--repeats') options.repeats = Number(argv[++i]);
		else if (arg.startsWith('--repeats=')) options.repeats = Number(arg.slice(10));
		else if (arg === '--out') options.out = argv[++i];
		else if (arg.startsWith('--out=')) options.out = arg.slice(6);
		else if (arg === '--help' || arg === '-h') {
			process.stdout.write(
				`usage: npm run bench -- [--only 1,2,3,4,5,6,7] [--n8n ${Object.keys(N8N_TARGETS).join(',')}] [--repeats N] [--quick] [--out FILE]\n`,
			);
			process.exit(0);
		} else throw new Error(`unknown argument ${arg}`);
	}
	for (const v of options.versions)
		if (!N8N_TARGETS[v])
			throw new Error(`unknown n8n version ${v} (known: ${Object.keys(N8N_TARGETS).join(', ')})`);
	return options;
}

async function main(): Promise<void> {
	const options = parseArgs(process.argv.slice(2));
	const q = options.quick;
	const sizes = {
		writes: q ? 200 : 1_000,
		writeRepeats: options.repeats ?? (q ? 1 : 3),
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
		for (const version of [1, 2, 3].some((c) => options.only.has(c)) ? options.versions : []) {
			bench = await N8nBench.start(platform, { version });
			const line: Row[] = [];
			if (options.only.has(1)) {
				const c = await caseWrites(bench, { n: sizes.writes, repeats: sizes.writeRepeats });
				line.push(...c.rows);
				fastest = Math.max(Number.isFinite(fastest) ? fastest : 0, c.bestRate);
			}
			if (options.only.has(2))
				line.push(
					...(await caseLatency(bench, { n: sizes.writes, latencyMs: 50, inFlight: [1, 4, 10] })),
				);
			if (options.only.has(3)) {
				line.push(
					...(await caseRateLimited(bench, {
						n: sizes.writes,
						max: 10,
						retryAfter: 1,
						latencyMs: 50,
					})),
				);
			}
			rows.push(...line.map((row) => ({ ...row, what: `n8n ${version}: ${row.what}` })));
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
