/** Main path under `account`; the alternative path (the spec's sample request) uses `stock`. */
export const EXTERNAL_RESERVATIONS = [
	'/api/v1/account/integrations/auth-required/external-reservations',
	'/api/v1/stock/integrations/auth-required/external-reservations',
];
