/**
 * Mapping before the first run: a fresh workflow with B2B Commerce > Invoice > Get, not run, then
 * Edit Fields (Set). On both n8n lines (2.8.4 and 2.41.1) the Set node's input panel previews
 * the output schema the package ships (dist/nodes/B2bCommerce/__schema__/...); a field dragged
 * from it into the Set node gives an expression that works when the workflow then runs against
 * the fake platform (the invoice read is the one the form scenario stored).
 */
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';
import { FORM } from './data';

export async function schemaPreview(ctx: Ctx): Promise<void> {
	const { ed, page } = ctx;
	const names: Record<string, string> = {};

	await step(
		'S1',
		'Invoice > Get, not run, then Edit Fields: the input panel before any run',
		async () => {
			await ed.newWorkflow('Map before the first run');
			names.trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			names.get = await ed.addNode({
				after: names.trigger,
				search: 'B2B Commerce',
				node: 'B2B Commerce',
				action: /^Get (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			equal(
				'Resource / Operation',
				[await ed.value('resource'), await ed.value('operation')],
				['Invoice', 'Get'],
			);
			await ed.fill('number', FORM.number);
			await ed.closeNdv();
			names.set = await ed.addNode({
				after: names.get,
				search: 'Edit Fields',
				node: 'Edit Fields (Set)',
			});
			await ed.ndv.waitFor();
			const input = ed.ndv.getByTestId('ndv-input-panel');
			await page.waitForTimeout(1_500);
			const fields = input.getByTestId('run-data-schema-item');
			const text = await input.innerText();
			await fields.first().waitFor({ timeout: 20_000 });
			const rendered = async (): Promise<string[]> =>
				(await fields.allInnerTexts()).map((t) => t.split('\n')[0].trim());
			// The schema list renders the rows in view only: scroll it to reach Items.
			const shown = new Set(await rendered());
			await fields.first().hover();
			for (let i = 0; i < 8 && !shown.has('items'); i++) {
				await page.mouse.wheel(0, 600);
				await page.waitForTimeout(300);
				for (const n of await rendered()) shown.add(n);
			}
			check(
				'the input panel says it previews the usual fields of a node not run yet',
				/Usually outputs the following fields/.test(text),
				text.slice(0, 300),
			);
			check(
				"the input panel previews the operation's fields (number, clientData, items) before any run",
				['number', 'clientData', 'items'].every((f) => shown.has(f)),
				[...shown],
			);
			for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -600);
			await page.waitForTimeout(300);
			await shot('schema-preview-input');
		},
		{ independent: true },
	);

	await step(
		'S2',
		'a field dragged from that input panel into Edit Fields, then the workflow run',
		async () => {
			if (!names.set) throw new Error('S1 did not open the Edit Fields node');
			const input = ed.ndv.getByTestId('ndv-input-panel');
			// n8n's own draggable: mousedown on the field's pill (data-target=mappable), mousemove
			// past its threshold, mouseup over the Set node's drop area.
			const pill = input.locator('[data-target="mappable"][data-name="number"]').first();
			const dropArea = ed.ndv.getByTestId('assignment-collection-drop-area');
			await ed.drag(pill, dropArea);
			const assignment = ed.ndv.getByTestId('assignment').first();
			await assignment.waitFor({ timeout: 10_000 });
			await page.waitForTimeout(500);
			const assigned = await assignment.evaluate((el) =>
				[
					...[...el.querySelectorAll('input, textarea')].map((i) =>
						'value' in i ? String(i.value) : '',
					),
					el.textContent ?? '',
				].join(' | '),
			);
			check(
				'the drop made an assignment named number with the expression {{ $json.number }}',
				/(^|\|)\s*number\s*\|/.test(assigned) && /\{\{\s*\$json\.number\s*\}\}/.test(assigned),
				assigned,
			);
			await shot('schema-preview-mapped');
			await ed.closeNdv();
			await ed.executeWorkflow();
			equal(`"${names.get}" ran without error`, await ed.nodeRunState(names.get), 'success');
			equal(`"${names.set}" ran without error`, await ed.nodeRunState(names.set), 'success');
			await ed.dismissToasts();
			await ed.openNode(names.set);
			const output = ed.ndv.getByTestId('output-panel');
			await output.getByTestId('radio-button-json').click();
			await output.getByText(FORM.number).first().waitFor({ timeout: 10_000 });
			const shown = await output.innerText();
			check(
				`the Set node's output has number ${FORM.number}, read by the B2B Commerce node`,
				new RegExp(`"number":\\s*"${FORM.number}"`).test(shown),
				shown.slice(0, 400),
			);
			await shot('schema-preview-mapped-run');
			await ed.closeNdv();
		},
		{ independent: true },
	);
}
