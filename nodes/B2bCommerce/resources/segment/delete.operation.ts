import { deleteByIdOperation } from '../../engine/resourceHelpers';
import * as out from '../../engine/outputSchema';
import { SEGMENTS, segmentById } from './fields';

export const deleteSegment = deleteByIdOperation(
	segmentById,
	{ method: 'DELETE', paths: [`${SEGMENTS}/{segmentId}`] },
	out.deletedRecord(out.str, 'segment'),
);
