/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Installer suite: the package goes through n8n's own Community Nodes installer, from a local
 * npm registry, on each tested n8n line (2.8.4 on this machine's Node, 2.41.1 on Node 24), the
 * way a user gets it:
 *
 *   registry  verdaccio (pinned, test/installer/registry) on a free loopback port, storage in a
 *             temp folder; the current build is published twice: packed with an earlier version
 *             number (the "previous build"), then as it is (the version in package.json)
 *   per line  one n8n server (fresh SQLite, owner created, custom registry licensed):
 *     1. install the previous build through REST as the Settings page does
 *        (POST /rest/community-packages): n8n lists our node types and credential, the
 *        Settings list shows the package with an update available
 *     2. update in place (PATCH /rest/community-packages): the current version, on disk too
 *     3. a workflow with the installed action node runs in that server against the fake
 *        platform (examples/spreadsheet-to-invoices.json behind a Webhook node); the platform
 *        stored every invoice of the CSV, field by field
 *     4. uninstall (DELETE /rest/community-packages): n8n no longer lists our node types
 *     5. (one line) the same install from the real editor: Settings > Community Nodes, package
 *        name typed, risk checkbox ticked, Install clicked; the package is listed; screenshot
 *
 * Everything it starts (verdaccio, n8n, chromium, the fake platform in this process) is stopped
 * by PID / process group, also on failure and on SIGINT/SIGTERM; temp folders are removed.
 * Prints timings and `N passed, M failed` as its last line; exits 1 on any failure.
 *
 * Usage: scripts/installer.sh (installs verdaccio into test/installer/registry when missing).
 * Env: INSTALLER_N8N_VERSIONS="2.8.4 2.41.1" (the lines, in order), INSTALLER_BROWSER_LINE
 *      (the line of step 5, default 2.8.4; "none" skips it), INSTALLER_SKIP_BUILD=1 (use
 *      dist/ as it is), INSTALLER_DOCS=1 (screenshot into docs/screenshots/<line>/, else
 *      test/installer/.shots/), INSTALLER_KEEP=1 (keep the temp folder).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { startPlatform, type FakePlatform } from '../platform/server';
import { Checks } from '../e2e/lib/checks';
import { stopDetachedChildren } from '../e2e/lib/children';
import {
	N8N_NEWEST,
	N8N_OLDEST,
	OWNER,
	PACKAGE_NAME,
	REPO_ROOT,
	activateWorkflow,
	buildPackage,
	createApiKey,
	deactivateWorkflow,
	describePackage,
	ensureN8nInstalled,
	groupAlive,
	packPackage,
	setupOwner,
	startN8n,
	useN8nVersion,
	type N8nServer,
} from '../e2e/lib/n8n';
import { running } from '../queue/lib/procs';
import { installFromSettingsPage } from './lib/browserInstall';
import {
	E2E_LICENCE_ENV,
	enableCustomRegistry,
	hasCredentialType,
	installPackage,
	listPackages,
	onDisk,
	ourNodeTypes,
	rest,
	registryEnv,
	uninstallPackage,
	updatePackage,
	type InstalledPackageInfo,
} from './lib/community';
import {
	ACTION_NODE,
	expectedInvoices,
	invoiceWebhookWorkflow,
	storedFields,
} from './lib/invoiceRun';
import {
	currentVersion,
	packWithVersion,
	previousVersion,
	startRegistry,
	type Registry,
} from './lib/registry';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LINES = (process.env.INSTALLER_N8N_VERSIONS ?? `${N8N_OLDEST} ${N8N_NEWEST}`)
	.split(/[\s,]+/)
	.filter(Boolean);
const BROWSER_LINE = process.env.INSTALLER_BROWSER_LINE ?? N8N_OLDEST;
const SHOTS_DIR =
	process.env.INSTALLER_DOCS === '1'
		? join(REPO_ROOT, 'docs', 'screenshots')
		: join(__dirname, '.shots');
const TENANT = 'acme';
const CREDENTIAL_TYPE = 'b2bCommerceApi';
const INVOICES_PATH = '/api/v1/invoices/integrations/auth-required/invoices';

const checks = new Checks(new Set(), 900);
const { check, equal, timings } = checks;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// What this run started, stopped by cleanup() (also on a signal)
// ---------------------------------------------------------------------------------------------

let root = '';
let registry: Registry | undefined;
let platform: FakePlatform | undefined;
let server: N8nServer | undefined;
const startedPids: number[] = [];
let closeBrowser: (() => Promise<void>) | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
	cleaning ??= (async () => {
		const t0 = Date.now();
		await closeBrowser?.().catch(() => undefined);
		await server?.stop().catch((e) => console.error(`stopping n8n: ${(e as Error).message}`));
		await registry
			?.stop()
			.catch((e) => console.error(`stopping verdaccio: ${(e as Error).message}`));
		for (const p of running) await p.stop();
		const leftover = await stopDetachedChildren();
		if (leftover.length) console.error(`stopped leftover process group(s): ${leftover.join(', ')}`);
		await platform?.close().catch(() => undefined);
		if (root) {
			if (process.env.INSTALLER_KEEP === '1') console.log(`kept: ${root}`);
			else rmSync(root, { recursive: true, force: true });
		}
		timings.cleanup = Date.now() - t0;
	})();
	return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
	process.on(sig, () => {
		if (checks.aborting) return;
		console.error(`\n${sig}: stopping everything this run started...`);
		const counts = `${checks.passed} passed, ${checks.failed + 1} failed`;
		checks.aborting = true;
		void cleanup().then(() => {
			console.log(counts);
			process.exit(1);
		});
	});
}

