import { defineOperation } from '../../engine/operation';
import { nameField, updateFields } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { text } from '../../engine/values';
import { optionalSegmentFields, segmentBody, segmentId, segmentWritten } from './fields';
import { SEGMENTS } from './paths';

export const update = defineOperation({
	resource: 'segment',
	value: 'update',
	name: 'Update',
	action: 'Update a segment',
	description: 'Replace the name, external ID and parent of a segment',
	properties: [
		segmentId,
		nameField('New name of the segment'),
		updateFields(optionalSegmentFields),
	],
	input: segmentBody.extend({ segmentId: text }),
	endpoint: { method: 'PUT', paths: [`${SEGMENTS}/{segmentId}`] },
	request: ({ segmentId, ...body }) => ({ pathParams: { segmentId }, body }),
	output: (_response, { segmentId, ...body }) => ({ id: segmentId, ...body, updated: true }),
	outputSchema: out.updatedRecord(out.str, 'segment', segmentWritten),
});
