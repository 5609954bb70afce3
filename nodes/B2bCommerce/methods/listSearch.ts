import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { collect } from '../transport/paginate';
import type { ListShape } from '../transport/paginate';
import type { Endpoint } from '../transport/request';
import { segmentEndpoints } from '../resources/segment';

/** How many records a searchable list loads at most; beyond that users type the ID. */
const LIST_LIMIT = 200;

/** Whether any of the texts contains the filter, ignoring case; no filter matches everything. */
export function matches(filter: string | undefined, ...texts: unknown[]): boolean {
	if (!filter) return true;
	const needle = filter.toLowerCase();
	return texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}

async function search(
	fn: ILoadOptionsFunctions,
	endpoint: Endpoint,
	shape: ListShape,
	filter: string | undefined,
	toResult: (record: IDataObject) => { name: string; value: string; url?: string },
	query: IDataObject = {},
): Promise<INodeListSearchResult> {
	const records = await collect.call(fn, { endpoint, query }, { shape, limit: LIST_LIMIT, maxPageSize: 100 });
	const results = records.map(toResult).filter((result) => matches(filter, result.name, result.value));
	return { results };
}

export const listSearch = {
	async searchSegments(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
		return await search(
			this,
			segmentEndpoints.list,
			'bareArray',
			filter,
			(segment) => ({ name: String(segment.name ?? segment.id), value: String(segment.id) }),
		);
	},
};
