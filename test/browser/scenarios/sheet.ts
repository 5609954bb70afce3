/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Invoices from a sheet: Read/Write Files from Disk + Extract from File read
 * test/browser/data/invoice-lines.csv; a second B2B Commerce node in Spreadsheet Rows mode: its
 * Columns on Map Automatically, then Calculate Amounts on and the sheet mapped by hand in Map Each
 * Column Manually, its amounts left to the option (results.ts runs it); every column label of
 * every document measured against the mapper's width.
 */
import { join } from 'path';

import type { Locator } from 'playwright-core';

import { resources } from '../../../nodes/B2bCommerce/resources';
import { csvRows } from './data';
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';

/**
 * The sheet mapped by hand, column id → the CSV's column (or `fixed:` a dropdown's value): every
 * column the invoice needs but the amounts Calculate Amounts fills.
 */
const HAND_MAPPED: Array<[string, string]> = [
	['number', 'Invoice Number'],
	['documentDate', 'Document Date'],
	['saleDate', 'Sale Date'],
	['paymentDate', 'Payment Date'],
	['currencyCode', 'fixed:PLN'],
	['customerPurchaseNumbers', 'Customer Purchase Numbers'],
	['clientId', 'Client ID'],
	['clientType', 'fixed:Organization'],
	['clientName', 'Client Name'],
	['clientStreet', 'Client Street'],
	['clientPostalCode', 'Client Postal Code'],
	['clientCity', 'Client City'],
	['clientCountry', 'Client Country'],
	['paymentMethodId', 'Payment Method ID'],
	['paymentMethodName', 'Payment Method Name'],
	['lineType', 'fixed:Product'],
	['lineItemName', 'Item Name'],
	['lineSku', 'SKU'],
	['lineQuantity', 'Quantity'],
	['lineUnit', 'Unit'],
	['lineUnitNetPrice', 'unit_net_price'],
	['lineTaxRateValue', 'Tax Rate Value'],
	['lineTaxRateName', 'Tax Rate Name'],
	['lineDiscount', 'Discount'],
];

/**
 * Whether every column label of every document fits n8n's default panel width: the width the
 * mapper gives a label and its font, measured here, against each label's width in that font.
 */
async function measureLabels(fields: Locator): Promise<void> {
	const all = [
		...new Set(
			resources.flatMap((resource) =>
				resource.operations.flatMap((operation) =>
					(operation.columns?.({}) ?? []).map((field) => field.displayName),
				),
			),
		),
	];
	const measured = await fields.evaluate((node, labels) => {
		// What is used of the page's DOM here (the suite compiles without the DOM types).
		type El = {
			/** Missing on an icon's SVG element. */
			innerText?: string;
			scrollWidth: number;
			clientWidth: number;
			querySelector(selector: string): El | null;
			querySelectorAll(selector: string): ArrayLike<El>;
			getBoundingClientRect(): { width: number };
		};
		const page = globalThis as unknown as {
			getComputedStyle(el: El): { fontWeight: string; fontSize: string; fontFamily: string };
			document: {
				createElement(tag: 'canvas'): {
					getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
				};
			};
		};
		const container = node as unknown as El;
		const firstLine = (el: El) => (el.innerText ?? '').split('\n')[0].trim();
		// The element that holds (and cuts) a label's text: the innermost one with that text.
		const textOf = (label: El) =>
			Array.from(label.querySelectorAll('*'))
				.reverse()
				.find((el) => firstLine(el) !== '' && firstLine(el) === firstLine(label)) ?? label;
		const labels0 = Array.from(container.querySelectorAll('[data-test-id="input-label"] label'));
		const text = textOf(labels0[0]);
		const style = page.getComputedStyle(text);
		const context = page.document.createElement('canvas').getContext('2d');
		context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
		const cut = labels0.filter((label) => {
			const inner = textOf(label);
			return inner.scrollWidth > inner.clientWidth + 1;
		});
		return {
			font: context.font,
			// A cut label's text box is as wide as a label's text may be; uncut, the label's own box.
			available: cut.length ? textOf(cut[0]).clientWidth : labels0[0].getBoundingClientRect().width,
			text: text.getBoundingClientRect().width,
			labelBox: labels0[0].getBoundingClientRect().width,
			widths: labels.map((l) => [l, Math.ceil(context.measureText(l).width)] as [string, number]),
			cut: cut.map(firstLine),
		};
	}, all);
	const sorted = [...measured.widths].sort((a, b) => b[1] - a[1]);
	console.log(
		`     labels: font ${measured.font}, first label text ${measured.text.toFixed(0)} px, room for ${measured.available.toFixed(0)} px (label ${measured.labelBox.toFixed(0)} px); widest ${JSON.stringify(sorted.slice(0, 8))}; by length ${JSON.stringify(
			[...all]
				.sort((a, b) => b.length - a.length)
				.slice(0, 5)
				.map((l) => [l, l.length, measured.widths.find((w) => w[0] === l)?.[1]]),
		)}`,
	);
	equal('no label shown in the mapper is cut', measured.cut, []);
	check(
		`every column label of every document fits the mapper's ${measured.available.toFixed(0)} px`,
		sorted[0][1] <= measured.available,
		sorted.filter(([, w]) => w > measured.available),
	);
}

