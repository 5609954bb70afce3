/** Where the platform's pricing endpoints are. */
export const PRICING = '/api/v1/pricing/integrations/auth-required';
