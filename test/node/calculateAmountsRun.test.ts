/**
 * Calculate Amounts through the node, against the fake platform: in Fields, JSON and Spreadsheet
 * Rows mode (either mapping) the platform receives the calculated unit and line prices and total,
 * the output shows them, and a given amount that disagrees is refused at its field with nothing
 * sent. In Spreadsheet Rows the Columns mapper does not require the columns the option fills.
 */
/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
import { readFileSync } from 'fs';
import { join } from 'path';

import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { shortened } from '../../nodes/B2bCommerce/documents/columnLabels';
import { resources } from '../../nodes/B2bCommerce/resources';
import { validInvoice } from '../platform/fixtures';
import { parseCsv } from '../support/documents';
import { invoiceFields, SELLER } from '../support/documentFields';
import { runNode } from '../support/harness';
import { runResourceMapping } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const EXAMPLES = join(__dirname, '..', '..', 'examples');
const NUMBER = 'FV/2024/0100';

function writes() {
	return fx
		.control()
		.requests({ origin: 'api' })
		.filter((request) => request.method !== 'GET');
}

function storedInvoice(): IDataObject | undefined {
	return ((fx.control().state('acme').invoices ?? {}) as Record<string, IDataObject>)[NUMBER];
}

/** The invoice fixture with only quantity, unit net price and tax rate on its lines. */
function fieldsWithoutAmounts(): IDataObject {
	const fields = invoiceFields(validInvoice(NUMBER));
	const lines = (fields.lines as { values: IDataObject[] }).values.map((line) => ({
		...line,
		lineQuantity: '3',
		lineUnitNetPrice: '10.99',
		lineUnitGrossPrice: '',
		lineUnitTaxValue: '',
		lineNetPrice: '',
		lineGrossPrice: '',
		lineTaxValue: '',
		lineAdditionalCosts: { values: [] },
	}));
	return {
		...fields,
		totalNetPrice: '',
		totalGrossPrice: '',
		totalTaxValue: '',
		lines: { values: lines },
	};
}

async function createOrReplace(parameters: IDataObject, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme', SELLER),
		parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
		items,
	});
}

describe('Calculate Amounts', () => {
	it('Fields mode: the platform receives every line triple and the total, calculated', async () => {
		const { error, output } = await createOrReplace({
			...fieldsWithoutAmounts(),
			calculateAmounts: true,
		});
		expect(error).toBeUndefined();
		const sent = storedInvoice() as IDataObject;
		const lines = sent.items as IDataObject[];
		expect(lines).toHaveLength(2);
		for (const line of lines) {
			expect(line.itemPrices).toEqual({ netPrice: 10.99, taxValue: 2.53, grossPrice: 13.52 });
			expect(line.linePrices).toEqual({ netPrice: 32.97, taxValue: 7.58, grossPrice: 40.55 });
		}
		expect(sent.totalPrices).toEqual({ netPrice: 65.94, taxValue: 15.16, grossPrice: 81.1 });
		// The output shows what was calculated.
		expect(output[0].json.totalPrices).toEqual(sent.totalPrices);
		expect((output[0].json.items as IDataObject[])[0].linePrices).toEqual(lines[0].linePrices);
	});

	it('Fields mode without Calculate Amounts: n8n asks for the empty amounts, nothing is sent', async () => {
		const before = writes().length;
		await expect(createOrReplace(fieldsWithoutAmounts())).rejects.toThrow(/has issues/);
		expect(writes().slice(before)).toEqual([]);
	});

	it('JSON mode: missing amounts are calculated with Tax Rate Format Fraction', async () => {
		const invoice = validInvoice(NUMBER) as IDataObject;
		const items = (invoice.items as IDataObject[]).map((item) => ({
			...item,
			quantity: 2,
			itemPrices: { netPrice: 100 },
			linePrices: {},
			taxRate: { name: '8%', value: 0.08 },
			additionalCosts: [
				{
					type: 'TRANSPORT',
					itemPrices: { netPrice: 5, taxValue: 0.4, grossPrice: 5.4 },
					linePrices: { netPrice: 10, taxValue: 0.8, grossPrice: 10.8 },
				},
			],
		}));
		const withoutTotal: IDataObject = { ...invoice };
		delete withoutTotal.totalPrices;
		const { error } = await createOrReplace(
			{
				inputMode: 'json',
				document: '={{ $json }}',
				taxRateFormat: 'fraction',
				calculateAmounts: true,
			},
			[{ ...withoutTotal, items }],
		);
		expect(error).toBeUndefined();
		const sent = storedInvoice() as IDataObject;
		expect((sent.items as IDataObject[])[0].linePrices).toEqual({
			netPrice: 200,
			taxValue: 16,
			grossPrice: 216,
		});
		// Two lines of 200 + 16 tax, each with a transport cost of 10 + 0.8 tax.
		expect(sent.totalPrices).toEqual({ netPrice: 420, taxValue: 33.6, grossPrice: 453.6 });
	});

	// In Fields mode the calculated fields are hidden while the option is on; JSON and
	// Spreadsheet Rows can still carry them.
	it('JSON mode: a given amount that disagrees is refused at its field, and nothing is sent', async () => {
		const before = writes().length;
		const invoice = validInvoice(NUMBER) as IDataObject;
		const items = (invoice.items as IDataObject[]).map((item, index) => ({
			...item,
			quantity: 3,
			itemPrices: { netPrice: 10.99 },
			linePrices: index === 1 ? { grossPrice: 41 } : {},
			taxRate: { value: 23 },
			additionalCosts: [],
		}));
		const { error } = await createOrReplace(
			{ inputMode: 'json', document: '={{ $json }}', calculateAmounts: true },
			[{ ...invoice, items, totalPrices: {} }],
		);
		expect(error?.message).toBe(
			'"items[1].linePrices.grossPrice" is 41.00 but the calculated amount is 40.55 (Calculate Amounts is on): leave it empty or correct it',
		);
		expect(writes().slice(before)).toEqual([]);
		expect(storedInvoice()).toBeUndefined();
	});
});

