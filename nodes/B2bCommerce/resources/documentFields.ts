/**
 * Small builders of document parameters shared by the document resources (invoices and their
 * corrections, goods notes, offline orders), and the field lists invoices and invoice
 * corrections have in common.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { DocGroup } from '../documentForm';
import type { DocField, DocumentInputDef } from '../documentInput';
import { documentInputSchema } from '../documentInput';
import { TAX_RATE_FORMATS, withTaxRateCheck } from '../schemas/common';
import { itemTaxRates } from '../schemas/invoice';
import { currencyOptions } from './currencies';
import type { ZodTypeAny } from '../schemas/zod';
import { z } from '../schemas/zod';

/** One document parameter and the path it fills. */
export function field(
	path: string,
	property: Omit<INodeProperties, 'default'> & { default?: INodeProperties['default'] },
	extra: Partial<DocField> = {},
): DocField {
	return { path, property: { default: '', ...property } as INodeProperties, ...extra };
}

/** A required amount, typed as text so a sheet's "12.50" or an expression fits. */
export const amount = (
	displayName: string,
	name: string,
	description: string,
	placeholder = 'e.g. 100.00',
) => ({
	displayName,
	name,
	type: 'string' as const,
	required: true,
	placeholder,
	description,
});

/** An optional amount (inside a collection). */
export const optionalAmount = (
	displayName: string,
	name: string,
	description: string,
	placeholder = 'e.g. 100.00',
) => ({
	displayName,
	name,
	type: 'string' as const,
	placeholder,
	description,
});

/** A date field `YYYY-MM-DD`. */
export const dateField = (
	displayName: string,
	name: string,
	description: string,
	required = true,
) => ({
	displayName,
	name,
	type: 'string' as const,
	required,
	placeholder: 'e.g. 2024-03-01',
	description: `${description} (YYYY-MM-DD)`,
});

export const correctionTypeOptions: INodePropertyOptions[] = [
	{
		name: 'Quantitative (Quantities)',
		value: 'QUANTITATIVE',
		description: 'The correction changes quantities',
	},
	{
		name: 'Valuable (Prices)',
		value: 'VALUABLE',
		description: 'The correction changes values (prices)',
	},
];

/** The binary field of Upload File / Download File. */
export const binaryPropertyName = (displayName: string, description: string): INodeProperties => ({
	displayName,
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	description,
});

/** Options of Upload File: the file extension override. */
export const uploadOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'File Extension',
			name: 'fileExtension',
			type: 'string',
			default: '',
			placeholder: 'e.g. pdf',
			description:
				"Extension sent to the platform. By default it comes from the file's name or MIME type.",
		},
	],
};

/** The Currency field of a document. */
export const currencyField = (noun: string): DocField =>
	field('currencyCode', {
		displayName: 'Currency',
		name: 'currencyCode',
		type: 'options',
		required: true,
		options: currencyOptions,
		default: 'PLN',
		description: `Currency of the ${noun}`,
	});

/** Net, gross and tax totals of an invoice-like document. */
export const totalPriceFields = (noun: string, note = ''): DocField[] => [
	field(
		'totalPrices.netPrice',
		amount('Total Net Price', 'totalNetPrice', `Net total of the ${noun}${note}`),
	),
	field(
		'totalPrices.grossPrice',
		amount('Total Gross Price', 'totalGrossPrice', `Gross total of the ${noun}${note}`),
	),
	field(
		'totalPrices.taxValue',
		amount('Total Tax Value', 'totalTaxValue', `Tax total of the ${noun}${note}`),
	),
];

const JSON_CLIENT =
	'{"clientId": "org:…", "clientType": "ORGANIZATION", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}, "tin": ""}';

