/**
 * The header fields invoices and invoice corrections have in common (fiscal receipt corrections
 * use some): totals, the parties, the payment method, the optional extras, and their nested parts
 * as fields (documents/form.ts).
 */
import type { DocField, DocGroup } from '../definition';
import {
	CLIENT_ID_EXAMPLE,
	clientIdField,
	field,
	idNameGroup,
	json,
	operatorIdField,
	text,
	UUID_EXAMPLE,
	totalFields,
} from '../fields';
import { PAYMENT_METHOD_ID_HINT } from '../hints';
import { hiddenWhenCalculated } from './lineFields';

/** Net, gross and tax totals of an invoice-like document (hidden while Calculate Amounts is on). */
export const totalPriceFields = (noun: string, note = ''): DocField[] =>
	totalFields(
		noun,
		[
			['totalPrices.netPrice', 'Net Price'],
			['totalPrices.grossPrice', 'Gross Price'],
			['totalPrices.taxValue', 'Tax Value'],
		],
		note,
	).map(hiddenWhenCalculated);

const JSON_CLIENT =
	'{"clientId": "org:…", "clientType": "ORGANIZATION", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}, "tin": ""}';

/** Required header fields of an invoice or invoice correction: order numbers, the parties, the payment method. */
export const invoicePartyFields: DocField[] = [
	field(
		'customerPurchaseNumbers',
		text(
			'customerPurchaseNumbers',
			'Customer Purchase Numbers',
			"The customer's order numbers, separated by commas",
			{ required: true, placeholder: 'e.g. PO-1, PO-2' },
		),
		{ list: 'comma' },
	),
	field(
		'clientData',
		json(
			'clientData',
			'Client Data',
			'The buyer: clientId, clientType (INDIVIDUAL or ORGANIZATION) and addressData are required; tin, phone and invoiceEmail optional',
			{ required: true, placeholder: JSON_CLIENT },
		),
	),
	field(
		'tenantData',
		json('tenantData', 'Tenant Data', 'The seller: addressData and tin', {
			required: true,
			placeholder:
				'{"tin": "", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}}',
		}),
	),
	field(
		'paymentMethodData',
		json('paymentMethodData', 'Payment Method Data', 'Payment method: ID (UUID) and name', {
			required: true,
			hint: 'Example: {"id": "<uuid>", "name": "Bank transfer"}',
		}),
	),
];

/** Optional header fields of an invoice or invoice correction: bank account, notes, payer, operator. */
export const invoiceExtraFields = (noun: string): DocField[] => [
	field(
		'bankAccountNumber',
		text('bankAccountNumber', 'Bank Account Number', 'Bank account for the payment'),
	),
	field('notes', text('notes', 'Notes', `Notes of the ${noun}, one per line`, { rows: 3 }), {
		list: 'lines',
		whenBlank: [],
	}),
	field(
		'payerData',
		json(
			'payerData',
			'Payer Data',
			'The payer, when not the buyer: clientId, tin, phone, addressData',
			{ placeholder: '{"clientId": "org:…", "tin": "", "phone": "", "addressData": {…}}' },
		),
	),
	field(
		'operatorData',
		json(
			'operatorData',
			'Operator Data',
			`The operator (not printed on the ${noun}): ID (UUID) and name`,
			{ hint: 'Example: {"id": "<uuid>", "name": ""}' },
		),
	),
];

/**
 * Address fields of invoice-style documents, named `<prefix>Name`, `<prefix>Street`… and shown
 * as "Client Country", "Seller Country"… so n8n's own "Parameter ... is required" is unambiguous.
 */
const invoiceAddressFields = (prefix: string, whose: string, required: boolean): DocField[] => {
	const part = prefix.charAt(0).toUpperCase() + prefix.slice(1);
	return [
		field(
			'addressData.name',
			text(`${prefix}Name`, `${part} Name`, `Name of the ${whose}`, { required }),
		),
		field(
			'addressData.street',
			text(`${prefix}Street`, `${part} Street`, 'Street and number', {
				required,
				placeholder: 'e.g. Prosta 2',
			}),
		),
		field(
			'addressData.postalCode',
			text(`${prefix}PostalCode`, `${part} Postal Code`, 'Postal code', {
				required,
				placeholder: 'e.g. 00-001',
			}),
		),
		field('addressData.city', text(`${prefix}City`, `${part} City`, 'City', { required })),
		field(
			'addressData.country',
			text(`${prefix}Country`, `${part} Country`, 'Country code', {
				required,
				placeholder: 'e.g. PL',
			}),
		),
	];
};

/** The nested parts of an invoice or invoice correction header. */
export const invoiceGroups = (noun: string): DocGroup[] => [
	{
		path: 'clientData',
		name: 'client',
		label: 'Client',
		description: 'The buyer',
		required: true,
		fields: [
			clientIdField('clientId', 'clientId'),
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
				text('clientTin', 'Client TIN', 'Tax identification number of the buyer', {
					placeholder: 'e.g. 1234563218',
				}),
			),
			field('phone', text('clientPhone', 'Client Phone', 'Phone number of the buyer')),
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
				text('sellerTin', 'Seller TIN', 'Tax identification number of the seller', {
					placeholder: 'e.g. 1234563218',
				}),
			),
		],
	},
	idNameGroup(
		'paymentMethodData',
		'paymentMethod',
		'Payment Method',
		`How the ${noun} is paid. Leave out to use the credential's Payment Method; a field given here replaces the credential's.`,
		{
			required: true,
			namePlaceholder: 'e.g. Bank transfer',
			fromCredential: true,
			idField: text('paymentMethodId', 'Payment Method ID', 'ID of the payment method (a UUID)', {
				placeholder: UUID_EXAMPLE,
				hint: PAYMENT_METHOD_ID_HINT,
			}),
		},
	),
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
			field('tin', text('payerTin', 'Payer TIN', 'Tax identification number of the payer')),
			field('phone', text('payerPhone', 'Payer Phone', 'Phone number of the payer')),
			...invoiceAddressFields('payer', 'payer (give all five address fields or none)', false),
		],
	},
	idNameGroup('operatorData', 'operator', 'Operator', `The operator (not printed on the ${noun})`, {
		required: false,
		idField: operatorIdField({ description: 'ID of the operator (a UUID)', required: true }),
	}),
];

/** Correction Type of a correction: what it changes. */
export const correctionTypeField: DocField = field('correctionType', {
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
});
