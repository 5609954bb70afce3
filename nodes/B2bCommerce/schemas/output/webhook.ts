/** Output of the Webhook operations, from the spec's "Webhook" section and its Endpoints table. */
import type { OperationSchemas } from '../../engine/outputSchema';
import {
	arr,
	obj,
	oneOf,
	open,
	readShape,
	req,
	str,
	uuid,
	timestamp,
	updateAndDelete,
} from '../../engine/outputSchema';

const webhookType = obj(
	{
		name: req(str('Type of event: CartOpened, ClientLogged or OfferOpened')),
		exchangeName: req(str('Exchange name of the type')),
	},
	'Type of event',
);

const record = readShape(
	obj({
		id: uuid('Webhook ID'),
		name: str('Name'),
		status: oneOf(['ACTIVE', 'INACTIVE'], 'Whether events are sent'),
		webhookType,
		callbackUrl: str('Where events are sent'),
		callbackAuthentication: obj(
			{
				type: oneOf(['NONE', 'HTTP_BASIC'], 'Authentication of the calls'),
				username: str('User name (HTTP_BASIC)'),
				password: str('Password (HTTP_BASIC)'),
			},
			'How the calls authenticate',
		),
	}),
);

/** What we return of a webhook we wrote: everything but the callback password. */
const written = {
	name: req(str('Name')),
	status: req(oneOf(['ACTIVE', 'INACTIVE'], 'Whether events are sent')),
	webhookType: req(webhookType),
	callbackUrl: req(str('Where events are sent')),
	callbackAuthentication: req(
		obj(
			{
				type: req(oneOf(['NONE', 'HTTP_BASIC'], 'Authentication of the calls')),
				username: str('User name (HTTP_BASIC)'),
			},
			'How the calls authenticate (the password is not returned)',
		),
	),
};

export const webhookOutput: OperationSchemas = {
	getAll: record,
	get: record,
	create: obj({ id: uuid('ID the platform gave the webhook'), ...written }),
	...updateAndDelete(uuid, 'webhook', written),
	/**
	 * What the platform sent: the headers, the body parsed from its JSON text (the CartOpened
	 * members are the ones the spec shows; other types' bodies are not shown), and the text.
	 */
	sendExample: obj({
		requestHeaders: {
			type: 'object',
			description: 'Headers of the call: header name to values',
			additionalProperties: arr(str()),
		},
		requestBody: {
			...open({
				type: str('Type of event'),
				tenantKey: str('Tenant'),
				cartId: uuid('Cart ID (CartOpened)'),
				clientId: str('Client, org:<uuid> (CartOpened)'),
				eventId: uuid('Event ID'),
				timestamp: timestamp('When it happened, ISO 8601 UTC'),
			}),
			description: 'Body of the call, parsed from its JSON text',
		},
		requestBodyRaw: str('Body of the call as the platform gave it (JSON text)'),
	}),
	getTypes: obj({
		name: str('Type of event: CartOpened, ClientLogged or OfferOpened'),
		exchangeName: str('Exchange name of the type'),
	}),
};
