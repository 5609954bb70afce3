import type { IDataObject } from 'n8n-workflow';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, asItemJson, isRecord } from '../../engine/operation';
import { calculateAmountsProperty } from '../../documents/invoiceStyle/amounts';
import { taxRateFormatProperty } from '../../documents/parts';
import { invoiceDocument } from '../../documents/invoiceStyle/schema';
import { field, text } from '../../documents/fields';
import { taxRateCheckedInput } from '../../documents/invoiceStyle/lineFields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import {
	byNumber,
	createOperation,
	deleteOperation,
	downloadFileOperation,
	INVOICE_STYLE_FILE,
	getOperation,
	numberedDocument,
	setPaymentStatusOperation,
	uploadFileOperation,
} from '../../documents/operations';

const PREFIX = '/api/v1/invoices/integrations/auth-required/invoices';

/** Get correction's path, which the spec's sample request of Get invoice uses. */
const CORRECTION_SINGLE = '/api/v1/invoices/integrations/auth-required/invoice-corrections/single';

/**
 * Endpoints. Get invoice has the spec's sample path as its alternative path: `.../invoice-corrections/
 * single`, which is Get correction's path. It is tried when `.../invoices/single` does not exist
 * (or answers "not found", as nothing is remembered), and its answer is taken only when it is the
 * invoice asked for (see refuseAnswer).
 */
const ENDPOINTS = endpointTable('invoice', {
	createOrReplace: { method: 'PUT', paths: [PREFIX] },
	get: { method: 'GET', paths: [`${PREFIX}/single`, CORRECTION_SINGLE], remember: false },
	delete: { method: 'DELETE', paths: [PREFIX] },
	getStatus: { method: 'GET', paths: [`${PREFIX}/status`] },
	setStatus: { method: 'PUT', paths: [`${PREFIX}/status`] },
	uploadBegin: uploadStep([`${PREFIX}/file-upload-begin`]),
	uploadComplete: uploadStep([`${PREFIX}/file-upload-complete`]),
});

const invoiceDoc = numberedDocument('invoice', 'an', 'Invoice Number', 'e.g. FV/2024/0001', {
	refuse: refuseAnswer,
});

const invoiceInput = invoiceStyleInput({
	noun: 'invoice',
	number: invoiceDoc.number,
	numberDescription:
		'Number of the invoice; an invoice with this number is replaced. In Spreadsheet Rows mode, rows with the same number make one invoice.',
	optional: {
		before: [
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
				text(
					'receiptReferenceNumber',
					'Receipt Reference Number',
					'Receipt the invoice relates to',
				),
			),
		],
	},
	lineType: { product: 'The line sells goods', service: 'The line sells a service' },
	taxRateName: 'optional',
	baseNetDescription: 'Net base price of one unit (give all three base prices or none)',
	lineSources: true,
	lines: {
		required: true,
		placeholder: '[{"lineNumber": 1, "type": "PRODUCT", "itemName": "", "sku": "", …}]',
		description:
			'The lines of the invoice as a JSON array: lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate, discount, additionalCosts, quantity and unit are required',
	},
	options: [taxRateFormatProperty, calculateAmountsProperty],
	jsonExample: '{"number": "FV/2024/0001", "documentDate": "2024-03-01", …, "items": […]}',
});

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

export const invoice: ResourceDef = {
	value: 'invoice',
	name: 'Invoice',
	description: 'Sales invoices, their payment status and files',
	operations: [
		createOperation({
			value: 'createOrReplace',
			name: 'Create or Replace',
			action: 'Create or replace an invoice',
			description: 'Create an invoice, or replace the one with the same number',
			form: invoiceInput,
			input: taxRateCheckedInput(invoiceDocument),
			endpoint: ENDPOINTS.createOrReplace,
		}),
		getOperation(invoiceDoc, ENDPOINTS.get),
		deleteOperation(invoiceDoc, ENDPOINTS.delete),
		defineOperation({
			value: 'getPaymentStatus',
			name: 'Get Payment Status',
			action: 'Get the payment status of an invoice',
			description: 'Read the amount paid and whether the invoice is paid',
			properties: [invoiceDoc.number],
			input: byNumber,
			endpoint: ENDPOINTS.getStatus,
			request: (input) => ({ query: { number: input.number } }),
			output: (response: unknown, input) => ({
				number: input.number,
				...(response == null ? {} : asItemJson(response)),
			}),
		}),
		setPaymentStatusOperation(invoiceDoc, ENDPOINTS.setStatus, 'invoice'),
		uploadFileOperation(invoiceDoc, ENDPOINTS),
		downloadFileOperation(invoiceDoc, { read: ENDPOINTS.get, ...INVOICE_STYLE_FILE }),
	],
};