/** Every parameter of a list of properties, those inside collections and fixed collections too. */
function allProperties(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((property) => [
		property,
		...allProperties(
			((property.options ?? []) as Array<INodeProperties | { values?: INodeProperties[] }>).flatMap(
				(option) => ('values' in option ? (option.values ?? []) : 'type' in option ? [option] : []),
			),
		),
	]);
}

/** What the Columns mapper marks required, for the node's current parameters. */
async function requiredColumns(parameters: IDataObject): Promise<string[]> {
	const { fields } = await runResourceMapping({
		credentials: fx.credentials(),
		parameters: { inputMode: 'rows', ...parameters },
		method: 'getDocumentColumns',
	});
	return fields.filter((field) => field.required).map((field) => field.id);
}

describe('Calculate Amounts in Spreadsheet Rows', () => {
	// Every document operation whose form has the option (a family that gains it is tested too).
	const families = resources.flatMap((resource) =>
		resource.operations
			.filter((operation) => operation.properties.some((p) => p.name === 'calculateAmounts'))
			.map((operation) => ({ resource: resource.value, operation })),
	);

	it('invoices and invoice corrections have the option', () => {
		expect(families.map(({ resource }) => resource)).toEqual(
			expect.arrayContaining(['invoice', 'invoiceCorrection']),
		);
	});

	it.each(families.map(({ resource, operation }) => [resource, operation.value, operation]))(
		'%s %s: with the option on, the columns it fills are not required, and only those',
		async (resource, operation, definition) => {
			const without = await requiredColumns({ resource, operation, calculateAmounts: false });
			const withIt = await requiredColumns({ resource, operation, calculateAmounts: true });
			// The fields the form hides while the option is on: what the option fills.
			const filled = allProperties(definition.properties)
				.filter((property) => property.displayOptions?.hide?.['/calculateAmounts'])
				.map((property) => property.name);
			expect(filled.length).toBeGreaterThan(0);
			expect(withIt).toEqual(without.filter((id) => !filled.includes(id)));
			expect(without).toEqual(
				expect.arrayContaining(filled.filter((id) => !id.startsWith('cost'))),
			);
		},
	);

	it('an invoice: the totals and every line price but the unit net price', async () => {
		const parameters = { resource: 'invoice', operation: 'createOrReplace' };
		const without = await requiredColumns({ ...parameters, calculateAmounts: false });
		const withIt = await requiredColumns({ ...parameters, calculateAmounts: 'true' });
		expect(without.filter((id) => !withIt.includes(id))).toEqual([
			'totalNetPrice',
			'totalGrossPrice',
			'totalTaxValue',
			'lineUnitGrossPrice',
			'lineUnitTaxValue',
			'lineNetPrice',
			'lineGrossPrice',
			'lineTaxValue',
		]);
		expect(withIt).toEqual(
			expect.arrayContaining(['lineQuantity', 'lineUnitNetPrice', 'lineTaxRateValue']),
		);
	});

	/** The example CSV's first invoice (two lines, one with a transport cost) without its amounts. */
	function sheetWithoutAmounts(): IDataObject[] {
		const csv = parseCsv(readFileSync(join(EXAMPLES, 'data', 'invoice-lines.csv'), 'utf8'));
		const first = csv.filter((row) => row['Invoice Number'] === csv[0]['Invoice Number']);
		const computed = /^(Total|Unit Gross|Unit Tax|Line Net|Line Gross|Line Tax)/;
		return first.map((row) =>
			Object.fromEntries(Object.entries(row).filter(([column]) => !computed.test(column))),
		);
	}

	/** Map Each Column Manually as the editor saves it: each column of the sheet mapped by hand. */
	async function mappedByHand(sheet: IDataObject[], calculateAmounts: boolean) {
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: {
				resource: 'invoice',
				operation: 'createOrReplace',
				inputMode: 'rows',
				calculateAmounts,
			},
			method: 'getDocumentColumns',
		});
		// The sheet's columns are named in full words, the mapper's labels in short ones.
		const headers = Object.keys(sheet[0]);
		const value: IDataObject = {};
		for (const field of fields) {
			const header = headers.find(
				(name) => name === field.displayName || shortened(name) === field.displayName,
			);
			if (header) value[field.id] = `={{ $json[${JSON.stringify(header)}] }}`;
		}
		return { mappingMode: 'defineBelow', value, matchingColumns: [], schema: fields };
	}

	it.each(['defineBelow', 'autoMapInputData'])(
		'%s: a sheet without the amounts becomes an invoice with them calculated',
		async (mappingMode) => {
			const sheet = sheetWithoutAmounts();
			const columns =
				mappingMode === 'defineBelow'
					? await mappedByHand(sheet, true)
					: { mappingMode, value: null, matchingColumns: [], schema: [] };
			const { error, output } = await createOrReplace(
				{ inputMode: 'rows', calculateAmounts: true, columns },
				sheet,
			);
			expect(error).toBeUndefined();
			const sent = writes().map((request) => request.body as IDataObject);
			expect(sent.map((body) => body.number)).toEqual([sheet[0]['Invoice Number']]);
			const items = sent[0].items as IDataObject[];
			expect(items.map((item) => [item.quantity, item.itemPrices, item.linePrices])).toEqual(
				sheet.map((row) => {
					const quantity = Number(row.Quantity);
					const net = Number(row['Unit Net Price']);
					const rate = Number(row['Tax Rate Value']) / 100;
					const unitTax = Math.round(net * rate * 100) / 100;
					const lineNet = Math.round(net * quantity * 100) / 100;
					const lineTax = Math.round(lineNet * rate * 100) / 100;
					return [
						quantity,
						{
							netPrice: net,
							taxValue: unitTax,
							grossPrice: Math.round((net + unitTax) * 100) / 100,
						},
						{
							netPrice: lineNet,
							taxValue: lineTax,
							grossPrice: Math.round((lineNet + lineTax) * 100) / 100,
						},
					];
				}),
			);
			// The total counts the lines (200 and 100 net) and the transport cost the sheet gives (10 net).
			expect(sent[0].totalPrices).toEqual(output[0].json.totalPrices);
			expect(sent[0].totalPrices).toEqual({ netPrice: 310, taxValue: 71.3, grossPrice: 381.3 });
		},
	);

	it('a mapped amount is still checked: one that disagrees is refused at its column, nothing sent', async () => {
		const sheet = sheetWithoutAmounts().map((row, index) =>
			index === 0 ? { ...row, 'Line Gross Price': '999' } : row,
		);
		const columns = await mappedByHand(sheet, true);
		const { error } = await createOrReplace(
			{ inputMode: 'rows', calculateAmounts: true, columns },
			sheet,
		);
		expect(error?.message).toMatch(/Line Gross Price.* is 999\.00 but the calculated amount is/);
		expect(writes()).toEqual([]);
	});

	it('without the option the columns stay required: n8n refuses a hand-mapped sheet without them', async () => {
		const sheet = sheetWithoutAmounts();
		const columns = await mappedByHand(sheet, false);
		await expect(createOrReplace({ inputMode: 'rows', columns }, sheet)).rejects.toThrow(
			/has issues/,
		);
		expect(writes()).toEqual([]);
	});
});
