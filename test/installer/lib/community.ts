/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * n8n's Community Nodes installer, driven through the REST API the Settings > Community Nodes
 * page calls (session cookie of the owner), and the environment that points it at a local
 * registry. Checked against n8n 2.8.4 and 2.41.1 (modules/community-packages).
 *
 * What pointing n8n at a registry other than https://registry.npmjs.org takes, the minimum (read
 * in modules/community-packages of both lines; the suite runs with exactly these):
 * - N8N_COMMUNITY_PACKAGES_REGISTRY=<url>: n8n checks the version exists there, then runs
 *   `npm pack <name>@<version> --registry=<url>` and `npm install --registry=<url>` in the package
 *   folder. NPM_CONFIG_REGISTRY alone cannot do it: n8n always passes its own --registry (the
 *   default one when the variable is unset), and a command-line flag outranks the environment.
 * - The licence: a custom registry is a licensed feature (feat:communityNodes:customRegistry);
 *   without it every install and update throws FeatureNotLicensedError before npm runs. Here it
 *   comes from n8n's own test switch: E2E_TESTS=true (n8n mounts /rest/e2e) and
 *   PATCH /rest/e2e/feature {feature, enabled: true}. That switch lives in the memory of the
 *   process that answered it: other processes (queue-mode workers, webhook processors) need
 *   licence-preload.js instead. Users of the default registry need neither.
 * - NPM_CONFIG_REGISTRY=<url>: only for "update available". GET /rest/community-packages runs
 *   `npm outdated --json` in the nodes folder without --registry, so npm asks its configured
 *   registry; without it the Settings list would offer no update (checked in step 1).
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { PACKAGE_NAME, communityNodesDir, n8nRequest, type HttpResult } from '../../e2e/lib/n8n';

/** The licence feature of a custom community-packages registry (n8n's LICENSE_FEATURES). */
export const CUSTOM_REGISTRY_FEATURE = 'feat:communityNodes:customRegistry';

/** What an n8n process needs to install community packages from `registryUrl` (see above). */
export function registryEnv(registryUrl: string): NodeJS.ProcessEnv {
	return {
		N8N_COMMUNITY_PACKAGES_REGISTRY: registryUrl,
		NPM_CONFIG_REGISTRY: `${registryUrl}/`,
	};
}

/** licence-preload.js: the custom-registry licence for processes without the REST switch. */
export const LICENCE_PRELOAD = join(__dirname, 'licence-preload.js');

/** NODE_OPTIONS that load licence-preload.js (queue-mode workers and webhook processors). */
export function licencePreloadEnv(): NodeJS.ProcessEnv {
	return { NODE_OPTIONS: `--require ${JSON.stringify(LICENCE_PRELOAD)}` };
}

/** The test switch that turns licence features on through REST (main process only). */
export const E2E_LICENCE_ENV: NodeJS.ProcessEnv = { E2E_TESTS: 'true' };

/** PATCH /rest/e2e/feature: the custom-registry licence, in the answering process only. */
export async function enableCustomRegistry(url: string): Promise<void> {
	await rest(url, '/rest/e2e/feature', {
		method: 'PATCH',
		body: { feature: CUSTOM_REGISTRY_FEATURE, enabled: true },
	});
}

export interface InstalledNode {
	name: string;
	type: string;
	latestVersion?: number | string;
}

