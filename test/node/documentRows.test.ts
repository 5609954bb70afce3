/**
 * Spreadsheet Rows mode: a CSV of invoice lines (one input item per row) becomes invoices on the
 * fake platform, grouped by invoice number in first-appearance order, header from each group's
 * first row, lines numbered in row order, each output item paired with all rows of its invoice.
 */
import type { IDataObject } from 'n8n-workflow';

import { FIXTURE_IDS } from '../platform/fixtures';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';

const CSV = `invoiceNumber,documentDate,saleDate,paymentDate,currency,po,buyer,totalNet,totalGross,totalTax,sku,itemName,type,quantity,unit,unitNet,unitGross,unitTax,lineNet,lineGross,lineTax,vat,discount
FV/1,2024-03-01,2024-03-01,2024-03-15,PLN,PO-7,Buyer Ltd,350,430.5,80.5,SKU-1,Cable 3x2.5,PRODUCT,2,PCE,100,123,23,200,246,46,23,0
FV/1,2024-03-09,2024-03-09,2024-03-30,EUR,PO-8,Other Ltd,1,1,0,SKU-2,Installation,service,1,H,100,123,23,100,123,23,23,0
FV/2,2024-03-02,2024-03-02,2024-03-16,eur,PO-9,Second Buyer,10,10.8,0.8,SKU-9,Paper,PRODUCT,10,PCE,1,1.08,0.08,10,10.8,0.8,8,0
FV/1,2024-03-01,2024-03-01,2024-03-15,PLN,PO-7,Buyer Ltd,350,430.5,80.5,SKU-3,Plug,PRODUCT,5,PCE,10,12.3,2.3,50,61.5,11.5,23,1.5
FV/3,2024-03-03,2024-03-03,2024-03-17,USD,PO-10,Third Buyer,5,5,0,SKU-5,Sample,PRODUCT,1,PCE,5,5,0,5,5,0,0,0`;

/** The CSV as n8n items, every value a string (as a CSV or sheet node gives them). */
function parseCsv(text: string): IDataObject[] {
	const [head, ...lines] = text.trim().split('\n');
	const columns = head.split(',');
	return lines.map((line) =>
		Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])),
	);
}

const tenantData = {
	addressData: {
		city: 'Warsaw',
		country: 'PL',
		name: 'Seller SA',
		postalCode: '00-001',
		street: 'Marszalkowska 1',
	},
	tin: '1234563218',
};
const paymentMethodData = { id: FIXTURE_IDS.paymentMethodId, name: 'Bank transfer' };
const buyerAddress = (name: string) => ({
	name,
	street: 'Prosta 2',
	city: 'Krakow',
	postalCode: '30-001',
	country: 'PL',
});

/** The Columns mapped one by one ("Map Each Column Manually"), with expressions as a user would write them. */
const COLUMNS: IDataObject = {
	number: '={{ $json.invoiceNumber }}',
	documentDate: '={{ $json.documentDate }}',
	saleDate: '={{ $json.saleDate }}',
	paymentDate: '={{ $json.paymentDate }}',
	currencyCode: '={{ $json.currency }}',
	totalNetPrice: '={{ $json.totalNet }}',
	totalGrossPrice: '={{ $json.totalGross }}',
	totalTaxValue: '={{ $json.totalTax }}',
	customerPurchaseNumbers: '={{ $json.po }}',
	clientId: FIXTURE_IDS.clientId,
	clientType: 'ORGANIZATION',
	clientName: '={{ $json.buyer }}',
	clientStreet: 'Prosta 2',
	clientCity: 'Krakow',
	clientPostalCode: '30-001',
	clientCountry: 'PL',
	sellerName: tenantData.addressData.name,
	sellerStreet: tenantData.addressData.street,
	sellerPostalCode: tenantData.addressData.postalCode,
	sellerCity: tenantData.addressData.city,
	sellerCountry: tenantData.addressData.country,
	sellerTin: tenantData.tin,
	paymentMethodId: paymentMethodData.id,
	paymentMethodName: paymentMethodData.name,
	lineType: '={{ $json.type }}',
	lineItemName: '={{ $json.itemName }}',
	lineSku: '={{ $json.sku }}',
	lineQuantity: '={{ $json.quantity }}',
	lineUnit: '={{ $json.unit }}',
	lineUnitNetPrice: '={{ $json.unitNet }}',
	lineUnitGrossPrice: '={{ $json.unitGross }}',
	lineUnitTaxValue: '={{ $json.unitTax }}',
	lineNetPrice: '={{ $json.lineNet }}',
	lineGrossPrice: '={{ $json.lineGross }}',
	lineTaxValue: '={{ $json.lineTax }}',
	lineTaxRateValue: '={{ $json.vat }}',
	lineDiscount: '={{ $json.discount }}',
	lineTaxRateName: '={{ $json.vat + "%" }}',
};

