/** Where the platform's product group endpoints are. */
export const PRODUCT_GROUPS = '/api/v1/pricing/integrations/auth-required/product-group';
