import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	ResourceMapperField,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { ZodIssue, ZodType, ZodTypeDef } from './schemas/zod';
import { z } from './schemas/zod';

import { nodeParameter } from './parameters';
import type { RunScope } from './scope';
import { itemName } from './numbering';
import type { RequestGate } from './transport/gate';
import type { ListShape } from './transport/paginate';
import type { Endpoint, PlatformRequest } from './transport/request';

/**
 * Items an operation builds itself (with binary data): the only output the router takes as n8n
 * items. Everything else an operation returns is platform data, made the JSON of items.
 */
export class NodeItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

/** Whether a value is a record (a JSON object); arrays, text, numbers, booleans and null are not. */
export function isRecord(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A platform value as the JSON of an output item: a record as it is (whatever its members are
 * called: `json`, `binary`, `pairedItem` are data), anything else as `{ value }`.
 */
export function asItemJson(value: unknown): IDataObject {
	return isRecord(value) ? value : { value: value as IDataObject[string] };
}

/** What an operation's `request` builds from its validated input. */
export type RequestParts = Omit<PlatformRequest, 'endpoint' | 'gate' | 'itemIndex'>;

export interface RunContext {
	fn: IExecuteFunctions;
	itemIndex: number;
	gate: RequestGate;
	/** The state of this run (scope.ts), shared by all its items. */
	scope: RunScope;
	/** The same road every request takes, with this item's gate and index filled in. */
	send(endpoint: Endpoint, parts?: RequestParts): Promise<unknown>;
}

/**
 * One dropdown entry of the action node, described as data: its fields, the zod schema of
 * what they must hold, the endpoint, and how to turn input into a request and a response
 * into output. Operations that are more than one request use `run`.
 *
 * `TInput` is what `input` gives after validation (`z.infer` of the schema): the callbacks
 * receive it, checked by the compiler. Write an operation with `defineOperation({...})`, which
 * infers `TInput` from `input`. The callbacks are method signatures so that an operation of any
 * input type fits the plain `OperationDef` of a resource's list; the engine hands them only what
 * `input` validated.
 */
export interface OperationDef<TInput = unknown> {
	value: string;
	name: string;
	action: string;
	description: string;
	/** Fields of this operation (displayOptions for resource/operation are added for you). */
	properties: INodeProperties[];
	/** The parameters of one item (collections flattened into it) must satisfy this. */
	input: ZodType<TInput, ZodTypeDef, unknown>;
	endpoint?: Endpoint;
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
	 * Checks that need more than the parameters (an item's binary data, the platform's list of
	 * types): run for every item after validation and before the first request, so a bad item
	 * stops the run before anything is written. May complete `input` for `run`.
	 */
	precheck?(ctx: RunContext, input: TInput): void | Promise<void>;
	/**
	 * Reads the parameters of one item into the object `input` validates. Default: every
	 * property by name, collections flattened, JSON fields parsed.
	 */
	readInput?: (
		fn: IExecuteFunctions,
		itemIndex: number,
		read: () => IDataObject,
		scope: RunScope,
	) => IDataObject;
	/**
	 * Spreadsheet rows: when active, input items are lines grouped into documents by a key, and
	 * the operation runs once per document (see RowsDef and documentInput.ts).
	 */
	rows?: RowsDef;
	/**
	 * How a validation issue's path is shown: the label of the field that holds it and the path
	 * the user knows (e.g. without a wrapping `document`). Default: the first path member's label.
	 */
	locate?: (
		path: Array<string | number>,
		raw: IDataObject,
		fn?: IExecuteFunctions,
	) => {
		label?: string;
		path: Array<string | number>;
		/** What to write when the value is missing (the field's description and example). */
		hint?: string;
		/** The message names the label only (the path stays in the description). */
		labelOnly?: boolean;
	};
	/** Runs once before any item is read (e.g. reads defaults from the credential). */
	prepare?: (fn: IExecuteFunctions, scope: RunScope) => Promise<void>;
	/** The columns of a resource mapper (Spreadsheet Rows of documents). */
	columns?: () => ResourceMapperField[];
}

/** One input item in rows mode, already read. */
export interface Row {
	itemIndex: number;
	key: string;
	line: IDataObject;
}

/**
 * Groups input items (rows of a sheet or CSV) into documents: each item is one line, rows with
 * the same key form one document in first-appearance order, the header comes from the group's
 * first row. The router validates the assembled input with `input` and sends one request per
 * document; its output item is paired with every row of the group.
 */
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

/** An operation with its callbacks typed by its schema (see OperationDef). */
export function defineOperation<TInput>(def: OperationDef<TInput>): OperationDef<TInput> {
	return def;
}

export interface ResourceDef {
	value: string;
	name: string;
	description: string;
	operations: OperationDef[];
}

/** Parameter names of the list fields added to every list operation. */
export const RETURN_ALL = 'returnAll';
export const LIMIT = 'limit';

/**
 * Return All and Limit. Added to every list operation; an operation that pages on the client
 * side lists them in its own properties, naming what it returns.
 */
export function listProperties(what = 'results'): INodeProperties[] {
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
			description: `Max number of ${what} to return`,
			displayOptions: { show: { [RETURN_ALL]: [false] } },
		},
	];
}

