/**
 * The fields both goods notes share (resource.ts builds each note from them): the header, the
 * lines, and their nested parts as fields (documents/form.ts).
 */
import type { DocField, DocGroup } from '../form';
import {
	additionalCostGroup,
	amount,
	basePriceFields,
	clientIdField,
	dateField,
	field,
	GOODS_PRICE_WORDS,
	idNameGroup,
	json,
	lineNumberField,
	linePriceFields,
	operatorIdField,
	optionalAmount,
	productField,
	text,
	totalFields,
	UUID_EXAMPLE,
} from '../fields';
import { DELIVERY_METHOD_ID_HINT, PAYMENT_METHOD_ID_HINT, WAREHOUSE_ID_HINT } from '../hints';

/**
 * The note's required `{id, name}` parts: a JSON field each in the header (Spreadsheet Rows
 * mode), a group of two fields each in Fields mode.
 */
const idNameParts = [
	{
		path: 'paymentMethod',
		label: 'Payment Method',
		example: 'Bank transfer',
		description: (noun: string) =>
			`How the goods on the ${noun} are paid. Leave out to use the credential's Payment Method; a field given here replaces the credential's.`,
		idDescription: 'ID of the payment method on the platform (a UUID)',
		idHint: PAYMENT_METHOD_ID_HINT,
		uuid: true,
		// Empty fields come from the credential's Payment Method, as on invoices (documents/form.ts).
		fromCredential: true,
	},
	{
		path: 'deliveryMethod',
		label: 'Delivery Method',
		example: 'Courier',
		description: () => 'How the goods are delivered',
		idDescription: 'ID of the delivery method on the platform (a UUID)',
		idHint: DELIVERY_METHOD_ID_HINT,
		uuid: true,
	},
	{
		path: 'warehouse',
		label: 'Warehouse',
		example: 'Main warehouse',
		description: () => 'The warehouse the goods leave or enter',
		idDescription: 'ID of the warehouse on the platform (free text)',
		idHint: WAREHOUSE_ID_HINT,
		uuid: false,
	},
];

/** "Payment Method" as the start of a sentence: "Payment method". */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

export const goodsNoteHeader = (noun: string, placeholder: string): DocField[] => [
	field('number', {
		displayName: 'Note Number',
		name: 'number',
		type: 'string',
		default: '',
		required: true,
		placeholder,
		description: `Number of the ${noun}; a note with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one note.`,
	}),
	clientIdField('clientId', 'clientId'),
	field('documentDate', dateField('Document Date', 'documentDate', 'Date of the note')),
	field('saleDate', dateField('Sale Date', 'saleDate', 'Date of the sale')),
	field(
		'deliveryAddress',
		json(
			'deliveryAddress',
			'Delivery Address',
			'Where the goods go: name, street, city, postCode and country',
			{
				required: true,
				placeholder: '{"name": "", "street": "", "city": "", "postCode": "", "country": ""}',
			},
		),
	),
	...idNameParts.map((part) =>
		field(
			part.path,
			json(part.path, part.label, `${sentenceCase(part.label)}: ID and name`, {
				required: true,
				hint: `Example: {"id": "", "name": "${part.example}"}`,
			}),
		),
	),
	...totalFields('note', [
		['prices.total.net', 'Net'],
		['prices.total.gross', 'Gross'],
		['prices.total.tax', 'Tax'],
	]),
];

export const goodsNoteHeaderOptional: DocField[] = [
	field(
		'purchaseOrderNumber',
		text('purchaseOrderNumber', 'Purchase Order Number', "The customer's purchase order number"),
	),
	field('notes', text('notes', 'Notes', 'Notes on the note', { rows: 3 })),
	field('deliveryDate', dateField('Delivery Date', 'deliveryDate', 'Date of the delivery', false)),
	field(
		'operator',
		json('operator', 'Operator', 'The operator: ID and name', {
			hint: 'Example: {"id": "", "name": ""}',
		}),
	),
];

/** Line fields both notes share (Spreadsheet Rows mode). */
export const goodsNoteLineRequired: DocField[] = [
	productField.quantity('quantity'),
	productField.sku('product.sku'),
	productField.name('product.name'),
	productField.unit('product.unit'),
	...linePriceFields('prices.', GOODS_PRICE_WORDS),
	...basePriceFields('prices.', GOODS_PRICE_WORDS, { required: true }),
	field(
		'prices.taxRate',
		amount('Tax Rate', 'lineTaxRate', 'Tax rate of the line, sent as given', 'e.g. 23'),
	),
];

