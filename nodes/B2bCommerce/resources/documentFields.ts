/**
 * Small builders of document parameters shared by the correction, goods note and offline order
 * resources (the same shapes resources/invoice.ts builds locally).
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { DocField } from '../documentInput';
import { CURRENCY_CODES } from '../schemas/common';

/** One document parameter and the path it fills. */
export function field(
	path: string,
	property: Omit<INodeProperties, 'default'> & { default?: INodeProperties['default'] },
	extra: Partial<DocField> = {},
): DocField {
	return { path, property: { default: '', ...property } as INodeProperties, ...extra };
}

/** A required amount, typed as text so a sheet's "12.50" or an expression fits. */
export const amount = (displayName: string, name: string, description: string, placeholder = 'e.g. 100.00') => ({
	displayName,
	name,
	type: 'string' as const,
	required: true,
	placeholder,
	description,
});

/** An optional amount (inside a collection). */
export const optionalAmount = (displayName: string, name: string, description: string, placeholder = 'e.g. 100.00') => ({
	displayName,
	name,
	type: 'string' as const,
	placeholder,
	description,
});

/** A date field `YYYY-MM-DD`. */
export const dateField = (displayName: string, name: string, description: string, required = true) => ({
	displayName,
	name,
	type: 'string' as const,
	required,
	placeholder: 'e.g. 2024-03-01',
	description: `${description} (YYYY-MM-DD)`,
});

const currencyNames = (() => {
	try {
		return new Intl.DisplayNames(['en'], { type: 'currency' });
	} catch {
		return undefined;
	}
})();

/** The spec's currency list as dropdown options. */
export const currencyOptions: INodePropertyOptions[] = CURRENCY_CODES.map((code) => ({
	name: code,
	value: code,
	description: currencyNames?.of(code) ?? code,
}));

export const correctionTypeOptions: INodePropertyOptions[] = [
	{ name: 'Quantitative', value: 'QUANTITATIVE', description: 'The correction changes quantities' },
	{ name: 'Valuable', value: 'VALUABLE', description: 'The correction changes values (prices)' },
];

/** The binary field of Upload File / Download File. */
export const binaryPropertyName = (displayName: string, description: string): INodeProperties => ({
	displayName,
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	description,
});

/** Options of Upload File: the file extension override. */
export const uploadOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'File Extension',
			name: 'fileExtension',
			type: 'string',
			default: '',
			placeholder: 'e.g. pdf',
			description: "Extension sent to the platform. By default it comes from the file's name or MIME type.",
		},
	],
};
