/**
 * Batched writes: "Send Items Together" for the operations whose platform endpoint takes a list
 * (product tax, minimal prices, client-to-pricing links, the SKUs of a product group, the lines
 * of an external reservation, the prices of a cart).
 *
 * It is the rows mode of the documents (RowsDef, grouped by rows.ts `groupRows`) with three more steps:
 * every input item is read and validated as in the one-request-per-item mode (same messages),
 * a group (one key: sales order, cart, product group; or all items) is split into requests of at
 * most Batch Size entries, and an entry given twice in a group is refused. Everything is checked
 * before the first request; a failing request fails exactly the items it carried.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Operation, Row, RowsDef } from './operation';
import { itemName, itemsName } from './numbering';
import { readParameters, validateInput } from './input';

const SEND_TOGETHER = 'sendItemsTogether';
const BATCH_SIZE = 'batchSize';

/**
 * Our own limit on the entries of one request. The spec caps none of these lists (its one cap,
 * 10 price levels per SKU, applies to each minimal price entry and is checked per item).
 */
const MAX_BATCH_SIZE = 1000;

/** The key of rows whose key parameter is empty: their own validation says what is missing. */
const NO_KEY = '\u0000';

export interface BatchDef<TInput> {
	/** What one entry is called, singular and plural ("product", "products"). */
	entry: string;
	entries: string;
	/**
	 * Default entries per request (Batch Size). Leave out where the request must carry the whole
	 * group, e.g. a product group's SKUs (its PUT replaces the list): no Batch Size then.
	 */
	size?: number;
	/** Rows with the same key go into the same requests (one sales order, cart or product group per request). */
	key?: {
		/** Display name of the key parameter(s), for messages ("Sales Order Number"). */
		label: string;
		/** What a group is ("sales order"). */
		noun: string;
		/** The key of one item, read from its parameters (empty: the item's validation reports it). */
		read: (fn: IExecuteFunctions, itemIndex: number) => unknown;
	};
	/** How many entries one item's validated input holds. */
	count: (input: TInput) => number;
	/** What identifies an entry: an entry given twice in a group is refused (which one would win is not defined). */
	ids?: { label: string; of: (input: TInput) => string[] };
	/** The input of one request, from the validated inputs of its items (in item order). */
	merge: (inputs: TInput[]) => TInput;
	/** 'entry': the output has one item per entry, each paired with its item. 'request': one per request, paired with all its items. */
	output: 'entry' | 'request';
	/**
	 * 'group' where a request replaces the whole list (a product group's SKUs): an item that
	 * fails validation fails its group. Default 'row': it fails alone and the others are sent.
	 */
	rowErrors?: 'group' | 'row';
}

function batchProperties<T>(def: BatchDef<T>): INodeProperties[] {
	const per = def.key ? `one ${def.key.noun} per request` : '';
	const size = def.size
		? `at most Batch Size ${def.entries} ${def.key ? 'each' : 'per request'}`
		: `with all its ${def.entries}`;
	const properties: INodeProperties[] = [
		{
			displayName: 'Send Items Together',
			name: SEND_TOGETHER,
			type: 'boolean',
			noDataExpression: true,
			default: false,
			description: `Whether to send the ${def.entries} of all input items in as few requests as the platform allows (${[per, size].filter(Boolean).join(', ')}) instead of one request per item`,
			hint: 'Every item is checked before the first request. Each output item is linked to the input items it came from.',
		},
	];
	const defaultSize = def.size;
	if (defaultSize) {
		properties.push({
			displayName: 'Batch Size',
			name: BATCH_SIZE,
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_BATCH_SIZE, numberPrecision: 0 },
			default: defaultSize,
			description: `At most this many ${def.entries} in one request (1 to ${MAX_BATCH_SIZE.toLocaleString('en-US')}); an item's own ${def.entries} are never split`,
			displayOptions: { show: { [SEND_TOGETHER]: [true] } },
		});
	}
	return properties;
}

