import { getManyOperation } from '../../engine/resourceHelpers';
import { SEGMENTS, segmentRecord } from './fields';
import { bareArray } from '../../transport/paginate';

export const getAll = getManyOperation({
	resource: 'segment',
	nouns: 'segments',
	description: 'List segments',
	endpoint: { method: 'GET', paths: [SEGMENTS] },
	list: { shape: bareArray, maxPageSize: 100 },
	outputSchema: segmentRecord,
});
