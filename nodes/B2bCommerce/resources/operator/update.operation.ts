import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import { optional, text } from '../../engine/values';
import { compact, email, updateFields } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import {
	emailField,
	nameAndPhone,
	operatorId,
	optionalOperatorFields,
	optionalOperatorSchema,
} from './fields';
import { operatorMembers } from './output';
import { OPERATORS_TEXT } from './paths';

export const update = defineOperation({
	resource: 'operator',
	value: 'update',
	name: 'Update',
	action: 'Update an operator',
	description: 'Change the name, phone and the fields given of an operator',
	properties: [
		operatorId,
		...nameAndPhone,
		updateFields(
			[...optionalOperatorFields, emailField].sort((a, b) =>
				a.displayName.localeCompare(b.displayName),
			),
		),
	],
	input: z.object({
		operatorId: text,
		name: text,
		phone: text,
		email: optional(email),
		...optionalOperatorSchema,
	}),
	endpoint: { method: 'PUT', paths: [`${OPERATORS_TEXT}/{operatorId}`] },
	request: ({ operatorId, ...body }) => ({ pathParams: { operatorId }, body: compact(body) }),
	output: (_response, { operatorId, ...body }) => ({
		id: operatorId,
		...compact(body),
		updated: true,
	}),
	/** What was sent (the spec describes no answer), marked updated. */
	outputSchema: out.updatedRecord(out.str, 'operator', {
		...operatorMembers,
		name: out.req(operatorMembers.name),
		phone: out.req(operatorMembers.phone),
	}),
});
