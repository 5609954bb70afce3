/**
 * Small builders of document parameters shared by the document resources (invoices and their
 * corrections, goods notes, offline orders): one field, an amount, a date, a text, an `{id, name}`
 * part, the unit and line prices of a line and their additional costs. The invoice-style field
 * lists are in documents/invoiceStyle/fields.ts (header) and documents/invoiceStyle/lineFields.ts (lines).
 */
import type { INodeProperties } from 'n8n-workflow';

import type { DocField, DocGroup, DocumentInputDef } from './definition';
import { locator } from '../engine/resourceHelpers';
import { currencyOptions } from './currencies';
import { optionsCollection } from '../engine/fields';

/** One document parameter and the path it fills. */
export function field(
	path: string,
	property: Omit<INodeProperties, 'default'> & { default?: INodeProperties['default'] },
	extra: Partial<DocField> = {},
): DocField {
	return { path, property: { default: '', ...property } as INodeProperties, ...extra };
}

/** An optional amount, typed as text so a sheet's "12.50" or an expression fits. */
const optionalAmount = (
	displayName: string,
	name: string,
	description: string,
	placeholder = 'e.g. 100.00',
) => ({ displayName, name, type: 'string' as const, placeholder, description });

/** A required amount. */
export const amount = (
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
) => ({ ...optionalAmount(displayName, name, description, placeholder), required: true });

/**
 * A date field: n8n's date picker (no time). Fields mode sends it as `YYYY-MM-DD`, also when a
 * date-time or a DateTime is given (documents/dates.ts); its Spreadsheet Rows column takes text.
 */
export const dateField = (
	displayName: string,
	name: string,
	description: string,
	required = true,
) => ({
	displayName,
	name,
	type: 'dateTime' as const,
	typeOptions: { dateOnly: true },
	required,
	description,
});

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
export const uploadOptions: INodeProperties = optionsCollection([
	{
		displayName: 'File Extension',
		name: 'fileExtension',
		type: 'string',
		default: '',
		placeholder: 'e.g. pdf',
		description:
			"Extension sent to the platform. By default it comes from the file's name or MIME type.",
	},
]);

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

/** Line Number of a document line; optional, numbered in row order by default. */
export const lineNumberField: DocField = field('lineNumber', {
	displayName: 'Line Number',
	name: 'lineNumber',
	type: 'string',
	default: '',
	placeholder: 'e.g. 1',
	description: 'Number of the line; by default lines are numbered 1, 2, 3… in row order',
});

/** How the price triple of a document line is written: member names and how they are shown. */
export interface PriceWords {
	item: string;
	line: string;
	/** The member of a line holding the base price of one unit. */
	base: string;
	net: [string, string];
	gross: [string, string];
	tax: [string, string];
}

/** A member name as shown: `netPrice` is "Net Price". */
const shownAs = (key: string): [string, string] => [
	key,
	key.charAt(0).toUpperCase() + key.slice(1).replace(/([A-Z])/g, ' $1'),
];

const priceWords = ([item, line, base]: string[], [net, gross, tax]: string[]): PriceWords => ({
	item,
	line,
	base,
	net: shownAs(net),
	gross: shownAs(gross),
	tax: shownAs(tax),
});

/** Invoice style: `itemPrices.netPrice`, shown "Unit Net Price". */
export const INVOICE_PRICE_WORDS = priceWords(
	['itemPrices', 'linePrices', 'itemBasePrices'],
	['netPrice', 'grossPrice', 'taxValue'],
);

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

/**
 * The base price of one unit of a document line (Spreadsheet Rows mode), under `prefix`:
 * "Base Net" (`prices.base.net`) or "Base Net Price" (`itemBasePrices.netPrice`).
 */
