import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { PRODUCT_SEARCH_ENDPOINT } from '../resources/product';
import { platformRequest } from '../transport/request';

const PAGE_SIZE = 50;

export const listSearch = {
	/** Products from the catalogue search: the filter is its free query (name, code, manufacturer). */
	async searchProducts(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const pageNumber = Number(paginationToken) || 1;
		const query: IDataObject = { pageNumber, pageSize: PAGE_SIZE };
		if (filter?.trim()) query.q = filter.trim();
		const body = (await platformRequest.call(this, { endpoint: PRODUCT_SEARCH_ENDPOINT, query })) as
			| IDataObject
			| undefined;
		const records = (Array.isArray(body?.items) ? body.items : []) as IDataObject[];
		const results = records.map((record) => ({
			name: `${String(record.name ?? record.id)}${record.catalogIndex ? ` (${String(record.catalogIndex)})` : ''}`,
			value: String(record.id),
			...(typeof record.url === 'string' ? { url: record.url } : {}),
		}));
		const last =
			records.length === 0 ||
			body?.nextPage === null ||
			(typeof body?.totalPages === 'number' && pageNumber >= body.totalPages);
		return { results, paginationToken: last ? undefined : String(pageNumber + 1) };
	},
};
