/**
 * Experiments behind the findings in RESULTS.md: case 1's writes with variants of the built
 * package, patched in a temporary copy of dist/ (the repository's files are not touched).
 * Not part of `npm run bench`:
 *
 *   node_modules/.bin/ts-node --transpile-only test/bench/experiment.ts [writes|latency] [n=1000] [repeats=3] [variants=asIs,cacheCreds,passCreds]
 *
 * Modes: writes = case 1 (zero latency; our node at 5 and 10 in flight, the HTTP Request node
 * with a plain header and with a Header Auth credential); latency = case 2 at 10 in flight and
 * case 3 at 20 in flight (50 ms per call; 429 beyond 10 in flight, Retry-After 1 s).
 *
 * Variants (transport/request.js of the built package):
 * - asIs: the package as built (`npm run build` first).
 * - cacheCreds: getPlatformCredentials remembers the decrypted credential per node execution
 *   context (one `getCredentials` per execution instead of one per request).
 * - passCreds: cacheCreds, and the credential is handed to `httpRequestWithAuthentication` as
 *   `additionalCredentialOptions.credentialsDecrypted`, so n8n does not load and decrypt it
 *   again for every request (n8n still applies the credential's `authenticate`).
 * - ownHeaders: cacheCreds, and the headers the credential's `authenticate` would add are set by
 *   the node itself, sent with `httpRequest` (measures what n8n's per-request authenticate costs;
 *   not a proposal: the project sends through httpRequestWithAuthentication).
 * - gateCeiling: (transport/gate.js) after a 429 the gate never probes up to the number in
 *   flight that was refused (it may still climb back to one below it).
 * - gateBackoff: (transport/gate.js) each probe that ends in a 429 doubles the run of successes
 *   needed before the next probe.
 * - passCreds+gateCeiling: both.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import type { FakePlatform } from '../platform/server';
import { startPlatform } from '../platform/server';
import { fmt, log, median, ms, REPO_ROOT } from './lib';
import { N8nBench } from './n8nCases';

const CACHE_FROM = `async function getPlatformCredentials() {
    return (await this.getCredentials(exports.CREDENTIAL_TYPE));
}`;
const CACHE_TO = `const credentialCache = new WeakMap();
async function getPlatformCredentials() {
    let pending = credentialCache.get(this);
    if (!pending) {
        pending = this.getCredentials(exports.CREDENTIAL_TYPE);
        credentialCache.set(this, pending);
        pending.catch(() => credentialCache.delete(this));
    }
    return (await pending);
}`;
const PASS_FROM = `response = (await this.helpers.httpRequestWithAuthentication.call(this, exports.CREDENTIAL_TYPE, { ...options }));`;
const OWN_HEADERS_TO = `response = (await this.helpers.httpRequest.call(this, { ...options, headers: { ...(options.headers ?? {}), ApiAuth: credentials.apiKey, 'platform-tenant': credentials.tenant, accept: '*/*' } }));`;
const PASS_TO = `response = (await this.helpers.httpRequestWithAuthentication.call(this, exports.CREDENTIAL_TYPE, { ...options }, { credentialsDecrypted: { id: node.credentials?.[exports.CREDENTIAL_TYPE]?.id ?? '', name: node.credentials?.[exports.CREDENTIAL_TYPE]?.name ?? '', type: exports.CREDENTIAL_TYPE, data: { ...credentials } } }));`;

export const GATE_RELEASE_FROM = `        if (outcome === 'rateLimited') {
            this.limit = Math.max(1, Math.min(this.limit, this.inFlight));
            this.successes = 0;
        }
        else if (outcome === 'ok' && Number.isFinite(this.limit) && ++this.successes >= this.limit * 4) {
            this.limit++;
            this.successes = 0;
        }`;
const GATE_CEILING_TO = `        if (outcome === 'rateLimited') {
            this.ceiling = Math.min(this.ceiling ?? Infinity, this.inFlight + 1);
            this.limit = Math.max(1, Math.min(this.limit, this.inFlight));
            this.successes = 0;
        }
        else if (outcome === 'ok' && Number.isFinite(this.limit) && this.limit + 1 < (this.ceiling ?? Infinity) && ++this.successes >= this.limit * 4) {
            this.limit++;
            this.successes = 0;
        }`;
const GATE_BACKOFF_TO = `        if (outcome === 'rateLimited') {
            if (this.probed) this.probeFactor = (this.probeFactor ?? 4) * 2;
            this.probed = false;
            this.limit = Math.max(1, Math.min(this.limit, this.inFlight));
            this.successes = 0;
        }
        else if (outcome === 'ok' && Number.isFinite(this.limit) && ++this.successes >= this.limit * (this.probeFactor ?? 4)) {
            this.limit++;
            this.probed = true;
            this.successes = 0;
        }`;

