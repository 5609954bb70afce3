import { getManyOperation } from '../../engine/resourceHelpers';
import { segmentRecord } from './fields';
import { SEGMENTS } from './paths';
import { bareArray } from '../../transport/paginate';

export const getAll = getManyOperation({
	resource: 'segment',
	nouns: 'segments',
	description: 'List segments',
	endpoint: { method: 'GET', paths: [SEGMENTS] },
	list: { shape: bareArray, maxPageSize: 100 },
	outputSchema: segmentRecord,
});
