import type { IDataObject } from 'n8n-workflow';

import { defineOperation } from '../../engine/operation';
import { additionalFields } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { callbackBody, listTypesIfNeeded, parseRequestBody, withExchangeName } from './body';
import type { ExampleInput } from './fields';
import { callbackFields, exampleInput } from './fields';
import { WEBHOOKS } from './paths';

export const sendExample = defineOperation({
	resource: 'webhook',
	value: 'sendExample',
	name: 'Send Example',
	action: 'Send an example webhook call',
	description: 'Have the platform send a sample event to a callback URL and return what it sent',
	properties: callbackFields(additionalFields),
	input: exampleInput,
	prepare: listTypesIfNeeded('additionalFields'),
	readInput: withExchangeName,
	endpoint: { method: 'POST', paths: [`${WEBHOOKS}/example`] },
	request: (input: ExampleInput) => ({ body: callbackBody(input) }),
	output: (answer: IDataObject | null | undefined) => {
		const response = answer ?? {};
		return {
			requestHeaders: response.requestHeaders,
			requestBody: parseRequestBody(response.requestBody) as IDataObject,
			requestBodyRaw: response.requestBody,
		};
	},
	/**
	 * What the platform sent: the headers, the body parsed from its JSON text (the CartOpened
	 * members are the ones the spec shows; other types' bodies are not shown), and the text.
	 */
	outputSchema: out.obj({
		requestHeaders: {
			type: 'object',
			description: 'Headers of the call: header name to values',
			additionalProperties: out.arr(out.str()),
		},
		requestBody: {
			...out.open({
				type: out.str('Type of event'),
				tenantKey: out.str('Tenant'),
				cartId: out.uuid('Cart ID (CartOpened)'),
				clientId: out.str('Client, org:<uuid> (CartOpened)'),
				eventId: out.uuid('Event ID'),
				timestamp: out.timestamp('When it happened, ISO 8601 UTC'),
			}),
			description: 'Body of the call, parsed from its JSON text',
		},
		requestBodyRaw: out.str('Body of the call as the platform gave it (JSON text)'),
	}),
});
