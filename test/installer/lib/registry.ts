/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The local npm registry of the installer and queue-mode suites: verdaccio (pinned in
 * test/installer/registry/package.json, installed there when missing), started as its
 * own process group on 127.0.0.1:<free port> with its storage in a temp folder and no uplink (it
 * serves only what the suite publishes), and stopped by its PID.
 *
 * Also: the package under test packed with another version number (a "previous build"), and
 * `npm publish` of a tarball to the registry.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';

import { N8nDriverError, REPO_ROOT, freePort, npmEnv, packPackage, run } from '../../e2e/lib/n8n';
import { startProc, type Proc } from '../../queue/lib/procs';

export const REGISTRY_DIR = join(REPO_ROOT, 'test', 'installer', 'registry');
export const VERDACCIO_BIN = join(REGISTRY_DIR, 'node_modules', 'verdaccio', 'bin', 'verdaccio');

/**
 * verdaccio in test/installer/registry (its package.json pins it, with the override it needs on
 * Node 20: node-fetch 2.7.0): `npm install` there when missing or older than that package.json
 * (about a minute). Returns whether it installed.
 */
export async function ensureVerdaccioInstalled(): Promise<{ installed: boolean; ms: number }> {
	const t0 = Date.now();
	const marker = join(REGISTRY_DIR, 'node_modules', '.package-lock.json');
	const fresh =
		existsSync(VERDACCIO_BIN) &&
		existsSync(marker) &&
		statSync(marker).mtimeMs >= statSync(join(REGISTRY_DIR, 'package.json')).mtimeMs;
	if (fresh) return { installed: false, ms: 0 };
	const r = await run('npm', ['install', '--no-audit', '--no-fund'], {
		cwd: REGISTRY_DIR,
		env: npmEnv(),
		timeoutMs: 10 * 60_000,
	});
	if (r.code !== 0 || !existsSync(VERDACCIO_BIN)) {
		throw new N8nDriverError(
			`Installing verdaccio in ${REGISTRY_DIR} failed (exit ${r.code}):\n${(r.stdout + '\n' + r.stderr).slice(-3_000)}`,
		);
	}
	return { installed: true, ms: Date.now() - t0 };
}

export interface Registry {
	/** e.g. http://127.0.0.1:41234 (no trailing slash; n8n compares it with its default as text) */
	url: string;
	port: number;
	proc: Proc;
	/** `npm publish <tarball>` to this registry. */
	publish(tarball: string): Promise<void>;
	/** The versions the registry serves for a package (GET /<name>). */
	versions(name: string): Promise<string[]>;
	/** Its `latest` dist-tag. */
	latest(name: string): Promise<string | undefined>;
	stop(): Promise<void>;
}

/**
 * verdaccio with everything in `dir`: config.yaml, storage/, htpasswd (unused: anyone may read
 * and publish, which is what a loopback test registry needs) and an npmrc with a dummy token
 * (npm refuses to publish without one; verdaccio accepts the anonymous publish the rule allows).
 */