/** Seconds with one decimal, for the timing lines. */
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// One n8n line
// ---------------------------------------------------------------------------------------------

interface Versions {
	previous: string;
	current: string;
}

/** Our package's entry in the Settings list, if any. */
function ours(list: InstalledPackageInfo[]): InstalledPackageInfo | undefined {
	return list.find((p) => p.packageName === PACKAGE_NAME);
}

function nodeTypesOf(p: InstalledPackageInfo | undefined): string[] {
	return [...new Set((p?.installedNodes ?? []).map((n) => n.type))].sort();
}

async function runLine(line: string, v: Versions, expectedTypes: string[]): Promise<void> {
	const tLine = Date.now();
	useN8nVersion(line);
	const inst = await ensureN8nInstalled();
	if (inst.installed) console.log(`installed n8n ${line} in ${inst.ms} ms`);
	const userFolder = join(root, `n8n-${line}`);
	const filesDir = join(userFolder, 'files');
	mkdirSync(filesDir, { recursive: true });

	const t0 = Date.now();
	server = await startN8n({
		userFolder,
		env: {
			...E2E_LICENCE_ENV,
			...registryEnv(registry!.url),
			N8N_RESTRICT_FILE_ACCESS_TO: filesDir,
		},
		timeoutMs: 240_000,
	});
	startedPids.push(server.pid);
	timings[`${line}: start n8n`] = Date.now() - t0;
	console.log(`n8n ${line} at ${server.url} (PID ${server.pid}) in ${secs(Date.now() - t0)}`);
	const url = server.url;
	const cookie = await setupOwner(url);
	const apiKey = await createApiKey(url, cookie);
	await enableCustomRegistry(url);

	await checks.scenario(`${line}/0`, `n8n ${line}: before the install`, async () => {
		equal('the Settings list has no package', await listPackages(url, cookie), []);
		equal('n8n lists none of our node types', await ourNodeTypes(url, cookie), []);
	});

	await checks.scenario(`${line}/1`, `n8n ${line}: install ${v.previous} (POST)`, async () => {
		const t = Date.now();
		const p = await installPackage(url, cookie, PACKAGE_NAME, v.previous);
		timings[`${line}: install`] = Date.now() - t;
		equal('answered with the installed version', p.installedVersion ?? null, v.previous);
		equal('answered with our node types', nodeTypesOf(p), expectedTypes);
		equal(
			'n8n lists our node types (GET /types/nodes.json)',
			await ourNodeTypes(url, cookie),
			expectedTypes,
		);
		check('n8n lists our credential type', await hasCredentialType(url, cookie, CREDENTIAL_TYPE));
		equal('in the nodes folder: that version, in its package.json too', onDisk(userFolder), {
			version: v.previous,
			manifest: v.previous,
		});
		const listed = ours(await listPackages(url, cookie));
		equal(
			`the Settings list shows it at ${v.previous} with update ${v.current} available`,
			[listed?.installedVersion, listed?.updateAvailable, listed?.failedLoading ?? false],
			[v.previous, v.current, false],
		);
	});

	await checks.scenario(`${line}/2`, `n8n ${line}: update to ${v.current} (PATCH)`, async () => {
		const t = Date.now();
		const p = await updatePackage(url, cookie, PACKAGE_NAME);
		timings[`${line}: update`] = Date.now() - t;
		equal('answered with the new version', p.installedVersion ?? null, v.current);
		equal('answered with our node types', nodeTypesOf(p), expectedTypes);
		const listed = ours(await listPackages(url, cookie));
		equal(
			`the Settings list shows ${v.current}, no update available`,
			[listed?.installedVersion, listed?.updateAvailable ?? null],
			[v.current, null],
		);
		equal('in the nodes folder: the new version', onDisk(userFolder), {
			version: v.current,
			manifest: v.current,
		});
		equal('n8n still lists our node types', await ourNodeTypes(url, cookie), expectedTypes);
	});

	await checks.scenario(
		`${line}/3`,
		`n8n ${line}: a workflow with the installed node`,
		async () => {
			const control = platform!.control;
			const cred = await rest<{ data: { id: string; name: string } }>(url, '/rest/credentials', {
				cookie,
				body: {
					name: `B2B Commerce (${line})`,
					type: CREDENTIAL_TYPE,
					data: { baseUrl: platform!.url, apiKey: platform!.tenants[TENANT], tenant: TENANT },
				},
			});
			const credential = { id: String(cred.body.data.id), name: cred.body.data.name };
			const { workflow, path } = invoiceWebhookWorkflow({ key: line, filesDir, credential });
			const created = await rest<{ id: string }>(url, '/api/v1/workflows', {
				apiKey,
				body: {
					name: workflow.name,
					nodes: workflow.nodes,
					connections: workflow.connections,
					settings: { executionOrder: 'v1' },
				},
			});
			const id = created.body.id;
			await activateWorkflow(url, apiKey, id, { cookie });
			const expected = expectedInvoices();
			const numbers = expected.map((e) => e.number);
			// A platform without those invoices (the previous line stored them too) and no request yet.
			control.reset();
			equal(
				'the platform holds none of the invoices before the run',
				numbers.filter((n) => n in ((control.state(TENANT).invoices ?? {}) as Json)),
				[],
			);
			const t = Date.now();
			const res = await fetch(`${url}/webhook/${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
				signal: AbortSignal.timeout(120_000),
			});
			timings[`${line}: workflow run`] = Date.now() - t;
			const text = await res.text();
			let out: Json[] = [];
			try {
				const body = JSON.parse(text) as Json | Json[];
				out = Array.isArray(body) ? body : [body];
			} catch {
				/* reported below */
			}
			equal('the webhook call answered 200', res.status, 200);
			equal(
				`"${ACTION_NODE}" output one saved item per invoice`,
				out.map((o) => [o.number, o.saved]),
				numbers.map((n) => [n, true]),
			);
			const puts = control.requests({ method: 'PUT', pathPrefix: INVOICES_PATH, origin: 'api' });
			equal(
				'the platform received one PUT per invoice',
				puts.map((p) => (p.body as Json).number),
				numbers,
			);
			const stored = (control.state(TENANT).invoices ?? {}) as Record<string, Json>;
			for (const e of expected) {
				equal(
					`${e.number}: stored with its currency, client, gross total and ${(e.fields[3] as unknown[]).length} line(s)`,
					storedFields(stored[e.number]),
					e.fields,
				);
			}
			await deactivateWorkflow(url, apiKey, id, { cookie });
		},
	);

	await checks.scenario(`${line}/4`, `n8n ${line}: uninstall (DELETE)`, async () => {
		const t = Date.now();
		await uninstallPackage(url, cookie, PACKAGE_NAME);
		timings[`${line}: uninstall`] = Date.now() - t;
		equal('the Settings list has no package', await listPackages(url, cookie), []);
		equal('n8n lists none of our node types', await ourNodeTypes(url, cookie), []);
		check(
			'n8n no longer lists our credential type',
			!(await hasCredentialType(url, cookie, CREDENTIAL_TYPE)),
		);
		equal(
			'the package folder is gone from the nodes folder',
			onDisk(userFolder).version ?? null,
			null,
		);
	});

	if (line === BROWSER_LINE) {
		await checks.scenario(
			`${line}/5`,
			`n8n ${line}: install from Settings > Community Nodes in the browser`,
			async () => {
				const t = Date.now();
				const shot = join(SHOTS_DIR, line, 'community-nodes-install.png');
				const result = await installFromSettingsPage({
					url,
					owner: OWNER,
					packageName: PACKAGE_NAME,
					screenshot: shot,
					onBrowser: (close) => (closeBrowser = close),
				});
				closeBrowser = undefined;
				timings[`${line}: browser install`] = Date.now() - t;
				for (const step of result.steps) check(step.name, step.ok, step.detail);
				const listed = ours(await listPackages(url, cookie));
				equal(
					'REST: installed at the current version',
					listed?.installedVersion ?? null,
					v.current,
				);
				equal('n8n lists our node types', await ourNodeTypes(url, cookie), expectedTypes);
				console.log(`     screenshot: ${shot}`);
			},
		);
	}

	const pid = server.pid;
	const tStop = Date.now();
	await server.stop();
	server = undefined;
	timings[`${line}: stop n8n`] = Date.now() - tStop;
	check(`n8n ${line} (PID ${pid}) stopped`, !groupAlive(pid));
	timings[`${line}: total`] = Date.now() - tLine;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
	const tAll = Date.now();
	if (process.env.INSTALLER_SKIP_BUILD !== '1') {
		const b = await buildPackage();
		timings.build = b.ms;
	}
	root = mkdtempSync(join(tmpdir(), 'n8n-installer-'));
	console.log(`temp folder ${root}`);

	const current = currentVersion();
	const v: Versions = { previous: previousVersion(current), current };
	const expectedTypes = describePackage(REPO_ROOT).nodeTypes.sort();

	let t0 = Date.now();
	[registry, platform] = await Promise.all([
		startRegistry(join(root, 'registry')),
		startPlatform({ demoData: false }),
	]);
	startedPids.push(registry.proc.pid);
	timings.startRegistry = Date.now() - t0;
	console.log(
		`verdaccio ${registry.url} (PID ${registry.proc.pid}) in ${secs(timings.startRegistry)}; fake platform ${platform.url}`,
	);

	await checks.scenario(
		'registry',
		`publish ${v.previous} (previous build) and ${v.current}`,
		async () => {
			t0 = Date.now();
			const previous = await packWithVersion(v.previous, join(root, 'stage'), join(root, 'packs'));
			const now = await packPackage(join(root, 'packs'));
			timings.pack = Date.now() - t0;
			t0 = Date.now();
			await registry!.publish(previous);
			await registry!.publish(now);
			timings.publish = Date.now() - t0;
			equal(
				'the registry serves both versions',
				(await registry!.versions(PACKAGE_NAME)).sort(),
				[v.previous, v.current].sort(),
			);
			equal('latest is the current version', await registry!.latest(PACKAGE_NAME), v.current);
		},
	);
	if (checks.failed) throw new Error('publishing to the local registry failed');

	for (const line of LINES) await runLine(line, v, expectedTypes);

	checks.current = 'after all';
	const pids = [...startedPids];
	await cleanup();
	await sleep(200);
	equal(
		'every process this run started is gone (verdaccio, n8n servers)',
		pids.filter(groupAlive),
		[],
	);
	checks.current = '';
	timings.total = Date.now() - tAll;
}

main()
	.catch((e) => {
		check('the suite ran without a setup error', false, (e as Error).stack ?? String(e));
	})
	.finally(async () => {
		await cleanup();
		if (checks.aborting) return;
		console.log('\ntimings:');
		for (const [k, ms] of Object.entries(timings)) console.log(`  ${k}: ${secs(ms)}`);
		console.log(`${checks.passed} passed, ${checks.failed} failed`);
		process.exit(checks.failed === 0 && checks.passed > 0 ? 0 : 1);
	});
