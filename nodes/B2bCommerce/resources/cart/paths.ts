/** Where the endpoints of one cart are: each cart operation adds its own step. */
export const CART = '/api/v1/orderpath/integrations/auth-required/carts/{cartId}';
