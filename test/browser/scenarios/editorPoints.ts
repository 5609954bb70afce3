/* eslint-disable no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * What a new user meets in the forms, checked where they see it: on a fresh invoice node before
 * any run, the Items line open with its required fields marked, and a required field marked once
 * left empty; the Input Mode hint; the Currency dropdown (names, search by name, codes that are
 * not money at the end); a document's Operator ID as a list picker. (The webhook trigger's
 * events field: panel.ts, findability.)
 */
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';

export async function editorPoints(ctx: Ctx): Promise<void> {
	const { ed, page } = ctx;

	await step(
		'E1',
		'a fresh Invoice > Create or Replace: required fields marked, Input Mode hint, currencies',
		async () => {
			await ed.newWorkflow('A fresh invoice');
			const trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			await ed.addNode({
				after: trigger,
				search: 'B2B Commerce',
				node: 'B2B Commerce',
				action: /^Create or replace (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			// n8n marks a required field that is still empty with an issue marker, except on a node
			// just added ("pristine"): there it hides the markers of the top-level fields until the
			// field is left (blur) or the node runs (n8n's NodeSettings, hiddenIssuesInputs, on 2.8 and
			// 2.40 alike). The fields of the Items line, inside a list, are marked at once.
			const fresh = (await ed.markedFields()).map((l) => l.replace(/\s+(Fixed|Expression).*$/, ''));
			console.log(`     n8n ${ctx.version} marks on a fresh node: ${JSON.stringify(fresh)}`);
			const lineLabels = await ed.labels();
			check(
				'Items starts with one empty line: its fields show on a fresh node',
				lineLabels.includes('Unit Net Price') && lineLabels.includes('Quantity'),
				lineLabels,
			);
			check(
				"the empty line's required fields are marked at once (Item Name, Quantity, Unit Net Price), Discount is not",
				['Item Name', 'Quantity', 'Unit Net Price'].every((l) => fresh.includes(l)) &&
					!fresh.includes('Discount'),
				fresh,
			);
			await ed.scrollTo('lines');
			await shot('fresh-invoice-lines');
			// Leaving Invoice Number empty marks it, as it marks any required top-level field.
			const numberInput = ed.param('number').locator('input').first();
			await numberInput.focus();
			await numberInput.blur();
			await page.waitForTimeout(300);
			const touched = (await ed.markedFields()).map((l) =>
				l.replace(/\s+(Fixed|Expression).*$/, ''),
			);
			check(
				'Invoice Number, left empty, is marked as required',
				touched.includes('Invoice Number'),
				touched,
			);
			const hint = await ed.hint('inputMode');
			check(
				'the Input Mode hint says what switching does to the values entered',
				/Switching mode/.test(hint),
				hint,
			);
			await shot('fresh-invoice-required');

			// Currency: names in the labels, a name typed finds its code, non-money codes last.
			const currencies = await ed.options('currencyCode');
			check(
				'the currencies are labelled with their names (EUR - Euro, PLN - Polish Zloty)',
				currencies.includes('EUR - Euro') && currencies.includes('PLN - Polish Zloty'),
				currencies.slice(0, 10),
			);
			const firstOdd = currencies.findIndex((c) => /not a currency|no currency/i.test(c));
			const xts = currencies.findIndex((c) => c.startsWith('XTS - '));
			check(
				'codes that are not money (XTS, XXX, XAU, ...) come after every currency, labelled as such',
				firstOdd > 100 &&
					currencies.slice(firstOdd).every((c) => /not a currency|no currency/i.test(c)) &&
					xts >= firstOdd &&
					/testing/i.test(currencies[xts] ?? ''),
				currencies.slice(firstOdd - 2),
			);
			const found = await ed.typeInDropdown('currencyCode', 'Swiss');
			check(
				'typing "Swiss" in Currency finds CHF - Swiss Franc',
				found.includes('CHF - Swiss Franc'),
				found,
			);
			await shot('currency-search');
			await page.keyboard.press('Escape');
			await ed.closeNdv();
		},
		{ independent: true },
	);

	await step(
		'E2',
		"a document's Operator ID is picked from a list (From List, By ID)",
		async () => {
			await ed.newWorkflow('An invoice with its operator');
			const trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			await ed.addNode({
				after: trigger,
				search: 'B2B Commerce',
				node: 'B2B Commerce',
				action: /^Create or replace (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			await ed.addCollectionEntry('operator');
			const operator = ed.ndv.getByTestId('fixed-collection-operator');
			await operator.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await shot('operator-picker');
			// n8n: data-test-id=resource-locator-<name>, its mode dropdown rlc-mode-selector.
			const picker = operator.getByTestId('resource-locator-operatorId');
			check(
				"Operator ID shows n8n's list picker (a resource locator)",
				(await picker.count()) === 1,
				await operator.innerText(),
			);
			const mode = await picker
				.getByTestId('rlc-mode-selector')
				.locator('input')
				.first()
				.inputValue();
			check('the picker starts on From List', /^from list$/i.test(mode.trim()), mode);
			await ed.closeNdv();
		},
		{ independent: true },
	);

	void equal;
}
