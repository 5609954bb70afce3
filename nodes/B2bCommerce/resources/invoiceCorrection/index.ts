import type { ResourceDef } from '../../engine/operation';
import { calculateAmountsProperty } from '../../documents/invoiceStyle/amounts';
import { taxRateFormatProperty } from '../../documents/parts';
import { correctionDocument } from '../../documents/invoiceStyle/correction';
import { amount, field, text } from '../../documents/fields';
import { taxRateCheckedInput } from '../../documents/invoiceStyle/lineFields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import {
	createOperation,
	deleteOperation,
	downloadFileOperation,
	INVOICE_STYLE_FILE,
	getOperation,
	numberedDocument,
	uploadFileOperation,
} from '../../documents/operations';

const BASE = '/api/v1/invoices/integrations/auth-required';
const PREFIX = `${BASE}/invoice-corrections`;

/**
 * Endpoints. Begin upload has three paths in the spec: the table's, the text's
 * (`invoices-corrections`, written "file-upload begin") and the sample's (`invoice-correction`);
 * they are tried in that order. Add correction is a POST: it is never repeated on its own.
 */
const ENDPOINTS = endpointTable('invoiceCorrection', {
	create: { method: 'POST', paths: [PREFIX] },
	get: { method: 'GET', paths: [`${PREFIX}/single`] },
	delete: { method: 'DELETE', paths: [PREFIX] },
	uploadBegin: uploadStep([
		`${PREFIX}/file-upload-begin`,
		`${BASE}/invoices-corrections/file-upload-begin`,
		`${BASE}/invoice-correction/file-upload-begin`,
	]),
	uploadComplete: uploadStep([`${PREFIX}/file-upload-complete`]),
});

const correctionDoc = numberedDocument(
	'invoice correction',
	'an',
	'Correction Number',
	'e.g. FK/2024/0001',
);

const correctionInput = invoiceStyleInput({
	noun: 'correction',
	number: correctionDoc.number,
	numberDescription:
		'Number of the correction. In Spreadsheet Rows mode, rows with the same number make one correction.',
	correction: true,
	lineReferences: [
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
	],
	lineType: { product: 'The line is for goods', service: 'The line is for a service' },
	taxRateName: 'required',
	baseNetDescription: 'Net base price of one unit',
	// No goods received note fields: the spec has them on read only ("on read an item also has").
	lineSources: true,
	lines: {
		required: true,
		placeholder:
			'[{"lineNumber": 1, "invoiceReferenceNumber": "FV/2024/0001", "invoiceReferenceLineNumber": 1, …}]',
		description:
			'The lines of the correction as a JSON array: the invoice line fields (lineNumber, type, itemName, sku, notes, linePrices, itemPrices, taxRate with name and value, discount, additionalCosts, quantity, unit) plus invoiceReferenceNumber and invoiceReferenceLineNumber are required',
	},
	options: [taxRateFormatProperty, calculateAmountsProperty],
	jsonExample: '={{ $json }}',
});

export const invoiceCorrection: ResourceDef = {
	value: 'invoiceCorrection',
	name: 'Invoice Correction',
	description: 'Corrections of sales invoices and their files',
	operations: [
		createOperation({
			value: 'create',
			name: 'Create',
			action: 'Create an invoice correction',
			description: 'Add an invoice correction',
			form: correctionInput,
			input: taxRateCheckedInput(correctionDocument),
			endpoint: ENDPOINTS.create,
		}),
		getOperation(correctionDoc, ENDPOINTS.get),
		deleteOperation(correctionDoc, ENDPOINTS.delete),
		// The text names the begin parameter goodsReceivedNoteNumber, the sample number: send both.
		uploadFileOperation(correctionDoc, ENDPOINTS, (number) => ({
			number,
			goodsReceivedNoteNumber: number,
		})),
		downloadFileOperation(correctionDoc, { read: ENDPOINTS.get, ...INVOICE_STYLE_FILE }),
	],
};
