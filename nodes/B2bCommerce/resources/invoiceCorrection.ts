import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { DocField } from '../documentInput';
import { documentInput } from '../documentInput';
import type { ResourceDef } from '../operation';
import { defineOperation } from '../operation';
import { calculateAmountsProperty } from '../schemas/amounts';
import { taxRateFormatProperty } from '../schemas/documentParts';
import { correctionDocument } from '../schemas/correction';
import type { Endpoint } from '../transport/request';
import {
	amount,
	correctionTypeOptions,
	currencyField,
	dateField,
	field,
	lineNumberField,
	text,
} from './documentFields';
import {
	invoiceExtraFields,
	invoiceGroups,
	invoicePartyFields,
	totalPriceFields,
} from './invoiceFields';
import {
	invoiceItemsLines,
	invoiceLineBasePricesAndCosts,
	invoiceLineCostGroup,
	invoiceLineDetails,
	invoiceLineItemAndPrices,
	invoiceLineSources,
	invoiceLineTaxRateAndDiscount,
	invoiceLineTaxRateName,
	invoiceLineType,
	taxRateCheckedInput,
} from './invoiceLineFields';
import type { NumberedDocument } from './documentOperations';
import {
	deleteOperation,
	downloadFileOperation,
	getOperation,
	uploadFileOperation,
} from './documentOperations';

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
		description: 'What the correction changes: values (prices) or quantities',
	}),
	field('documentDate', dateField('Document Date', 'documentDate', 'Date of the correction')),
	field('saleDate', dateField('Sale Date', 'saleDate', 'Date of the sale')),
	field('paymentDate', dateField('Payment Date', 'paymentDate', 'Payment deadline')),
	currencyField('correction'),
	...totalPriceFields('correction', ' (may be negative)'),
	...invoicePartyFields,
];

const headerOptional: DocField[] = invoiceExtraFields('correction');

const lineRequired: DocField[] = [
	field(
		'invoiceReferenceNumber',
		text(
			'lineInvoiceReferenceNumber',
			'Invoice Reference Number',
			'Number of the corrected invoice',
			{ required: true, placeholder: 'e.g. FV/2024/0001' },
		),
	),
	field(
		'invoiceReferenceLineNumber',
		amount(
			'Invoice Reference Line Number',
			'lineInvoiceReferenceLineNumber',
			'Line of the corrected invoice',
			'e.g. 1',
		),
	),
	invoiceLineType({ product: 'The line is for goods', service: 'The line is for a service' }),
	...invoiceLineItemAndPrices,
	invoiceLineTaxRateName(true),
	...invoiceLineTaxRateAndDiscount,
];

const lineOptional: DocField[] = [
	lineNumberField,
	...invoiceLineDetails,
	...invoiceLineBasePricesAndCosts('Net base price of one unit'),
	...invoiceLineSources,
	// No goods received note fields: the spec has them on read only ("on read an item also has").
];

const correctionInput = documentInput({
	noun: 'correction',
	keyPath: 'number',
	header: { required: headerRequired, optional: headerOptional },
	lines: invoiceItemsLines({
		required: true,
		placeholder:
			'[{"lineNumber": 1, "invoiceReferenceNumber": "FV/2024/0001", "invoiceReferenceLineNumber": 1, …}]',
		description:
			'The lines of the correction as a JSON array: the invoice line fields (lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate with name and value, discount, additionalCosts, quantity, unit) plus invoiceReferenceNumber and invoiceReferenceLineNumber are required',
	}),
	line: { required: lineRequired, optional: lineOptional },
	options: [taxRateFormatProperty, calculateAmountsProperty],
	form: {
		groups: invoiceGroups('correction'),
		lineGroups: [invoiceLineCostGroup],
		lineLabel: 'Item',
	},
	jsonExample: '={{ $json }}',
});

const createInput = taxRateCheckedInput(correctionDocument);

const correctionDoc: NumberedDocument = {
	noun: 'invoice correction',
	article: 'an',
	number: correctionNumber,
};

export const invoiceCorrection: ResourceDef = {
	value: 'invoiceCorrection',
	name: 'Invoice Correction',
	description: 'Corrections of sales invoices and their files',
	operations: [
		defineOperation({
			value: 'create',
			name: 'Create',
			action: 'Create an invoice correction',
			description: 'Add an invoice correction',
			...correctionInput,
			input: createInput,
			endpoint: ENDPOINTS.create,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		}),
		getOperation(correctionDoc, ENDPOINTS.get),
		deleteOperation(correctionDoc, ENDPOINTS.delete),
		uploadFileOperation(correctionDoc, {
			begin: ENDPOINTS.uploadBegin,
			complete: ENDPOINTS.uploadComplete,
			// The text names the parameter goodsReceivedNoteNumber, the sample number: send both.
			beginQuery: (number) => ({ number, goodsReceivedNoteNumber: number }),
		}),
		downloadFileOperation(correctionDoc, {
			read: ENDPOINTS.get,
			file: (document) => (document.fileData ?? {}) as { url?: unknown; extension?: unknown },
			linesKey: 'items',
		}),
	],
};
