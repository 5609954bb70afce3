/**
 * Our parameter reader (nodes/B2bCommerce/engine/parameters.ts) against n8n's own expression evaluation,
 * on both n8n-workflow lines the package supports: 2.8 (inside n8n 2.8.x, the root devDependency)
 * and 2.41 (inside n8n 2.40.x/2.41.x, the alias devDependency `n8n-workflow-2-41`). Every form of
 * test/support/expressionForms.ts is read for every input item both ways; the answers (values and
 * error messages) must be equal.
 *
 * n8n's side is what n8n-core's getNodeParameter does (the same in n8n-core 2.8.1 and 2.40.3): the
 * stored value, then `workflow.expression.getParameterValue(...)` of a real Workflow of that line
 * with the input node's run data (so `$input`, `$('Input')` and other items resolve), then a
 * resource locator's value.
 * test/node/parameterShortcut.test.ts runs the same forms through n8n-core itself (2.8 line).
 */
import type * as N8nWorkflow from 'n8n-workflow';
import type {
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeExecutionData,
	INodeType,
	INodeTypes,
} from 'n8n-workflow';

import { nodeParameter } from '../../nodes/B2bCommerce/engine/parameters';
import { FORMS, formProperties, ITEMS, LOCATORS, outcome } from '../support/expressionForms';

type Line = typeof N8nWorkflow;

/** Each line's module: the root devDependency and the alias devDependency of 2.41. */
const LINES: Array<[string, string]> = [
	['2.8', 'n8n-workflow'],
	['2.41', 'n8n-workflow-2-41'],
];

function pathGet(source: IDataObject, path: string, fallback: unknown): unknown {
	let value: unknown = source;
	for (const key of path.split('.')) {
		if (value === null || typeof value !== 'object' || !(key in value)) return fallback;
		value = (value as IDataObject)[key];
	}
	return value === undefined ? fallback : value;
}

/** A probe workflow (Input -> Probe) of one line, and a context reading Probe's parameters. */
function probeOf(wf: Line) {
	const probeType = {
		description: {
			displayName: 'Probe',
			name: 'probe',
			group: ['transform'],
			version: 1,
			description: 'Reads parameters',
			defaults: { name: 'Probe' },
			inputs: ['main'],
			outputs: ['main'],
			properties: formProperties(),
		},
	} as unknown as INodeType;
	const inputType = {
		description: { ...probeType.description, name: 'input', properties: [] },
	} as unknown as INodeType;
	const nodeTypes: INodeTypes = {
		getByName: (name) => (name === 'test.probe' ? probeType : inputType),
		getByNameAndVersion: (name) => (name === 'test.probe' ? probeType : inputType),
		getKnownTypes: () => ({}),
	};
	const nodes: INode[] = [
		{
			id: 'input',
			name: 'Input',
			type: 'test.input',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'probe',
			name: 'Probe',
			type: 'test.probe',
			typeVersion: 1,
			position: [200, 0],
			parameters: JSON.parse(JSON.stringify(FORMS)),
		},
	];
	const workflow = new wf.Workflow({
		id: 'parity',
		name: 'parity',
		nodes,
		connections: { Input: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] } },
		active: false,
		nodeTypes,
		settings: {},
	});
	const items: INodeExecutionData[] = ITEMS.map((json, item) => ({
		json: JSON.parse(JSON.stringify(json)),
		pairedItem: { item },
	}));
	const runData = {
		Input: [
			{
				startTime: 0,
				executionTime: 0,
				executionIndex: 0,
				source: [],
				data: { main: [items] },
			},
		],
	};
	const runExecutionData = { version: 1, resultData: { runData } };
	const probe = workflow.getNode('Probe')!;
	const executeData = {
		node: probe,
		data: { main: [items] },
		source: { main: [{ previousNode: 'Input', previousNodeOutput: 0, previousNodeRun: 0 }] },
	};
	let evaluations = 0;
	const getNodeParameter = (
		name: string,
		itemIndex: number,
		fallback?: unknown,
		options?: { rawExpressions?: boolean; extractValue?: boolean },
	): unknown => {
		const value = pathGet(probe.parameters, name, fallback);
		if (value === undefined) throw new Error('Could not get parameter');
		if (options?.rawExpressions) return value;
		evaluations++;
		const result = workflow.expression.getParameterValue(
			value as never,
			runExecutionData as never,
			0,
			itemIndex,
			'Probe',
			items,
			'manual',
			{},
			executeData as never,
			false,
			{},
		) as unknown;
		if (options?.extractValue && result && typeof result === 'object' && '__rl' in result)
			return (result as IDataObject).value;
		return result;
	};
	const context = {
		getNodeParameter,
		getInputData: () => items,
	} as unknown as IExecuteFunctions;
	return {
		n8n: (name: string, item: number) =>
			outcome(() => getNodeParameter(name, item, '', { extractValue: LOCATORS.has(name) })),
		ours: (name: string, item: number) => {
			const before = evaluations;
			const read = outcome(() =>
				nodeParameter(context, name, item, '', { extractValue: LOCATORS.has(name) }),
			);
			return { read, shortcut: evaluations === before };
		},
	};
}

