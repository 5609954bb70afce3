import { endpointOf } from '../engine/operation';
import { getAll } from '../resources/minimalPrice/getAll.operation';
import { filteredList } from './search';

export const listSearch = {
	searchMinimalPriceSkus: filteredList(endpointOf(getAll), 'pageEnvelope', (record) => ({
		name: String(record.skuId),
		value: String(record.skuId),
	})),
};
