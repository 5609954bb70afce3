/** Main path prefix; the alternative path (the spec's sample requests) reads operators under `authserver` instead. */
export const OPERATORS_TEXT = '/api/v1/catalog/integrations/auth-required/operators';
export const OPERATORS_SAMPLE = '/api/v1/authserver/integrations/auth-required/operators';
