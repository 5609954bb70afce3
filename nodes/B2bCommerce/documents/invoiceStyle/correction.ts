/**
 * Invoice correction write shape: the invoice's (documents/invoiceStyle/schema.ts) with the spec's listed
 * differences ("Invoice correction" section):
 * - `correctionType` R, VALUABLE or QUANTITATIVE;
 * - no `amountPaid`, `isPaid`, `receiptReferenceNumber` or top-level `splitPayment`;
 * - `totalPrices` members may be negative;
 * - `itemBasePrices` members optional;
 * - each item has R `invoiceReferenceLineNumber` (int32) and `invoiceReferenceNumber`;
 * - in `taxRate` both `name` and `value` are R.
 * Read-shape members are accepted and not sent, so the output of Get can be sent back: fileData,
 * the *ReferenceNumbers arrays, and the items' `goodsReceivedNoteNumber` /
 * `goodsReceivedNoteLineNumber` (the spec: "on read an item also has" them).
 */
import { z } from '../../engine/zod';

import {
	correctionType,
	currencyCode,
	date,
	int32,
	lines,
	list,
	num,
	optional,
	readOnly,
	text,
} from '../../engine/values';
import { invoiceAdditionalCost, looseTriple, priceTriple, taxRate } from '../parts';
import { invoiceDocument, invoiceItem } from './schema';

const correctionItem = invoiceItem.extend({
	itemBasePrices: optional(looseTriple),
	taxRate: taxRate({ nameRequired: true, valueRequired: true }),
	invoiceReferenceLineNumber: int32,
	invoiceReferenceNumber: text,
	goodsReceivedNoteNumber: readOnly,
	goodsReceivedNoteLineNumber: readOnly,
});

export const correctionDocument = invoiceDocument
	.omit({
		amountPaid: true,
		isPaid: true,
		receiptReferenceNumber: true,
		splitPayment: true,
		invoiceCorrectionsReferenceNumbers: true,
	})
	.extend({
		correctionType,
		totalPrices: priceTriple(),
		items: lines(correctionItem),
		invoiceReferenceNumbers: readOnly,
	});

/**
 * Fiscal receipt correction: the spec lists its fields but shows no required markers, no
 * request body and no response ("not shown"). Only what is certain is checked: an object with
 * a non-empty `number` (the document's key for delete, read and upload); `correctionType`,
 * when given, VALUABLE or QUANTITATIVE; the dates, when given, `YYYY-MM-DD`; `currencyCode`,
 * when given, from the spec's list. The numbers the spec types (totals, the items' line numbers,
 * references, quantities, prices, tax rate, discount) are checked when given, and sent as numbers
 * (a field's "12.50" becomes 12.50). Every other member is sent as given (except `fileData`, a
 * read member).
 */
const fiscalItem = z
	.object(
		{
			lineNumber: optional(int32),
			fiscalReceiptReferenceLineNumber: optional(int32),
			quantity: optional(num),
			discount: optional(num),
			linePrices: optional(looseTriple),
			itemPrices: optional(looseTriple),
			itemBasePrices: optional(looseTriple),
			taxRate: optional(taxRate({ nameRequired: false, valueRequired: false })),
			additionalCosts: optional(list(invoiceAdditionalCost)),
		},
		{ invalid_type_error: 'must be an object' },
	)
	.passthrough();

export const fiscalReceiptCorrectionDocument = z
	.object(
		{
			number: text,
			correctionType: optional(correctionType),
			documentDate: optional(date),
			saleDate: optional(date),
			paymentDate: optional(date),
			currencyCode: optional(currencyCode),
			totalPrices: optional(looseTriple),
			items: optional(list(fiscalItem)),
			fileData: readOnly,
		},
		{ required_error: 'is required', invalid_type_error: 'must be an object' },
	)
	.passthrough();
