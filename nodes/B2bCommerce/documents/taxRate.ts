/**
 * The tax rate format of the documents with Calculate Amounts: how a line's tax rate is written,
 * the parameter that chooses it, and the check of a value in the chosen format (documents/amounts.ts
 * applies it to every line).
 */

/**
 * How `taxRate.value` is written. The spec's text says a percentage (5 for 5 percent, may be
 * fractional); its sample data uses a fraction (0.23). We never guess: the user picks.
 * - percent (default, the spec's text): 0..100; a value strictly between 0 and 1 is refused as
 *   "looks like a fraction".
 * - fraction (the spec's sample): 0..1.
 * - asGiven: any number >= 0, no check (for rates under 1 percent written as percent).
 * Values are sent exactly as given in every format; nothing is converted.
 */
export const TAX_RATE_FORMATS = ['percent', 'fraction', 'asGiven'] as const;
export type TaxRateFormat = (typeof TAX_RATE_FORMATS)[number];

/** The n8n parameter that chooses the tax rate format (use on every document with tax rates). */
export const taxRateFormatProperty = {
	displayName: 'Tax Rate Format',
	name: 'taxRateFormat',
	type: 'options' as const,
	options: [
		{
			name: 'As Given (No Check)',
			value: 'asGiven',
			description: 'Send the values unchecked (any number from 0), e.g. for a rate below 1 percent',
		},
		{
			name: 'Fraction (0.05 = 5%)',
			value: 'fraction',
			description: "Values from 0 to 1, as in the API documentation's sample data (0.23 = 23%)",
		},
		{
			name: 'Percent (5 = 5%)',
			value: 'percent',
			description:
				'Values from 0 to 100, as the API documentation says (23 = 23%); a value between 0 and 1 is refused as a likely fraction',
		},
	],
	default: 'percent',
	description:
		'How your tax rate values are written: Percent for 23 = 23%, Fraction for 0.23 = 23%. Values are sent as given; this setting only checks them.',
};

/** The problem with a tax rate value in the chosen format, or undefined when it fits. */
export function taxRateProblem(value: number, format: TaxRateFormat): string | undefined {
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
