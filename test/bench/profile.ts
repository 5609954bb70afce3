/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Profiles the n8n server while it runs case 1's writes (`--cpu-prof`), to find where a node's
 * time goes. Not part of `npm run bench`; run it when a target is missed:
 *
 *   node_modules/.bin/ts-node --transpile-only test/bench/profile.ts [ours|http|both] [n=1000] [runs=3]
 *
 * BENCH_BUILD=0 packs the existing dist/ without building.
 *
 * Prints the self time of the hottest functions and the share of time per package/file group
 * in the n8n main process, and leaves the .cpuprofile files (open them in Chrome DevTools).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { startPlatform } from '../platform/server';
import { fmt, log, ms, sleep } from './lib';
import { N8nBench } from './n8nCases';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}

interface CpuProfile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

function group(url: string): string {
	if (!url) return '(native/vm)';
	const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
	if (url.includes('n8n-nodes-b2b-commerce')) {
		const f = /n8n-nodes-b2b-commerce\/(.*)$/.exec(url);
		return `OURS ${f ? f[1] : url}`;
	}
	if (m) {
		const pkg = m[1];
		if (
			pkg === 'n8n-core' ||
			pkg === 'n8n-workflow' ||
			pkg === 'n8n' ||
			pkg === '@n8n/expression-runtime'
		) {
			const rest = url.split(`node_modules/${pkg}/`)[1] ?? '';
			return `${pkg}/${rest.split('/').slice(0, 3).join('/')}`;
		}
		return pkg;
	}
	if (url.startsWith('node:')) return url;
	return url.replace(/^file:\/\//, '');
}

function summarize(file: string, top = 40): void {
	const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const self = new Map<number, number>();
	profile.samples.forEach((id, i) =>
		self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
	);
	const total = [...self.values()].reduce((a, b) => a + b, 0);
	const idle = [...self.entries()]
		.filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
		.reduce((a, [, v]) => a + v, 0);
	const fnSelf = new Map<string, number>();
	const groupSelf = new Map<string, number>();
	for (const [id, us] of self) {
		const node = byId.get(id)!;
		const { functionName, url, lineNumber } = node.callFrame;
		if (functionName === '(idle)') continue;
		const key = `${functionName || '(anonymous)'} ${group(url)}:${lineNumber + 1}`;
		fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
		const g = group(url);
		groupSelf.set(g, (groupSelf.get(g) ?? 0) + us);
	}
	// Inclusive time of our functions: samples whose stack contains a frame from our package.
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const inclusive = new Map<string, number>();
	for (const [id, us] of self) {
		const seen = new Set<string>();
		for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
			const f = byId.get(cur)!.callFrame;
			const key = `${f.functionName || '(anonymous)'} ${group(f.url)}:${f.lineNumber + 1}`;
			if (!seen.has(key)) {
				seen.add(key);
				inclusive.set(key, (inclusive.get(key) ?? 0) + us);
			}
		}
	}
	const busy = total - idle;
	process.stdout.write(
		`\n== ${file}\ntotal ${ms(total / 1000)}, idle ${ms(idle / 1000)}, busy ${ms(busy / 1000)}\n`,
	);
	process.stdout.write(`-- self time by group (top ${top})\n`);
	for (const [g, us] of [...groupSelf.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
		process.stdout.write(
			`${fmt((100 * us) / busy, 1).padStart(5)}%  ${ms(us / 1000).padStart(9)}  ${g}\n`,
		);
	}
	process.stdout.write(`-- self time by function (top ${top})\n`);
	for (const [k, us] of [...fnSelf.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
		process.stdout.write(
			`${fmt((100 * us) / busy, 1).padStart(5)}%  ${ms(us / 1000).padStart(9)}  ${k}\n`,
		);
	}
	process.stdout.write(`-- inclusive time, functions of interest (top ${top})\n`);
	const interesting =
		/OURS|getCredentials|getDecrypted|authenticate|httpRequest|requestWithAuthentication|getNodeParameter|resolveSimpleParameterValue|Expression|axios|runNode|execute|validate|safeParse|parse/i;
	for (const [k, us] of [...inclusive.entries()]
		.filter(([k]) => interesting.test(k))
		.sort((a, b) => b[1] - a[1])
		.slice(0, top)) {
		process.stdout.write(
			`${fmt((100 * us) / busy, 1).padStart(5)}%  ${ms(us / 1000).padStart(9)}  ${k}\n`,
		);
	}
}

async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > deadline) throw new Error('the profiler hook did not answer');
		await sleep(100);
	}
}

async function main(): Promise<void> {
	const [which = 'both', nText = '1000', runsText = '3'] = process.argv.slice(2);
	const n = Number(nText);
	const runs = Number(runsText);
	const dir = mkdtempSync(join(tmpdir(), 'n8n-bench-prof-'));
	const platform = await startPlatform({ logLimit: 1_000 });
	let bench: N8nBench | undefined;
	try {
		bench = await N8nBench.start(platform, {
			build: process.env.BENCH_BUILD !== '0',
			// n8n's Node refuses --cpu-prof in NODE_OPTIONS; a preloaded hook profiles on SIGUSR2.
			env: {
				NODE_OPTIONS: `--require ${join(__dirname, 'cpuprof-hook.js')}`,
				BENCH_CPU_PROF_DIR: dir,
			},
		});
		const pid = bench.server.pid;
		const paths =
			which === 'both'
				? ['bench-ours-default', 'bench-http-default']
				: [which === 'ours' ? 'bench-ours-default' : 'bench-http-default'];
		for (const path of paths) await bench.run(path, 100);
		process.kill(pid, 'SIGUSR2');
		await waitFor(() => existsSync(join(dir, `started-${pid}`)));
		for (let i = 0; i < runs; i++) {
			for (const path of paths) {
				const r = await bench.run(path, n);
				log(
					`${r.workflow.name}: node ${ms(r.nodeMs)} = ${fmt(n / (r.nodeMs / 1000))} items/s, stored ${r.stored}`,
				);
			}
		}
		process.kill(pid, 'SIGUSR2');
		await waitFor(() => existsSync(join(dir, `stopped-${pid}-1`)));
	} finally {
		await bench?.stop();
		await platform.close();
	}
	const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
	log(`profiles in ${dir}: ${files.join(', ')}`);
	for (const f of files) summarize(join(dir, f));
}

main().catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	);
	process.exit(1);
});
