/**
 * Goods issued note and goods received note write shapes, from the spec's R markers ("Goods
 * issued note" and "Goods received note" sections). Where the spec is unclear:
 * - `clientId` follows the spec's convention for client identifiers (`org:<uuid>`).
 * - Line `lineNumber` and `salesOrderLineNumber` are whole numbers (int32); when a line refers to
 *   a sales order (`salesOrderReferenceNumber` given) `lineNumber` must be 1 or more
 *   ("numbering starts at 1").
 * - The line `notes` type is not shown: text or a list of texts is accepted.
 *   `goodsReceivedNoteReferences` is a list of anything.
 * - `operator {id, name}` is optional and so are its members (only payment method, delivery
 *   method and warehouse are marked "both R").
 * - `prices.taxRate` is a number from 0 (its unit is not shown, so it is sent as given).
 * - The read shape's extra members (fileUrl; on a received note clientType, clientData,
 *   tenantData, invoiceReferenceNumbers, invoiceCorrectionReferenceNumber) are accepted and not
 *   sent, so the output of Get can be sent back.
 */
import { z } from '../../engine/zod';

import {
	clientIdentifier,
	date,
	int32,
	lines,
	list,
	nonNegative,
	num,
	obj,
	optional,
	text,
	textList,
} from '../../engine/values';
import { goodsAdditionalCost, goodsAddress, goodsTriple, idName } from '../parts';
import { readOnly } from '../invoiceStyle/schema';

const lineFields = {
	lineNumber: int32,
	salesOrderLineNumber: int32,
	invoiceLineNumber: optional(int32),
	salesOrderReferenceNumber: text,
	goodsReceivedNoteReferences: optional(
		z.array(z.unknown(), { invalid_type_error: 'must be a list' }),
	),
	notes: optional(
		z.union([text, textList], { errorMap: () => ({ message: 'must be text or a list of texts' }) }),
	),
	quantity: num,
	product: obj({
		sku: text,
		name: text,
		unit: text,
		gtin: optional(text),
		manufacturerIndex: optional(text),
		pkwiu: optional(text),
		manufacturer: optional(obj({ name: text })),
	}),
	prices: obj({
		additionalCosts: list(goodsAdditionalCost),
		item: goodsTriple,
		line: goodsTriple,
		base: goodsTriple,
		taxRate: nonNegative,
		discount: optional(num),
	}),
};

/** "When the line refers to a sales order, numbering starts at 1." */
function lineNumberFromOne<T extends z.ZodTypeAny>(line: T) {
	return line.superRefine(
		(value: { lineNumber?: number; salesOrderReferenceNumber?: string }, ctx) => {
			if (value.salesOrderReferenceNumber !== undefined && (value.lineNumber ?? 1) < 1) {
				ctx.addIssue({
					code: z.ZodIssueCode.custom,
					path: ['lineNumber'],
					message: 'must be 1 or more when the line refers to a sales order',
				});
			}
		},
	);
}

const noteFields = {
	number: text,
	clientId: clientIdentifier,
	purchaseOrderNumber: optional(text),
	notes: optional(text),
	documentDate: date,
	saleDate: date,
	deliveryDate: optional(date),
	deliveryAddress: goodsAddress,
	paymentMethod: idName(),
	deliveryMethod: idName(),
	warehouse: idName(),
	operator: optional(obj({ id: optional(text), name: optional(text) })),
	prices: obj({ total: goodsTriple }),
	fileUrl: readOnly,
};

const goodsIssuedNoteLine = lineNumberFromOne(obj(lineFields));

export const goodsIssuedNoteDocument = obj({
	...noteFields,
	productLines: lines(goodsIssuedNoteLine),
});

const goodsReceivedNoteLine = lineNumberFromOne(
	obj({
		...lineFields,
		goodsIssuedNoteLineNumber: int32,
		salesOrderLineNumber: optional(int32),
		salesOrderReferenceNumber: optional(text),
	}),
);

export const goodsReceivedNoteDocument = obj({
	...noteFields,
	goodsIssuedNoteReferenceNumber: optional(text),
	productLines: lines(goodsReceivedNoteLine),
	clientType: readOnly,
	clientData: readOnly,
	tenantData: readOnly,
	invoiceReferenceNumbers: readOnly,
	invoiceCorrectionReferenceNumber: readOnly,
});
