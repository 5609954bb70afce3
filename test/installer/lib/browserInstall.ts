/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The install a person makes in the editor: Settings > Community Nodes > "Install a community
 * node", the package name typed, the risk checkbox ticked, Install clicked; then the package's
 * card in the list. Debian's chromium through playwright-core (test/browser/lib/browser.ts).
 * Selectors are n8n's own data-test-id attributes (package-name-input, user-agreement-checkbox,
 * install-community-package-button, community-package-card) and visible labels.
 */
import { mkdirSync } from 'fs';
import { dirname } from 'path';

import { launchBrowser } from '../../browser/lib/browser';
import { Editor } from '../../browser/lib/editor';

export interface StepResult {
	name: string;
	ok: boolean;
	detail?: string;
}

export async function installFromSettingsPage(o: {
	url: string;
	owner: { email: string; password: string };
	packageName: string;
	/** Where the screenshot of the list with the installed package goes. */
	screenshot: string;
	/** Called with the browser's close function as soon as it runs (the caller's cleanup). */
	onBrowser?: (close: () => Promise<void>) => void;
}): Promise<{ steps: StepResult[] }> {
	const steps: StepResult[] = [];
	const step = async (name: string, fn: () => Promise<string | void>): Promise<boolean> => {
		try {
			const detail = await fn();
			steps.push({ name, ok: true, detail: detail || undefined });
			return true;
		} catch (e) {
			steps.push({
				name,
				ok: false,
				detail: (e as Error).message.split('\n').slice(0, 6).join(' | '),
			});
			return false;
		}
	};
	const browser = await launchBrowser();
	o.onBrowser?.(browser.close);
	const { page } = browser;
	// The editor's first load (a few MB of scripts) takes long on a busy 2-core machine.
	page.setDefaultNavigationTimeout(120_000);
	page.setDefaultTimeout(60_000);
	try {
		const editor = new Editor(page, o.url);
		if (
			!(await step('browser: signed in as the owner', () =>
				editor.signIn(o.owner.email, o.owner.password),
			))
		)
			return { steps };
		const ok = await step('browser: Settings > Community Nodes shows the empty list', async () => {
			await page.goto(`${o.url}/settings/community-nodes`);
			await page
				.getByText('Install a community node', { exact: true })
				.waitFor({ timeout: 30_000 });
		});
		if (!ok) return { steps };
		if (
			!(await step('browser: "Install a community node" opens the install dialog', async () => {
				await page.getByText('Install a community node', { exact: true }).click();
				await page.getByTestId('package-name-input').waitFor();
			}))
		)
			return { steps };
		if (
			!(await step(
				'browser: package name typed, risk checkbox ticked, Install enabled',
				async () => {
					const box = page.getByTestId('package-name-input');
					const isInput = await box.evaluate((e) => e.tagName === 'INPUT');
					await (isInput ? box : box.locator('input')).fill(o.packageName);
					const install = page.getByTestId('install-community-package-button');
					if (await install.isEnabled())
						throw new Error('Install was enabled before the risk checkbox was ticked');
					await page.getByTestId('user-agreement-checkbox').click();
					const deadline = Date.now() + 10_000;
					while (!(await install.isEnabled())) {
						if (Date.now() > deadline)
							throw new Error('Install stayed disabled after the checkbox');
						await page.waitForTimeout(100);
					}
				},
			))
		)
			return { steps };
		await step('browser: Install clicked; the package is listed with its version', async () => {
			const card = page.getByTestId('community-package-card').filter({ hasText: o.packageName });
			// On a busy machine n8n can answer 503 "Database is not ready!" (its SQLite health check
			// missed a beat): the dialog stays open with that error. A person clicks Install again.
			const notReady = page.getByText('Database is not ready', { exact: false });
			for (let attempt = 1; ; attempt++) {
				await page.getByTestId('install-community-package-button').click();
				const outcome = await Promise.race([
					card
						.waitFor({ timeout: 180_000 })
						.then(() => 'listed')
						.catch(() => 'timeout'),
					notReady
						.first()
						.waitFor({ timeout: 180_000 })
						.then(() => 'not ready')
						// Never settles first on its own timeout: the card's wait reports that.
						.catch(() => new Promise<string>(() => undefined)),
				]);
				if (outcome !== 'not ready' || attempt >= 3) break;
				await notReady
					.first()
					.waitFor({ state: 'hidden', timeout: 30_000 })
					.catch(() => undefined);
			}
			await card.waitFor({ timeout: 30_000 });
			await page.getByTestId('package-name-input').waitFor({ state: 'hidden', timeout: 30_000 });
			return (await card.innerText()).replace(/\s+/g, ' ').trim();
		});
		await step('browser: "Package installed" message shown', async () => {
			await page
				.getByText('Package installed', { exact: false })
				.first()
				.waitFor({ timeout: 15_000 });
		});
		await step(`browser: screenshot saved`, async () => {
			mkdirSync(dirname(o.screenshot), { recursive: true });
			await page.screenshot({ path: o.screenshot });
		});
	} finally {
		await browser.close();
	}
	return { steps };
}
