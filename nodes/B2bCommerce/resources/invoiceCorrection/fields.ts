/**
 * What the invoice correction operations share: the API prefix, the correction found by number.
 * The correction itself is described in documents/invoiceStyle/table.ts.
 */
import { numberedDocument } from '../../documents/operations';

/** Where the platform's invoice endpoints are (the correction paths and the Begin upload variants). */
export const BASE = '/api/v1/invoices/integrations/auth-required';
/** Where the platform's invoice correction endpoints are. */
export const CORRECTIONS = `${BASE}/invoice-corrections`;

/** An invoice correction found by its number (Get, Delete, files). */
export const correctionDoc = numberedDocument(
	'invoiceCorrection',
	'invoice correction',
	'an',
	'Correction Number',
	'e.g. FK/2024/0001',
);
