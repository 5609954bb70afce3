/** The output shapes the webhook operations share, from the spec's "Webhook" section. */
import type { JsonSchema } from '../../engine/outputSchema';
import { obj, oneOf, readShape, req, str, uuid } from '../../engine/outputSchema';

const required = (members: Record<string, JsonSchema>) =>
	Object.fromEntries(Object.entries(members).map(([key, schema]) => [key, req(schema)]));

/** A webhook type as Get Types lists it; a webhook holds one with both members. */
export const typeMembers = {
	name: str('Type of event: CartOpened, ClientLogged or OfferOpened'),
	exchangeName: str('Exchange name of the type'),
};
const webhookType = obj(required(typeMembers), 'Type of event');

/** The members a webhook is written with, as the platform answers them too. */
const members: Record<string, JsonSchema> = {
	name: str('Name'),
	status: oneOf(['ACTIVE', 'INACTIVE'], 'Whether events are sent'),
	webhookType,
	callbackUrl: str('Where events are sent'),
};
const authType = oneOf(['NONE', 'HTTP_BASIC'], 'Authentication of the calls');
const username = str('User name (HTTP_BASIC)');

/** A webhook as the platform answers it (Get, Get Many). */
export const webhookRecord = readShape(
	obj({
		id: uuid('Webhook ID'),
		...members,
		callbackAuthentication: obj(
			{ type: authType, username, password: str('Password (HTTP_BASIC)') },
			'How the calls authenticate',
		),
	}),
);

/** What we return of a webhook we wrote (Create, Update): everything but the callback password. */
export const webhookWritten = {
	...required(members),
	callbackAuthentication: req(
		obj(
			{ type: req(authType), username },
			'How the calls authenticate (the password is not returned)',
		),
	),
};
