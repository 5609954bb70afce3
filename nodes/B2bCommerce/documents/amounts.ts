/**
 * Calculate Amounts, for the documents whose family declares where its amounts are
 * (`AmountsLayout`: invoices and invoice corrections, goods issued and received notes; not fiscal
 * receipt corrections): each line's unit and line price triples and the document's total, from
 * the line's quantity, unit net price and tax rate. The rule (docs/decisions.md, "Calculated
 * amounts"), every amount rounded to the cent, half away from zero:
 * - unit tax = unit net x rate; unit gross = unit net + unit tax;
 * - line net = unit net x quantity; line tax = line net x rate; line gross = line net + line tax;
 * - total = the sum of the lines' line prices and of their additional costs' line prices.
 * A value the user also gave is kept when it agrees with the calculated one within a cent, and is
 * a problem otherwise: the node never picks one of two different amounts silently.
 */
import { isRecord } from '../transport/types';
import { bool, numberFrom, optional } from '../engine/values';
import { CALCULATE_AMOUNTS, calculating } from './definition';
import { isBlank } from './form';
import { documentInputSchema } from './input';
import type { TaxRateFormat } from './taxRate';
import { TAX_RATE_FORMATS, taxRateProblem } from './taxRate';
import type { ZodTypeAny } from '../engine/zod';
import { acrossFields, revisingIssues, valueAt, z } from '../engine/zod';

/** How far a given amount may be from the calculated one (rounding of the other side). */
const TOLERANCE = 0.01;

export interface AmountProblem {
	path: Array<string | number>;
	message: string;
}

/**
 * Where a family keeps the amounts: dotted paths, the line's relative to a line and a cost's to a
 * cost; `triple` names a price triple's net, tax and gross members.
 */
export interface AmountsLayout {
	lines: string;
	unitPrices: string;
	linePrices: string;
	taxRate: string;
	costs: string;
	costLinePrices: string;
	total: string;
	triple: Record<keyof Triple, string>;
	/**
	 * Whether the tax rates are checked against Tax Rate Format only while Calculate Amounts is on
	 * (a family whose tax rate unit the spec does not show sends it as given otherwise).
	 */
	rateCheckedWhenCalculating?: boolean;
}

type Triple = { net: number; tax: number; gross: number };
const MEMBERS = ['net', 'tax', 'gross'] as const;

const pathOf = (dotted: string): string[] => dotted.split('.');

const valueAtDotted = (object: unknown, dotted: string): unknown => valueAt(object, pathOf(dotted));

/** `object` with `value` at the dotted path, the records on the way copied. */
function withValueAt(
	object: Record<string, unknown>,
	dotted: string,
	value: unknown,
): Record<string, unknown> {
	const [key, ...rest] = pathOf(dotted);
	if (!rest.length) return { ...object, [key]: value };
	const inner = isRecord(object[key]) ? object[key] : {};
	return { ...object, [key]: withValueAt(inner, rest.join('.'), value) };
}

/** Rounds to the cent, half away from zero, after removing binary noise (1.005 is 1.01). */
export function roundToCent(value: number): number {
	const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
	return (Math.sign(value) * cents) / 100 || 0;
}

/** The tax rate as a fraction: Percent and As Given are percents, Fraction is already one. */
function rateOf(value: number, format: TaxRateFormat): number {
	return format === 'fraction' ? value : value / 100;
}

function money(value: number): string {
	return value.toFixed(2);
}

/**
 * Fills the members of a triple the user left empty and checks the ones given. Returns the
 * triple as it will be sent.
 */
function settle(
	given: unknown,
	calculated: Triple,
	path: Array<string | number>,
	names: AmountsLayout['triple'],
	problems: AmountProblem[],
): Record<string, unknown> {
	const triple: Record<string, unknown> = isRecord(given) ? { ...given } : {};
	for (const member of MEMBERS) {
		const name = names[member];
		const value = triple[name];
		if (isBlank(value)) {
			triple[name] = calculated[member];
			continue;
		}
		const number = numberFrom(value);
		if (number !== undefined && Math.abs(number - calculated[member]) > TOLERANCE + 1e-9) {
			problems.push({
				path: [...path, name],
				message: `is ${money(number)} but the calculated amount is ${money(calculated[member])} (Calculate Amounts is on): leave it empty or correct it`,
			});
		}
	}
	return triple;
}