export function basePriceFields(
	prefix: string,
	words: PriceWords,
	options: { required: boolean; netDescription?: string },
): DocField[] {
	const member = ([key, shown]: [string, string], what: string) => {
		const property = optionalAmount(`Base ${shown}`, `lineBase${shown.replace(/ /g, '')}`, what);
		return field(
			`${prefix}${words.base}.${key}`,
			options.required ? { ...property, required: true } : property,
		);
	};
	return [
		member(words.net, options.netDescription ?? 'Net base price of one unit'),
		member(words.gross, 'Gross base price of one unit'),
		member(words.tax, 'Tax of the base price of one unit'),
	];
}

/**
 * The totals of a document, one field per `[path, shown]` in the order given: `['totalPrices.netPrice',
 * 'Net Price']` is "Total Net Price" (`totalNetPrice`), "Net total of the invoice".
 */
export const totalFields = (
	noun: string,
	members: Array<[path: string, shown: string]>,
	note = '',
): DocField[] =>
	members.map(([path, shown]) =>
		field(
			path,
			amount(
				`Total ${shown}`,
				`total${shown.replace(/ /g, '')}`,
				`${shown.split(' ')[0]} total of the ${noun}${note}`,
			),
		),
	);

/** How a text or JSON parameter differs from a plain optional one. */
export interface TextOptions {
	required?: boolean;
	placeholder?: string;
	hint?: string;
	/** Rows of the text box, for multi-line text. */
	rows?: number;
}

/** A text parameter: `text('lineSku', 'SKU', 'SKU of the product', { required: true })`. */
export const text = (
	name: string,
	displayName: string,
	description: string,
	options: TextOptions = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	...(options.required ? { required: true } : {}),
	...(options.placeholder ? { placeholder: options.placeholder } : {}),
	...(options.hint ? { hint: options.hint } : {}),
	...(options.rows ? { typeOptions: { rows: options.rows } } : {}),
	description,
});

/** A JSON parameter (a part given whole, e.g. in a column), parsed before validation. */
export const json = (
	name: string,
	displayName: string,
	description: string,
	options: TextOptions = {},
): INodeProperties => ({ ...text(name, displayName, description, options), type: 'json' });

/** Placeholder of a client ID field. */
export const CLIENT_ID_EXAMPLE = 'e.g. org:123e4567-e89b-12d3-a456-426614174000';

/** Placeholder of a UUID field. */
export const UUID_EXAMPLE = 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301';

/**
 * The Operator ID of a document: picked from the platform's operator list or given by ID (Fields
 * mode sends the ID; a Spreadsheet Rows column or JSON takes the ID itself).
 */
export const operatorIdField = (options: {
	description: string;
	required?: boolean;
	placeholder?: string;
}): INodeProperties =>
	locator({
		name: 'operatorId',
		displayName: 'Operator ID',
		searchListMethod: 'searchOperators',
		required: false,
		...options,
	});

/** An `{id, name}` part: payment method, operator, delivery method, warehouse. */
export const idNameGroup = (
	path: string,
	name: string,
	label: string,
	description: string,
	options: {
		required: boolean;
		uuid?: boolean;
		namePlaceholder?: string;
		/** The ID is picked from a list (From List, By ID) instead of typed. */
		idField?: INodeProperties;
		/** Fields left empty come from the credential's fields of the same names. */
		fromCredential?: boolean;
	},
): DocGroup => ({
	path,
	name,
	label,
	description,
	required: options.required,
	...(options.fromCredential ? { fromCredential: true } : {}),
	fields: [
		field(
			'id',
			options.idField ??
				text(
					`${name}Id`,
					`${label} ID`,
					options.uuid
						? `ID of the ${label.toLowerCase()} (a UUID)`
						: `ID of the ${label.toLowerCase()}`,
					{
						// From the credential: each field may be left empty (it falls back on the credential's).
						required: !options.fromCredential,
						placeholder: options.uuid ? UUID_EXAMPLE : undefined,
					},
				),
		),
		field(
			'name',
			text(`${name}Name`, `${label} Name`, `Name of the ${label.toLowerCase()}`, {
				required: !options.fromCredential,
				placeholder: options.namePlaceholder,
			}),
		),
	],
});
/**
 * Additional costs of a document line, as a list of entries: a type and a unit and a line price
 * triple. `words` are the triple's member names and how they are shown (invoice style:
 * `itemPrices.netPrice`, "Unit Net Price"). Shown
 * "Cost Type", "Cost Unit Net Price" (unlike the line's own fields in n8n's messages); the
 * parameters and columns keep the names without "Cost" ("Additional Cost 1 Unit Net Price").
 */
