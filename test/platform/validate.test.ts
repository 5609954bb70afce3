/* eslint-disable @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
import { HttpError, Json } from './types';
import { isDate, isUtcTimestamp, opt, t, validate, withNulls } from './validate';

function errorOf(fn: () => unknown): HttpError {
	try {
		fn();
	} catch (e) {
		if (e instanceof HttpError) return e;
		throw e;
	}
	throw new Error('expected a validation error');
}

const triple = () =>
	t.object({ netPrice: t.number(), grossPrice: t.number(), taxValue: t.number() });
const schema = t.object({
	number: t.string({ nonEmpty: true }),
	documentDate: t.date(),
	lastChange: opt(t.timestamp()),
	currencyCode: t.enumOf(['PLN', 'EUR'], 'the currency codes'),
	clientData: t.object({
		clientType: t.enumOf(['INDIVIDUAL', 'ORGANIZATION']),
		addressData: t.object({ city: t.string(), street: t.string() }),
	}),
	payerData: opt(t.object({ addressData: opt(t.object({ city: t.string() })) })),
	items: t.array(
		t.object({
			lineNumber: t.int32(),
			linePrices: triple(),
			isGift: opt(t.boolean()),
			id: opt(t.uuid()),
		}),
	),
	fileData: t.readOnly(),
});

const valid = () => ({
	number: 'A/1',
	documentDate: '2024-02-29',
	currencyCode: 'PLN',
	clientData: { clientType: 'INDIVIDUAL', addressData: { city: 'Lodz', street: 'Piotrkowska 1' } },
	items: [0, 1, 2].map((i) => ({
		lineNumber: i + 1,
		linePrices: { netPrice: 1, grossPrice: 1.23, taxValue: 0.23 },
	})),
});

describe('validate', () => {
	it('accepts a valid value and returns a copy', () => {
		const v = valid();
		const out = validate(schema, v);
		expect(out).toEqual(v);
		expect(out).not.toBe(v);
	});

	it('names the full path of a missing nested member', () => {
		const v: Record<string, Json> = valid();
		delete v.items[2].linePrices.netPrice;
		const e = errorOf(() => validate(schema, v));
		expect(e.status).toBe(400);
		expect(e.code).toBe('VALIDATION_FAILED');
		expect(e.field).toBe('items[2].linePrices.netPrice');
		expect(e.message).toBe('items[2].linePrices.netPrice is required');
		const w: Record<string, Json> = valid();
		w.clientData.addressData.city = null;
		expect(errorOf(() => validate(schema, w)).field).toBe('clientData.addressData.city');
	});

	it('checks types', () => {
		const cases: Array<[string, (v: Record<string, Json>) => void, string]> = [
			['number', (v) => (v.number = 5), 'number must be a string'],
			['number', (v) => (v.number = '  '), 'number must not be empty'],
			[
				'items[0].lineNumber',
				(v) => (v.items[0].lineNumber = '1'),
				'items[0].lineNumber must be a number',
			],
			[
				'items[0].lineNumber',
				(v) => (v.items[0].lineNumber = 1.5),
				'items[0].lineNumber must be an integer',
			],
			[
				'items[0].lineNumber',
				(v) => (v.items[0].lineNumber = 2 ** 31),
				'items[0].lineNumber must be <= 2147483647',
			],
			[
				'items[1].linePrices.taxValue',
				(v) => (v.items[1].linePrices.taxValue = NaN),
				'items[1].linePrices.taxValue must be a number',
			],
			['items[0].isGift', (v) => (v.items[0].isGift = 'yes'), 'items[0].isGift must be a boolean'],
			['items[0].id', (v) => (v.items[0].id = 'not-a-uuid'), 'items[0].id must be a uuid'],
			['items', (v) => (v.items = {}), 'items must be an array'],
			['items[1]', (v) => (v.items[1] = null), 'items[1] is required'],
			['items[1]', (v) => (v.items[1] = 7), 'items[1] must be an object'],
			['clientData', (v) => (v.clientData = []), 'clientData must be an object'],
			[
				'currencyCode',
				(v) => (v.currencyCode = 'ZZZ'),
				'currencyCode must be one of the currency codes',
			],
			[
				'clientData.clientType',
				(v) => (v.clientData.clientType = 'COMPANY'),
				'clientData.clientType must be one of INDIVIDUAL, ORGANIZATION',
			],
			[
				'documentDate',
				(v) => (v.documentDate = '2024-02-30'),
				'documentDate must be a date YYYY-MM-DD',
			],
			[
				'documentDate',
				(v) => (v.documentDate = '01.03.2024'),
				'documentDate must be a date YYYY-MM-DD',
			],
			[
				'lastChange',
				(v) => (v.lastChange = '2024-03-01T10:00:00+01:00'),
				'lastChange must be an ISO-8601 UTC timestamp ending in Z',
			],
			[
				'payerData.addressData.city',
				(v) => (v.payerData = { addressData: {} }),
				'payerData.addressData.city is required',
			],
			['surprise', (v) => (v.surprise = 1), 'surprise is not a known field'],
			[
				'clientData.addressData.zip',
				(v) => (v.clientData.addressData.zip = '1'),
				'clientData.addressData.zip is not a known field',
			],
		];
		for (const [field, mutate, message] of cases) {
			const v: Record<string, Json> = valid();
			mutate(v);
			const e = errorOf(() => validate(schema, v));
			expect({ field: e.field, message: e.message }).toEqual({ field, message });
		}
	});

	it('treats null like absent for optional members and drops read-only members', () => {
		const v: Record<string, Json> = {
			...valid(),
			lastChange: null,
			payerData: null,
			fileData: { url: 'x' },
		};
		const out = validate(schema, v);
		expect(out).not.toHaveProperty('lastChange');
		expect(out).not.toHaveProperty('payerData');
		expect(out).not.toHaveProperty('fileData');
	});

	it('reports a body that is not an object', () => {
		const e = errorOf(() => validate(schema, 'text'));
		expect(e.message).toBe('the request body must be an object');
		expect(e.field).toBeUndefined();
	});

	it('allows unknown members when asked', () => {
		const s = t.object({ number: t.string() }, { unknown: 'allow' });
		expect(validate(s, { number: 'x', extra: [1] })).toEqual({ number: 'x', extra: [1] });
	});

	it('runs object checks with the object path', () => {
		const s = t.object({
			lines: t.array(
				t.object(
					{ n: t.integer() },
					{
						check: (o, p) => {
							if ((o.n as number) < 1)
								throw new HttpError(400, 'VALIDATION_FAILED', `${p}.n < 1`, `${p}.n`);
						},
					},
				),
			),
		});
		expect(errorOf(() => validate(s, { lines: [{ n: 1 }, { n: 0 }] })).field).toBe('lines[1].n');
	});

	it('knows dates and timestamps', () => {
		expect(isDate('2024-02-29')).toBe(true);
		expect(isDate('2023-02-29')).toBe(false);
		expect(isDate('2024-2-1')).toBe(false);
		expect(isUtcTimestamp('2024-03-01T10:00:00Z')).toBe(true);
		expect(isUtcTimestamp('2024-03-01T10:00:00.123Z')).toBe(true);
		expect(isUtcTimestamp('2024-03-01T10:00:00')).toBe(false);
		expect(isUtcTimestamp('2024-03-01T25:00:00Z')).toBe(false);
		expect(isUtcTimestamp('2024-03-01 10:00:00Z')).toBe(false);
	});

	it('fills unset optional members with null for read shapes', () => {
		const out = withNulls(schema, { ...valid(), fileData: { url: 'u' } }) as Record<string, Json>;
		expect(out.lastChange).toBeNull();
		expect(out.payerData).toBeNull();
		expect(out.items[0].isGift).toBeNull();
		expect(out.items[0].id).toBeNull();
		expect(out.fileData).toEqual({ url: 'u' });
		expect(out.clientData.addressData.city).toBe('Lodz');
	});
});
