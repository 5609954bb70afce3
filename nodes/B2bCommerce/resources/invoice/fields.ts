/** What the invoice operations share: the API prefix, the invoice found by number, its form. */
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../transport/types';
import { calculateAmountsProperty } from '../../documents/invoiceStyle/amounts';
import { taxRateFormatProperty } from '../../documents/parts';
import { field, text } from '../../documents/fields';
import { invoiceStyleInput } from '../../documents/invoiceStyle/form';
import { numberedDocument } from '../../documents/operations';

/** Where the platform's invoice endpoints are. */
export const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';

/**
 * Get correction's path, which the spec's sample request of Get invoice uses: Get invoice's
 * alternative path, tried when `.../invoices/single` does not exist (or answers "not found", as
 * nothing is remembered); its answer is taken only when it is the invoice asked for (refuseAnswer).
 */
export const CORRECTION_SINGLE =
	'/api/v1/invoices/integrations/auth-required/invoice-corrections/single';

/** An invoice found by its number (Get, Delete, payment status, files). */
export const invoiceDoc = numberedDocument('invoice', 'an', 'Invoice Number', 'e.g. FV/2024/0001', {
	resource: 'invoice',
	refuse: refuseAnswer,
});

/** The invoice's form: Fields, JSON and Spreadsheet Rows. */
export const invoiceInput = invoiceStyleInput({
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
		`${CORRECTION_SINGLE} (the path of Get correction), tried when ${INVOICES}/single does not exist or finds nothing; ` +
		'its answer is used only when it is the invoice asked for. Check the invoice number'
	);
}
