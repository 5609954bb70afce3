import { deleteByIdOperation } from '../../engine/resourceHelpers';
import { deletedRecord, str } from '../../engine/outputSchema';
import { SEGMENTS, segmentById } from './fields';

export const deleteSegment = deleteByIdOperation(
	segmentById,
	{ method: 'DELETE', paths: [`${SEGMENTS}/{segmentId}`] },
	deletedRecord(str, 'segment'),
);
