/**
 * nodeParameter (nodes/B2bCommerce/engine/parameters.ts) answers `={{ $json.path }}` from the input item
 * instead of n8n's expression sandbox. A probe node reads every form of
 * test/support/expressionForms.ts both ways in a real n8n-core run (getNodeParameter of n8n's own
 * execution context): the results (and errors) must be n8n's own. test/node/expressionParity.test.ts
 * runs the same forms against both n8n-workflow lines.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType } from 'n8n-workflow';

import { nodeParameter } from '../../nodes/B2bCommerce/engine/parameters';
import type { Outcome } from '../support/expressionForms';
import { FORMS, formProperties, ITEMS, LOCATORS, outcome } from '../support/expressionForms';
import { registerNodeType, runWorkflow } from '../support/harness';

const NAMES = Object.keys(FORMS);

class Probe implements INodeType {
	description = {
		displayName: 'Probe',
		name: 'probe',
		group: ['transform'],
		version: 1,
		description: 'Reads parameters both ways',
		defaults: { name: 'Probe' },
		inputs: ['main'],
		outputs: ['main'],
		properties: formProperties(),
	} as unknown as INodeType['description'];

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return [
			this.getInputData().map((_, i) => ({
				json: Object.fromEntries(
					NAMES.map((name) => {
						const options = { extractValue: LOCATORS.has(name) };
						return [
							name,
							{
								n8n: outcome(() => this.getNodeParameter(name, i, '', options)),
								ours: outcome(() => nodeParameter(this, name, i, '', options)),
							},
						];
					}),
				) as IDataObject,
			})),
		];
	}
}

registerNodeType('test.probe', new Probe());

it('gives what n8n-core getNodeParameter gives, for every form and every item', async () => {
	const { output, error } = await runWorkflow({
		nodes: [
			{
				id: 'input',
				name: 'Input',
				type: 'test.input',
				typeVersion: 1,
				position: [0, 0],
				parameters: { items: JSON.stringify(ITEMS) },
			},
			{
				id: 'probe',
				name: 'Probe',
				type: 'test.probe',
				typeVersion: 1,
				position: [200, 0],
				parameters: JSON.parse(JSON.stringify(FORMS)),
			},
		],
		connections: { Input: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] } } as never,
		credentials: { baseUrl: 'http://127.0.0.1:9', apiKey: 'x', tenant: 't' },
		resultNode: 'Probe',
	});
	expect(error).toBeUndefined();
	expect(output).toHaveLength(ITEMS.length);
	const differences: unknown[] = [];
	output.forEach((item, index) => {
		for (const name of NAMES) {
			const { n8n, ours } = item.json[name] as { n8n: Outcome; ours: Outcome };
			try {
				expect(ours).toStrictEqual(n8n);
			} catch {
				differences.push({ name, item: index, n8n, ours });
			}
		}
	});
	expect(differences).toEqual([]);
	// The probe saw real values (not only equal failures).
	expect(output[0].json.quotedDouble).toMatchObject({ n8n: { value: 9.5 }, ours: { value: 9.5 } });
	expect(output[1].json.locator).toMatchObject({ n8n: { value: 12345 }, ours: { value: 12345 } });
	expect(output[0].json.trailingSpace).toMatchObject({ n8n: { value: '5 ' } });
	expect(output[0].json.otherItem).toMatchObject({ n8n: { value: 12345 } });
});
