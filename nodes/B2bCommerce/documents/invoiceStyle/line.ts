/**
 * An invoice-style document's line (an item), described once (documents/table.ts; the document is
 * in ./table.ts). From the spec's "Invoice item" table and the corrections' listed differences:
 * - taxRate: R. Only for corrections does the spec say "both name and value are R", so on an
 *   invoice `value` is R (needed for the tax rate format check and for any tax at all) and `name`
 *   optional.
 * - A correction's `itemBasePrices` members are optional; its line names the invoice line (or, on
 *   a fiscal receipt correction, the receipt line) it corrects, and on read the goods received
 *   note of the line.
 * - `notes` and `additionalCosts` are R lists that may be empty.
 */
import { lineCosts, lineNumberRow, PRICE_WORDS, triples } from '../common';
import { kinds } from '../kinds';
import type { Member, Parameter, Part, Words } from '../table';
import { O, R, readOnly } from '../table';

const { bool, int32, itemType, number, text, textList } = kinds;

/** The three documents of the family. */
export type InvoiceStyle = 'invoice' | 'correction' | 'fiscal';

/** A price triple `{netPrice, grossPrice, taxValue}`: "Net Price", "Gross Price", "Tax Value". */
export const triple = triples([
	['netPrice', 'Net Price'],
	['grossPrice', 'Gross Price'],
	['taxValue', 'Tax Value'],
]);

/** The unit or line prices of a line, or of one of its costs: "Unit Net Price", "Line Tax Value". */
const prices = (
	path: string,
	about: string,
	shownAs: 'Unit' | 'Line',
	descriptions: string[],
	cost = false,
) =>
	triple(path, about, (shown, index): Words => {
		const column = `${shownAs} ${shown}`;
		return cost
			? [
					`cost${column.replace(/ /g, '')}`,
					`Cost ${column}`,
					descriptions[index],
					undefined,
					{ column },
				]
			: [
					`line${shownAs === 'Unit' ? 'Unit' : ''}${shown.replace(/ /g, '')}`,
					column,
					descriptions[index],
					undefined,
					// Calculate Amounts fills every price of the line but the unit net price.
					{ calculated: !(shownAs === 'Unit' && index === 0) },
				];
	});

/** A text box for a number the spec types as a whole number: another document's line. */
const lineRef = (name: string, label: string, description: string): Words => [
	name,
	label,
	description,
	undefined,
	{ textBox: true },
];

/** Line Type, with the two options described for the document. */
const lineType = (product: string, service: string): Parameter => ({
	displayName: 'Line Type',
	name: 'lineType',
	type: 'options',
	required: true,
	options: [
		{ name: 'Product', value: 'PRODUCT', description: product },
		{ name: 'Service', value: 'SERVICE', description: service },
	],
	default: 'PRODUCT',
	description: 'What the line is: a product or a service',
});

/** What a correction's line corrects: a line of an invoice, or of a fiscal receipt. */
function corrected(style: InvoiceStyle): Member[] {
	if (style === 'invoice') return [];
	if (style === 'correction')
		return [
			R('invoiceReferenceNumber', text, [
				'lineInvoiceReferenceNumber',
				'Invoice Reference Number',
				'Number of the corrected invoice',
				'e.g. FV/2024/0001',
			]),
			R('invoiceReferenceLineNumber', int32, [
				'lineInvoiceReferenceLineNumber',
				'Invoice Reference Line Number',
				'Line of the corrected invoice',
				'e.g. 1',
			]),
		];
	// The spec shows no markers here: the fields carry none (the rows place them among the line's first).
	const box = (name: string, label: string, description: string, placeholder: string) => ({
		displayName: label,
		name,
		type: 'string' as const,
		default: '',
		placeholder,
		description,
	});
	return [
		R(
			'fiscalReceiptReferenceNumber',
			text,
			box(
				'lineFiscalReceiptReferenceNumber',
				'Fiscal Receipt Reference Number',
				'Number of the corrected fiscal receipt',
				'e.g. PAR/2024/0001',
			),
		),
		R(
			'fiscalReceiptReferenceLineNumber',
			int32,
			box(
				'lineFiscalReceiptReferenceLineNumber',
				'Fiscal Receipt Reference Line Number',
				'Line of the corrected fiscal receipt',
				'e.g. 1',
			),
		),
	];
}

const BASE = PRICE_WORDS.base;

