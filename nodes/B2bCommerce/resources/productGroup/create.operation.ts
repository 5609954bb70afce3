import { defineOperation } from '../../engine/operation';
import { strippingObject } from '../../engine/zod';
import { nameField } from '../../engine/fields';
import * as out from '../../engine/outputSchema';
import { text } from '../../engine/values';
import { PRODUCT_GROUPS } from './paths';

export const create = defineOperation({
	resource: 'productGroup',
	value: 'create',
	name: 'Create',
	action: 'Create a product group',
	description:
		'Create a product group. Keep the returned product group ID: the platform cannot list groups.',
	properties: [nameField('Name of the product group')],
	input: strippingObject({ name: text }),
	endpoint: { method: 'POST', paths: [PRODUCT_GROUPS] },
	request: (input: { name: string }) => ({ body: { name: input.name } }),
	output: (
		response: { productGroupId?: string; name?: string } | undefined,
		input: { name: string },
	) => ({
		productGroupId: response?.productGroupId,
		name: response?.name ?? input.name,
	}),
	outputSchema: out.obj({
		productGroupId: out.uuid('ID the platform gave the group (keep it)'),
		name: out.req(out.str('Name of the group')),
	}),
});
