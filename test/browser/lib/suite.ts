/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The browser suite's bookkeeping: checks (PASS / FAIL lines), steps (a step that throws stops
 * the later ones, which are reported as not run), per-step timings and screenshots.
 *
 * Screenshots of one n8n line go to test/browser/.shots/<version>/ (gitignored); with
 * BROWSER_DOCS=1 to docs/screenshots/<version>/ (committed, linked from the README). A failing
 * step saves `failed-<step>.png` there.
 */
import { mkdirSync } from 'fs';
import { join } from 'path';

import type { Page } from 'playwright-core';

import { REPO_ROOT } from '../../e2e/lib/n8n';

export const results = { passed: 0, failed: 0 };
export const timings: Record<string, number> = {};

let currentStep = '';
let stopped = false;
let page: Page | undefined;
let shotsDir = join(__dirname, '..', '.shots');

/** Where this line's screenshots go (call once the n8n version is known). */
export function useShotsDir(version: string): string {
	shotsDir =
		process.env.BROWSER_DOCS === '1'
			? join(REPO_ROOT, 'docs', 'screenshots', version)
			: join(__dirname, '..', '.shots', version);
	return shotsDir;
}

/** The page screenshots are taken of. */
export function usePage(p: Page | undefined): void {
	page = p;
}

let failureReport: (() => string) | undefined;

/**
 * What a failed step prints besides its screenshot (the tail of the n8n log, the fake platform's
 * last requests), so a slow or stuck n8n can be told from a slow platform or editor.
 */
export function useFailureReport(report: () => string): void {
	failureReport = report;
}

export function check(name: string, ok: boolean, detail?: unknown): boolean {
	if (ok) results.passed++;
	else results.failed++;
	const d =
		detail === undefined ? '' : typeof detail === 'string' ? detail : JSON.stringify(detail);
	console.log(
		`${ok ? 'PASS' : 'FAIL'} ${currentStep ? `[${currentStep}] ` : ''}${name}${!ok && d ? `\n     ${d.slice(0, 2_000)}` : ''}`,
	);
	return ok;
}

/** JSON with object keys sorted (the order of keys in what the fake stored is not the point). */
export function canonical(value: unknown): string {
	return JSON.stringify(value, (_k, v: unknown) =>
		v && typeof v === 'object' && !Array.isArray(v)
			? Object.fromEntries(
					Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
						a < b ? -1 : a > b ? 1 : 0,
					),
				)
			: v,
	);
}

export function equal(name: string, actual: unknown, expected: unknown): boolean {
	const a = canonical(actual);
	const e = canonical(expected);
	return check(name, a === e, `expected ${e}\n     actual   ${a}`);
}

/** A screenshot of the whole page, without the pointer's hover effects and toasts. */
export async function shot(name: string): Promise<void> {
	if (!page) return;
	mkdirSync(shotsDir, { recursive: true });
	await page.mouse.move(2, 560);
	const toasts = page.locator('.el-notification .el-notification__closeBtn:visible');
	for (let i = (await toasts.count()) - 1; i >= 0; i--)
		await toasts
			.nth(i)
			.click()
			.catch(() => undefined);
	await page
		.locator('.el-notification:visible')
		.first()
		.waitFor({ state: 'hidden', timeout: 3_000 })
		.catch(() => undefined);
	await page.waitForTimeout(150);
	await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}

/**
 * One step; after a step that threw, the later ones are reported as not run (and failed), unless
 * `independent` (the step starts from a fresh page of its own).
 */
export async function step(
	id: string,
	title: string,
	fn: () => Promise<void>,
	opts: { independent?: boolean } = {},
): Promise<void> {
	currentStep = `${id} ${title}`;
	if (stopped && !opts.independent) {
		check('not run: an earlier step failed', false);
		currentStep = '';
		return;
	}
	console.log(`\n== ${id}. ${title}`);
	const t0 = Date.now();
	const failedBefore = results.failed;
	try {
		await fn();
	} catch (e) {
		// The editor is in an unknown state: the later steps cannot build on it.
		if (!opts.independent) stopped = true;
		check('ran to the end without an exception', false, (e as Error).stack ?? String(e));
	}
	timings[`${id}. ${title}`] = Date.now() - t0;
	console.log(`     (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
	if (results.failed > failedBefore) {
		await shot(`failed-${id}`).catch(() => undefined);
		console.log(`     (screenshot: ${join(shotsDir, `failed-${id}.png`)})`);
		if (failureReport) console.log(failureReport());
	}
	currentStep = '';
}
