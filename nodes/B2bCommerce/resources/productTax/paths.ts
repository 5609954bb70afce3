/** Where the platform's pricing endpoints are (product taxes among them). */
export const PRICING_API = '/api/v1/pricing/integrations/auth-required';
