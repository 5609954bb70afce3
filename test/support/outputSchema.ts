/**
 * Validates output items against the action node's output schemas with ajv 8 (draft 07, a
 * devDependency), the formats the schemas use checked by pattern. Each schema is compiled once
 * per test file; the harness (`runWorkflow`) checks every successful run of the action node with
 * `outputProblems`.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { findOperation } from '../../nodes/B2bCommerce/engine/operation';
import type { JsonSchema } from '../../nodes/B2bCommerce/engine/outputSchema';
import { resources } from '../../nodes/B2bCommerce/resources';

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
function schemaProblems(schema: JsonSchema, value: unknown): string[] {
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

/**
 * The schema of one operation's output item: with the defaults, or a named variant such as
 * `simplify-false` (as gulpfile.js writes them); undefined for a variant it does not have.
 */
export function outputSchema(
	resource: string,
	operation: string,
	variant?: string,
): JsonSchema | undefined {
	const entry = findOperation(resources, resource, operation).outputSchema;
	if (!('variants' in entry)) return variant ? undefined : entry;
	if (!variant) return entry.schema;
	return Object.prototype.hasOwnProperty.call(entry.variants, variant)
		? entry.variants[variant]
		: undefined;
}

/** An expression n8n resolves per item: the check cannot tell which schema it chose. */
const isExpression = (value: unknown) => typeof value === 'string' && value.startsWith('=');

/**
 * The output schema a run's parameters choose, its variant and its name: the variant
 * `<parameter>-<value>` when that parameter holds that value (`simplify-false`: Simplify off), else
 * the main schema (the output with the defaults, so a parameter left out chooses it). Undefined
 * when a parameter it depends on is an expression. The one chooser: the harness checks every run
 * with it, and outputSchemas.test.ts asserts which variant its runs chose.
 */
export function schemaOfRun(
	resource: string,
	operation: string,
	parameters: IDataObject,
): { schema: JsonSchema; name: string; variant?: string } | undefined {
	const entry = findOperation(resources, resource, operation).outputSchema;
	let chosen: string | undefined;
	for (const variant of 'variants' in entry ? Object.keys(entry.variants) : []) {
		const split = variant.indexOf('-');
		const value = parameters[variant.slice(0, split)];
		if (isExpression(value)) return undefined;
		if (String(value) === variant.slice(split + 1)) chosen = variant;
	}
	const name = `${resource} > ${operation}${chosen ? ` (${chosen})` : ''}`;
	return { schema: outputSchema(resource, operation, chosen)!, name, variant: chosen };
}

/**
 * What is wrong with a successful run's output items against its operation's output schema: one
 * entry per item that does not fit, naming the operation, the item and its problems (empty: every
 * item fits). `parameters` are the node's, Resource and Operation given. Error items (Continue) are
 * not checked when `errorItems` says the run may have them. What n8n keeps of an item is its JSON
 * (a member set to undefined is no member), so that is what is checked.
 */
export function outputProblems(
	parameters: IDataObject,
	items: INodeExecutionData[],
	{ errorItems }: { errorItems: boolean },
): string[] {
	const { resource, operation } = parameters;
	if (typeof resource !== 'string' || typeof operation !== 'string') return [];
	if (isExpression(resource) || isExpression(operation)) return [];
	const chosen = schemaOfRun(resource, operation, parameters);
	if (!chosen) return [];
	return items.flatMap((item, index) => {
		if (errorItems && 'error' in item.json) return [];
		const json: unknown = JSON.parse(JSON.stringify(item.json));
		const problems = schemaProblems(chosen.schema, json);
		if (problems.length === 0) return [];
		const shown = JSON.stringify(json);
		return [
			`${chosen.name}, output item ${index}: ${problems.join('; ')}\n  item: ` +
				(shown.length > 400 ? `${shown.slice(0, 400)}...` : shown),
		];
	});
}
