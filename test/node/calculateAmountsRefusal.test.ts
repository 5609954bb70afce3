/**
 * With Calculate Amounts on, a line that lacks what the amounts are calculated from (quantity,
 * unit net price, tax rate) is refused naming only that input: the amounts the option could not
 * calculate because of it (the line's unit gross and tax, its line prices, the total) are not
 * listed as required, since the user never gives them. For every family with the option, in
 * Fields, JSON and Spreadsheet Rows mode, against the fake platform: one problem, at the line,
 * in the form's words, nothing sent. An amount the user gives anyway is still checked.
 */
import type { IDataObject } from 'n8n-workflow';

import type { AmountsLayout } from '../../nodes/B2bCommerce/documents/amounts';
import { GOODS_NOTE_AMOUNTS } from '../../nodes/B2bCommerce/documents/goodsNote/table';
import { INVOICE_AMOUNTS } from '../../nodes/B2bCommerce/documents/invoiceStyle/table';
import {
	deletePath,
	validCorrection,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
	validInvoice,
} from '../platform/fixtures';
import { goodsNoteFields, invoiceFields, SELLER } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

type Input = 'quantity' | 'unitNet' | 'taxRate';

interface Family {
	resource: string;
	operation: string;
	document: () => IDataObject;
	fields: (document: IDataObject) => IDataObject;
	layout: AmountsLayout;
	/** The Fields mode (and column) names: what the option fills, and what it reads. */
	filled: { header: string[]; line: string[] };
	reads: Record<Input, string>;
	/** How the form and the sheet name each input. */
	label: Record<Input, string>;
}

const INVOICE_FIELDS = {
	filled: {
		header: ['totalNetPrice', 'totalGrossPrice', 'totalTaxValue'],
		line: [
			'lineUnitGrossPrice',
			'lineUnitTaxValue',
			'lineNetPrice',
			'lineGrossPrice',
			'lineTaxValue',
		],
	},
	reads: { quantity: 'lineQuantity', unitNet: 'lineUnitNetPrice', taxRate: 'lineTaxRateValue' },
	label: { quantity: 'Quantity', unitNet: 'Unit Net Price', taxRate: 'Tax Rate Value' },
	layout: INVOICE_AMOUNTS,
};
const GOODS_FIELDS = {
	filled: {
		header: ['totalNet', 'totalGross', 'totalTax'],
		line: ['lineUnitGross', 'lineUnitTax', 'lineNet', 'lineGross', 'lineTax'],
	},
	reads: { quantity: 'lineQuantity', unitNet: 'lineUnitNet', taxRate: 'lineTaxRate' },
	label: { quantity: 'Quantity', unitNet: 'Unit Net', taxRate: 'Tax Rate' },
	layout: GOODS_NOTE_AMOUNTS,
};

const FAMILIES: Family[] = [
	{
		resource: 'invoice',
		operation: 'createOrReplace',
		document: () => validInvoice('FV/M'),
		fields: (document) => invoiceFields(document),
		...INVOICE_FIELDS,
	},
	{
		resource: 'invoiceCorrection',
		operation: 'create',
		document: () => validCorrection('FK/M', 'FV/M'),
		fields: (document) => invoiceFields(document),
		...INVOICE_FIELDS,
	},
	{
		resource: 'goodsIssuedNote',
		operation: 'createOrReplace',
		document: () => validGoodsIssuedNote('WZ/M'),
		fields: (document) => goodsNoteFields(document, false),
		...GOODS_FIELDS,
	},
	{
		resource: 'goodsReceivedNote',
		operation: 'createOrReplace',
		document: () => validGoodsReceivedNote('PZ/M', 'WZ/M'),
		fields: (document) => goodsNoteFields(document, true),
		...GOODS_FIELDS,
	},
];

/** Where the layout keeps an input, relative to a line. */
function inputPath(layout: AmountsLayout, input: Input): string {
	if (input === 'quantity') return 'quantity';
	if (input === 'unitNet') return `${layout.unitPrices}.${layout.triple.net}`;
	return layout.taxRate;
}

/** The document without what the option fills, its second line without `input` if given. */
function jsonWithout(family: Family, input?: Input): IDataObject {
	const document = family.document();
	const { layout } = family;
	deletePath(document, layout.total);
	const lines = document[layout.lines] as IDataObject[];
	lines.forEach((_line, index) => {
		const at = `${layout.lines}[${index}]`;
		deletePath(document, `${at}.${layout.unitPrices}.${layout.triple.tax}`);
		deletePath(document, `${at}.${layout.unitPrices}.${layout.triple.gross}`);
		deletePath(document, `${at}.${layout.linePrices}`);
	});
	return input ? deletePath(document, `${layout.lines}[1].${inputPath(layout, input)}`) : document;
}

/**
 * The Fields mode parameters without what the option fills, the second line's `input` (if given)
 * empty as an expression leaves it (a field left empty is refused by n8n before the run).
 */
function fieldsWithout(family: Family, input?: Input): IDataObject {
	const fields = family.fields(family.document());
	for (const name of family.filled.header) delete fields[name];
	const lines = (fields.lines as { values: IDataObject[] }).values.map((line, index) => {
		const entry = { ...line };
		for (const name of family.filled.line) delete entry[name];
		if (index === 1 && input) entry[family.reads[input]] = '={{ "" }}';
		return entry;
	});
	return { ...fields, lines: { values: lines } };
}