export function additionalCostGroup(path: string, words: PriceWords): DocGroup {
	const typeOptions = { required: true, placeholder: 'e.g. TRANSPORT' };
	const member = (
		prefix: 'Unit' | 'Line',
		at: string,
		[key, shown]: [string, string],
		what: string,
	) => {
		const column = `${prefix} ${shown}`;
		const name = `cost${column.replace(/ /g, '')}`;
		return field(`${at}.${key}`, amount(`Cost ${column}`, name, what), { column });
	};
	return {
		path,
		name: 'lineAdditionalCosts',
		label: 'Additional Costs',
		description: 'Costs added to the line, e.g. transport',
		multiple: true,
		whenBlank: [],
		fields: [
			field('type', text('costType', 'Cost Type', 'What the cost is', typeOptions), {
				column: 'Type',
			}),
			member('Unit', words.item, words.net, 'Net cost per unit'),
			member('Unit', words.item, words.gross, 'Gross cost per unit'),
			member('Unit', words.item, words.tax, 'Tax of the cost per unit'),
			member('Line', words.line, words.net, 'Net cost of the whole line'),
			member('Line', words.line, words.gross, 'Gross cost of the whole line'),
			member('Line', words.line, words.tax, 'Tax of the cost of the whole line'),
		],
	};
}

/** The lines member of a document, numbered by `lineNumber`. */
export function linesMember(
	path: string,
	displayName: string,
	numberAs: 'integer' | 'string',
): DocumentInputDef['lines'] {
	return { path, displayName, numberPath: 'lineNumber', numberAs };
}

/**
 * The product fields of a document line, one parameter each wherever a document has them
 * (invoices, goods notes, offline orders): each takes the path it fills in that document.
 */
export const productField = {
	sku: (path: string) =>
		field(path, text('lineSku', 'SKU', 'SKU of the product', { required: true })),
	name: (path: string) =>
		field(path, text('lineProductName', 'Product Name', 'Name of the product', { required: true })),
	unit: (path: string) =>
		field(
			path,
			text('lineUnit', 'Unit', 'Unit of the quantity', { required: true, placeholder: 'e.g. PCE' }),
		),
	quantity: (path: string) =>
		field(path, amount('Quantity', 'lineQuantity', 'Quantity of the line', 'e.g. 2')),
	gtin: (path: string) => field(path, text('lineGtin', 'GTIN', 'GTIN (EAN) of the product')),
	pkwiu: (path: string) => field(path, text('linePkwiu', 'PKWiU', 'PKWiU classification code')),
	manufacturerIndex: (path: string) =>
		field(
			path,
			text('lineManufacturerIndex', 'Manufacturer Index', "The manufacturer's product code"),
		),
	manufacturerName: (path: string) =>
		field(path, text('lineManufacturerName', 'Manufacturer Name', 'Name of the manufacturer')),
	notes: (path: string) => field(path, text('lineNotes', 'Line Notes', 'Notes of the line')),
};

/** The client ID of a document, `org:UUID`. */
export const clientIdField = (path: string, name: string): DocField =>
	field(
		path,
		text(name, 'Client ID', 'The client ID, in the form org:UUID', {
			required: true,
			placeholder: CLIENT_ID_EXAMPLE,
			hint: "The buyer's organization on the platform: org: followed by its UUID. Offers, carts and complaints read with this node show it as clientId.",
		}),
	);
