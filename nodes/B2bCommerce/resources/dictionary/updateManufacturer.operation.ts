import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { text } from '../../engine/values';
import { textField } from '../../engine/fields';
import { manufacturerFields, manufacturerSchema } from './fields';
import { manufacturerWritten } from './output';
import { MANUFACTURERS } from './paths';

export const updateManufacturer = defineOperation({
	resource: 'dictionary',
	value: 'updateManufacturer',
	name: 'Update Manufacturer',
	action: 'Update a manufacturer',
	description: 'Replace the name, external ID and acronym of a manufacturer',
	properties: [
		textField(
			'manufacturerId',
			'Manufacturer ID',
			'ID the platform returned when the manufacturer was created',
		),
		...manufacturerFields,
	],
	input: manufacturerSchema.extend({ manufacturerId: text }),
	endpoint: {
		method: 'PUT',
		paths: MANUFACTURERS.map((path) => `${path}/{manufacturerId}`),
	},
	// The update body is not shown in the spec: the create body is sent, all three required.
	request: ({ manufacturerId, ...body }) => ({ pathParams: { manufacturerId }, body }),
	output: (_response, { manufacturerId, ...body }) => ({
		manufacturerId,
		id: manufacturerId,
		...body,
		updated: true,
	}),
	outputSchema: out.obj({
		manufacturerId: out.req(out.str('Manufacturer ID')),
		id: out.req(out.str('The same ID')),
		...manufacturerWritten,
		...out.marked('updated', 'update'),
	}),
});
