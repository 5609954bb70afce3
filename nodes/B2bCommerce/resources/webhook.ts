import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from '../schemas/zod';

import type { ResourceDef, RunContext } from '../operation';
import { defineOperation, listInput } from '../operation';
import type { Endpoint } from '../transport/request';
import { optional, text, uuid } from '../schemas/common';
import { locator } from './common';
import { itemName } from '../numbering';

const WEBHOOKS_PREFIX = '/api/v1/webhooks/integrations/auth-required/webhooks';

/** GET the webhook types: the spec's text says `/type`, its sample `/types`. */
const WEBHOOK_TYPES_ENDPOINT: Endpoint = {
	key: 'webhook.types',
	method: 'GET',
	paths: [`${WEBHOOKS_PREFIX}/type`, `${WEBHOOKS_PREFIX}/types`],
};

/**
 * Every webhook endpoint, declared once: the action node, its webhook search and the webhook
 * trigger all use these, so the remembered API path is shared.
 */
export const webhookEndpoints = {
	list: { key: 'webhook.list', method: 'GET', paths: [WEBHOOKS_PREFIX] },
	get: { key: 'webhook.get', method: 'GET', paths: [`${WEBHOOKS_PREFIX}/{webhookId}`] },
	create: { key: 'webhook.create', method: 'POST', paths: [WEBHOOKS_PREFIX] },
	update: { key: 'webhook.update', method: 'PUT', paths: [WEBHOOKS_PREFIX] },
	delete: { key: 'webhook.delete', method: 'DELETE', paths: [`${WEBHOOKS_PREFIX}/{webhookId}`] },
	example: { key: 'webhook.example', method: 'POST', paths: [`${WEBHOOKS_PREFIX}/example`] },
	types: WEBHOOK_TYPES_ENDPOINT,
} satisfies Record<string, Endpoint>;

/** The webhook types the spec names, with their exchange names. */
export const KNOWN_WEBHOOK_TYPES: Array<{
	name: string;
	exchangeName: string;
	description: string;
}> = [
	{
		name: 'CartOpened',
		exchangeName: 'p-u-o-m-e-c-cartopened-klient',
		description: 'A user has opened a cart',
	},
	{
		name: 'ClientLogged',
		exchangeName: 'p-u-o-m-e-c-clientlogged-klient',
		description: 'A user has logged in (again after 30 minutes without activity)',
	},
	{
		name: 'OfferOpened',
		exchangeName: 'p-u-o-m-e-o-offeropened-klient',
		description: 'A user has opened an offer in the back office',
	},
];

/** A webhook type as the platform writes it. */
export interface WebhookType {
	name: string;
	exchangeName: string;
}

/** The named types of a platform answer to the type list; anything else in it is skipped. */
export function listedWebhookTypes(
	listed: unknown,
): Array<{ name: string; exchangeName?: string }> {
	return (Array.isArray(listed) ? (listed as unknown[]) : []).filter(
		(type): type is { name: string; exchangeName?: string } =>
			typeof (type as IDataObject)?.name === 'string' && (type as IDataObject).name !== '',
	);
}

/**
 * The exchange name of each type: the spec's for the types it names, the platform's type list
 * (asked only when a type is not one of those) for the rest. Types found nowhere are missing
 * from `found`; `offered` names every type there is, for the message that says so.
 */
export async function exchangeNames(
	names: string[],
	listTypes: () => Promise<unknown>,
): Promise<{ found: Map<string, string>; offered: string[] }> {
	const found = new Map<string, string>();
	const offered = KNOWN_WEBHOOK_TYPES.map((type) => type.name);
	for (const known of KNOWN_WEBHOOK_TYPES) {
		if (names.includes(known.name)) found.set(known.name, known.exchangeName);
	}
	if (names.every((name) => found.has(name))) return { found, offered };
	for (const type of listedWebhookTypes(await listTypes())) {
		if (!offered.includes(type.name)) offered.push(type.name);
		if (
			names.includes(type.name) &&
			!found.has(type.name) &&
			typeof type.exchangeName === 'string'
		) {
			found.set(type.name, type.exchangeName);
		}
	}
	return { found, offered };
}