/**
 * The input schema of Return All and Limit (listProperties): spread into the `input` of every
 * operation that lists (`list` operations, and those whose `run` pages itself).
 */
export const listInput = {
	returnAll: z.boolean().default(false),
	limit: z.number().int().positive().optional(),
};

/** Return All and Limit after the operation's own fields and before its Filters / Options, as in n8n's nodes. */
function withListProperties(properties: INodeProperties[]): INodeProperties[] {
	const grouped = (property: INodeProperties) =>
		property.type === 'collection' || property.type === 'fixedCollection';
	const at = properties.findIndex(grouped);
	const split = at === -1 ? properties.length : at;
	return [...properties.slice(0, split), ...listProperties(), ...properties.slice(split)];
}

function byName(a: INodePropertyOptions, b: INodePropertyOptions): number {
	return a.name.localeCompare(b.name);
}

/**
 * The label n8n's node panel shows for an operation ("Get complaint"): the operation's `action`
 * without articles, as n8n's UX guidelines write actions. Resources write `action` as a plain
 * sentence ("Get a complaint"); this is the one place that shortens it.
 */
function actionLabel(action: string): string {
	return action.replace(/\s+(a|an|the)\s+/gi, ' ');
}

/**
 * The action node's subtitle (shown under the node on the canvas): the operation and resource in
 * the words of the dropdowns ("Create or Replace: Invoice"), not their internal values. An
 * expression over a table of every resource and operation; anything not in it (n8n's own Custom
 * API Call) shows as before.
 */
export function buildSubtitle(resources: ResourceDef[]): string {
	const words: Record<string, string> = {};
	for (const resource of resources) {
		for (const op of resource.operations)
			words[`${resource.value}:${op.value}`] = `${op.name}: ${resource.name}`;
	}
	return `={{ (${JSON.stringify(words)})[$parameter["resource"] + ":" + $parameter["operation"]] || ($parameter["operation"] + ": " + $parameter["resource"]) }}`;
}

/** The node's properties: Resource, one Operation dropdown per resource, then every field. */
export function buildProperties(
	resources: ResourceDef[],
	trailing: INodeProperties[],
): INodeProperties[] {
	const sorted = [...resources].sort((a, b) => a.name.localeCompare(b.name));
	const firstResource = sorted[0].value;
	const properties: INodeProperties[] = [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: sorted.map((r) => ({ name: r.name, value: r.value, description: r.description })),
			default: firstResource,
		},
	];
	for (const resource of sorted) {
		const operations = [...resource.operations].sort((a, b) => a.name.localeCompare(b.name));
		const firstOperation = operations[0].value;
		properties.push({
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource.value] } },
			options: operations
				.map((op) => ({
					name: op.name,
					value: op.value,
					description: op.description,
					action: actionLabel(op.action),
				}))
				.sort(byName),
			default: firstOperation,
		});
	}
	for (const resource of sorted) {
		for (const op of resource.operations) {
			const fields = op.list ? withListProperties(op.properties) : op.properties;
			for (const field of fields) {
				properties.push({
					...withVisibleJsonExample(field),
					displayOptions: {
						...field.displayOptions,
						show: {
							...field.displayOptions?.show,
							resource: [resource.value],
							operation: [op.value],
						},
					},
				});
			}
		}
	}
	return [...properties, ...trailing];
}

/**
 * n8n's JSON editor shows no placeholder, so the example shape a JSON field carries as its
 * placeholder is shown as its hint instead (in collections too).
 */
