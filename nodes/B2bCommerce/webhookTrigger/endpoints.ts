import { KNOWN_WEBHOOK_TYPES } from '../resources/webhook';

/** The webhook endpoints the trigger uses: the action node's webhook resource declares them. */
export { webhookEndpoints } from '../resources/webhook';

export interface WebhookType {
	name: string;
	exchangeName: string;
}

/** The spec's webhook events: name, exchange name and when the platform sends them. */
export const KNOWN_EVENT_TYPES: Array<WebhookType & { description: string }> = KNOWN_WEBHOOK_TYPES;
