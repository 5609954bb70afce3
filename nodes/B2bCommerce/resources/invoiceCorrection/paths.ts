/** Where the platform's invoice endpoints are (the correction paths and the Begin upload variants). */
export const INVOICES_API = '/api/v1/invoices/integrations/auth-required';
/** Where the platform's invoice correction endpoints are. */
export const INVOICE_CORRECTIONS = `${INVOICES_API}/invoice-corrections`;
