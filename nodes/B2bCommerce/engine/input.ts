/**
 * Steps 1 and 2 of the pipeline for one item (pipeline.ts): its parameters read into the object
 * the operation's schema checks, and that check, with errors that name the fields as the editor
 * shows them.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { ZodIssue } from './zod';
import { validate } from './zod';

import { formatPath, parseJsonField } from './jsonField';
import type { Operation } from './operation';
import { propertiesOf } from './operation';
import { nodeParameter } from './parameters';
import { itemName } from './numbering';
import type { Problem } from './refusal';
import { FoundProblem, refusal } from './refusal';

/** A field of an operation and the values of other fields it is shown for (displayOptions.show). */
interface Field {
	property: INodeProperties;
	shownFor: Array<[name: string, values: unknown[]]>;
}

/** Each operation's fields, worked out once: a sheet of 10,000 rows reads them 10,000 times. */
const fieldsOfOperation = new WeakMap<Operation, Field[]>();

function fieldsOf(op: Operation): Field[] {
	let fields = fieldsOfOperation.get(op);
	if (!fields) {
		fields = propertiesOf(op).map((property) => ({
			property,
			shownFor: Object.entries(property.displayOptions?.show ?? {}).flatMap(
				([name, values]): Field['shownFor'] => (Array.isArray(values) ? [[name, values]] : []),
			),
		}));
		fieldsOfOperation.set(op, fields);
	}
	return fields;
}

