import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { platformRequest } from '../transport/request';
import type { WebhookType } from './endpoints';
import { KNOWN_EVENT_TYPES, webhookEndpoints } from './endpoints';

function knownOptions(): INodePropertyOptions[] {
	return KNOWN_EVENT_TYPES.map((type) => ({ name: type.name, value: type.name, description: type.description }));
}

/**
 * The event types the platform lists, merged with the spec's three (with the spec's
 * descriptions). When the list cannot be read (no credential yet, platform unreachable),
 * the spec's three are offered, so the choice never depends on the platform being up.
 */
export async function getWebhookEventTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const options = knownOptions();
	let listed: unknown;
	try {
		listed = await platformRequest.call(this, { endpoint: webhookEndpoints.types });
	} catch (error) {
		this.logger?.debug?.(`B2B Commerce: listing webhook types failed, offering the known ones: ${(error as Error).message}`);
		return options;
	}
	for (const type of Array.isArray(listed) ? (listed as WebhookType[]) : []) {
		if (typeof type?.name !== 'string' || type.name === '') continue;
		if (options.some((option) => option.value === type.name)) continue;
		options.push({
			name: type.name,
			value: type.name,
			description: `Platform event type (exchange ${String(type.exchangeName ?? 'not given')})`,
		});
	}
	return options.sort((a, b) => a.name.localeCompare(b.name));
}