export async function sheet(ctx: Ctx): Promise<void> {
	const { ed, page, names, filesDir } = ctx;
	await step('6', 'read the CSV: Read/Write Files from Disk + Extract from File', async () => {
		names.read = await ed.addNode({
			after: names.form,
			search: 'Read/Write Files',
			node: 'Read/Write Files from Disk',
			action: 'Read File(s) From Disk',
		});
		names.read = await ed.renameOpenNode('Read Invoice Lines');
		await ed.fill('fileSelector', join(filesDir, 'invoice-lines.csv'));
		await ed.closeNdv();
		names.extract = await ed.addNode({
			after: names.read,
			search: 'Extract from File',
			node: 'Extract from File',
			action: 'Extract from CSV',
		});
		names.extract = await ed.renameOpenNode('Rows From CSV');
		await ed.closeNdv();
		equal('four nodes on the canvas', (await ed.nodeNames()).length, 4);
	});

	await step(
		'7',
		'B2B Commerce in Spreadsheet Rows mode, Columns on Map Automatically',
		async () => {
			names.rows = await ed.addNode({
				after: names.extract,
				search: 'B2B',
				node: 'B2B Commerce',
				action: /^Create or replace (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			names.rows = await ed.renameOpenNode('Invoices From the Sheet');
			check(
				'the node took the only credential',
				(await ed.ndv.getByTestId('node-credentials-select').locator('input').inputValue()) !== '',
			);
			// "Execute previous nodes" shows the CSV's rows in the input panel (it also sends the form's
			// invoice once; the run of step 8 replaces it, and the request log is cleared before it).
			await ed.ndv.getByTestId('execute-previous-node').click();
			const inputPanel = ed.ndv.getByTestId('ndv-input-panel');
			await inputPanel
				.getByText('Invoice Number', { exact: true })
				.first()
				.waitFor({ timeout: 60_000 });
			const rowCount = csvRows().length;
			check(
				`the input panel shows the CSV read by Extract from File (${rowCount} items)`,
				(await inputPanel.getByText(`${rowCount} items`, { exact: true }).count()) > 0,
				(await inputPanel.innerText()).slice(0, 300),
			);
			// The Columns mapper asks n8n for its fields once shown: its answer decides any notice.
			const fieldsAnswer = page.waitForResponse(
				(r) => r.url().includes('/dynamic-node-parameters/resource-mapper-fields'),
				{ timeout: 60_000 },
			);
			await ed.select('inputMode', 'Spreadsheet Rows');
			const answer = await fieldsAnswer;
			check('n8n answered the Columns fields request', answer.ok(), answer.status());
			const mapper = ed.ndv.getByTestId('resource-mapper-container');
			await mapper.waitFor();
			equal(
				'Columns start on Map Automatically',
				await mapper.getByTestId('mapping-mode-select').locator('input').inputValue(),
				'Map Automatically',
			);
			await page.waitForTimeout(500);
			const notice = async () =>
				(await ed.ndv.getByTestId('empty-fields-notice').allInnerTexts()).join(' ');
			equal('Map Automatically shows no "no columns to map" notice', await notice(), '');
			await mapper.getByTestId('mapping-mode-select').click();
			const modes = (await page.getByRole('option').allInnerTexts()).map((t) =>
				t.split('\n')[0].trim(),
			);
			await page.keyboard.press('Escape');
			equal('Columns offers both mapping modes', [...modes].sort(), [
				'Map Automatically',
				'Map Each Column Manually',
			]);
			await shot('spreadsheet-rows-map-automatically');

			// Calculate Amounts on, then the sheet mapped by hand without its amounts: the columns the
			// option fills are not required (n8n fetches the columns again when the option changes).
			const refetched = page.waitForResponse(
				(r) => r.url().includes('/dynamic-node-parameters/resource-mapper-fields'),
				{ timeout: 60_000 },
			);
			await ed.param('calculateAmounts').locator('.el-switch').click();
			check('n8n fetched the columns again for Calculate Amounts', (await refetched).ok());
			await ed.selectIn(mapper.getByTestId('mapping-mode-select'), 'Map Each Column Manually');
			const fields = mapper.getByTestId('mapping-fields-container');
			await fields.waitFor();
			const labels = (await fields.getByTestId('input-label').allInnerTexts())
				.map((t) => t.split('\n')[0].trim())
				.filter(Boolean);
			check(
				'Map Each Column Manually lists the columns by label',
				['Invoice Number', 'Client ID', 'Unit Net Price', 'Tax Rate Value'].every((l) =>
					labels.includes(l),
				),
				labels.slice(0, 40),
			);
			const removable = async (id: string) =>
				(await mapper.getByTestId(`remove-field-button-${id}`).count()) > 0;
			equal(
				'with Calculate Amounts on, the amounts it fills are optional (removable), the unit net price and quantity required',
				await Promise.all(
					[
						'lineUnitGrossPrice',
						'lineNetPrice',
						'totalGrossPrice',
						'lineUnitNetPrice',
						'lineQuantity',
					].map(removable),
				),
				[true, true, true, false, false],
			);
			await measureLabels(fields);
			// Each column found by its label, as a person finds it.
			const labelOf = new Map(
				(
					resources
						.find((resource) => resource.value === 'invoice')
						?.operations.find((operation) => operation.value === 'createOrReplace')
						?.columns?.({ calculateAmounts: true }) ?? []
				).map((field) => [field.id, field.displayName]),
			);
			for (const [id, column] of HAND_MAPPED) {
				const item = fields
					.locator('.parameter-item')
					.filter({
						has: page.getByTestId('input-label').getByText(labelOf.get(id) ?? id, { exact: true }),
					})
					.first();
				await item.scrollIntoViewIfNeeded();
				const box = item.locator('input, textarea').first();
				if (column.startsWith('fixed:')) await ed.selectIn(box, column.slice(6));
				else {
					// "=" switches the field to an expression (n8n empties it); the expression goes in its editor.
					await box.fill('=');
					await item
						.locator('.cm-content')
						.first()
						.fill(`{{ $json[${JSON.stringify(column)}] }}`);
				}
			}
			await page.waitForTimeout(500);
			equal(
				'no column of the hand-mapped sheet shows an issue',
				await fields.getByTestId('parameter-issues').count(),
				0,
			);
			await fields.getByTestId('input-label').first().scrollIntoViewIfNeeded();
			await shot('spreadsheet-rows-columns');
			await ed.closeNdv();
		},
	);
}
