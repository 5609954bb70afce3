/** What the fiscal receipt correction operations share: the correction found by number, its form. */
import { field, text } from '../../documents/fields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { numberedDocument } from '../../documents/operations';

/** A fiscal receipt correction found by its number (Get, Delete, payment status, Upload File). */
export const correctionDoc = numberedDocument(
	'fiscal receipt correction',
	'a',
	'Correction Number',
	'e.g. KP/2024/0001',
	{ resource: 'fiscalReceiptCorrection' },
);

const CORRECTION_EXAMPLE =
	'{"number": "KP/2024/0001", "correctionType": "VALUABLE", "documentDate": "2024-03-01", "currencyCode": "PLN", "items": […]}';

/**
 * The correction as fields. Its fields follow the invoice correction (the spec's words), the
 * lines carry the fiscal receipt references instead of the invoice ones. The spec shows no
 * required markers here: only the number is marked (it names the document).
 */
export const fiscalInput = invoiceStyleInput({
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
