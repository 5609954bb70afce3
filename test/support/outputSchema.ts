/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Validates output items against the action node's output schemas with ajv 8 (draft 07), the
 * formats the schemas use checked by pattern. AJV_MODULE may point at an ajv 8 install elsewhere
 * (a folder with node_modules/ajv), for a checkout whose own ajv is not version 8.
 */
import path from 'path';

import type { JsonSchema } from '../../nodes/B2bCommerce/schemas/output';

// ajv's own types are not imported: until ajv 8 is the checkout's devDependency, 'ajv' may be another major.
interface ErrorObject {
	keyword: string;
	instancePath: string;
	params: Record<string, unknown>;
	message?: string;
}
interface ValidateFunction {
	(value: unknown): boolean;
	errors?: ErrorObject[] | null;
}
interface AjvInstance {
	compile(schema: object): ValidateFunction;
}
type AjvClass = new (options: object) => AjvInstance;

function loadAjv(): AjvClass {
	const where = process.env.AJV_MODULE
		? path.join(process.env.AJV_MODULE, 'node_modules', 'ajv')
		: 'ajv';
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const version = require(`${where}/package.json`).version as string;
	if (!version.startsWith('8.')) {
		throw new Error(
			`ajv ${version} found, the output schema tests need ajv 8 (devDependency; or AJV_MODULE=<folder with node_modules/ajv 8>)`,
		);
	}
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const loaded = require(where) as { default: AjvClass };
	return loaded.default;
}

const Ajv = loadAjv();
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