/** Required header fields of an invoice or invoice correction: order numbers, the parties, the payment method. */
export const invoicePartyFields: DocField[] = [
	field(
		'customerPurchaseNumbers',
		{
			displayName: 'Customer Purchase Numbers',
			name: 'customerPurchaseNumbers',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. PO-1, PO-2',
			description: "The customer's order numbers, separated by commas",
		},
		{ list: 'comma' },
	),
	field('clientData', {
		displayName: 'Client Data',
		name: 'clientData',
		type: 'json',
		default: '',
		required: true,
		placeholder: JSON_CLIENT,
		description:
			'The buyer: clientId, clientType (INDIVIDUAL or ORGANIZATION) and addressData are required; tin, phone and invoiceEmail optional',
	}),
	field('tenantData', {
		displayName: 'Tenant Data',
		name: 'tenantData',
		type: 'json',
		default: '',
		required: true,
		placeholder:
			'{"tin": "", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}}',
		description: 'The seller: addressData and tin',
	}),
	field('paymentMethodData', {
		displayName: 'Payment Method Data',
		name: 'paymentMethodData',
		type: 'json',
		default: '',
		required: true,
		hint: 'Example: {"id": "<uuid>", "name": "Bank transfer"}',
		description: 'Payment method: ID (UUID) and name',
	}),
];

/** Optional header fields of an invoice or invoice correction: bank account, notes, payer, operator. */
export const invoiceExtraFields = (noun: string): DocField[] => [
	field('bankAccountNumber', {
		displayName: 'Bank Account Number',
		name: 'bankAccountNumber',
		type: 'string',
		default: '',
		description: 'Bank account for the payment',
	}),
	field(
		'notes',
		{
			displayName: 'Notes',
			name: 'notes',
			type: 'string',
			default: '',
			typeOptions: { rows: 3 },
			description: `Notes of the ${noun}, one per line`,
		},
		{ list: 'lines', whenBlank: [] },
	),
	field('payerData', {
		displayName: 'Payer Data',
		name: 'payerData',
		type: 'json',
		default: '',
		placeholder: '{"clientId": "org:…", "tin": "", "phone": "", "addressData": {…}}',
		description: 'The payer, when not the buyer: clientId, tin, phone, addressData',
	}),
	field('operatorData', {
		displayName: 'Operator Data',
		name: 'operatorData',
		type: 'json',
		default: '',
		hint: 'Example: {"id": "<uuid>", "name": ""}',
		description: `The operator (not printed on the ${noun}): ID (UUID) and name`,
	}),
];

/** Line Number of a document line; optional, numbered in row order by default. */
export const lineNumberField: DocField = field('lineNumber', {
	displayName: 'Line Number',
	name: 'lineNumber',
	type: 'string',
	default: '',
	placeholder: 'e.g. 1',
	description: 'Number of the line; by default lines are numbered 1, 2, 3… in row order',
});

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

/** How the price triple of a document line is written: member names and how they are shown. */
export interface PriceWords {
	item: string;
	line: string;
	net: [string, string];
	gross: [string, string];
	tax: [string, string];
}

/** Invoice style: `itemPrices.netPrice`, shown "Unit Net Price". */
const INVOICE_PRICE_WORDS: PriceWords = {
	item: 'itemPrices',
	line: 'linePrices',
	net: ['netPrice', 'Net Price'],
	gross: ['grossPrice', 'Gross Price'],
	tax: ['taxValue', 'Tax Value'],
};

/** Goods-note style: `item.net`, shown "Unit Net". */
export const GOODS_PRICE_WORDS: PriceWords = {
	item: 'item',
	line: 'line',
	net: ['net', 'Net'],
	gross: ['gross', 'Gross'],
	tax: ['tax', 'Tax'],
};

/** The unit and line prices of a document line (Spreadsheet Rows mode), under `prefix` (e.g. "prices."). */
export function linePriceFields(prefix: string, words: PriceWords): DocField[] {
	const member = (unit: boolean, [key, shown]: [string, string], what: string) =>
		field(
			`${prefix}${unit ? words.item : words.line}.${key}`,
			amount(
				`${unit ? 'Unit' : 'Line'} ${shown}`,
				`line${unit ? 'Unit' : ''}${shown.replace(/ /g, '')}`,
				what,
			),
		);
	return [
		member(true, words.net, 'Net price of one unit'),
		member(true, words.gross, 'Gross price of one unit'),
		member(true, words.tax, 'Tax of one unit'),
		member(false, words.net, 'Net price of the whole line'),
		member(false, words.gross, 'Gross price of the whole line'),
		member(false, words.tax, 'Tax of the whole line'),
	];
}