const httpUrl = text.pipe(
	z
		.string()
		.url('Must be an absolute URL like https://example.com/hooks/b2b')
		.refine((value) => /^https?:\/\//i.test(value), 'Must start with http:// or https://'),
);

const webhookId = locator({
	name: 'webhookId',
	displayName: 'Webhook',
	searchListMethod: 'searchWebhooks',
	description: 'The webhook to work with',
});

// ---------------------------------------------------------------------------------------------
// Fields

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

const callbackUrlField: INodeProperties = {
	displayName: 'Callback URL',
	name: 'callbackUrl',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. https://example.com/hooks/b2b',
	description: 'Where the platform sends the events',
};

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
		displayName: 'Username',
		name: 'username',
		type: 'string',
		default: '',
		required: true,
		description: 'Username the platform sends to the callback URL',
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

const exchangeNameCollection = (name: string, displayName: string): INodeProperties => ({
	displayName,
	name,
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		{
			displayName: 'Exchange Name',
			name: 'exchangeName',
			type: 'string',
			default: '',
			description:
				'Exchange name of the webhook type. Leave empty: it is filled in from the type name (only needed for a type the platform does not list).',
		},
	],
});

function webhookFields(collectionName: string, collectionLabel: string): INodeProperties[] {
	return [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			required: true,
			description: 'Name of the webhook',
		},
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
		typeField,
		callbackUrlField,
		...authenticationFields,
		exchangeNameCollection(collectionName, collectionLabel),
	];
}

// ---------------------------------------------------------------------------------------------
// Input

const authenticationInput = {
	authentication: z.enum(['HTTP_BASIC', 'NONE']),
	username: z.string().optional(),
	password: z.string().optional(),
};

type AuthenticationInput = {
	authentication: 'HTTP_BASIC' | 'NONE';
	username?: string;
	password?: string;
};

/** Username and password are required with Basic Auth (and not sent otherwise). */
function requireCredentials(value: AuthenticationInput, ctx: z.RefinementCtx): void {
	if (value.authentication !== 'HTTP_BASIC') return;
	for (const field of ['username', 'password'] as const) {
		if (value[field] === undefined || value[field]!.trim() === '') {
			ctx.addIssue({
				code: z.ZodIssueCode.invalid_type,
				expected: 'string',
				received: 'undefined',
				path: [field],
			});
		}
	}
}

const typeInput = {
	webhookType: text,
	exchangeName: optional(text),
	callbackUrl: httpUrl,
	...authenticationInput,
};

const webhookInput = z
	.object({ name: text, status: z.enum(['ACTIVE', 'INACTIVE']), ...typeInput })
	.superRefine(requireCredentials);
type WebhookInput = z.infer<typeof webhookInput>;

const exampleInput = z.object(typeInput).superRefine(requireCredentials);
type ExampleInput = z.infer<typeof exampleInput>;

// ---------------------------------------------------------------------------------------------
// Helpers

/** The platform's type list, asked once per run (the checks of many items share it). */
function listTypesOnce(ctx: RunContext): Promise<unknown> {
	const { scope } = ctx;
	if (!scope.webhookTypes) {
		const list = ctx.send(WEBHOOK_TYPES_ENDPOINT);
		scope.webhookTypes = list;
		list.catch(() => {
			if (scope.webhookTypes === list) scope.webhookTypes = undefined;
		});
	}
	return scope.webhookTypes;
}

/**
 * The type object the platform wants. The exchange name comes from the user, else from the
 * spec's mapping, else from the platform's list of types.
 */
async function resolveType(
	ctx: RunContext,
	name: string,
	exchangeName: string | undefined,
): Promise<WebhookType> {
	if (exchangeName) return { name, exchangeName };
	const { found, offered } = await exchangeNames([name], () => listTypesOnce(ctx));
	const resolved = found.get(name);
	if (resolved) return { name, exchangeName: resolved };
	throw new NodeOperationError(
		ctx.fn.getNode(),
		`"Webhook Type Name or ID": ${name} is not a webhook type the platform knows`,
		{
			itemIndex: ctx.itemIndex,
			description: `${itemName(ctx.itemIndex)}: choose one of ${offered.join(', ')}, or set its "Exchange Name" under "Additional Fields" (or "Update Fields"). Nothing was sent for this item.`,
		},
	);
}

function callbackAuthentication(input: AuthenticationInput): IDataObject {
	return input.authentication === 'HTTP_BASIC'
		? { type: 'HTTP_BASIC', username: input.username, password: input.password }
		: { type: 'NONE' };
}

/** What we show of a webhook we wrote: everything but the callback password. */
function withoutPassword(body: IDataObject): IDataObject {
	const auth = body.callbackAuthentication as IDataObject;
	return {
		...body,
		callbackAuthentication:
			auth.type === 'HTTP_BASIC'
				? { type: auth.type, username: auth.username }
				: { type: auth.type },
	};
}

/** Before anything is sent: the type must be one the platform knows; its exchange name is kept for run. */
async function resolveTypeFirst(
	ctx: RunContext,
	input: { webhookType: string; exchangeName?: string },
): Promise<void> {
	input.exchangeName = (await resolveType(ctx, input.webhookType, input.exchangeName)).exchangeName;
}