/** A triple's members as numbers, or undefined when one is not a number. */
function numbers(triple: unknown, names: AmountsLayout['triple']): Triple | undefined {
	if (!isRecord(triple)) return undefined;
	const net = numberFrom(triple[names.net]);
	const tax = numberFrom(triple[names.tax]);
	const gross = numberFrom(triple[names.gross]);
	if (net === undefined || tax === undefined || gross === undefined) return undefined;
	return { net, tax, gross };
}

function add(sum: Triple, triple: Triple): Triple {
	return {
		net: roundToCent(sum.net + triple.net),
		tax: roundToCent(sum.tax + triple.tax),
		gross: roundToCent(sum.gross + triple.gross),
	};
}

/**
 * The document with its amounts calculated, and the given amounts that disagree. A line whose
 * quantity, unit net price or tax rate is missing or not a number is left as it is (validation
 * then names what is missing), and so is the total.
 */
export function calculateAmounts(
	document: Record<string, unknown>,
	format: TaxRateFormat,
	layout: AmountsLayout,
): { document: Record<string, unknown>; problems: AmountProblem[] } {
	const problems: AmountProblem[] = [];
	const lines = valueAtDotted(document, layout.lines);
	if (!Array.isArray(lines)) return { document, problems };
	const names = layout.triple;
	let total: Triple | undefined = { net: 0, tax: 0, gross: 0 };
	const calculated = lines.map((line: unknown, index) => {
		if (!isRecord(line)) return line;
		const quantity = numberFrom(line.quantity);
		const unitNet = numberFrom(valueAtDotted(line, `${layout.unitPrices}.${names.net}`));
		const rateValue = numberFrom(valueAtDotted(line, layout.taxRate));
		if (quantity === undefined || unitNet === undefined || rateValue === undefined) {
			total = undefined;
			return line;
		}
		const rate = rateOf(rateValue, format);
		// The triple at `prices` from its net: tax = net x rate, gross = net + tax.
		const priced = (prices: string, net: number) => {
			const tax = roundToCent(net * rate);
			const at = [...pathOf(layout.lines), index, ...pathOf(prices)];
			const amounts = { net, tax, gross: roundToCent(net + tax) };
			return settle(valueAtDotted(line, prices), amounts, at, names, problems);
		};
		const unitPrices = priced(layout.unitPrices, unitNet);
		const linePrices = priced(layout.linePrices, roundToCent(unitNet * quantity));
		const given = valueAtDotted(line, layout.costs);
		const costs: unknown[] = Array.isArray(given) ? given : [];
		const costPrices = costs.map((cost) => valueAtDotted(cost, layout.costLinePrices));
		for (const triple of [linePrices, ...costPrices]) {
			const known = numbers(triple, names);
			total = total && known ? add(total, known) : undefined;
		}
		const withUnit = withValueAt(line, layout.unitPrices, unitPrices);
		return withValueAt(withUnit, layout.linePrices, linePrices);
	});
	const totalPrices = total
		? settle(valueAtDotted(document, layout.total), total, pathOf(layout.total), names, problems)
		: valueAtDotted(document, layout.total);
	const withLines = withValueAt(document, layout.lines, calculated);
	return { document: withValueAt(withLines, layout.total, totalPrices), problems };
}

type Path = ReadonlyArray<PropertyKey>;

/** Whether `path` begins with `start`. */
const startsWith = (path: Path, start: Path): boolean =>
	start.length <= path.length && start.every((part, index) => part === path[index]);

/**
 * A document's problems as the user of Calculate Amounts should read them. An amount the option
 * fills that is missing was not calculated because its line lacks the quantity, unit net price or
 * tax rate, which has its own problem: the user never gives that amount, so it is left out. A
 * line's missing unit prices (the unit net price and the two amounts filled from it) are named as
 * the unit net price. An amount the user gave is checked as without the option.
 */