describe.each(LINES)('n8n-workflow %s', (line, module) => {
	const probe = probeOf(jest.requireActual<Line>(module));

	it('is the line it claims to be', () => {
		const { version } = jest.requireActual<{ version: string }>(`${module}/package.json`);
		expect(version.startsWith(`${line}.`)).toBe(true);
	});

	it('our reader gives what n8n gives, for every form and every item', () => {
		const differences: unknown[] = [];
		for (const name of Object.keys(FORMS)) {
			for (let item = 0; item < ITEMS.length; item++) {
				const n8n = probe.n8n(name, item);
				const { read } = probe.ours(name, item);
				if (!isEqual(read, n8n)) differences.push({ name, item, n8n, ours: read });
			}
		}
		expect(differences).toEqual([]);
	});

	it('n8n keeps text around the braces, so the shortcut must not answer those forms', () => {
		expect(probe.n8n('trailingSpace', 0)).toEqual({ value: '5 ' });
		expect(probe.n8n('trailingNewline', 0)).toEqual({ value: '5\n' });
		expect(probe.n8n('leadingSpace', 0)).toEqual({ value: ' 5' });
		expect(probe.n8n('column', 1)).toEqual({ value: 12345 });
		expect(probe.n8n('otherItem', 0)).toEqual({ value: 12345 });
	});

	it('answers $json and plain $json paths itself and leaves everything else to n8n', () => {
		const answered = Object.keys(FORMS).filter((name) => probe.ours(name, 0).shortcut);
		expect(answered.sort()).toEqual(
			[
				'plain',
				'plainNumber',
				'plainBoolean',
				'braceWithoutEquals',
				'column',
				'noSpaces',
				'manySpaces',
				'tabsInside',
				'newlinesInside',
				'quotedDouble',
				'quotedSingle',
				'quotedSpacedInside',
				'quotedEmptyKey',
				'quotedDigitKey',
				'indexedKey',
				'quotedUnicode',
				'dollarKey',
				'underscoreKey',
				'nested',
				'nestedQuoted',
				'nestedMixed',
				'indexed',
				'indexedSpaced',
				'arrayLength',
				'numberText',
				'numberTextSpaced',
				'count',
				'float',
				'flag',
				'emptyText',
				'nothing',
				'equalsText',
				'braceText',
				'locator',
				'locatorFixed',
				'fixed',
				'dotted.inner',
				'object',
				'array',
				'emptyArray',
				'wholeJson',
				'fixedObject',
			].sort(),
		);
	});

	it('gives a copy of an object or a list: changing it changes neither the item nor a later read', () => {
		const first = probe.ours('wholeJson', 0).read as { value: IDataObject };
		const row = first.value.row as IDataObject;
		row.vat = 99;
		(first.value.list as unknown[]).push('c');
		first.value.sku = 'changed';
		const again = probe.ours('wholeJson', 0).read;
		expect(again).toEqual(probe.n8n('wholeJson', 0));
		expect((again as { value: IDataObject }).value).toMatchObject({
			sku: 'SKU-1',
			row: { vat: 8 },
			list: ['a', 'b'],
		});
	});
});

function isEqual(a: unknown, b: unknown): boolean {
	return JSON.stringify(a) === JSON.stringify(b) && sameTypes(a, b);
}

/** JSON.stringify hides undefined members and -0; compare the shapes strictly too. */
function sameTypes(a: unknown, b: unknown): boolean {
	try {
		expect(a).toStrictEqual(b);
		return true;
	} catch {
		return false;
	}
}