function lineMembers(style: InvoiceStyle): Member[] {
	const invoice = style === 'invoice';
	const goods = invoice ? 'The line sells goods' : 'The line is for goods';
	const service = invoice ? 'The line sells a service' : 'The line is for a service';
	// On a correction the tax rate's name is R and the base prices' members optional.
	const correction = invoice ? O : R;
	const base = triple(
		'itemBasePrices',
		'Base price per unit',
		(shown, index) => [
			`lineBase${shown.replace(/ /g, '')}`,
			`Base ${shown}`,
			// The invoice's note is for the one filling the fields, not for the output schema.
			`${BASE[index]}${invoice && index === 0 ? ' (give all three base prices or none)' : ''}`,
			undefined,
			{ about: BASE[index] },
		],
		invoice ? R : O,
	);
	// The sales order and goods issued note the line comes from: JSON only on a fiscal receipt
	// correction, where the output schema says what the field would.
	const source = (words: Words) => (style === 'fiscal' ? words[2] : words);
	return [
		lineNumberRow(int32, '1, 2, 3', 'Line number'),
		...corrected(style),
		R('type', itemType, lineType(goods, service)),
		R('itemName', text, ['lineItemName', 'Item Name', 'Name of the product or service']),
		R('sku', text, ['lineSku', 'SKU', 'SKU of the product']),
		R('quantity', number, ['lineQuantity', 'Quantity', 'Quantity of the line', 'e.g. 2']),
		R('unit', text, ['lineUnit', 'Unit', 'Unit of the quantity', 'e.g. PCE']),
		prices('itemPrices', 'Price per unit', 'Unit', PRICE_WORDS.unit),
		prices('linePrices', 'Price of the whole line', 'Line', PRICE_WORDS.line),
		{
			path: 'taxRate',
			about: 'Tax rate',
			required: true,
			members: [
				correction('name', text, [
					'lineTaxRateName',
					'Tax Rate Name',
					'Name of the tax rate as printed',
					'e.g. 23%',
				]),
				R('value', number, [
					'lineTaxRateValue',
					'Tax Rate Value',
					'Tax rate of the line, in the chosen Tax Rate Format',
					'e.g. 23',
					{ about: 'Tax rate of the line, as written in the document (23 or 0.23 for 23%)' },
				]),
			],
		},
		R('discount', number, [
			'lineDiscount',
			'Discount',
			'Discount of the line',
			'e.g. 0',
			{ default: '0' },
		]),
		O('gtin', text, ['lineGtin', 'GTIN', 'GTIN (EAN) of the product']),
		O('series', text, ['lineSeries', 'Series', 'Product series']),
		O('manufacturer', text, ['lineManufacturer', 'Manufacturer', 'Manufacturer of the product']),
		O('pkwiu', text, ['linePkwiu', 'PKWiU', 'PKWiU classification code']),
		R('notes', textList, [
			'lineNotes',
			'Line Notes',
			'Notes of the line, one per line of text',
			undefined,
			{ rows: 2, list: 'lines', orEmpty: true, about: 'Notes of the line' },
		]),
		O('splitPayment', bool, [
			'lineSplitPayment',
			'Line Split Payment',
			'Whether the split payment mechanism applies to the line',
		]),
		{ ...base, required: false },
		lineCosts([
			prices('itemPrices', 'Cost per unit', 'Unit', PRICE_WORDS.costUnit, true),
			prices('linePrices', 'Cost of the whole line', 'Line', PRICE_WORDS.costLine, true),
		]),
		O(
			'orderReferenceNumber',
			text,
			source([
				'lineOrderReferenceNumber',
				'Order Reference Number',
				'Sales order the line comes from',
			]),
		),
		O(
			'orderReferenceLineNumber',
			int32,
			source(
				lineRef(
					'lineOrderReferenceLineNumber',
					'Order Reference Line Number',
					'Line of that sales order',
				),
			),
		),
		O(
			'goodsIssuedNoteNumber',
			text,
			source([
				'lineGoodsIssuedNoteNumber',
				'Goods Issued Note Number',
				'Goods issued note the line comes from',
			]),
		),
		O(
			'goodsIssuedNoteLineNumber',
			int32,
			source(
				lineRef(
					'lineGoodsIssuedNoteLineNumber',
					'Goods Issued Note Line Number',
					'Line of that goods issued note',
				),
			),
		),
		...(invoice
			? []
			: [
					readOnly(
						O('goodsReceivedNoteNumber', text, 'Number of the goods received note of the line'),
					),
					readOnly(O('goodsReceivedNoteLineNumber', int32, 'Line of that goods received note')),
				]),
	];
}

/** The lines of an invoice-style document, at least one. */
export const items = (style: InvoiceStyle, noun: string): Part => ({
	path: 'items',
	about: `Lines of the ${noun}`,
	list: 'Invoice line',
	required: true,
	members: lineMembers(style),
});
