import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { isRecord } from '../operation';
import { PRODUCT_SEARCH_ENDPOINT } from '../resources/product';
import { pageOf } from '../transport/paginate';
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
		const body = await platformRequest.call(this, { endpoint: PRODUCT_SEARCH_ENDPOINT, query });
		const { records, last } = pageOf(body, 'pageEnvelope', pageNumber);
		const results = records.filter(isRecord).map((record) => ({
			name: `${String(record.name ?? record.id)}${record.catalogIndex ? ` (${String(record.catalogIndex)})` : ''}`,
			value: String(record.id),
			...(typeof record.url === 'string' ? { url: record.url } : {}),
		}));
		return { results, paginationToken: last ? undefined : String(pageNumber + 1) };
	},
};
