/** What the dictionary operations share: the manufacturer's fields and their input schema. */
import type { INodeProperties } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { text } from '../../engine/values';
import { textField } from '../../engine/fields';

/** The fields of Create Manufacturer and Update Manufacturer. */
export const manufacturerFields: INodeProperties[] = [
	textField('name', 'Name', 'Name of the manufacturer'),
	textField('externalId', 'External ID', 'Identifier of the manufacturer in your own system'),
	textField('acronym', 'Acronym', 'Short name of the manufacturer'),
];

export const manufacturerSchema = z.object({ name: text, externalId: text, acronym: text });
