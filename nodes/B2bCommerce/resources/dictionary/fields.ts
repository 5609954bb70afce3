/** What the dictionary operations share: required text fields and the manufacturer's fields. */
import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { text } from '../../engine/values';

/** A required text field. */
export function textField(name: string, displayName: string, description: string): INodeProperties {
	return { displayName, name, type: 'string', default: '', required: true, description };
}

/** The fields of Create Manufacturer and Update Manufacturer. */
export const manufacturerFields: INodeProperties[] = [
	textField('name', 'Name', 'Name of the manufacturer'),
	textField('externalId', 'External ID', 'Identifier of the manufacturer in your own system'),
	textField('acronym', 'Acronym', 'Short name of the manufacturer'),
];

export const manufacturerSchema = z.object({ name: text, externalId: text, acronym: text });
