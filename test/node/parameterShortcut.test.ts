/**
 * nodeParameter (nodes/B2bCommerce/parameters.ts) answers `={{ $json.path }}` from the input item
 * instead of n8n's expression sandbox. A probe node reads the same parameters both ways in a real
 * n8n-core run: the results (and errors) must be n8n's own.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType } from 'n8n-workflow';

import { nodeParameter } from '../../nodes/B2bCommerce/parameters';
import { locator } from '../../nodes/B2bCommerce/resources/common';
import { registerNodeType, runWorkflow } from '../support/harness';

const NAMES = [
	'plain',
	'column',
	'spaced',
	'quoted',
	'nested',
	'indexed',
	'number',
	'flag',
	'nothing',
	'missing',
	'deep',
	'object',
	'method',
	'template',
	'rl',
	'fixed',
	'dotted.inner',
];

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
		properties: NAMES.map((name) =>
			name === 'rl'
				? locator({ name, displayName: name, searchListMethod: 'searchProducts' })
				: { displayName: name, name: name.split('.')[0], type: 'string', default: '' },
		),
	} as unknown as INodeType['description'];

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const read = (how: (name: string, i: number) => unknown, name: string, i: number) => {
			try {
				const value = how(name, i);
				return { value: value === undefined ? '(undefined)' : value };
			} catch (error) {
				return { error: (error as Error).message };
			}
		};
		return [
			this.getInputData().map((_, i) => ({
				json: Object.fromEntries(
					NAMES.map((name) => [
						name,
						{
							n8n: read(
								(n, k) => this.getNodeParameter(n, k, '', { extractValue: n === 'rl' }),
								name,
								i,
							),
							ours: read(
								(n, k) => nodeParameter(this, n, k, '', { extractValue: n === 'rl' }),
								name,
								i,
							),
							// How often our reader needed n8n's evaluation.
							evaluated: (() => {
								let count = 0;
								const counting = {
									getInputData: () => this.getInputData(),
									getNodeParameter: (
										...args: Parameters<IExecuteFunctions['getNodeParameter']>
									) => {
										if (!(args[3] as { rawExpressions?: boolean } | undefined)?.rawExpressions)
											count++;
										return this.getNodeParameter(...args);
									},
								} as unknown as IExecuteFunctions;
								read(
									(n, k) => nodeParameter(counting, n, k, '', { extractValue: n === 'rl' }),
									name,
									i,
								);
								return count;
							})(),
						},
					]),
				) as IDataObject,
			})),
		];
	}
}

registerNodeType('test.probe', new Probe());

it('gives what getNodeParameter gives, for simple $json paths and everything else', async () => {
	const parameters = {
		plain: 'no expression',
		column: '={{ $json.sku }}',
		spaced: '={{ $json["unit price"] }}',
		quoted: "={{ $json['unit price'] }}",
		nested: '={{ $json.row.vat }}',
		indexed: '={{ $json.list[1] }}',
		number: '={{ $json.count }}',
		flag: '={{ $json.ok }}',
		nothing: '={{ $json.empty }}',
		missing: '={{ $json.absent }}',
		deep: '={{ $json.absent.inner }}',
		object: '={{ $json.row }}',
		method: '={{ $json.sku.toLowerCase() }}',
		template: '=SKU {{ $json.sku }}',
		rl: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
		fixed: {
			line: [
				{ name: '={{ $json.sku }}', value: '={{ $json.count }}' },
				{ name: 'fixed', value: 3 },
			],
		},
		dotted: { inner: '={{ $json.count }}' },
	};
	const items = [
		{
			sku: 'SKU-1',
			'unit price': 9.5,
			row: { vat: 8 },
			list: ['a', 'b'],
			count: 3,
			ok: false,
			empty: null,
		},
		{
			sku: 12345,
			'unit price': '10',
			row: { vat: '5' },
			list: [1, 2],
			count: 0,
			ok: true,
			empty: '',
		},
		{ sku: '', row: null, list: [], count: -1 },
	];
	const { output, error } = await runWorkflow({
		nodes: [
			{
				id: 'input',
				name: 'Input',
				type: 'test.input',
				typeVersion: 1,
				position: [0, 0],
				parameters: { items: JSON.stringify(items) },
			},
			{
				id: 'probe',
				name: 'Probe',
				type: 'test.probe',
				typeVersion: 1,
				position: [200, 0],
				parameters: parameters as never,
			},
		],
		connections: { Input: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] } } as never,
		credentials: { baseUrl: 'http://127.0.0.1:9', apiKey: 'x', tenant: 't' },
		resultNode: 'Probe',
	});
	expect(error).toBeUndefined();
	expect(output).toHaveLength(3);
	for (const item of output) {
		for (const name of NAMES) {
			const { n8n, ours } = item.json[name] as { n8n: unknown; ours: unknown };
			expect({ name, value: ours }).toEqual({ name, value: n8n });
		}
	}
	// The probe saw real values (not only equal failures).
	expect(output[0].json.spaced).toMatchObject({ n8n: { value: 9.5 }, ours: { value: 9.5 } });
	expect(output[1].json.rl).toMatchObject({ n8n: { value: 12345 }, ours: { value: 12345 } });
	// Simple $json paths to a value skip n8n's evaluation; the rest goes through it.
	const evaluated = Object.fromEntries(
		NAMES.map((name) => [name, (output[0].json[name] as { evaluated: number }).evaluated]),
	);
	expect(evaluated).toEqual({
		plain: 0,
		column: 0,
		spaced: 0,
		quoted: 0,
		nested: 0,
		indexed: 0,
		number: 0,
		flag: 0,
		nothing: 0,
		missing: 1,
		deep: 1,
		object: 1,
		method: 1,
		template: 1,
		rl: 0,
		fixed: 0,
		'dotted.inner': 0,
	});
});
