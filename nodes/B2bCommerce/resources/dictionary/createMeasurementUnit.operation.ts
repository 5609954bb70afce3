import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { text } from '../../engine/values';
import { textField } from '../../engine/fields';
import { DICTIONARIES } from './paths';

export const createMeasurementUnit = defineOperation({
	resource: 'dictionary',
	value: 'createMeasurementUnit',
	name: 'Create Measurement Unit',
	action: 'Create a measurement unit',
	description: 'Add a measurement unit to the dictionary',
	properties: [
		textField('externalId', 'External ID', 'Identifier of the unit in your own system'),
		textField('shortName', 'Short Name', 'Short name of the unit, for example pcs'),
		textField('fullName', 'Full Name', 'Full name of the unit, for example pieces'),
	],
	input: z.object({ externalId: text, shortName: text, fullName: text }),
	endpoint: { method: 'POST', paths: [`${DICTIONARIES}/measurement-units`] },
	request: (input) => ({ body: input }),
	output: (_response, input) => ({ ...input, created: true }),
	outputSchema: out.obj({
		externalId: out.req(out.str('External identifier')),
		shortName: out.req(out.str('Short name')),
		fullName: out.req(out.str('Full name')),
		...out.marked('created', 'unit'),
	}),
});
