/**
 * What the invoice operations share: the invoice found by number. The invoice itself is described
 * in documents/invoiceStyle/table.ts.
 */
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../transport/types';
import { numberedDocument } from '../../documents/operations';
import { CORRECTION_SINGLE, INVOICES } from './paths';

/** An invoice found by its number (Get, Delete, payment status, files). */
export const invoiceDoc = numberedDocument(
	'invoice',
	'invoice',
	'an',
	'Invoice Number',
	'e.g. FV/2024/0001',
	{ refuse: refuseAnswer },
);

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
