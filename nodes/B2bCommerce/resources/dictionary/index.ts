import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import type { ResourceDef } from '../../engine/operation';
import { defineOperation } from '../../engine/operation';
import { num, text } from '../../engine/values';

const PREFIX = '/api/v1/catalog/integrations/auth-required/dictionaries';
/** The spec lists `/manufacturers` and notes that its text spells it `manufactures`. */
const MANUFACTURERS = [`${PREFIX}/manufacturers`, `${PREFIX}/manufactures`];

function textField(name: string, displayName: string, description: string): INodeProperties {
	return { displayName, name, type: 'string', default: '', required: true, description };
}

const manufacturerFields: INodeProperties[] = [
	textField('name', 'Name', 'Name of the manufacturer'),
	textField('externalId', 'External ID', 'Identifier of the manufacturer in your own system'),
	textField('acronym', 'Acronym', 'Short name of the manufacturer'),
];

const manufacturerSchema = z.object({ name: text, externalId: text, acronym: text });

/** A VAT rate is a fraction (0.23 for 23 percent); a percentage typed by habit gets a hint. */
const vatValue = num.superRefine((value, ctx) => {
	if (value < 0) {
		ctx.addIssue({
			code: z.ZodIssueCode.custom,
			message: 'must be a fraction between 0 and 1, not negative',
		});
	} else if (value > 1) {
		ctx.addIssue({
			code: z.ZodIssueCode.custom,
			message: `must be a fraction between 0 and 1 (0.23 for 23 percent)${
				value <= 100 ? `: for ${value} percent enter ${Number((value / 100).toFixed(6))}` : ''
			}`,
		});
	}
});

export const dictionary: ResourceDef = {
	value: 'dictionary',
	name: 'Dictionary',
	description: 'Manufacturers, measurement units and VAT rates for draft products',
	operations: [
		defineOperation({
			value: 'createManufacturer',
			name: 'Create Manufacturer',
			action: 'Create a manufacturer',
			description: 'Add a manufacturer to the dictionary',
			properties: manufacturerFields,
			input: manufacturerSchema,
			endpoint: { key: 'manufacturer.create', method: 'POST', paths: MANUFACTURERS },
			request: (input) => ({ body: input }),
			output: (response: { manufacturerId?: string } | undefined, input) => ({
				manufacturerId: response?.manufacturerId,
				id: response?.manufacturerId,
				...input,
			}),
		}),
		defineOperation({
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
				key: 'manufacturer.update',
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
		}),
		defineOperation({
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
			endpoint: {
				key: 'measurementUnit.create',
				method: 'POST',
				paths: [`${PREFIX}/measurement-units`],
			},
			request: (input) => ({ body: input }),
			output: (_response, input) => ({ ...input, created: true }),
		}),
		defineOperation({
			value: 'createVatRate',
			name: 'Create VAT Rate',
			action: 'Create a VAT rate',
			description: 'Add a VAT rate to the dictionary',
			docsNote:
				'The value is a fraction (0.23 for 23 percent), as the spec says for this dictionary',
			properties: [
				textField('externalId', 'External ID', 'Identifier of the VAT rate in your own system'),
				textField(
					'label',
					'Label',
					'Shown when choosing the VAT of a draft product, for example 23%',
				),
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
			endpoint: { key: 'vatRate.create', method: 'POST', paths: [`${PREFIX}/vat-rates`] },
			request: (input) => ({ body: input }),
			output: (_response, input) => ({ ...input, created: true }),
		}),
	],
};
