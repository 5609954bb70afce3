/**
 * Calculate Amounts on goods issued and received notes, through the node against the fake
 * platform: in Fields, JSON and Spreadsheet Rows mode (Map Automatically and Map Each Column
 * Manually) the platform receives each line's unit and line prices and the note's total
 * calculated from quantity, unit net price and tax rate; a given amount that disagrees by more
 * than a cent is refused at its field with nothing sent. The rule itself is in amounts.test.ts.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { validGoodsIssuedNote, validGoodsReceivedNote } from '../platform/fixtures';
import { goodsNoteFields } from '../support/documentFields';
import { editorNode, shownProperties } from '../support/editor';
import { runNode } from '../support/harness';
import { runResourceMapping } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const GIN = { resource: 'goodsIssuedNote', collection: 'goodsIssuedNotes', received: false };
const GRN = { resource: 'goodsReceivedNote', collection: 'goodsReceivedNotes', received: true };
type Kind = typeof GIN;

/** 3 x 10.99 at 23%: unit tax 2.5277 -> 2.53, line net 32.97, line tax 7.5831 -> 7.58. */
const UNIT = { net: 10.99, gross: 13.52, tax: 2.53 };
const LINE = { net: 32.97, gross: 40.55, tax: 7.58 };

function stored(kind: Kind, number: string): IDataObject | undefined {
	return ((fx.control().state('acme')[kind.collection] ?? {}) as Record<string, IDataObject>)[
		number
	];
}

async function createOrReplace(kind: Kind, parameters: IDataObject, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource: kind.resource, operation: 'createOrReplace', ...parameters },
		items,
	});
}

function valid(kind: Kind, number: string): IDataObject {
	return kind.received ? validGoodsReceivedNote(number) : validGoodsIssuedNote(number);
}

/** The note with its lines at 3 x 10.99, 23%, without costs; only the unit net price given. */
function withoutAmounts(kind: Kind, number: string): IDataObject {
	const note = valid(kind, number);
	const lines = (note.productLines as IDataObject[]).map((line) => ({
		...line,
		quantity: 3,
		prices: {
			...(line.prices as IDataObject),
			additionalCosts: [],
			item: { net: UNIT.net },
			line: {},
			taxRate: 23,
		},
	}));
	return { ...note, prices: {}, productLines: lines };
}

