import type { INodeProperties } from 'n8n-workflow';

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
