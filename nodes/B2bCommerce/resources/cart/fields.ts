/** What the cart's operations share: the path prefix, the Cart ID and Operator ID fields, line flags and their input schemas. */
import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { num } from '../../engine/values';

export const PREFIX = '/api/v1/orderpath/integrations/auth-required/carts/{cartId}';

export const PRICE_CHANGE_FIELDS = [
	'FIXED_DISCOUNT',
	'FIXED_MARGIN',
	'FIXED_PRICE',
	'PERCENT_DISCOUNT',
	'PERCENT_MARGIN',
	'PURCHASE_PRICE',
] as const;

export const cartId: INodeProperties = {
	displayName: 'Cart ID',
	name: 'cartId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
	description: 'ID of the cart (a UUID), for example from a CartOpened webhook event',
};

export const operatorIdField: INodeProperties = {
	displayName: 'Operator ID',
	name: 'operatorId',
	type: 'string',
	default: '',
	placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
	description:
		'ID of the back-office operator on whose behalf the change is made (a UUID); may be left empty',
};

export const positiveQuantity = num.refine((value) => value > 0, 'must be greater than 0');

/** The three line flags: all default to true on the platform. */
export const lineFlags: INodeProperties[] = [
	{
		displayName: 'Allow Quantity Change',
		name: 'allowQuantityChange',
		type: 'boolean',
		default: true,
		description: 'Whether the buyer may change the quantity of the line',
	},
	{
		displayName: 'Allow Quantity Splitting',
		name: 'allowQuantitySplitting',
		type: 'boolean',
		default: true,
		description: 'Whether the line may be split across shipments',
	},
	{
		displayName: 'Removable',
		name: 'removable',
		type: 'boolean',
		default: true,
		description:
			'Whether the buyer may remove the line (removing a main line removes its children)',
	},
];

export const flagsSchema = {
	allowQuantityChange: z.boolean().optional(),
	allowQuantitySplitting: z.boolean().optional(),
	removable: z.boolean().optional(),
};
