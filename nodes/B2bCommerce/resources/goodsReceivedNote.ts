import { goodsReceivedNoteDocument } from '../schemas/goodsNote';
import { amount, field } from './documentFields';
import type { GoodsNoteKind } from './goodsNote';
import { goodsNoteEndpoints, goodsNoteResource } from './goodsNote';

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
		field('goodsIssuedNoteReferenceNumber', {
			displayName: 'Goods Issued Note Reference Number',
			name: 'goodsIssuedNoteReferenceNumber',
			type: 'string',
			default: '',
			description: 'Number of the goods issued note this note corrects',
		}),
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
	lineOptional: [
		field('salesOrderReferenceNumber', {
			displayName: 'Sales Order Reference Number',
			name: 'lineSalesOrderReferenceNumber',
			type: 'string',
			default: '',
			description: 'Sales order the line comes from',
		}),
		field('salesOrderLineNumber', {
			displayName: 'Sales Order Line Number',
			name: 'lineSalesOrderLineNumber',
			type: 'string',
			default: '',
			description: 'Line of that sales order',
		}),
	],
	linesDescription:
		'The lines of the note as a JSON array: lineNumber, goodsIssuedNoteLineNumber, quantity, product (sku, name, unit) and prices (additionalCosts, item, line, base, taxRate) are required',
};

export const goodsReceivedNoteEndpoints = goodsNoteEndpoints(goodsReceivedNoteKind);

export const goodsReceivedNote = goodsNoteResource(goodsReceivedNoteKind);