export const goodsNoteLineOptional: DocField[] = [
	lineNumberField,
	field(
		'invoiceLineNumber',
		text('lineInvoiceLineNumber', 'Invoice Line Number', 'Line of the invoice this line is on'),
	),
	productField.notes('notes'),
	field(
		'goodsReceivedNoteReferences',
		json(
			'lineGoodsReceivedNoteReferences',
			'Goods Received Note References',
			'References to goods received notes, as a JSON array',
			{ placeholder: '[]' },
		),
	),
	productField.gtin('product.gtin'),
	productField.manufacturerIndex('product.manufacturerIndex'),
	productField.pkwiu('product.pkwiu'),
	productField.manufacturerName('product.manufacturer.name'),
	field(
		'prices.additionalCosts',
		json(
			'lineAdditionalCosts',
			'Additional Costs',
			'Additional costs of the line as JSON: type, item and line prices (net, gross, tax)',
			{
				placeholder:
					'[{"type": "TRANSPORT", "item": {"net": 5, "gross": 6.15, "tax": 1.15}, "line": {…}}]',
			},
		),
		{ whenBlank: [] },
	),
	field(
		'prices.discount',
		optionalAmount('Discount', 'lineDiscount', 'Discount of the line', 'e.g. 0'),
	),
];

/** The nested parts of a goods note header as fields. */
export const goodsNoteGroups = (noun: string): DocGroup[] => [
	{
		path: 'deliveryAddress',
		name: 'deliveryAddress',
		label: 'Delivery Address',
		columnPrefix: 'Delivery',
		description: 'Where the goods go',
		required: true,
		fields: [
			field('name', text('deliveryName', 'Name', 'Name of the recipient', { required: true })),
			field(
				'street',
				text('deliveryStreet', 'Street', 'Street and number', {
					required: true,
					placeholder: 'e.g. Prosta 2',
				}),
			),
			field(
				'postCode',
				text('deliveryPostCode', 'Post Code', 'Postal code', {
					required: true,
					placeholder: 'e.g. 00-001',
				}),
			),
			field('city', text('deliveryCity', 'City', 'City', { required: true })),
			field(
				'country',
				text('deliveryCountry', 'Country', 'Country', { required: true, placeholder: 'e.g. PL' }),
			),
		],
	},
	...idNameParts.map((part) =>
		idNameGroup(part.path, part.path, part.label, part.description(noun), {
			required: true,
			namePlaceholder: `e.g. ${part.example}`,
			fromCredential: part.fromCredential,
			idField: text(`${part.path}Id`, `${part.label} ID`, part.idDescription, {
				// A field the credential fills may be left empty here.
				required: !part.fromCredential,
				placeholder: part.uuid ? UUID_EXAMPLE : 'e.g. WH-1',
				hint: part.idHint,
			}),
		}),
	),
	{
		path: 'operator',
		name: 'operator',
		label: 'Operator',
		description: 'The operator who made the note',
		fields: [
			field(
				'id',
				operatorIdField({ description: 'ID of the operator (a UUID)', placeholder: UUID_EXAMPLE }),
			),
			field('name', text('operatorName', 'Operator Name', 'Name of the operator')),
		],
	},
];

/** Additional costs of a goods note line, as a list of entries. */
export const goodsNoteLineCostGroup: DocGroup = additionalCostGroup(
	'prices.additionalCosts',
	GOODS_PRICE_WORDS,
);

/** A line's sales order references: required on goods issued notes, optional on received ones. */
export const salesOrderFields = (required: boolean): DocField[] => [
	field(
		'salesOrderReferenceNumber',
		text(
			'lineSalesOrderReferenceNumber',
			'Sales Order Reference Number',
			'Sales order the line comes from',
			{ required },
		),
	),
	field('salesOrderLineNumber', {
		...optionalAmount(
			'Sales Order Line Number',
			'lineSalesOrderLineNumber',
			'Line of that sales order',
			'e.g. 1',
		),
		...(required ? { required } : {}),
	}),
];
