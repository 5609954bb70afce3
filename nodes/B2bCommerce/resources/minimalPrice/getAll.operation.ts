import { z } from '../../engine/zod';

import { defineOperation, listInput } from '../../engine/operation';
import { minimalPriceRecord } from './output';
import { MINIMAL_PRICES } from './paths';

export const getAll = defineOperation({
	resource: 'minimalPrice',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many minimal prices',
	description: 'List the minimal prices of many SKUs',
	properties: [],
	input: z.object(listInput),
	endpoint: { method: 'GET', paths: [MINIMAL_PRICES] },
	list: { shape: 'pageEnvelope', maxPageSize: 100 },
	outputSchema: minimalPriceRecord,
});
