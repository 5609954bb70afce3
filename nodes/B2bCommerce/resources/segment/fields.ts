/** What the segment operations share: the segment locator, the body and the output record. */
import { z } from '../../engine/zod';

import type { RecordById } from '../../engine/resourceHelpers';
import { locator } from '../../engine/resourceHelpers';
import { optional, text } from '../../engine/values';
import * as out from '../../engine/outputSchema';
import { textField } from '../../engine/fields';

export const segmentId = locator({
	name: 'segmentId',
	displayName: 'Segment',
	searchListMethod: 'searchSegments',
	description: 'The segment to work with',
});

export const segmentById: RecordById<'segmentId', 'segment'> = {
	resource: 'segment',
	noun: 'segment',
	article: 'a',
	name: 'segmentId',
	field: segmentId,
	id: text,
};

/** The optional members of Create's Additional Fields and Update's Update Fields. */
export const optionalSegmentFields = [
	textField('externalId', 'External ID', 'Identifier of the segment in your own system', {
		required: false,
	}),
	textField('parentSegmentId', 'Parent Segment ID', 'ID of the segment this one sits under', {
		required: false,
	}),
];

/** The body of Create and Update. */
export const segmentBody = z.object({
	name: text,
	externalId: optional(text),
	parentSegmentId: optional(text),
});

/** What Create and Update send, as they output it. */
export const segmentWritten = {
	name: out.req(out.str('Name of the segment')),
	externalId: out.str('External identifier'),
	parentSegmentId: out.str('ID of the segment this one sits under'),
};

/** A segment as the platform answers it (Get, Get Many): its ID and what is written, none required. */
export const segmentRecord = out.readShape(
	out.obj({ id: out.str('Segment ID'), ...segmentWritten, name: segmentWritten.name.schema }),
);
