import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, listInput } from '../../engine/operation';
import { clientIdentifier, optional, text, uuid } from '../../engine/values';
import { endpointTable, getByIdOperation, locator } from '../../engine/resourceHelpers';
import { compact, email, nameField } from '../../engine/fields';

/** Main path prefix; the alternative path (the spec's sample requests) reads operators under `authserver` instead. */
export const OPERATORS_TEXT = '/api/v1/catalog/integrations/auth-required/operators';
export const OPERATORS_SAMPLE = '/api/v1/authserver/integrations/auth-required/operators';

/**
 * Every operator endpoint, declared once: the action node, the operator list search and the
 * feed trigger use these, so they remember the same API path.
 */
export const operatorEndpoints = endpointTable('operator', {
	list: { method: 'GET', paths: [OPERATORS_TEXT, OPERATORS_SAMPLE] },
	get: {
		method: 'GET',
		paths: [`${OPERATORS_TEXT}/{operatorId}`, `${OPERATORS_SAMPLE}/{operatorId}`],
	},
	create: { method: 'POST', paths: [`${OPERATORS_TEXT}/create`] },
	update: { method: 'PUT', paths: [`${OPERATORS_TEXT}/{operatorId}`] },
});

const operatorId = locator({
	name: 'operatorId',
	displayName: 'Operator',
	searchListMethod: 'searchOperators',
	description: 'The back-office operator to work with',
});

/** Required on both Create and Update. */
const nameAndPhone: INodeProperties[] = [
	nameField('Full name of the operator'),
	{
		displayName: 'Phone',
		name: 'phone',
		type: 'string',
		default: '',
		required: true,
		description: 'Phone number of the operator',
	},
];

/** Optional operator fields, sorted by display name. */
const optionalOperatorFields: INodeProperties[] = [
	{
		displayName: 'Additional Email',
		name: 'additionalEmail',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		description: 'A second email address of the operator',
	},
	{
		displayName: 'Branch ID',
		name: 'branchId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		description: 'ID of the branch the operator belongs to',
	},
	{
		displayName: 'Cart Default Client ID',
		name: 'cartDefaultClientId',
		type: 'string',
		default: '',
		placeholder: 'e.g. org:3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		description: "Client the operator's carts are for by default, in the form org:UUID",
	},
	{
		displayName: 'Cart Default Warehouse ID',
		name: 'cartDefaultWarehouseId',
		type: 'string',
		default: '',
		description: "Warehouse the operator's carts use by default",
	},
	{
		displayName: 'Default Client From Branch',
		name: 'isAppliedDefaultClientFromBranch',
		type: 'boolean',
		default: false,
		description: "Whether the default client comes from the operator's branch",
	},
	{
		displayName: 'Default Warehouse From Branch',
		name: 'isAppliedDefaultWarehouseFromBranch',
		type: 'boolean',
		default: false,
		description: "Whether the default warehouse comes from the operator's branch",
	},
	{
		displayName: 'External ID',
		name: 'externalId',
		type: 'string',
		default: '',
		description: 'Identifier of the operator in your own system',
	},
	{
		displayName: 'Is Account Manager',
		name: 'isAccountManager',
		type: 'boolean',
		default: false,
		description: 'Whether the operator is an account manager',
	},
	{
		displayName: 'Is Active',
		name: 'isActive',
		type: 'boolean',
		default: true,
		description:
			'Whether the operator is active (the platform makes new operators active when not given)',
	},
	{
		displayName: 'Landline Phone',
		name: 'landlinePhone',
		type: 'string',
		default: '',
		description: 'Landline phone number of the operator',
	},
];

const emailField: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@email.com',
	default: '',
	description: 'Email address of the operator',
};

const optionalOperatorSchema = {
	externalId: optional(z.string()),
	additionalEmail: optional(email),
	landlinePhone: optional(z.string()),
	cartDefaultWarehouseId: optional(z.string()),
	cartDefaultClientId: optional(clientIdentifier),
	isAccountManager: z.boolean().optional(),
	isActive: z.boolean().optional(),
	branchId: optional(uuid),
	isAppliedDefaultClientFromBranch: z.boolean().optional(),
	isAppliedDefaultWarehouseFromBranch: z.boolean().optional(),
};

const createSchema = z.object({
	email,
	name: text,
	phone: text,
	...optionalOperatorSchema,
});

const updateSchema = z.object({
	operatorId: text,
	name: text,
	phone: text,
	email: optional(email),
	...optionalOperatorSchema,
});

export const operator: ResourceDef = {
	value: 'operator',
	name: 'Operator',
	description: 'Back-office operators',
	operations: [
		defineOperation({
			value: 'getAll',
			name: 'Get Many',
			action: 'Get many operators',
			description: 'List back-office operators',
			docsNote: 'Each operator comes once (the platform sends every record twice)',
			properties: [],
			input: z.object(listInput),
			endpoint: operatorEndpoints.list,
			// The platform carries every record twice (items and listElement); each is output once.
			list: { shape: 'operatorEnvelope', maxPageSize: 100 },
		}),
		getByIdOperation(
			{ noun: 'operator', article: 'an', name: 'operatorId', field: operatorId, id: text },
			operatorEndpoints.get,
		),
		defineOperation({
			value: 'create',
			name: 'Create',
			action: 'Create an operator',
			description: 'Create a back-office operator',
			properties: [
				{ ...emailField, required: true },
				...nameAndPhone,
				{
					displayName: 'Additional Fields',
					name: 'additionalFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: optionalOperatorFields,
				},
			],
			input: createSchema,
			endpoint: operatorEndpoints.create,
			request: (input) => ({ body: compact(input) }),
			output: (response: { operatorId?: string } | undefined, input) => ({
				operatorId: response?.operatorId,
				id: response?.operatorId,
				...compact(input),
			}),
		}),
		defineOperation({
			value: 'update',
			name: 'Update',
			action: 'Update an operator',
			description: 'Change the name, phone and the fields given of an operator',
			properties: [
				operatorId,
				...nameAndPhone,
				{
					displayName: 'Update Fields',
					name: 'updateFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: [...optionalOperatorFields, emailField].sort((a, b) =>
						a.displayName.localeCompare(b.displayName),
					),
				},
			],
			input: updateSchema,
			endpoint: operatorEndpoints.update,
			request: ({ operatorId, ...body }) => ({ pathParams: { operatorId }, body: compact(body) }),
			output: (_response, { operatorId, ...body }) => ({
				id: operatorId,
				...compact(body),
				updated: true,
			}),
		}),
	],
};
