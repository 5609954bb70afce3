/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Spreadsheet Rows: the list parts of a document or line (additional costs, waybills, authorized
 * people) as numbered columns ("Additional Cost 1 Type"...), and input columns that fill no field:
 * not sent, named in the run's hint.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import type { IDataObject, IRun, ResourceMapperField } from 'n8n-workflow';

import { shortened } from '../../nodes/B2bCommerce/documents/columnLabels';

import { SELLER } from '../support/documentFields';
import { parseCsv } from '../support/documents';
import { runNode } from '../support/harness';
import { runResourceMapping } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const CSV = join(__dirname, '..', '..', 'examples', 'data', 'invoice-lines.csv');
/** The id of the mapper's column for a sheet column named in full words (the mapper's are short). */
function idOf(fields: ResourceMapperField[], label: string): string {
	const field = fields.find(
		(entry) => entry.displayName === label || entry.displayName === shortened(label),
	);
	if (!field) throw new Error(`no column for ${label}`);
	return field.id;
}

const AUTO = { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] };

function hints(run: IRun): string[] {
	return (run.data.resultData.runData['B2B Commerce']?.[0]?.hints ?? []).map(
		(hint) => hint.message,
	);
}

/** The example's first invoice line, without additional cost columns. */
function firstRow(): IDataObject {
	const row = parseCsv(readFileSync(CSV, 'utf8'))[0];
	return Object.fromEntries(
		Object.entries(row).filter(([key]) => !key.startsWith('Additional Cost')),
	);
}

function cost(entry: number, type: string, net: number): IDataObject {
	const at = `Additional Cost ${entry}`;
	return {
		[`${at} Type`]: type,
		[`${at} Unit Net Price`]: String(net),
		[`${at} Unit Gross Price`]: String(net * 1.23),
		[`${at} Unit Tax Value`]: String(net * 0.23),
		[`${at} Line Net Price`]: String(net * 20),
		[`${at} Line Gross Price`]: String(net * 20 * 1.23),
		[`${at} Line Tax Value`]: String(net * 20 * 0.23),
	};
}

function costBody(type: string, net: number): IDataObject {
	return {
		type,
		itemPrices: { netPrice: net, grossPrice: net * 1.23, taxValue: net * 0.23 },
		linePrices: { netPrice: net * 20, grossPrice: net * 20 * 1.23, taxValue: net * 20 * 0.23 },
	};
}

async function invoiceRows(items: IDataObject[], columns: IDataObject = AUTO) {
	return await runNode({
		credentials: fx.credentials('acme', SELLER),
		parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows', columns },
		items,
	});
}