/** A part's values, its fixed collections and collections flattened (lists left out). */
function flattened(values: IDataObject): IDataObject {
	const flat: IDataObject = {};
	for (const [name, value] of Object.entries(values)) {
		if (Array.isArray(value)) continue;
		if (typeof value !== 'object' || value === null) flat[name] = value;
		else if ('values' in value && Array.isArray(value.values)) continue;
		else Object.assign(flat, flattened(('values' in value ? value.values : value) as IDataObject));
	}
	return flat;
}

/** The Fields mode parameters as a sheet: one row per line, the header repeated on each. */
function rowsOf(fields: IDataObject): IDataObject[] {
	const { lines, ...header } = fields;
	delete header.inputMode;
	return (lines as { values: IDataObject[] }).values.map((line) => ({
		...flattened(header),
		...flattened(line),
	}));
}

async function run(family: Family, parameters: IDataObject, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme', SELLER),
		parameters: {
			resource: family.resource,
			operation: family.operation,
			calculateAmounts: true,
			...parameters,
		},
		items,
	});
}

/** Runs the document in `mode`, its second line without `input` (an empty cell in a sheet). */
async function byMode(family: Family, mode: string, input?: Input) {
	if (mode === 'json') {
		const document = jsonWithout(family, input);
		return await run(family, { inputMode: 'json', document: '={{ $json }}' }, [document]);
	}
	if (mode === 'fields') return await run(family, fieldsWithout(family, input));
	const rows = rowsOf(fieldsWithout(family));
	if (input) rows[1][family.reads[input]] = '';
	const columns = Object.keys(Object.assign({}, ...rows) as IDataObject);
	const value = Object.fromEntries(
		columns.map((id) => [id, `={{ $json[${JSON.stringify(id)}] }}`]),
	);
	return await run(
		family,
		{ inputMode: 'rows', columns: { mappingMode: 'defineBelow', value } },
		rows,
	);
}

/** The problems a refusal lists, one per line of its description. */
function problems(description: unknown): string[] {
	return [...String(description).matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
}

function writes() {
	return fx
		.control()
		.requests({ origin: 'api' })
		.filter((request) => request.method !== 'GET');
}

/** How the refusal names an input of the second line, and the item it says it came from. */
function named(family: Family, mode: string, input: Input): { item: number; name: string } {
	if (mode === 'json')
		return { item: 1, name: `${family.layout.lines}[1].${inputPath(family.layout, input)}` };
	if (mode === 'fields') return { item: 1, name: `Line 2 › ${family.label[input]}` };
	return { item: 2, name: family.label[input] };
}

describe.each(FAMILIES.map((family) => [family.resource, family]))('%s', (_name, family) => {
	describe.each(['fields', 'json', 'rows'])('%s mode', (mode) => {
		it('without its amounts the document is sent, calculated (the baseline)', async () => {
			const { error } = await byMode(family, mode);
			expect(error).toBeUndefined();
			expect(writes()).toHaveLength(1);
		});

		it.each(['quantity', 'unitNet', 'taxRate'] as Input[])(
			'a line without %s: the refusal names only it, at its line, and nothing is sent',
			async (input) => {
				const { error } = await byMode(family, mode, input);
				const { item, name } = named(family, mode, input);
				expect(error?.message).toBe(`"${name}" is required`);
				const listed = problems(error?.description);
				expect(listed).toHaveLength(1);
				expect(listed[0]).toMatch(new RegExp(`^Item ${item}: "${escaped(name)}" is required`));
				expect(error?.description).toMatch(/Nothing was sent/);
				expect(writes()).toEqual([]);
			},
		);
	});
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('with the other problems of the item', () => {
	const [invoice, , goodsNote] = FAMILIES;

	it('a calculated amount given anyway is still checked, beside the missing quantity', async () => {
		const rows = rowsOf(fieldsWithout(invoice));
		rows[1] = { ...rows[1], lineQuantity: '', lineGrossPrice: 'ten' };
		rows[0] = { ...rows[0], lineUnitTaxValue: '7' };
		const columns = Object.keys({ ...rows[0], ...rows[1] });
		const value = Object.fromEntries(
			columns.map((id) => [id, `={{ $json[${JSON.stringify(id)}] }}`]),
		);
		const { error } = await run(
			invoice,
			{ inputMode: 'rows', columns: { mappingMode: 'defineBelow', value } },
			rows,
		);
		expect(problems(error?.description)).toEqual([
			expect.stringMatching(/^Item 1: "Unit Tax Value" is 7\.00 but the calculated amount is /),
			'Item 2: "Quantity" is required: Quantity of the line, e.g. 2',
			expect.stringMatching(/^Item 2: "Line Gross Price" must be a number/),
		]);
		expect(writes()).toEqual([]);
	});

	it('a missing header field and a line without its unit net price: both, and only them', async () => {
		const document = jsonWithout(goodsNote, 'unitNet');
		delete document.clientId;
		const { error } = await run(goodsNote, { inputMode: 'json', document: '={{ $json }}' }, [
			document,
		]);
		expect(problems(error?.description)).toEqual([
			'Item 1: "clientId" is required',
			'Item 1: "productLines[1].prices.item.net" is required',
		]);
		expect(writes()).toEqual([]);
	});
});
