/**
 * Spreadsheet Rows mode of a document: rows with the same key (the document number) become one
 * document, its header taken from the group's first row, its lines numbered 1..n in row order
 * unless a row gives its own line number (engine/rows.ts groups them).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Column } from './columns';
import { applyColumns, columnsOf, readRow } from './columns';
import type { DocumentInputDef } from './definition';
import {
	DOCUMENT,
	INPUT_MODE,
	inputMode,
	keyFieldOf,
	LINE_NUMBER,
	numberedLine,
	readOptions,
	sellerDefaults,
} from './definition';
import { setPath } from './form';
import { itemName, itemsName } from '../engine/numbering';
import { refusal } from '../engine/refusal';
import type { Row, RowsDef } from '../engine/operation';
import type { RunScope } from '../engine/scope';
import { perRun } from '../engine/scope';

/** Each row's values by column id, read once per item of a run. */
const rowValues = perRun(() => new Map<number, IDataObject>());

/** A row's values by column id, read on first use. */
function rowOf(scope: RunScope, itemIndex: number, index: Map<string, Column>): IDataObject {
	const read = rowValues(scope);
	let values = read.get(itemIndex);
	if (!values) read.set(itemIndex, (values = readRow(scope, itemIndex, index)));
	return values;
}

/**
 * Rows mode: what every row falls back on (Seller, Payment Method): the node's fields of those
 * parts over the credential's.
 */
function rowSeller(
	scope: RunScope,
	itemIndex: number,
	def: DocumentInputDef,
): IDataObject | undefined {
	const groups = def.header.groups.filter((entry) => entry.fromCredential);
	if (!groups.length) return undefined;
	const seller: IDataObject = { ...(sellerDefaults(scope).values ?? {}) };
	for (const group of groups) {
		const given = ((scope.fn.getNodeParameter(group.name, itemIndex, {}) as IDataObject).values ??
			{}) as IDataObject;
		for (const [name, value] of Object.entries(given)) {
			if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null)
				seller[name] = value;
		}
	}
	return seller;
}

/**
 * A row's columns into `target`; every problem of the row in one error (engine/refusal.ts), each
 * one a line of the details ("Item 1: Waybill 2 is filled in but Waybill 1 is empty...").
 */
function applyRow(
	fn: IExecuteFunctions,
	itemIndex: number,
	noun: string,
	[target, columns, values, seller]: Parameters<typeof applyColumns>,
): IDataObject {
	const problems = applyColumns(target, columns, values, seller);
	if (problems.length === 0) return target;
	throw refusal(
		fn.getNode(),
		problems.map((problem) => ({
			item: itemIndex,
			headline: problem,
			line: `${itemName(itemIndex)}: ${problem}`,
		})),
		{ intro: `${itemName(itemIndex)}. Nothing was sent for this ${noun}.` },
	);
}

export function rowsDef(def: DocumentInputDef): RowsDef {
	const keyField = keyFieldOf(def);
	const columns = columnsOf(def);
	return {
		active: (fn) => inputMode(fn) === 'rows',
		noun: def.noun,
		keyLabel: keyField.property.displayName,
		linesPath: [DOCUMENT, ...def.lines.path.split('.')],
		readKey: (_fn, itemIndex, scope) => {
			const value = rowOf(scope, itemIndex, columns.index)[keyField.property.name];
			return value === undefined || value === null ? undefined : String(value).trim();
		},
		readLine: (fn, itemIndex, scope) =>
			applyRow(fn, itemIndex, def.noun, [{}, columns.line, rowOf(scope, itemIndex, columns.index)]),
		assemble: (fn, rows: Row[], scope) => {
			const first = rows[0].itemIndex;
			const document = applyRow(fn, first, def.noun, [
				{},
				columns.header,
				rowOf(scope, first, columns.index),
				rowSeller(scope, first, def),
			]);
			// Rows with no line column filled in are no lines: when every row is blank the document
			// has none (its schema says so); a blank row among filled ones is reported as that row.
			const emptyLine: IDataObject = {};
			applyColumns(emptyLine, columns.line, {});
			const empty = JSON.stringify(emptyLine);
			const blank = rows.every((row) => JSON.stringify(row.line) === empty);
			const lines = (blank ? [] : rows).map((row, index) => numberedLine(def, row.line, index));
			// Rows that give a number and rows numbered by position can meet: refuse the clash.
			const seen = new Map<string, number>();
			lines.forEach((line, index) => {
				const number = String(line[LINE_NUMBER]).trim();
				const earlier = seen.get(number);
				if (earlier !== undefined) {
					throw new NodeOperationError(
						fn.getNode(),
						`Line number ${number} is used twice in ${def.noun} ${rows[0].key}`,
						{
							itemIndex: rows[index].itemIndex,
							description: `${itemsName([rows[earlier].itemIndex, rows[index].itemIndex])} both have line number ${number} (a row without one is numbered by its position). Give every row of the ${def.noun} its own line number, or leave them all empty. Nothing was sent for this ${def.noun}.`,
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