/** Required fields of an invoice line: what is sold, how much, and its unit and line prices. */
export const invoiceLineItemAndPrices: DocField[] = [
	field('itemName', {
		displayName: 'Item Name',
		name: 'lineItemName',
		type: 'string',
		default: '',
		required: true,
		description: 'Name of the product or service',
	}),
	field('sku', {
		displayName: 'SKU',
		name: 'lineSku',
		type: 'string',
		default: '',
		required: true,
		description: 'SKU of the product',
	}),
	field('quantity', amount('Quantity', 'lineQuantity', 'Quantity of the line', 'e.g. 2')),
	field('unit', {
		displayName: 'Unit',
		name: 'lineUnit',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. PCE',
		description: 'Unit of the quantity',
	}),
	...linePriceFields('', INVOICE_PRICE_WORDS),
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
	field('gtin', {
		displayName: 'GTIN',
		name: 'lineGtin',
		type: 'string',
		default: '',
		description: 'GTIN (EAN) of the product',
	}),
	field('series', {
		displayName: 'Series',
		name: 'lineSeries',
		type: 'string',
		default: '',
		description: 'Product series',
	}),
	field('manufacturer', {
		displayName: 'Manufacturer',
		name: 'lineManufacturer',
		type: 'string',
		default: '',
		description: 'Manufacturer of the product',
	}),
	field('pkwiu', {
		displayName: 'PKWiU',
		name: 'linePkwiu',
		type: 'string',
		default: '',
		description: 'PKWiU classification code',
	}),
	field(
		'notes',
		{
			displayName: 'Line Notes',
			name: 'lineNotes',
			type: 'string',
			default: '',
			typeOptions: { rows: 2 },
			description: 'Notes of the line, one per line of text',
		},
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
	field(
		'itemBasePrices.netPrice',
		optionalAmount('Base Net Price', 'lineBaseNetPrice', netDescription),
	),
	field(
		'itemBasePrices.grossPrice',
		optionalAmount('Base Gross Price', 'lineBaseGrossPrice', 'Gross base price of one unit'),
	),
	field(
		'itemBasePrices.taxValue',
		optionalAmount('Base Tax Value', 'lineBaseTaxValue', 'Tax of the base price of one unit'),
	),
	field(
		'additionalCosts',
		{
			displayName: 'Additional Costs',
			name: 'lineAdditionalCosts',
			type: 'json',
			default: '',
			placeholder: '[{"type": "TRANSPORT", "itemPrices": {…}, "linePrices": {…}}]',
			description: 'Additional costs of the line as JSON: type, itemPrices, linePrices',
		},
		{ whenBlank: [] },
	),
];

/** Optional references of an invoice line to the sales order and goods issued note it comes from. */
export const invoiceLineSources: DocField[] = [
	field('orderReferenceNumber', {
		displayName: 'Order Reference Number',
		name: 'lineOrderReferenceNumber',
		type: 'string',
		default: '',
		description: 'Sales order the line comes from',
	}),
	field('orderReferenceLineNumber', {
		displayName: 'Order Reference Line Number',
		name: 'lineOrderReferenceLineNumber',
		type: 'string',
		default: '',
		description: 'Line of that sales order',
	}),
	field('goodsIssuedNoteNumber', {
		displayName: 'Goods Issued Note Number',
		name: 'lineGoodsIssuedNoteNumber',
		type: 'string',
		default: '',
		description: 'Goods issued note the line comes from',
	}),
	field('goodsIssuedNoteLineNumber', {
		displayName: 'Goods Issued Note Line Number',
		name: 'lineGoodsIssuedNoteLineNumber',
		type: 'string',
		default: '',
		description: 'Line of that goods issued note',
	}),
];

// ---------------------------------------------------------------------------------------------
// Nested parts as fields (documentForm.ts)

/** A plain text field of a nested part. */
export const text = (
	name: string,
	displayName: string,
	description: string,
	options: { required?: boolean; placeholder?: string } = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	...(options.required ? { required: true } : {}),
	...(options.placeholder ? { placeholder: options.placeholder } : {}),
	description,
});

