import { defineOperation } from '../../engine/operation';
import { additionalFields, nameField } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { optionalSegmentFields, segmentBody, segmentWritten } from './fields';
import { SEGMENTS } from './paths';

export const create = defineOperation({
	resource: 'segment',
	value: 'create',
	name: 'Create',
	action: 'Create a segment',
	description: 'Create a segment',
	properties: [nameField('Name of the segment'), additionalFields(optionalSegmentFields)],
	input: segmentBody,
	endpoint: { method: 'POST', paths: [SEGMENTS] },
	request: (input) => ({ body: input }),
	output: (response: { id?: string } | undefined, input) => ({ ...input, id: response?.id }),
	/** What was sent, with the ID the platform gave. */
	outputSchema: out.obj({ id: out.str('ID the platform gave the new segment'), ...segmentWritten }),
});
