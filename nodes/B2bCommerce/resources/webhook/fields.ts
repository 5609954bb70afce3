/** The webhook operations' fields and their input schemas. */
import type { INodeProperties } from 'n8n-workflow';
import type { PartlyValid, RuleContext } from '../../engine/zod';
import { acrossFields, z } from '../../engine/zod';

import { optional, text, uuid } from '../../engine/values';
import type { RecordById } from '../../engine/resourceHelpers';
import { locator } from '../../engine/resourceHelpers';
import { nameField, textField } from '../../engine/fields';

const httpUrl = text.pipe(
	z
		.string()
		.url('Must be an absolute URL like https://example.com/hooks/b2b')
		.refine((value) => /^https?:\/\//i.test(value), 'Must start with http:// or https://'),
);

export const webhookId = locator({
	name: 'webhookId',
	displayName: 'Webhook',
	searchListMethod: 'searchWebhooks',
	description: 'The webhook to work with',
});

/** A webhook named by its ID (Get, Delete). */
export const webhookById: RecordById<'webhookId', 'webhook'> = {
	resource: 'webhook',
	noun: 'webhook',
	article: 'a',
	name: 'webhookId',
	field: webhookId,
	id: uuid,
};

const typeField: INodeProperties = {
	displayName: 'Webhook Type Name or ID',
	name: 'webhookType',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getWebhookTypes' },
	default: '',
	required: true,
	description:
		'Events the webhook receives. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

const callbackUrlField = textField(
	'callbackUrl',
	'Callback URL',
	'Where the platform sends the events',
	{ placeholder: 'e.g. https://example.com/hooks/b2b' },
);

const authenticationFields: INodeProperties[] = [
	{
		displayName: 'Callback Authentication',
		name: 'authentication',
		type: 'options',
		default: 'NONE',
		required: true,
		description: 'How the platform authenticates itself when it calls the callback URL',
		options: [
			{
				name: 'Basic Auth',
				value: 'HTTP_BASIC',
				description: 'Send a username and password in the Authorization header',
			},
			{ name: 'None', value: 'NONE', description: 'Send no credentials' },
		],
	},
	{
		...textField('username', 'Username', 'Username the platform sends to the callback URL'),
		displayOptions: { show: { authentication: ['HTTP_BASIC'] } },
	},
	{
		displayName: 'Password',
		name: 'password',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description: 'Password the platform sends to the callback URL',
		displayOptions: { show: { authentication: ['HTTP_BASIC'] } },
	},
];

const exchangeNameField = textField(
	'exchangeName',
	'Exchange Name',
	'Exchange name of the webhook type. Leave empty: it is filled in from the type name (only needed for a type the platform does not list).',
	{ required: false },
);

type Collection = (options: INodeProperties[]) => INodeProperties;

/**
 * The type, callback URL and authentication: Send Example's fields, and the rest of Create's and
 * Update's. `collection` holds Exchange Name (Additional or Update Fields).
 */
export function callbackFields(collection: Collection): INodeProperties[] {
	return [typeField, callbackUrlField, ...authenticationFields, collection([exchangeNameField])];
}

/** The fields of Create and Update. */
export function webhookFields(collection: Collection): INodeProperties[] {
	return [
		nameField('Name of the webhook'),
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			default: 'ACTIVE',
			required: true,
			description: 'Only active webhooks receive events',
			options: [
				{ name: 'Active', value: 'ACTIVE', description: 'Events are sent' },
				{ name: 'Inactive', value: 'INACTIVE', description: 'No events are sent' },
			],
		},
		...callbackFields(collection),
	];
}

const authenticationInput = z.object({
	authentication: z.enum(['HTTP_BASIC', 'NONE']),
	username: z.string().optional(),
	password: z.string().optional(),
});
export type AuthenticationInput = z.infer<typeof authenticationInput>;

/** Username and password are required with Basic Auth (and not sent otherwise). */
function requireCredentials(value: PartlyValid<AuthenticationInput>, ctx: RuleContext): void {
	if (value.authentication !== 'HTTP_BASIC') return;
	for (const field of ['username', 'password'] as const) {
		if (!ctx.failed(field) && (value[field] ?? '').trim() === '')
			ctx.problem('is required', [field]);
	}
}

const typeInput = {
	webhookType: text,
	exchangeName: optional(text),
	callbackUrl: httpUrl,
	...authenticationInput.shape,
};

export const webhookInput = acrossFields(
	z.object({ name: text, status: z.enum(['ACTIVE', 'INACTIVE']), ...typeInput }),
	requireCredentials,
);
export type WebhookInput = z.infer<typeof webhookInput>;

export const exampleInput = acrossFields(z.object(typeInput), requireCredentials);
export type ExampleInput = z.infer<typeof exampleInput>;
