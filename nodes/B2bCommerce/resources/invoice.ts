import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { z } from 'zod';

import type { DocField } from '../documentInput';
import { documentInput, documentInputSchema } from '../documentInput';
import type { ResourceDef } from '../operation';
import {
	CURRENCY_CODES,
	TAX_RATE_FORMATS,
	taxRateFormatProperty,
	text,
	withTaxRateCheck,
} from '../schemas/common';
import { invoiceDocument, itemTaxRates, paymentStatus } from '../schemas/invoice';
import { downloadDocumentFile } from '../transport/download';
import type { Endpoint } from '../transport/request';
import { uploadDocumentFile } from '../transport/upload';

const PREFIX = '/api/v1/invoices/integrations/auth-required/invoices';

/**
 * Endpoints. Get invoice has one path only: the spec's sample for it uses
 * `.../invoice-corrections/single`, which is Get correction's path and could answer with a
 * correction, so we never fall back to it.
 */
const ENDPOINTS = {
	createOrReplace: { key: 'invoice.createOrReplace', method: 'PUT', paths: [PREFIX] },
	get: { key: 'invoice.get', method: 'GET', paths: [`${PREFIX}/single`] },
	delete: { key: 'invoice.delete', method: 'DELETE', paths: [PREFIX] },
	getStatus: { key: 'invoice.getStatus', method: 'GET', paths: [`${PREFIX}/status`] },
	setStatus: { key: 'invoice.setStatus', method: 'PUT', paths: [`${PREFIX}/status`] },
	// Begin only reserves an upload address (a repeat leaves an unused one) and complete is keyed
	// by uploadId: both are safe to repeat after a dropped connection.
	uploadBegin: { key: 'invoice.uploadBegin', method: 'POST', paths: [`${PREFIX}/file-upload-begin`], idempotent: true },
	uploadComplete: { key: 'invoice.uploadComplete', method: 'POST', paths: [`${PREFIX}/file-upload-complete`], idempotent: true },
} satisfies Record<string, Endpoint>;

const invoiceNumber: INodeProperties = {
	displayName: 'Invoice Number',
	name: 'number',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. FV/2024/0001',
	description: 'Number of the invoice',
};

const currencyNames = (() => {
	try {
		return new Intl.DisplayNames(['en'], { type: 'currency' });
	} catch {
		return undefined;
	}
})();

const currencyOptions: INodePropertyOptions[] = CURRENCY_CODES.map((code) => ({
	name: code,
	value: code,
	description: currencyNames?.of(code) ?? code,
}));

function field(path: string, property: INodeProperties, extra: Partial<DocField> = {}): DocField {
	return { path, property, ...extra };
}

const amount = (displayName: string, name: string, description: string, placeholder = 'e.g. 100.00') =>
	({ displayName, name, type: 'string' as const, default: '', required: true, placeholder, description });

const optionalAmount = (displayName: string, name: string, description: string) =>
	({ displayName, name, type: 'string' as const, default: '', placeholder: 'e.g. 100.00', description });

const JSON_CLIENT = '{"clientId": "org:…", "clientType": "ORGANIZATION", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}, "tin": ""}';

const headerRequired: DocField[] = [
	field('number', {
		...invoiceNumber,
		description:
			'Number of the invoice; an invoice with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one invoice.',
	}),
	field('documentDate', { displayName: 'Document Date', name: 'documentDate', type: 'string', default: '', required: true, placeholder: 'e.g. 2024-03-01', description: 'Date of the invoice (YYYY-MM-DD)' }),
	field('saleDate', { displayName: 'Sale Date', name: 'saleDate', type: 'string', default: '', required: true, placeholder: 'e.g. 2024-03-01', description: 'Date of the sale (YYYY-MM-DD)' }),
	field('paymentDate', { displayName: 'Payment Date', name: 'paymentDate', type: 'string', default: '', required: true, placeholder: 'e.g. 2024-03-15', description: 'Payment deadline (YYYY-MM-DD)' }),
	field('currencyCode', { displayName: 'Currency', name: 'currencyCode', type: 'options', required: true, options: currencyOptions, default: 'PLN', description: 'Currency of the invoice' }),
	field('totalPrices.netPrice', amount('Total Net Price', 'totalNetPrice', 'Net total of the invoice')),
	field('totalPrices.grossPrice', amount('Total Gross Price', 'totalGrossPrice', 'Gross total of the invoice')),
	field('totalPrices.taxValue', amount('Total Tax Value', 'totalTaxValue', 'Tax total of the invoice')),
	field(
		'customerPurchaseNumbers',
		{ displayName: 'Customer Purchase Numbers', name: 'customerPurchaseNumbers', type: 'string', default: '', required: true, placeholder: 'e.g. PO-1, PO-2', description: "The customer's order numbers, separated by commas" },
		{ list: 'comma' },
	),
	field('clientData', { displayName: 'Client Data', name: 'clientData', type: 'json', default: '', required: true, placeholder: JSON_CLIENT, description: 'The buyer: clientId, clientType (INDIVIDUAL or ORGANIZATION) and addressData are required; tin, phone and invoiceEmail optional' }),
	field('tenantData', { displayName: 'Tenant Data', name: 'tenantData', type: 'json', default: '', required: true, placeholder: '{"tin": "", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}}', description: 'The seller: addressData and tin' }),
	// eslint-disable-next-line n8n-nodes-base/node-param-placeholder-miscased-id -- a JSON example: the member is named id
	field('paymentMethodData', { displayName: 'Payment Method Data', name: 'paymentMethodData', type: 'json', default: '', required: true, placeholder: '{"id": "<uuid>", "name": "Bank transfer"}', description: 'Payment method: ID (UUID) and name' }),
];

