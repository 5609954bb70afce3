/** What the searchable lists of every resource share (each resource's methods are in its own file). */
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { isRecord } from '../transport/types';
import { collect } from '../transport/paginate';
import type { ListShape } from '../transport/paginate';
import type { Endpoint } from '../transport/types';
import type { PlatformRequest } from '../transport/request';
import { platformRequest } from '../transport/request';

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
	toResult: (record: IDataObject) => INodeListSearchItems,
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

/** A method of `listSearch`, as n8n calls it. */
export type ListSearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

/** A list search over one endpoint that the platform cannot filter (see searchList). */
export function filteredList(
	endpoint: Endpoint,
	shape: ListShape,
	toResult: (record: IDataObject) => INodeListSearchItems,
): ListSearchMethod {
	return async function (this: ILoadOptionsFunctions, filter?: string) {
		return await searchList(this, { endpoint }, shape, filter, toResult);
	};
}

/** A list search read page by page from the platform, one page per call of n8n. */
export interface PagedSearch {
	endpoint: Endpoint;
	shape: ListShape;
	/** How many records a page asks for. */
	pageSize: number;
	/** What the trimmed filter adds to the query (default: nothing, the list is filtered here). */
	filterQuery?: (filter: string) => IDataObject;
	/** Whether a record matches the filter (default: the platform filtered already). */
	keep?: (record: IDataObject, filter: string, query: IDataObject) => boolean;
	toResult: (record: IDataObject) => INodeListSearchItems;
}

/** A list entry's name: `name`, then `detail` in brackets when there is one. */
export function nameWithDetail(name: unknown, detail: unknown): string {
	return detail ? `${String(name)} (${String(detail)})` : String(name);
}

export function pagedList(search: PagedSearch): ListSearchMethod {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		const text = filter?.trim() ?? '';
		const { shape, pageSize } = search;
		const position = Number(paginationToken) || shape.first;
		const query = { ...shape.query(position, pageSize), ...search.filterQuery?.(text) };
		const body = await platformRequest.call(this, { endpoint: search.endpoint, query });
		const { records, last = records.length < pageSize } = shape.read(body, position);
		const results = records
			.filter(isRecord)
			.filter((record) => !search.keep || search.keep(record, text, query))
			.map(search.toResult);
		return {
			results,
			paginationToken: last ? undefined : String(shape.next(position, records.length)),
		};
	};
}
