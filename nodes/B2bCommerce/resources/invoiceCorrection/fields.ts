/** What the invoice correction operations share: the API prefix, the correction found by number, its form. */
import { calculateAmountsProperty } from '../../documents/invoiceStyle/amounts';
import { taxRateFormatProperty } from '../../documents/parts';
import { amount, field, text } from '../../documents/fields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { numberedDocument } from '../../documents/operations';

/** Where the platform's invoice endpoints are (the correction paths and the Begin upload variants). */
export const BASE = '/api/v1/invoices/integrations/auth-required';
/** Where the platform's invoice correction endpoints are. */
export const CORRECTIONS = `${BASE}/invoice-corrections`;

/** An invoice correction found by its number (Get, Delete, files). */
export const correctionDoc = numberedDocument(
	'invoice correction',
	'an',
	'Correction Number',
	'e.g. FK/2024/0001',
	{ resource: 'invoiceCorrection' },
);

/** The correction's form: Fields, JSON and Spreadsheet Rows. */
export const correctionInput = invoiceStyleInput({
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
	options: [taxRateFormatProperty, calculateAmountsProperty],
	jsonExample: '={{ $json }}',
});
