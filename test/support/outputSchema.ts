/**
 * Validates output items against the action node's output schemas with ajv 8 (draft 07, a
 * devDependency), the formats the schemas use checked by pattern.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

import type { JsonSchema } from '../../nodes/B2bCommerce/engine/outputSchema';

const ajv = new Ajv({
	strict: true,
	allowUnionTypes: true,
	allErrors: true,
	formats: {
		date: /^\d{4}-\d{2}-\d{2}$/,
		'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/,
		uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
	},
});

const compiled = new Map<JsonSchema, ValidateFunction>();

/** The problems of a value against a schema, one line each (empty: it fits). */
export function schemaProblems(schema: JsonSchema, value: unknown): string[] {
	let validate = compiled.get(schema);
	if (!validate) {
		validate = ajv.compile(schema);
		compiled.set(schema, validate);
	}
	if (validate(value)) return [];
	return (validate.errors ?? []).map((error: ErrorObject) => {
		const extra =
			error.keyword === 'additionalProperties'
				? ` "${(error.params as { additionalProperty: string }).additionalProperty}"`
				: '';
		return `${error.instancePath || '(item)'} ${error.message ?? error.keyword}${extra}`;
	});
}