export async function startRegistry(dir: string): Promise<Registry> {
	await ensureVerdaccioInstalled();
	mkdirSync(join(dir, 'storage'), { recursive: true });
	const port = await freePort();
	const url = `http://127.0.0.1:${port}`;
	// No uplinks and one `**` rule without `proxy`: the registry never goes to npmjs.org.
	const config = [
		`storage: ${JSON.stringify(join(dir, 'storage'))}`,
		'auth:',
		'  htpasswd:',
		`    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
		'uplinks: {}',
		'packages:',
		"  '**':",
		'    access: $all',
		'    publish: $all',
		'    unpublish: $all',
		'web:',
		'  enable: false',
		'middlewares:',
		'  audit:',
		'    enabled: false',
		'log:',
		'  type: stdout',
		'  format: pretty',
		'  level: http',
		'',
	].join('\n');
	writeFileSync(join(dir, 'config.yaml'), config);
	const npmrc = join(dir, 'npmrc');
	writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=installer-suite\n`);

	const proc = await startProc({
		name: 'verdaccio',
		cmd: process.execPath,
		args: [VERDACCIO_BIN, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
		env: { ...npmEnv(), NODE_ENV: 'production' },
		cwd: dir,
		logFile: join(dir, 'verdaccio.log'),
		readyLine: 'http address',
		readyUrl: `${url}/-/ping`,
		timeoutMs: 120_000,
	});

	const publish = async (tarball: string): Promise<void> => {
		const r = await run(
			'npm',
			[
				'publish',
				tarball,
				`--registry=${url}/`,
				`--userconfig=${npmrc}`,
				'--ignore-scripts',
				'--tag=latest',
			],
			{ cwd: dir, env: npmEnv(), timeoutMs: 120_000 },
		);
		if (r.code !== 0) {
			throw new N8nDriverError(
				`npm publish ${tarball} to ${url} failed (exit ${r.code}):\n${(r.stdout + '\n' + r.stderr).slice(-3_000)}`,
			);
		}
	};
	const packument = async (
		name: string,
	): Promise<{ versions?: Record<string, unknown>; 'dist-tags'?: Record<string, string> }> => {
		const res = await fetch(`${url}/${encodeURIComponent(name).replace('%40', '@')}`, {
			signal: AbortSignal.timeout(10_000),
		});
		if (res.status === 404) return {};
		return (await res.json()) as { versions?: Record<string, unknown> };
	};
	return {
		url,
		port,
		proc,
		publish,
		versions: async (name) => Object.keys((await packument(name)).versions ?? {}),
		latest: async (name) => (await packument(name))['dist-tags']?.latest,
		stop: () => proc.stop(),
	};
}

/**
 * A registry that serves the current build: verdaccio started in `dir`, the repository packed
 * as it is (dist/ must be built) and published. Used by the queue-mode suite.
 */
export async function registryWithCurrentBuild(
	dir: string,
): Promise<{ registry: Registry; version: string }> {
	const registry = await startRegistry(dir);
	try {
		await registry.publish(await packPackage(join(dir, 'packs')));
	} catch (e) {
		await registry.stop();
		throw e;
	}
	return { registry, version: currentVersion() };
}

/** The version of the package in the repository's package.json (what the current build is). */
export function currentVersion(): string {
	return (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string })
		.version;
}

/**
 * The version the suite publishes as the "previous build": 0.9.0 below a 1.x release (the first
 * release is 1.0.0), else the release before the current one's major (x.9.0 style), or a
 * prerelease of the current one when nothing lower fits.
 */
export function previousVersion(current: string): string {
	const [major, minor, patch] = current.split(/[.+-]/).map(Number);
	if (major >= 1) return `${major - 1}.9.0`;
	if (minor >= 1) return `0.${minor - 1}.9`;
	if (patch >= 1) return `0.0.${patch - 1}`;
	return `${current}-previous.0`;
}

/**
 * The current build packed with another version number: a staging folder with a copy of the
 * repository's package.json (version rewritten), dist/ and the files npm ships anyway (README,
 * LICENSE, CHANGELOG), packed with `npm pack`. Needs a built dist/.
 */
export async function packWithVersion(
	version: string,
	stagingDir: string,
	destDir: string,
): Promise<string> {
	if (!existsSync(join(REPO_ROOT, 'dist'))) {
		throw new N8nDriverError(`${join(REPO_ROOT, 'dist')} is missing: build the package first`);
	}
	mkdirSync(stagingDir, { recursive: true });
	const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<
		string,
		unknown
	>;
	pkg.version = version;
	// No lifecycle script may run in the copy (there is no source to build there).
	delete pkg.scripts;
	writeFileSync(join(stagingDir, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
	cpSync(join(REPO_ROOT, 'dist'), join(stagingDir, 'dist'), { recursive: true });
	for (const f of ['README.md', 'LICENSE', 'LICENSE.md', 'CHANGELOG.md']) {
		if (existsSync(join(REPO_ROOT, f))) cpSync(join(REPO_ROOT, f), join(stagingDir, f));
	}
	return await packPackage(destDir, stagingDir);
}
