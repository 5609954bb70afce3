/**
 * The three ways to give a document to a create operation, as data:
 *
 * - Fields: the header and its nested parts as fields, the lines as a list of entries
 *   (documents/form.ts).
 * - JSON: the whole document as JSON, e.g. `{{ $json }}` from the previous node.
 * - Spreadsheet Rows: one input item per line (a row of a sheet or CSV) whose columns are matched
 *   to the document's fields; rows with the same key (the document number) become one document,
 *   its header taken from the group's first row, its lines numbered 1..n in row order unless a
 *   row gives its own line number.
 *
 * createOperation (documents/operations.ts) spreads `documentInput(def)` into the operation; its
 * `input` schema is `documentInputSchema(schema, extra)`, so every mode ends in the same validated
 * `input.document`. See resources/invoice.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { z } from '../engine/zod';

import { columnsOf, mapperFields } from './columns';
import type { DocumentInputDef, InputMode } from './definition';
import {
	ADDITIONAL_FIELDS,
	CALCULATE_AMOUNTS,
	calculating,
	DOCUMENT,
	INPUT_MODE,
	inputMode,
	keyFieldOf,
	readOptions,
	sellerDefaults,
} from './definition';
import { COLUMNS, fieldsModeProperties, readFieldsMode } from './form';
import { locateDocument } from './locate';
import { rowsDef } from './rows';
import type { Operation } from '../engine/operation';
import type { RunScope } from '../engine/scope';
import { CREDENTIAL_TYPE } from '../transport/types';
import { parseJsonField } from '../engine/jsonField';
import { nodeParameter } from '../engine/parameters';

function show(modes: InputMode[], property: INodeProperties): INodeProperties {
	return {
		...property,
		displayOptions: {
			...property.displayOptions,
			show: { ...property.displayOptions?.show, [INPUT_MODE]: modes },
		},
	};
}

/** Input Mode (Fields, JSON, Spreadsheet Rows) and the JSON mode's Document field. */
function modeAndDocument(
	def: DocumentInputDef,
	describe: { fields: string; rows: string },
): INodeProperties[] {
	return [
		{
			displayName: 'Input Mode',
			name: INPUT_MODE,
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'Fields', value: 'fields', description: describe.fields },
				{
					name: 'JSON',
					value: 'json',
					description: `Give the whole ${def.noun} as JSON, e.g. an expression returning the previous node's item, one ${def.noun} per input item`,
				},
				{ name: 'Spreadsheet Rows', value: 'rows', description: describe.rows },
			],
			default: 'fields',
			description: `How the ${def.noun} is given`,
			hint: 'Switching mode starts the other mode empty: what was entered in this one is dropped',
		},
		show(['json'], {
			displayName: 'Document',
			name: DOCUMENT,
			type: 'json',
			default: '={{ $json }}',
			required: true,
			placeholder: def.jsonExample ?? '={{ $json }}',
			description: `The whole ${def.noun} as JSON (the platform's write shape). By default the input item itself.`,
		}),
	];
}

/**
 * The parameters of a document operation, in display order: fields, JSON, or rows through a column
 * mapper. The options (Tax Rate Format, Calculate Amounts) come before the mapper: n8n's editor
 * empties a hand-made mapping when a parameter the columns depend on changes.
 */
function properties(def: DocumentInputDef): INodeProperties[] {
	const keyName = keyFieldOf(def).property.displayName;
	const fields = fieldsModeProperties(def);
	const lines = def.lines.displayName.toLowerCase();
	// The columns Calculate Amounts fills are required only while it is off.
	const calculates = def.options?.some((option) => option.name === CALCULATE_AMOUNTS);
	const dependsOn = calculates ? [CALCULATE_AMOUNTS] : [];
	return [
		...modeAndDocument(def, {
			fields: `Fill in the ${def.noun} and its ${lines} as fields, one ${def.noun} per input item`,
			rows: `One input item per ${def.noun} line, e.g. the rows of a sheet or CSV`,
		}),
		...def.header.required.map((field) => show(['fields'], field.property)),
		// The seller's part is also shown in Spreadsheet Rows mode: what it holds fills every row.
		...fields.groups.flatMap((group, index) =>
			group.map((property) =>
				show(def.header.groups[index].fromCredential ? ['fields', 'rows'] : ['fields'], property),
			),
		),
		show(['fields'], fields.lines),
		...(def.options ?? []),
		show(['rows'], {
			displayName: 'Columns',
			name: COLUMNS,
			type: 'resourceMapper',
			noDataExpression: true,
			default: { mappingMode: 'autoMapInputData', value: null },
			required: true,
			typeOptions: {
				loadOptionsDependsOn: ['resource', 'operation', ...dependsOn],
				resourceMapper: {
					resourceMapperMethod: 'getDocumentColumns',
					mode: 'add',
					fieldWords: { singular: 'column', plural: 'columns' },
					addAllFields: true,
					multiKeyMatch: false,
					supportAutoMap: true,
				},
			},
			hint: `Each row is one line; rows with the same ${keyName} make one ${def.noun}. Map Automatically takes input columns named like the fields (case, spaces and _ ignored: "Client ID", "client_id" and "clientId" all match); a list such as additional costs takes numbered columns ("Additional Cost 1 Type", "Additional Cost 2 Type"...).`,
			description: `Which column of the row fills which field of the ${def.noun} or of its line`,
		}),
		show(['fields'], {
			displayName: 'Additional Fields',
			name: ADDITIONAL_FIELDS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: fields.additional,
		}),
	];
}

/** Everything a document operation needs besides its schema, endpoint and output. */
export function documentInput(
	def: DocumentInputDef,
): Required<Pick<Operation, 'properties' | 'readInput' | 'rows' | 'locate'>> &
	Pick<Operation, 'prepare' | 'columns'> {
	const columns = columnsOf(def);
	const sellerGroup = def.header.groups.some((group) => group.fromCredential);
	return {
		properties: properties(def),
		columns: (parameters) => mapperFields(columns.all, calculating(parameters)),
		...(sellerGroup
			? {
					prepare: async (fn: IExecuteFunctions, scope: RunScope) => {
						if (inputMode(fn) === 'json') return;
						sellerDefaults(scope).values = await fn.getCredentials(CREDENTIAL_TYPE);
					},
				}
			: {}),
		readInput: (fn, itemIndex, _read, scope) => {
			const mode = inputMode(fn, itemIndex);
			const options = readOptions(fn, itemIndex, def);
			if (mode === 'json') {
				const document = parseJsonField(
					nodeParameter(fn, DOCUMENT, itemIndex, ''),
					'Document',
					fn,
					itemIndex,
				);
				return { [INPUT_MODE]: mode, ...options, [DOCUMENT]: document as IDataObject };
			}
			const document = readFieldsMode(fn, itemIndex, def, sellerDefaults(scope).values);
			return { [INPUT_MODE]: mode, ...options, [DOCUMENT]: document };
		},
		rows: rowsDef(def),
		locate: locateDocument(def, columns.all),
	};
}

/** The input every document operation validates: the mode, the extra options and the document. */
export function documentInputSchema<D extends z.ZodTypeAny, E extends z.ZodRawShape>(
	document: D,
	extra: E,
) {
	return z.object({
		[INPUT_MODE]: z.enum(['fields', 'json', 'rows']),
		[DOCUMENT]: document,
		...extra,
	} as { inputMode: z.ZodEnum<{ fields: 'fields'; json: 'json'; rows: 'rows' }>; document: D } & E);
}
