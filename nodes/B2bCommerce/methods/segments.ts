import { endpointOf } from '../engine/operation';
import { getAll } from '../resources/segment/getAll.operation';
import { bareArray } from '../transport/paginate';
import { filteredList } from './search';

export const listSearch = {
	searchSegments: filteredList(endpointOf(getAll), bareArray, (segment) => ({
		name: String(segment.name ?? segment.id),
		value: String(segment.id),
	})),
};
