import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { z } from 'zod';

import type { ResourceDef } from '../operation';
import { text } from '../schemas/common';
import { fiscalReceiptCorrectionDocument } from '../schemas/correction';
import { paymentStatus } from '../schemas/invoice';
import type { Endpoint } from '../transport/request';
import { uploadDocumentFile } from '../transport/upload';
import { binaryPropertyName, uploadOptions } from './documentFields';

/**
 * The spec gives the prefix as `/api/v1/invoces/...` ("spelling as given"); the variant with
 * `invoices` is tried when the platform says that route does not exist.
 */
const TEXT = '/api/v1/invoces/integrations/auth-required';
const VARIANT = '/api/v1/invoices/integrations/auth-required';

const paths = (suffix: string) => [`${TEXT}${suffix}`, `${VARIANT}${suffix}`];

const ENDPOINTS = {
	create: { key: 'fiscalReceiptCorrection.create', method: 'POST', paths: paths('/fiscal-receipts-corrections') },
	delete: { key: 'fiscalReceiptCorrection.delete', method: 'DELETE', paths: paths('/fiscal-receipts-corrections') },
	get: { key: 'fiscalReceiptCorrection.get', method: 'GET', paths: paths('/fiscal-receipts') },
	setStatus: { key: 'fiscalReceiptCorrection.setStatus', method: 'PUT', paths: paths('/fiscal-receipts') },
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

const byNumber = z.object({ number: text });

export const fiscalReceiptCorrection: ResourceDef = {
	value: 'fiscalReceiptCorrection',
	name: 'Fiscal Receipt Correction',
	description: 'Corrections of fiscal receipts, their payment status and files',
	operations: [
		{
			value: 'create',
			name: 'Create',
			action: 'Create a fiscal receipt correction',
			description: 'Add a fiscal receipt correction from JSON',
			properties: [
				{
					displayName: 'Correction (JSON)',
					name: 'document',
					type: 'json',
					default: '',
					required: true,
					placeholder: CORRECTION_EXAMPLE,
					hint: 'The API spec shows no request body for this operation. Only these are checked: number (required), correctionType (VALUABLE or QUANTITATIVE), the dates (YYYY-MM-DD) and currencyCode. Everything else is sent as given.',
					description:
						'The whole correction as JSON. Its fields follow the invoice correction; item lines carry fiscalReceiptReferenceNumber and fiscalReceiptReferenceLineNumber.',
				},
			],
			input: z.object({ document: fiscalReceiptCorrectionDocument }),
			// Issues are named inside the JSON: `number`, not `document.number`.
			locate: (path) => ({ label: 'Correction (JSON)', path: path.slice(1) }),
			endpoint: ENDPOINTS.create,
			request: (input) => ({ body: input.document }),
			output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
		},
		{
			value: 'get',
			name: 'Get',
			action: 'Get a fiscal receipt correction',
			description: 'Read a fiscal receipt correction and its payment status by number',
			properties: [correctionNumber],
			input: byNumber,
			endpoint: ENDPOINTS.get,
			request: (input) => ({ query: { number: input.number } }),
		},
		{
			value: 'delete',
			name: 'Delete',
			action: 'Delete a fiscal receipt correction',
			description: 'Delete a fiscal receipt correction by number',
			properties: [correctionNumber],
			input: byNumber,
			endpoint: ENDPOINTS.delete,
			request: (input) => ({ query: { number: input.number } }),
			output: (_response, input) => ({ number: input.number, deleted: true }),
		},
		{
			value: 'setPaymentStatus',
			name: 'Set Payment Status',
			action: 'Set the payment status of a fiscal receipt correction',
			description: 'Set the amount paid and whether the correction is paid',
			properties: [
				correctionNumber,
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
					description: 'Whether the correction is fully paid',
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
			action: 'Upload the file of a fiscal receipt correction',
			description: 'Attach a file (e.g. the PDF) from a binary field to a fiscal receipt correction',
			properties: [
				correctionNumber,
				binaryPropertyName('Input Binary Field', 'Name of the binary field that holds the file'),
				uploadOptions,
			],
			input: z.object({ number: text, binaryPropertyName: text, fileExtension: z.string().optional() }),
			run: async (ctx, input) => {
				const result = await uploadDocumentFile(ctx, {
					subject: `Fiscal receipt correction "${input.number}"`,
					begin: ENDPOINTS.uploadBegin,
					beginQuery: { number: input.number },
					complete: ENDPOINTS.uploadComplete,
					binaryPropertyName: input.binaryPropertyName,
					fileExtension: input.fileExtension,
				});
				return { number: input.number, ...result, uploaded: true };
			},
		},
	],
};