export interface InstalledPackageInfo {
	packageName: string;
	installedVersion: string;
	installedNodes: InstalledNode[];
	updateAvailable?: string;
	failedLoading?: boolean;
	[k: string]: unknown;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * n8nRequest, asked again while n8n answers 503 "Database is not ready!" (its database health
 * check missed a beat; on a busy 2-core machine SQLite's can for a few seconds), up to 90 s.
 * n8n answers that in a middleware before the route runs: asking again is safe.
 */
export async function rest<T>(
	url: string,
	path: string,
	o: Parameters<typeof n8nRequest>[2] = {},
): Promise<HttpResult<T>> {
	const deadline = Date.now() + 90_000;
	for (;;) {
		try {
			return await n8nRequest<T>(url, path, o);
		} catch (e) {
			const msg = (e as Error).message;
			const notReady = / answered 503: .*Database is not ready/.test(msg);
			// A dropped connection (fetch failed: a kept-alive socket the busy server closed) is
			// asked again only for reads; installs and updates check the outcome (settled()).
			const read = (o.method ?? (o.body === undefined ? 'GET' : 'POST')) === 'GET';
			const dropped = read && / failed: fetch failed/.test(msg);
			if (!(notReady || dropped) || Date.now() > deadline) throw e;
			await sleep(1_000);
		}
	}
}

/**
 * A change (install, update, uninstall) whose connection dropped before the answer: n8n may
 * have done it anyway. Ask the Settings list until `done` says so (then its entry is the answer),
 * else send it once more.
 */
async function settled<T>(
	change: () => Promise<T>,
	url: string,
	cookie: string,
	done: (p: InstalledPackageInfo | undefined) => T | undefined,
): Promise<T> {
	try {
		return await change();
	} catch (e) {
		if (!/ failed: fetch failed/.test((e as Error).message)) throw e;
		const deadline = Date.now() + 60_000;
		while (Date.now() < deadline) {
			await sleep(2_000);
			const list = await listPackages(url, cookie).catch(() => undefined);
			const answer = list && done(list.find((p) => p.packageName === PACKAGE_NAME));
			if (answer !== undefined) return answer;
		}
		return await change();
	}
}

/** Some n8n versions wrap REST answers in `{ data }`. */
function unwrap<T>(body: unknown): T {
	if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
	return body as T;
}

/** POST /rest/community-packages {name, version}: what the Install button does. */
export async function installPackage(
	url: string,
	cookie: string,
	name: string,
	version?: string,
): Promise<InstalledPackageInfo> {
	const post = async () =>
		unwrap<InstalledPackageInfo>(
			(
				await rest(url, '/rest/community-packages', {
					cookie,
					body: version ? { name, version } : { name },
					timeoutMs: 180_000,
				})
			).body,
		);
	return await settled(post, url, cookie, (p) =>
		p && (!version || p.installedVersion === version) ? p : undefined,
	);
}

/** PATCH /rest/community-packages {name[, version]}: the Update button (latest when no version). */
export async function updatePackage(
	url: string,
	cookie: string,
	name: string,
	version?: string,
): Promise<InstalledPackageInfo> {
	const patch = async () =>
		unwrap<InstalledPackageInfo>(
			(
				await rest(url, '/rest/community-packages', {
					method: 'PATCH',
					cookie,
					body: version ? { name, version } : { name },
					timeoutMs: 180_000,
				})
			).body,
		);
	return await settled(patch, url, cookie, (p) =>
		p && (version ? p.installedVersion === version : !p.updateAvailable) ? p : undefined,
	);
}

/** DELETE /rest/community-packages?name=: the Uninstall button. */
export async function uninstallPackage(url: string, cookie: string, name: string): Promise<void> {
	const del = async () => {
		await rest(url, `/rest/community-packages?name=${encodeURIComponent(name)}`, {
			method: 'DELETE',
			cookie,
			timeoutMs: 180_000,
		});
		return true;
	};
	await settled(del, url, cookie, (p) => (p ? undefined : true));
}

/** GET /rest/community-packages: the list on the Settings page (with updateAvailable). */
export async function listPackages(url: string, cookie: string): Promise<InstalledPackageInfo[]> {
	const r = await rest(url, '/rest/community-packages', { cookie, timeoutMs: 120_000 });
	return unwrap<InstalledPackageInfo[]>(r.body);
}

/**
 * A type list the server offers the editor (/types/nodes.json, /types/credentials.json). n8n
 * writes these files anew after an install or update; read while it writes, one is not a JSON
 * list yet, so it is asked again for up to 30 s before the check fails, showing what came.
 */
async function typeList(
	url: string,
	cookie: string,
	path: string,
): Promise<Array<{ name: string }>> {
	const deadline = Date.now() + 30_000;
	for (;;) {
		const types = await rest<unknown>(url, path, { cookie, timeoutMs: 60_000 });
		if (Array.isArray(types.body)) return types.body as Array<{ name: string }>;
		if (Date.now() > deadline) {
			throw new Error(
				`${path} is not a list after 30 s: ${JSON.stringify(types.body).slice(0, 200)}`,
			);
		}
		await sleep(500);
	}
}

/**
 * Our node types among those the server offers the editor (GET /types/nodes.json), sorted. n8n
 * also offers each node marked usableAsTool a second time as `<type>Tool` (the AI agent's tool):
 * those are counted under their node's type.
 */
export async function ourNodeTypes(url: string, cookie: string): Promise<string[]> {
	const all = (await typeList(url, cookie, '/types/nodes.json')).map((t) => t.name);
	const ours = new Set(all.filter((n) => n.startsWith(`${PACKAGE_NAME}.`)));
	const base = (n: string) => (n.endsWith('Tool') && ours.has(n.slice(0, -4)) ? n.slice(0, -4) : n);
	return [...new Set([...ours].map(base))].sort();
}

/** Whether the server offers our credential type (GET /types/credentials.json). */
export async function hasCredentialType(
	url: string,
	cookie: string,
	credentialType: string,
): Promise<boolean> {
	const types = await typeList(url, cookie, '/types/credentials.json');
	return types.some((c) => c.name === credentialType);
}

/** What the nodes folder of a user folder holds for our package (version on disk, manifest entry). */
export function onDisk(userFolder: string): { version?: string; manifest?: string } {
	const nodes = communityNodesDir(userFolder);
	let version: string | undefined;
	let manifest: string | undefined;
	try {
		version = (
			JSON.parse(
				readFileSync(join(nodes, 'node_modules', PACKAGE_NAME, 'package.json'), 'utf8'),
			) as { version: string }
		).version;
	} catch {
		/* not there */
	}
	try {
		manifest = (
			JSON.parse(readFileSync(join(nodes, 'package.json'), 'utf8')) as {
				dependencies?: Record<string, string>;
			}
		).dependencies?.[PACKAGE_NAME];
	} catch {
		/* not there */
	}
	return { version, manifest };
}
