import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { minimalPriceListEndpoint } from '../resources/minimalPrice';
import { searchList } from './search';

export const listSearch = {
	/** The SKUs that have minimal prices. */
	async searchMinimalPriceSkus(
		this: ILoadOptionsFunctions,
		filter?: string,
	): Promise<INodeListSearchResult> {
		return await searchList(
			this,
			{ endpoint: minimalPriceListEndpoint },
			'pageEnvelope',
			filter,
			(record) => ({
				name: String(record.skuId),
				value: String(record.skuId),
			}),
		);
	},
};
