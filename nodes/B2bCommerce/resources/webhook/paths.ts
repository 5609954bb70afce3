/** Where the platform's webhook endpoints are. */
export const WEBHOOKS = '/api/v1/webhooks/integrations/auth-required/webhooks';
