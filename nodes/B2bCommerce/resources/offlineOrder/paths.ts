/** Where the offline order endpoints are: the spec's text gives `account`, its sample request `orders`. */
export const OFFLINE_ORDERS = [
	'/api/v1/account/integrations/auth-required/offline-order',
	'/api/v1/orders/integrations/auth-required/offline-order',
];
