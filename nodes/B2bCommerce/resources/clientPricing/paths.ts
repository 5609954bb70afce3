/** Where the platform's pricing endpoints are. */
export const PRICING_API = '/api/v1/pricing/integrations/auth-required';
