/**
 * Calculate Amounts through the node, against the fake platform: in Fields and JSON mode the
 * platform receives the calculated unit and line prices and total, the output shows them, and a
 * given amount that disagrees is refused at its field with nothing sent.
 */
import type { IDataObject } from 'n8n-workflow';

import { validInvoice } from '../platform/fixtures';
import { invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
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
		credentials: fx.credentials('acme'),
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
