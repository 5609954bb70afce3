import type { IDataObject } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { typeMembers } from './output';
import { WEBHOOKS } from './paths';

export const getTypes = defineOperation({
	resource: 'webhook',
	value: 'getTypes',
	name: 'Get Types',
	action: 'Get webhook types',
	description: 'List the types of events a webhook can receive',
	properties: [],
	input: z.object({}),
	/** The spec's text says `/type`, its sample `/types`. */
	endpoint: { method: 'GET', paths: [`${WEBHOOKS}/type`, `${WEBHOOKS}/types`] },
	output: (response: unknown) => (Array.isArray(response) ? (response as IDataObject[]) : []),
	outputSchema: out.obj(typeMembers),
});
