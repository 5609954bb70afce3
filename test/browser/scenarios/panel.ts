/**
 * Signing in, and the node panel: searching "B2B" lists the nodes, each with its description;
 * the B2B Commerce app page lists our trigger (not "No B2B Commerce Triggers available").
 */
import { OWNER } from '../../e2e/lib/n8n';
import type { Ctx } from '../lib/context';
import { check, shot, step } from '../lib/suite';

export async function panel(ctx: Ctx): Promise<void> {
	const { ed, page } = ctx;
	await step('1', 'sign in', async () => {
		await ed.signIn(OWNER.email, OWNER.password);
		check(
			'the editor left the sign-in page',
			!new URL(page.url()).pathname.startsWith('/signin'),
			page.url(),
		);
	});

	await step('2', 'node panel: search and the B2B Commerce app page', async () => {
		await ed.newWorkflow('Invoices from the browser');
		await ed.openTriggerPanel();
		await ed.search('B2B');
		await ed.creatorItem('B2B Commerce').waitFor();
		const found = await ed.nodeCreator.getByTestId('node-creator-item-name').allInnerTexts();
		check(
			'searching "B2B" lists B2B Commerce and a B2B Commerce trigger',
			found.includes('B2B Commerce') && found.some((n) => /trigger/i.test(n)),
			found,
		);
		// Each entry (NodeCreatorNode) holds its name and, when n8n gives it one, its description.
		const described = await ed.nodeCreator
			.locator('[data-test-id="node-creator-action-item"], [data-test-id="node-creator-node-item"]')
			.evaluateAll((els) =>
				els.map((e) => [
					(e.querySelector('[data-test-id="node-creator-item-name"]')?.textContent ?? '').trim(),
					(
						e.querySelector('[data-test-id="node-creator-item-description"]')?.textContent ?? ''
					).trim(),
				]),
			);
		const ours = described.filter(([name]) => /^B2B Commerce/.test(name));
		check(
			'the search results show a description under every B2B Commerce entry',
			ours.length >= 2 && ours.every(([, text]) => text.length > 20),
			ours,
		);
		await shot('node-panel-search');
		await ed.creatorItem('B2B Commerce').click();
		const triggers = ed.nodeCreator
			.getByTestId('node-creator-category-item')
			.filter({ hasText: /^Triggers/ });
		await triggers.waitFor();
		const entries = await ed.nodeCreator
			.locator(
				'[data-test-id="node-creator-category-item"], [data-test-id="node-creator-item-name"]',
			)
			.evaluateAll((els) =>
				els.map(
					(e) =>
						`${e.getAttribute('data-test-id') === 'node-creator-category-item' ? '#' : ''}${(e.textContent ?? '').trim()}`,
				),
			);
		const start = entries.findIndex((e) => e.startsWith('#Triggers'));
		const end = entries.findIndex((e, i) => i > start && e.startsWith('#'));
		const listed = entries.slice(start + 1, end === -1 ? undefined : end);
		const callout = await ed.nodeCreator.getByTestId('actions-panel-no-triggers-callout').count();
		check('the app page does not say "No B2B Commerce Triggers available"', callout === 0);
		check(
			'the app page lists a B2B Commerce trigger under Triggers',
			listed.length > 0 && listed.every((n) => /B2B Commerce/.test(n)),
			entries.slice(0, 8),
		);
		await shot('node-panel-app-page');
		await ed.closeNodeCreator();
	});
}
