/** Where the platform's minimal price endpoints are. */
export const MINIMAL_PRICES = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
