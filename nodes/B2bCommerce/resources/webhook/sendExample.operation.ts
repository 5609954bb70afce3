import type { IDataObject } from 'n8n-workflow';

import { defineOperation } from '../../engine/operation';
import { callbackAuthentication, parseRequestBody, resolveType, resolveTypeFirst } from './body';
import type { ExampleInput } from './fields';
import {
	authenticationFields,
	callbackUrlField,
	exampleInput,
	exchangeNameCollection,
	typeField,
} from './fields';
import { webhookEndpoints } from './types';

export const sendExample = defineOperation({
	value: 'sendExample',
	name: 'Send Example',
	action: 'Send an example webhook call',
	description: 'Have the platform send a sample event to a callback URL and return what it sent',
	properties: [
		typeField,
		callbackUrlField,
		...authenticationFields,
		exchangeNameCollection('additionalFields', 'Additional Fields'),
	],
	input: exampleInput,
	precheck: resolveTypeFirst,
	run: async (ctx, input: ExampleInput) => {
		const body = {
			webhookType: { ...(await resolveType(ctx, input.webhookType, input.exchangeName)) },
			callbackUrl: input.callbackUrl,
			callbackAuthentication: callbackAuthentication(input),
		};
		const response = ((await ctx.send(webhookEndpoints.example, { body })) ?? {}) as IDataObject;
		return {
			requestHeaders: response.requestHeaders,
			requestBody: parseRequestBody(response.requestBody) as IDataObject,
			requestBodyRaw: response.requestBody,
		};
	},
});
