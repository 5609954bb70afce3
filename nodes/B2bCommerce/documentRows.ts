/**
 * Spreadsheet Rows mode of a document: rows with the same key (the document number) become one
 * document, its header taken from the group's first row, its lines numbered 1..n in row order
 * unless a row gives its own line number (rows.ts groups them).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Column } from './documentColumns';
import { applyColumns, readRow } from './documentColumns';
import type { DocumentInputDef } from './documentDef';
import { columnsOf, DOCUMENT, INPUT_MODE, inputMode, readOptions } from './documentDef';
import { setPath } from './documentForm';
import type { Row, RowsDef } from './operation';

/** The seller from the credential's Seller section, read once per run by `prepare`. */
export const sellers = new WeakMap<IExecuteFunctions, IDataObject>();

/** Rows mode: the values of each row by column id, read once per item. */
const rowValues = new WeakMap<IExecuteFunctions, Map<number, IDataObject>>();

function rowOf(fn: IExecuteFunctions, itemIndex: number, index: Map<string, Column>): IDataObject {
	let cache = rowValues.get(fn);
	if (!cache) rowValues.set(fn, (cache = new Map()));
	let values = cache.get(itemIndex);
	if (!values) cache.set(itemIndex, (values = readRow(fn, itemIndex, index)));
	return values;
}

/** Rows mode: the seller every row falls back on: the node's Seller fields over the credential's. */
function rowSeller(
	fn: IExecuteFunctions,
	itemIndex: number,
	def: DocumentInputDef,
): IDataObject | undefined {
	const group = def.form.groups.find((entry) => entry.fromCredential);
	if (!group) return undefined;
	const given = ((fn.getNodeParameter(group.name, itemIndex, {}) as IDataObject).values ??
		{}) as IDataObject;
	const seller: IDataObject = { ...(sellers.get(fn) ?? {}) };
	for (const [name, value] of Object.entries(given)) {
		if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null)
			seller[name] = value;
	}
	return seller;
}

export function rowsDef(def: DocumentInputDef): RowsDef {
	const keyField = def.header.required.find((field) => field.path === def.keyPath);
	if (!keyField)
		throw new Error(`The key ${def.keyPath} of ${def.noun} must be a required header field`);
	const columns = columnsOf(def);
	return {
		active: (fn) => inputMode(fn) === 'rows',
		noun: def.noun,
		keyLabel: keyField.property.displayName,
		linesPath: [DOCUMENT, ...def.lines.path.split('.')],
		readKey: (fn, itemIndex) => {
			const value = rowOf(fn, itemIndex, columns.index)[keyField.property.name];
			return value === undefined || value === null ? undefined : String(value).trim();
		},
		readLine: (fn, itemIndex) =>
			applyColumns({}, columns.line, rowOf(fn, itemIndex, columns.index)),
		assemble: (fn, rows: Row[]) => {
			const first = rows[0].itemIndex;
			const document = applyColumns(
				{},
				columns.header,
				rowOf(fn, first, columns.index),
				rowSeller(fn, first, def),
			);
			// Rows with no line column filled in are no lines: when every row is blank the document
			// has none (its schema says so); a blank row among filled ones is reported as that row.
			const empty = JSON.stringify(applyColumns({}, columns.line, {}));
			const blank = rows.every((row) => JSON.stringify(row.line) === empty);
			const lines = (blank ? [] : rows).map((row, index) => {
				if (row.line[def.lines.numberPath] !== undefined) return row.line;
				const number = def.lines.numberAs === 'string' ? String(index + 1) : index + 1;
				return { [def.lines.numberPath]: number, ...row.line };
			});
			// Rows that give a number and rows numbered by position can meet: refuse the clash.
			const seen = new Map<string, number>();
			lines.forEach((line, index) => {
				const number = String(line[def.lines.numberPath]).trim();
				const earlier = seen.get(number);
				if (earlier !== undefined) {
					throw new NodeOperationError(
						fn.getNode(),
						`Line number ${number} is used twice in ${def.noun} ${rows[0].key}`,
						{
							itemIndex: rows[index].itemIndex,
							description: `Item indexes ${rows[earlier].itemIndex} and ${rows[index].itemIndex} both have line number ${number} (a row without one is numbered by its position). Give every row of the ${def.noun} its own line number, or leave them all empty. Nothing was sent for this ${def.noun}.`,
						},
					);
				}
				seen.set(number, index);
			});
			setPath(document, def.lines.path, lines);
			return { [INPUT_MODE]: 'rows', ...readOptions(fn, first, def), [DOCUMENT]: document };
		},
	};
}