/** Address fields of invoice-style documents, named `<prefix>Name`, `<prefix>Street`… */
const invoiceAddressFields = (prefix: string, whose: string, required: boolean): DocField[] => [
	field('addressData.name', text(`${prefix}Name`, 'Name', `Name of the ${whose}`, { required })),
	field(
		'addressData.street',
		text(`${prefix}Street`, 'Street', 'Street and number', {
			required,
			placeholder: 'e.g. Prosta 2',
		}),
	),
	field(
		'addressData.postalCode',
		text(`${prefix}PostalCode`, 'Postal Code', 'Postal code', {
			required,
			placeholder: 'e.g. 00-001',
		}),
	),
	field('addressData.city', text(`${prefix}City`, 'City', 'City', { required })),
	field(
		'addressData.country',
		text(`${prefix}Country`, 'Country', 'Country', { required, placeholder: 'e.g. PL' }),
	),
];

const CLIENT_ID_EXAMPLE = 'e.g. org:123e4567-e89b-12d3-a456-426614174000';
const UUID_EXAMPLE = 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301';

/** An `{id, name}` part: payment method, operator, delivery method, warehouse. */
export const idNameGroup = (
	path: string,
	name: string,
	label: string,
	description: string,
	options: { required: boolean; uuid?: boolean; namePlaceholder?: string },
): DocGroup => ({
	path,
	name,
	label,
	description,
	required: options.required,
	fields: [
		field(
			'id',
			text(
				`${name}Id`,
				`${label} ID`,
				options.uuid
					? `ID of the ${label.toLowerCase()} (a UUID)`
					: `ID of the ${label.toLowerCase()}`,
				{
					required: true,
					placeholder: options.uuid ? UUID_EXAMPLE : undefined,
				},
			),
		),
		field(
			'name',
			text(`${name}Name`, `${label} Name`, `Name of the ${label.toLowerCase()}`, {
				required: true,
				placeholder: options.namePlaceholder,
			}),
		),
	],
});

/** The nested parts of an invoice or invoice correction header. */
export const invoiceGroups = (noun: string): DocGroup[] => [
	{
		path: 'clientData',
		name: 'client',
		label: 'Client',
		description: 'The buyer',
		required: true,
		fields: [
			field(
				'clientId',
				text('clientId', 'Client ID', 'The client ID, in the form org:UUID', {
					required: true,
					placeholder: CLIENT_ID_EXAMPLE,
				}),
			),
			field('clientType', {
				displayName: 'Client Type',
				name: 'clientType',
				type: 'options',
				required: true,
				options: [
					{ name: 'Organization', value: 'ORGANIZATION', description: 'A company' },
					{ name: 'Individual', value: 'INDIVIDUAL', description: 'A person' },
				],
				default: 'ORGANIZATION',
				description: 'Whether the buyer is a company or a person',
			}),
			...invoiceAddressFields('client', 'buyer', true),
			field(
				'tin',
				text('clientTin', 'TIN', 'Tax identification number of the buyer', {
					placeholder: 'e.g. 1234563218',
				}),
			),
			field('phone', text('clientPhone', 'Phone', 'Phone number of the buyer')),
			field(
				'invoiceEmail',
				text('clientInvoiceEmail', 'Invoice Email', 'Where the buyer receives invoices', {
					placeholder: 'e.g. name@email.com',
				}),
			),
		],
	},
	{
		path: 'tenantData',
		name: 'seller',
		label: 'Seller',
		description: `You, the seller on the ${noun}. Leave out to use the Seller section of the credential; a field given here replaces the credential's.`,
		fromCredential: true,
		fields: [
			...invoiceAddressFields('seller', 'seller', false),
			field(
				'tin',
				text('sellerTin', 'TIN', 'Tax identification number of the seller', {
					placeholder: 'e.g. 1234563218',
				}),
			),
		],
	},
	idNameGroup('paymentMethodData', 'paymentMethod', 'Payment Method', `How the ${noun} is paid`, {
		required: true,
		uuid: true,
		namePlaceholder: 'e.g. Bank transfer',
	}),
	{
		path: 'payerData',
		name: 'payer',
		label: 'Payer',
		description: 'Who pays, when not the buyer',
		fields: [
			field(
				'clientId',
				text(
					'payerClientId',
					'Payer Client ID',
					'The client ID of the payer, in the form org:UUID',
					{ placeholder: CLIENT_ID_EXAMPLE },
				),
			),
			field('tin', text('payerTin', 'TIN', 'Tax identification number of the payer')),
			field('phone', text('payerPhone', 'Phone', 'Phone number of the payer')),
			...invoiceAddressFields('payer', 'payer (give all five address fields or none)', false),
		],
	},
	idNameGroup('operatorData', 'operator', 'Operator', `The operator (not printed on the ${noun})`, {
		required: false,
		uuid: true,
	}),
];

