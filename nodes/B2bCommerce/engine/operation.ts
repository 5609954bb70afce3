import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	ResourceMapperField,
} from 'n8n-workflow';
import type { ZodType } from './zod';

import type { JsonSchema, OutputVariants } from './outputSchema';
import type { RunScope } from './scope';
import type { ListShape } from '../transport/paginate';
import type { FileCallContext, RequestParts } from '../transport/request';
import type { Endpoint } from '../transport/types';
import { isRecord } from '../transport/types';
import { flag, optional, positiveWhole } from './values';

/**
 * Items an operation builds itself (with binary data): the only output the router takes as n8n
 * items. Everything else an operation returns is platform data, made the JSON of items.
 */
export class NodeItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

/**
 * A platform value as the JSON of an output item: a record as it is (whatever its members are
 * called: `json`, `binary`, `pairedItem` are data), anything else as `{ value }`.
 */
export function asItemJson(value: unknown): IDataObject {
	return isRecord(value) ? value : { value: value as IDataObject[string] };
}

/** One item's part of a run; its `send` is the road every request takes. */
export interface RunContext extends FileCallContext {
	/** The state of this run (scope.ts), shared by all its items. */
	scope: RunScope;
}

/**
 * One dropdown entry of the action node, described as data: its fields, the zod schema of
 * what they must hold, the endpoint, and how to turn input into a request and a response
 * into output. Operations that are more than one request use `run`. It holds all of itself
 * (resources/<resource>/<operation>.operation.ts): its resource and its output schema are
 * required, so one without an output schema does not compile.
 *
 * `R` is its Resource value (`defineResource` checks it against the resource that lists it).
 * `TInput` is what `input` gives after validation (`z.infer` of the schema): the callbacks
 * receive it, checked by the compiler. Write an operation with `defineOperation({...})`, which
 * infers both. The callbacks are method signatures so that an operation of any input type fits
 * the plain `Operation` of a resource's list; the engine hands them only what `input` validated.
 */
export interface Operation<R extends string = string, TInput = unknown> {
	value: string;
	name: string;
	action: string;
	description: string;
	/**
	 * More words for docs/operations.md than the description (n8n does not show them): what a
	 * user should know before using the operation that its fields do not say.
	 */
	docsNote?: string;
	/** Fields of this operation (displayOptions for resource/operation are added for you). */
	properties: INodeProperties[];
	/** The parameters of one item (collections flattened into it) must satisfy this. */
	input: ZodType<TInput>;
	/**
	 * The Resource value this operation belongs to. An endpoint written without a key is keyed
	 * `<resource>.<operation>` (the key the API path that answered is remembered by; endpointOf).
	 */
	resource: R;
	endpoint?: EndpointEntry;
	/** The JSON Schema of one output item, shown by n8n before a first run (docs/output-schemas.md). */
	outputSchema: OutputSchemaEntry;
	request?(input: TInput): RequestParts;
	/** Makes this a list operation: Return All and Limit are added. */
	list?: { shape: ListShape; maxPageSize: number };
	/**
	 * Turns a response (or one listed record) into output. A listed record that is not an object
	 * skips it and comes out as `{ value }`; a response may be anything the platform sent.
	 */
	output?(response: unknown, input: TInput): IDataObject | IDataObject[];
	/** Output is data (see asItemJson), or NodeItems for items with binary data. */
	run?(ctx: RunContext, input: TInput): Promise<IDataObject | IDataObject[] | NodeItems>;
	/**
	 * Reads the parameters of one item into the object `input` validates. Default: every
	 * property by name, collections flattened, JSON fields parsed. What needs more than the
	 * parameters (the item's binary data, a list read once by `prepare`) is checked here too: a
	 * value found wrong is put in the input as a FoundProblem (refusal.ts), named with the item's
	 * other problems.
	 */
	readInput?: (
		fn: IExecuteFunctions,
		itemIndex: number,
		read: () => IDataObject,
		scope: RunScope,
	) => IDataObject;
	/**
	 * Spreadsheet rows: when active, input items are lines grouped into documents by a key, and
	 * the operation runs once per document (see RowsDef and documents/input.ts).
	 */
	rows?: RowsDef;
	/**
	 * How a validation issue's path is shown: the label of the field that holds it and the path
	 * the user knows (e.g. without a wrapping `document`). Default (or undefined): the entry of a
	 * list of the form, else the first path member's label.
	 */
	locate?: (
		path: Array<string | number>,
		raw: IDataObject,
		fn?: IExecuteFunctions,
	) =>
		| {
				label?: string;
				path: Array<string | number>;
				/** What to write when the value is missing (the field's description and example). */
				hint?: string;
				/** The message names the label only (the path stays in the description). */
				labelOnly?: boolean;
		  }
		| undefined;
	/** Runs once before any item is read (e.g. reads defaults from the credential). */
	prepare?: (fn: IExecuteFunctions, scope: RunScope) => Promise<void>;
	/** The columns of a resource mapper (Spreadsheet Rows of documents), for the node's current parameters. */
	columns?: (parameters: IDataObject) => ResourceMapperField[];
}

