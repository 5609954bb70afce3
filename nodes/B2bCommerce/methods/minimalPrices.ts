import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { minimalPriceListEndpoint } from '../resources/minimalPrice';
import { collect } from '../transport/paginate';

/** How many records the searchable list loads at most; beyond that users type the SKU. */
const LIST_LIMIT = 200;

export const minimalPriceSearch = {
	/** The SKUs that have minimal prices. */
	async searchMinimalPriceSkus(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
		const records = await collect.call(
			this,
			{ endpoint: minimalPriceListEndpoint },
			{ shape: 'pageEnvelope', limit: LIST_LIMIT, maxPageSize: 100 },
		);
		const needle = filter?.trim().toLowerCase();
		const results = records
			.map((record) => String(record.skuId))
			.filter((skuId) => !needle || skuId.toLowerCase().includes(needle))
			.map((skuId) => ({ name: skuId, value: skuId }));
		return { results };
	},
};
