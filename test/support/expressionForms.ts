/**
 * Expression forms for the differential tests of nodes/B2bCommerce/engine/parameters.ts: every way a user
 * (or a sheet mapping) writes a parameter, each read through our reader and through n8n's own
 * evaluation, item by item. Used by test/node/parameterShortcut.test.ts (n8n-core's real
 * getNodeParameter) and test/node/expressionParity.test.ts (a Workflow of each n8n-workflow line).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

/** Parameter name -> the raw value stored in the workflow. */
export const FORMS: Record<string, unknown> = {
	plain: 'no expression',
	plainNumber: 7,
	plainBoolean: true,
	braceWithoutEquals: '{{ $json.count }}',
	column: '={{ $json.sku }}',
	noSpaces: '={{$json.sku}}',
	manySpaces: '={{     $json.sku     }}',
	tabsInside: '={{\t$json.count\t}}',
	newlinesInside: '={{\n$json.count\n}}',
	trailingSpace: '={{ $json.count }} ',
	trailingNewline: '={{ $json.count }}\n',
	trailingTab: '={{ $json.count }}\t',
	trailingCrLf: '={{ $json.count }}\r\n',
	leadingSpace: '= {{ $json.count }}',
	leadingNewline: '=\n{{ $json.count }}',
	doubleEquals: '=={{ $json.count }}',
	onlyEquals: '=',
	emptyBraces: '={{ }}',
	textBefore: '=n: {{ $json.count }}',
	textAfter: '={{ $json.count }} pcs',
	twoBraces: '={{ $json.sku }}{{ $json.count }}',
	twoBracesSpaced: '={{ $json.sku }} {{ $json.count }}',
	quotedDouble: '={{ $json["unit price"] }}',
	quotedSingle: "={{ $json['unit price'] }}",
	quotedSpacedInside: '={{ $json[ "unit price" ] }}',
	quotedEmptyKey: '={{ $json[""] }}',
	quotedDigitKey: '={{ $json["0"] }}',
	indexedKey: '={{ $json[0] }}',
	quotedUnicode: '={{ $json["zażółć"] }}',
	dollarKey: '={{ $json.$weird }}',
	underscoreKey: '={{ $json._under }}',
	nested: '={{ $json.row.vat }}',
	nestedQuoted: '={{ $json["row"]["vat"] }}',
	nestedMixed: "={{ $json.row['vat'] }}",
	nestedMissing: '={{ $json.row.absent }}',
	deepMissing: '={{ $json.absent.inner }}',
	optionalChain: '={{ $json.absent?.inner }}',
	indexed: '={{ $json.list[1] }}',
	indexedSpaced: '={{ $json.list[ 1 ] }}',
	indexedOut: '={{ $json.list[9] }}',
	arrayLength: '={{ $json.list.length }}',
	stringLength: '={{ $json.sku.length }}',
	numberText: '={{ $json.numText }}',
	numberTextSpaced: '={{ $json.numSpaced }}',
	count: '={{ $json.count }}',
	float: '={{ $json.price }}',
	flag: '={{ $json.ok }}',
	emptyText: '={{ $json.blank }}',
	nothing: '={{ $json.empty }}',
	missing: '={{ $json.absent }}',
	object: '={{ $json.row }}',
	array: '={{ $json.list }}',
	emptyArray: '={{ $json.none }}',
	wholeJson: '={{ $json }}',
	inherited: '={{ $json.constructor }}',
	inheritedMethod: '={{ $json.toString }}',
	protoKey: '={{ $json.__proto__ }}',
	method: '={{ $json.sku.toLowerCase() }}',
	arithmetic: '={{ $json.count + 1 }}',
	fallbackOr: '={{ $json.absent || "none" }}',
	equalsText: '={{ $json.eqText }}',
	braceText: '={{ $json.braceText }}',
	inputItem: '={{ $input.item.json.sku }}',
	otherItem: '={{ $input.all()[1].json.sku }}',
	firstItem: '={{ $input.first().json.sku }}',
	nodeItem: "={{ $('Input').item.json.sku }}",
	itemIndex: '={{ $itemIndex }}',
	literal: '={{ 5 }}',
	literalText: '={{ "text" }}',
	locator: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
	locatorTrailing: { __rl: true, mode: 'id', value: '={{ $json.sku }} ' },
	locatorFixed: { __rl: true, mode: 'id', value: 'P-1' },
	fixed: {
		line: [
			{ name: '={{ $json.sku }}', value: '={{ $json.count }}' },
			{ name: 'fixed', value: 3 },
		],
	},
	fixedTrailing: { line: [{ name: '={{ $json.sku }}\n', value: '={{ $json.count }}' }] },
	fixedObject: { line: [{ name: '={{ $json.row }}', value: 1 }] },
	'dotted.inner': '={{ $json.count }}',
};

/** Parameters read with `extractValue` (resource locators). */
export const LOCATORS = new Set(['locator', 'locatorTrailing', 'locatorFixed']);

/** Input items: every JSON type, numbers as text, empty values, keys that need quoting. */
export const ITEMS: IDataObject[] = [
	{
		sku: 'SKU-1',
		'unit price': 9.5,
		'': 'empty key',
		'0': 'digit key',
		zażółć: 'unicode',
		$weird: 'dollar',
		_under: 'under',
		row: { vat: 8 },
		list: ['a', 'b'],
		none: [],
		numText: '10',
		numSpaced: ' 10 ',
		count: 5,
		price: 12.5,
		ok: false,
		blank: '',
		empty: null,
		eqText: '=5',
		braceText: '{{ $json.count }}',
	},
	{
		sku: 12345,
		'unit price': '10',
		row: { vat: '5' },
		list: [1, 2],
		none: [],
		numText: '-3.5e2',
		count: 0,
		price: -0.01,
		ok: true,
		blank: '  ',
		empty: '',
	},
	{ sku: '', row: null, list: [], count: -1, ok: 'false' },
	{},
];

/** The node's properties for FORMS (the names before a dot), all plain strings or locators. */
export function formProperties(): INodeProperties[] {
	const names = [...new Set(Object.keys(FORMS).map((name) => name.split('.')[0]))];
	return names.map((name) =>
		LOCATORS.has(name)
			? {
					displayName: name,
					name,
					type: 'resourceLocator',
					default: { mode: 'id', value: '' },
					modes: [{ displayName: 'ID', name: 'id', type: 'string' }],
				}
			: name === 'fixed' || name === 'fixedTrailing' || name === 'fixedObject'
				? {
						displayName: name,
						name,
						type: 'fixedCollection',
						typeOptions: { multipleValues: true },
						default: {},
						options: [
							{
								displayName: 'Line',
								name: 'line',
								values: [
									{ displayName: 'Name', name: 'name', type: 'string', default: '' },
									{ displayName: 'Value', name: 'value', type: 'string', default: '' },
								],
							},
						],
					}
				: name === 'dotted'
					? {
							displayName: name,
							name,
							type: 'collection',
							default: {},
							options: [{ displayName: 'Inner', name: 'inner', type: 'string', default: '' }],
						}
					: { displayName: name, name, type: 'string', default: '' },
	);
}

/** What one read gave: a value (undefined shown as a marker) or the error's message. */
export type Outcome = { value: unknown } | { error: string };

export function outcome(read: () => unknown): Outcome {
	try {
		const value = read();
		return { value: value === undefined ? '(undefined)' : value };
	} catch (error) {
		return { error: (error as Error).message };
	}
}
