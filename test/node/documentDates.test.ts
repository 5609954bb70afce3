/**
 * Date fields in Fields mode are n8n's date picker. What the picker stores, a typed or mapped
 * date, an ISO date-time from another node, and a Luxon DateTime or JavaScript Date from an
 * expression all reach the platform as the calendar day written (`YYYY-MM-DD`), never shifted
 * through UTC; anything else is refused at the field and nothing is sent. JSON and Spreadsheet
 * Rows modes stay strict. Real workflows against the fake platform; assertions on what it stored.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { validGoodsIssuedNote, validInvoice } from '../platform/fixtures';
import { goodsNoteFields, invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

function storedInvoice(number: string): IDataObject | undefined {
	return ((fx.platform.control.state('acme').invoices ?? {}) as Record<string, IDataObject>)[
		number
	];
}

function storedNote(number: string): IDataObject | undefined {
	return (
		(fx.platform.control.state('acme').goodsIssuedNotes ?? {}) as Record<string, IDataObject>
	)[number];
}

function apiWrites() {
	return fx.platform.control.requests({ origin: 'api', method: 'PUT' });
}

async function run(resource: string, parameters: IDataObject, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource, operation: 'createOrReplace', ...parameters },
		items,
	});
}

describe('date fields', () => {
	it('are date pickers (no time) in Fields mode for every document date', () => {
		const dates = new Set<string>();
		const visit = (properties: IDataObject[]) => {
			for (const property of properties) {
				if (property.type === 'dateTime') {
					expect(property.typeOptions).toEqual({ dateOnly: true });
					dates.add(String(property.displayName));
				}
				for (const nested of [property.options, property.values])
					if (Array.isArray(nested)) visit(nested as IDataObject[]);
			}
		};
		visit(new B2bCommerce().description.properties as unknown as IDataObject[]);
		expect([...dates].sort()).toEqual([
			'Delivery Date',
			'Document Date',
			'Order Date',
			'Payment Date',
			'Sale Date',
		]);
	});

	// The workflow's time zone is n8n's default here, America/New_York (UTC-5 in March): it
	// changes none of these days.
	it.each([
		['what the picker stores', '2024-03-01', '2024-03-01'],
		["what older editors' pickers store", '2024-03-01T00:00:00', '2024-03-01'],
		['a typed date with blanks around it', ' 2024-03-01 ', '2024-03-01'],
		[
			'an ISO date-time with an offset, late in its day (the next day in UTC)',
			'2024-03-01T23:30:00.000-05:00',
			'2024-03-01',
		],
		['an ISO date-time in UTC', '2024-03-01T10:00:00Z', '2024-03-01'],
		[
			'a Luxon DateTime from an expression (its own zone)',
			"={{ DateTime.fromISO('2024-03-01T07:30:00', { zone: 'Asia/Tokyo' }) }}",
			'2024-03-01',
		],
		['a mapped ISO date-time from the input item', '={{ $json.when }}', '2024-03-01'],
		[
			'a JavaScript Date from an expression (its day as its ISO text shows it, in UTC)',
			"={{ new Date('2024-03-02T02:00:00Z') }}",
			'2024-03-02',
		],
		[
			'a JavaScript Date at UTC midnight (how date-only values often arrive)',
			"={{ new Date('2024-03-01') }}",
			'2024-03-01',
		],
		[
			"the same instant as text in UTC (how a Date looks in an item's JSON)",
			'2024-03-02T02:00:00.000Z',
			'2024-03-02',
		],
	])('Invoice Document Date: %s is sent as YYYY-MM-DD', async (_what, given, sent) => {
		const doc = validInvoice('FV/2026/0300');
		const { error } = await run('invoice', { ...invoiceFields(doc), documentDate: given }, [
			{ when: '2024-03-01T08:15:00.000+01:00' },
		]);
		expect(error).toBeUndefined();
		expect(storedInvoice('FV/2026/0300')?.documentDate).toBe(sent);
		expect(storedInvoice('FV/2026/0300')?.saleDate).toBe(doc.saleDate);
	});

	it('Goods note Delivery Date (an additional field): a DateTime from an expression is its day as written', async () => {
		const doc = validGoodsIssuedNote('WZ/2026/0300');
		const parameters = goodsNoteFields(doc, false);
		parameters.additionalFields = {
			...(parameters.additionalFields as IDataObject),
			deliveryDate: "={{ DateTime.fromISO('2024-03-05T00:30:00+09:00', { setZone: true }) }}",
		};
		const { error } = await run('goodsIssuedNote', parameters);
		expect(error).toBeUndefined();
		expect(storedNote('WZ/2026/0300')?.deliveryDate).toBe('2024-03-05');
	});

	it.each([
		['a date in another order', '01.03.2024', 'must be a real date like 2026-01-31 (YYYY-MM-DD)'],
		[
			'a day that does not exist',
			'2024-02-30T00:00:00',
			'must be a real date like 2026-01-31 (YYYY-MM-DD)',
		],
		['a number', '={{ 20240301 }}', 'must be a date like 2026-01-31'],
		[
			'an invalid DateTime',
			"={{ DateTime.fromISO('not a date') }}",
			'must be a date like 2026-01-31',
		],
	])(
		'Invoice Document Date: %s is refused at the field and nothing is sent',
		async (_what, given, problem) => {
			const doc = validInvoice('FV/2026/0301');
			const { error } = await run('invoice', { ...invoiceFields(doc), documentDate: given });
			expect(error?.description).toContain(`<li>Item 1: "Document Date" ${problem}</li>`);
			expect(apiWrites()).toEqual([]);
			expect(storedInvoice('FV/2026/0301')).toBeUndefined();
		},
	);

	it('JSON mode stays strict: a date-time is refused and nothing is sent', async () => {
		const doc = { ...validInvoice('FV/2026/0302'), documentDate: '2024-03-01T00:00:00' };
		const { error } = await run('invoice', { inputMode: 'json', document: '={{ $json }}' }, [doc]);
		expect(error?.description).toContain(
			'"documentDate" must be a real date like 2026-01-31 (YYYY-MM-DD)',
		);
		expect(apiWrites()).toEqual([]);
	});
});
