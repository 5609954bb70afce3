/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Can the document validator move to zod 4's public API (`zod/v4`, shipped inside the pinned
 * zod 3.25) and leave zod 3's private parse hooks (nodes/B2bCommerce/engine/zod.ts)? Not part of
 * `npm run bench`; run it alone on a quiet machine (under a minute):
 *
 *   node_modules/.bin/ts-node --transpile-only test/bench/zod4Validator.ts [runs=7]
 *
 * (runs=0: the comparison only; a second argument `jitless` turns off zod 4's compiled object
 * parsers, `z.config({ jitless: true })`, as where code generation from strings is not allowed.)
 *
 * It builds Invoice › Create or Replace's input validator again on zod 4's public API only
 * (z.strictObject, z.object, z.array, z.enum, z.transform reporting through `ctx.issues`,
 * z.preprocess, superRefine, and the `error` param for our messages), reusing the node's own
 * check function of each scalar, and compares it with today's validator (the operation's
 * `input`: zod 3 and the hooks):
 *
 * 1. the same refusals: for good and bad invoices, every issue (path and message as the node
 *    words it) and the error the node throws (engine/input.ts validateInput: message and
 *    description); a good invoice must come out the same (JSON-equal; a member left as
 *    undefined, which zod 4 keeps and ours leaves out, is counted apart);
 * 2. the cost per document: a valid 1-line and 50-line invoice and an invalid one, each
 *    validator timed alone in interleaved runs; the table gives the median of the runs and the
 *    load average before and after.
 *
 * The zod 4 validators: "v4" is the natural port (the tax rate check as a superRefine, which
 * zod 4 skips after an unknown member where zod 3 runs it), called as `schema.safeParse`;
 * "v4 core.safeParse" the same called through zod/v4/core's `safeParse` (a lighter error object);
 * two run the tax rate check after unknown members too, as zod 3 does: "v4 nested" parses the
 * object inside a transform (faithful4), "v4 check after" runs the check outside zod when every
 * issue is an unknown member.
 */
import { isDeepStrictEqual } from 'util';
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { z } from 'zod/v4';

import { validateInput } from '../../nodes/B2bCommerce/engine/input';
import type { OperationDef } from '../../nodes/B2bCommerce/engine/operation';
import {
	bool,
	clientIdentifier,
	clientType,
	currencyCode,
	date,
	int32,
	itemType,
	nonNegative,
	num,
	text,
	uuid,
} from '../../nodes/B2bCommerce/engine/values';
import type { ZodIssue, ZodScalar, ZodTypeAny } from '../../nodes/B2bCommerce/engine/zod';
import { Problem } from '../../nodes/B2bCommerce/engine/zod';
import type { TaxRateFormat } from '../../nodes/B2bCommerce/documents/taxRate';
import { TAX_RATE_FORMATS } from '../../nodes/B2bCommerce/documents/taxRate';
import {
	calculateAmounts,
	itemTaxRates,
} from '../../nodes/B2bCommerce/documents/invoiceStyle/amounts';
import { invoice as invoiceTable } from '../../nodes/B2bCommerce/documents/invoiceStyle/table';
import { createOrReplace } from '../../nodes/B2bCommerce/resources/invoice/createOrReplace.operation';
import { deletePath, setPath, validInvoice } from '../platform/fixtures';
import { fmt, machine, median, now } from './lib';

// ---------------------------------------------------------------------------------------------
// The invoice validator on zod 4's public API

/** The node's own check of a scalar (what it accepts, what it sends, the problem's words). */
const checkOf = <T>(scalar: ZodScalar<T>) => scalar._def.check;

function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/**
 * A scalar: one transform. A problem is pushed to `ctx.issues` without `continue`, so it aborts
 * the containing object, as zod 3's INVALID does (the tax rate check then does not run).
 */
