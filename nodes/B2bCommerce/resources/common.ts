import type { INodeProperties } from 'n8n-workflow';
import { z } from 'zod';

/** Spec: identifiers are `<uuid>` strings unless stated otherwise. */
export const uuid = z
	.string({ required_error: 'is required' })
	.trim()
	.min(1, 'is required')
	.uuid('Must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301');

export const requiredText = z.string({ required_error: 'is required' }).trim().min(1, 'is required');

/** A Spring-style client identifier: `org:<uuid>`. */
export const clientId = z
	.string()
	.regex(
		/^org:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
		'Must be a client ID like org:123e4567-e89b-12d3-a456-426614174000',
	);

/** Numbers typed into string fields or coming from a sheet ("12.5") become numbers. */
export const numeric = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
	z.number({ invalid_type_error: 'must be a number' }).finite(),
);

/**
 * A resource locator with a searchable list and an ID field, as n8n users expect.
 * `searchListMethod` names a method in methods/listSearch.ts.
 */
export function locator(options: {
	name: string;
	displayName: string;
	searchListMethod: string;
	description?: string;
	placeholder?: string;
	required?: boolean;
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: options.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: options.placeholder ?? 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
			},
		],
	};
}
