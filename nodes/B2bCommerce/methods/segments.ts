import { segmentEndpoints } from '../resources/segment';
import { filteredList } from './search';

export const listSearch = {
	searchSegments: filteredList(segmentEndpoints.list, 'bareArray', (segment) => ({
		name: String(segment.name ?? segment.id),
		value: String(segment.id),
	})),
};
