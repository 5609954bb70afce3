/** What the operator operations share: the operator locator and the fields of Create and Update with their input schema. */
import type { INodeProperties } from 'n8n-workflow';

import { bool, clientIdentifier, optional, text, uuid } from '../../engine/values';
import { locator } from '../../engine/resourceHelpers';
import { CLIENT_ID_EXAMPLE, email, idField, nameField, textField } from '../../engine/fields';

export const operatorId = locator({
	name: 'operatorId',
	displayName: 'Operator',
	searchListMethod: 'searchOperators',
	description: 'The back-office operator to work with',
});

/** Required on both Create and Update. */
export const nameAndPhone: INodeProperties[] = [
	nameField('Full name of the operator'),
	textField('phone', 'Phone', 'Phone number of the operator'),
];

/** Optional operator fields, sorted by display name. */
export const optionalOperatorFields: INodeProperties[] = [
	{
		displayName: 'Additional Email',
		name: 'additionalEmail',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		description: 'A second email address of the operator',
	},
	idField('branchId', 'Branch ID', 'ID of the branch the operator belongs to, a UUID', false),
	textField(
		'cartDefaultClientId',
		'Cart Default Client ID',
		"Client the operator's carts are for by default, in the form org:UUID",
		{ required: false, placeholder: CLIENT_ID_EXAMPLE },
	),
	textField(
		'cartDefaultWarehouseId',
		'Cart Default Warehouse ID',
		"Warehouse the operator's carts use by default",
		{ required: false },
	),
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
	textField('externalId', 'External ID', 'Identifier of the operator in your own system', {
		required: false,
	}),
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
	textField('landlinePhone', 'Landline Phone', 'Landline phone number of the operator', {
		required: false,
	}),
];

export const emailField: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@email.com',
	default: '',
	description: 'Email address of the operator',
};

export const optionalOperatorSchema = {
	externalId: optional(text),
	additionalEmail: optional(email),
	landlinePhone: optional(text),
	cartDefaultWarehouseId: optional(text),
	cartDefaultClientId: optional(clientIdentifier),
	isAccountManager: optional(bool),
	isActive: optional(bool),
	branchId: optional(uuid),
	isAppliedDefaultClientFromBranch: optional(bool),
	isAppliedDefaultWarehouseFromBranch: optional(bool),
};
