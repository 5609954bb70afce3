/**
 * Calculate Amounts, the rule on its own: line and unit triples and the total from quantity,
 * unit net price and tax rate, rounded to the cent; given amounts kept when they agree, reported
 * when they do not. The run through the node (what the platform receives) is in
 * calculateAmountsRun.test.ts.
 */
import { calculateAmounts, roundToCent } from '../../nodes/B2bCommerce/documents/amounts';
import { INVOICE_AMOUNTS } from '../../nodes/B2bCommerce/documents/invoiceStyle/table';

function line(extra: Record<string, unknown> = {}) {
	return {
		lineNumber: 1,
		quantity: 3,
		itemPrices: { netPrice: 10.99 },
		taxRate: { name: 'VAT', value: 23 },
		additionalCosts: [],
		...extra,
	};
}

describe('roundToCent', () => {
	it.each([
		[1.005, 1.01],
		[2.675, 2.68],
		[-1.005, -1.01],
		[0.1 + 0.2, 0.3],
		[32.97 * 0.23, 7.58],
		[-0, 0],
	])('%p rounds to %p', (value, expected) => {
		expect(roundToCent(value)).toBe(expected);
	});
});

describe('calculateAmounts', () => {
	it('fills unit and line triples and the total from quantity, unit net price and tax rate (percent)', () => {
		const { document, problems } = calculateAmounts(
			{
				number: 'FV/1',
				items: [line(), line({ lineNumber: 2, quantity: 1, itemPrices: { netPrice: 100 } })],
			},
			'percent',
			INVOICE_AMOUNTS,
		);
		expect(problems).toEqual([]);
		const items = document.items as Array<Record<string, unknown>>;
		// 10.99 x 23% = 2.5277 -> 2.53; 3 x 10.99 = 32.97; 32.97 x 23% = 7.5831 -> 7.58
		expect(items[0].itemPrices).toEqual({ netPrice: 10.99, taxValue: 2.53, grossPrice: 13.52 });
		expect(items[0].linePrices).toEqual({ netPrice: 32.97, taxValue: 7.58, grossPrice: 40.55 });
		expect(items[1].linePrices).toEqual({ netPrice: 100, taxValue: 23, grossPrice: 123 });
		expect(document.totalPrices).toEqual({ netPrice: 132.97, taxValue: 30.58, grossPrice: 163.55 });
		expect(document.number).toBe('FV/1');
	});

	it('reads the tax rate as a fraction when Tax Rate Format is Fraction', () => {
		const { document } = calculateAmounts(
			{ items: [line({ taxRate: { value: 0.23 } })] },
			'fraction',
			INVOICE_AMOUNTS,
		);
		expect((document.items as Array<Record<string, unknown>>)[0].linePrices).toEqual({
			netPrice: 32.97,
			taxValue: 7.58,
			grossPrice: 40.55,
		});
	});

	it('takes numbers written as text, as the form and spreadsheets give them', () => {
		const { document } = calculateAmounts(
			{
				items: [line({ quantity: '2', itemPrices: { netPrice: '5.50' }, taxRate: { value: '8' } })],
			},
			'percent',
			INVOICE_AMOUNTS,
		);
		expect((document.items as Array<Record<string, unknown>>)[0].linePrices).toEqual({
			netPrice: 11,
			taxValue: 0.88,
			grossPrice: 11.88,
		});
	});

	it('adds the additional costs line prices to the total', () => {
		const cost = {
			type: 'Transport',
			itemPrices: {},
			linePrices: { netPrice: 10, taxValue: 2.3, grossPrice: 12.3 },
		};
		const { document } = calculateAmounts(
			{ items: [line({ additionalCosts: [cost] })] },
			'percent',
			INVOICE_AMOUNTS,
		);
		expect(document.totalPrices).toEqual({ netPrice: 42.97, taxValue: 9.88, grossPrice: 52.85 });
	});

	it('keeps a given amount that agrees within a cent, and reports one that does not, at its field', () => {
		const { document, problems } = calculateAmounts(
			{
				items: [
					line({
						itemPrices: { netPrice: 10.99, grossPrice: 13.51 },
						linePrices: { grossPrice: 41 },
					}),
				],
				totalPrices: { netPrice: 32.97 },
			},
			'percent',
			INVOICE_AMOUNTS,
		);
		const items = document.items as Array<Record<string, unknown>>;
		expect(items[0].itemPrices).toEqual({ netPrice: 10.99, taxValue: 2.53, grossPrice: 13.51 });
		expect(problems).toEqual([
			{
				path: ['items', 0, 'linePrices', 'grossPrice'],
				message:
					'is 41.00 but the calculated amount is 40.55 (Calculate Amounts is on): leave it empty or correct it',
			},
		]);
	});

	it('leaves a line without quantity, unit net price or tax rate as it is, and the total too', () => {
		const lacking = line({ quantity: undefined });
		const { document, problems } = calculateAmounts(
			{ items: [line(), lacking], totalPrices: { netPrice: 1 } },
			'percent',
			INVOICE_AMOUNTS,
		);
		expect(problems).toEqual([]);
		expect((document.items as unknown[])[1]).toBe(lacking);
		expect(document.totalPrices).toEqual({ netPrice: 1 });
	});

	it('does not change the document it was given', () => {
		const given = { items: [line()] };
		const copy = JSON.parse(JSON.stringify(given));
		calculateAmounts(given, 'percent', INVOICE_AMOUNTS);
		expect(given).toEqual(copy);
	});
});
