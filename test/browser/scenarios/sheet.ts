/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Invoices from a sheet: Read/Write Files from Disk + Extract from File read
 * test/browser/data/invoice-lines.csv; a second B2B Commerce node in Spreadsheet Rows mode, its
 * Columns on Map Automatically, the columns listed by label in Map Each Column Manually.
 */
import { join } from 'path';

import { csvRows } from './data';
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';

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
			await shot('spreadsheet-rows-columns');
			await ed.selectIn(mapper.getByTestId('mapping-mode-select'), 'Map Automatically');
			equal(
				'Columns is on Map Automatically',
				await mapper.getByTestId('mapping-mode-select').locator('input').inputValue(),
				'Map Automatically',
			);
			equal('back on Map Automatically, still no notice', await notice(), '');
			await shot('spreadsheet-rows-map-automatically');
			await ed.closeNdv();
		},
	);
}