/**
 * Additional costs of a document line, as a list of entries: a type and a unit and a line price
 * triple. `words` are the triple's member names and how they are shown: invoice style
 * (`itemPrices.netPrice`, "Unit Net Price") or goods-note style (`item.net`, "Unit Net").
 */
export function additionalCostGroup(path: string, words: PriceWords): DocGroup {
	const member = (
		prefix: 'Unit' | 'Line',
		at: string,
		[key, shown]: [string, string],
		what: string,
	) => {
		const displayName = `${prefix} ${shown}`;
		return field(`${at}.${key}`, amount(displayName, `cost${displayName.replace(/ /g, '')}`, what));
	};
	return {
		path,
		name: 'lineAdditionalCosts',
		label: 'Additional Costs',
		description: 'Costs added to the line, e.g. transport',
		multiple: true,
		whenBlank: [],
		fields: [
			field(
				'type',
				text('costType', 'Type', 'What the cost is', {
					required: true,
					placeholder: 'e.g. TRANSPORT',
				}),
			),
			member('Unit', words.item, words.net, 'Net cost per unit'),
			member('Unit', words.item, words.gross, 'Gross cost per unit'),
			member('Unit', words.item, words.tax, 'Tax of the cost per unit'),
			member('Line', words.line, words.net, 'Net cost of the whole line'),
			member('Line', words.line, words.gross, 'Gross cost of the whole line'),
			member('Line', words.line, words.tax, 'Tax of the cost of the whole line'),
		],
	};
}

/** Additional costs of an invoice line, as a list of entries. */
export const invoiceLineCostGroup: DocGroup = additionalCostGroup(
	'additionalCosts',
	INVOICE_PRICE_WORDS,
);

/**
 * The lines of invoice-style documents (invoices, their corrections, fiscal receipt
 * corrections): under `items`, numbered by an integer `lineNumber`, given in Fields mode as the
 * Items JSON field; `property` adds what differs (required, placeholder, description).
 */
export function invoiceItemsLines(
	property: Partial<INodeProperties> = {},
): DocumentInputDef['lines'] {
	return {
		path: 'items',
		numberPath: 'lineNumber',
		numberAs: 'integer',
		property: { displayName: 'Items', name: 'items', type: 'json', default: '', ...property },
	};
}

/** The Create or Replace input of an invoice-style document with Tax Rate Format: every item's tax rate is checked. */
export function taxRateCheckedInput<D extends ZodTypeAny>(document: D) {
	return withTaxRateCheck(
		documentInputSchema(document, { taxRateFormat: z.enum(TAX_RATE_FORMATS) }),
		itemTaxRates,
	);
}
