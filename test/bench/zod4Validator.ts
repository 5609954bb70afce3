/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The document validator of this repository's dist against another built dist (say, main's before
 * a change to engine/zod.ts): not part of `npm run bench`; run it alone on a quiet machine (about
 * a minute) after `npm run build`:
 *
 *   node_modules/.bin/ts-node --transpile-only test/bench/zod4Validator.ts <old dist> [runs=7] [jitless]
 *
 * `<old dist>`: the other built dist (its own dist/vendor/zod inside), copied to a folder whose
 * node_modules resolves n8n-workflow (e.g. /tmp/old/dist with /tmp/old/node_modules linked to
 * this repository's). The new one is this repository's dist. `jitless` turns off zod
 * 4's object parsers compiled with `Function` in the new dist (`z.config({ jitless: true })`).
 *
 * 1. The same answers: for good and bad documents, each dist's `validateInput` (what the node
 *    runs per item) is given the same input; the value it returns (JSON-equal and with the same
 *    members) or the error it throws (message and description) must be the same.
 * 2. The cost per document: each dist's `validateInput` timed in interleaved runs, the median of
 *    the runs, CPU time (clock time in brackets).
 */
import { isDeepStrictEqual } from 'util';
import { join, resolve } from 'path';
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';

import { setPath, deletePath, validGoodsIssuedNote, validInvoice } from '../platform/fixtures';
import { fmt, machine, median, now, REPO_ROOT } from './lib';

interface Dist {
	name: string;
	validateInput: (
		fn: IExecuteFunctions,
		itemIndex: number,
		op: unknown,
		raw: IDataObject,
	) => unknown;
	ops: Record<string, unknown>;
}

function load(name: string, dist: string, jitless = false): Dist {
	const at = (path: string) => join(dist, 'nodes', 'B2bCommerce', path);
	/* eslint-disable @typescript-eslint/no-require-imports -- each dist's own compiled modules */
	// Before any schema is made: zod reads the setting when it makes an object schema.
	if (jitless)
		(require(at('engine/zod.js')) as { z: { config: (c: object) => void } }).z.config({
			jitless: true,
		});
	const { validateInput } = require(at('engine/input.js')) as Pick<Dist, 'validateInput'>;
	const op = (path: string, key: string) => (require(at(path)) as Record<string, unknown>)[key];
	/* eslint-enable @typescript-eslint/no-require-imports */
	return {
		name,
		validateInput,
		ops: {
			invoice: op('resources/invoice/createOrReplace.operation.js', 'createOrReplace'),
			goodsNote: op('resources/goodsIssuedNote/createOrReplace.operation.js', 'createOrReplace'),
			productTax: op('resources/productTax/set.operation.js', 'set'),
			minimalPrice: op('resources/minimalPrice/set.operation.js', 'set'),
		},
	};
}

