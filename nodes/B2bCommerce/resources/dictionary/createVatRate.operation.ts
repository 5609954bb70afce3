import { z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { num, text } from '../../engine/values';
import { textField } from '../../engine/fields';
import { DICTIONARIES } from './paths';

/** A VAT rate is a fraction (0.23 for 23 percent); a percentage typed by habit gets a hint. */
const vatValue = num.superRefine((value, ctx) => {
	if (value < 0) {
		ctx.addIssue({
			code: 'custom',
			message: 'must be a fraction between 0 and 1, not negative',
		});
	} else if (value > 1) {
		ctx.addIssue({
			code: 'custom',
			message: `must be a fraction between 0 and 1 (0.23 for 23 percent)${
				value <= 100 ? `: for ${value} percent enter ${Number((value / 100).toFixed(6))}` : ''
			}`,
		});
	}
});

export const createVatRate = defineOperation({
	resource: 'dictionary',
	value: 'createVatRate',
	name: 'Create VAT Rate',
	action: 'Create a VAT rate',
	description: 'Add a VAT rate to the dictionary',
	docsNote: 'The value is a fraction (0.23 for 23 percent), as the spec says for this dictionary',
	properties: [
		textField('externalId', 'External ID', 'Identifier of the VAT rate in your own system'),
		textField('label', 'Label', 'Shown when choosing the VAT of a draft product, for example 23%'),
		{
			displayName: 'Value',
			name: 'value',
			type: 'number',
			// No maxValue: the editor would silently turn 23 into 1 (100 percent); the check below explains instead.
			typeOptions: { numberPrecision: 4 },
			default: 0,
			required: true,
			description: 'The rate as a fraction: 0.23 for 23 percent',
		},
	],
	input: z.object({ externalId: text, label: text, value: vatValue }),
	endpoint: { method: 'POST', paths: [`${DICTIONARIES}/vat-rates`] },
	request: (input) => ({ body: input }),
	output: (_response, input) => ({ ...input, created: true }),
	outputSchema: out.obj({
		externalId: out.req(out.str('External identifier')),
		label: out.req(out.str('Label shown when choosing the VAT of a draft product')),
		value: out.req(out.num('Rate as a fraction: 0.23 for 23 percent')),
		...out.marked('created', 'rate'),
	}),
});
