import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { operatorEndpoints } from '../resources/operator';
import { collect } from '../transport/paginate';

/** How many operators the searchable list loads at most; beyond that users type the ID. */
const LIST_LIMIT = 200;

function label(operator: IDataObject): string {
	const name = typeof operator.name === 'string' && operator.name ? operator.name : String(operator.id);
	return typeof operator.email === 'string' && operator.email ? `${name} (${operator.email})` : name;
}

export const operatorSearch = {
	async searchOperators(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
		const operators = await collect.call(
			this,
			{ endpoint: operatorEndpoints.list },
			{ shape: 'operatorEnvelope', limit: LIST_LIMIT, maxPageSize: 100 },
		);
		const needle = filter?.trim().toLowerCase();
		const results = operators
			.map((operator) => ({ name: label(operator), value: String(operator.id) }))
			.filter((result) => !needle || `${result.name} ${result.value}`.toLowerCase().includes(needle));
		return { results };
	},
};
