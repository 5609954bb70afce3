import { minimalPriceListEndpoint } from '../resources/minimalPrice';
import { filteredList } from './search';

export const listSearch = {
	/** The SKUs that have minimal prices. */
	searchMinimalPriceSkus: filteredList(minimalPriceListEndpoint, 'pageEnvelope', (record) => ({
		name: String(record.skuId),
		value: String(record.skuId),
	})),
};
