/**
 * A tiny typed builder of JSON Schemas (draft 7) for the output items of the action node. n8n
 * reads the emitted files (`__schema__/v<version>/<resource>/<operation>.json`) to show an
 * operation's fields before it has run; the tests validate real output items against them.
 * Written as code so that each shape is written once (docs/output-schemas.md).
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
	type?: JsonType | JsonType[];
	description?: string;
	properties?: Record<string, JsonSchema>;
	required?: string[];
	additionalProperties?: boolean | JsonSchema;
	items?: JsonSchema;
	enum?: Array<string | number | boolean | null>;
	format?: string;
	/**
	 * Also null (the OpenAPI keyword, which ajv supports): used for objects and lists, because
	 * n8n's schema preview shows the members of `type: 'object'` only, not of `['object', 'null']`.
	 */
	nullable?: boolean;
}

/** A property every item has (spec: R, or always set by the node). */
export class Required {
	constructor(readonly schema: JsonSchema) {}
}

export type Property = JsonSchema | Required;

export const req = (schema: JsonSchema): Required => new Required(schema);

const scalar =
	(type: JsonType, format?: string) =>
	(description?: string): JsonSchema => ({
		type,
		...(format ? { format } : {}),
		...(description ? { description } : {}),
	});

export const str = scalar('string');
export const num = scalar('number');
export const int = scalar('integer');
export const bool = scalar('boolean');
/** `YYYY-MM-DD`. */
export const date = scalar('string', 'date');
/** ISO 8601 UTC. */
export const timestamp = scalar('string', 'date-time');
export const uuid = scalar('string', 'uuid');

export function oneOf(values: string[], description?: string): JsonSchema {
	return { type: 'string', enum: values, ...(description ? { description } : {}) };
}

export function arr(items: JsonSchema, description?: string): JsonSchema {
	return { type: 'array', items, ...(description ? { description } : {}) };
}

/** An object whose members are all known: any other member is a drift. */
export function obj(properties: Record<string, Property>, description?: string): JsonSchema {
	const required = Object.keys(properties).filter((key) => properties[key] instanceof Required);
	return {
		type: 'object',
		...(description ? { description } : {}),
		properties: Object.fromEntries(
			Object.entries(properties).map(([key, value]) => [
				key,
				value instanceof Required ? value.schema : value,
			]),
		),
		...(required.length ? { required } : {}),
		additionalProperties: false,
	};
}

/** An object whose members the spec leaves open (free-form data): the known ones are described. */
export function open(properties: Record<string, Property>, description?: string): JsonSchema {
	return { ...obj(properties, description), additionalProperties: true };
}

/** Any JSON value (the spec gives no shape). */
export function anyValue(description?: string): JsonSchema {
	return description ? { description } : {};
}

/**
 * The same schema, also allowing null: a scalar's type becomes `[type, 'null']` (n8n's preview
 * shows the first); an object or a list keeps its type and gets `nullable: true`, so that the
 * preview still shows its members.
 */
export function nullable(schema: JsonSchema): JsonSchema {
	if (schema.type === undefined || schema.nullable) return schema;
	if (schema.type === 'object' || schema.type === 'array') return { ...schema, nullable: true };
	const types = Array.isArray(schema.type) ? schema.type : [schema.type];
	if (types.includes('null')) return schema;
	return {
		...schema,
		type: [...types, 'null'],
		...(schema.enum ? { enum: [...schema.enum, null] } : {}),
	};
}

/**
 * A Simplify output: one level, every member present and null where the record has none. A
 * member given as `req(...)` is kept as given (present and never null).
 */
export function simplified(members: Record<string, Property>): JsonSchema {
	return obj(
		Object.fromEntries(
			Object.entries(members).map(([key, member]) => [
				key,
				member instanceof Required ? member : req(nullable(member)),
			]),
		),
	);
}

/**
 * A read shape: the platform may send null for any member it does not require (the spec says so
 * of the invoice read shape; we take it for every record read back), at every depth.
 */
export function readShape(schema: JsonSchema): JsonSchema {
	const items = schema.items ? { items: readShape(schema.items) } : {};
	if (!schema.properties) return { ...schema, ...items };
	const required = new Set(schema.required ?? []);
	return {
		...schema,
		...items,
		properties: Object.fromEntries(
			Object.entries(schema.properties).map(([key, value]) => {
				const inner = readShape(value);
				return [key, required.has(key) ? inner : nullable(inner)];
			}),
		),
	};
}

/** `schema` with more members (e.g. what the node adds to a write: `saved: true`). */
export function extend(schema: JsonSchema, properties: Record<string, Property>): JsonSchema {
	const more = obj(properties);
	return {
		...schema,
		properties: { ...schema.properties, ...more.properties },
		...(schema.required || more.required
			? { required: [...(schema.required ?? []), ...(more.required ?? [])] }
			: {}),
	};
}

export function omit(schema: JsonSchema, keys: string[]): JsonSchema {
	const properties = Object.fromEntries(
		Object.entries(schema.properties ?? {}).filter(([key]) => !keys.includes(key)),
	);
	const required = (schema.required ?? []).filter((key) => !keys.includes(key));
	return { ...optional(schema), properties, ...(required.length ? { required } : {}) };
}

/** `schema` with none of its members required (e.g. a write shape whose markers the spec does not show). */
function optional(schema: JsonSchema): JsonSchema {
	const copy = { ...schema };
	delete copy.required;
	return copy;
}

/**
 * A shape whose required markers are not shown (and whose members are passed on as given): the
 * same members and types, none required, every object open to other members, at every depth.
 */
export function loose(schema: JsonSchema): JsonSchema {
	const copy = optional(schema);
	if (copy.items) copy.items = loose(copy.items);
	if (copy.properties) {
		copy.properties = Object.fromEntries(
			Object.entries(copy.properties).map(([key, value]) => [key, loose(value)]),
		);
		copy.additionalProperties = true;
	}
	return copy;
}

/** The member a write adds to what it sent: `{ updated: true }`. */
export const marked = (key: string, what: string): Record<string, Property> => ({
	[key]: req(bool(`Always true: the platform accepted the ${what}`)),
});

/** Update of a record named by its ID: what was sent, with the ID, marked updated. */
export const updatedRecord = (
	id: (description: string) => JsonSchema,
	noun: string,
	written: Record<string, Property>,
): JsonSchema =>
	obj({
		id: req(id(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ID`)),
		...written,
		...marked('updated', 'update'),
	});

/** Delete of a record named by its ID: the ID, marked deleted. */
export const deletedRecord = (id: (description: string) => JsonSchema, noun: string): JsonSchema =>
	obj({ id: req(id(`ID of the deleted ${noun}`)), ...marked('deleted', 'delete') });

/**
 * An operation whose output changes with an option: `schema` is the output with the defaults
 * (what n8n's preview shows), `variants` the others, named `<parameter>-<value>` as n8n's own
 * nodes name such files (`getAll.simple-false.json`).
 */
export interface OutputVariants {
	schema: JsonSchema;
	variants: Record<string, JsonSchema>;
}
