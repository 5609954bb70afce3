/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Validates output items against the action node's output schemas with ajv 8 (draft 07, a
 * devDependency), the formats the schemas use checked by pattern. The harness (`runWorkflow`)
 * checks every successful run of the action node with `outputProblems`. Compiling a large schema
 * takes up to several hundred milliseconds in a fresh test file, so each schema is compiled once
 * per machine: its validator's standalone code is kept in the temp folder, named by the schema's
 * hash, and every later test file reads it back (ajv's own compiled code, run as ajv runs it).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { findOperation } from '../../nodes/B2bCommerce/engine/operation';
import type { JsonSchema } from '../../nodes/B2bCommerce/engine/outputSchema';
import { resources } from '../../nodes/B2bCommerce/resources';

const ajv = new Ajv({
	strict: true,
	allowUnionTypes: true,
	allErrors: true,
	code: { source: true },
	formats: {
		date: /^\d{4}-\d{2}-\d{2}$/,
		'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/,
		uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
	},
});

/** Where compiled validators are kept: by ajv's version and this file's options, then by schema. */
const CACHE = join(
	tmpdir(),
	'b2b-commerce-output-schemas',
	createHash('sha256')
		.update(
			`${readFileSync(require.resolve('ajv/package.json'), 'utf8')}${readFileSync(__filename, 'utf8')}`,
		)
		.digest('hex')
		.slice(0, 16),
);

/** A schema's validator: read from the cache, or compiled and written there. */
function validatorOf(schema: JsonSchema): ValidateFunction {
	const file = join(
		CACHE,
		`${createHash('sha256').update(JSON.stringify(schema)).digest('hex')}.js`,
	);
	let code: string;
	try {
		code = readFileSync(file, 'utf8');
	} catch {
		code = standaloneCode(ajv, ajv.compile(schema));
		mkdirSync(CACHE, { recursive: true });
		const written = `${file}.${process.pid}`;
		writeFileSync(written, code);
		renameSync(written, file);
	}
	const module = { exports: {} as ValidateFunction };
	// The standalone module: it sets module.exports and requires ajv's runtime helpers.
	new Function('module', 'exports', 'require', code)(module, module.exports, require);
	return module.exports;
}

const compiled = new Map<JsonSchema, ValidateFunction>();

/** The problems of a value against a schema, one line each (empty: it fits). */
export function schemaProblems(schema: JsonSchema, value: unknown): string[] {
	let validate = compiled.get(schema);
	if (!validate) {
		validate = validatorOf(schema);
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
 * The output schema a run's parameters choose, and its name: `<parameter>-<value>`
 * when that parameter holds that value (`simplify-false`: Simplify off), else the main schema (the
 * output with the defaults, so a parameter left out chooses it). Undefined when a parameter it
 * depends on is an expression.
 */
function schemaOfRun(
	resource: string,
	operation: string,
	parameters: IDataObject,
): { schema: JsonSchema; name: string } | undefined {
	const entry = findOperation(resources, resource, operation).outputSchema;
	let chosen: string | undefined;
	for (const variant of 'variants' in entry ? Object.keys(entry.variants) : []) {
		const split = variant.indexOf('-');
		const value = parameters[variant.slice(0, split)];
		if (isExpression(value)) return undefined;
		if (String(value) === variant.slice(split + 1)) chosen = variant;
	}
	const name = `${resource} > ${operation}${chosen ? ` (${chosen})` : ''}`;
	return { schema: outputSchema(resource, operation, chosen)!, name };
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