const node: INode = {
	id: 'bench',
	name: 'B2B Commerce',
	type: 'n8n-nodes-b2b-commerce.b2bCommerce',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
const fn = { getNode: () => node } as unknown as IExecuteFunctions;

/** What `validateInput` gives: the value, or the error's message and description. */
function answer(dist: Dist, op: string, raw: IDataObject): unknown {
	try {
		return { value: dist.validateInput(fn, 0, dist.ops[op], structuredClone(raw)) };
	} catch (error) {
		const { message, description } = error as { message: string; description?: string };
		return { message, description };
	}
}

// ---------------------------------------------------------------------------------------------
// The documents

type Json = Record<string, unknown>;
const input = (document: unknown, extra: Json = {}): IDataObject =>
	({ inputMode: 'json', taxRateFormat: 'percent', document, ...extra }) as IDataObject;
const invoice = (): Json => validInvoice() as Json;
const set = (path: string, value: unknown) => setPath(invoice(), path, value);
const without = (path: string) => deletePath(invoice(), path);

function lines(count: number): Json {
	const doc = invoice();
	const [first] = doc.items as Json[];
	doc.items = Array.from({ length: count }, (_, index) => ({
		...structuredClone(first),
		lineNumber: index + 1,
	}));
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

const goodsNote = (document: unknown = validGoodsIssuedNote()): IDataObject =>
	({ inputMode: 'json', taxRateFormat: 'percent', document }) as IDataObject;
const goodsNoteWith = (path: string, value: unknown) =>
	goodsNote(setPath(validGoodsIssuedNote() as Json, path, value));

const taxRow = (row: Json): IDataObject => ({ inputMode: 'fields', ...row }) as IDataObject;
const priceRow = (row: Json): IDataObject => ({ levelsInput: 'json', ...row }) as IDataObject;

type Case = [name: string, op: string, raw: IDataObject];

const CASES: Case[] = [
	['invoice: valid, 2 lines', 'invoice', input(invoice())],
	['invoice: valid, 1 line', 'invoice', input(lines(1))],
	['invoice: valid, 50 lines', 'invoice', input(lines(50))],
	[
		'invoice: numbers and booleans as text, lower-case enums',
		'invoice',
		input({
			...set('totalPrices.netPrice', '400.00'),
			currencyCode: ' pln ',
			isPaid: 'TRUE',
			amountPaid: '0',
		}),
	],
	[
		'invoice: blanks for optional members and objects',
		'invoice',
		input({ ...invoice(), payerData: null, operatorData: '', bankAccountNumber: '', isPaid: null }),
	],
	[
		'invoice: read-only members of Get',
		'invoice',
		input({ ...invoice(), fileData: { id: 'f' }, orderReferenceNumbers: ['O-1'] }),
	],
	[
		'invoice: fraction tax rates as Fraction',
		'invoice',
		input(setPath(set('items[0].taxRate.value', 0.23), 'items[1].taxRate.value', 0.08), {
			taxRateFormat: 'fraction',
		}),
	],
	[
		'invoice: Calculate Amounts',
		'invoice',
		input(setPath(set('items[0].additionalCosts', []), 'items[1].additionalCosts', []), {
			calculateAmounts: true,
		}),
	],
	[
		'invoice: Calculate Amounts, total off',
		'invoice',
		input(invoice(), { calculateAmounts: true }),
	],
	['invoice: missing number', 'invoice', input(without('number'))],
	['invoice: missing line price', 'invoice', input(without('items[1].linePrices.netPrice'))],
	['invoice: missing clientData', 'invoice', input(without('clientData'))],
	['invoice: missing items', 'invoice', input(without('items'))],
	['invoice: missing notes', 'invoice', input(without('notes'))],
	['invoice: missing document', 'invoice', input(undefined)],
	['invoice: blank number', 'invoice', input(set('number', ' '))],
	['invoice: document is a list', 'invoice', input([invoice()])],
	['invoice: total as text', 'invoice', input(set('totalPrices.netPrice', 'abc'))],
	['invoice: decimal comma', 'invoice', input(set('items[0].quantity', '12,5'))],
	['invoice: number is an object', 'invoice', input(set('number', { a: 1 }))],
	['invoice: notes not a list', 'invoice', input(set('notes', 'x'))],
	['invoice: clientData text', 'invoice', input(set('clientData', 'x'))],
	['invoice: isPaid "yes"', 'invoice', input(set('isPaid', 'yes'))],
	['invoice: NaN amount', 'invoice', input(set('amountPaid', Number.NaN))],
	['invoice: bad date', 'invoice', input(set('documentDate', '2024-02-30'))],
	['invoice: dotted date', 'invoice', input(set('paymentDate', '15.03.2024'))],
	['invoice: date a number', 'invoice', input(set('saleDate', 20240101))],
	['invoice: item type', 'invoice', input(set('items[0].type', 'GOODS'))],
	['invoice: client type', 'invoice', input(set('clientData.clientType', 'COMPANY'))],
	['invoice: client type 7', 'invoice', input(set('clientData.clientType', 7))],
	['invoice: currency ZZZ', 'invoice', input(set('currencyCode', 'ZZZ'))],
	['invoice: currency null', 'invoice', input(set('currencyCode', null))],
	['invoice: client ID', 'invoice', input(set('clientData.clientId', '12345'))],
	['invoice: payment method ID', 'invoice', input(set('paymentMethodData.id', 'pm-1'))],
	['invoice: negative total', 'invoice', input(set('totalPrices.netPrice', -1))],
	['invoice: negative amount paid', 'invoice', input(set('amountPaid', -5))],
	['invoice: unknown line member', 'invoice', input(set('items[1].lineNumer', 2))],
	['invoice: two unknown members', 'invoice', input({ ...invoice(), foo: 1, bar: 2 })],
	['invoice: unknown payer member', 'invoice', input(set('payerData.extra', 'x'))],
	['invoice: no lines', 'invoice', input(set('items', []))],
	['invoice: a line is text', 'invoice', input(set('items[0]', 'x'))],
	['invoice: line number 1.5', 'invoice', input(set('items[0].lineNumber', 1.5))],
	['invoice: line number too big', 'invoice', input(set('items[0].lineNumber', 2 ** 31))],
	['invoice: additional cost', 'invoice', input(set('items[0].additionalCosts[0].type', ''))],
	['invoice: item notes null', 'invoice', input(set('items[0].notes', null))],
	['invoice: fraction as Percent', 'invoice', input(set('items[1].taxRate.value', 0.23))],
	['invoice: 150 percent', 'invoice', input(set('items[0].taxRate.value', 150))],
	['invoice: percent as Fraction', 'invoice', input(invoice(), { taxRateFormat: 'fraction' })],
	[
		'invoice: tax rate and unknown member',
		'invoice',
		input(setPath(set('items[1].taxRate.value', 0.23), 'items[0].lineNumer', 1)),
	],
	[
		'invoice: tax rate and a wrong type',
		'invoice',
		input(setPath(set('items[1].taxRate.value', 0.23), 'number', { a: 1 })),
	],
	['invoice: input mode', 'invoice', input(invoice(), { inputMode: 'xml' })],
	['invoice: tax rate format', 'invoice', input(invoice(), { taxRateFormat: 'per mille' })],
	['invoice: 12 problems', 'invoice', input(manyProblems())],
	['goods note: valid', 'goodsNote', goodsNote()],
	['goods note: bad date', 'goodsNote', goodsNoteWith('documentDate', '2024-02-30')],
	['goods note: unknown member', 'goodsNote', goodsNoteWith('typo', 1)],
	['goods note: no lines', 'goodsNote', goodsNoteWith('productLines', [])],
	['goods note: line number 0', 'goodsNote', goodsNoteWith('productLines[0].lineNumber', 0)],
	['product tax row: valid', 'productTax', taxRow({ productId: 'SKU-1', tax: '8' })],
	['product tax row: 120', 'productTax', taxRow({ productId: 'SKU-1', tax: 120 })],
	['product tax row: no product', 'productTax', taxRow({ tax: 8 })],
	['product tax row: mode', 'productTax', { inputMode: 'xml', productId: 'A' } as IDataObject],
	[
		'product tax row: JSON list',
		'productTax',
		{ inputMode: 'json', taxesJson: [{ productId: 'A', tax: 5 }, { tax: 'x' }] } as IDataObject,
	],
	['minimal price row: valid', 'minimalPrice', priceRow({ skuId: 'S', levelsJson: { A: 1 } })],
	[
		'minimal price row: negative',
		'minimalPrice',
		priceRow({ skuId: 'S', levelsJson: { A: -1, B: 'x' } }),
	],
	['minimal price row: not an object', 'minimalPrice', priceRow({ skuId: 'S', levelsJson: 3 })],
	['minimal price row: empty', 'minimalPrice', priceRow({ skuId: 'S', levelsJson: {} })],
];

function compare(dists: Dist[]): string[] {
	const [before, after] = dists;
	const differences: string[] = [];
	for (const [name, op, raw] of CASES) {
		const expected = answer(before, op, raw);
		const got = answer(after, op, raw);
		if (!isDeepStrictEqual(got, expected))
			differences.push(
				`${name}:\n    before ${JSON.stringify(expected)}\n    after  ${JSON.stringify(got)}`,
			);
	}
	return differences;
}

// ---------------------------------------------------------------------------------------------
// Timing

const TIMED: Array<[name: string, op: string, raw: IDataObject, count: number]> = [
	['Invoice, valid, 1 line', 'invoice', input(lines(1)), 3000],
	['Invoice, valid, 50 lines', 'invoice', input(lines(50)), 150],
	[
		'Invoice, invalid, 1 problem (bad date)',
		'invoice',
		input(set('documentDate', '2024-02-30')),
		3000,
	],
	['Invoice, invalid, 12 problems', 'invoice', input(manyProblems()), 1500],
	['Goods issued note, valid', 'goodsNote', goodsNote(), 3000],
	['Product Tax › Set, one row', 'productTax', taxRow({ productId: 'SKU-1', tax: '8' }), 20000],
	[
		'Minimal Price › Set, one row',
		'minimalPrice',
		priceRow({ skuId: 'S', levelsJson: { A: 1, B: 2 } }),
		20000,
	],
];

interface Timing {
	/** CPU time of this process per document, µs: moves less than clock time on a shared machine. */
	cpu: number;
	/** Clock time per document, µs. */
	wall: number;
}

function timeOne(dist: Dist, op: string, raw: IDataObject, count: number): Timing {
	const operation = dist.ops[op];
	const cpuStart = process.cpuUsage();
	const start = now();
	for (let i = 0; i < count; i++) {
		try {
			dist.validateInput(fn, 0, operation, raw);
		} catch {
			// a refusal is part of the cost
		}
	}
	const wall = ((now() - start) * 1000) / count;
	const cpu = process.cpuUsage(cpuStart);
	return { cpu: (cpu.user + cpu.system) / count, wall };
}

function table(dists: Dist[], runs: number): string[] {
	for (const [, op, raw, count] of TIMED) for (const dist of dists) timeOne(dist, op, raw, count);
	const times = new Map<string, Timing[]>();
	for (let run = 0; run < runs; run++)
		for (const [name, op, raw, count] of TIMED)
			for (const dist of run % 2 ? [...dists].reverse() : dists) {
				const key = `${name}|${dist.name}`;
				times.set(key, [...(times.get(key) ?? []), timeOne(dist, op, raw, count)]);
			}
	const lines = [
		`| Document | ${dists.map((d) => `${d.name} µs`).join(' | ')} | ratio (clock) |`,
		`|---|${dists.map(() => '---:').join('|')}|---:|`,
	];
	for (const [name] of TIMED) {
		const of = (dist: Dist, kind: keyof Timing) =>
			median((times.get(`${name}|${dist.name}`) ?? []).map((timing) => timing[kind]));
		const [cpuBefore, cpuAfter] = dists.map((d) => of(d, 'cpu'));
		const [wallBefore, wallAfter] = dists.map((d) => of(d, 'wall'));
		lines.push(
			`| ${name} | ${fmt(cpuBefore, 1)} | ${fmt(cpuAfter, 1)} | ${fmt(cpuAfter / cpuBefore, 2)}x (${fmt(wallAfter / wallBefore, 2)}x) |`,
		);
	}
	return lines;
}

function main(): void {
	const [oldDist, runsArg, mode] = process.argv.slice(2);
	if (!oldDist) throw new Error('usage: zod4Validator.ts <old dist> [runs] [jitless]');
	const runs = Number(runsArg ?? 7);
	const dists = [
		load('other dist', resolve(oldDist)),
		load(
			`this dist${mode === 'jitless' ? ' (jitless)' : ''}`,
			join(REPO_ROOT, 'dist'),
			mode === 'jitless',
		),
	];
	const differences = compare(dists);
	process.stdout.write(
		`${CASES.length} inputs compared (the value or the error of validateInput): ${
			differences.length
				? `${differences.length} differences:\n${differences.map((d) => `- ${d}`).join('\n')}`
				: 'no differences.'
		}\n\n`,
	);
	if (runs === 0) return;
	const loadBefore = machine().loadAverage;
	const lines = table(dists, runs);
	const m = machine();
	process.stdout.write(
		[
			`${m.date}, Node ${m.node}, ${m.cpus} × ${m.cpuModel}; load average before ${loadBefore}, after ${m.loadAverage}; CPU µs per document through validateInput, median of ${runs} interleaved runs`,
			'',
			...lines,
			'',
		].join('\n'),
	);
}

main();
