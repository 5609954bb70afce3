/**
 * The goods notes, described once (documents/table.ts): a goods issued note, and a goods received
 * note, which corrects one. From the spec's "Goods issued note" and "Goods received note"
 * sections. Where the spec is unclear:
 * - `clientId` follows the spec's convention for client identifiers (`org:<uuid>`).
 * - Line `lineNumber` and `salesOrderLineNumber` are whole numbers (int32); when a line refers to
 *   a sales order (`salesOrderReferenceNumber` given) `lineNumber` must be 1 or more
 *   ("numbering starts at 1").
 * - The line `notes` type is not shown: text or a list of texts is accepted.
 *   `goodsReceivedNoteReferences` is a list of anything.
 * - `operator {id, name}` is optional and so are its members (only payment method, delivery
 *   method and warehouse are marked "both R").
 * - The payment method, delivery method and operator IDs are UUIDs (the spec's convention for
 *   identifiers); the warehouse ID is free text, as the spec says.
 * - `prices.taxRate` is a number from 0 (its unit is not shown, so it is sent as given); Calculate
 *   Amounts reads it in the Tax Rate Format the user picks, as on invoices.
 * - The read shape's extra members (fileUrl; on a received note clientType, clientData,
 *   tenantData, invoiceReferenceNumbers, invoiceCorrectionReferenceNumber) are accepted and not
 *   sent, so the output of Get can be sent back.
 */
import type { Kind } from '../kinds';
import type { Member, Part, Words } from '../table';
import { kinds } from '../kinds';
import { describeDocument, O, R, readOnly } from '../table';
import { clientIdRow, PRODUCT_LINES } from '../common';
import { UUID_EXAMPLE } from '../../engine/fields';
import {
	DELIVERY_METHOD_ID_HINT,
	operatorIdField,
	PAYMENT_METHOD_ID_HINT,
	WAREHOUSE_ID_HINT,
} from '../hints';
import { productLines, triple } from './line';
import type { AmountsLayout } from '../amounts';
import { calculateAmountsProperty } from '../amounts';
import { taxRateFormatProperty } from '../taxRate';

const { date, text, textList, uuid } = kinds;

/** The note's `{id, name}` parts, both R: a group of two fields each in Fields mode. */
const idName = (
	path: string,
	label: string,
	about: string,
	description: string,
	id: { description: string; placeholder: string; hint: string; kind: Kind },
	example: string,
	fromCredential = false,
): Part => ({
	path,
	about,
	required: true,
	group: { name: path, label, description, ...(fromCredential ? { fromCredential } : {}) },
	members: [
		R('id', id.kind, [
			`${path}Id`,
			`${label} ID`,
			id.description,
			id.placeholder,
			{ hint: id.hint },
		]),
		R('name', text, [
			`${path}Name`,
			`${label} Name`,
			`Name of the ${label.toLowerCase()}`,
			`e.g. ${example}`,
		]),
	],
});

/** Seller and buyer as a received note is read. */
const party = (path: string, about: string): Part => ({
	path,
	about,
	members: [
		O('name', text, 'Name'),
		O('street', text, 'Street'),
		O('city', text, 'City'),
		O('postCode', text, 'Postal code'),
		O('country', text, 'Country'),
		O('tin', text, 'Tax identification number'),
	],
});

/** A field of the delivery address: "Post Code" is `deliveryPostCode`. */
const address = (label: string, description: string, placeholder?: string): Words => [
	`delivery${label.replace(/ /g, '')}`,
	label,
	description,
	placeholder,
];

/** Where Calculate Amounts reads and fills the amounts of a goods note. */
export const GOODS_NOTE_AMOUNTS: AmountsLayout = {
	lines: 'productLines',
	unitPrices: 'prices.item',
	linePrices: 'prices.line',
	taxRate: 'prices.taxRate',
	costs: 'prices.additionalCosts',
	costLinePrices: 'line',
	total: 'prices.total',
	triple: { net: 'net', tax: 'tax', gross: 'gross' },
	rateCheckedWhenCalculating: true,
};

/**
 * Tax Rate Format, asked only to calculate: the spec does not show the unit of a goods note's tax
 * rate, so without Calculate Amounts the rate is sent as given and not checked.
 */
const taxRateFormatToCalculate = {
	...taxRateFormatProperty,
	displayOptions: { show: { [calculateAmountsProperty.name]: [true] } },
	description:
		'How your tax rate values are written, for Calculate Amounts: Percent for 23 = 23%, Fraction for 0.23 = 23%. Values are sent as given.',
};

