/**
 * The output schemas of the action node: one JSON Schema of one output item per operation,
 * keyed by resource and operation (their parameter values). The build writes each into
 * dist/nodes/B2bCommerce/__schema__/v<version>/<resource>/<operation>.json, where n8n finds it
 * (gulpfile.js); test/node/outputSchemas.test.ts checks every operation's items against it.
 * How to write one: docs/output-schemas.md.
 */
import { invoiceOutput } from './invoice';
import type { JsonSchema, OperationSchemas } from './shape';

export type { JsonSchema, OperationSchemas } from './shape';

export const outputSchemas: Record<string, OperationSchemas> = {
	invoice: invoiceOutput,
};

/** The schema of one operation's output item, if it has one. */
export function outputSchema(resource: string, operation: string): JsonSchema | undefined {
	return Object.prototype.hasOwnProperty.call(outputSchemas, resource) &&
		Object.prototype.hasOwnProperty.call(outputSchemas[resource], operation)
		? outputSchemas[resource][operation]
		: undefined;
}
