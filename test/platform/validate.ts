/**
 * A tiny validation helper for the fake platform (deliberately not zod, so the fake shares no
 * schema code with the client).
 *
 * A schema is a plain object built with the `t.*` builders; fields are required unless wrapped
 * in `opt(...)`. `validate(schema, value)` walks the value and throws
 * `HttpError(400, 'VALIDATION_FAILED', message, fieldPath)` at the first problem, where fieldPath
 * is the full dotted path, e.g. `items[2].linePrices.netPrice` or `clientData.addressData.city`.
 *
 * Rules:
 * - A required field that is absent or null: "<path> is required".
 * - An optional field that is absent or null is accepted (and stays absent).
 * - Objects reject members the schema does not list ("<path> is not a known field"), unless the
 *   schema says `unknown: 'allow'`. Fields declared with `t.readOnly()` (members of a read shape
 *   that a client may echo back) are accepted on write and dropped.
 * - Strings: `nonEmpty` rejects '' (and blank) values. Numbers must be finite JSON numbers (a
 *   numeric string is not a number). Integers must also be whole and, with `int32`, in range.
 * - Dates are `YYYY-MM-DD` and must exist in the calendar; timestamps are ISO-8601 UTC ending in Z.
 *
 * `validate` returns a copy of the value with read-only members removed; the input is not changed.
 */
import { HttpError } from './types';

export interface Common {
	/** Absent or null is fine. */
	optional?: boolean;
}
export type Schema =
	| (Common & { kind: 'string'; nonEmpty?: boolean; pattern?: RegExp; patternText?: string })
	| (Common & { kind: 'number'; min?: number; max?: number })
	| (Common & { kind: 'integer'; min?: number; max?: number })
	| (Common & { kind: 'boolean' })
	| (Common & { kind: 'enum'; values: readonly string[]; label?: string })
	| (Common & { kind: 'date' })
	| (Common & { kind: 'timestamp' })
	| (Common & {
			kind: 'object';
			fields: Record<string, Schema>;
			unknown?: 'reject' | 'allow';
			/** Extra rule over the whole (already type-checked) object; throw via `fail`. */
			check?: (value: Record<string, unknown>, path: string) => void;
	  })
	| (Common & { kind: 'array'; of: Schema; minItems?: number })
	| (Common & { kind: 'any' })
	| (Common & { kind: 'readOnly' });

export type ObjectSchema = Extract<Schema, { kind: 'object' }>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLIENT_ID = /^org:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builders. Every builder yields a required field; wrap it in `opt()` to make it optional. */
export const t = {
	string: (o: { nonEmpty?: boolean } = {}): Schema => ({ kind: 'string', ...o }),
	/** A non-empty string in uuid form. */
	uuid: (): Schema => ({ kind: 'string', nonEmpty: true, pattern: UUID, patternText: 'a uuid' }),
	/** A client identifier, the spec's convention: `org:<uuid>`. */
	clientId: (): Schema => ({
		kind: 'string',
		nonEmpty: true,
		pattern: CLIENT_ID,
		patternText: 'a client id of the form org:<uuid>',
	}),
	number: (o: { min?: number; max?: number } = {}): Schema => ({ kind: 'number', ...o }),
	integer: (o: { min?: number; max?: number } = {}): Schema => ({ kind: 'integer', ...o }),
	int32: (o: { min?: number; max?: number } = {}): Schema => ({
		kind: 'integer',
		min: o.min ?? INT32_MIN,
		max: o.max ?? INT32_MAX,
	}),
	boolean: (): Schema => ({ kind: 'boolean' }),
	/** `label` names the value set in messages ("must be one of <label>"). */
	enumOf: (values: readonly string[], label?: string): Schema => ({ kind: 'enum', values, label }),
	date: (): Schema => ({ kind: 'date' }),
	timestamp: (): Schema => ({ kind: 'timestamp' }),
	object: (
		fields: Record<string, Schema>,
		o: { unknown?: 'reject' | 'allow'; check?: ObjectSchema['check'] } = {},
	): ObjectSchema => ({ kind: 'object', fields, ...o }),
	array: (of: Schema, o: { minItems?: number } = {}): Schema => ({ kind: 'array', of, ...o }),
	any: (): Schema => ({ kind: 'any' }),
	readOnly: (): Schema => ({ kind: 'readOnly', optional: true }),
};

/** The same schema, optional. */
export function opt<S extends Schema>(schema: S): S {
	return { ...schema, optional: true };
}

/** Throw the fake's validation error. */
export function fail(path: string, message: string): never {
	throw new HttpError(400, 'VALIDATION_FAILED', message, path || undefined);
}

