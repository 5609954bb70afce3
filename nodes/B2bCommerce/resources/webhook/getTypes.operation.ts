import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import { webhookEndpoints } from './types';

export const getTypes = defineOperation({
	value: 'getTypes',
	name: 'Get Types',
	action: 'Get webhook types',
	description: 'List the types of events a webhook can receive',
	properties: [],
	input: z.object({}),
	endpoint: webhookEndpoints.types,
	output: (response: unknown) => (Array.isArray(response) ? (response as IDataObject[]) : []),
});
