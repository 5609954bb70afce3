import { endpointOf } from '../engine/operation';
import { getAll } from '../resources/minimalPrice/getAll.operation';
import { pageEnvelope } from '../transport/paginate';
import { filteredList } from './search';

export const listSearch = {
	searchMinimalPriceSkus: filteredList(endpointOf(getAll), pageEnvelope, (record) => ({
		name: String(record.skuId),
		value: String(record.skuId),
	})),
};
