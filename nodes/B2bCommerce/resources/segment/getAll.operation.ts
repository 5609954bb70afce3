import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import { SEGMENTS, segmentRecord } from './fields';

export const getAll = defineOperation({
	resource: 'segment',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many segments',
	description: 'List segments',
	properties: [],
	input: z.object(listInput),
	endpoint: { method: 'GET', paths: [SEGMENTS] },
	list: { shape: 'bareArray', maxPageSize: 100 },
	outputSchema: segmentRecord,
});