function scalar<T>(source: ZodScalar<T>) {
	const check = checkOf(source);
	return z.transform((value: unknown, ctx) => {
		const result = check(value);
		if (result instanceof Problem) {
			ctx.issues.push({ code: 'custom', message: result.message, input: value });
			return z.NEVER;
		}
		return result;
	});
}

/**
 * An optional scalar: blank is undefined. Wrapped in .optional() so that an absent member stays
 * absent (zod 4 sets a member it parsed to undefined unless its schema is optional).
 */
function optionalScalar<T>(source: ZodScalar<T>) {
	const check = checkOf(source);
	return z
		.transform((value: unknown, ctx) => {
			if (isBlank(value)) return undefined;
			const result = check(value);
			if (result instanceof Problem) {
				ctx.issues.push({ code: 'custom', message: result.message, input: value });
				return z.NEVER;
			}
			return result;
		})
		.optional();
}

const unknownMembers = (keys: readonly string[]) =>
	`has ${keys.length === 1 ? 'a field' : 'fields'} the platform does not know: ${keys.join(', ')} (check the spelling)`;

/** A strict object with our words for a missing or wrong value and for unknown members. */
function obj<T extends z.core.$ZodLooseShape>(shape: T) {
	return z.strictObject(shape, {
		error: (issue) => {
			if (issue.code === 'unrecognized_keys') return unknownMembers(issue.keys);
			return issue.input === undefined ? 'is required' : 'must be an object';
		},
	});
}