function batchSize<T>(fn: IExecuteFunctions, def: BatchDef<T>): number {
	if (!def.size) return Infinity;
	const value = fn.getNodeParameter(BATCH_SIZE, 0, def.size) as unknown;
	const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_BATCH_SIZE) {
		throw new NodeOperationError(
			fn.getNode(),
			`"Batch Size" must be a whole number from 1 to ${MAX_BATCH_SIZE}`,
			{
				itemIndex: 0,
				description: `Batch Size is ${JSON.stringify(value)}: it says how many ${def.entries} go into one request. Nothing was sent.`,
			},
		);
	}
	return size;
}

/** The rows of a group that may be sent, in requests of at most `size` entries, and the items refused as repeats. */
function split<T>(
	fn: IExecuteFunctions,
	def: BatchDef<T>,
	rows: Row[],
): ReturnType<NonNullable<RowsDef['split']>> {
	const size = batchSize(fn, def);
	const failed: Array<{ row: Row; error: Error }> = [];
	const seen = new Map<string, number>();
	const units: Row[][] = [];
	let current: Row[] = [];
	let weight = 0;
	for (const row of rows) {
		const input = row.line as T;
		if (def.ids) {
			const ids = def.ids.of(input);
			const own = new Set<string>();
			const repeat = ids.find((id) => seen.has(id) || own.size === own.add(id).size);
			if (repeat === undefined) {
				for (const id of ids) seen.set(id, row.itemIndex);
			} else {
				const first = seen.get(repeat) ?? row.itemIndex;
				const within = def.key ? ` of ${def.key.label} "${row.key}"` : '';
				failed.push({
					row,
					error: new NodeOperationError(
						fn.getNode(),
						`${def.ids.label} "${repeat}" is given twice`,
						{
							itemIndex: row.itemIndex,
							description: `${first === row.itemIndex ? `${itemName(first)} gives` : `${itemsName([first, row.itemIndex])} both give`} ${def.ids.label} "${repeat}"${within}. With Send Items Together each of the ${def.entries} may appear once, since which one the platform keeps is not defined: remove the repeat. Nothing was sent for ${itemName(row.itemIndex)}.`,
						},
					),
				});
				continue;
			}
		}
		const count = def.count(input);
		if (current.length > 0 && weight + count > size) {
			units.push(current);
			current = [];
			weight = 0;
		}
		current.push(row);
		weight += count;
	}
	if (current.length > 0) units.push(current);
	return { units, failed };
}

/**
 * Makes `op` batchable: adds Send Items Together (and Batch Size) and the rows definition the
 * router runs when it is on. `op` itself still reads and validates each item.
 */
export function batched<T, R extends string>(
	op: Operation<R, T>,
	def: BatchDef<T>,
): Operation<R, T> {
	const rows: RowsDef = {
		active: (fn) => fn.getNodeParameter(SEND_TOGETHER, 0, false) === true,
		noun: def.key?.noun ?? 'batch',
		keyLabel: def.key?.label ?? 'Batch',
		readKey: (fn, itemIndex) => {
			if (!def.key) return '*';
			const value = def.key.read(fn, itemIndex);
			return String(value ?? '').trim() || NO_KEY;
		},
		readLine: (fn, itemIndex, scope) => {
			const read = () => readParameters(fn, itemIndex, op);
			const raw = op.readInput ? op.readInput(fn, itemIndex, read, scope) : read();
			return validateInput(fn, itemIndex, op, raw) as IDataObject;
		},
		assemble: (_fn, group) => def.merge(group.map((row) => row.line as T)) as IDataObject,
		linesPath: [],
		assemblesInput: true,
		rowErrors: def.rowErrors ?? 'row',
		split: (fn, group) => split(fn, def, group),
		...(def.output === 'entry' ? { entriesOf: (line: IDataObject) => def.count(line as T) } : {}),
	};
	return { ...op, properties: [...op.properties, ...batchProperties(def)], rows };
}
