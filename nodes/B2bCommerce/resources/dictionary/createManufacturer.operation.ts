import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { manufacturerFields, manufacturerSchema } from './fields';
import { manufacturerWritten } from './output';
import { MANUFACTURERS } from './paths';

export const createManufacturer = defineOperation({
	resource: 'dictionary',
	value: 'createManufacturer',
	name: 'Create Manufacturer',
	action: 'Create a manufacturer',
	description: 'Add a manufacturer to the dictionary',
	properties: manufacturerFields,
	input: manufacturerSchema,
	endpoint: { method: 'POST', paths: MANUFACTURERS },
	request: (input) => ({ body: input }),
	output: (response: { manufacturerId?: string } | undefined, input) => ({
		manufacturerId: response?.manufacturerId,
		id: response?.manufacturerId,
		...input,
	}),
	outputSchema: out.obj({
		manufacturerId: out.str('ID the platform gave the manufacturer'),
		id: out.str('The same ID'),
		...manufacturerWritten,
	}),
});
