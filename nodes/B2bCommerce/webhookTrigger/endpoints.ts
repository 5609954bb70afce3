import { KNOWN_WEBHOOK_TYPES, WEBHOOK_TYPES_ENDPOINT, WEBHOOKS_PREFIX } from '../resources/webhook';
import type { Endpoint } from '../transport/request';

/**
 * The webhook endpoints the trigger uses. The prefix, the types endpoint and the known types
 * come from the action node's webhook resource; list / get / create / delete are written out
 * here with the same keys as there, so a remembered path variant is shared.
 */
export const webhookEndpoints = {
	list: { key: 'webhook.list', method: 'GET', paths: [WEBHOOKS_PREFIX] },
	create: { key: 'webhook.create', method: 'POST', paths: [WEBHOOKS_PREFIX] },
	get: { key: 'webhook.get', method: 'GET', paths: [`${WEBHOOKS_PREFIX}/{webhookId}`] },
	delete: { key: 'webhook.delete', method: 'DELETE', paths: [`${WEBHOOKS_PREFIX}/{webhookId}`] },
	types: WEBHOOK_TYPES_ENDPOINT,
} satisfies Record<string, Endpoint>;

export interface WebhookType {
	name: string;
	exchangeName: string;
}

/** The spec's webhook events: name, exchange name and when the platform sends them. */
export const KNOWN_EVENT_TYPES: Array<WebhookType & { description: string }> = KNOWN_WEBHOOK_TYPES;
