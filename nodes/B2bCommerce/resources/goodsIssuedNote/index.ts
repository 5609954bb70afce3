import { goodsIssuedNoteDocument } from '../../documents/goodsNote/schema';
import type { GoodsNoteKind } from '../../documents/goodsNote/resource';
import { goodsNoteResource } from '../../documents/goodsNote/resource';
import { salesOrderFields } from '../../documents/goodsNote/fields';

const goodsIssuedNoteKind: GoodsNoteKind = {
	value: 'goodsIssuedNote',
	name: 'Goods Issued Note',
	description: 'Goods issued notes (warehouse releases) and their files',
	noun: 'goods issued note',
	path: '/goods-issued-notes',
	numberParam: 'goodsIssuedNoteNumber',
	placeholder: 'e.g. WZ/2024/0001',
	schema: goodsIssuedNoteDocument,
	lineRequired: salesOrderFields(true),
	linesDescription:
		'The lines of the note as a JSON array: lineNumber, salesOrderLineNumber, salesOrderReferenceNumber, quantity, product (sku, name, unit) and prices (additionalCosts, item, line, base, taxRate) are required',
	// The spec's read shape of goods issued notes has no file link (goods received notes have
	// fileUrl): a platform that follows it never gives one, so Download File says so up front.
	fileLinkUndocumented: {
		description:
			'Get the file of a goods issued note as binary data, if the platform gives a file link (the API documentation names none)',
		notice:
			'The API documentation names no file link for goods issued notes, so this works only if your platform returns one as fileUrl (as it does for goods received notes)',
	},
};

export const goodsIssuedNote = goodsNoteResource(goodsIssuedNoteKind);