function withVisibleJsonExample(property: INodeProperties): INodeProperties {
	const nested = property.options?.map((option) =>
		'displayName' in option ? withVisibleJsonExample(option as INodeProperties) : option,
	) as INodeProperties['options'];
	if (property.type !== 'json' || !property.placeholder)
		return nested ? { ...property, options: nested } : property;
	const { placeholder, ...rest } = property;
	return {
		...rest,
		...(nested ? { options: nested } : {}),
		hint: property.hint ?? `Example: ${placeholder}`,
	};
}

export function findOperation(
	resources: ResourceDef[],
	resource: string,
	operation: string,
): OperationDef {
	const found = resources
		.find((r) => r.value === resource)
		?.operations.find((o) => o.value === operation);
	if (!found) throw new Error(`Unknown operation ${resource}.${operation}`);
	return found;
}

/**
 * Where a value holds the key `__proto__` (an own key, as JSON.parse makes it), if anywhere.
 * Any later copy of such an object (zod, a spread, n8n) drops the key or changes the object's
 * prototype instead of keeping it, so it would never reach the platform.
 */
function protoKeyPath(
	value: unknown,
	path: Array<string | number> = [],
): Array<string | number> | undefined {
	if (value === null || typeof value !== 'object') return undefined;
	if (Array.isArray(value)) {
		for (let index = 0; index < value.length; index++) {
			path.push(index);
			if (protoKeyPath(value[index], path)) return path;
			path.pop();
		}
		return undefined;
	}
	for (const key of Object.keys(value)) {
		path.push(key);
		if (key === '__proto__' || protoKeyPath((value as IDataObject)[key], path)) return path;
		path.pop();
	}
	return undefined;
}

/**
 * A JSON field's text as a value ('' is not given); invalid JSON, or a `__proto__` key anywhere
 * in it, is an error naming the field. The one reader of every JSON field of the action node.
 */
export function parseJsonField(
	value: unknown,
	label: string,
	fn: IExecuteFunctions,
	itemIndex: number,
): unknown {
	let parsed = value;
	if (typeof value === 'string') {
		if (value.trim() === '') return undefined;
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			throw new NodeOperationError(fn.getNode(), `"${label}" is not valid JSON`, {
				itemIndex,
				description: `${itemName(itemIndex)}: "${label}" must hold valid JSON (${(error as Error).message}), or an expression that returns it. Nothing was sent for this item.`,
			});
		}
	}
	const protoPath = protoKeyPath(parsed);
	if (protoPath) {
		throw new NodeOperationError(
			fn.getNode(),
			`"${label}" has a key "__proto__", which cannot be sent`,
			{
				itemIndex,
				description: `${itemName(itemIndex)}: "${label}" holds the key "__proto__" at ${formatPath(protoPath)}. JavaScript gives this key a special meaning, so it would be dropped silently instead of reaching the platform: rename it. Nothing was sent for this item.`,
			},
		);
	}
	return parsed;
}

/** Reads every property of the operation for one item, flattening collections into one object. */
export function readParameters(
	fn: IExecuteFunctions,
	itemIndex: number,
	op: OperationDef,
): IDataObject {
	const input: IDataObject = {};
	const fields = op.list ? withListProperties(op.properties) : op.properties;
	for (const property of fields) {
		const show = property.displayOptions?.show ?? {};
		const hidden = Object.entries(show).some(([name, allowed]) => {
			const current = input[name];
			return current !== undefined && Array.isArray(allowed) && !allowed.includes(current as never);
		});
		if (hidden) continue;
		let value = nodeParameter(fn, property.name, itemIndex, property.default, {
			extractValue: property.type === 'resourceLocator',
		});
		if (property.type === 'json')
			value = parseJsonField(value, property.displayName, fn, itemIndex);
		if (property.type === 'collection' && value && typeof value === 'object') {
			for (const option of property.options ?? []) {
				const child = option as INodeProperties;
				const childValue = (value as IDataObject)[child.name];
				if (childValue === undefined) continue;
				input[child.name] = (
					child.type === 'json'
						? parseJsonField(childValue, child.displayName, fn, itemIndex)
						: childValue
				) as IDataObject[string];
			}
			continue;
		}
		// An empty field counts as not given, so the schema can say "is required".
		if (value === '' || value === undefined) continue;
		input[property.name] = value as IDataObject[string];
	}
	return input;
}