/** What the spec says the invoice of a group of rows must be (header from the first row). */
function expectedInvoice(rows: IDataObject[]): IDataObject {
	const [first] = rows;
	const n = (value: unknown) => Number(value);
	return {
		number: first.invoiceNumber,
		documentDate: first.documentDate,
		saleDate: first.saleDate,
		paymentDate: first.paymentDate,
		currencyCode: String(first.currency).toUpperCase(),
		totalPrices: {
			netPrice: n(first.totalNet),
			grossPrice: n(first.totalGross),
			taxValue: n(first.totalTax),
		},
		customerPurchaseNumbers: [first.po],
		notes: [],
		clientData: {
			clientId: FIXTURE_IDS.clientId,
			clientType: 'ORGANIZATION',
			addressData: buyerAddress(String(first.buyer)),
		},
		tenantData,
		paymentMethodData,
		items: rows.map((row, index) => ({
			lineNumber: index + 1,
			type: String(row.type).toUpperCase(),
			itemName: row.itemName,
			sku: row.sku,
			quantity: n(row.quantity),
			unit: row.unit,
			itemPrices: {
				netPrice: n(row.unitNet),
				grossPrice: n(row.unitGross),
				taxValue: n(row.unitTax),
			},
			linePrices: {
				netPrice: n(row.lineNet),
				grossPrice: n(row.lineGross),
				taxValue: n(row.lineTax),
			},
			taxRate: { name: `${String(row.vat)}%`, value: n(row.vat) },
			discount: n(row.discount),
			notes: [],
			additionalCosts: [],
		})),
	};
}

async function run(
	items: IDataObject[],
	columns: IDataObject = {},
	continueOnFail: boolean | 'continueErrorOutput' = false,
	parameters: IDataObject = {},
) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: {
			resource: 'invoice',
			operation: 'createOrReplace',
			inputMode: 'rows',
			columns: { mappingMode: 'defineBelow', value: { ...COLUMNS, ...columns } },
			...parameters,
		},
		items,
		...(continueOnFail === 'continueErrorOutput'
			? { onError: continueOnFail }
			: { continueOnFail }),
	});
}

function storedInvoices(): Record<string, IDataObject> {
	return (fx.platform.control.state('acme').invoices ?? {}) as Record<string, IDataObject>;
}

