/**
 * The document schemas' building blocks (nodes/B2bCommerce/engine/values.ts) are our own zod
 * types (one check per scalar, a strict object without per-member paths). These tests pin what
 * they accept, what they turn it into and what they say, independently of any document.
 */
import { z } from 'zod/v4';

import {
	bool,
	clientIdentifier,
	currencyCode,
	date,
	enumOf,
	int32,
	list,
	nonNegative,
	num,
	obj,
	optional,
	text,
	utcTimestamp,
	uuid,
} from '../../nodes/B2bCommerce/engine/values';
import { validate } from '../../nodes/B2bCommerce/engine/zod';

function issues(
	schema: z.ZodType,
	value: unknown,
): Array<{ path: string; code: string; message: string }> {
	const result = validate(schema, value);
	if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
	return result.issues.map((issue) => ({
		path: issue.path.join('.'),
		code: issue.code,
		message: issue.message,
	}));
}

const message = (schema: z.ZodType, value: unknown) => issues(schema, value)[0].message;
function parsed(schema: z.ZodType, value: unknown): unknown {
	const result = validate(schema, value);
	if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass`);
	return result.data;
}

describe('scalars', () => {
	it('text: trims, takes numbers as text, refuses blanks and other types', () => {
		expect(parsed(text, '  SKU-1 ')).toBe('SKU-1');
		expect(parsed(text, 5260250274)).toBe('5260250274');
		for (const blank of [undefined, null, '', '   '])
			expect(message(text, blank)).toBe('is required');
		expect(message(text, { a: 1 })).toBe('must be text');
		expect(message(text, true)).toBe('must be text');
		expect(message(text, Number.NaN)).toBe('must be text');
	});

	it('num: numeric strings become numbers; anything else is named', () => {
		expect(parsed(num, ' 12.50 ')).toBe(12.5);
		expect(parsed(num, -3)).toBe(-3);
		expect(parsed(num, 0)).toBe(0);
		expect(message(num, '12,50')).toBe(
			'has a decimal comma: expected a number with a decimal point, like 12.5',
		);
		// Decimal notation only: not what Number() also reads.
		for (const other of ['0x190', '0o17', '0b11', 'Infinity', 'NaN', '1e400', '1_000'])
			expect(message(num, other)).toBe('must be a number');
		expect(parsed(num, '-1.5E+2')).toBe(-150);
		expect(message(num, true)).toBe('must be a number');
		expect(message(num, Number.POSITIVE_INFINITY)).toBe('must be a finite number');
		for (const blank of [undefined, null, '', ' ']) expect(message(num, blank)).toBe('is required');
	});

	it('nonNegative and int32 add their own limits after the number check', () => {
		expect(parsed(nonNegative, '0')).toBe(0);
		expect(message(nonNegative, -0.01)).toBe('must not be negative');
		expect(message(nonNegative, 'x')).toBe('must be a number');
		expect(parsed(int32, '42')).toBe(42);
		expect(message(int32, 1.5)).toBe('must be a whole number');
		expect(message(int32, 2147483648)).toBe(
			'must be a whole number from -2147483648 to 2147483647',
		);
		expect(parsed(int32, -2147483648)).toBe(-2147483648);
	});

	it('bool: true/false in any case, nothing else', () => {
		expect(parsed(bool, false)).toBe(false);
		expect(parsed(bool, ' TRUE ')).toBe(true);
		expect(parsed(bool, 'False')).toBe(false);
		expect(message(bool, 'yes')).toBe('must be true or false');
		expect(message(bool, 1)).toBe('must be true or false');
		expect(message(bool, '')).toBe('is required');
	});

	it('date and utcTimestamp: the format and a real calendar day', () => {
		expect(parsed(date, ' 2024-02-29 ')).toBe('2024-02-29');
		expect(message(date, '2023-02-29')).toBe('must be a real date like 2026-01-31 (YYYY-MM-DD)');
		expect(message(date, '01.02.2024')).toBe('must be a real date like 2026-01-31 (YYYY-MM-DD)');
		expect(message(date, 20240101)).toBe('must be a date like 2026-01-31');
		expect(parsed(utcTimestamp, '2026-01-31T12:00:00.123Z')).toBe('2026-01-31T12:00:00.123Z');
		expect(parsed(utcTimestamp, '2026-01-31T12:00:00+01:00')).toBe('2026-01-31T11:00:00Z');
		expect(parsed(utcTimestamp, '2026-01-31T12:00Z')).toBe('2026-01-31T12:00:00Z');
		expect(message(utcTimestamp, '2026-01-31T12:00:00')).toMatch(/with Z or an offset/);
		expect(message(utcTimestamp, '2026-02-30T12:00:00Z')).toMatch(/with Z or an offset/);
	});

	it('uuid and clientIdentifier: trimmed text of the right shape', () => {
		expect(parsed(uuid, ' 3f2504e0-4f89-11d3-9a0c-0305e82c3301 ')).toBe(
			'3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		);
		expect(message(uuid, 'abc')).toBe('must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301');
		expect(message(uuid, '')).toBe('is required');
		expect(parsed(clientIdentifier, 'org:123e4567-e89b-12d3-a456-426614174000')).toBe(
			'org:123e4567-e89b-12d3-a456-426614174000',
		);
		expect(message(clientIdentifier, '123e4567-e89b-12d3-a456-426614174000')).toMatch(
			/^must be a client ID like org:/,
		);
	});

	it('enums forgive case and spaces and list what they accept', () => {
		const itemType = enumOf(['PRODUCT', 'SERVICE']);
		expect(parsed(itemType, ' product ')).toBe('PRODUCT');
		expect(message(itemType, 'goods')).toBe('must be one of PRODUCT, SERVICE (got "GOODS")');
		expect(message(itemType, 7)).toBe('must be one of PRODUCT, SERVICE (got 7)');
		expect(message(itemType, null)).toBe('is required');
		expect(parsed(currencyCode, 'pln ')).toBe('PLN');
		expect(message(currencyCode, 'ZZZ')).toMatch(
			/^must be a currency code from the platform's list.*\(got "ZZZ"\)$/,
		);
	});

	it('optional: absent, null and blank are "not given"; anything else is checked', () => {
		const maybeNumber = optional(num);
		for (const blank of [undefined, null, '', '  '])
			expect(parsed(maybeNumber, blank)).toBeUndefined();
		expect(parsed(maybeNumber, '7')).toBe(7);
		expect(message(maybeNumber, 'seven')).toBe('must be a number');
	});
});

describe('strict objects', () => {
	const line = obj({ sku: text, quantity: num, note: optional(text) });
	const order = obj({ number: text, lines: list(line) });

	it('returns the checked values and leaves out members that are not given', () => {
		const out = parsed(order, { number: ' A/1 ', lines: [{ sku: 7, quantity: '2', note: '' }] });
		expect(out).toStrictEqual({ number: 'A/1', lines: [{ sku: '7', quantity: 2 }] });
	});

	it('names every problem with its full path, unknown members after the members', () => {
		expect(
			issues(order, {
				number: '',
				lines: [
					{ sku: 'A', quantity: 1 },
					{ sku: '', quantity: 'x', qty: 1 },
				],
				extra: 1,
			}),
		).toStrictEqual([
			{ path: 'number', code: 'custom', message: 'is required' },
			{ path: 'lines.1.sku', code: 'custom', message: 'is required' },
			{ path: 'lines.1.quantity', code: 'custom', message: 'must be a number' },
			{ path: 'lines.1', code: 'unrecognized_keys', message: expect.stringContaining('qty') },
			{ path: '', code: 'unrecognized_keys', message: expect.stringContaining('extra') },
		]);
	});

	it('refuses what is not an object, saying whether it is missing or of another type', () => {
		expect(issues(order, undefined)).toMatchObject([
			{ code: 'invalid_type', message: 'is required' },
		]);
		expect(issues(order, [])).toMatchObject([
			{ code: 'invalid_type', message: 'must be an object' },
		]);
		expect(issues(order, { number: 'A', lines: ['x'] })).toMatchObject([
			{ path: 'lines.0', code: 'invalid_type', message: 'must be an object' },
		]);
	});

	it('extend replaces and adds members; omit removes them; both stay strict', () => {
		const extended = line.extend({ quantity: int32, unit: text });
		expect(parsed(extended, { sku: 'A', quantity: '3', unit: 'pcs' })).toStrictEqual({
			sku: 'A',
			quantity: 3,
			unit: 'pcs',
		});
		expect(message(extended, { sku: 'A', quantity: 1.5, unit: 'pcs' })).toBe(
			'must be a whole number',
		);
		const omitted = line.omit({ note: true });
		expect(issues(omitted, { sku: 'A', quantity: 1, note: 'x' })).toMatchObject([
			{ code: 'unrecognized_keys' },
		]);
	});

	it('keeps refinements of a containing schema working (dirty, not aborted)', () => {
		const refined = obj({ a: num }).superRefine((value, ctx) => {
			if (value.a > 10)
				ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['a'], message: 'too big' });
		});
		expect(issues(refined, { a: 11 })).toStrictEqual([
			{ path: 'a', code: 'custom', message: 'too big' },
		]);
		expect(
			issues(z.object({ inner: obj({ a: num }) }).strict(), { inner: { a: 1, b: 2 } }),
		).toMatchObject([{ path: 'inner', code: 'unrecognized_keys' }]);
	});
});
