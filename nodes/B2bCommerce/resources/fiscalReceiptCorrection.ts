import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { z } from 'zod';

import type { ResourceDef } from '../operation';
import { fiscalReceiptCorrectionDocument } from '../schemas/correction';
import type { Endpoint } from '../transport/request';
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

const correctionDoc: NumberedDocument = { noun: 'fiscal receipt correction', article: 'a', number: correctionNumber };

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
					hint: 'The API documentation shows no request body for this operation, so only these are checked: number (required), correctionType (VALUABLE or QUANTITATIVE), the dates (YYYY-MM-DD) and currencyCode. Everything else is sent as given.',
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
		getOperation(correctionDoc, ENDPOINTS.get, 'Read a fiscal receipt correction and its payment status by number'),
		deleteOperation(correctionDoc, ENDPOINTS.delete),
		setPaymentStatusOperation(correctionDoc, ENDPOINTS.setStatus, 'correction'),
		uploadFileOperation(correctionDoc, { begin: ENDPOINTS.uploadBegin, complete: ENDPOINTS.uploadComplete }),
	],
};
