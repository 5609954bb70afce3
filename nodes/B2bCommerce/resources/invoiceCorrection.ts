import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { z } from 'zod';

import type { DocField } from '../documentInput';
import { documentInput, documentInputSchema } from '../documentInput';
import type { ResourceDef } from '../operation';
import { TAX_RATE_FORMATS, taxRateFormatProperty, text, withTaxRateCheck } from '../schemas/common';
import { correctionDocument } from '../schemas/correction';
import { itemTaxRates } from '../schemas/invoice';
import { downloadDocumentFile } from '../transport/download';
import type { Endpoint } from '../transport/request';
import { uploadDocumentFile } from '../transport/upload';
import {
	amount,
	binaryPropertyName,
	correctionTypeOptions,
	currencyOptions,
	dateField,
	field,
	optionalAmount,
	uploadOptions,
} from './documentFields';

const BASE = '/api/v1/invoices/integrations/auth-required';
const PREFIX = `${BASE}/invoice-corrections`;

/**
 * Endpoints. Begin upload has three paths in the spec: the table's, the text's
 * (`invoices-corrections`, written "file-upload begin") and the sample's (`invoice-correction`);
 * they are tried in that order. Add correction is a POST: it is never repeated on its own.
 */
const ENDPOINTS = {
	create: { key: 'invoiceCorrection.create', method: 'POST', paths: [PREFIX] },
	get: { key: 'invoiceCorrection.get', method: 'GET', paths: [`${PREFIX}/single`] },
	delete: { key: 'invoiceCorrection.delete', method: 'DELETE', paths: [PREFIX] },
	// Begin only reserves an upload address and complete is keyed by uploadId: safe to repeat.
	uploadBegin: {
		key: 'invoiceCorrection.uploadBegin',
		method: 'POST',
		paths: [
			`${PREFIX}/file-upload-begin`,
			`${BASE}/invoices-corrections/file-upload-begin`,
			`${BASE}/invoice-correction/file-upload-begin`,
		],
		idempotent: true,
	},
	uploadComplete: {
		key: 'invoiceCorrection.uploadComplete',
		method: 'POST',
		paths: [`${PREFIX}/file-upload-complete`],
		idempotent: true,
	},
} satisfies Record<string, Endpoint>;

const correctionNumber: INodeProperties = {
	displayName: 'Correction Number',
	name: 'number',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. FK/2024/0001',
	description: 'Number of the invoice correction',
};

const JSON_CLIENT =
	'{"clientId": "org:…", "clientType": "ORGANIZATION", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}, "tin": ""}';

const headerRequired: DocField[] = [
	field('number', {
		...correctionNumber,
		description:
			'Number of the correction. In Spreadsheet Rows mode, rows with the same number make one correction.',
	}),
	field('correctionType', {
		displayName: 'Correction Type',
		name: 'correctionType',
		type: 'options',
		required: true,
		options: correctionTypeOptions,
		default: 'VALUABLE',
		description: 'Whether the correction changes values or quantities',
	}),
	field('documentDate', dateField('Document Date', 'documentDate', 'Date of the correction')),
	field('saleDate', dateField('Sale Date', 'saleDate', 'Date of the sale')),
	field('paymentDate', dateField('Payment Date', 'paymentDate', 'Payment deadline')),
	field('currencyCode', {
		displayName: 'Currency',
		name: 'currencyCode',
		type: 'options',
		required: true,
		options: currencyOptions,
		default: 'PLN',
		description: 'Currency of the correction',
	}),
	field('totalPrices.netPrice', amount('Total Net Price', 'totalNetPrice', 'Net total of the correction (may be negative)')),
	field('totalPrices.grossPrice', amount('Total Gross Price', 'totalGrossPrice', 'Gross total of the correction (may be negative)')),
	field('totalPrices.taxValue', amount('Total Tax Value', 'totalTaxValue', 'Tax total of the correction (may be negative)')),
	field(
		'customerPurchaseNumbers',
		{
			displayName: 'Customer Purchase Numbers',
			name: 'customerPurchaseNumbers',
			type: 'string', default: '',
			required: true,
			placeholder: 'e.g. PO-1, PO-2',
			description: "The customer's order numbers, separated by commas",
		},
		{ list: 'comma' },
	),
	field('clientData', {
		displayName: 'Client Data',
		name: 'clientData',
		type: 'json', default: '',
		required: true,
		placeholder: JSON_CLIENT,
		description:
			'The buyer: clientId, clientType (INDIVIDUAL or ORGANIZATION) and addressData are required; tin, phone and invoiceEmail optional',
	}),
	field('tenantData', {
		displayName: 'Tenant Data',
		name: 'tenantData',
		type: 'json', default: '',
		required: true,
		placeholder: '{"tin": "", "addressData": {"name": "", "street": "", "city": "", "postalCode": "", "country": ""}}',
		description: 'The seller: addressData and tin',
	}),
	field('paymentMethodData', {
		displayName: 'Payment Method Data',
		name: 'paymentMethodData',
		type: 'json', default: '',
		required: true,
		// eslint-disable-next-line n8n-nodes-base/node-param-placeholder-miscased-id -- a JSON example: the member is named id
		placeholder: '{"id": "<uuid>", "name": "Bank transfer"}',
		description: 'Payment method: ID (UUID) and name',
	}),
];

