import { goodsReceivedNoteDocument } from '../../documents/goodsNote/schema';
import { amount, field, text } from '../../documents/fields';
import type { GoodsNoteKind } from '../../documents/goodsNote/resource';
import { goodsNoteResource } from '../../documents/goodsNote/resource';
import { salesOrderFields } from '../../documents/goodsNote/fields';

/**
 * A goods received note corrects a goods issued note: the same operations and fields, plus the
 * issued note it refers to, with `goodsIssuedNoteLineNumber` required on each line and the sales
 * order references optional.
 */
const goodsReceivedNoteKind: GoodsNoteKind = {
	value: 'goodsReceivedNote',
	name: 'Goods Received Note',
	description: 'Goods received notes (corrections of goods issued notes) and their files',
	noun: 'goods received note',
	path: '/goods-received-notes',
	numberParam: 'goodsReceivedNoteNumber',
	placeholder: 'e.g. PZ/2024/0001',
	schema: goodsReceivedNoteDocument,
	headerOptional: [
		field(
			'goodsIssuedNoteReferenceNumber',
			text(
				'goodsIssuedNoteReferenceNumber',
				'Goods Issued Note Reference Number',
				'Number of the goods issued note this note corrects',
			),
		),
	],
	lineRequired: [
		field(
			'goodsIssuedNoteLineNumber',
			amount(
				'Goods Issued Note Line Number',
				'lineGoodsIssuedNoteLineNumber',
				'Line of the goods issued note this line corrects',
				'e.g. 1',
			),
		),
	],
	lineOptional: salesOrderFields(false),
	linesDescription:
		'The lines of the note as a JSON array: lineNumber, goodsIssuedNoteLineNumber, quantity, product (sku, name, unit) and prices (additionalCosts, item, line, base, taxRate) are required',
};

export const goodsReceivedNote = goodsNoteResource(goodsReceivedNoteKind);
