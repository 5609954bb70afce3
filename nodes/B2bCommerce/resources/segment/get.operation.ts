import { getByIdOperation } from '../../engine/resourceHelpers';
import { SEGMENTS, segmentById, segmentRecord } from './fields';

export const get = getByIdOperation(
	segmentById,
	{ method: 'GET', paths: [`${SEGMENTS}/{segmentId}`] },
	segmentRecord,
);
