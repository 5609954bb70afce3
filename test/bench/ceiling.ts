/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Case 6: the fake platform's own ceiling, so we know it is not what the other cases measure.
 *
 * - test/platform/measure.ts as it is (GETs of an empty operator list, keep-alive, 20 at once),
 *   run as its own process against the bench's fake (separate processes, as in cases 1-3) and
 *   in process (client and fake sharing one event loop);
 * - the write the other cases send: PUT of a full invoice, with keep-alive and with
 *   `Connection: close` (what n8n's HTTP helpers send), 20 at once, from a child process.
 */
import * as http from 'node:http';
import { join } from 'path';

import { validInvoice } from '../platform/fixtures';
import type { FakePlatform } from '../platform/server';
import type { Row } from './lib';
import { fmt, log, now, REPO_ROOT } from './lib';
import { run as runCommand } from '../e2e/lib/n8n';

const INVOICE_PATH = '/api/v1/invoices/integrations/auth-required/invoices';

/** PUTs `total` invoices, `concurrency` at a time; runs in the child process (see main below). */
async function putInvoices(
	base: string,
	total: number,
	concurrency: number,
	keepAlive: boolean,
): Promise<{ rps: number; failed: number }> {
	const agent = new http.Agent({ keepAlive, maxSockets: concurrency });
	const url = new URL(INVOICE_PATH, base);
	const put = (i: number) =>
		new Promise<number>((resolve, reject) => {
			const body = JSON.stringify(validInvoice(`CEIL/${i}`));
			const req = http.request(
				url,
				{
					method: 'PUT',
					agent,
					headers: {
						ApiAuth: 'acme-key-123',
						'platform-tenant': 'acme',
						accept: '*/*',
						'content-type': 'application/json',
						'content-length': Buffer.byteLength(body),
						...(keepAlive ? {} : { connection: 'close' }),
					},
				},
				(res) => {
					res.resume();
					res.on('end', () => resolve(res.statusCode ?? 0));
				},
			);
			req.on('error', reject);
			req.end(body);
		});
	await Promise.all(Array.from({ length: concurrency * 5 }, (_, i) => put(i)));
	let next = 0;
	let failed = 0;
	const t0 = now();
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (next < total) {
				const i = next++;
				if ((await put(i)) >= 300) failed++;
			}
		}),
	);
	const seconds = (now() - t0) / 1000;
	agent.destroy();
	return { rps: total / seconds, failed };
}

const TS_NODE = join(REPO_ROOT, 'node_modules', 'ts-node', 'dist', 'bin.js');

function parseRps(text: string): number {
	const match = /([\d.]+) requests\/s/.exec(text);
	return match ? Number(match[1]) : NaN;
}

/**
 * The floor of case 2: a bare Node client (node:http, `Connection: close` like n8n, `concurrency`
 * at once, a fresh invoice body per request) writing `total` invoices to the fake with its current
 * latency. Runs in a child process; returns the elapsed ms.
 */
export async function bareClientMs(
	platform: FakePlatform,
	total: number,
	concurrency: number,
): Promise<number> {
	const r = await runCommand(
		process.execPath,
		[
			TS_NODE,
			'--transpile-only',
			__filename,
			platform.url,
			String(total),
			String(concurrency),
			'close',
		],
		{ cwd: REPO_ROOT, env: { ...process.env }, timeoutMs: 300_000 },
	);
	return (total / parseRps(r.stdout)) * 1000;
}

export async function caseCeiling(
	platform: FakePlatform,
	opts: { requests: number },
): Promise<{ rows: Row[]; putCloseRps: number }> {
	const env = { ...process.env };
	const measure = join(REPO_ROOT, 'test', 'platform', 'measure.ts');
	const args = [TS_NODE, '--transpile-only', measure, String(opts.requests), '20'];
	await platform.control.reset();
	const separate = await runCommand(process.execPath, args, {
		cwd: REPO_ROOT,
		env: { ...env, PLATFORM_URL: platform.url },
		timeoutMs: 120_000,
	});
	const inProcess = await runCommand(process.execPath, args, {
		cwd: REPO_ROOT,
		env,
		timeoutMs: 120_000,
	});
	log(`case 6: measure.ts separate: ${separate.stdout.trim()}`);
	log(`case 6: measure.ts in process: ${inProcess.stdout.trim()}`);

	const putRun = async (keepAlive: boolean) => {
		await platform.control.reset();
		const r = await runCommand(
			process.execPath,
			[
				TS_NODE,
				'--transpile-only',
				__filename,
				platform.url,
				String(opts.requests),
				'20',
				keepAlive ? 'keep-alive' : 'close',
			],
			{ cwd: REPO_ROOT, env, timeoutMs: 120_000 },
		);
		const stored = Object.keys(platform.control.state('acme').invoices ?? {}).length;
		log(
			`case 6: PUT invoice ${keepAlive ? 'keep-alive' : 'Connection: close'}: ${r.stdout.trim()} ${r.stderr.trim()} (stored ${stored})`,
		);
		return parseRps(r.stdout);
	};
	const putKeep = await putRun(true);
	const putClose = await putRun(false);
	await platform.control.reset();
	const rows: Row[] = [
		{
			case: '6',
			what: `Fake's ceiling: test/platform/measure.ts, ${fmt(opts.requests)} GETs, 20 at once, keep-alive, client in another process`,
			figure: `${fmt(parseRps(separate.stdout))} requests/s`,
		},
		{
			case: '6',
			what: "Fake's ceiling: measure.ts in process (client and fake share one event loop)",
			figure: `${fmt(parseRps(inProcess.stdout))} requests/s`,
		},
		{
			case: '6',
			what: `Fake's ceiling: PUT of a full invoice (validated, stored), 20 at once, keep-alive, another process`,
			figure: `${fmt(putKeep)} requests/s`,
		},
		{
			case: '6',
			what: 'Fake\'s ceiling: the same PUT with "Connection: close" (as n8n sends)',
			figure: `${fmt(putClose)} requests/s`,
		},
	];
	return { rows, putCloseRps: putClose };
}

// Child-process entry: ts-node ceiling.ts <baseUrl> <requests> <concurrency> <keep-alive|close>
if (require.main === module) {
	const [base, total = '5000', concurrency = '20', mode = 'keep-alive'] = process.argv.slice(2);
	putInvoices(base, Number(total), Number(concurrency), mode === 'keep-alive')
		.then((r) => {
			process.stdout.write(
				`${total} invoice PUTs, concurrency ${concurrency}, ${mode}: ${r.rps.toFixed(0)} requests/s (failed ${r.failed})\n`,
			);
		})
		.catch((e: unknown) => {
			process.stderr.write(`${String(e)}\n`);
			process.exit(1);
		});
}
