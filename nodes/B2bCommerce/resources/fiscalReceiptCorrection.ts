import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { DocField } from '../documentInput';
import { documentInput, documentInputSchema } from '../documentInput';
import type { ResourceDef } from '../operation';
import { defineOperation } from '../operation';
import { fiscalReceiptCorrectionDocument } from '../schemas/correction';
import type { Endpoint } from '../transport/request';
import {
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
	invoiceLineTaxRateAndDiscount,
	invoiceLineTaxRateName,
	invoiceLineType,
} from './invoiceLineFields';
import type { NumberedDocument } from './documentOperations';
import {
	deleteOperation,
	getOperation,
	setPaymentStatusOperation,
	uploadFileOperation,
} from './documentOperations';

/**
 * The spec gives the prefix as `/api/v1/invoces/...` ("spelling as given") and no other path;
 * the variant with `invoices` (ours: the spelling of every other document path) is tried when
 * the platform says that route does not exist, and is what "Noted Variants Only" uses.
 */
const TEXT = '/api/v1/invoces/integrations/auth-required';
const VARIANT = '/api/v1/invoices/integrations/auth-required';

const paths = (suffix: string) => [`${TEXT}${suffix}`, `${VARIANT}${suffix}`];

const ENDPOINTS = {
	create: {
		key: 'fiscalReceiptCorrection.create',
		method: 'POST',
		paths: paths('/fiscal-receipts-corrections'),
	},
	delete: {
		key: 'fiscalReceiptCorrection.delete',
		method: 'DELETE',
		paths: paths('/fiscal-receipts-corrections'),
	},
	get: { key: 'fiscalReceiptCorrection.get', method: 'GET', paths: paths('/fiscal-receipts') },
	setStatus: {
		key: 'fiscalReceiptCorrection.setStatus',
		method: 'PUT',
		paths: paths('/fiscal-receipts'),
	},
	// Begin only reserves an upload address and complete is keyed by uploadId: safe to repeat.
	uploadBegin: {
		key: 'fiscalReceiptCorrection.uploadBegin',
		method: 'POST',
		paths: paths('/fiscal-receipts-corrections/file-upload-begin'),
		idempotent: true,
	},
	uploadComplete: {
		key: 'fiscalReceiptCorrection.uploadComplete',
		method: 'POST',
		paths: paths('/fiscal-receipts-corrections/file-upload-complete'),
		idempotent: true,
	},
} satisfies Record<string, Endpoint>;

const correctionNumber: INodeProperties = {
	displayName: 'Correction Number',
	name: 'number',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. KP/2024/0001',
	description: 'Number of the fiscal receipt correction',
};

const CORRECTION_EXAMPLE =
	'{"number": "KP/2024/0001", "correctionType": "VALUABLE", "documentDate": "2024-03-01", "currencyCode": "PLN", "items": […]}';

/** The spec shows no required markers here: only the number is marked (it names the document). */
// Text fields also start empty here (the invoice's Discount starts at 0): nothing is sent the user did not give.
const unmarked = (fields: DocField[]): DocField[] =>
	fields.map((entry) => ({
		...entry,
		property: {
			...entry.property,
			required: false,
			...(entry.property.type === 'string' ? { default: '' } : {}),
		},
	}));

/**
 * The correction as fields. Its fields follow the invoice correction (the spec's words), the
 * lines carry the fiscal receipt references instead of the invoice ones.
 */
const fiscalInput = documentInput({
	noun: 'correction',
	keyPath: 'number',
	header: {
		required: [
			field('number', {
				...correctionNumber,
				description:
					'Number of the correction. In Spreadsheet Rows mode, rows with the same number make one correction.',
			}),
			...unmarked([
				field('correctionType', {
					displayName: 'Correction Type',
					name: 'correctionType',
					type: 'options',
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
			]),
		],
		optional: [
			...invoiceExtraFields('correction'),
			field(
				'createDateTime',
				text('createDateTime', 'Create Date Time', 'When the correction was made', {
					placeholder: 'e.g. 2024-03-01T12:00:00Z',
				}),
			),
		],
	},
	lines: invoiceItemsLines(),
	line: {
		required: unmarked([
			field(
				'fiscalReceiptReferenceNumber',
				text(
					'lineFiscalReceiptReferenceNumber',
					'Fiscal Receipt Reference Number',
					'Number of the corrected fiscal receipt',
					{ placeholder: 'e.g. PAR/2024/0001' },
				),
			),
			field(
				'fiscalReceiptReferenceLineNumber',
				text(
					'lineFiscalReceiptReferenceLineNumber',
					'Fiscal Receipt Reference Line Number',
					'Line of the corrected fiscal receipt',
					{ placeholder: 'e.g. 1' },
				),
			),
			invoiceLineType({ product: 'The line is for goods', service: 'The line is for a service' }),
			...invoiceLineItemAndPrices,
			invoiceLineTaxRateName(false),
			...invoiceLineTaxRateAndDiscount,
		]),
		optional: [
			lineNumberField,
			...invoiceLineDetails,
			...invoiceLineBasePricesAndCosts('Net base price of one unit'),
		],
	},
	jsonExample: CORRECTION_EXAMPLE,
	form: {
		groups: invoiceGroups('correction').map((group) => ({
			...group,
			required: false,
			fields: unmarked(group.fields),
		})),
		lineGroups: [invoiceLineCostGroup],
		lineLabel: 'Item',
	},
});

const correctionDoc: NumberedDocument = {
	noun: 'fiscal receipt correction',
	article: 'a',
	number: correctionNumber,
};

export const fiscalReceiptCorrection: ResourceDef = {
	value: 'fiscalReceiptCorrection',
	name: 'Fiscal Receipt Correction',
	description: 'Corrections of fiscal receipts, their payment status and files',
	operations: [
		defineOperation({
			value: 'create',
			name: 'Create',
			action: 'Create a fiscal receipt correction',
			description: 'Add a fiscal receipt correction',
			...fiscalInput,
			input: documentInputSchema(fiscalReceiptCorrectionDocument, {}),
			endpoint: ENDPOINTS.create,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		}),
		getOperation(
			correctionDoc,
			ENDPOINTS.get,
			'Read a fiscal receipt correction and its payment status by number',
		),
		deleteOperation(correctionDoc, ENDPOINTS.delete),
		setPaymentStatusOperation(correctionDoc, ENDPOINTS.setStatus, 'correction'),
		uploadFileOperation(correctionDoc, {
			begin: ENDPOINTS.uploadBegin,
			complete: ENDPOINTS.uploadComplete,
		}),
	],
};