async function webhookBody(ctx: RunContext, input: WebhookInput): Promise<IDataObject> {
	return {
		name: input.name,
		status: input.status,
		webhookType: { ...(await resolveType(ctx, input.webhookType, input.exchangeName)) },
		callbackUrl: input.callbackUrl,
		callbackAuthentication: callbackAuthentication(input),
	};
}

function parseRequestBody(raw: unknown): unknown {
	if (typeof raw !== 'string') return raw;
	try {
		return JSON.parse(raw);
	} catch {
		return raw;
	}
}

// ---------------------------------------------------------------------------------------------
// Operations

export const webhook: ResourceDef = {
	value: 'webhook',
	name: 'Webhook',
	description: 'Callbacks the platform calls on events',
	operations: [
		defineOperation({
			value: 'getAll',
			name: 'Get Many',
			action: 'Get many webhooks',
			description: 'List webhooks, optionally only those whose name contains a text',
			properties: [
				{
					displayName: 'Filters',
					name: 'filters',
					type: 'collection',
					placeholder: 'Add Filter',
					default: {},
					options: [
						{
							displayName: 'Search',
							name: 'search',
							type: 'string',
							default: '',
							description: 'Only webhooks whose name contains this text (at least 3 characters)',
						},
					],
				},
			],
			input: z.object({
				search: optional(z.string().min(3, 'must have at least 3 characters')),
				...listInput,
			}),
			endpoint: webhookEndpoints.list,
			request: (input: { search?: string }) => ({
				query: input.search ? { search: input.search } : {},
			}),
			list: { shape: 'pageEnvelope', maxPageSize: 100 },
		}),
		defineOperation({
			value: 'get',
			name: 'Get',
			action: 'Get a webhook',
			description: 'Read one webhook by ID',
			properties: [webhookId],
			input: z.object({ webhookId: uuid }),
			endpoint: webhookEndpoints.get,
			request: (input: { webhookId: string }) => ({ pathParams: { webhookId: input.webhookId } }),
		}),
		defineOperation({
			value: 'create',
			name: 'Create',
			action: 'Create a webhook',
			description: 'Register a callback URL for a type of event',
			properties: webhookFields('additionalFields', 'Additional Fields'),
			input: webhookInput,
			precheck: resolveTypeFirst,
			run: async (ctx, input: WebhookInput) => {
				const body = await webhookBody(ctx, input);
				const response = (await ctx.send(webhookEndpoints.create, { body })) as
					| { id?: string }
					| undefined;
				return { id: response?.id, ...withoutPassword(body) };
			},
		}),
		defineOperation({
			value: 'update',
			name: 'Update',
			action: 'Update a webhook',
			description: 'Replace every field of a webhook',
			properties: [webhookId, ...webhookFields('updateFields', 'Update Fields')],
			input: webhookInput.and(z.object({ webhookId: uuid })),
			precheck: resolveTypeFirst,
			run: async (ctx, input: WebhookInput & { webhookId: string }) => {
				const body = { id: input.webhookId, ...(await webhookBody(ctx, input)) };
				await ctx.send(webhookEndpoints.update, { body });
				return { ...withoutPassword(body), updated: true };
			},
		}),
		defineOperation({
			value: 'delete',
			name: 'Delete',
			action: 'Delete a webhook',
			description: 'Delete a webhook by ID',
			properties: [webhookId],
			input: z.object({ webhookId: uuid }),
			endpoint: webhookEndpoints.delete,
			request: (input: { webhookId: string }) => ({ pathParams: { webhookId: input.webhookId } }),
			output: (_response, input: { webhookId: string }) => ({ id: input.webhookId, deleted: true }),
		}),
		defineOperation({
			value: 'sendExample',
			name: 'Send Example',
			action: 'Send an example webhook call',
			description:
				'Have the platform send a sample event to a callback URL and return what it sent',
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
				const response = ((await ctx.send(webhookEndpoints.example, { body })) ??
					{}) as IDataObject;
				return {
					requestHeaders: response.requestHeaders,
					requestBody: parseRequestBody(response.requestBody) as IDataObject,
					requestBodyRaw: response.requestBody,
				};
			},
		}),
		defineOperation({
			value: 'getTypes',
			name: 'Get Types',
			action: 'Get webhook types',
			description: 'List the types of events a webhook can receive',
			properties: [],
			input: z.object({}),
			endpoint: webhookEndpoints.types,
			output: (response: unknown) => (Array.isArray(response) ? (response as IDataObject[]) : []),
		}),
	],
};
