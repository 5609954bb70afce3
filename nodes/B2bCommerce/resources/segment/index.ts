import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation, listInput } from '../../engine/operation';
import { text } from '../../engine/values';
import type { RecordById } from '../../engine/resourceHelpers';
import {
	deleteByIdOperation,
	endpointTable,
	getByIdOperation,
	locator,
} from '../../engine/resourceHelpers';
import { nameField } from '../../engine/fields';

export const SEGMENTS_PREFIX = '/api/v1/account/integrations/auth-required/segments';

/** Every segment endpoint, declared once: the action node, the segment search and the feed trigger use these. */
export const segmentEndpoints = endpointTable('segment', {
	list: { method: 'GET', paths: [SEGMENTS_PREFIX] },
	get: { method: 'GET', paths: [`${SEGMENTS_PREFIX}/{segmentId}`] },
	create: { method: 'POST', paths: [SEGMENTS_PREFIX] },
	update: { method: 'PUT', paths: [`${SEGMENTS_PREFIX}/{segmentId}`] },
	delete: { method: 'DELETE', paths: [`${SEGMENTS_PREFIX}/{segmentId}`] },
});

const segmentId = locator({
	name: 'segmentId',
	displayName: 'Segment',
	searchListMethod: 'searchSegments',
	description: 'The segment to work with',
});

const segmentById: RecordById<'segmentId'> = {
	noun: 'segment',
	article: 'a',
	name: 'segmentId',
	field: segmentId,
	id: text,
};

const optionalSegmentFields = [
	{
		displayName: 'External ID',
		name: 'externalId',
		type: 'string' as const,
		default: '',
		description: 'Identifier of the segment in your own system',
	},
	{
		displayName: 'Parent Segment ID',
		name: 'parentSegmentId',
		type: 'string' as const,
		default: '',
		description: 'ID of the segment this one sits under',
	},
];

const segmentBody = z.object({
	name: text,
	externalId: z.string().optional(),
	parentSegmentId: z.string().optional(),
});

export const segment: ResourceDef = {
	value: 'segment',
	name: 'Segment',
	description: 'Customer segments',
	operations: [
		defineOperation({
			value: 'getAll',
			name: 'Get Many',
			action: 'Get many segments',
			description: 'List segments',
			properties: [],
			input: z.object(listInput),
			endpoint: segmentEndpoints.list,
			list: { shape: 'bareArray', maxPageSize: 100 },
		}),
		getByIdOperation(segmentById, segmentEndpoints.get),
		defineOperation({
			value: 'create',
			name: 'Create',
			action: 'Create a segment',
			description: 'Create a segment',
			properties: [
				nameField('Name of the segment'),
				{
					displayName: 'Additional Fields',
					name: 'additionalFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: optionalSegmentFields,
				},
			],
			input: segmentBody,
			endpoint: segmentEndpoints.create,
			request: (input) => ({ body: input }),
			output: (response: { id?: string } | undefined, input) => ({ ...input, id: response?.id }),
		}),
		defineOperation({
			value: 'update',
			name: 'Update',
			action: 'Update a segment',
			description: 'Replace the name, external ID and parent of a segment',
			properties: [
				segmentId,
				nameField('New name of the segment'),
				{
					displayName: 'Update Fields',
					name: 'updateFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: optionalSegmentFields,
				},
			],
			input: segmentBody.extend({ segmentId: text }),
			endpoint: segmentEndpoints.update,
			request: ({ segmentId, ...body }) => ({ pathParams: { segmentId }, body }),
			output: (_response, { segmentId, ...body }) => ({ id: segmentId, ...body, updated: true }),
		}),
		deleteByIdOperation(segmentById, segmentEndpoints.delete),
	],
};