/** One input item in rows mode, already read. */
export interface Row {
	itemIndex: number;
	key: string;
	line: IDataObject;
}

/** How an operation's input items are grouped in rows mode: rows.ts `groupRows` runs it. */
export interface RowsDef {
	/** Whether rows mode is on for this run (read once, at item 0). */
	active: (fn: IExecuteFunctions) => boolean;
	/** What the rows are grouped into, for messages ("invoice"). */
	noun: string;
	/** Display name of the key parameter, for messages ("Invoice Number"). */
	keyLabel: string;
	/** The group key of one row; '' or undefined when the row gives none. */
	readKey: (fn: IExecuteFunctions, itemIndex: number, scope: RunScope) => string | undefined;
	/** The line one row describes. */
	readLine: (fn: IExecuteFunctions, itemIndex: number, scope: RunScope) => IDataObject;
	/** The raw input of one document (read header parameters at `rows[0].itemIndex`). */
	assemble: (fn: IExecuteFunctions, rows: Row[], scope: RunScope) => IDataObject;
	/** Path of the lines array in the raw input, to tie an issue at `[...linesPath, k, ...]` to row k. */
	linesPath: Array<string | number>;
	// ---- Used by batched writes (batch.ts); documents leave them out. ----
	/**
	 * Splits a group of rows into the units sent one request each (default: the whole group).
	 * Rows it refuses (e.g. an entry given twice) fail on their own. Runs before any request.
	 */
	split?: (
		fn: IExecuteFunctions,
		rows: Row[],
	) => { units: Row[][]; failed: Array<{ row: Row; error: Error }> };
	/** 'row': a row that cannot be read fails alone and its group goes on (default 'group': the group fails). */
	rowErrors?: 'group' | 'row';
	/** `readLine` validates the row and `assemble` returns the validated input of the request (no second validation). */
	assemblesInput?: boolean;
	/**
	 * How many output entries a row gives (`line` as read): output item k is then paired with the
	 * row of entry k when the counts add up. Default: every output item is paired with all rows.
	 */
	entriesOf?: (line: IDataObject) => number;
}

/** An operation with its callbacks typed by its schema, and its Resource value as written. */
export function defineOperation<TInput, R extends string>(
	def: Operation<R, TInput>,
): Operation<R, TInput> {
	return def;
}

/** An endpoint as an operation writes it: its key may be left out (endpointOf fills it in). */
export type EndpointEntry = Omit<Endpoint, 'key'> & Partial<Pick<Endpoint, 'key'>>;

/** The JSON Schema of one output item, or, when an option changes the output, each variant's. */
export type OutputSchemaEntry = JsonSchema | OutputVariants;

/**
 * A resource (resources/<resource>/index.ts): a value of the Resource dropdown and its operations
 * in dropdown order.
 */
export interface Resource {
	value: string;
	name: string;
	description: string;
	operations: Operation[];
}

/** A resource whose operations are each an `Operation` of this resource. */
export function defineResource<R extends string>(
	def: Resource & { value: R; operations: Array<Operation<R>> },
): Resource {
	return def;
}

/**
 * The endpoint of an operation that has one, keyed `<resource>.<operation>` unless it gives its
 * own key: what the engine sends, and what a list search or a trigger that reuses it sends.
 */
export function endpointOf(operation: Operation): Endpoint {
	const { endpoint } = operation;
	if (!endpoint) throw new Error(`Operation ${operation.value} has no endpoint`);
	return { ...endpoint, key: endpoint.key ?? `${operation.resource}.${operation.value}` };
}

const RETURN_ALL = 'returnAll';
const LIMIT = 'limit';

/**
 * Return All and Limit. Added to every list operation; an operation that pages on the client
 * side lists them in its own properties.
 */
export function listProperties(): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: RETURN_ALL,
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: LIMIT,
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { [RETURN_ALL]: [false] } },
		},
	];
}

/**
 * The input schema of Return All and Limit (listProperties): spread into the `input` of every
 * operation that lists (`list` operations, and those whose `run` pages itself).
 */
export const listInput = {
	returnAll: flag(false),
	limit: optional(positiveWhole),
};

/**
 * The fields of an operation as the node shows them: a list's Return All and Limit after its own
 * fields and before its Filters / Options, as in n8n's nodes.
 */
export function propertiesOf(op: Operation): INodeProperties[] {
	const { properties } = op;
	if (!op.list) return properties;
	const grouped = (property: INodeProperties) =>
		property.type === 'collection' || property.type === 'fixedCollection';
	const at = properties.findIndex(grouped);
	const split = at === -1 ? properties.length : at;
	return [...properties.slice(0, split), ...listProperties(), ...properties.slice(split)];
}

/** How many records a list operation's validated input asks for: undefined with Return All. */
export function listLimit(input: unknown): number | undefined {
	const { returnAll, limit } = input as { returnAll?: boolean; limit?: number };
	return returnAll ? undefined : limit;
}

export function findOperation(
	resources: Resource[],
	resource: string,
	operation: string,
): Operation {
	const found = resources
		.find((r) => r.value === resource)
		?.operations.find((o) => o.value === operation);
	if (!found) throw new Error(`Unknown operation ${resource}.${operation}`);
	return found;
}
