/** What the searchable lists of every resource share (each resource's methods are in its own file). */
import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { isRecord } from '../operation';
import { collect } from '../transport/paginate';
import type { ListShape } from '../transport/paginate';
import type { PlatformRequest } from '../transport/request';

/** How many records a searchable list loads at most; beyond that users type the ID. */
const LIST_LIMIT = 200;

/** Whether any of the texts contains the filter, ignoring case; no filter matches everything. */
export function matches(filter: string | undefined, ...texts: unknown[]): boolean {
	if (!filter) return true;
	const needle = filter.toLowerCase();
	return texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}

/**
 * A searchable list of a list the platform cannot filter: up to LIST_LIMIT records, filtered
 * here by name and value.
 */
export async function searchList(
	fn: ILoadOptionsFunctions,
	request: PlatformRequest,
	shape: ListShape,
	filter: string | undefined,
	toResult: (record: IDataObject) => { name: string; value: string; url?: string },
): Promise<INodeListSearchResult> {
	const records = await collect.call(fn, request, { shape, limit: LIST_LIMIT, maxPageSize: 100 });
	const needle = filter?.trim();
	// A record that is not an object cannot be picked (nor named): it is left out.
	const results = records
		.filter(isRecord)
		.map(toResult)
		.filter((result) => matches(needle, result.name, result.value));
	return { results };
}
