import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import { text } from '../../engine/values';
import { additionalFields, compact, email } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { emailField, nameAndPhone, optionalOperatorFields, optionalOperatorSchema } from './fields';
import { operatorMembers } from './output';
import { OPERATORS_TEXT } from './paths';

export const create = defineOperation({
	resource: 'operator',
	value: 'create',
	name: 'Create',
	action: 'Create an operator',
	description: 'Create a back-office operator',
	properties: [
		{ ...emailField, required: true },
		...nameAndPhone,
		additionalFields(optionalOperatorFields),
	],
	input: z.object({
		email,
		name: text,
		phone: text,
		...optionalOperatorSchema,
	}),
	endpoint: { method: 'POST', paths: [`${OPERATORS_TEXT}/create`] },
	request: (input) => ({ body: compact(input) }),
	output: (response: { operatorId?: string } | undefined, input) => ({
		operatorId: response?.operatorId,
		id: response?.operatorId,
		...compact(input),
	}),
	/** What was sent, with the ID the platform gave (as `operatorId` and `id`). */
	outputSchema: out.obj({
		operatorId: out.uuid('ID the platform gave the new operator'),
		id: out.uuid('The same ID'),
		...operatorMembers,
		email: out.req(operatorMembers.email),
		name: out.req(operatorMembers.name),
		phone: out.req(operatorMembers.phone),
	}),
});