const headerOptional: DocField[] = [
	field('bankAccountNumber', { displayName: 'Bank Account Number', name: 'bankAccountNumber', type: 'string', default: '', description: 'Bank account for the payment' }),
	field(
		'notes',
		{ displayName: 'Notes', name: 'notes', type: 'string', default: '', typeOptions: { rows: 3 }, description: 'Notes of the correction, one per line' },
		{ list: 'lines', whenBlank: [] },
	),
	field('payerData', {
		displayName: 'Payer Data',
		name: 'payerData',
		type: 'json', default: '',
		placeholder: '{"clientId": "org:…", "tin": "", "phone": "", "addressData": {…}}',
		description: 'The payer, when not the buyer: clientId, tin, phone, addressData',
	}),
	field('operatorData', {
		displayName: 'Operator Data',
		name: 'operatorData',
		type: 'json', default: '',
		// eslint-disable-next-line n8n-nodes-base/node-param-placeholder-miscased-id -- a JSON example: the member is named id
		placeholder: '{"id": "<uuid>", "name": ""}',
		description: 'The operator (not printed on the correction): ID (UUID) and name',
	}),
];

const lineRequired: DocField[] = [
	field('invoiceReferenceNumber', {
		displayName: 'Invoice Reference Number',
		name: 'lineInvoiceReferenceNumber',
		type: 'string', default: '',
		required: true,
		placeholder: 'e.g. FV/2024/0001',
		description: 'Number of the corrected invoice',
	}),
	field('invoiceReferenceLineNumber', amount('Invoice Reference Line Number', 'lineInvoiceReferenceLineNumber', 'Line of the corrected invoice', 'e.g. 1')),
	field('type', {
		displayName: 'Line Type',
		name: 'lineType',
		type: 'options',
		required: true,
		options: [
			{ name: 'Product', value: 'PRODUCT', description: 'The line is for goods' },
			{ name: 'Service', value: 'SERVICE', description: 'The line is for a service' },
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
	field('taxRate.name', { displayName: 'Tax Rate Name', name: 'lineTaxRateName', type: 'string', default: '', required: true, placeholder: 'e.g. 23%', description: 'Name of the tax rate as printed' }),
	field('taxRate.value', amount('Tax Rate Value', 'lineTaxRateValue', 'Tax rate of the line, in the chosen Tax Rate Format', 'e.g. 23')),
	field('discount', amount('Discount', 'lineDiscount', 'Discount of the line', 'e.g. 0')),
];

const lineOptional: DocField[] = [
	field('lineNumber', { displayName: 'Line Number', name: 'lineNumber', type: 'string', default: '', placeholder: 'e.g. 1', description: 'Number of the line; by default lines are numbered 1, 2, 3… in row order' }),
	field('gtin', { displayName: 'GTIN', name: 'lineGtin', type: 'string', default: '', description: 'GTIN (EAN) of the product' }),
	field('series', { displayName: 'Series', name: 'lineSeries', type: 'string', default: '', description: 'Product series' }),
	field('manufacturer', { displayName: 'Manufacturer', name: 'lineManufacturer', type: 'string', default: '', description: 'Manufacturer of the product' }),
	field('pkwiu', { displayName: 'PKWiU', name: 'linePkwiu', type: 'string', default: '', description: 'PKWiU classification code' }),
	field(
		'notes',
		{ displayName: 'Line Notes', name: 'lineNotes', type: 'string', default: '', typeOptions: { rows: 2 }, description: 'Notes of the line, one per line of text' },
		{ list: 'lines', whenBlank: [] },
	),
	field('splitPayment', { displayName: 'Line Split Payment', name: 'lineSplitPayment', type: 'boolean', default: false, description: 'Whether the split payment mechanism applies to the line' }),
	field('itemBasePrices.netPrice', optionalAmount('Base Net Price', 'lineBaseNetPrice', 'Net base price of one unit')),
	field('itemBasePrices.grossPrice', optionalAmount('Base Gross Price', 'lineBaseGrossPrice', 'Gross base price of one unit')),
	field('itemBasePrices.taxValue', optionalAmount('Base Tax Value', 'lineBaseTaxValue', 'Tax of the base price of one unit')),
	field(
		'additionalCosts',
		{
			displayName: 'Additional Costs',
			name: 'lineAdditionalCosts',
			type: 'json', default: '',
			placeholder: '[{"type": "TRANSPORT", "itemPrices": {…}, "linePrices": {…}}]',
			description: 'Additional costs of the line as JSON: type, itemPrices, linePrices',
		},
		{ whenBlank: [] },
	),
	field('orderReferenceNumber', { displayName: 'Order Reference Number', name: 'lineOrderReferenceNumber', type: 'string', default: '', description: 'Sales order the line comes from' }),
	field('orderReferenceLineNumber', { displayName: 'Order Reference Line Number', name: 'lineOrderReferenceLineNumber', type: 'string', default: '', description: 'Line of that sales order' }),
	field('goodsIssuedNoteNumber', { displayName: 'Goods Issued Note Number', name: 'lineGoodsIssuedNoteNumber', type: 'string', default: '', description: 'Goods issued note the line comes from' }),
	field('goodsIssuedNoteLineNumber', { displayName: 'Goods Issued Note Line Number', name: 'lineGoodsIssuedNoteLineNumber', type: 'string', default: '', description: 'Line of that goods issued note' }),
	field('goodsReceivedNoteNumber', { displayName: 'Goods Received Note Number', name: 'lineGoodsReceivedNoteNumber', type: 'string', default: '', description: 'Goods received note the line relates to' }),
	field('goodsReceivedNoteLineNumber', { displayName: 'Goods Received Note Line Number', name: 'lineGoodsReceivedNoteLineNumber', type: 'string', default: '', description: 'Line of that goods received note' }),
];

const correctionInput = documentInput({
	noun: 'correction',
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
			placeholder: '[{"lineNumber": 1, "invoiceReferenceNumber": "FV/2024/0001", "invoiceReferenceLineNumber": 1, …}]',
			description:
				'The lines of the correction as a JSON array: the invoice line fields (lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate with name and value, discount, additionalCosts, quantity, unit) plus invoiceReferenceNumber and invoiceReferenceLineNumber are required',
		},
	},
	line: { required: lineRequired, optional: lineOptional },
	options: [taxRateFormatProperty],
	jsonExample: '={{ $json }}',
});

const createInput = withTaxRateCheck(
	documentInputSchema(correctionDocument, { taxRateFormat: z.enum(TAX_RATE_FORMATS) }),
	itemTaxRates,
);

const byNumber = z.object({ number: text });

function subject(number: string): string {
	return `Invoice correction "${number}"`;
}

export const invoiceCorrection: ResourceDef = {
	value: 'invoiceCorrection',
	name: 'Invoice Correction',
	description: 'Corrections of sales invoices and their files',
	operations: [
		{
			value: 'create',
			name: 'Create',
			action: 'Create an invoice correction',
			description: 'Add an invoice correction',
			...correctionInput,
			input: createInput,
			endpoint: ENDPOINTS.create,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		},
		{
			value: 'get',
			name: 'Get',
			action: 'Get an invoice correction',
			description: 'Read an invoice correction by number',
			properties: [correctionNumber],
			input: byNumber,
			endpoint: ENDPOINTS.get,
			request: (input) => ({ query: { number: input.number } }),
		},
		{
			value: 'delete',
			name: 'Delete',
			action: 'Delete an invoice correction',
			description: 'Delete an invoice correction by number',
			properties: [correctionNumber],
			input: byNumber,
			endpoint: ENDPOINTS.delete,
			request: (input) => ({ query: { number: input.number } }),
			output: (_response, input) => ({ number: input.number, deleted: true }),
		},
		{
			value: 'uploadFile',
			name: 'Upload File',
			action: 'Upload the file of an invoice correction',
			description: 'Attach a file (e.g. the PDF) from a binary field to an invoice correction',
			properties: [
				correctionNumber,
				binaryPropertyName('Input Binary Field', 'Name of the binary field that holds the file'),
				uploadOptions,
			],
			input: z.object({ number: text, binaryPropertyName: text, fileExtension: z.string().optional() }),
			run: async (ctx, input) => {
				const result = await uploadDocumentFile(ctx, {
					subject: subject(input.number),
					begin: ENDPOINTS.uploadBegin,
					// The text names the parameter goodsReceivedNoteNumber, the sample number: send both.
					beginQuery: { number: input.number, goodsReceivedNoteNumber: input.number },
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
			action: 'Download the file of an invoice correction',
			description: 'Get the file of an invoice correction as binary data',
			properties: [
				correctionNumber,
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