const headerOptional: DocField[] = [
	field('amountPaid', { displayName: 'Amount Paid', name: 'amountPaid', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'Gross amount paid so far' }),
	field('isPaid', { displayName: 'Is Paid', name: 'isPaid', type: 'boolean', default: false, description: 'Whether the invoice is fully paid' }),
	field('splitPayment', { displayName: 'Split Payment', name: 'splitPayment', type: 'boolean', default: false, description: 'Whether the split payment mechanism applies' }),
	field('receiptReferenceNumber', { displayName: 'Receipt Reference Number', name: 'receiptReferenceNumber', type: 'string', default: '', description: 'Receipt the invoice relates to' }),
	field('bankAccountNumber', { displayName: 'Bank Account Number', name: 'bankAccountNumber', type: 'string', default: '', description: 'Bank account for the payment' }),
	field('notes', { displayName: 'Notes', name: 'notes', type: 'string', default: '', typeOptions: { rows: 3 }, description: 'Notes of the invoice, one per line' }, { list: 'lines', whenBlank: [] }),
	field('payerData', { displayName: 'Payer Data', name: 'payerData', type: 'json', default: '', placeholder: '{"clientId": "org:…", "tin": "", "phone": "", "addressData": {…}}', description: 'The payer, when not the buyer: clientId, tin, phone, addressData' }),
	// eslint-disable-next-line n8n-nodes-base/node-param-placeholder-miscased-id -- a JSON example: the member is named id
	field('operatorData', { displayName: 'Operator Data', name: 'operatorData', type: 'json', default: '', placeholder: '{"id": "<uuid>", "name": ""}', description: 'The operator (not printed on the invoice): ID (UUID) and name' }),
];

const lineRequired: DocField[] = [
	field('type', {
		displayName: 'Line Type',
		name: 'lineType',
		type: 'options',
		required: true,
		options: [
			{ name: 'Product', value: 'PRODUCT', description: 'The line sells goods' },
			{ name: 'Service', value: 'SERVICE', description: 'The line sells a service' },
		],
		default: 'PRODUCT',
		description: 'Whether the line is a product or a service',
	}),
	field('itemName', { displayName: 'Item Name', name: 'lineItemName', type: 'string', default: '', required: true, description: 'Name of the product or service' }),
	field('sku', { displayName: 'SKU', name: 'lineSku', type: 'string', default: '', required: true, description: 'SKU of the product' }),
	field('quantity', amount('Quantity', 'lineQuantity', 'Quantity of the line', 'e.g. 2')),
	field('unit', { displayName: 'Unit', name: 'lineUnit', type: 'string', default: '', required: true, placeholder: 'e.g. PCE', description: 'Unit of the quantity' }),
	field('itemPrices.netPrice', amount('Unit Net Price', 'lineUnitNetPrice', 'Net price of one unit')),
	field('itemPrices.grossPrice', amount('Unit Gross Price', 'lineUnitGrossPrice', 'Gross price of one unit')),
	field('itemPrices.taxValue', amount('Unit Tax Value', 'lineUnitTaxValue', 'Tax of one unit')),
	field('linePrices.netPrice', amount('Line Net Price', 'lineNetPrice', 'Net price of the whole line')),
	field('linePrices.grossPrice', amount('Line Gross Price', 'lineGrossPrice', 'Gross price of the whole line')),
	field('linePrices.taxValue', amount('Line Tax Value', 'lineTaxValue', 'Tax of the whole line')),
	field('taxRate.value', amount('Tax Rate Value', 'lineTaxRateValue', 'Tax rate of the line, in the chosen Tax Rate Format', 'e.g. 23')),
	field('discount', amount('Discount', 'lineDiscount', 'Discount of the line', 'e.g. 0')),
];

