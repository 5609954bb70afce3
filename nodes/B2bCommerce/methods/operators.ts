import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { operatorEndpoints } from '../resources/operator';
import { searchList } from './search';

function label(operator: IDataObject): string {
	const name =
		typeof operator.name === 'string' && operator.name ? operator.name : String(operator.id);
	return typeof operator.email === 'string' && operator.email
		? `${name} (${operator.email})`
		: name;
}

export const listSearch = {
	async searchOperators(
		this: ILoadOptionsFunctions,
		filter?: string,
	): Promise<INodeListSearchResult> {
		return await searchList(
			this,
			{ endpoint: operatorEndpoints.list },
			'operatorEnvelope',
			filter,
			(operator) => ({
				name: label(operator),
				value: String(operator.id),
			}),
		);
	},
};
