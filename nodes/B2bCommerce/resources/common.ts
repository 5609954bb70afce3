import type { INodeProperties } from 'n8n-workflow';
import type { ZodScalar } from '../schemas/zod';
import { z } from '../schemas/zod';

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

/**
 * The fields, input and request of an operation on one record named by its ID: `field` (a
 * locator) reads it, `id` checks it, and it goes into the path as `name`.
 */
export function byId<K extends string>(name: K, field: INodeProperties, id: ZodScalar<string>) {
	return {
		properties: [field],
		input: z.object({ [name]: id } as { [P in K]: ZodScalar<string> }),
		request: (input: { [P in K]: string }) => ({ pathParams: { [name]: input[name] } }),
	};
}
