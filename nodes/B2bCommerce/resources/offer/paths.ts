/** Where the platform's offer endpoint is. */
export const OFFER = '/api/v1/orderpath/integrations/auth-required/offer';
