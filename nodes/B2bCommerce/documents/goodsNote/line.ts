/**
 * A goods note's line, described once (documents/table.ts; the note is in ./table.ts). A goods
 * received note's line corrects a line of a goods issued note: `goodsIssuedNoteLineNumber` R, the
 * sales order references optional.
 */
import type { Member, Part, Words } from '../table';
import { lineCosts, lineNumberRow, manufacturerIndexRow, PRICE_WORDS, triples } from '../common';
import { kinds } from '../kinds';
import { O, R } from '../table';
import type { ZodTypeAny } from '../../engine/zod';
import { acrossFields } from '../../engine/zod';

const { anyList, int32, nonNegative, number, text, textOrList } = kinds;

/** A price triple `{net, gross, tax}`: "Net", "Gross", "Tax". */
export const triple = triples([
	['net', 'Net'],
	['gross', 'Gross'],
	['tax', 'Tax'],
]);

/**
 * A line's prices: `prices('item', 'Price per unit', 'Unit', 'lineUnit', PRICE_WORDS.unit)`;
 * `more` gives the rarer words of each member from how it is shown and its place (0 to 2).
 */
const prices = (
	path: string,
	about: string,
	label: string,
	name: string,
	descriptions: string[],
	more: (shown: string, index: number) => Words[4] = () => ({}),
) =>
	triple(path, about, (shown, index) => [
		`${name}${shown}`,
		`${label} ${shown}`,
		descriptions[index],
		undefined,
		more(shown, index),
	]);

/** A cost's column keeps its own name: "Additional Cost 1 Unit Net". */
const costColumn = (label: string) => (shown: string) => ({
	column: `${label.replace(/^Cost /, '')} ${shown}`,
});

/** "When the line refers to a sales order, numbering starts at 1." */
const lineNumberFromOne = (line: ZodTypeAny) =>
	acrossFields(line, (output, ctx) => {
		const value = output as { lineNumber?: number; salesOrderReferenceNumber?: string };
		if (ctx.failed('lineNumber') || value.salesOrderReferenceNumber === undefined) return;
		if ((value.lineNumber ?? 1) < 1)
			ctx.problem('must be 1 or more when the line refers to a sales order', ['lineNumber']);
	});

/** A line's sales order references: R on goods issued notes, optional on received ones. */
const salesOrder = (leaf: typeof R) => [
	leaf('salesOrderReferenceNumber', text, [
		'lineSalesOrderReferenceNumber',
		'Sales Order Reference Number',
		'Sales order the line comes from',
	]),
	leaf('salesOrderLineNumber', int32, [
		'lineSalesOrderLineNumber',
		'Sales Order Line Number',
		'Line of that sales order',
		'e.g. 1',
	]),
];

const lineMembers = (received: boolean): Member[] => [
	lineNumberRow(int32, '1, 2, 3', 'Line number (from 1 when the line refers to a sales order)'),
	...(received
		? [
				R('goodsIssuedNoteLineNumber', int32, [
					'lineGoodsIssuedNoteLineNumber',
					'Goods Issued Note Line Number',
					'Line of the goods issued note this line corrects',
					'e.g. 1',
				]),
			]
		: salesOrder(R)),
	O('invoiceLineNumber', int32, [
		'lineInvoiceLineNumber',
		'Invoice Line Number',
		'Line of the invoice this line is on',
		null,
	]),
	O('goodsReceivedNoteReferences', anyList, 'References to goods received notes'),
	O('notes', textOrList, ['lineNotes', 'Line Notes', 'Notes of the line']),
	R('quantity', number, ['lineQuantity', 'Quantity', 'Quantity of the line', 'e.g. 2']),
	{
		path: 'product',
		about: 'Product of the line',
		required: true,
		members: [
			R('sku', text, ['lineSku', 'SKU', 'SKU of the product']),
			R('name', text, ['lineProductName', 'Product Name', 'Name of the product']),
			R('unit', text, ['lineUnit', 'Unit', 'Unit of the quantity', 'e.g. PCE']),
			O('gtin', text, ['lineGtin', 'GTIN', 'GTIN (EAN) of the product']),
			manufacturerIndexRow,
			O('pkwiu', text, ['linePkwiu', 'PKWiU', 'PKWiU classification code']),
			{
				path: 'manufacturer',
				about: 'Manufacturer',
				members: [
					R('name', text, [
						'lineManufacturerName',
						'Manufacturer Name',
						'Name of the manufacturer',
					]),
				],
			},
		],
	},
	{
		path: 'prices',
		about: 'Prices of the line',
		required: true,
		members: [
			lineCosts([
				prices(
					'item',
					'Cost per unit',
					'Cost Unit',
					'costUnit',
					PRICE_WORDS.costUnit,
					costColumn('Cost Unit'),
				),
				prices(
					'line',
					'Cost of the whole line',
					'Cost Line',
					'costLine',
					PRICE_WORDS.costLine,
					costColumn('Cost Line'),
				),
			]),
			// Calculate Amounts fills every price of the line but the unit net price.
			prices('item', 'Price per unit', 'Unit', 'lineUnit', PRICE_WORDS.unit, (_shown, index) => ({
				calculated: index !== 0,
			})),
			prices('line', 'Price of the whole line', 'Line', 'line', PRICE_WORDS.line, () => ({
				calculated: true,
			})),
			prices('base', 'Base price per unit', 'Base', 'lineBase', PRICE_WORDS.base),
			R('taxRate', nonNegative, [
				'lineTaxRate',
				'Tax Rate',
				'Tax rate of the line, sent as given (with Calculate Amounts on, in the chosen Tax Rate Format)',
				'e.g. 23',
				{ about: 'Tax rate of the line, sent as given' },
			]),
			O('discount', number, ['lineDiscount', 'Discount', 'Discount of the line', 'e.g. 0']),
		],
	},
	...(received ? salesOrder(O) : []),
];

/** The lines of a goods note, at least one. */
export const productLines = (received: boolean): Part => ({
	path: 'productLines',
	about: 'Product lines',
	list: 'Product line',
	required: true,
	refine: lineNumberFromOne,
	members: lineMembers(received),
});