export function variantDir(name: string): string {
	const dir = mkdtempSync(join(tmpdir(), `b2b-variant-${name}-`));
	cpSync(join(REPO_ROOT, 'package.json'), join(dir, 'package.json'));
	cpSync(join(REPO_ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
	const file = join(dir, 'dist', 'nodes', 'B2bCommerce', 'transport', 'request.js');
	let js = readFileSync(file, 'utf8');
	const replace = (from: string, to: string) => {
		if (!js.includes(from)) throw new Error(`patch for ${name} does not apply: ${from.slice(0, 60)}`);
		js = js.replace(from, to);
	};
	const parts = name.split('+');
	if (parts.includes('cacheCreds') || parts.includes('passCreds')) replace(CACHE_FROM, CACHE_TO);
	if (parts.includes('ownHeaders')) replace(CACHE_FROM, CACHE_TO);
	if (parts.includes('passCreds')) replace(PASS_FROM, PASS_TO);
	if (parts.includes('ownHeaders')) replace(PASS_FROM, OWN_HEADERS_TO);
	writeFileSync(file, js);
	const gateFile = join(dir, 'dist', 'nodes', 'B2bCommerce', 'transport', 'gate.js');
	js = readFileSync(gateFile, 'utf8');
	if (parts.includes('gateCeiling')) replace(GATE_RELEASE_FROM, GATE_CEILING_TO);
	if (parts.includes('gateBackoff')) replace(GATE_RELEASE_FROM, GATE_BACKOFF_TO);
	writeFileSync(gateFile, js);
	return dir;
}

async function main(): Promise<void> {
	const [mode = 'writes', nText = '1000', repeatsText = '3', variantsText = 'asIs,cacheCreds,passCreds'] = process.argv.slice(2);
	const n = Number(nText);
	const repeats = Number(repeatsText);
	const platform = await startPlatform({ logLimit: 1_000 });
	const summary: string[] = [];
	const latency = (p: FakePlatform) => p.control.setLatency(50);
	const limited = (p: FakePlatform) => {
		p.control.setLatency(50);
		p.control.setConcurrencyLimit({ max: 10, retryAfter: 1 });
	};
	const plan: Array<{ label: string; path: string; setup?: (p: FakePlatform) => void }> =
		mode === 'latency'
			? [
					{ label: 'ours 10 in flight, 50 ms', path: 'bench-ours-10', setup: latency },
					{ label: 'ours 20 in flight, 50 ms, 429 >10', path: 'bench-ours-20', setup: limited },
				]
			: [
					{ label: 'ours default (5)', path: 'bench-ours-default' },
					{ label: 'ours 10 in flight', path: 'bench-ours-10' },
					{ label: 'HTTP defaults', path: 'bench-http-default' },
					{ label: 'HTTP Header Auth', path: 'bench-http-headerauth' },
				];
	try {
		for (const variant of variantsText.split(',')) {
			const packageDir = variant === 'asIs' ? undefined : variantDir(variant);
			const bench = await N8nBench.start(platform, packageDir ? { packageDir } : { build: false });
			try {
				for (const step of plan) await bench.run(step.path, 100);
				const times = new Map<string, number[]>(plan.map((p) => [p.label, []]));
				for (let i = 0; i < repeats; i++) {
					for (const step of plan) {
						const r = await bench.run(step.path, n, step.setup);
						if (r.stored !== n || r.status !== 'success') throw new Error(`${variant} ${step.label}: ${r.status}, stored ${r.stored}: ${r.error}`);
						times.get(step.label)!.push(r.nodeMs);
						log(`${variant} ${step.label}: node ${ms(r.nodeMs)} = ${fmt(n / (r.nodeMs / 1000))} items/s; 429s ${r.rejected}, most in flight ${r.stats.inFlightMax}`);
					}
				}
				const base = median(times.get(plan[mode === 'latency' ? 0 : 2].label)!);
				for (const [label, list] of times) {
					const m = median(list);
					summary.push(
						`${variant.padEnd(22)} ${label.padEnd(34)} median ${ms(m).padStart(9)} = ${fmt(n / (m / 1000)).padStart(6)} items/s (${list.map((x) => ms(x)).join(', ')})` +
							(mode === 'latency' ? '' : ` = ${(base / m).toFixed(2)}x HTTP defaults`),
					);
				}
			} finally {
				await bench.stop();
				if (packageDir) rmSync(packageDir, { recursive: true, force: true });
			}
		}
	} finally {
		await platform.close();
	}
	process.stdout.write(`\n${summary.join('\n')}\n`);
}

if (require.main === module) {
	main().catch((error: unknown) => {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exit(1);
	});
}
