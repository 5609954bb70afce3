/**
 * zod building blocks of the documents, written from the spec like engine/values.ts (whose scalars
 * they are made of): price triples, addresses, `{id, name}` parts, the tax rate and its format,
 * and the parties and payment of invoice-style documents.
 */
import {
	clientIdentifier,
	clientType,
	nonNegative,
	num,
	obj,
	optional,
	text,
	uuid,
} from '../engine/values';
import { z } from '../engine/zod';

// ---------------------------------------------------------------------------------------------
// Prices and addresses

/** Price triple, invoice style: `{netPrice, grossPrice, taxValue}`, all R. */
export function priceTriple(options: { nonNegative?: boolean } = {}) {
	const member = options.nonNegative ? nonNegative : num;
	return obj({ netPrice: member, grossPrice: member, taxValue: member });
}

/** Price triple, invoice style, every member optional (correction `itemBasePrices`). */
export const looseTriple = obj({
	netPrice: optional(num),
	grossPrice: optional(num),
	taxValue: optional(num),
});

/** Address, invoice style: `{city, country, name, postalCode, street}`, all R. */
const invoiceAddress = obj({
	city: text,
	country: text,
	name: text,
	postalCode: text,
	street: text,
});

/** `{id, name}`, both R; `uuidId` when the spec types the id as uuid. */
function idName(options: { uuidId?: boolean } = {}) {
	return obj({ id: options.uuidId ? uuid : text, name: text });
}

// ---------------------------------------------------------------------------------------------
// Tax rate

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

/** `taxRate {name, value}` of invoice-style documents. */
export function taxRate(options: { nameRequired: boolean; valueRequired: boolean }) {
	return obj({
		name: options.nameRequired ? text : optional(text),
		value: options.valueRequired ? num : optional(num),
	});
}

/**
 * Adds the tax rate check to a schema whose input holds `taxRateFormat` and a document under
 * `documentKey`: every value found by `values(document)` is checked, the issue at its path.
 */
export function withTaxRateCheck<T extends z.ZodTypeAny>(
	schema: T,
	values: (document: unknown) => Array<{ path: Array<string | number>; value: unknown }>,
	documentKey = 'document',
): z.ZodEffects<T> {
	return schema.superRefine(
		(input: { taxRateFormat?: TaxRateFormat } & Record<string, unknown>, ctx) => {
			const format: TaxRateFormat = input?.taxRateFormat ?? 'percent';
			for (const { path, value } of values(input?.[documentKey])) {
				if (typeof value !== 'number') continue;
				const problem = taxRateProblem(value, format);
				if (problem)
					ctx.addIssue({
						code: z.ZodIssueCode.custom,
						path: [documentKey, ...path],
						message: problem,
					});
			}
		},
	);
}

// ---------------------------------------------------------------------------------------------
// Parties and payment (invoice-style documents)

/** Additional cost of an invoice item: `{type R, itemPrices R, linePrices R}`. */
export const invoiceAdditionalCost = obj({
	type: text,
	itemPrices: priceTriple(),
	linePrices: priceTriple(),
});

/** Buyer: `clientId` R (org:<uuid>), `clientType` R, `addressData` R; `tin`, `phone`, `invoiceEmail`. */
export const clientData = obj({
	clientId: clientIdentifier,
	clientType,
	addressData: invoiceAddress,
	tin: optional(text),
	phone: optional(text),
	invoiceEmail: optional(text),
});

/** Payer (optional object): `clientId`, `tin`, `phone`, `addressData` (all five R when given). */
export const payerData = obj({
	clientId: optional(clientIdentifier),
	tin: optional(text),
	phone: optional(text),
	addressData: optional(invoiceAddress),
});

/** Seller: `addressData` R, `tin` R. */
export const tenantData = obj({ addressData: invoiceAddress, tin: text });

/** Operator (optional object): `{id: uuid, name}`, both R when given. */
export const operatorData = idName({ uuidId: true });

/** Payment method: `{id: uuid R, name R}`. */
export const paymentMethodData = idName({ uuidId: true });
