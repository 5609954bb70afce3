/** What the cart's operations share: the Cart ID and Operator ID fields, line flags and their input schemas. */
import type { INodeProperties } from 'n8n-workflow';

import { bool, num, optional } from '../../engine/values';
import { idField, quantityTypeOptions } from '../../engine/fields';

export const cartId = idField(
	'cartId',
	'Cart ID',
	'ID of the cart (a UUID), for example from a CartOpened webhook event',
);

export const operatorIdField = idField(
	'operatorId',
	'Operator ID',
	'ID of the back-office operator on whose behalf the change is made (a UUID); may be left empty',
	false,
);

export const positiveQuantity = num.refine((value) => value > 0, 'must be greater than 0');

/** What a line's Quantity Type (`unit`) and Quantity (`value`) fields are, beside their names. */
const QUANTITY_FIELDS = {
	unit: { type: 'options', options: quantityTypeOptions, default: 'CONTENT_QUANTITY' },
	value: { type: 'number', typeOptions: { minValue: 0 }, default: 1 },
} satisfies Record<string, Partial<INodeProperties>>;

/** A line's Quantity Type or Quantity field, required unless `required` is false. */
export function quantityField(
	kind: keyof typeof QUANTITY_FIELDS,
	name: string,
	displayName: string,
	description: string,
	required = true,
): INodeProperties {
	return {
		displayName,
		name,
		...QUANTITY_FIELDS[kind],
		...(required ? { required: true } : {}),
		description,
	};
}

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
	allowQuantityChange: optional(bool),
	allowQuantitySplitting: optional(bool),
	removable: optional(bool),
};
