/**
 * Reading a parameter of one item, as `getNodeParameter` does, with a shortcut for the expressions
 * sheets use for every column, `={{ $json.column }}` (or `$json["a column"]`, `$json.a.b`), and a
 * whole document takes from the previous node, `={{ $json }}`.
 *
 * n8n sets up its expression sandbox for every expression of every item (a data proxy, the
 * globals, the current time in the workflow's time zone): 50 to 200 µs each, the largest cost of
 * writing 10,000 sheet rows. The shortcut answers such an expression from the input item's JSON,
 * exactly what n8n's `$json` gives (our node has one input), as a copy, so nothing done with it
 * can change the input item. Anything else (other expressions, a path through a missing member, a
 * missing value, a value that is not plain JSON such as a date object) goes to `getNodeParameter`,
 * so its results and errors stay n8n's own. Nothing may follow the closing braces: n8n reads
 * `={{ $json.qty }} ` as text ("5 "), not as the value. test/node/expressionParity.test.ts checks
 * every form against n8n's own evaluation on both n8n-workflow lines (2.8 and 2.41).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

/** `={{ $json }}` or `={{ $json…path }}` with plain names, quoted names or indexes, nothing around it. */
const SIMPLE =
	/^=\{\{\s*\$json((?:\.[A-Za-z_$][\w$]*|\[\s*(?:"[^"\\]*"|'[^'\\]*'|\d+)\s*\])*)\s*\}\}$/;
const SEGMENT = /\.([A-Za-z_$][\w$]*)|\[\s*(?:"([^"\\]*)"|'([^'\\]*)'|(\d+))\s*\]/g;

const NOT_SIMPLE = Symbol('not simple');

function pathOf(expression: string): string[] | undefined {
	const match = SIMPLE.exec(expression);
	if (!match) return undefined;
	const path: string[] = [];
	for (const part of match[1].matchAll(SEGMENT))
		path.push(part[1] ?? part[2] ?? part[3] ?? part[4]);
	return path;
}

/**
 * A copy of a plain JSON value (text, number, boolean, null, and plain objects and arrays of
 * them), or NOT_SIMPLE for anything else: class instances, undefined, functions, a `__proto__` key.
 */
function plainCopy(value: unknown, depth = 0): unknown {
	if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
	if (typeof value !== 'object' || depth > 100) return NOT_SIMPLE;
	if (Array.isArray(value)) {
		const entries: unknown[] = value;
		const list: unknown[] = [];
		for (const entry of entries) {
			const copy = plainCopy(entry, depth + 1);
			if (copy === NOT_SIMPLE) return NOT_SIMPLE;
			list.push(copy);
		}
		return list;
	}
	const prototype: unknown = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== null) return NOT_SIMPLE;
	const object: IDataObject = {};
	for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
		const copy = key === '__proto__' ? NOT_SIMPLE : plainCopy(entry, depth + 1);
		if (copy === NOT_SIMPLE) return NOT_SIMPLE;
		object[key] = copy as IDataObject[string];
	}
	return object;
}

/** The value a `$json` path of own member names gives for this item (a copy), or NOT_SIMPLE. */
function copyAtJsonPath(path: string[], json: IDataObject): unknown {
	let value: unknown = json;
	for (const key of path) {
		if (
			value === null ||
			typeof value !== 'object' ||
			!Object.prototype.hasOwnProperty.call(value, key)
		)
			return NOT_SIMPLE;
		value = (value as IDataObject)[key];
	}
	return plainCopy(value);
}

/** What a raw parameter value gives for one item's JSON: the value, built afresh, or NOT_SIMPLE. */
type Resolver = (json: IDataObject) => unknown;

const notSimple: Resolver = () => NOT_SIMPLE;

/**
 * The resolver of a raw value, worked out once per value: a sheet of 10,000 rows reads the same
 * parameters 10,000 times, and parsing their expressions again for each row was a third of the
 * cost of reading them.
 */
function compile(raw: unknown): Resolver {
	if (typeof raw === 'string') {
		if (!raw.startsWith('=')) return () => raw;
		const path = pathOf(raw);
		return path ? (json) => copyAtJsonPath(path, json) : notSimple;
	}
	if (Array.isArray(raw)) {
		const entries = (raw as unknown[]).map(compile);
		if (entries.includes(notSimple)) return notSimple;
		return (json) => {
			const list: unknown[] = [];
			for (const entry of entries) {
				const value = entry(json);
				if (value === NOT_SIMPLE) return NOT_SIMPLE;
				list.push(value);
			}
			return list;
		};
	}
	if (raw !== null && typeof raw === 'object') {
		const members = Object.entries(raw as Record<string, unknown>).map(
			([key, entry]) => [key, compile(entry)] as const,
		);
		if (members.some(([, member]) => member === notSimple)) return notSimple;
		return (json) => {
			const object: IDataObject = {};
			for (const [key, member] of members) {
				const value = member(json);
				if (value === NOT_SIMPLE) return NOT_SIMPLE;
				object[key] = value as IDataObject[string];
			}
			return object;
		};
	}
	return () => raw;
}

/**
 * Resolvers per run (the context of one execution of the node) and raw value: a run's parameters
 * do not change, and the next run starts afresh.
 */
const resolvers = new WeakMap<IExecuteFunctions, Map<unknown, Resolver>>();

function resolverOf(fn: IExecuteFunctions, raw: unknown): Resolver {
	let ofRun = resolvers.get(fn);
	if (!ofRun) resolvers.set(fn, (ofRun = new Map()));
	let resolver = ofRun.get(raw);
	if (!resolver) ofRun.set(raw, (resolver = compile(raw)));
	return resolver;
}

/**
 * `fn.getNodeParameter(name, itemIndex, fallback, { extractValue })`, faster for values whose
 * expressions are all `$json` paths. `extractValue` takes a resource locator's value (our
 * locators' modes extract nothing from it).
 */
export function nodeParameter(
	fn: IExecuteFunctions,
	name: string,
	itemIndex: number,
	fallback: unknown,
	options: { extractValue?: boolean } = {},
): unknown {
	const raw = fn.getNodeParameter(name, itemIndex, fallback as never, {
		rawExpressions: true,
	}) as unknown;
	const usesExpression =
		typeof raw === 'string' ? raw.startsWith('=') : raw !== null && typeof raw === 'object';
	if (usesExpression) {
		const resolver = resolverOf(fn, raw);
		const json = resolver === notSimple ? undefined : fn.getInputData()[itemIndex]?.json;
		const value = json ? resolver(json) : NOT_SIMPLE;
		if (value !== NOT_SIMPLE) {
			if (
				options.extractValue &&
				value &&
				typeof value === 'object' &&
				'mode' in value &&
				'value' in value
			) {
				return (value as IDataObject).value;
			}
			return value;
		}
		return fn.getNodeParameter(name, itemIndex, fallback as never, options);
	}
	return raw;
}