/** Reads every property of the operation for one item, flattening collections into one object. */
export function readParameters(
	fn: IExecuteFunctions,
	itemIndex: number,
	op: Operation,
): IDataObject {
	const input: IDataObject = {};
	for (const { property, shownFor } of fieldsOf(op)) {
		const hidden = shownFor.some(([name, values]) => {
			const current = input[name];
			return current !== undefined && !values.includes(current);
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
function labelOf(op: Operation, name: string): string | undefined {
	for (const property of propertiesOf(op)) {
		if (property.name === name) return property.displayName;
		for (const option of property.options ?? []) {
			if ('displayName' in option && option.name === name) return option.displayName;
		}
	}
	return undefined;
}

/** Each field's place in the form (collections' options included), to list problems in that order. */
function fieldOrder(op: Operation): Map<string, number> {
	const order = new Map<string, number>();
	for (const property of propertiesOf(op)) {
		order.set(property.name, order.size);
		for (const option of property.options ?? []) {
			if ('displayName' in option && !order.has(option.name)) order.set(option.name, order.size);
		}
	}
	return order;
}

/**
 * Where an issue inside an entry of a list of the form (a fixedCollection with multiple values,
 * e.g. Prices › Line) is, as the editor shows it: "Prices › Line 2 › Line ID", counted from 1.
 * Undefined when the path is not in such a list, or the list is not shown (its JSON mode).
 */
function entryLabel(
	op: Operation,
	path: Array<string | number>,
	raw: IDataObject,
): string | undefined {
	const [name, index, member] = path;
	if (typeof index !== 'number') return undefined;
	const list = propertiesOf(op).find(
		(property) =>
			property.name === name &&
			property.type === 'fixedCollection' &&
			property.typeOptions?.multipleValues === true,
	);
	const entry = list?.options?.[0];
	if (!list || !entry || !('values' in entry)) return undefined;
	const shown = Object.entries(list.displayOptions?.show ?? {}).every(
		([key, values]) =>
			key === 'resource' ||
			key === 'operation' ||
			(Array.isArray(values) && (values as unknown[]).includes(raw[key])),
	);
	if (!shown) return undefined;
	const field = entry.values.find((value) => value.name === member);
	return [list.displayName, `${entry.displayName} ${index + 1}`, field?.displayName]
		.filter((part) => part !== undefined)
		.join(' › ');
}

/** What a value is, in the words of zod's messages: string, number, nan, array, null, ... */
function typeOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
	return typeof value;
}

/** zod's own words start with these; ours are kept as written. */
const ZOD_WORDS = /^(Invalid input|Invalid option)/;

function describeIssue(issue: ZodIssue): string {
	const missing = issue.input === undefined;
	if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && missing)
		return 'is required';
	if (issue.code === 'invalid_type') {
		// Our schemas word their own type messages ("must be a number").
		if (!ZOD_WORDS.test(issue.message)) return issue.message;
		if (issue.expected === 'boolean') return 'must be true or false';
		if (issue.expected === 'number') return 'must be a number';
		// "string" is zod's word: the editor calls it text.
		const expected = issue.expected === 'string' ? 'text' : issue.expected;
		return `must be ${expected}, not ${typeOf(issue.input)}`;
	}
	if (issue.code === 'unrecognized_keys') {
		return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the platform does not know: ${issue.keys.join(', ')} (check the spelling)`;
	}
	if (issue.code === 'invalid_value' && !ZOD_WORDS.test(issue.message)) return issue.message;
	if (issue.code === 'invalid_value') {
		const options = issue.values.map(String);
		// Only text can be one of the options: say what came instead (a number from an expression).
		const given = typeof issue.input === 'string' ? '' : `, not ${typeOf(issue.input)}`;
		return `must be one of ${options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ')}${given}`;
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

/**
 * Validates one item's input. A failure says, one line per problem: the item (in rows mode the
 * row), the field's label as the editor shows it, what is wrong and, when it is missing, what to
 * write; the internal path comes last, in brackets, only where no label as the form shows it is
 * known. The error is built by refusal.ts, which says how n8n shows it.
 */
export function validateInput<T>(
	fn: IExecuteFunctions,
	itemIndex: number,
	op: Operation<string, T>,
	raw: IDataObject,
	context: ValidationContext = {},
): T {
	const result = validate(op.input, raw);
	const found = Object.entries(raw).filter(
		(entry): entry is [string, FoundProblem] => entry[1] instanceof FoundProblem,
	);
	if (result.success && found.length === 0) return result.data;
	// What the schema says of a field with a problem found before it adds nothing.
	const issues = result.success
		? []
		: result.issues.filter((issue) => !found.some(([name]) => name === issue.path[0]));
	if (issues.length === 0 && found.length === 1) throw found[0][1].error;
	let labelOnly = false;
	const describe = (issue: ZodIssue): Problem => {
		const located = op.locate?.(issue.path, raw, fn);
		const inEntry = located ? undefined : entryLabel(op, issue.path, raw);
		const where =
			located ?? (inEntry ? { label: inEntry, path: issue.path, labelOnly: true } : undefined);
		const path = formatPath(where ? where.path : issue.path);
		const label = where ? where.label : labelOf(op, String(issue.path[0] ?? ''));
		const problem = describeIssue(issue);
		const name = label ? `"${label}"` : `"${path || 'input'}"`;
		const toWrite = problem === 'is required' && where?.hint ? `: ${where.hint}` : '';
		// A field named as the form (or sheet) shows it needs no internal path after it.
		const detail = label && path && label !== path && !where?.labelOnly ? ` [${path}]` : '';
		const item = context.itemIndexOf?.(issue.path) ?? itemIndex;
		if (where?.labelOnly) labelOnly = true;
		const headline =
			label && label !== path && !where?.labelOnly
				? `${name} (${path || 'input'}) ${problem}`
				: `${name} ${problem}`;
		return { item, headline, line: `${itemName(item)}: ${name} ${problem}${toWrite}${detail}` };
	};
	// Each problem found before the schema goes among the schema's, in the order of the fields.
	const order = fieldOrder(op);
	const position = (name: unknown) => order.get(String(name)) ?? order.size;
	const listed: Array<
		{ at: number; issue: ZodIssue } | { at: number; found: [string, FoundProblem] }
	> = issues.map((issue) => ({ at: position(issue.path[0]), issue }));
	for (const entry of found) {
		const at = position(entry[0]);
		const before = listed.findIndex((other) => other.at > at);
		listed.splice(before === -1 ? listed.length : before, 0, { at, found: entry });
	}
	// Only the problems shown are described (a document of many rows may have thousands).
	const shown = listed.slice(0, 10).map((entry): Problem => {
		if ('issue' in entry) return describe(entry.issue);
		const [name, { error, line }] = entry.found;
		return { item: context.itemIndexOf?.([name]) ?? itemIndex, headline: error.message, line };
	});
	throw refusal(fn.getNode(), shown, {
		intro: `${context.preface ?? `${itemName(itemIndex)}.`} Nothing was sent for ${
			context.subject ?? 'this item'
		}.`,
		total: listed.length,
		countInMessage: labelOnly,
	});
}
