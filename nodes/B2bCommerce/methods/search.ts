/** What the searchable lists of every resource share (each resource's methods are in its own file). */
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { isRecord } from '../transport/types';
import { collect, pageOf } from '../transport/paginate';
import type { ListShape } from '../transport/paginate';
import type { Endpoint, PlatformRequest } from '../transport/types';
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
	shape: Exclude<ListShape, 'bareArray'>;
	/** Where the list starts: the first page number, or offset 0. */
	first: number;
	/** Where the page after this one starts, given how many records this one held. */
	next: (position: number, count: number) => number;
	/** The query of the page at `position` for the trimmed filter. */
	query: (position: number, filter: string) => IDataObject;
	/** Whether a record matches the filter (default: the platform filtered already). */
	keep?: (record: IDataObject, filter: string, query: IDataObject) => boolean;
	toResult: (record: IDataObject) => INodeListSearchItems;
}

/**
 * Pages by page number from 1 (`pageNumber` / `pageSize`), as most lists of the platform;
 * `filterQuery` is what the trimmed filter adds to the query.
 */
export function byPageNumber(
	pageSize: number,
	filterQuery: (filter: string) => IDataObject,
): Pick<PagedSearch, 'shape' | 'first' | 'next' | 'query'> {
	return {
		shape: 'pageEnvelope',
		first: 1,
		next: (pageNumber) => pageNumber + 1,
		query: (pageNumber, filter) => ({ pageNumber, pageSize, ...filterQuery(filter) }),
	};
}

/** A list entry's name: `name`, then `detail` in brackets when there is one. */
export function nameWithDetail(name: unknown, detail: unknown): string {
	return detail ? `${String(name)} (${String(detail)})` : String(name);
}

export function pagedList(search: PagedSearch): ListSearchMethod {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		const text = filter?.trim() ?? '';
		const position = Number(paginationToken) || search.first;
		const query = search.query(position, text);
		const body = await platformRequest.call(this, { endpoint: search.endpoint, query });
		const { records, last } = pageOf(body, search.shape, position);
		const results = records
			.filter(isRecord)
			.filter((record) => !search.keep || search.keep(record, text, query))
			.map(search.toResult);
		return {
			results,
			paginationToken: last ? undefined : String(search.next(position, records.length)),
		};
	};
}