describe.each([
	['goods issued note', GIN],
	['goods received note', GRN],
])('Calculate Amounts on a %s', (_name, kind) => {
	it('Fields mode: the platform receives every line triple and the total, calculated', async () => {
		const number = `${kind.resource}/F`;
		const fields = goodsNoteFields(valid(kind, number), kind.received);
		const lines = (fields.lines as { values: IDataObject[] }).values.map((line) => ({
			...line,
			lineQuantity: '3',
			lineUnitNet: '10.99',
			lineUnitGross: '',
			lineUnitTax: '',
			lineNet: '',
			lineGross: '',
			lineTax: '',
			lineTaxRate: '23',
			lineAdditionalCosts: { values: [] },
		}));
		const { error, output } = await createOrReplace(kind, {
			...fields,
			totalNet: '',
			totalGross: '',
			totalTax: '',
			lines: { values: lines },
			calculateAmounts: true,
		});
		expect(error).toBeUndefined();
		const sent = stored(kind, number) as IDataObject;
		for (const line of sent.productLines as IDataObject[]) {
			expect((line.prices as IDataObject).item).toEqual(UNIT);
			expect((line.prices as IDataObject).line).toEqual(LINE);
		}
		expect(sent.prices).toEqual({ total: { net: 65.94, gross: 81.1, tax: 15.16 } });
		expect(output[0].json.prices).toEqual(sent.prices);
	});

	it('JSON mode: missing amounts are calculated with Tax Rate Format Fraction, costs in the total', async () => {
		const number = `${kind.resource}/J`;
		const note = withoutAmounts(kind, number);
		const lines = (note.productLines as IDataObject[]).map((line) => ({
			...line,
			prices: {
				...(line.prices as IDataObject),
				taxRate: 0.08,
				item: { net: 100 },
				additionalCosts: [
					{
						type: 'TRANSPORT',
						item: { net: 5, gross: 5.4, tax: 0.4 },
						line: { net: 10, gross: 10.8, tax: 0.8 },
					},
				],
			},
		}));
		const { error } = await createOrReplace(
			kind,
			{
				inputMode: 'json',
				document: '={{ $json }}',
				calculateAmounts: true,
				taxRateFormat: 'fraction',
			},
			[{ ...note, productLines: lines }],
		);
		expect(error).toBeUndefined();
		const sent = stored(kind, number) as IDataObject;
		// 3 x 100 at 8% = 300 + 24; two lines, each with a cost of 10 + 0.8.
		const prices = (sent.productLines as IDataObject[])[0].prices as IDataObject;
		expect(prices.item).toEqual({ net: 100, tax: 8, gross: 108 });
		expect(prices.line).toEqual({ net: 300, tax: 24, gross: 324 });
		expect(prices.taxRate).toBe(0.08);
		expect(sent.prices).toEqual({ total: { net: 620, tax: 49.6, gross: 669.6 } });
	});

	it('JSON mode: a given amount more than a cent off is refused at its field, and nothing is sent', async () => {
		const number = `${kind.resource}/X`;
		const note = withoutAmounts(kind, number);
		const lines = (note.productLines as IDataObject[]).map((line, index) => ({
			...line,
			// Within a cent is kept: 40.56 for 40.55.
			prices: { ...(line.prices as IDataObject), line: { gross: index === 0 ? 40.56 : 41 } },
		}));
		const { error } = await createOrReplace(
			kind,
			{ inputMode: 'json', document: '={{ $json }}', calculateAmounts: true },
			[{ ...note, productLines: lines }],
		);
		expect(error?.message).toBe(
			'"productLines[1].prices.line.gross" is 41.00 but the calculated amount is 40.55 (Calculate Amounts is on): leave it empty or correct it',
		);
		expect(fx.bodies('PUT')).toEqual([]);
		expect(stored(kind, number)).toBeUndefined();
	});

	it('Spreadsheet Rows, Map Automatically: rows named like the columns, without the calculated ones', async () => {
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: kind.resource, operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		const label = (id: string) => fields.find((field) => field.id === id)?.displayName as string;
		const rows = [1, 2].map((line) => rowOf(kind, line, label));
		const { error } = await createOrReplace(
			kind,
			{
				inputMode: 'rows',
				columns: { mappingMode: 'autoMapInputData', value: null },
				calculateAmounts: true,
			},
			rows,
		);
		expect(error).toBeUndefined();
		const sent = stored(kind, 'R/1') as IDataObject;
		expect(
			(sent.productLines as IDataObject[]).map((line) => (line.prices as IDataObject).line),
		).toEqual([LINE, LINE]);
		expect(sent.prices).toEqual({ total: { net: 65.94, gross: 81.1, tax: 15.16 } });
		expect(fx.bodies('PUT')).toHaveLength(1);
	});

	it('Spreadsheet Rows, Map Each Column Manually: the calculated columns left unmapped are filled; a mapped one that disagrees is refused', async () => {
		const value = rowOf(kind, 1, (id) => id);
		const manual = (columns: IDataObject) => ({
			inputMode: 'rows',
			columns: { mappingMode: 'defineBelow', value: columns },
			calculateAmounts: true,
		});
		const ok = await createOrReplace(kind, manual({ ...value, lineGross: '40.55' }));
		expect(ok.error).toBeUndefined();
		expect(stored(kind, 'R/1')?.prices).toEqual({ total: LINE });

		fx.control().clearRequests();
		const wrong = await createOrReplace(kind, manual({ ...value, number: 'R/2', totalTax: '7' }));
		expect(wrong.error?.message).toBe(
			'"Total Tax" is 7.00 but the calculated amount is 7.58 (Calculate Amounts is on): leave it empty or correct it',
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});
});

/** One line of note R/1 as a row: keys are `name(columnId)`, the calculated columns left out. */
function rowOf(kind: Kind, line: number, name: (id: string) => string): IDataObject {
	const note = valid(kind, 'R/1');
	const address = note.deliveryAddress as IDataObject;
	const values: IDataObject = {
		number: 'R/1',
		clientId: note.clientId,
		documentDate: note.documentDate,
		saleDate: note.saleDate,
		deliveryName: address.name,
		deliveryStreet: address.street,
		deliveryPostCode: address.postCode,
		deliveryCity: address.city,
		deliveryCountry: address.country,
		paymentMethodId: (note.paymentMethod as IDataObject).id,
		paymentMethodName: (note.paymentMethod as IDataObject).name,
		deliveryMethodId: (note.deliveryMethod as IDataObject).id,
		deliveryMethodName: (note.deliveryMethod as IDataObject).name,
		warehouseId: (note.warehouse as IDataObject).id,
		warehouseName: (note.warehouse as IDataObject).name,
		...(kind.received
			? { lineGoodsIssuedNoteLineNumber: String(line) }
			: { lineSalesOrderReferenceNumber: 'SO/1', lineSalesOrderLineNumber: String(line) }),
		lineQuantity: '3',
		lineSku: `SKU-${line}`,
		lineProductName: `Product ${line}`,
		lineUnit: 'PCE',
		lineUnitNet: '10.99',
		lineBaseNet: '12',
		lineBaseGross: '14.76',
		lineBaseTax: '2.76',
		lineTaxRate: '23',
	};
	return Object.fromEntries(Object.entries(values).map(([id, value]) => [name(id), value]));
}

describe('the goods note form with Calculate Amounts', () => {
	const shown = (parameters: INodeParameters) =>
		shownProperties({ ...editorNode(), parameters }).map((property) => property.name);
	const base = { resource: 'goodsReceivedNote', operation: 'createOrReplace', inputMode: 'fields' };

	it('hides the totals while it is on and asks for Tax Rate Format only then', () => {
		const off = shown(base);
		expect(off).toEqual(expect.arrayContaining(['totalNet', 'totalGross', 'totalTax']));
		expect(off).toContain('calculateAmounts');
		expect(off).not.toContain('taxRateFormat');
		const on = shown({ ...base, calculateAmounts: true });
		expect(on).not.toEqual(expect.arrayContaining(['totalNet']));
		expect(on.filter((name) => name.startsWith('total'))).toEqual([]);
		expect(on).toContain('taxRateFormat');
	});

	it('without Calculate Amounts the tax rate is sent as given, unchecked; with it, Percent refuses 0.23', async () => {
		const note = validGoodsIssuedNote('WZ/RATE');
		const lines = (note.productLines as IDataObject[]).map((line) => ({
			...line,
			prices: { ...(line.prices as IDataObject), taxRate: 0.23 },
		}));
		const json = { inputMode: 'json', document: '={{ $json }}' };
		const asGiven = await createOrReplace(GIN, json, [{ ...note, productLines: lines }]);
		expect(asGiven.error).toBeUndefined();
		expect(
			((stored(GIN, 'WZ/RATE')?.productLines as IDataObject[])[0].prices as IDataObject).taxRate,
		).toBe(0.23);

		fx.control().clearRequests();
		const bare = withoutAmounts(GIN, 'WZ/RATE2');
		const bareLines = (bare.productLines as IDataObject[]).map((line) => ({
			...line,
			prices: { ...(line.prices as IDataObject), taxRate: 0.23 },
		}));
		const calculated = await createOrReplace(GIN, { ...json, calculateAmounts: true }, [
			{ ...bare, productLines: bareLines },
		]);
		expect(calculated.error?.message).toMatch(
			/^"productLines\[0\]\.prices\.taxRate" looks like a fraction \(0\.23\) but Tax Rate Format is Percent/,
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});
});
