/* eslint-disable no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Signing in, and the node panel: searching "B2B" lists the nodes, each with its description;
 * the B2B Commerce app page lists our trigger (not "No B2B Commerce Triggers available"); the
 * words a user types (test/support/searches.ts) find the node they expect, and its page the action
 * or event they mean (the trigger panel of an empty canvas for the triggers, the panel after the
 * webhook trigger for the action node).
 */
import { B2bCommerceTrigger } from '../../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { OWNER } from '../../e2e/lib/n8n';
import { APP, SEARCHES } from '../../support/searches';
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';

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
		const { listed, entries } = await appPageSection(ctx, 'Triggers');
		const callout = await ed.nodeCreator.getByTestId('actions-panel-no-triggers-callout').count();
		check('the app page does not say "No B2B Commerce Triggers available"', callout === 0);
		check(
			'the app page lists the webhook trigger under Triggers (one entry per event, "On cart opened", ...)',
			listed.length > 0 && listed.every((n) => /^On /.test(n)),
			entries.slice(0, 8),
		);
		await shot('node-panel-app-page');
		await ed.closeNodeCreator();
	});
}

/** The entries under a category ("Triggers", "Actions") of the open app page (and all its entries). */
async function appPageSection(
	{ ed }: Ctx,
	category: 'Triggers' | 'Actions',
): Promise<{ listed: string[]; entries: string[] }> {
	const header = new RegExp(`^${category}`);
	await ed.nodeCreator
		.getByTestId('node-creator-category-item')
		.filter({ hasText: header })
		.waitFor();
	const entries = await ed.nodeCreator
		.locator('[data-test-id="node-creator-category-item"], [data-test-id="node-creator-item-name"]')
		.evaluateAll((els) =>
			els.map(
				(e) =>
					`${e.getAttribute('data-test-id') === 'node-creator-category-item' ? '#' : ''}${(e.textContent ?? '').trim()}`,
			),
		);
	const start = entries.findIndex((e) => header.test(e.slice(1)) && e.startsWith('#'));
	const end = entries.findIndex((e, i) => i > start && e.startsWith('#'));
	return { listed: entries.slice(start + 1, end === -1 ? undefined : end), entries };
}

/** The label of the webhook trigger's events field, as the node describes it. */
const EVENTS_LABEL =
	new B2bCommerceTrigger().description.properties.find((p) => p.name === 'events')?.displayName ??
	'(no events field)';

/** The searches whose app page is also kept as a screenshot (one per panel, and "get invoice"). */
const PAGE_SHOTS = ['login', 'get invoice', 'price list'];

/**
 * Findability (test/support/searches.ts): each search lists the entry expected among the first 5
 * results; where the search names an entry of the page (an action, an event), the B2B Commerce
 * page lists it: under Actions in the panel after the trigger, under Triggers in the trigger
 * panel, where the webhook trigger's events always are. "B2B Commerce Trigger" adds the webhook
 * trigger (its Events field checked); the action searches open the panel after it.
 */
export async function findability(ctx: Ctx): Promise<void> {
	const { ed } = ctx;
	await step(
		'F1',
		`node panel: ${SEARCHES.map((f) => `"${f.search}"`).join(', ')}; the Events field`,
		async () => {
			await ed.newWorkflow('Findability');
			let trigger = '';
			for (const f of SEARCHES) {
				if (f.panel === 'trigger') await ed.openTriggerPanel();
				else await ed.openNodeCreatorAfter(trigger);
				await ed.search(f.search);
				const expected = f.finds ?? APP;
				await ed
					.creatorItem(expected)
					.first()
					.waitFor({ timeout: 15_000 })
					.catch(() => undefined);
				const found = (
					await ed.nodeCreator.getByTestId('node-creator-item-name').allInnerTexts()
				).map((n) => n.trim());
				console.log(`     "${f.search}" (${f.panel}): ${JSON.stringify(found.slice(0, 6))}`);
				const at = found.indexOf(expected);
				check(
					`searching "${f.search}" in the ${f.panel} panel lists ${expected} among the first 5 results`,
					at >= 0 && at < 5,
					found.slice(0, 12),
				);
				// Searched in both panels: the trigger panel's screenshot gets its own name.
				const name = f.search.toLowerCase().replace(/\W+/g, '-');
				const twice = SEARCHES.some((g) => g !== f && g.search === f.search);
				await shot(`search-${name}${twice && f.panel === 'trigger' ? '-trigger-panel' : ''}`);
				const opensPage = f.panel === 'trigger' || f.entry !== undefined;
				if (at < 0 || expected !== APP || !opensPage) {
					await ed.closeNodeCreator();
					continue;
				}
				await ed.creatorItem(APP).first().click();
				// n8n renders a long list in batches (ItemsRenderer's lazy render): wait for the entry.
				if (f.entry)
					await ed
						.creatorItem(f.entry)
						.first()
						.waitFor({ state: 'attached', timeout: 15_000 })
						.catch(() => undefined);
				const { listed, entries } = await appPageSection(
					ctx,
					f.panel === 'trigger' ? 'Triggers' : 'Actions',
				);
				if (f.panel === 'trigger') {
					// The webhook trigger's entries: one per event ("On cart opened", ...).
					const webhook = listed.find((n) => /^On /.test(n));
					check(
						`its app page lists the webhook trigger under Triggers (${webhook ?? 'none'})`,
						!!webhook,
						entries.slice(0, 8),
					);
				}
				if (f.entry)
					check(
						`"${f.search}": the B2B Commerce page lists "${f.entry}" under ${f.panel === 'trigger' ? 'Triggers' : 'Actions'}`,
						listed.includes(f.entry),
						listed,
					);
				if (PAGE_SHOTS.includes(f.search)) {
					await ed
						.creatorItem(f.entry ?? APP)
						.first()
						.scrollIntoViewIfNeeded();
					await shot(`search-${name}-app-page`);
				}
				if (f.search === 'B2B Commerce Trigger') {
					const webhook = listed.find((n) => /^On /.test(n)) ?? 'On cart opened';
					trigger = await ed.addFound(webhook);
					await ed.ndv.waitFor();
					check(
						'the node added is the webhook trigger, B2B Commerce Trigger',
						/^B2B Commerce Trigger\d*$/.test(trigger),
						trigger,
					);
					equal(
						`the trigger's events field reads "${EVENTS_LABEL}"`,
						await ed.labelOf('events'),
						EVENTS_LABEL,
					);
					await shot('trigger-events');
					await ed.closeNdv();
					continue;
				}
				await ed.closeNodeCreator();
			}
		},
		{ independent: true },
	);
}
