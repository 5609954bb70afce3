/** Where the platform's invoice endpoints are. */
export const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';

/**
 * Get correction's path, which the spec's sample request of Get invoice uses: Get invoice's
 * alternative path, tried when `.../invoices/single` does not exist (or answers "not found", as
 * nothing is remembered); its answer is taken only when it is the invoice asked for (refuseAnswer).
 */
export const CORRECTION_SINGLE =
	'/api/v1/invoices/integrations/auth-required/invoice-corrections/single';
