/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Debian's chromium, driven by playwright-core (no browser download: playwright-core has none).
 * scripts/browser.sh installs the `chromium` package when /usr/bin/chromium is missing.
 *
 * The flags keep the browser off the network (this machine refuses every non-loopback
 * connection; without --disable-background-networking chromium's own connections fail loudly)
 * and make it run as root in a container (--no-sandbox). Each run gets a new empty profile.
 */
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { chromium, selectors, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** The viewport of every page (and so of the screenshots in docs/). */
export const VIEWPORT = { width: 1280, height: 800 };

export interface Browser {
	context: BrowserContext;
	page: Page;
	profileDir: string;
	close(): Promise<void>;
}

// n8n marks its elements with data-test-id (not Playwright's default data-testid).
let testIdSet = false;

export async function launchBrowser(): Promise<Browser> {
	if (!existsSync(CHROMIUM_PATH)) {
		throw new Error(
			`${CHROMIUM_PATH} not found: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`,
		);
	}
	if (!testIdSet) {
		selectors.setTestIdAttribute('data-test-id');
		testIdSet = true;
	}
	const profileDir = mkdtempSync(join(tmpdir(), 'b2b-browser-profile-'));
	let context: BrowserContext;
	try {
		context = await chromium.launchPersistentContext(profileDir, {
			executablePath: CHROMIUM_PATH,
			headless: true,
			args: CHROMIUM_ARGS,
			viewport: VIEWPORT,
			// The editor's copy buttons and paste need it; harmless otherwise.
			permissions: ['clipboard-read', 'clipboard-write'],
			timeout: 60_000,
		});
	} catch (e) {
		rmSync(profileDir, { recursive: true, force: true });
		throw e;
	}
	const page = context.pages()[0] ?? (await context.newPage());
	page.setDefaultTimeout(45_000);
	// The editor's first load on a busy 2-core machine can take longer than a click.
	page.setDefaultNavigationTimeout(90_000);
	let closing: Promise<void> | undefined;
	return {
		context,
		page,
		profileDir,
		close: () => {
			closing ??= (async () => {
				await context.close().catch(() => undefined);
				rmSync(profileDir, { recursive: true, force: true });
			})();
			return closing;
		},
	};
}
