/** The output shapes the webhook operations share, from the spec's "Webhook" section. */
import type { JsonSchema } from '../../engine/outputSchema';
import * as out from '../../engine/outputSchema';

const required = (members: Record<string, JsonSchema>) =>
	Object.fromEntries(Object.entries(members).map(([key, schema]) => [key, out.req(schema)]));

/** A webhook type as Get Types lists it; a webhook holds one with both members. */
export const typeMembers = {
	name: out.str('Type of event: CartOpened, ClientLogged or OfferOpened'),
	exchangeName: out.str('Exchange name of the type'),
};
const webhookType = out.obj(required(typeMembers), 'Type of event');

/** The members a webhook is written with, as the platform answers them too. */
const members: Record<string, JsonSchema> = {
	name: out.str('Name'),
	status: out.oneOf(['ACTIVE', 'INACTIVE'], 'Whether events are sent'),
	webhookType,
	callbackUrl: out.str('Where events are sent'),
};
const authType = out.oneOf(['NONE', 'HTTP_BASIC'], 'Authentication of the calls');
const username = out.str('User name (HTTP_BASIC)');

/** A webhook as the platform answers it (Get, Get Many). */
export const webhookRecord = out.readShape(
	out.obj({
		id: out.uuid('Webhook ID'),
		...members,
		callbackAuthentication: out.obj(
			{ type: authType, username, password: out.str('Password (HTTP_BASIC)') },
			'How the calls authenticate',
		),
	}),
);

/** What we return of a webhook we wrote (Create, Update): everything but the callback password. */
export const webhookWritten = {
	...required(members),
	callbackAuthentication: out.req(
		out.obj(
			{ type: out.req(authType), username },
			'How the calls authenticate (the password is not returned)',
		),
	),
};