const lineOptional: DocField[] = [
	field('lineNumber', { displayName: 'Line Number', name: 'lineNumber', type: 'string', default: '', placeholder: 'e.g. 1', description: 'Number of the line; by default lines are numbered 1, 2, 3… in row order' }),
	field('taxRate.name', { displayName: 'Tax Rate Name', name: 'lineTaxRateName', type: 'string', default: '', placeholder: 'e.g. 23%', description: 'Name of the tax rate as printed' }),
	field('gtin', { displayName: 'GTIN', name: 'lineGtin', type: 'string', default: '', description: 'GTIN (EAN) of the product' }),
	field('series', { displayName: 'Series', name: 'lineSeries', type: 'string', default: '', description: 'Product series' }),
	field('manufacturer', { displayName: 'Manufacturer', name: 'lineManufacturer', type: 'string', default: '', description: 'Manufacturer of the product' }),
	field('pkwiu', { displayName: 'PKWiU', name: 'linePkwiu', type: 'string', default: '', description: 'PKWiU classification code' }),
	field('notes', { displayName: 'Line Notes', name: 'lineNotes', type: 'string', default: '', typeOptions: { rows: 2 }, description: 'Notes of the line, one per line of text' }, { list: 'lines', whenBlank: [] }),
	field('splitPayment', { displayName: 'Line Split Payment', name: 'lineSplitPayment', type: 'boolean', default: false, description: 'Whether the split payment mechanism applies to the line' }),
	field('itemBasePrices.netPrice', optionalAmount('Base Net Price', 'lineBaseNetPrice', 'Net base price of one unit (give all three base prices or none)')),
	field('itemBasePrices.grossPrice', optionalAmount('Base Gross Price', 'lineBaseGrossPrice', 'Gross base price of one unit')),
	field('itemBasePrices.taxValue', optionalAmount('Base Tax Value', 'lineBaseTaxValue', 'Tax of the base price of one unit')),
	field(
		'additionalCosts',
		{ displayName: 'Additional Costs', name: 'lineAdditionalCosts', type: 'json', default: '', placeholder: '[{"type": "TRANSPORT", "itemPrices": {…}, "linePrices": {…}}]', description: 'Additional costs of the line as JSON: type, itemPrices, linePrices' },
		{ whenBlank: [] },
	),
	field('orderReferenceNumber', { displayName: 'Order Reference Number', name: 'lineOrderReferenceNumber', type: 'string', default: '', description: 'Sales order the line comes from' }),
	field('orderReferenceLineNumber', { displayName: 'Order Reference Line Number', name: 'lineOrderReferenceLineNumber', type: 'string', default: '', description: 'Line of that sales order' }),
	field('goodsIssuedNoteNumber', { displayName: 'Goods Issued Note Number', name: 'lineGoodsIssuedNoteNumber', type: 'string', default: '', description: 'Goods issued note the line comes from' }),
	field('goodsIssuedNoteLineNumber', { displayName: 'Goods Issued Note Line Number', name: 'lineGoodsIssuedNoteLineNumber', type: 'string', default: '', description: 'Line of that goods issued note' }),
];

const invoiceInput = documentInput({
	noun: 'invoice',
	keyPath: 'number',
	header: { required: headerRequired, optional: headerOptional },
	lines: {
		path: 'items',
		numberPath: 'lineNumber',
		numberAs: 'integer',
		property: {
			displayName: 'Items',
			name: 'items',
			type: 'json',
			default: '',
			required: true,
			placeholder: '[{"lineNumber": 1, "type": "PRODUCT", "itemName": "", "sku": "", …}]',
			description:
				'The lines of the invoice as a JSON array: lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate, discount, additionalCosts, quantity and unit are required',
		},
	},
	line: { required: lineRequired, optional: lineOptional },
	options: [taxRateFormatProperty],
	jsonExample: '{"number": "FV/2024/0001", "documentDate": "2024-03-01", …, "items": […]}',
});

const createInput = withTaxRateCheck(
	documentInputSchema(invoiceDocument, { taxRateFormat: z.enum(TAX_RATE_FORMATS) }),
	itemTaxRates,
);