/** Absent, null and "" mean "not given" for an optional object too. */
function optionalObj<T extends z.ZodType>(schema: T) {
	return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

function list<T extends z.ZodType>(item: T, wrongType = 'must be a list') {
	return z.array(item, {
		error: (issue) => (issue.input === undefined ? 'is required' : wrongType),
	});
}

const v4 = {
	text: scalar(text),
	optText: optionalScalar(text),
	num: scalar(num),
	optNum: optionalScalar(num),
	nonNegative: scalar(nonNegative),
	optNonNegative: optionalScalar(nonNegative),
	int32: scalar(int32),
	optInt32: optionalScalar(int32),
	optBool: optionalScalar(bool),
	date: scalar(date),
	uuid: scalar(uuid),
	clientId: scalar(clientIdentifier),
	optClientId: optionalScalar(clientIdentifier),
	clientType: scalar(clientType),
	itemType: scalar(itemType),
	currencyCode: scalar(currencyCode),
};

const textList = list(v4.text, 'must be a list of texts');
const triple = obj({ netPrice: v4.num, grossPrice: v4.num, taxValue: v4.num });
const totalTriple = obj({
	netPrice: v4.nonNegative,
	grossPrice: v4.nonNegative,
	taxValue: v4.nonNegative,
});
const address = obj({
	city: v4.text,
	country: v4.text,
	name: v4.text,
	postalCode: v4.text,
	street: v4.text,
});
const idName = obj({ id: v4.uuid, name: v4.text });
/** Members of the read shape only: accepted and not sent. */
const readOnly = z.transform(() => undefined).optional();

const invoiceItem4 = obj({
	lineNumber: v4.int32,
	type: v4.itemType,
	itemName: v4.text,
	sku: v4.text,
	gtin: v4.optText,
	series: v4.optText,
	manufacturer: v4.optText,
	pkwiu: v4.optText,
	notes: textList,
	splitPayment: v4.optBool,
	linePrices: triple,
	itemPrices: triple,
	itemBasePrices: optionalObj(triple),
	taxRate: obj({ name: v4.optText, value: v4.num }),
	discount: v4.num,
	additionalCosts: list(obj({ type: v4.text, itemPrices: triple, linePrices: triple })),
	quantity: v4.num,
	unit: v4.text,
	orderReferenceNumber: v4.optText,
	orderReferenceLineNumber: v4.optInt32,
	goodsIssuedNoteNumber: v4.optText,
	goodsIssuedNoteLineNumber: v4.optInt32,
});

const invoiceDocument4 = obj({
	number: v4.text,
	documentDate: v4.date,
	saleDate: v4.date,
	paymentDate: v4.date,
	currencyCode: v4.currencyCode,
	totalPrices: totalTriple,
	customerPurchaseNumbers: textList,
	notes: textList,
	amountPaid: v4.optNonNegative,
	isPaid: v4.optBool,
	splitPayment: v4.optBool,
	receiptReferenceNumber: v4.optText,
	bankAccountNumber: v4.optText,
	clientData: obj({
		clientId: v4.clientId,
		clientType: v4.clientType,
		addressData: address,
		tin: v4.optText,
		phone: v4.optText,
		invoiceEmail: v4.optText,
	}),
	payerData: optionalObj(
		obj({
			clientId: v4.optClientId,
			tin: v4.optText,
			phone: v4.optText,
			addressData: optionalObj(address),
		}),
	),
	tenantData: obj({ addressData: address, tin: v4.text }),
	operatorData: optionalObj(idName),
	paymentMethodData: idName,
	items: list(invoiceItem4).min(1, 'must have at least one line'),
	fileData: readOnly,
	invoiceCorrectionsReferenceNumbers: readOnly,
	orderReferenceNumbers: readOnly,
	goodsIssuedNoteReferenceNumbers: readOnly,
	goodsReceivedNoteReferenceNumbers: readOnly,
});

/** documents/taxRate.ts taxRateProblem, copied (it is not exported). */
function taxRateProblem(value: number, format: TaxRateFormat): string | undefined {
	if (value < 0) return 'must not be negative';
	if (format === 'percent') {
		if (value > 100) return 'must be a percent from 0 to 100 (Tax Rate Format is Percent)';
		if (value > 0 && value < 1)
			return `looks like a fraction (${value}) but Tax Rate Format is Percent (5 = 5%): write ${+(value * 100).toFixed(6)} for ${+(value * 100).toFixed(6)}%, or set Tax Rate Format to Fraction (or As Given for a rate below 1%)`;
	}
	if (format === 'fraction' && value > 1)
		return `looks like a percent (${value}) but Tax Rate Format is Fraction (0.05 = 5%): write ${+(value / 100).toFixed(8)}, or set Tax Rate Format to Percent`;
	return undefined;
}

function enumOf<const T extends readonly [string, ...string[]]>(values: T) {
	return z.enum(values, {
		error: (issue) =>
			issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`,
	});
}

/** documentInputSchema(document, { taxRateFormat, calculateAmounts }) (documents/input.ts). */
const inputObject4 = z.object({
	inputMode: enumOf(['fields', 'json', 'rows']),
	document: invoiceDocument4,
	taxRateFormat: enumOf(TAX_RATE_FORMATS),
	calculateAmounts: z.boolean({ error: 'must be true or false' }).optional(),
});
type Input4 = z.output<typeof inputObject4>;

type Issues = Array<z.core.$ZodRawIssue>;

function checkTaxRates(input: unknown, issues: Issues): void {
	const record = input as { taxRateFormat?: TaxRateFormat; document?: unknown } | undefined;
	const format: TaxRateFormat = record?.taxRateFormat ?? 'percent';
	for (const { path, value } of itemTaxRates(record?.document)) {
		if (typeof value !== 'number') continue;
		const problem = taxRateProblem(value, format);
		if (problem)
			issues.push({ code: 'custom', path: ['document', ...path], message: problem, input: value });
	}
}

/** withCalculatedAmounts (documents/invoiceStyle/amounts.ts) on zod 4. */
function withCalculatedAmounts4<T extends z.ZodType>(schema: T) {
	return z.preprocess((input: unknown, ctx) => {
		const record = input as IDataObject;
		if (
			typeof record !== 'object' ||
			record === null ||
			record.calculateAmounts !== true ||
			typeof record.document !== 'object' ||
			record.document === null
		)
			return input;
		const format = (record.taxRateFormat as TaxRateFormat | undefined) ?? 'percent';
		const { document, problems } = calculateAmounts(record.document as IDataObject, format);
		for (const problem of problems)
			ctx.issues.push({
				code: 'custom',
				path: ['document', ...problem.path],
				message: problem.message,
				input: record,
				continue: true,
			});
		return { ...record, document };
	}, schema);
}

/** The natural port: the tax rate check as a superRefine (zod 4 skips it after any issue). */
const input4 = withCalculatedAmounts4(
	inputObject4.superRefine((input, ctx) => checkTaxRates(input, ctx.issues)),
);

/**
 * As zod 3 runs it: zod 3 checks the tax rates when the only problems are unknown members (a
 * "dirty" result); zod 4 aborts on an unknown member. So the object is parsed inside a transform
 * and the check runs on the raw input when every issue is an unknown member.
 */
const faithful4 = withCalculatedAmounts4(
	z.transform((input: unknown, ctx): Input4 => {
		const result = z.core.safeParse(inputObject4, input);
		if (result.success) {
			checkTaxRates(result.data, ctx.issues);
			return result.data;
		}
		for (const issue of result.error.issues)
			ctx.issues.push({ ...issue, input } as z.core.$ZodRawIssue);
		if (result.error.issues.every((issue) => issue.code === 'unrecognized_keys'))
			checkTaxRates(input, ctx.issues);
		return z.NEVER;
	}),
);

// ---------------------------------------------------------------------------------------------
// Today's validator and the comparison

const today = createOrReplace.input;

interface Validator {
	name: string;
	safeParse: (raw: unknown) => { success: boolean; data?: unknown; issues?: Issue[] };
}

interface Issue {
	path: Array<string | number>;
	message: string;
}

/** engine/input.ts describeIssue, for the codes the invoice's zod 3 issues use. */
function describe3(zod3: ZodIssue): string {
	if (zod3.code === 'invalid_type' && zod3.received === 'undefined') return 'is required';
	if (zod3.code === 'invalid_type' && !/^(Expected|Required)/.test(zod3.message))
		return zod3.message;
	if (zod3.code === 'invalid_type' && zod3.expected === 'boolean') return 'must be true or false';
	if (zod3.code === 'invalid_type' && zod3.expected === 'number') return 'must be a number';
	if (zod3.code === 'invalid_type') return `must be ${zod3.expected}, not ${zod3.received}`;
	if (zod3.code === 'unrecognized_keys') return unknownMembers(zod3.keys);
	if (zod3.code === 'invalid_enum_value' && !/^Invalid enum value/.test(zod3.message))
		return zod3.message;
	if (zod3.code === 'invalid_enum_value') {
		const options = zod3.options.map(String);
		return `must be one of ${options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ')}`;
	}
	return zod3.message.charAt(0).toLowerCase() + zod3.message.slice(1);
}

function zod3Validator(name: string, schema: ZodTypeAny): Validator {
	return {
		name,
		safeParse: (raw) => {
			const result = schema.safeParse(raw);
			return result.success
				? { success: true, data: result.data }
				: {
						success: false,
						issues: result.error.issues.map((issue) => ({
							path: issue.path,
							message: describe3(issue),
						})),
					};
		},
	};
}

function zod4Validator(
	name: string,
	schema: z.ZodType,
	options: { parse?: 'method' | 'core'; taxRatesAfterUnknownMembers?: boolean } = {},
): Validator {
	return {
		name,
		safeParse: (raw) => {
			const result =
				options.parse === 'method' ? schema.safeParse(raw) : z.core.safeParse(schema, raw);
			if (result.success) return { success: true, data: result.data };
			const issues: Issue[] = result.error.issues.map((issue) => ({
				path: issue.path as Array<string | number>,
				// every message is ours; the node's describeIssue keeps a custom issue's message
				message: issue.message,
			}));
			if (
				options.taxRatesAfterUnknownMembers &&
				result.error.issues.every((issue) => issue.code === 'unrecognized_keys')
			) {
				const more: Issues = [];
				checkTaxRates(raw, more);
				for (const issue of more)
					issues.push({
						path: issue.path as Array<string | number>,
						message: issue.message ?? '',
					});
			}
			return { success: false, issues };
		},
	};
}

/** The operation's input: today's, and on zod 4 called through the schema's method or core's function. */
const validators: Validator[] = [
	zod3Validator('today', today),
	zod4Validator('v4', input4, { parse: 'method' }),
	zod4Validator('v4 core.safeParse', input4),
	zod4Validator('v4 nested', faithful4),
	zod4Validator('v4 check after', input4, { taxRatesAfterUnknownMembers: true }),
];

/** The document alone (no input object, tax rate check or Calculate Amounts). */
const documentValidators: Validator[] = [
	zod3Validator('today', invoiceTable.check),
	zod4Validator('v4 core.safeParse', invoiceDocument4),
];

const node: INode = {
	id: 'bench',
	name: 'B2B Commerce',
	type: 'n8n-nodes-b2b-commerce.b2bCommerce',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
const fn = { getNode: () => node } as unknown as IExecuteFunctions;

/** The error the node throws for `raw` with this validator as the operation's input schema. */
function refusalOf(validator: Validator, raw: IDataObject): string {
	const op = {
		...createOrReplace,
		input: {
			safeParse: (value: unknown) => {
				const result = validator.safeParse(value);
				return result.success
					? { success: true, data: result.data }
					: {
							success: false,
							error: {
								issues: (result.issues ?? []).map((issue) => ({ code: 'custom', ...issue })),
							},
						};
			},
		},
	} as unknown as OperationDef;
	try {
		validateInput(fn, 0, op, raw);
		return '(accepted)';
	} catch (error) {
		const { message, description } = error as { message: string; description?: string };
		return `${message}\n${description ?? ''}`;
	}
}

/** A copy without members whose value is undefined (JSON sends them as absent). */
function defined(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(defined);
	if (typeof value !== 'object' || value === null) return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([, member]) => member !== undefined)
			.map(([key, member]) => [key, defined(member)]),
	);
}

function countUndefined(value: unknown): number {
	if (typeof value !== 'object' || value === null) return 0;
	return Object.values(value).reduce(
		(sum: number, member) => sum + (member === undefined ? 1 : countUndefined(member)),
		0,
	);
}

// ---------------------------------------------------------------------------------------------
// The invoices

type Json = Record<string, unknown>;
const input = (document: unknown, extra: Json = {}): IDataObject =>
	({ inputMode: 'json', taxRateFormat: 'percent', document, ...extra }) as IDataObject;
const invoice = (): Json => validInvoice() as Json;
const set = (path: string, value: unknown) => setPath(invoice(), path, value);
const without = (path: string) => deletePath(invoice(), path);

function fiftyLines(): Json {
	const doc = invoice();
	const [first] = doc.items as Json[];
	doc.items = Array.from({ length: 50 }, (_, index) => ({
		...structuredClone(first),
		lineNumber: index + 1,
	}));
	return doc;
}

function oneLine(): Json {
	const doc = invoice();
	doc.items = (doc.items as Json[]).slice(0, 1);
	return doc;
}

/** Twelve problems of kinds the tests cover (more than the ten the error lists). */
function manyProblems(): Json {
	let doc = invoice();
	for (const [path, value] of [
		['number', ''],
		['documentDate', '2024-02-30'],
		['currencyCode', 'ZZZ'],
		['totalPrices.netPrice', -1],
		['clientData.clientType', 'COMPANY'],
		['paymentMethodData.id', 'pm-1'],
		['items[0].type', 'GOODS'],
		['items[0].lineNumber', 1.5],
		['items[0].quantity', '12,5'],
		['items[1].linePrices.grossPrice', 'abc'],
		['items[1].lineNumer', 2],
		['amountPaid', 'x'],
	] as Array<[string, unknown]>)
		doc = setPath(doc, path, value);
	return doc;
}

const GOOD: Array<[string, IDataObject]> = [
	['valid, 2 lines', input(invoice())],
	['valid, 1 line', input(oneLine())],
	['valid, 50 lines', input(fiftyLines())],
	[
		'valid, numbers and booleans as text, lower-case enums',
		input({
			...set('totalPrices.netPrice', '400.00'),
			currencyCode: ' pln ',
			isPaid: 'TRUE',
			amountPaid: '0',
		}),
	],
	[
		'valid, blanks for optional members and objects',
		input({
			...invoice(),
			payerData: null,
			operatorData: '',
			bankAccountNumber: '',
			isPaid: null,
		}),
	],
	[
		'valid, read-only members of Get',
		input({ ...invoice(), fileData: { id: 'f' }, orderReferenceNumbers: ['O-1'] }),
	],
	[
		'valid, fraction tax rates as Fraction',
		input(setPath(set('items[0].taxRate.value', 0.23), 'items[1].taxRate.value', 0.08), {
			taxRateFormat: 'fraction',
		}),
	],
	[
		'valid, Calculate Amounts',
		input(setPath(set('items[0].additionalCosts', []), 'items[1].additionalCosts', []), {
			calculateAmounts: true,
		}),
	],
];

const BAD: Array<[string, IDataObject]> = [
	['Calculate Amounts: total off by the costs', input(invoice(), { calculateAmounts: true })],
	['missing: number', input(without('number'))],
	['missing: a line price', input(without('items[1].linePrices.netPrice'))],
	['missing: clientData', input(without('clientData'))],
	['missing: items', input(without('items'))],
	['missing: notes list', input(without('notes'))],
	['missing: the document', input(undefined)],
	['blank: number ""', input(set('number', ' '))],
	['wrong type: document is a list', input([invoice()])],
	['wrong type: total as text', input(set('totalPrices.netPrice', 'abc'))],
	['wrong type: decimal comma', input(set('items[0].quantity', '12,5'))],
	['wrong type: number is an object', input(set('number', { a: 1 }))],
	['wrong type: notes not a list', input(set('notes', 'x'))],
	['wrong type: clientData text', input(set('clientData', 'x'))],
	['wrong type: isPaid "yes"', input(set('isPaid', 'yes'))],
	['wrong type: NaN amount', input(set('amountPaid', Number.NaN))],
	['bad date: 2024-02-30', input(set('documentDate', '2024-02-30'))],
	['bad date: 15.03.2024', input(set('paymentDate', '15.03.2024'))],
	['bad date: a number', input(set('saleDate', 20240101))],
	['bad enum: item type', input(set('items[0].type', 'GOODS'))],
	['bad enum: client type', input(set('clientData.clientType', 'COMPANY'))],
	['bad enum: client type 7', input(set('clientData.clientType', 7))],
	['bad currency: ZZZ', input(set('currencyCode', 'ZZZ'))],
	['bad currency: null', input(set('currencyCode', null))],
	['bad id: client ID', input(set('clientData.clientId', '12345'))],
	['bad id: payment method uuid', input(set('paymentMethodData.id', 'pm-1'))],
	['negative: total net', input(set('totalPrices.netPrice', -1))],
	['negative: amount paid', input(set('amountPaid', -5))],
	['unknown member: line', input(set('items[1].lineNumer', 2))],
	['unknown member: document, two', input({ ...invoice(), foo: 1, bar: 2 })],
	['unknown member: payer', input(set('payerData.extra', 'x'))],
	['bad line: no lines', input(set('items', []))],
	['bad line: a line is text', input(set('items[0]', 'x'))],
	['bad line: line number 1.5', input(set('items[0].lineNumber', 1.5))],
	['bad line: line number too big', input(set('items[0].lineNumber', 2 ** 31))],
	['bad line: additional cost', input(set('items[0].additionalCosts[0].type', ''))],
	['bad line: item notes null', input(set('items[0].notes', null))],
	['tax rate: fraction as Percent', input(set('items[1].taxRate.value', 0.23))],
	['tax rate: 150 percent', input(set('items[0].taxRate.value', 150))],
	['tax rate: percent as Fraction', input(invoice(), { taxRateFormat: 'fraction' })],
	[
		'tax rate and unknown member',
		input(setPath(set('items[1].taxRate.value', 0.23), 'items[0].lineNumer', 1)),
	],
	[
		'tax rate and a wrong type',
		input(setPath(set('items[1].taxRate.value', 0.23), 'number', { a: 1 })),
	],
	['bad option: input mode', input(invoice(), { inputMode: 'xml' })],
	['bad option: tax rate format', input(invoice(), { taxRateFormat: 'per mille' })],
	['many problems (12)', input(manyProblems())],
];

/** What a validator is given: the operation's whole input, or its document alone. */
type Part = (raw: IDataObject) => unknown;
const whole: Part = (raw) => raw;
const documentOnly: Part = (raw) => raw.document;

function compare(
	set: Validator[],
	part: Part,
): { differences: string[]; undefinedMembers: Map<string, number> } {
	const differences: string[] = [];
	const undefinedMembers = new Map<string, number>();
	const [reference, ...others] = set;
	for (const [name, raw] of [...GOOD, ...BAD]) {
		const expected = reference.safeParse(structuredClone(part(raw)));
		// The node's error is compared for the whole input (validateInput is given the input).
		const expectedRefusal = part === whole ? refusalOf(reference, structuredClone(raw)) : '';
		if (part === whole && GOOD.some(([good]) => good === name) !== expected.success)
			differences.push(`${name}: today's validator ${expected.success ? 'accepts' : 'refuses'} it`);
		for (const other of others) {
			const got = other.safeParse(structuredClone(part(raw)));
			if (got.success !== expected.success) {
				differences.push(`${other.name} / ${name}: success ${String(got.success)}`);
				continue;
			}
			if (got.success) {
				if (!isDeepStrictEqual(defined(got.data), expected.data))
					differences.push(`${other.name} / ${name}: another output`);
				const kept = countUndefined(got.data);
				if (kept) undefinedMembers.set(`${other.name} / ${name}`, kept);
				continue;
			}
			if (!isDeepStrictEqual(got.issues, expected.issues))
				differences.push(
					`${other.name} / ${name}:\n    today ${JSON.stringify(expected.issues)}\n    zod 4 ${JSON.stringify(got.issues)}`,
				);
			if (part !== whole) continue;
			const refusal = refusalOf(other, structuredClone(raw));
			if (refusal !== expectedRefusal)
				differences.push(
					`${other.name} / ${name}: another error\n${refusal}\n---\n${expectedRefusal}`,
				);
		}
	}
	return { differences, undefinedMembers };
}

function report(title: string, set: Validator[], part: Part): void {
	const { differences, undefinedMembers } = compare(set, part);
	const lines = [
		`${title}: ${GOOD.length} good and ${BAD.length} bad invoices compared (issues${part === whole ? ", the node's error" : ''}, the output).`,
		differences.length
			? `${differences.length} differences:\n${differences.map((d) => `- ${d}`).join('\n')}`
			: 'No differences.',
	];
	if (undefinedMembers.size)
		lines.push(
			`Members kept as undefined by zod 4 (ours leaves them out; JSON drops them): ${[
				...undefinedMembers,
			]
				.map(([name, count]) => `${name}: ${count}`)
				.join('; ')}`,
		);
	process.stdout.write(`${lines.join('\n')}\n\n`);
}

// ---------------------------------------------------------------------------------------------
// Timing

const TIMED: Array<[string, IDataObject, number]> = [
	['valid, 1 line', input(oneLine()), 4000],
	['valid, 50 lines', input(fiftyLines()), 200],
	['invalid, 1 problem (bad date)', input(set('documentDate', '2024-02-30')), 4000],
	['invalid, 12 problems', input(manyProblems()), 2000],
];

interface Timing {
	/** CPU time of this process per document, µs: moves less than clock time on a shared machine. */
	cpu: number;
	/** Clock time per document, µs. */
	wall: number;
}

/** `count` validations of one shared document (validators do not change it), per document. */
function timeOne(validator: Validator, raw: unknown, count: number): Timing {
	const cpuStart = process.cpuUsage();
	const start = now();
	for (let i = 0; i < count; i++) validator.safeParse(raw);
	const wall = ((now() - start) * 1000) / count;
	const cpu = process.cpuUsage(cpuStart);
	return { cpu: (cpu.user + cpu.system) / count, wall };
}

function table(set: Validator[], part: Part, runs: number): string[] {
	const documents = TIMED.map(([name, raw, count]) => [name, part(raw), count] as const);
	// Warm up every validator on every document (the JIT, zod 4's compiled object parsers).
	for (const [, raw, count] of documents) for (const v of set) timeOne(v, raw, count);
	const times = new Map<string, Timing[]>();
	for (let run = 0; run < runs; run++)
		for (const [name, raw, count] of documents)
			for (const v of run % 2 ? [...set].reverse() : set) {
				const key = `${name}|${v.name}`;
				times.set(key, [...(times.get(key) ?? []), timeOne(v, raw, count)]);
			}
	const others = set.slice(1);
	const lines = [
		`| Document | ${set.map((v) => `${v.name} µs`).join(' | ')} | ${others
			.map((v) => `${v.name} / today (clock)`)
			.join(' | ')} |`,
		`|---|${set.map(() => '---:').join('|')}|${others.map(() => '---:').join('|')}|`,
	];
	for (const [name] of documents) {
		const of = (v: Validator, kind: keyof Timing) =>
			median((times.get(`${name}|${v.name}`) ?? []).map((timing) => timing[kind]));
		const cpu = set.map((v) => of(v, 'cpu'));
		const wall = set.map((v) => of(v, 'wall'));
		lines.push(
			`| ${name} | ${cpu.map((t) => fmt(t, 1)).join(' | ')} | ${others
				.map((_, i) => `${fmt(cpu[i + 1] / cpu[0], 2)}x (${fmt(wall[i + 1] / wall[0], 2)}x)`)
				.join(' | ')} |`,
		);
	}
	return lines;
}

function main(): void {
	const runs = Number(process.argv[2] ?? 7);
	if (process.argv[3] === 'jitless') z.config({ jitless: true });
	report("Invoice › Create or Replace's input", validators, whole);
	report('The invoice document alone', documentValidators, documentOnly);
	if (runs === 0) return;

	const loadBefore = machine().loadAverage;
	const input = table(validators, whole, runs);
	const document = table(documentValidators, documentOnly, runs);
	const loadAfter = machine().loadAverage;
	const m = machine();
	process.stdout.write(
		[
			`${m.date}, Node ${m.node}, ${m.cpus} × ${m.cpuModel}${process.argv[3] === 'jitless' ? ', zod 4 jitless' : ''}; load average before ${loadBefore}, after ${loadAfter}; CPU µs per document, median of ${runs} interleaved runs (ratios of CPU time, of clock time in brackets)`,
			'',
			"Invoice › Create or Replace's input (what the node validates per item):",
			'',
			...input,
			'',
			'The invoice document alone:',
			'',
			...document,
			'',
		].join('\n'),
	);
}

main();
