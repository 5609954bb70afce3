/** Where the platform's pricing endpoints are (product taxes among them). */
export const PRICING = '/api/v1/pricing/integrations/auth-required';