describe('spreadsheet rows → invoices', () => {
	it('groups the CSV rows into one invoice per number, one PUT each, paired with their rows', async () => {
		const rows = parseCsv(CSV);
		const { output, error } = await run(rows);
		expect(error).toBeUndefined();

		const fv1 = expectedInvoice([rows[0], rows[1], rows[3]]);
		const fv2 = expectedInvoice([rows[2]]);
		const fv3 = expectedInvoice([rows[4]]);

		const puts = fx.platform.control.requests({ method: 'PUT', pathPrefix: INVOICES });
		expect(puts.map((r) => (r.body as IDataObject).number)).toEqual(['FV/1', 'FV/2', 'FV/3']);
		expect(puts.map((r) => r.body)).toEqual([fv1, fv2, fv3]);
		expect(fx.platform.control.requests()).toHaveLength(3);

		const invoices = storedInvoices();
		expect(Object.keys(invoices).sort()).toEqual(['FV/1', 'FV/2', 'FV/3']);
		expect(invoices['FV/1']).toMatchObject(fv1);
		expect(invoices['FV/2']).toMatchObject(fv2);
		expect(invoices['FV/3']).toMatchObject(fv3);
		// Header from the first row of the group: row 1's other date, currency and buyer are not used.
		expect(invoices['FV/1'].documentDate).toBe('2024-03-01');
		expect(invoices['FV/1'].currencyCode).toBe('PLN');
		expect(
			(invoices['FV/1'].items as IDataObject[]).map((item) => [item.lineNumber, item.sku]),
		).toEqual([
			[1, 'SKU-1'],
			[2, 'SKU-2'],
			[3, 'SKU-3'],
		]);

		expect(output.map((item) => item.json.number)).toEqual(['FV/1', 'FV/2', 'FV/3']);
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 1 }, { item: 3 }],
			[{ item: 2 }],
			[{ item: 4 }],
		]);
		expect(output[0].json).toEqual({ ...fv1, saved: true });
	});

	it('keeps the line numbers the rows give', async () => {
		const rows = parseCsv(CSV)
			.filter((row) => row.invoiceNumber === 'FV/1')
			.map((row, index) => ({ ...row, line: String((index + 1) * 10) }));
		const { error } = await run(rows, { lineNumber: '={{ $json.line }}' });
		expect(error).toBeUndefined();
		const [sent] = fx.platform.control.requests({ method: 'PUT' });
		expect(
			((sent.body as IDataObject).items as IDataObject[]).map((item) => [
				item.lineNumber,
				item.sku,
			]),
		).toEqual([
			[10, 'SKU-1'],
			[20, 'SKU-2'],
			[30, 'SKU-3'],
		]);
		const items = storedInvoices()['FV/1'].items as IDataObject[];
		expect(items.map((item) => [item.lineNumber, item.sku])).toEqual([
			[10, 'SKU-1'],
			[20, 'SKU-2'],
			[30, 'SKU-3'],
		]);
	});

	it('a row whose line number clashes with a row numbered by position fails its invoice before anything is sent', async () => {
		const rows = parseCsv(CSV)
			.filter((row) => row.invoiceNumber === 'FV/1')
			.map((row, index) => ({ ...row, line: index === 0 ? '2' : '' }));
		const { error } = await run(rows, { lineNumber: '={{ $json.line }}' });
		expect(error?.message).toBe('Line number 2 is used twice in invoice FV/1');
		expect(error?.description).toContain('Items 1, 2 both have line number 2');
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('a bad line names its row, the path and the invoice; nothing at all is sent', async () => {
		const rows = parseCsv(CSV);
		rows[3].unitNet = '';
		const { error } = await run(rows);
		expect(error?.message).toBe('"Unit Net Price" is required');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(3);
		expect(error?.description).toContain(
			'Invoice Number "FV/1" (Items 1, 2, 4; header from Item 1)',
		);
		expect(error?.description).toContain('Nothing was sent for this invoice.');
		expect(error?.description).toContain(
			'<li>Item 4: "Unit Net Price" is required: Net price of one unit, e.g. 100.00</li>',
		);
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('a bad header value names the first row of its invoice', async () => {
		const rows = parseCsv(CSV);
		rows[2].paymentDate = '2024-02-31';
		const { error } = await run(rows);
		expect(error?.message).toBe('"Payment Date" must be a real date like 2026-01-31 (YYYY-MM-DD)');
		// Named as the sheet's column; no internal path.
		expect(error?.description).toContain('"Payment Date" must be a real date');
		expect(error?.description).not.toContain('[paymentDate]');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(2);
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('a tax rate written as a fraction is refused at its row while the format is Percent', async () => {
		const rows = parseCsv(CSV);
		rows[1].vat = '0.23';
		const { error } = await run(rows);
		expect(error?.message).toContain('"Tax Rate Value" looks like a fraction (0.23)');
		expect(error?.description).toContain('"Tax Rate Value" looks like a fraction');
		expect(error?.description).not.toContain('[items[1].taxRate.value]');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(1);
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('a row without an invoice number is refused by its index', async () => {
		const rows = parseCsv(CSV);
		rows[4].invoiceNumber = '';
		const { error } = await run(rows);
		expect(error?.message).toBe('"Invoice Number" is required');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(4);
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('with Continue On Fail a bad invoice becomes one error item paired with all its rows; the others are sent', async () => {
		const rows = parseCsv(CSV);
		rows[1].quantity = 'two';
		const { output, error } = await run(rows, {}, true);
		expect(error).toBeUndefined();
		expect(output).toHaveLength(3);
		expect(output[0].json.error).toBe('"Quantity" must be a number');
		expect(output[0].pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 3 }]);
		expect(output.slice(1).map((item) => [item.json.number, item.pairedItem])).toEqual([
			['FV/2', [{ item: 2 }]],
			['FV/3', [{ item: 4 }]],
		]);
		expect(Object.keys(storedInvoices()).sort()).toEqual(['FV/2', 'FV/3']);
	});

	it('with On Error > error output each row of a refused invoice goes to the error output, whole; the others are sent', async () => {
		const rows = parseCsv(CSV);
		rows[1].quantity = 'two';
		const { outputs, error } = await run(rows, {}, 'continueErrorOutput');
		expect(error).toBeUndefined();
		const [success, failed] = outputs;
		expect(success.map((item) => [item.json.number, item.pairedItem])).toEqual([
			['FV/2', [{ item: 2 }]],
			['FV/3', [{ item: 4 }]],
		]);
		// FV/1's three rows, each with its own columns and the one refusal.
		expect(failed.map((item) => [item.json.invoiceNumber, item.json.sku, item.pairedItem])).toEqual(
			[
				['FV/1', 'SKU-1', { item: 0 }],
				['FV/1', 'SKU-2', { item: 1 }],
				['FV/1', 'SKU-3', { item: 3 }],
			],
		);
		for (const item of failed)
			expect(item.json.error).toMatchObject({ message: '"Quantity" must be a number' });
		expect(Object.keys(storedInvoices()).sort()).toEqual(['FV/2', 'FV/3']);
	});

	it('with Continue On Fail a platform refusal of one invoice is paired with all its rows', async () => {
		const rows = parseCsv(CSV);
		fx.platform.control.injectFault({
			kind: 'status',
			status: 400,
			count: 1,
			match: { method: 'PUT', pathPrefix: INVOICES },
		});
		// One request at a time, so the fault meets the first invoice.
		const { output, error } = await run(rows, {}, true, { requestOptions: { maxInFlight: 1 } });
		expect(error).toBeUndefined();
		expect(output[0].json.error).toEqual(expect.stringContaining('rejected'));
		expect(output[0].pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 3 }]);
		expect(Object.keys(storedInvoices()).sort()).toEqual(['FV/2', 'FV/3']);
	});
});
