/**
 * The invoice-style documents, described once (documents/table.ts): an invoice, an invoice
 * correction, and a fiscal receipt correction, which follows the invoice correction. From the
 * spec's "Invoice (write shape)", "Invoice correction" and "Fiscal receipt correction" sections;
 * the line is in ./line.ts. Where the spec is unclear:
 * - An invoice's totals must not be negative (the spec allows negatives only as a difference of
 *   corrections); amountPaid neither.
 * - R lists (customerPurchaseNumbers, notes, a line's notes and additional costs) must be present
 *   and may be empty.
 * - A correction has no amountPaid, isPaid, receiptReferenceNumber or splitPayment of its own.
 * - The read shape's extra members (fileData and the *ReferenceNumbers lists) are accepted and
 *   not sent, so the output of Get can be sent back.
 * - A fiscal receipt correction shows no required markers: its form marks only the number, and
 *   its check is ./fiscal.ts.
 */
import { clientIdRow, paymentMethodNameRow } from '../common';
import { currencyOptions } from '../currencies';
import { CLIENT_ID_EXAMPLE, UUID_EXAMPLE } from '../../engine/fields';
import { operatorIdField, PAYMENT_METHOD_ID_HINT } from '../hints';
import { kinds } from '../kinds';
import { taxRateFormatProperty } from '../taxRate';
import type { Member, Part, Words } from '../table';
import { describeDocument, O, R, readOnly } from '../table';
import type { AmountsLayout } from '../amounts';
import { calculateAmountsProperty } from '../amounts';
import type { InvoiceStyle } from './line';
import { items, triple } from './line';

const { bool, clientId, clientType, correctionType, currency, date, nonNegative, number } = kinds;
const { text, textList, uuid } = kinds;

/**
 * An address, all five members R, its fields named `<prefix>Name`... and shown "Client Name"... so
 * that n8n's own "Parameter ... is required" names the part. `note` ends the name field's
 * description only: it speaks of the form.
 */
const address = (prefix: string, whose: string, about: string, note = ''): Part => {
	const shown = prefix.charAt(0).toUpperCase() + prefix.slice(1);
	const field = (
		member: string,
		description: string,
		placeholder?: string,
		more?: Words[4],
	): Words => [
		`${prefix}${member.replace(/ /g, '')}`,
		`${shown} ${member}`,
		description,
		placeholder,
		more,
	];
	const name = `Name of the ${whose}`;
	return {
		path: 'addressData',
		about,
		required: true,
		members: [
			R('name', text, field('Name', `${name}${note}`, undefined, { about: name })),
			R('street', text, field('Street', 'Street and number', 'e.g. Prosta 2')),
			R('postalCode', text, field('Postal Code', 'Postal code', 'e.g. 00-001')),
			R('city', text, field('City', 'City')),
			R('country', text, field('Country', 'Country code', 'e.g. PL')),
		],
	};
};

const TIN_EXAMPLE = 'e.g. 1234563218';

