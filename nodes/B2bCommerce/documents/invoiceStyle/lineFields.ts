/**
 * The line fields of invoice-style documents (invoices, their corrections, fiscal receipt
 * corrections), the lines member itself, and the Create or Replace input with Tax Rate Format.
 */

import type { DocField, DocGroup } from '../definition';
import { documentInputSchema } from '../input';
import { withCalculatedAmounts } from './amounts';
import { TAX_RATE_FORMATS, withTaxRateCheck } from '../parts';
import { itemTaxRates } from './schema';
import type { ZodTypeAny } from '../../engine/zod';
import { z } from '../../engine/zod';
import {
	additionalCostGroup,
	amount,
	basePriceFields,
	field,
	INVOICE_PRICE_WORDS,
	json,
	linePriceFields,
	linesMember,
	productField,
	text,
} from '../fields';

/** Line Type of an invoice line, with the two options described for that document. */
export const invoiceLineType = (describe: { product: string; service: string }): DocField =>
	field('type', {
		displayName: 'Line Type',
		name: 'lineType',
		type: 'options',
		required: true,
		options: [
			{ name: 'Product', value: 'PRODUCT', description: describe.product },
			{ name: 'Service', value: 'SERVICE', description: describe.service },
		],
		default: 'PRODUCT',
		description: 'What the line is: a product or a service',
	});

/**
 * A field Calculate Amounts fills: hidden while it is on (so n8n does not ask for it). A node
 * without Calculate Amounts shows it, as the option is then absent.
 */
export function hiddenWhenCalculated(amountField: DocField): DocField {
	const { property } = amountField;
	return {
		...amountField,
		property: {
			...property,
			displayOptions: {
				...property.displayOptions,
				hide: { ...property.displayOptions?.hide, '/calculateAmounts': [true] },
			},
		},
	};
}

/** Required fields of an invoice line: what is sold, how much, and its unit and line prices. */
export const invoiceLineItemAndPrices: DocField[] = [
	field(
		'itemName',
		text('lineItemName', 'Item Name', 'Name of the product or service', { required: true }),
	),
	productField.sku('sku'),
	productField.quantity('quantity'),
	productField.unit('unit'),
	...linePriceFields('', INVOICE_PRICE_WORDS).map((price) =>
		price.path === 'itemPrices.netPrice' ? price : hiddenWhenCalculated(price),
	),
];

/** Tax Rate Name of an invoice line: optional on an invoice, required on a correction. */
export const invoiceLineTaxRateName = (required: boolean): DocField =>
	field('taxRate.name', {
		displayName: 'Tax Rate Name',
		name: 'lineTaxRateName',
		type: 'string',
		default: '',
		...(required ? { required } : {}),
		placeholder: 'e.g. 23%',
		description: 'Name of the tax rate as printed',
	});

/** The last required fields of an invoice line: its tax rate value and discount. */
export const invoiceLineTaxRateAndDiscount: DocField[] = [
	field(
		'taxRate.value',
		amount(
			'Tax Rate Value',
			'lineTaxRateValue',
			'Tax rate of the line, in the chosen Tax Rate Format',
			'e.g. 23',
		),
	),
	field('discount', {
		...amount('Discount', 'lineDiscount', 'Discount of the line', 'e.g. 0'),
		default: '0',
	}),
];

/** Optional product details of an invoice line. */
export const invoiceLineDetails: DocField[] = [
	productField.gtin('gtin'),
	field('series', text('lineSeries', 'Series', 'Product series')),
	field('manufacturer', text('lineManufacturer', 'Manufacturer', 'Manufacturer of the product')),
	productField.pkwiu('pkwiu'),
	field(
		'notes',
		text('lineNotes', 'Line Notes', 'Notes of the line, one per line of text', { rows: 2 }),
		{ list: 'lines', whenBlank: [] },
	),
	field('splitPayment', {
		displayName: 'Line Split Payment',
		name: 'lineSplitPayment',
		type: 'boolean',
		default: false,
		description: 'Whether the split payment mechanism applies to the line',
	}),
];

/** Optional base prices and additional costs of an invoice line. */
export const invoiceLineBasePricesAndCosts = (netDescription: string): DocField[] => [
	...basePriceFields('', INVOICE_PRICE_WORDS, { required: false, netDescription }),
	field(
		'additionalCosts',
		json(
			'lineAdditionalCosts',
			'Additional Costs',
			'Additional costs of the line as JSON: type, itemPrices, linePrices',
			{ placeholder: '[{"type": "TRANSPORT", "itemPrices": {…}, "linePrices": {…}}]' },
		),
		{ whenBlank: [] },
	),
];

/** Optional references of an invoice line to the sales order and goods issued note it comes from. */
export const invoiceLineSources: DocField[] = [
	field(
		'orderReferenceNumber',
		text('lineOrderReferenceNumber', 'Order Reference Number', 'Sales order the line comes from'),
	),
	field(
		'orderReferenceLineNumber',
		text('lineOrderReferenceLineNumber', 'Order Reference Line Number', 'Line of that sales order'),
	),
	field(
		'goodsIssuedNoteNumber',
		text(
			'lineGoodsIssuedNoteNumber',
			'Goods Issued Note Number',
			'Goods issued note the line comes from',
		),
	),
	field(
		'goodsIssuedNoteLineNumber',
		text(
			'lineGoodsIssuedNoteLineNumber',
			'Goods Issued Note Line Number',
			'Line of that goods issued note',
		),
	),
];

/** Additional costs of an invoice line, as a list of entries. */
export const invoiceLineCostGroup: DocGroup = additionalCostGroup(
	'additionalCosts',
	INVOICE_PRICE_WORDS,
);

/**
 * The lines of invoice-style documents (invoices, their corrections, fiscal receipt
 * corrections): under `items`, numbered by an integer `lineNumber`.
 */
export const invoiceItemsLines = () => linesMember('items', 'Items', 'integer');

/**
 * The Create or Replace input of an invoice-style document with Tax Rate Format and Calculate
 * Amounts: the amounts are calculated when asked, then every item's tax rate is checked.
 */
export function taxRateCheckedInput<D extends ZodTypeAny>(document: D) {
	return withCalculatedAmounts(
		withTaxRateCheck(
			documentInputSchema(document, {
				taxRateFormat: z.enum(TAX_RATE_FORMATS),
				calculateAmounts: z.boolean().optional(),
			}),
			itemTaxRates,
		),
	);
}
