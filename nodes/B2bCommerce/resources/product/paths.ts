/** The API prefix of the product operations. */
export const PRODUCTS = '/api/v1/catalog/integrations/auth-required/products';