const byNumber = z.object({ number: text });

const binaryPropertyName = (displayName: string, description: string): INodeProperties => ({
	displayName,
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	description,
});

function subject(number: string): string {
	return `Invoice "${number}"`;
}

export const invoice: ResourceDef = {
	value: 'invoice',
	name: 'Invoice',
	description: 'Sales invoices, their payment status and files',
	operations: [
		{
			value: 'createOrReplace',
			name: 'Create or Replace',
			action: 'Create or replace an invoice',
			description: 'Create an invoice, or replace the one with the same number',
			...invoiceInput,
			input: createInput,
			endpoint: ENDPOINTS.createOrReplace,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		},
		{
			value: 'get',
			name: 'Get',
			action: 'Get an invoice',
			description: 'Read an invoice by number',
			properties: [invoiceNumber],
			input: byNumber,
			endpoint: ENDPOINTS.get,
			request: (input) => ({ query: { number: input.number } }),
		},
		{
			value: 'delete',
			name: 'Delete',
			action: 'Delete an invoice',
			description: 'Delete an invoice by number',
			properties: [invoiceNumber],
			input: byNumber,
			endpoint: ENDPOINTS.delete,
			request: (input) => ({ query: { number: input.number } }),
			output: (_response, input) => ({ number: input.number, deleted: true }),
		},
		{
			value: 'getPaymentStatus',
			name: 'Get Payment Status',
			action: 'Get the payment status of an invoice',
			description: 'Read the amount paid and whether the invoice is paid',
			properties: [invoiceNumber],
			input: byNumber,
			endpoint: ENDPOINTS.getStatus,
			request: (input) => ({ query: { number: input.number } }),
			output: (response: IDataObject | undefined, input) => ({ number: input.number, ...(response ?? {}) }),
		},
		{
			value: 'setPaymentStatus',
			name: 'Set Payment Status',
			action: 'Set the payment status of an invoice',
			description: 'Set the amount paid and whether the invoice is paid',
			properties: [
				invoiceNumber,
				{
					displayName: 'Amount Paid',
					name: 'amountPaid',
					type: 'number',
					typeOptions: { minValue: 0 },
					default: 0,
					required: true,
					description: 'Gross amount paid so far',
				},
				{
					displayName: 'Is Paid',
					name: 'isPaid',
					type: 'boolean',
					default: false,
					required: true,
					description: 'Whether the invoice is fully paid',
				},
			],
			input: byNumber.merge(paymentStatus),
			endpoint: ENDPOINTS.setStatus,
			request: ({ number, amountPaid, isPaid }) => ({ query: { number }, body: { amountPaid, isPaid } }),
			output: (_response, input) => ({ ...input, updated: true }),
		},
		{
			value: 'uploadFile',
			name: 'Upload File',
			action: 'Upload the file of an invoice',
			description: 'Attach a file (e.g. the PDF) from a binary field to an invoice',
			properties: [
				invoiceNumber,
				binaryPropertyName('Input Binary Field', 'Name of the binary field that holds the file'),
				{
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
							description: "Extension sent to the platform. By default it comes from the file's name or MIME type.",
						},
					],
				},
			],
			input: z.object({ number: text, binaryPropertyName: text, fileExtension: z.string().optional() }),
			run: async (ctx, input) => {
				const result = await uploadDocumentFile(ctx, {
					subject: subject(input.number),
					begin: ENDPOINTS.uploadBegin,
					beginQuery: { number: input.number },
					complete: ENDPOINTS.uploadComplete,
					binaryPropertyName: input.binaryPropertyName,
					fileExtension: input.fileExtension,
				});
				return { number: input.number, ...result, uploaded: true };
			},
		},
		{
			value: 'downloadFile',
			name: 'Download File',
			action: 'Download the file of an invoice',
			description: 'Get the file of an invoice as binary data',
			properties: [
				invoiceNumber,
				binaryPropertyName('Put Output File in Field', 'Name of the binary field to put the file in'),
			],
			input: z.object({ number: text, binaryPropertyName: text }),
			run: async (ctx, input) => [
				await downloadDocumentFile(ctx, {
					subject: subject(input.number),
					read: ENDPOINTS.get,
					query: { number: input.number },
					file: (document) => (document.fileData ?? {}) as { url?: unknown; extension?: unknown },
					baseName: input.number,
					binaryPropertyName: input.binaryPropertyName,
					summary: ({ items: _items, ...rest }) => rest,
				}),
			],
		},
	],
};
