import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { DocField } from '../documentInput';
import { documentInput } from '../documentInput';
import type { ResourceDef } from '../operation';
import { defineOperation, asItemJson, isRecord } from '../operation';
import { calculateAmountsProperty } from '../schemas/amounts';
import { taxRateFormatProperty } from '../schemas/documentParts';
import { invoiceDocument } from '../schemas/invoice';
import type { Endpoint } from '../transport/request';
import { currencyField, dateField, field, lineNumberField, text } from './documentFields';
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
	byNumber,
	deleteOperation,
	downloadFileOperation,
	getOperation,
	setPaymentStatusOperation,
	uploadFileOperation,
} from './documentOperations';

const PREFIX = '/api/v1/invoices/integrations/auth-required/invoices';

/** Get correction's path, which the spec's sample request of Get invoice uses. */
const CORRECTION_SINGLE = '/api/v1/invoices/integrations/auth-required/invoice-corrections/single';

/**
 * Endpoints. Get invoice has the spec's sample path as its alternative path: `.../invoice-corrections/
 * single`, which is Get correction's path. It is tried when `.../invoices/single` does not exist
 * (or answers "not found", as nothing is remembered), and its answer is taken only when it is the
 * invoice asked for (see refuseAnswer).
 */
const ENDPOINTS = {
	createOrReplace: { key: 'invoice.createOrReplace', method: 'PUT', paths: [PREFIX] },
	get: {
		key: 'invoice.get',
		method: 'GET',
		paths: [`${PREFIX}/single`, CORRECTION_SINGLE],
		remember: false,
	},
	delete: { key: 'invoice.delete', method: 'DELETE', paths: [PREFIX] },
	getStatus: { key: 'invoice.getStatus', method: 'GET', paths: [`${PREFIX}/status`] },
	setStatus: { key: 'invoice.setStatus', method: 'PUT', paths: [`${PREFIX}/status`] },
	// Begin only reserves an upload address (a repeat leaves an unused one) and complete is keyed
	// by uploadId: both are safe to repeat after a dropped connection.
	uploadBegin: {
		key: 'invoice.uploadBegin',
		method: 'POST',
		paths: [`${PREFIX}/file-upload-begin`],
		idempotent: true,
	},
	uploadComplete: {
		key: 'invoice.uploadComplete',
		method: 'POST',
		paths: [`${PREFIX}/file-upload-complete`],
		idempotent: true,
	},
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

const headerRequired: DocField[] = [
	field('number', {
		...invoiceNumber,
		description:
			'Number of the invoice; an invoice with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one invoice.',
	}),
	field('documentDate', dateField('Document Date', 'documentDate', 'Date of the invoice')),
	field('saleDate', dateField('Sale Date', 'saleDate', 'Date of the sale')),
	field('paymentDate', {
		...dateField('Payment Date', 'paymentDate', 'Payment deadline'),
		placeholder: 'e.g. 2024-03-15',
	}),
	currencyField('invoice'),
	...totalPriceFields('invoice'),
	...invoicePartyFields,
];

const headerOptional: DocField[] = [
	field('amountPaid', {
		displayName: 'Amount Paid',
		name: 'amountPaid',
		type: 'number',
		default: 0,
		typeOptions: { minValue: 0 },
		description: 'Gross amount paid so far',
	}),
	field('isPaid', {
		displayName: 'Is Paid',
		name: 'isPaid',
		type: 'boolean',
		default: false,
		description: 'Whether the invoice is fully paid',
	}),
	field('splitPayment', {
		displayName: 'Split Payment',
		name: 'splitPayment',
		type: 'boolean',
		default: false,
		description: 'Whether the split payment mechanism applies',
	}),
	field(
		'receiptReferenceNumber',
		text('receiptReferenceNumber', 'Receipt Reference Number', 'Receipt the invoice relates to'),
	),
	...invoiceExtraFields('invoice'),
];

const lineRequired: DocField[] = [
	invoiceLineType({ product: 'The line sells goods', service: 'The line sells a service' }),
	...invoiceLineItemAndPrices,
	...invoiceLineTaxRateAndDiscount,
];

const lineOptional: DocField[] = [
	lineNumberField,
	invoiceLineTaxRateName(false),
	...invoiceLineDetails,
	...invoiceLineBasePricesAndCosts(
		'Net base price of one unit (give all three base prices or none)',
	),
	...invoiceLineSources,
];

const invoiceInput = documentInput({
	noun: 'invoice',
	keyPath: 'number',
	header: { required: headerRequired, optional: headerOptional },
	lines: invoiceItemsLines({
		required: true,
		placeholder: '[{"lineNumber": 1, "type": "PRODUCT", "itemName": "", "sku": "", …}]',
		description:
			'The lines of the invoice as a JSON array: lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate, discount, additionalCosts, quantity and unit are required',
	}),
	line: { required: lineRequired, optional: lineOptional },
	options: [taxRateFormatProperty, calculateAmountsProperty],
	form: { groups: invoiceGroups('invoice'), lineGroups: [invoiceLineCostGroup], lineLabel: 'Item' },
	jsonExample: '{"number": "FV/2024/0001", "documentDate": "2024-03-01", …, "items": […]}',
});

const createInput = taxRateCheckedInput(invoiceDocument);

/**
 * Why a read's answer is not the invoice asked for: another number, or a correction (the
 * correction path may answer with the correction of that number). Only the read shape tells them
 * apart: a correction has `correctionType`, `invoiceReferenceNumbers` and lines that name the
 * invoice they correct.
 */
function refuseAnswer(answer: IDataObject, number: string): string | undefined {
	const got = typeof answer.number === 'string' ? answer.number.trim() : answer.number;
	const lines = Array.isArray(answer.items) ? (answer.items as unknown[]) : [];
	const correction =
		(answer.correctionType !== undefined && answer.correctionType !== null) ||
		Array.isArray(answer.invoiceReferenceNumbers) ||
		lines.some((line) => isRecord(line) && line.invoiceReferenceNumber != null);
	if (got === number && !correction) return undefined;
	const what = correction ? 'an invoice correction' : 'a document';
	return (
		`It answered with ${what} numbered ${JSON.stringify(got ?? null)}. The spec gives Get invoice a second path, ` +
		`${CORRECTION_SINGLE} (the path of Get correction), tried when ${PREFIX}/single does not exist or finds nothing; ` +
		'its answer is used only when it is the invoice asked for. Check the invoice number'
	);
}

const invoiceDoc: NumberedDocument = {
	noun: 'invoice',
	article: 'an',
	number: invoiceNumber,
	refuse: refuseAnswer,
};

export const invoice: ResourceDef = {
	value: 'invoice',
	name: 'Invoice',
	description: 'Sales invoices, their payment status and files',
	operations: [
		defineOperation({
			value: 'createOrReplace',
			name: 'Create or Replace',
			action: 'Create or replace an invoice',
			description: 'Create an invoice, or replace the one with the same number',
			...invoiceInput,
			input: createInput,
			endpoint: ENDPOINTS.createOrReplace,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		}),
		getOperation(invoiceDoc, ENDPOINTS.get),
		deleteOperation(invoiceDoc, ENDPOINTS.delete),
		defineOperation({
			value: 'getPaymentStatus',
			name: 'Get Payment Status',
			action: 'Get the payment status of an invoice',
			description: 'Read the amount paid and whether the invoice is paid',
			properties: [invoiceNumber],
			input: byNumber,
			endpoint: ENDPOINTS.getStatus,
			request: (input) => ({ query: { number: input.number } }),
			output: (response: unknown, input) => ({
				number: input.number,
				...(response == null ? {} : asItemJson(response)),
			}),
		}),
		setPaymentStatusOperation(invoiceDoc, ENDPOINTS.setStatus, 'invoice'),
		uploadFileOperation(invoiceDoc, {
			begin: ENDPOINTS.uploadBegin,
			complete: ENDPOINTS.uploadComplete,
		}),
		downloadFileOperation(invoiceDoc, {
			read: ENDPOINTS.get,
			file: (document) => (document.fileData ?? {}) as { url?: unknown; extension?: unknown },
			linesKey: 'items',
		}),
	],
};
