/**
 * The check of a fiscal receipt correction. The spec lists its fields (those of an invoice
 * correction, ./table.ts) but shows no required markers, no request body and no response. Only
 * what is certain is checked: an object with a non-empty `number` (the document's key for delete,
 * read and upload); `correctionType`, when given, VALUABLE or QUANTITATIVE; the dates, when given,
 * `YYYY-MM-DD`; `currencyCode`, when given, from the spec's list. The numbers the spec types
 * (totals, the items' line numbers, references, quantities, prices, tax rate, discount) are checked
 * when given, and sent as numbers (a field's "12.50" becomes 12.50). Every other member is sent as
 * given (except `fileData`, a read member).
 */
import { wrongType, z } from '../../engine/zod';
import { date, int32, list, num, obj, optional, readOnly, text } from '../../engine/values';
import { kinds } from '../kinds';

const triple = obj({ netPrice: num, grossPrice: num, taxValue: num });

/** A price triple whose members are checked when given. */
const looseTriple = obj({
	netPrice: optional(num),
	grossPrice: optional(num),
	taxValue: optional(num),
});

const item = z
	.object(
		{
			lineNumber: optional(int32),
			fiscalReceiptReferenceLineNumber: optional(int32),
			quantity: optional(num),
			discount: optional(num),
			linePrices: optional(looseTriple),
			itemPrices: optional(looseTriple),
			itemBasePrices: optional(looseTriple),
			taxRate: optional(obj({ name: optional(text), value: optional(num) })),
			additionalCosts: optional(list(obj({ type: text, itemPrices: triple, linePrices: triple }))),
		},
		{ error: wrongType('must be an object') },
	)
	.passthrough();

export const fiscalCheck = z
	.object(
		{
			number: text,
			correctionType: optional(kinds.correctionType.check),
			documentDate: optional(date),
			saleDate: optional(date),
			paymentDate: optional(date),
			currencyCode: optional(kinds.currency.check),
			totalPrices: optional(looseTriple),
			items: optional(list(item)),
			fileData: readOnly,
		},
		{ error: wrongType('must be an object') },
	)
	.passthrough();