/** The parties and the payment method: groups of fields in Fields mode. */
const parties = (noun: string): Member[] => [
	{
		path: 'clientData',
		about: 'Buyer',
		required: true,
		group: { name: 'client', label: 'Client', description: 'The buyer' },
		members: [
			clientIdRow,
			R('clientType', clientType, {
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
			address('client', 'buyer', 'Address of the buyer'),
			O('tin', text, [
				'clientTin',
				'Client TIN',
				'Tax identification number of the buyer',
				TIN_EXAMPLE,
			]),
			O('phone', text, ['clientPhone', 'Client Phone', 'Phone number of the buyer']),
			O('invoiceEmail', text, [
				'clientInvoiceEmail',
				'Invoice Email',
				'Where the buyer receives invoices',
				'e.g. name@email.com',
			]),
		],
	},
	{
		path: 'tenantData',
		about: 'Seller',
		required: true,
		group: {
			name: 'seller',
			label: 'Seller',
			description: `You, the seller on the ${noun}. Leave out to use the Seller section of the credential; a field given here replaces the credential's.`,
			fromCredential: true,
		},
		members: [
			address('seller', 'seller', 'Address of the seller'),
			R('tin', text, [
				'sellerTin',
				'Seller TIN',
				'Tax identification number of the seller',
				TIN_EXAMPLE,
			]),
		],
	},
	{
		path: 'paymentMethodData',
		about: 'Payment method',
		required: true,
		group: {
			name: 'paymentMethod',
			label: 'Payment Method',
			description: `How the ${noun} is paid. Leave out to use the credential's Payment Method; a field given here replaces the credential's.`,
			fromCredential: true,
		},
		members: [
			R('id', uuid, [
				'paymentMethodId',
				'Payment Method ID',
				'ID of the payment method (a UUID)',
				UUID_EXAMPLE,
				{ hint: PAYMENT_METHOD_ID_HINT },
			]),
			paymentMethodNameRow,
		],
	},
	{
		path: 'payerData',
		about: 'Payer, when it is not the buyer',
		group: { name: 'payer', label: 'Payer', description: 'Who pays, when not the buyer' },
		members: [
			O('clientId', clientId, [
				'payerClientId',
				'Payer Client ID',
				'The client ID of the payer, in the form org:UUID',
				CLIENT_ID_EXAMPLE,
			]),
			O('tin', text, ['payerTin', 'Payer TIN', 'Tax identification number of the payer']),
			O('phone', text, ['payerPhone', 'Payer Phone', 'Phone number of the payer']),
			{
				...address(
					'payer',
					'payer',
					'Address of the payer',
					' (give all five address fields or none)',
				),
				required: false,
			},
		],
	},
	{
		path: 'operatorData',
		about: 'Operator who issued the document (not printed)',
		group: {
			name: 'operator',
			label: 'Operator',
			description: `The operator (not printed on the ${noun})`,
		},
		members: [
			R(
				'id',
				uuid,
				operatorIdField({ description: 'ID of the operator (a UUID)', required: true }),
			),
			R('name', text, ['operatorName', 'Operator Name', 'Name of the operator']),
		],
	},
];

/** What is paid of an invoice: the invoice's own optional header members. */
const payment: Member[] = [
	O('amountPaid', nonNegative, {
		displayName: 'Amount Paid',
		name: 'amountPaid',
		type: 'number',
		default: 0,
		typeOptions: { minValue: 0 },
		description: 'Gross amount paid so far',
	}),
	O('isPaid', bool, ['isPaid', 'Is Paid', 'Whether the invoice is fully paid']),
	O('splitPayment', bool, [
		'splitPayment',
		'Split Payment',
		'Whether the split payment mechanism applies',
	]),
	O('receiptReferenceNumber', text, [
		'receiptReferenceNumber',
		'Receipt Reference Number',
		'Receipt the invoice relates to',
	]),
];

/** The numbers the platform adds on read: what the document is linked to. */
const references = (style: InvoiceStyle): Member[] =>
	[
		{
			path: 'fileData',
			about: 'The uploaded file of the document',
			members: [
				O('url', text, 'Link to the uploaded file'),
				O('extension', text, 'File extension, e.g. pdf'),
			],
		},
		...(style === 'invoice'
			? [
					O(
						'invoiceCorrectionsReferenceNumbers',
						textList,
						'Numbers of the corrections of the invoice',
					),
				]
			: [O('invoiceReferenceNumbers', textList, 'Numbers of the corrected invoices')]),
		O(
			'orderReferenceNumbers',
			textList,
			style === 'invoice' ? 'Numbers of the orders the invoice covers' : 'Numbers of the orders',
		),
		O('goodsIssuedNoteReferenceNumbers', textList, 'Numbers of the goods issued notes'),
		O('goodsReceivedNoteReferenceNumbers', textList, 'Numbers of the goods received notes'),
	].map(readOnly);

/** Where Calculate Amounts reads and fills the amounts of an invoice or invoice correction. */
export const INVOICE_AMOUNTS: AmountsLayout = {
	lines: 'items',
	unitPrices: 'itemPrices',
	linePrices: 'linePrices',
	taxRate: 'taxRate.value',
	costs: 'additionalCosts',
	costLinePrices: 'linePrices',
	total: 'totalPrices',
	triple: { net: 'netPrice', tax: 'taxValue', gross: 'grossPrice' },
};

const NUMBER = {
	invoice: ['Invoice Number', 'e.g. FV/2024/0001'],
	correction: ['Correction Number', 'e.g. FK/2024/0001'],
	fiscal: ['Correction Number', 'e.g. KP/2024/0001'],
} as const;

const JSON_EXAMPLE: Partial<Record<InvoiceStyle, string>> = {
	invoice: '{"number": "FV/2024/0001", "documentDate": "2024-03-01", …, "items": […]}',
	fiscal:
		'{"number": "KP/2024/0001", "correctionType": "VALUABLE", "documentDate": "2024-03-01", "currencyCode": "PLN", "items": […]}',
};

function invoiceStyle(style: InvoiceStyle) {
	const invoice = style === 'invoice';
	const noun = invoice ? 'invoice' : 'correction';
	const [numberLabel, numberExample] = NUMBER[style];
	const members: Member[] = [
		R('number', text, [
			'number',
			numberLabel,
			invoice
				? 'Number of the invoice; an invoice with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one invoice.'
				: 'Number of the correction. In Spreadsheet Rows mode, rows with the same number make one correction.',
			numberExample,
			{ about: `Number of the ${noun}` },
		]),
		...(invoice
			? []
			: [
					R('correctionType', correctionType, {
						displayName: 'Correction Type',
						name: 'correctionType',
						type: 'options',
						required: true,
						options: [
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
						],
						default: 'VALUABLE',
						description: 'What the correction changes: values (prices) or quantities',
					}),
				]),
		R('documentDate', date, ['documentDate', 'Document Date', `Date of the ${noun}`]),
		R('saleDate', date, ['saleDate', 'Sale Date', 'Date of the sale']),
		R('paymentDate', date, ['paymentDate', 'Payment Date', 'Payment deadline']),
		R('currencyCode', currency, {
			displayName: 'Currency',
			name: 'currencyCode',
			type: 'options',
			required: true,
			options: currencyOptions,
			default: 'PLN',
			description: `Currency of the ${noun}`,
		}),
		// Calculate Amounts fills the totals. A correction's may be negative.
		triple(
			'totalPrices',
			`Totals of the ${noun}${invoice ? '' : ' (may be negative)'}`,
			(shown) => [
				`total${shown.replace(/ /g, '')}`,
				`Total ${shown}`,
				`${shown.split(' ')[0]} total of the ${noun}${invoice ? '' : ' (may be negative)'}`,
				undefined,
				{ calculated: true },
			],
			undefined,
			invoice ? nonNegative : number,
		),
		R('customerPurchaseNumbers', textList, [
			'customerPurchaseNumbers',
			'Customer Purchase Numbers',
			"The customer's order numbers, separated by commas",
			'e.g. PO-1, PO-2',
			{ list: 'comma', about: 'Customer order numbers' },
		]),
		...(invoice ? payment : []),
		O('bankAccountNumber', text, [
			'bankAccountNumber',
			'Bank Account Number',
			'Bank account for the payment',
		]),
		R('notes', textList, [
			'notes',
			'Notes',
			`Notes of the ${noun}, one per line`,
			undefined,
			{ rows: 3, list: 'lines', orEmpty: true, about: 'Notes (may be empty)' },
		]),
		...(style === 'fiscal'
			? [
					O('createDateTime', text, [
						'createDateTime',
						'Create Date Time',
						'When the correction was made',
						'e.g. 2024-03-01T12:00:00Z',
					]),
				]
			: []),
		...parties(noun),
		items(style, noun),
		...references(style),
	];
	return describeDocument({
		noun,
		keyPath: 'number',
		lines: { path: 'items', displayName: 'Items', label: 'Item', numberAs: 'integer' },
		jsonExample: JSON_EXAMPLE[style],
		...(style === 'fiscal'
			? { unmarked: true }
			: { options: [taxRateFormatProperty, calculateAmountsProperty] }),
		members,
	});
}

export const invoice = invoiceStyle('invoice');
export const invoiceCorrection = invoiceStyle('correction');
export const fiscalReceiptCorrection = invoiceStyle('fiscal');
