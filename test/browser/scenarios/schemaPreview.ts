/**
 * Mapping before the first run: a fresh workflow with B2B Commerce > Invoice > Get, not run, then
 * Edit Fields (Set). On both n8n lines (2.8.4 and 2.40.7) the Set node's input panel previews
 * the output schema the package ships (dist/nodes/B2bCommerce/__schema__/...); a field dragged
 * from it into the Set node gives an expression that works when the workflow then runs against
 * the fake platform.
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
}
