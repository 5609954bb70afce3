/**
 * Invoice write shape, from the spec's "Invoice (write shape)" and "Invoice item" tables.
 * R members are required; the rest optional. Where the spec is unclear:
 * - taxRate: R. Only for corrections does the spec say "both name and value are R", so in the
 *   invoice not both are; we require `value` (needed for the tax rate format check and for any
 *   tax at all) and leave `name` optional.
 * - totalPrices: members must be >= 0 (the spec allows negatives only as a difference of
 *   corrections); amountPaid >= 0.
 * - R arrays (customerPurchaseNumbers, notes, item notes, additionalCosts) must be present and
 *   may be empty.
 * - The read shape's extra members (fileData and the *ReferenceNumbers arrays) are accepted and
 *   left out, so the output of Get can be sent back.
 */
import { z } from '../../engine/zod';

import {
	bool,
	currencyCode,
	date,
	int32,
	itemType,
	lines,
	list,
	nonNegative,
	num,
	obj,
	optional,
	readOnly,
	text,
	textList,
} from '../../engine/values';
import {
	clientData,
	invoiceAdditionalCost,
	operatorData,
	payerData,
	paymentMethodData,
	priceTriple,
	taxRate,
	tenantData,
} from '../parts';

export const invoiceItem = obj({
	lineNumber: int32,
	type: itemType,
	itemName: text,
	sku: text,
	gtin: optional(text),
	series: optional(text),
	manufacturer: optional(text),
	pkwiu: optional(text),
	notes: textList,
	splitPayment: optional(bool),
	linePrices: priceTriple(),
	itemPrices: priceTriple(),
	itemBasePrices: optional(priceTriple()),
	taxRate: taxRate({ nameRequired: false, valueRequired: true }),
	discount: num,
	additionalCosts: list(invoiceAdditionalCost),
	quantity: num,
	unit: text,
	orderReferenceNumber: optional(text),
	orderReferenceLineNumber: optional(int32),
	goodsIssuedNoteNumber: optional(text),
	goodsIssuedNoteLineNumber: optional(int32),
});

export const invoiceDocument = obj({
	number: text,
	documentDate: date,
	saleDate: date,
	paymentDate: date,
	currencyCode,
	totalPrices: priceTriple({ nonNegative: true }),
	customerPurchaseNumbers: textList,
	notes: textList,
	amountPaid: optional(nonNegative),
	isPaid: optional(bool),
	splitPayment: optional(bool),
	receiptReferenceNumber: optional(text),
	bankAccountNumber: optional(text),
	clientData,
	payerData: optional(payerData),
	tenantData,
	operatorData: optional(operatorData),
	paymentMethodData,
	items: lines(invoiceItem),
	fileData: readOnly,
	invoiceCorrectionsReferenceNumbers: readOnly,
	orderReferenceNumbers: readOnly,
	goodsIssuedNoteReferenceNumbers: readOnly,
	goodsReceivedNoteReferenceNumbers: readOnly,
});

/** Where the tax rate values of an invoice-style document are, for the tax rate format check. */
export function itemTaxRates(
	document: unknown,
): Array<{ path: Array<string | number>; value: unknown }> {
	const items = (document as { items?: unknown })?.items;
	if (!Array.isArray(items)) return [];
	return (items as unknown[]).map((item, index) => ({
		path: ['items', index, 'taxRate', 'value'],
		value: (item as { taxRate?: { value?: unknown } })?.taxRate?.value,
	}));
}

/** Payment status body `{amountPaid, isPaid}` (the spec does not show its shape; we chose this). */
export const paymentStatus = z.object({ amountPaid: nonNegative, isPaid: bool });