function amountsNotCalculated(layout: AmountsLayout) {
	const lines = pathOf(layout.lines);
	const unitPrices = pathOf(layout.unitPrices);
	const { net, tax, gross } = layout.triple;
	const filled = [[...unitPrices, tax], [...unitPrices, gross], pathOf(layout.linePrices)];
	return (issue: z.core.$ZodIssue, found: unknown, input: unknown): z.core.$ZodIssue[] => {
		const [root, ...path] = issue.path;
		if (root !== 'document' || !isBlank(found) || !isRecord(input) || !calculating(input))
			return [issue];
		if (startsWith(path, pathOf(layout.total))) return [];
		if (!startsWith(path, lines) || typeof path[lines.length] !== 'number') return [issue];
		const inLine = path.slice(lines.length + 1);
		if (filled.some((amount) => startsWith(inLine, amount))) return [];
		if (inLine.length !== unitPrices.length || !startsWith(inLine, unitPrices)) return [issue];
		return [{ ...issue, path: [...issue.path, net] }];
	};
}

/**
 * Runs Calculate Amounts before a document input schema when the input asks for it (its
 * `calculateAmounts` is true); the problems become validation issues at their fields, and a
 * refusal leaves out the amounts that could not be calculated (amountsNotCalculated).
 */
function withCalculatedAmounts<O>(schema: z.ZodType<O, unknown>, layout: AmountsLayout) {
	const calculated = z.preprocess((input, ctx) => {
		if (!isRecord(input) || !calculating(input) || !isRecord(input.document)) {
			return input;
		}
		const format = (input.taxRateFormat as TaxRateFormat | undefined) ?? 'percent';
		const { document, problems } = calculateAmounts(input.document, format, layout);
		for (const problem of problems) {
			ctx.addIssue({
				code: 'custom',
				path: ['document', ...problem.path],
				message: problem.message,
			});
		}
		return { ...input, document };
	}, schema);
	return revisingIssues(calculated, amountsNotCalculated(layout));
}

/** `schema` with every line's tax rate checked in the input's Tax Rate Format. */
function withTaxRateCheck<O>(schema: z.ZodType<O, unknown>, layout: AmountsLayout) {
	return acrossFields(schema, (output, ctx) => {
		const input = output as Record<string, unknown>;
		if (layout.rateCheckedWhenCalculating && !calculating(input)) return;
		// A Tax Rate Format that failed its own check says nothing about the values.
		const format = input.taxRateFormat as TaxRateFormat | undefined;
		const lines = valueAtDotted(input.document, layout.lines);
		if (format === undefined || !Array.isArray(lines)) return;
		lines.forEach((line: unknown, index) => {
			const value = valueAtDotted(line, layout.taxRate);
			const problem = typeof value === 'number' ? taxRateProblem(value, format) : undefined;
			const at = ['document', ...pathOf(layout.lines), index, ...pathOf(layout.taxRate)];
			if (problem) ctx.problem(problem, at);
		});
	});
}

/**
 * The Create input of a document with Tax Rate Format and Calculate Amounts, its amounts where
 * `layout` says: the amounts are calculated when asked, then every line's tax rate is checked.
 */
export function calculatedAmountsInput<D extends ZodTypeAny>(document: D, layout: AmountsLayout) {
	const input = documentInputSchema(document, {
		taxRateFormat: z.enum(TAX_RATE_FORMATS),
		[CALCULATE_AMOUNTS]: optional(bool),
	});
	return withCalculatedAmounts(withTaxRateCheck(input, layout), layout);
}

/** The option that turns Calculate Amounts on (documents with Tax Rate Format). */
export const calculateAmountsProperty = {
	displayName: 'Calculate Amounts',
	name: CALCULATE_AMOUNTS,
	type: 'boolean' as const,
	default: false,
	description:
		"Whether to fill each line's unit and line prices and the document's total from quantity, unit net price and tax rate",
	hint: 'Amounts are rounded to the cent. Leave the calculated fields empty; a value you give must match within a cent.',
};