describe('Spreadsheet Rows: list parts as numbered columns', () => {
	it('the columns offer 3 numbered entries of each list part, and no JSON column', async () => {
		const invoice = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		const names = invoice.fields.map((field) => field.displayName);
		expect(names.filter((name) => /^Cost \d/.test(name))).toEqual(
			[1, 2, 3].flatMap((entry) =>
				['Type', 'Unit Net', 'Unit Gross', 'Unit Tax', 'Line Net', 'Line Gross', 'Line Tax'].map(
					(member) => `Cost ${entry} ${member}`,
				),
			),
		);
		expect(names.filter((name) => /JSON/.test(name))).toEqual([]);
		const costFields = invoice.fields.filter((field) => /^Cost \d/.test(field.displayName));
		expect(costFields.every((field) => !field.required && field.display)).toBe(true);

		const order = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: {
				resource: 'offlineOrder',
				operation: 'createOrReplaceShipment',
				inputMode: 'rows',
			},
			method: 'getDocumentColumns',
		});
		const orderNames = order.fields.map((field) => field.displayName);
		expect(orderNames).toEqual(
			expect.arrayContaining([
				'Waybill 1 Number',
				'Waybill 3 URL',
				// The numbered columns in the mapper's short words (Map Automatically takes the full ones).
				'Person 2 Email',
				'Cost 1 Type',
				'Line Cost 3 Type',
				'Line Cost 1 Net',
				'Line Cost 2 CU Gross',
			]),
		);
		expect(orderNames.filter((name) => /JSON/.test(name))).toEqual([]);
	});

	it("Map Automatically: the numbered columns become the line's entries, in order; empty ones send none", async () => {
		const { error } = await invoiceRows([
			{ ...firstRow(), ...cost(1, 'TRANSPORT', 2), ...cost(2, 'PACKING', 1) },
			{ ...firstRow(), SKU: 'NO-COST', 'Additional Cost 2 Type': ' ' },
		]);
		expect(error).toBeUndefined();
		const [body] = fx.bodies('PUT');
		expect((body.items as IDataObject[]).map((item) => [item.sku, item.additionalCosts])).toEqual([
			['CAB-NYM-3X2.5', [costBody('TRANSPORT', 2), costBody('PACKING', 1)]],
			['NO-COST', []],
		]);
	});

	it('an entry given in part is refused, naming its numbered column; nothing is sent', async () => {
		const partial = {
			...cost(1, 'TRANSPORT', 2),
			...cost(2, 'PACKING', 1),
			'Additional Cost 2 Unit Net Price': '',
		};
		const { error } = await invoiceRows([{ ...firstRow(), ...partial }]);
		expect(error?.description).toContain('<li>Item 1: "Cost 2 Unit Net" is required');
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it('an entry after an empty one is refused: the entries are filled from 1 on', async () => {
		const { error } = await invoiceRows([{ ...firstRow(), ...cost(3, 'PACKING', 1) }]);
		expect(error?.message).toBe(
			'Additional Cost 3 is filled in but Additional Cost 1 is empty: fill the additional costs in order, from Additional Cost 1',
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it('every list of a row filled out of order is named in one error; nothing is sent', async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: {
				resource: 'offlineOrder',
				operation: 'createOrReplaceShipment',
				inputMode: 'rows',
				columns: AUTO,
			},
			items: [
				{
					shipmentId: 'SH-1',
					'Waybill 2 Number': 'WB-2',
					'Authorized Person 3 Name': 'Jan',
				},
			],
		});
		expect(error?.message).toBe(
			'Authorized Person 3 is filled in but Authorized Person 1 is empty: fill the authorized people in order, from Authorized Person 1 (1 more problem in the details)',
		);
		expect(error?.description).toContain(
			'<li>Item 1: Authorized Person 3 is filled in but Authorized Person 1 is empty: fill the authorized people in order, from Authorized Person 1</li>\n<li>Item 1: Waybill 2 is filled in but Waybill 1 is empty: fill the waybills in order, from Waybill 1</li>',
		);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('Map Each Column Manually: mapped numbered columns fill the entries', async () => {
		const value = {
			...Object.fromEntries(
				Object.keys(firstRow()).map((key) => [key, `={{ $json[${JSON.stringify(key)}] }}`]),
			),
		};
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		const mapped: IDataObject = {};
		for (const [label, expression] of Object.entries(value))
			mapped[idOf(fields, label)] = expression;
		for (const [label, given] of Object.entries(cost(1, 'TRANSPORT', 2)))
			mapped[idOf(fields, label)] = given;
		const { error, run } = await invoiceRows([firstRow()], {
			mappingMode: 'defineBelow',
			value: mapped,
			matchingColumns: [],
			schema: fields,
		});
		expect(error).toBeUndefined();
		expect((fx.bodies('PUT')[0].items as IDataObject[])[0].additionalCosts).toEqual([
			costBody('TRANSPORT', 2),
		]);
		expect(hints(run)).toEqual([]);
	});
});

describe('Spreadsheet Rows: columns that fill no field', () => {
	it('are not sent, and the run names them once in its hint', async () => {
		const { error, run } = await invoiceRows([
			{ ...firstRow(), Colour: 'red', 'Additional Costs': '[{"type":"X"}]' },
			{ ...firstRow(), SKU: 'B', Colour: 'blue', row_number: 3 },
		]);
		expect(error).toBeUndefined();
		const [body] = fx.bodies('PUT');
		const sent = JSON.stringify(body);
		for (const text of ['red', 'blue', 'Colour', '"X"', 'row_number']) {
			expect(sent).not.toContain(text);
		}
		expect((body.items as IDataObject[]).map((item) => item.additionalCosts)).toEqual([[], []]);
		// Google Sheets' row_number is not sent either, but never named: it is on every row it reads.
		expect(hints(run)).toEqual([
			'These columns match no field of the invoice and were not sent: "Colour", "Additional Costs". Rename them as in "Map Each Column Manually" to send them.',
		]);
	});

	it('a mapped column that no field has any more (the old JSON column) is named too', async () => {
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		const mapped: IDataObject = { lineAdditionalCosts: '[{"type":"X"}]' };
		for (const [label, given] of Object.entries(firstRow())) mapped[idOf(fields, label)] = given;
		const { error, run } = await invoiceRows([{}], {
			mappingMode: 'defineBelow',
			value: mapped,
			matchingColumns: [],
			schema: fields,
		});
		expect(error).toBeUndefined();
		expect((fx.bodies('PUT')[0].items as IDataObject[])[0].additionalCosts).toEqual([]);
		expect(hints(run)).toEqual([
			'This column matches no field of the invoice and was not sent: "lineAdditionalCosts". Rename it as in "Map Each Column Manually" to send it.',
		]);
	});
});