/** Display names of an operation's fields, to name them in errors the way the user sees them. */
function labelOf(op: OperationDef, name: string): string | undefined {
	for (const property of op.list ? withListProperties(op.properties) : op.properties) {
		if (property.name === name) return property.displayName;
		for (const option of property.options ?? []) {
			if ('displayName' in option && option.name === name) return option.displayName;
		}
	}
	return undefined;
}

function formatPath(path: Array<string | number>): string {
	return path.reduce<string>(
		(text, part) =>
			typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part,
		'',
	);
}

function describeIssue(issue: ZodIssue): string {
	if (issue.code === 'invalid_type' && issue.received === 'undefined') return 'is required';
	// Our schemas word their own type messages ("must be a number"); zod's defaults start with "Expected".
	if (issue.code === 'invalid_type' && !/^(Expected|Required)/.test(issue.message))
		return issue.message;
	if (issue.code === 'invalid_type' && issue.expected === 'boolean') return 'must be true or false';
	if (issue.code === 'invalid_type' && issue.expected === 'number') return 'must be a number';
	if (issue.code === 'invalid_type') return `must be ${issue.expected}, not ${issue.received}`;
	if (issue.code === 'unrecognized_keys') {
		return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the platform does not know: ${issue.keys.join(', ')} (check the spelling)`;
	}
	if (issue.code === 'invalid_enum_value' && !/^Invalid enum value/.test(issue.message))
		return issue.message;
	if (issue.code === 'invalid_enum_value') {
		const options = issue.options.map(String);
		return `must be one of ${options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ')}`;
	}
	return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
}

export interface ValidationContext {
	/** The item an issue at this path belongs to (rows mode: the row of the line). */
	itemIndexOf?: (path: Array<string | number>) => number;
	/** Said before the issues in the description, e.g. which rows made the document. */
	preface?: string;
	/** What was not sent ("this item", "this invoice"). */
	subject?: string;
}

function escapeHtml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Validates one item's input. A failure says, one line per problem: the item (in rows mode the
 * row), the field's label as the editor shows it, what is wrong and, when it is missing, what to
 * write; the internal path comes last, in brackets. The message is the first problem; the
 * description lists them all (as an HTML list: n8n's error panel renders the description as HTML,
 * where plain new lines would run together).
 */
export function validateInput<T>(
	fn: IExecuteFunctions,
	itemIndex: number,
	op: OperationDef<T>,
	raw: IDataObject,
	context: ValidationContext = {},
): T {
	const result = op.input.safeParse(raw);
	if (result.success) return result.data;
	const issues = result.error.issues;
	let labelOnly = false;
	const describe = (issue: ZodIssue) => {
		const where = op.locate?.(issue.path, raw, fn);
		const path = formatPath(where ? where.path : issue.path);
		const label = where ? where.label : labelOf(op, String(issue.path[0] ?? ''));
		const problem = describeIssue(issue);
		const name = label ? `"${label}"` : `"${path || 'input'}"`;
		const toWrite = problem === 'is required' && where?.hint ? `: ${where.hint}` : '';
		const detail = label && path && label !== path ? ` [${path}]` : '';
		const item = context.itemIndexOf?.(issue.path) ?? itemIndex;
		if (where?.labelOnly) labelOnly = true;
		const headline =
			label && label !== path && !where?.labelOnly
				? `${name} (${path || 'input'}) ${problem}`
				: `${name} ${problem}`;
		return { item, headline, line: `${itemName(item)}: ${name} ${problem}${toWrite}${detail}` };
	};
	const described = issues.slice(0, 10).map(describe);
	const first = described[0];
	const more =
		labelOnly && issues.length > 1
			? ` (${issues.length - 1} more problem${issues.length > 2 ? 's' : ''} in the details)`
			: '';
	const list = described.map((entry) => `<li>${escapeHtml(entry.line)}</li>`).join('\n');
	throw new NodeOperationError(fn.getNode(), `${first.headline}${more}`, {
		itemIndex: first.item,
		description: `${context.preface ?? `${itemName(itemIndex)}.`} Nothing was sent for ${
			context.subject ?? 'this item'
		}.\n<ul>\n${list}${issues.length > 10 ? `\n<li>… and ${issues.length - 10} more</li>` : ''}\n</ul>`,
	});
}
