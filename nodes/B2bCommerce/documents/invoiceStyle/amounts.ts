/**
 * Calculate Amounts, for the invoice-style documents with Tax Rate Format (invoices and invoice
 * corrections; not fiscal receipt corrections): each line's unit and line price triples and the document's total, from the
 * line's quantity, unit net price and tax rate. The rule (docs/decisions.md, "Calculated
 * amounts"), every amount rounded to the cent, half away from zero:
 * - unit tax = unit net x rate; unit gross = unit net + unit tax;
 * - line net = unit net x quantity; line tax = line net x rate; line gross = line net + line tax;
 * - total = the sum of the lines' line prices and of their additional costs' line prices.
 * A value the user also gave is kept when it agrees with the calculated one within a cent, and is
 * a problem otherwise: the node never picks one of two different amounts silently.
 */
import { isRecord } from '../../transport/types';
import { bool, numberFrom, optional } from '../../engine/values';
import { CALCULATE_AMOUNTS, calculating } from '../definition';
import { documentInputSchema } from '../input';
import type { TaxRateFormat } from '../taxRate';
import { TAX_RATE_FORMATS, withTaxRateCheck } from '../taxRate';
import type { ZodTypeAny } from '../../engine/zod';
import { z } from '../../engine/zod';

/** How far a given amount may be from the calculated one (rounding of the other side). */
const TOLERANCE = 0.01;

export interface AmountProblem {
	path: Array<string | number>;
	message: string;
}

type Triple = { netPrice: number; grossPrice: number; taxValue: number };
const MEMBERS = ['netPrice', 'taxValue', 'grossPrice'] as const;

/** Rounds to the cent, half away from zero, after removing binary noise (1.005 is 1.01). */
export function roundToCent(value: number): number {
	const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
	return (Math.sign(value) * cents) / 100 || 0;
}

/** The tax rate as a fraction: Percent and As Given are percents, Fraction is already one. */
function rateOf(value: number, format: TaxRateFormat): number {
	return format === 'fraction' ? value : value / 100;
}

function isBlank(value: unknown): boolean {
	return value === undefined || value === null || (typeof value === 'string' && !value.trim());
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
	problems: AmountProblem[],
): Record<string, unknown> {
	const triple: Record<string, unknown> = isRecord(given) ? { ...given } : {};
	for (const member of MEMBERS) {
		const value = triple[member];
		if (isBlank(value)) {
			triple[member] = calculated[member];
			continue;
		}
		const number = numberFrom(value);
		if (number !== undefined && Math.abs(number - calculated[member]) > TOLERANCE + 1e-9) {
			problems.push({
				path: [...path, member],
				message: `is ${money(number)} but the calculated amount is ${money(calculated[member])} (Calculate Amounts is on): leave it empty or correct it`,
			});
		}
	}
	return triple;
}

/** The line prices of a triple as numbers, or undefined when one is not a number. */
function numbers(triple: unknown): Triple | undefined {
	if (!isRecord(triple)) return undefined;
	const netPrice = numberFrom(triple.netPrice);
	const taxValue = numberFrom(triple.taxValue);
	const grossPrice = numberFrom(triple.grossPrice);
	if (netPrice === undefined || taxValue === undefined || grossPrice === undefined)
		return undefined;
	return { netPrice, taxValue, grossPrice };
}

function add(sum: Triple, triple: Triple): Triple {
	return {
		netPrice: roundToCent(sum.netPrice + triple.netPrice),
		taxValue: roundToCent(sum.taxValue + triple.taxValue),
		grossPrice: roundToCent(sum.grossPrice + triple.grossPrice),
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
): { document: Record<string, unknown>; problems: AmountProblem[] } {
	const problems: AmountProblem[] = [];
	if (!Array.isArray(document.items)) return { document, problems };
	let total: Triple | undefined = { netPrice: 0, taxValue: 0, grossPrice: 0 };
	const items = document.items.map((item: unknown, index) => {
		if (!isRecord(item)) return item;
		const quantity = numberFrom(item.quantity);
		const unitNet = isRecord(item.itemPrices) ? numberFrom(item.itemPrices.netPrice) : undefined;
		const rateValue = isRecord(item.taxRate) ? numberFrom(item.taxRate.value) : undefined;
		if (quantity === undefined || unitNet === undefined || rateValue === undefined) {
			total = undefined;
			return item;
		}
		const rate = rateOf(rateValue, format);
		const unitTax = roundToCent(unitNet * rate);
		const lineNet = roundToCent(unitNet * quantity);
		const lineTax = roundToCent(lineNet * rate);
		const path = ['items', index];
		const itemPrices = settle(
			item.itemPrices,
			{ netPrice: unitNet, taxValue: unitTax, grossPrice: roundToCent(unitNet + unitTax) },
			[...path, 'itemPrices'],
			problems,
		);
		const linePrices = settle(
			item.linePrices,
			{ netPrice: lineNet, taxValue: lineTax, grossPrice: roundToCent(lineNet + lineTax) },
			[...path, 'linePrices'],
			problems,
		);
		const costs: unknown[] = Array.isArray(item.additionalCosts) ? item.additionalCosts : [];
		for (const triple of [linePrices, ...costs.map((cost) => isRecord(cost) && cost.linePrices)]) {
			const known = numbers(triple);
			total = total && known ? add(total, known) : undefined;
		}
		return { ...item, itemPrices, linePrices };
	});
	const totalPrices = total
		? settle(document.totalPrices, total, ['totalPrices'], problems)
		: document.totalPrices;
	return { document: { ...document, items, totalPrices }, problems };
}

/**
 * Runs Calculate Amounts before a document input schema when the input asks for it (its
 * `calculateAmounts` is true); the problems become validation issues at their fields.
 */
function withCalculatedAmounts<T extends z.ZodTypeAny>(schema: T) {
	return z.preprocess((input, ctx) => {
		if (!isRecord(input) || !calculating(input) || !isRecord(input.document)) {
			return input;
		}
		const format = (input.taxRateFormat as TaxRateFormat | undefined) ?? 'percent';
		const { document, problems } = calculateAmounts(input.document, format);
		for (const problem of problems) {
			ctx.addIssue({
				code: 'custom',
				path: ['document', ...problem.path],
				message: problem.message,
			});
		}
		return { ...input, document };
	}, schema);
}

/** Where the tax rate values of an invoice-style document are, for the tax rate format check. */
function itemTaxRates(document: unknown): Array<{ path: Array<string | number>; value: unknown }> {
	const items = (document as { items?: unknown })?.items;
	if (!Array.isArray(items)) return [];
	return (items as unknown[]).map((item, index) => ({
		path: ['items', index, 'taxRate', 'value'],
		value: (item as { taxRate?: { value?: unknown } })?.taxRate?.value,
	}));
}

/**
 * The Create input of an invoice or invoice correction, with Tax Rate Format and Calculate
 * Amounts: the amounts are calculated when asked, then every item's tax rate is checked.
 */
export function taxRateCheckedInput<D extends ZodTypeAny>(document: D) {
	return withCalculatedAmounts(
		withTaxRateCheck(
			documentInputSchema(document, {
				taxRateFormat: z.enum(TAX_RATE_FORMATS),
				[CALCULATE_AMOUNTS]: optional(bool),
			}),
			itemTaxRates,
		),
	);
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