function goodsNote(received: boolean) {
	const noun = received ? 'goods received note' : 'goods issued note';
	const idHint = (
		description: string,
		hint: string,
		kind: Kind = uuid,
		placeholder = UUID_EXAMPLE,
	) => ({
		description,
		hint,
		kind,
		placeholder,
	});
	const members: Member[] = [
		R('number', text, [
			'number',
			'Note Number',
			`Number of the ${noun}; a note with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one note.`,
			received ? 'e.g. PZ/2024/0001' : 'e.g. WZ/2024/0001',
			{ about: `Number of the ${noun}` },
		]),
		clientIdRow,
		O('purchaseOrderNumber', text, [
			'purchaseOrderNumber',
			'Purchase Order Number',
			"The customer's purchase order number",
		]),
		O('notes', text, ['notes', 'Notes', 'Notes on the note', undefined, { rows: 3 }]),
		R('documentDate', date, ['documentDate', 'Document Date', 'Date of the note']),
		R('saleDate', date, ['saleDate', 'Sale Date', 'Date of the sale']),
		O('deliveryDate', date, ['deliveryDate', 'Delivery Date', 'Date of the delivery']),
		{
			path: 'deliveryAddress',
			about: 'Delivery address',
			required: true,
			group: {
				name: 'deliveryAddress',
				label: 'Delivery Address',
				columnPrefix: 'Delivery',
				description: 'Where the goods go',
			},
			members: [
				R('name', text, address('Name', 'Name of the recipient')),
				R('street', text, address('Street', 'Street and number', 'e.g. Prosta 2')),
				R('postCode', text, address('Post Code', 'Postal code', 'e.g. 00-001')),
				R('city', text, address('City', 'City of the recipient')),
				R('country', text, address('Country', 'Country of the recipient', 'e.g. PL')),
			],
		},
		idName(
			'paymentMethod',
			'Payment Method',
			'Payment method',
			`How the goods on the ${noun} are paid. Leave out to use the credential's Payment Method; a field given here replaces the credential's.`,
			idHint('ID of the payment method on the platform (a UUID)', PAYMENT_METHOD_ID_HINT),
			'Bank transfer',
			// Empty fields come from the credential's Payment Method, as on invoices.
			true,
		),
		idName(
			'deliveryMethod',
			'Delivery Method',
			'Delivery method',
			'How the goods are delivered',
			idHint('ID of the delivery method on the platform (a UUID)', DELIVERY_METHOD_ID_HINT),
			'Courier',
		),
		idName(
			'warehouse',
			'Warehouse',
			'Warehouse',
			'The warehouse the goods leave or enter',
			idHint(
				'ID of the warehouse on the platform (free text)',
				WAREHOUSE_ID_HINT,
				text,
				'e.g. WH-1',
			),
			'Main warehouse',
		),
		{
			path: 'operator',
			about: 'Operator',
			group: { name: 'operator', label: 'Operator', description: 'The operator who made the note' },
			members: [
				O(
					'id',
					uuid,
					operatorIdField({
						description: 'ID of the operator (a UUID)',
						placeholder: UUID_EXAMPLE,
					}),
				),
				O('name', text, ['operatorName', 'Operator Name', 'Name of the operator']),
			],
		},
		{
			path: 'prices',
			about: 'Prices of the note',
			required: true,
			members: [
				// Calculate Amounts fills the totals.
				triple('total', 'Totals of the note', (shown) => [
					`total${shown}`,
					`Total ${shown}`,
					`${shown} total of the note`,
					undefined,
					{ calculated: true },
				]),
			],
		},
		...(received
			? [
					O('goodsIssuedNoteReferenceNumber', text, [
						'goodsIssuedNoteReferenceNumber',
						'Goods Issued Note Reference Number',
						'Number of the goods issued note this note corrects',
					]),
				]
			: []),
		productLines(received),
		...(received ? [readOnly(O('clientType', text, 'Type of client'))] : []),
		readOnly(O('fileUrl', text, 'Link to the uploaded file')),
		...(received
			? [
					readOnly(O('invoiceReferenceNumbers', textList, 'Numbers of the invoices')),
					readOnly(O('invoiceCorrectionReferenceNumber', text, 'Number of the invoice correction')),
					readOnly(party('clientData', 'Buyer')),
					readOnly(party('tenantData', 'Seller')),
				]
			: []),
	];
	return describeDocument({
		noun,
		keyPath: 'number',
		lines: { ...PRODUCT_LINES, numberAs: 'integer' },
		options: [calculateAmountsProperty, taxRateFormatToCalculate],
		members,
	});
}

export const goodsIssuedNote = goodsNote(false);
export const goodsReceivedNote = goodsNote(true);
