import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { endpointOf } from '../engine/operation';
import { getAll } from '../resources/webhook/getAll.operation';
import { getTypes } from '../resources/webhook/getTypes.operation';
import { KNOWN_WEBHOOK_TYPES, listedWebhookTypes } from '../resources/webhook/types';
import { platformRequest } from '../transport/request';
import { pageEnvelope } from '../transport/paginate';
import { matches, nameWithDetail, pagedList } from './search';

const PAGE_SIZE = 100;
/** The platform's search needs at least this many characters; shorter filters are applied here. */
const SEARCH_MIN_LENGTH = 3;

export const listSearch = {
	searchWebhooks: pagedList({
		endpoint: endpointOf(getAll),
		shape: pageEnvelope,
		pageSize: PAGE_SIZE,
		filterQuery: (text) => (text.length >= SEARCH_MIN_LENGTH ? { search: text } : {}),
		keep: (record, text, query) =>
			text === '' || query.search !== undefined || matches(text, record.name, record.id),
		toResult: (record) => ({
			name: nameWithDetail(
				record.name ?? record.id,
				(record.webhookType as IDataObject | undefined)?.name,
			),
			value: String(record.id),
		}),
	}),
};

export const loadOptions = {
	getWebhookTypes: webhookTypeOptions,
};

/** A webhook type as a dropdown option: its name in words ("CartOpened" reads "Cart Opened"). */
export function typeOption(name: string, description: string): INodePropertyOptions {
	return { name: name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'), value: name, description };
}

/**
 * The options of the action node's Webhook Type: the spec's three with its descriptions, and any
 * other type the platform lists (`/type`, or `/types`). When the platform cannot be asked (no
 * credential yet, platform down), the spec's three, saying why, so the choice never depends on
 * the platform being up.
 */
async function webhookTypeOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	let listed: unknown;
	let failure: string | undefined;
	try {
		listed = await platformRequest.call(this, { endpoint: endpointOf(getTypes) });
	} catch (error) {
		failure = (error as Error).message;
	}
	const why = failure ? ` (the platform's list could not be read: ${failure})` : '';
	const options = KNOWN_WEBHOOK_TYPES.map((type) =>
		typeOption(type.name, `${type.description}${why}`),
	);
	for (const type of listedWebhookTypes(listed)) {
		if (options.some((option) => option.value === type.name)) continue;
		options.push(
			typeOption(type.name, `Platform event type (exchange ${type.exchangeName ?? 'not given'})`),
		);
	}
	return options.sort((a, b) => a.name.localeCompare(b.name));
}
