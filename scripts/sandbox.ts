/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run sandbox` (via scripts/sandbox.sh): try the package in a real n8n against the fake platform.
 *
 * 1. installs the pinned n8n if missing: by default the newest tested (2.41.1, on Node 24 from the
 *    npm registry, in test/e2e/n8n-server-2.41), with --n8n=2.8.4 the oldest (test/e2e/n8n-server);
 *    first time about 4-6 min and 2.3 GB,
 * 2. builds this package, packs it and installs it as a community package into .sandbox/n8n-<version>/,
 * 3. starts the fake platform (demo data) on 127.0.0.1:4010 (uploads on 4011),
 * 4. imports a `b2bCommerceApi` credential pointing at it (tenant acme) and examples/*.json,
 * 5. starts n8n on 127.0.0.1:5678 and sets up the owner login (once),
 * 6. prints where everything is; Ctrl-C stops everything it started (by PID) and exits 0.
 *
 * A default port that is taken (say by the user's own n8n) is replaced by a free one, the last
 * run's when it is free; n8n's task broker always gets a free port (startN8n).
 *
 * Re-running reuses the installed n8n and .sandbox/n8n-<version>/ (workflows, executions, owner). The package
 * is rebuilt and reinstalled every time. Example workflows are re-imported only when their file
 * changed since the last import (so edits made in the editor survive a restart otherwise).
 *
 * Env: SANDBOX_N8N_PORT (5678), SANDBOX_PLATFORM_PORT (4010), SANDBOX_UPLOAD_PORT (4011) (a port
 *      set here must be free),
 *      SANDBOX_N8N_VERSION (2.41.1; or the flag --n8n=2.8.4), SANDBOX_DIR (.sandbox/n8n-<version>), SANDBOX_EXAMPLES_DIR (examples), SANDBOX_SKIP_BUILD=1 (reuse dist/ as it is).
 */
import { createHash, randomBytes } from 'crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { basename, join, relative } from 'path';

import {
	N8N_DEFAULT_PORTS,
	N8N_NEWEST,
	OWNER,
	PACKAGE_NAME,
	REPO_ROOT,
	elapsed,
	ensureN8nInstalled,
	freePort,
	importCredentials,
	importWorkflows,
	listFiles,
	n8nInstalled,
	needsOwnerSetup,
	packAndInstallPackage,
	portInUse,
	setupOwner,
	stableId,
	startN8n,
	useN8nVersion,
	writeCredentialsFile,
	writeWorkflowsDir,
	type N8nServer,
} from '../test/e2e/lib/n8n';
import { startSmtpServer, type SmtpServer } from '../test/e2e/lib/smtp';
import { FEEDS } from '../nodes/B2bCommerce/triggers/feed/feeds';
import {
	DEMO_CLIENTS,
	DEMO_DELIVERY_METHODS,
	DEMO_PAYMENT_METHODS,
	DEMO_WAREHOUSES,
	feedEventCommand,
} from '../test/platform/demo';

// n8n version: the newest tested by default; `npm run sandbox -- --n8n=2.8.4` (or
// SANDBOX_N8N_VERSION=2.8.4) for the oldest. Each version keeps its own folder (.sandbox/n8n-<v>):
// a database migrated by a newer n8n does not open in an older one.
const VERSION_FLAG = process.argv.slice(2).find((a) => a.startsWith('--n8n='));
const N8N_TARGET = useN8nVersion(
	VERSION_FLAG?.slice('--n8n='.length) || process.env.SANDBOX_N8N_VERSION || N8N_NEWEST,
);
/** The sandbox's servers: the variable that sets a port, and the port used when it is free. */
const PORT_SETTINGS = {
	n8n: { env: 'SANDBOX_N8N_PORT', preferred: N8N_DEFAULT_PORTS.editor, what: 'n8n' },
	platform: { env: 'SANDBOX_PLATFORM_PORT', preferred: 4010, what: 'the fake platform' },
	upload: { env: 'SANDBOX_UPLOAD_PORT', preferred: 4011, what: "the fake platform's uploads" },
} as const;
type Ports = Record<keyof typeof PORT_SETTINGS, number>;
const SANDBOX_DIR =
	process.env.SANDBOX_DIR ?? join(REPO_ROOT, '.sandbox', `n8n-${N8N_TARGET.version}`);
const EXAMPLES_DIR = process.env.SANDBOX_EXAMPLES_DIR ?? join(REPO_ROOT, 'examples');

/** The credential the sandbox imports; example workflows are pointed at it. */
export const SANDBOX_CREDENTIAL = {
	id: 'B2bSandboxAcme01',
	name: 'B2B Commerce (sandbox, acme)',
	type: 'b2bCommerceApi',
};
/**
 * The demo company as the credential's seller: invoices and corrections in Fields mode use it
 * when they give no seller of their own, so a first invoice with only the required fields goes through.
 */
export const SANDBOX_SELLER = {
	sellerName: 'Demo Seller Ltd',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};
/** An SMTP credential for the sandbox's own mail catcher, so the email example sends for real. */
const SANDBOX_SMTP_CREDENTIAL = {
	id: 'B2bSandboxSmtp01',
	name: 'Sandbox mail catcher (SMTP)',
	type: 'smtp',
};
/** The folder n8n may read and write files in; the examples' sample files are copied here. */
const FILES_DIR = join(SANDBOX_DIR, 'files');
/** Where the examples keep their files (n8n's default allowed folder in its Docker image). */
const EXAMPLE_FILES_DIR = '/home/node/.n8n-files';

const log = (msg: string) => console.log(`[sandbox] ${msg}`);
/**
 * n8n modules the sandbox turns off besides the version's own. n8n 2.41 shows its owner the AI
 * assistant (module instance-ai) after login; without it the editor opens on the workflows. (An
 * n8n that does not know a module refuses to start, so this is per version.)
 */
const DISABLED_MODULES: Record<string, string[]> = {
	'2.41.1': ['instance-ai'],
};
/** How long the first start's n8n install took on 2 cores (docs/sandbox.md). */
const INSTALL_TIME: Record<string, string> = {
	'2.41.1': 'about 6 min',
	'2.8.4': 'about 4 min',
};

interface Platform {
	url: string;
	uploadOrigin?: string;
	tenants: Record<string, string>;
	control?: unknown;
	close(): Promise<void> | void;
}

/**
 * The port of each server: the one its variable sets (it must be free), else the preferred one
 * when free, else the one the last run used when free (the editor's address stays put), else any
 * free port. Says which port replaced a taken one; remembers the choice in ports.json.
 */
async function choosePorts(): Promise<Ports> {
	const file = join(SANDBOX_DIR, 'ports.json');
	const last = readJson<Partial<Ports>>(file, {});
	const chosen: Partial<Ports> = {};
	const free = async (port: number) =>
		!Object.values(chosen).includes(port) && !(await portInUse(port));
	for (const key of Object.keys(PORT_SETTINGS) as Array<keyof Ports>) {
		const { env, preferred, what } = PORT_SETTINGS[key];
		const set = process.env[env];
		if (set) {
			const port = Number(set);
			if (!(await free(port)))
				throw new Error(`Port ${port} (${env}) is in use: stop what uses it or set another.`);
			chosen[key] = port;
			continue;
		}
		let port: number | undefined;
		for (const candidate of [preferred, last[key]])
			if (candidate && !port && (await free(candidate))) port = candidate;
		while (!port) {
			const candidate = await freePort();
			if (await free(candidate)) port = candidate;
		}
		if (port !== preferred)
			log(
				`port ${preferred} is in use${key === 'n8n' ? ' (your own n8n?)' : ''}: ${what} uses port ${port} instead`,
			);
		chosen[key] = port;
	}
	writeFileSync(file, JSON.stringify(chosen, null, 2) + '\n');
	return chosen as Ports;
}

async function startFakePlatform(ports: Ports): Promise<Platform> {
	const serverFile = join(REPO_ROOT, 'test', 'platform', 'server.ts');
	if (!existsSync(serverFile))
		throw new Error(`The fake platform (${serverFile}) does not exist yet.`);
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const mod = require(serverFile) as {
		startPlatform: (o: Record<string, unknown>) => Promise<Platform> | Platform;
	};
	return await mod.startPlatform({
		port: ports.platform,
		uploadPort: ports.upload,
		demoData: true,
	});
}

/** Where the fake's HTTP control API is (GET it for the list of control routes). */
function controlUrl(p: Platform): string {
	const c = p.control as unknown;
	const base = p.url.replace(/\/+$/, '');
	const abs = (v: string) =>
		v.startsWith('http') ? v : `${base}${v.startsWith('/') ? '' : '/'}${v}`;
	if (typeof c === 'string') return abs(c);
	if (c && typeof c === 'object') {
		for (const k of ['url', 'baseUrl', 'href']) {
			const v = (c as Record<string, unknown>)[k];
			if (typeof v === 'string') return abs(v);
		}
	}
	return `${base}/_control`;
}

/** Whether PID is a live n8n started on this sandbox folder (read from /proc; Linux only). */
function isSandboxN8n(pid: number): boolean {
	try {
		const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
		const env = readFileSync(`/proc/${pid}/environ`, 'utf8');
		return cmd.includes('n8n') && env.split('\0').includes(`N8N_USER_FOLDER=${SANDBOX_DIR}`);
	} catch {
		return false;
	}
}

function readJson<T>(file: string, fallback: T): T {
	try {
		return JSON.parse(readFileSync(file, 'utf8')) as T;
	} catch {
		return fallback;
	}
}

/** A stable encryption key for the sandbox (the CLI imports and the server must share it). */
function sandboxEncryptionKey(): string {
	const file = join(SANDBOX_DIR, 'encryption-key');
	if (!existsSync(file))
		writeFileSync(file, randomBytes(24).toString('hex') + '\n', { mode: 0o600 });
	return readFileSync(file, 'utf8').trim();
}

/**
 * Example workflows, made importable: an id (stable, from the file name) when they have none,
 * node types in community-package form, and every b2bCommerceApi credential pointed at ours.
 */
function prepareExamples(): Array<{
	file: string;
	hash: string;
	workflow: Record<string, unknown>;
}> {
	const out: Array<{ file: string; hash: string; workflow: Record<string, unknown> }> = [];
	for (const file of listFiles(EXAMPLES_DIR, '.json')) {
		const text = readFileSync(file, 'utf8').split(EXAMPLE_FILES_DIR).join(FILES_DIR);
		let wf: Record<string, unknown>;
		try {
			wf = JSON.parse(text) as Record<string, unknown>;
		} catch (e) {
			log(`skipping ${basename(file)}: not JSON (${(e as Error).message})`);
			continue;
		}
		if (!Array.isArray(wf.nodes) || typeof wf.connections !== 'object') {
			log(`skipping ${basename(file)}: not a workflow (no nodes/connections)`);
			continue;
		}
		wf.id ??= stableId(`example:${basename(file)}`);
		wf.name ??= basename(file, '.json');
		wf.active = false;
		for (const node of wf.nodes as Array<Record<string, unknown>>) {
			if (typeof node.type === 'string' && node.type.startsWith('CUSTOM.'))
				node.type = `${PACKAGE_NAME}.${node.type.slice(7)}`;
			const creds = node.credentials as Record<string, unknown> | undefined;
			for (const credential of [SANDBOX_CREDENTIAL, SANDBOX_SMTP_CREDENTIAL]) {
				if (creds && credential.type in creds)
					creds[credential.type] = { id: credential.id, name: credential.name };
			}
		}
		// The hash covers the rewrites too, so a change in them re-imports the example.
		out.push({
			file,
			hash: createHash('sha256').update(JSON.stringify(wf)).digest('hex'),
			workflow: wf,
		});
	}
	return out;
}

/** N8N_DISABLED_MODULES: the version's own list plus the sandbox's (DISABLED_MODULES). */
function disabledModulesEnv(): Record<string, string> {
	const own = N8N_TARGET.env?.N8N_DISABLED_MODULES?.split(',') ?? [];
	const all = [...own, ...(DISABLED_MODULES[N8N_TARGET.version] ?? [])];
	return all.length ? { N8N_DISABLED_MODULES: all.join(',') } : {};
}

/** A list of `id (name)` lines, indented to `indent` after the first, with a closing note. */
function idList(items: Array<{ id: string; name: string }>, indent: string, note: string): string {
	return [...items.map((i) => `${i.id} (${i.name})`), note].join(`\n${indent}`);
}

async function main(): Promise<void> {
	mkdirSync(SANDBOX_DIR, { recursive: true });
	const pidFile = join(SANDBOX_DIR, 'n8n.pid');
	const stalePid = Number(readJson<{ pid?: number }>(pidFile, {}).pid ?? 0);
	if (stalePid && isSandboxN8n(stalePid)) {
		throw new Error(
			`An n8n of an earlier sandbox run still runs (PID ${stalePid}, process group ${stalePid}). Stop it with: kill -- -${stalePid}`,
		);
	}

	if (!n8nInstalled()) {
		const where = relative(REPO_ROOT, N8N_TARGET.serverDir);
		const node =
			N8N_TARGET.node === 'host' ? '' : ` and Node ${N8N_TARGET.node} into test/e2e/node24`;
		log(
			`first start: installing n8n ${N8N_TARGET.version} into ${where}${node} (${INSTALL_TIME[N8N_TARGET.version] ?? 'a few minutes'}, ~2.3 GB); a line every 20 s`,
		);
	}
	// An hour, not the tests' 20 min: on a busy shared machine (load average 25 on 2 cores) the
	// first install of n8n 2.41.1 ran past 20 min and was killed.
	const inst = await ensureN8nInstalled({ echo: false, progress: log, timeoutMs: 60 * 60_000 });
	if (inst.installed) log(`installed n8n ${N8N_TARGET.version} in ${elapsed(inst.ms)}`);
	log(
		`n8n ${N8N_TARGET.version}${N8N_TARGET.node === 'host' ? ` on Node ${process.versions.node}` : ` on Node ${N8N_TARGET.node}`}; folder ${SANDBOX_DIR.startsWith(REPO_ROOT) ? relative(REPO_ROOT, SANDBOX_DIR) : SANDBOX_DIR}`,
	);

	const skipBuild = process.env.SANDBOX_SKIP_BUILD === '1' && existsSync(join(REPO_ROOT, 'dist'));
	log(
		`${skipBuild ? 'packing' : 'building and packing'} ${PACKAGE_NAME}, installing it as a community package...`,
	);
	const pkg = await packAndInstallPackage(SANDBOX_DIR, { build: !skipBuild });
	log(
		`installed ${pkg.packageName}@${pkg.version}: ${[...pkg.nodeTypes, ...pkg.credentialTypes].join(', ')}`,
	);

	const encryptionKey = sandboxEncryptionKey();
	let platform: Platform | undefined;
	let smtp: SmtpServer | undefined;
	let n8n: N8nServer | undefined;
	let stopping = false;
	const stopAll = async (code: number) => {
		if (stopping) return;
		stopping = true;
		log('stopping...');
		try {
			if (n8n) {
				await n8n.stop();
				rmSync(join(SANDBOX_DIR, 'n8n.pid'), { force: true });
			}
		} catch (e) {
			console.error(e);
		}
		try {
			if (platform) await platform.close();
			if (smtp) await smtp.close();
		} catch (e) {
			console.error(e);
		}
		log('stopped.');
		process.exit(code);
	};
	process.on('SIGINT', () => void stopAll(0));
	process.on('SIGTERM', () => void stopAll(0));
	process.on('SIGHUP', () => void stopAll(0));

	try {
		const ports = await choosePorts();
		const n8nPort = ports.n8n;
		platform = await startFakePlatform(ports);
		const tenant = 'acme';
		const apiKey = platform.tenants[tenant];
		if (!apiKey)
			throw new Error(
				`The fake platform has no tenant "${tenant}" (tenants: ${Object.keys(platform.tenants).join(', ')})`,
			);

		// The examples' sample files, in the one folder n8n may use (N8N_RESTRICT_FILE_ACCESS_TO).
		mkdirSync(FILES_DIR, { recursive: true });
		for (const file of listFiles(join(EXAMPLES_DIR, 'data'), ''))
			copyFileSync(file, join(FILES_DIR, basename(file)));

		// Mails the examples send land here and are printed, instead of going anywhere.
		smtp = await startSmtpServer({
			onMail: (mail) => {
				const subject = /^Subject: (.*)$/im.exec(mail.data)?.[1] ?? '(no subject)';
				log(`mail caught: to ${mail.to.join(', ')}: ${subject}`);
			},
		});

		// The credentials are re-imported every run (upsert by id), so changed ports are picked up.
		await importCredentials(
			writeCredentialsFile(
				[
					{
						...SANDBOX_CREDENTIAL,
						data: {
							baseUrl: platform.url,
							apiKey,
							tenant,
							apiPaths: 'auto',
							...SANDBOX_SELLER,
							paymentMethodId: DEMO_PAYMENT_METHODS[0].id,
							paymentMethodName: DEMO_PAYMENT_METHODS[0].name,
						},
					},
					{
						...SANDBOX_SMTP_CREDENTIAL,
						data: {
							user: 'sandbox',
							password: 'sandbox',
							host: '127.0.0.1',
							port: smtp.port,
							secure: false,
							disableStartTls: true,
						},
					},
				],
				join(SANDBOX_DIR, 'import', 'credential.json'),
			),
			{ userFolder: SANDBOX_DIR, encryptionKey },
		);

		const stateFile = join(SANDBOX_DIR, 'imported-examples.json');
		const state = readJson<Record<string, string>>(stateFile, {});
		const changed = prepareExamples().filter((e) => state[basename(e.file)] !== e.hash);
		if (changed.length) {
			const dir = join(SANDBOX_DIR, 'import', 'workflows');
			rmSync(dir, { recursive: true, force: true });
			writeWorkflowsDir(
				changed.map((e) => e.workflow),
				dir,
			);
			await importWorkflows(dir, { userFolder: SANDBOX_DIR, encryptionKey });
			for (const e of changed) state[basename(e.file)] = e.hash;
			writeFileSync(stateFile, JSON.stringify(state, null, 2));
			log(
				`imported ${changed.length} example workflow(s): ${changed.map((e) => basename(e.file)).join(', ')}`,
			);
		}

		log(`starting n8n on 127.0.0.1:${n8nPort} (log: ${join(SANDBOX_DIR, 'n8n.log')})...`);
		n8n = await startN8n({
			userFolder: SANDBOX_DIR,
			port: n8nPort,
			encryptionKey,
			timeoutMs: 180_000,
			env: { N8N_RESTRICT_FILE_ACCESS_TO: FILES_DIR, ...disabledModulesEnv() },
		});
		writeFileSync(pidFile, JSON.stringify({ pid: n8n.pid, port: n8nPort }) + '\n');
		if (await needsOwnerSetup(n8n.url)) {
			await setupOwner(n8n.url);
			log('owner account created');
		}
		void n8n.exited.then(({ code, signal }) => {
			if (stopping) return;
			console.error(
				`[sandbox] n8n exited unexpectedly (code ${code}, signal ${signal}); see ${n8n!.logFile}`,
			);
			void stopAll(1);
		});

		const control = controlUrl(platform);
		const pad = ' '.repeat(17);
		console.log('');
		console.log('  n8n editor     ' + `http://127.0.0.1:${n8nPort}/home/workflows`);
		console.log('  login          ' + `${OWNER.email} / ${OWNER.password}`);
		console.log('  credential     ' + `"${SANDBOX_CREDENTIAL.name}" (tenant ${tenant})`);
		console.log(
			'  fake platform  ' +
				platform.url +
				(platform.uploadOrigin ? `  (uploads ${platform.uploadOrigin})` : ''),
		);
		console.log('  fake control   ' + control);
		// Test events for the triggers (n8n shows no schema preview for triggers): the webhook
		// trigger's "Listen for test event" gets a call when the fake fires its type; the feed
		// trigger's "Fetch Test Event" finds the demo data's event on every feed, and one more per
		// command (each adds a record of the feed's kind, as if made on the platform).
		console.log(
			'  test events    ' +
				`webhook: curl -X POST ${control}/tenants/${tenant}/webhooks/fire -d '{"type":"CartOpened"}'`,
		);
		for (const feed of FEEDS)
			console.log(
				`${pad}${`${feed.name}:`.padEnd(22)}${feedEventCommand(control, tenant, feed.value)}`,
			);
		console.log(
			'  tenants        ' +
				Object.entries(platform.tenants)
					.map(([t, k]) => `${t}: ${k}`)
					.join(', '),
		);
		// The IDs a document needs that the platform's API cannot list: typed or mapped by the user.
		console.log('  demo clients   ' + idList(DEMO_CLIENTS, pad, "(a document's Client ID)"));
		console.log(
			'  payment methods ' +
				idList(
					DEMO_PAYMENT_METHODS,
					`${pad} `,
					`(the credential holds "${DEMO_PAYMENT_METHODS[0].name}"; a document's Payment Method replaces it)`,
				),
		);
		console.log(
			'  delivery methods ' +
				idList(DEMO_DELIVERY_METHODS, `${pad}  `, "(a goods note's Delivery Method)"),
		);
		console.log('  warehouses     ' + idList(DEMO_WAREHOUSES, pad, "(a goods note's Warehouse)"));
		// Imported here with their file paths and credentials rewritten: a copy imported from
		// examples/ by hand would read /home/node/.n8n-files, which this n8n may not.
		console.log(
			'  examples       ' +
				'already in the workflow list, set up to use the files below and the credentials above',
		);
		console.log('  files          ' + `${FILES_DIR} (the examples read and write here)`);
		console.log(
			'  mail catcher   ' +
				`SMTP 127.0.0.1:${smtp.port}; credential "${SANDBOX_SMTP_CREDENTIAL.name}"; mails are printed below`,
		);
		console.log('');
		log('running; press Ctrl-C to stop');
	} catch (e) {
		console.error(`[sandbox] ${(e as Error).message}`);
		await stopAll(1);
	}
}

main().catch((e) => {
	console.error(`[sandbox] ${(e as Error).message}`);
	process.exit(1);
});
