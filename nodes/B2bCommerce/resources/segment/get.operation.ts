import { getByIdOperation } from '../../engine/resourceHelpers';
import { segmentById, segmentRecord } from './fields';
import { SEGMENTS } from './paths';

export const get = getByIdOperation(
	segmentById,
	{ method: 'GET', paths: [`${SEGMENTS}/{segmentId}`] },
	segmentRecord,
);
