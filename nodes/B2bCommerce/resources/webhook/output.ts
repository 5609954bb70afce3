/** The output shapes the webhook operations share, from the spec's "Webhook" section. */
import { obj, oneOf, readShape, req, str, uuid } from '../../engine/outputSchema';

const webhookType = obj(
	{
		name: req(str('Type of event: CartOpened, ClientLogged or OfferOpened')),
		exchangeName: req(str('Exchange name of the type')),
	},
	'Type of event',
);

/** A webhook as the platform answers it (Get, Get Many). */
export const webhookRecord = readShape(
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

/** What we return of a webhook we wrote (Create, Update): everything but the callback password. */
export const webhookWritten = {
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
