/**
 * What the invoice correction operations share: the correction found by number. The correction
 * itself is described in documents/invoiceStyle/table.ts.
 */
import { numberedDocument } from '../../documents/operations';

/** An invoice correction found by its number (Get, Delete, files). */
export const correctionDoc = numberedDocument(
	'invoiceCorrection',
	'invoice correction',
	'an',
	'Correction Number',
	'e.g. FK/2024/0001',
);