export function joinPath(parent: string, key: string | number): string {
	if (typeof key === 'number') return `${parent}[${key}]`;
	return parent ? `${parent}.${key}` : key;
}

function describe(path: string): string {
	return path || 'the request body';
}

export function isDate(value: unknown): value is string {
	if (typeof value !== 'string') return false;
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!m) return false;
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const date = new Date(Date.UTC(y, mo - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isUtcTimestamp(value: unknown): value is string {
	if (typeof value !== 'string') return false;
	const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?Z$/.exec(value);
	if (!m || !isDate(m[1])) return false;
	return Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validate `value` against `schema`; returns a copy without read-only members. */
export function validate<T = unknown>(schema: Schema, value: unknown, path = ''): T {
	return check(schema, value, path) as T;
}

function check(schema: Schema, value: unknown, path: string): unknown {
	const name = describe(path);
	if (value === undefined || value === null) {
		if (schema.optional) return undefined;
		fail(path, `${name} is required`);
	}
	switch (schema.kind) {
		case 'string':
			if (typeof value !== 'string') fail(path, `${name} must be a string`);
			if (schema.nonEmpty && value.trim() === '') fail(path, `${name} must not be empty`);
			if (schema.pattern && !schema.pattern.test(value)) {
				fail(
					path,
					`${name} must be ${schema.patternText ?? `a string matching ${schema.pattern}`}`,
				);
			}
			return value;
		case 'number':
		case 'integer': {
			if (typeof value !== 'number' || !Number.isFinite(value))
				fail(path, `${name} must be a number`);
			if (schema.kind === 'integer' && !Number.isInteger(value))
				fail(path, `${name} must be an integer`);
			if (schema.min !== undefined && value < schema.min)
				fail(path, `${name} must be >= ${schema.min}`);
			if (schema.max !== undefined && value > schema.max)
				fail(path, `${name} must be <= ${schema.max}`);
			return value;
		}
		case 'boolean':
			if (typeof value !== 'boolean') fail(path, `${name} must be a boolean`);
			return value;
		case 'enum':
			if (typeof value !== 'string' || !schema.values.includes(value)) {
				fail(path, `${name} must be one of ${schema.label ?? schema.values.join(', ')}`);
			}
			return value;
		case 'date':
			if (!isDate(value)) fail(path, `${name} must be a date YYYY-MM-DD`);
			return value;
		case 'timestamp':
			if (!isUtcTimestamp(value))
				fail(path, `${name} must be an ISO-8601 UTC timestamp ending in Z`);
			return value;
		case 'array': {
			if (!Array.isArray(value)) fail(path, `${name} must be an array`);
			if (schema.minItems !== undefined && value.length < schema.minItems) {
				fail(path, `${name} must have at least ${schema.minItems} element(s)`);
			}
			return value.map((element, i) => {
				const elementPath = joinPath(path, i);
				// Array elements are never optional: a null element is "required".
				return check({ ...schema.of, optional: false }, element, elementPath);
			});
		}
		case 'object': {
			if (!isPlainObject(value)) fail(path, `${name} must be an object`);
			const out: Record<string, unknown> = {};
			for (const [key, fieldSchema] of Object.entries(schema.fields)) {
				if (fieldSchema.kind === 'readOnly') continue;
				const fieldValue = check(fieldSchema, value[key], joinPath(path, key));
				if (fieldValue !== undefined) out[key] = fieldValue;
			}
			for (const key of Object.keys(value)) {
				if (key in schema.fields) continue;
				if (schema.unknown === 'allow') out[key] = value[key];
				else fail(joinPath(path, key), `${joinPath(path, key)} is not a known field`);
			}
			schema.check?.(out, path);
			return out;
		}
		case 'any':
		case 'readOnly':
			return value;
	}
}

/**
 * Read-shape helper: a deep copy of `value` where every optional member that the schema lists
 * and the value lacks is present as null ("the read shape may carry null for unset optional
 * fields"). Read-only members are left to the caller.
 */
export function withNulls(schema: Schema, value: unknown): unknown {
	if (value === undefined || value === null) return null;
	if (schema.kind === 'array' && Array.isArray(value))
		return value.map((v) => withNulls(schema.of, v));
	if (schema.kind === 'object' && isPlainObject(value)) {
		const out: Record<string, unknown> = {};
		for (const [key, fieldSchema] of Object.entries(schema.fields)) {
			if (fieldSchema.kind === 'readOnly') continue;
			out[key] = withNulls(fieldSchema, value[key]);
		}
		for (const key of Object.keys(value)) if (!(key in out)) out[key] = structuredClone(value[key]);
		return out;
	}
	return structuredClone(value);
}
