/**
 * The fiscal receipt correction found by number. The correction itself is described in
 * documents/invoiceStyle/table.ts.
 */
import { numberedDocument } from '../../documents/operations';

/** A fiscal receipt correction found by its number (Get, Delete, payment status, Upload File). */
export const correctionDoc = numberedDocument(
	'fiscalReceiptCorrection',
	'fiscal receipt correction',
	'a',
	'Correction Number',
	'e.g. KP/2024/0001',
);
