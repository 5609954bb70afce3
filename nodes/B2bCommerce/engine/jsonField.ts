/** JSON fields: their text read as a value, refused when it is not JSON or would lose a key. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { foundProblem } from './refusal';

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
 * in it, is a FoundProblem in its place, reported with the item's other problems. The one reader
 * of every JSON field of the action node.
 */
export function parseJsonField(
	value: unknown,
	label: string,
	fn: IExecuteFunctions,
	itemIndex: number,
): unknown {
	const found = (message: string, detail: string) =>
		foundProblem(fn.getNode(), itemIndex, message, detail);
	let parsed = value;
	if (typeof value === 'string') {
		if (value.trim() === '') return undefined;
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			return found(
				`"${label}" is not valid JSON`,
				`"${label}" must hold valid JSON (${(error as Error).message}), or an expression that returns it`,
			);
		}
	}
	const protoPath = protoKeyPath(parsed);
	if (protoPath) {
		return found(
			`"${label}" has a key "__proto__", which cannot be sent`,
			`"${label}" holds the key "__proto__" at ${formatPath(protoPath)}. JavaScript gives this key a special meaning, so it would be dropped silently instead of reaching the platform: rename it`,
		);
	}
	return parsed;
}

/** A validation path as the user reads it: `lines[0].quantity`. */
export function formatPath(path: Array<string | number>): string {
	return path.reduce<string>(
		(text, part) =>
			typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part,
		'',
	);
}
