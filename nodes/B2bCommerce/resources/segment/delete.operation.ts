import { deleteByIdOperation } from '../../engine/resourceHelpers';
import * as out from '../../engine/outputSchema';
import { segmentById } from './fields';
import { SEGMENTS } from './paths';

export const deleteSegment = deleteByIdOperation(
	segmentById,
	{ method: 'DELETE', paths: [`${SEGMENTS}/{segmentId}`] },
	out.deletedRecord(out.str, 'segment'),
);
