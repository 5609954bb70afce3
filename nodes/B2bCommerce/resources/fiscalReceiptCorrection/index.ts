import type { ResourceDef } from '../../engine/operation';
import { documentInputSchema } from '../../documents/input';
import { fiscalReceiptCorrectionDocument } from '../../documents/invoiceStyle/correction';
import { field, text } from '../../documents/fields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import {
	createOperation,
	deleteOperation,
	getOperation,
	numberedDocument,
	setPaymentStatusOperation,
	uploadFileOperation,
} from '../../documents/operations';

/**
 * The spec gives the prefix as `/api/v1/invoces/...` ("spelling as given") and no other path:
 * that is the main path. The alternative path with `invoices` (the spelling of every other
 * document path) is tried when the platform says the main one does not exist, and is what
 * "Alternative Paths Only" uses.
 */
const MAIN = '/api/v1/invoces/integrations/auth-required';
const ALTERNATIVE = '/api/v1/invoices/integrations/auth-required';

const paths = (suffix: string) => [`${MAIN}${suffix}`, `${ALTERNATIVE}${suffix}`];

const ENDPOINTS = endpointTable('fiscalReceiptCorrection', {
	create: { method: 'POST', paths: paths('/fiscal-receipts-corrections') },
	delete: { method: 'DELETE', paths: paths('/fiscal-receipts-corrections') },
	get: { method: 'GET', paths: paths('/fiscal-receipts') },
	setStatus: { method: 'PUT', paths: paths('/fiscal-receipts') },
	uploadBegin: uploadStep(paths('/fiscal-receipts-corrections/file-upload-begin')),
	uploadComplete: uploadStep(paths('/fiscal-receipts-corrections/file-upload-complete')),
});

const correctionDoc = numberedDocument(
	'fiscal receipt correction',
	'a',
	'Correction Number',
	'e.g. KP/2024/0001',
);

const CORRECTION_EXAMPLE =
	'{"number": "KP/2024/0001", "correctionType": "VALUABLE", "documentDate": "2024-03-01", "currencyCode": "PLN", "items": […]}';

/**
 * The correction as fields. Its fields follow the invoice correction (the spec's words), the
 * lines carry the fiscal receipt references instead of the invoice ones. The spec shows no
 * required markers here: only the number is marked (it names the document).
 */
const fiscalInput = invoiceStyleInput({
	noun: 'correction',
	number: correctionDoc.number,
	numberDescription:
		'Number of the correction. In Spreadsheet Rows mode, rows with the same number make one correction.',
	correction: true,
	unmarked: true,
	optional: {
		after: [
			field(
				'createDateTime',
				text('createDateTime', 'Create Date Time', 'When the correction was made', {
					placeholder: 'e.g. 2024-03-01T12:00:00Z',
				}),
			),
		],
	},
	lineReferences: [
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
	],
	lineType: { product: 'The line is for goods', service: 'The line is for a service' },
	taxRateName: 'required',
	baseNetDescription: 'Net base price of one unit',
	lineSources: false,
	jsonExample: CORRECTION_EXAMPLE,
});

export const fiscalReceiptCorrection: ResourceDef = {
	value: 'fiscalReceiptCorrection',
	name: 'Fiscal Receipt Correction',
	description: 'Corrections of fiscal receipts, their payment status and files',
	operations: [
		createOperation({
			value: 'create',
			name: 'Create',
			action: 'Create a fiscal receipt correction',
			description: 'Add a fiscal receipt correction',
			docsNote:
				'The spec shows no body: only `number` (required), `correctionType`, the dates and `currencyCode` are checked',
			form: fiscalInput,
			input: documentInputSchema(fiscalReceiptCorrectionDocument, {}),
			endpoint: ENDPOINTS.create,
		}),
		getOperation(
			correctionDoc,
			ENDPOINTS.get,
			'Read a fiscal receipt correction and its payment status by number',
		),
		deleteOperation(correctionDoc, ENDPOINTS.delete),
		setPaymentStatusOperation(correctionDoc, ENDPOINTS.setStatus, 'correction'),
		uploadFileOperation(correctionDoc, ENDPOINTS),
	],
};
