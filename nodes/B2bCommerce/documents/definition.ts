/**
 * What a document resource says about its document (`DocumentInputDef`: which parameter fills
 * which path of the document), and the small readers every input mode shares. documents/input.ts
 * builds the operation from it; documents/rows.ts and documents/locate.ts read it.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Column } from './columns';
import { columnIndex, documentColumns } from './columns';
import type { DocField, DocumentForm, FormDef } from './form';
import { nodeParameter } from '../engine/parameters';

export const INPUT_MODE = 'inputMode';
export const DOCUMENT = 'document';
export const ADDITIONAL_FIELDS = 'additionalFields';

export type InputMode = 'fields' | 'json' | 'rows';

export interface DocumentInputDef {
	/** What the document is called in messages: "invoice". */
	noun: string;
	/** Path of the header field that is the document's key (rows are grouped by it), e.g. `number`. */
	keyPath: string;
	/** Header fields (Fields and Spreadsheet Rows modes): required ones top-level, optional in "Additional Fields". */
	header: { required: DocField[]; optional: DocField[] };
	/** The lines member: its path, its JSON parameter in Fields mode, and the line number member. */
	lines: {
		path: string;
		property: INodeProperties;
		numberPath: string;
		/** Offline order lines number as strings ("1"), the other documents as integers. */
		numberAs: 'integer' | 'string';
	};
	/** Line fields (Spreadsheet Rows mode): required ones top-level, optional in "Additional Line Fields". */
	line: { required: DocField[]; optional: DocField[] };
	/** More parameters of the operation, read by name into the input's top level (e.g. taxRateFormat). */
	options?: INodeProperties[];
	/** Example of the JSON mode document, shown as the placeholder. */
	jsonExample?: string;
	/** The nested parts as fields and the name of one line (documents/form.ts). */
	form: DocumentForm;
}

export function formDef(def: DocumentInputDef): FormDef {
	return {
		form: def.form,
		header: def.header,
		lines: {
			path: def.lines.path,
			displayName: def.lines.property.displayName,
			numberPath: def.lines.numberPath,
			numberAs: def.lines.numberAs,
		},
		line: def.line,
	};
}

/** The display name of the field that keys a document (rows with the same value make one). */
export function keyNameOf(def: DocumentInputDef): string {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	return keyField?.property.displayName ?? def.keyPath;
}

export function readOptions(
	fn: IExecuteFunctions,
	itemIndex: number,
	def: DocumentInputDef,
): IDataObject {
	const options: IDataObject = {};
	for (const property of def.options ?? []) {
		const value = nodeParameter(fn, property.name, itemIndex, property.default);
		if (value !== '' && value !== undefined) options[property.name] = value as IDataObject[string];
	}
	return options;
}

export function inputMode(fn: IExecuteFunctions, itemIndex = 0): InputMode {
	return nodeParameter(fn, INPUT_MODE, itemIndex, 'fields') as InputMode;
}

export function columnsOf(def: DocumentInputDef): {
	all: Column[];
	header: Column[];
	line: Column[];
	index: Map<string, Column>;
} {
	const all = documentColumns(formDef(def));
	return {
		all,
		header: all.filter((column) => column.target === 'header'),
		line: all.filter((column) => column.target === 'line'),
		index: columnIndex(all),
	};
}
