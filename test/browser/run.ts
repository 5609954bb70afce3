/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Browser suite: a person builds invoices in the real n8n editor, driven by Playwright
 * (playwright-core) in Debian's chromium, headless. The package is packed and installed as a
 * community package (test/e2e/lib/n8n.ts); the fake platform runs in this process and is asked
 * what it received and stored.
 *
 * One run drives one n8n line (E2E_N8N_VERSION, default 2.8.4; scripts/browser.sh runs 2.8.4 and
 * 2.41.1 one after the other). Where the two editors differ, the branch is in lib/editor.ts. The
 * scenarios, in order (scenarios/*.ts):
 *   panel          sign in; the node panel's search and the B2B Commerce app page
 *   invoiceForm    Manual Trigger + B2B Commerce > Create or replace invoice, the credential
 *                  dialog, one invoice in Fields mode
 *   sheet          the CSV read and extracted, a second B2B Commerce node in Spreadsheet Rows mode,
 *                  mapped by hand with Calculate Amounts on; the column labels measured
 *   results        Execute workflow (every node green); what the fake platform stored
 *   editorPoints   a fresh invoice node: required fields marked, hints, currencies
 *   schemaPreview  Edit Fields after Invoice > Get not run: the shipped output schema in its
 *                  input panel, a field dragged from it, the workflow run
 *   customApiCall  "Custom API Call" in the Resource list; the HTTP Request node with our
 *                  credential, headers checked on the fake
 *   findability    what a user types in the node panel finds the node or trigger expected; the
 *                  webhook trigger's Events field
 *
 * Screenshots go to test/browser/.shots/<version>/ (gitignored); with BROWSER_DOCS=1 to
 * docs/screenshots/<version>/ (the README's "What it looks like"). A failing step saves
 * `failed-<step>.png` there. Prints per-step timings, then `N passed, M failed` last; exit
 * status 1 on any failure.
 *
 * Env: BROWSER_SKIP_BUILD=1 (pack dist/ as it is), BROWSER_DOCS=1 (screenshots into docs/),
 *      BROWSER_KEEP=1 (keep the temp folders), BROWSER_ONLY=findability,customApiCall (some
 *      scenarios only, by the names above), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { copyFileSync, mkdirSync, rmSync } from 'fs';
import { join } from 'path';

import { startPlatform, type FakePlatform } from '../platform/server';
import { stopDetachedChildren } from '../e2e/lib/children';
import {
	N8N_NEWEST,
	OWNER,
	currentN8nTarget,
	ensureN8nInstalled,
	n8nLogTail,
	packAndInstallPackage,
	setupOwner,
	startN8n,
	tempUserFolder,
	type N8nServer,
} from '../e2e/lib/n8n';
import { launchBrowser, type Browser } from './lib/browser';
import type { Ctx } from './lib/context';
import { Editor } from './lib/editor';
import { check, results, timings, useFailureReport, usePage, useShotsDir } from './lib/suite';
import { CSV_FILE } from './scenarios/data';
import { agentTool } from './scenarios/agentTool';
import { customApiCall } from './scenarios/customApiCall';
import { editorPoints } from './scenarios/editorPoints';
import { invoiceForm } from './scenarios/invoiceForm';
import { findability, panel } from './scenarios/panel';
import { results as runAndStored } from './scenarios/results';
import { schemaPreview } from './scenarios/schemaPreview';
import { sheet } from './scenarios/sheet';

const VERSION = currentN8nTarget().version;
const SHOTS_DIR = useShotsDir(VERSION);

const tempDirs: string[] = [];
let browser: Browser | undefined;
let server: N8nServer | undefined;
let platform: FakePlatform | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
	cleaning ??= (async () => {
		await browser?.close().catch(() => undefined);
		if (server) {
			await server
				.stop()
				.catch((e: Error) =>
					console.error(`stopping n8n (PID ${server?.pid}) failed: ${e.message}`),
				);
			server = undefined;
		}
		const leftover = await stopDetachedChildren();
		if (leftover.length)
			console.error(`stopped leftover child process group(s): ${leftover.join(', ')}`);
		await platform?.close().catch(() => undefined);
		if (process.env.BROWSER_KEEP === '1') console.log(`kept: ${tempDirs.join(' ')}`);
		else for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
	})();
	return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
	process.on(sig, () => {
		console.error(`\n${sig}: stopping everything this run started...`);
		void cleanup().then(() => {
			console.log(`${results.passed} passed, ${results.failed + 1} failed`);
			process.exit(1);
		});
	});
}

async function main(): Promise<void> {
	const tAll = Date.now();
	const inst = await ensureN8nInstalled();
	console.log(
		inst.installed ? `installed n8n in ${inst.ms} ms` : `n8n ${VERSION} already installed`,
	);

	const userFolder = tempUserFolder('n8n-browser-');
	const filesDir = join(userFolder, 'files');
	tempDirs.push(userFolder);
	mkdirSync(filesDir, { recursive: true });
	copyFileSync(CSV_FILE, join(filesDir, 'invoice-lines.csv'));

	let t0 = Date.now();
	const pkg = await packAndInstallPackage(userFolder, {
		build: process.env.BROWSER_SKIP_BUILD !== '1',
	});
	timings.buildPackInstall = Date.now() - t0;
	console.log(
		`installed ${pkg.packageName}@${pkg.version} (build ${pkg.buildMs} ms, install ${pkg.installMs} ms)`,
	);

	platform = await startPlatform();
	t0 = Date.now();
	server = await startN8n({
		userFolder,
		env: { N8N_RESTRICT_FILE_ACCESS_TO: filesDir },
		timeoutMs: 180_000,
	});
	timings.startServer = Date.now() - t0;
	const started = server;
	const fake = platform;
	useFailureReport(() => {
		const answered = fake.control
			.requests()
			.slice(-10)
			.map((r) => `${r.at} ${r.method} ${r.path} ${r.status} in ${r.durationMs ?? '?'} ms`);
		return [
			`--- n8n log (tail) ---\n${n8nLogTail(started, 40)}\n--- end of n8n log ---`,
			`--- fake platform: last requests answered (${fake.control.stats().inFlight} unanswered now) ---`,
			answered.join('\n') || '(none)',
		].join('\n');
	});
	await setupOwner(server.url);
	console.log(
		`n8n ${VERSION} at ${server.url} (PID ${server.pid}); fake platform ${platform.url}; screenshots in ${SHOTS_DIR}`,
	);

	t0 = Date.now();
	browser = await launchBrowser();
	usePage(browser.page);
	timings.launchBrowser = Date.now() - t0;
	const ctx: Ctx = {
		ed: new Editor(browser.page, server.url, VERSION),
		page: browser.page,
		platform,
		control: platform.control,
		names: {},
		filesDir,
		version: VERSION,
		newer: VERSION === N8N_NEWEST,
	};
	const scenarios = {
		panel,
		invoiceForm,
		sheet,
		results: runAndStored,
		editorPoints,
		schemaPreview,
		customApiCall,
		findability,
		agentTool,
	};
	// BROWSER_ONLY picks scenarios by name (to work on one; the later ones of the invoices
	// workflow need the earlier ones). Without panel, the owner signs in first.
	const only = (process.env.BROWSER_ONLY ?? '').split(',').filter(Boolean);
	if (only.length && !only.includes('panel')) await ctx.ed.signIn(OWNER.email, OWNER.password);
	for (const [name, scenario] of Object.entries(scenarios))
		if (!only.length || only.includes(name)) await scenario(ctx);

	timings.all = Date.now() - tAll;
}

main()
	.catch((e: Error) => {
		check('the suite ran to the end', false, e.stack ?? String(e));
	})
	.finally(async () => {
		await cleanup();
		console.log(`\ntimings on n8n ${VERSION} (s):`);
		for (const [name, ms] of Object.entries(timings))
			console.log(`  ${(ms / 1000).toFixed(1).padStart(6)}  ${name}`);
		console.log(`${results.passed} passed, ${results.failed} failed`);
		process.exit(results.failed === 0 && results.passed > 0 ? 0 : 1);
	});
