/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run platform`: run the fake platform on fixed ports (for the sandbox and manual tries).
 *
 *   --port N              API origin port            (env PLATFORM_PORT, default 4010)
 *   --upload-port N       upload/file origin port    (env PLATFORM_UPLOAD_PORT, default port + 1)
 *   --host H              listen address             (env PLATFORM_HOST, default 127.0.0.1)
 *   --path-mode M         main | alternative | both       (env PLATFORM_PATH_MODE, default both)
 *   --catalogue-size N    generated products         (env PLATFORM_CATALOGUE_SIZE, default 500)
 *   --demo / --no-demo    seed demo data             (env PLATFORM_DEMO=0|1, default on)
 *   --tenant name:key     repeatable                 (env PLATFORM_TENANTS="a:k1,b:k2";
 *                                                     default acme:acme-key-123 and globex:globex-key-456)
 *   --seed N              seed of the generators     (env PLATFORM_SEED)
 *   --routes              print every route (name, method, main and alternative paths) and exit
 */
import { readFileSync } from 'node:fs';

import { DEFAULT_TENANTS, PathMode, PlatformOptions, allRoutes, startPlatform } from './server';

/** Markdown table of every route: name, method, main paths, alternative paths (or "all modes"). */
export function routeTable(opts: PlatformOptions = {}): string {
	const rows = allRoutes(opts, () => {
		throw new Error('not running');
	}).map((r) => {
		const main = r.mainPaths.map((p) => `\`${p}\``).join('<br>') || '-';
		const alternative =
			r.always || r.alternativePaths === undefined
				? '(all modes)'
				: r.alternativePaths.map((p) => `\`${p}\``).join('<br>') || '-';
		return `| ${r.name} | ${r.method} | ${main}${r.whenQuery ? ` (with ?${r.whenQuery})` : ''} | ${alternative} |`;
	});
	return [
		'| Route | Method | Main path(s) | Alternative path(s) |',
		'|---|---|---|---|',
		...rows,
	].join('\n');
}

function fail(message: string): never {
	process.stderr.write(`platform: ${message}\n`);
	process.exit(2);
}

function int(name: string, v: string | undefined): number | undefined {
	if (v === undefined || v === '') return undefined;
	if (!/^\d+$/.test(v)) fail(`${name} must be a non-negative integer, got ${v}`);
	return Number(v);
}

function tenantPair(v: string): [string, string] {
	const i = v.indexOf(':');
	if (i <= 0 || i === v.length - 1) fail(`--tenant expects name:key, got ${v}`);
	return [v.slice(0, i), v.slice(i + 1)];
}

export function parseArgs(
	argv: string[],
	env: NodeJS.ProcessEnv,
): PlatformOptions & { help?: boolean; routes?: boolean } {
	const flags: Record<string, string> = {};
	const tenants: Array<[string, string]> = [];
	let demo: boolean | undefined;
	let help = false;
	let routes = false;
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		const [flag, inline] = a.includes('=')
			? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
			: [a, undefined];
		const value = () => {
			if (inline !== undefined) return inline;
			const v = argv[++i];
			if (v === undefined) fail(`${flag} needs a value`);
			return v;
		};
		switch (flag) {
			case '--help':
			case '-h':
				help = true;
				break;
			case '--routes':
				routes = true;
				break;
			case '--demo':
				demo = true;
				break;
			case '--no-demo':
				demo = false;
				break;
			case '--tenant':
				tenants.push(tenantPair(value()));
				break;
			case '--port':
			case '--upload-port':
			case '--host':
			case '--path-mode':
			case '--catalogue-size':
			case '--seed':
				flags[flag] = value();
				break;
			default:
				fail(`unknown argument ${a} (see --help)`);
		}
	}
	const port = int('--port', flags['--port'] ?? env.PLATFORM_PORT) ?? 4010;
	const uploadPort =
		int('--upload-port', flags['--upload-port'] ?? env.PLATFORM_UPLOAD_PORT) ?? port + 1;
	const pathMode = (flags['--path-mode'] ?? env.PLATFORM_PATH_MODE ?? 'both') as PathMode;
	if (!['main', 'alternative', 'both'].includes(pathMode))
		fail(`--path-mode must be main, alternative or both, got ${pathMode}`);
	if (tenants.length === 0 && env.PLATFORM_TENANTS) {
		for (const p of env.PLATFORM_TENANTS.split(',').filter(Boolean))
			tenants.push(tenantPair(p.trim()));
	}
	if (demo === undefined && env.PLATFORM_DEMO !== undefined)
		demo = !['0', 'false', 'no', 'off'].includes(env.PLATFORM_DEMO);
	return {
		help,
		routes,
		host: flags['--host'] ?? env.PLATFORM_HOST ?? '127.0.0.1',
		port,
		uploadPort,
		pathMode,
		catalogueSize: int(
			'--catalogue-size',
			flags['--catalogue-size'] ?? env.PLATFORM_CATALOGUE_SIZE,
		),
		seed: int('--seed', flags['--seed'] ?? env.PLATFORM_SEED),
		demoData: demo ?? true,
		tenants: tenants.length > 0 ? Object.fromEntries(tenants) : { ...DEFAULT_TENANTS },
	};
}

async function main(): Promise<void> {
	const { help, routes, ...opts } = parseArgs(process.argv.slice(2), process.env);
	if (routes) {
		process.stdout.write(`${routeTable(opts)}\n`);
		return;
	}
	if (help) {
		const doc = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(__filename, 'utf8'));
		process.stdout.write(`${(doc?.[1] ?? '').replace(/^ \*/gm, '').trim()}\n`);
		return;
	}
	const platform = await startPlatform(opts);
	const lines = [
		'Fake B2B commerce platform is running.',
		`  Base URL (API):   ${platform.url}`,
		`  Upload origin:    ${platform.uploadOrigin}`,
		`  Control plane:    ${platform.url}/_control   (no auth; e.g. POST ${platform.url}/_control/reset)`,
		`  Path mode:        ${opts.pathMode}`,
		`  Demo data:        ${opts.demoData ? 'on' : 'off'}`,
		'  Tenants (send headers  ApiAuth: <key>  and  platform-tenant: <tenant>):',
		...Object.entries(platform.tenants).map(([t, k]) => `    ${t.padEnd(16)} ${k}`),
		'Stop with Ctrl+C.',
	];
	process.stdout.write(`${lines.join('\n')}\n`);
	let stopping = false;
	const stop = (signal: string) => {
		if (stopping) return;
		stopping = true;
		process.stdout.write(`\n${signal}: stopping the fake platform\n`);
		platform.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
}

if (require.main === module) {
	main().catch((e: unknown) => {
		const err = e as NodeJS.ErrnoException;
		fail(
			err.code === 'EADDRINUSE'
				? `port in use (${err.message}); choose another with --port`
				: String(err?.stack ?? e),
		);
	});
}
