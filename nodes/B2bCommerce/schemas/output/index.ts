/**
 * TEMPORARY, until every resource is in the one-folder-per-resource form: the output schemas of
 * the resources whose operations do not carry their own yet (`outputSchema` of an `Operation`),
 * keyed by resource and operation. A converted resource's schemas live in its operation files
 * and have no entry here. When the last resource is converted, this folder goes and every
 * operation's `outputSchema` is required.
 *
 * The build writes each schema into
 * dist/nodes/B2bCommerce/__schema__/v<version>/<resource>/<operation>.json, where n8n finds it
 * (gulpfile.js); test/node/outputSchemas.test.ts checks every operation's items against it.
 * How to write one: docs/output-schemas.md.
 */
import type { JsonSchema, OperationSchemas, OutputVariants } from '../../engine/outputSchema';
import { findOperation } from '../../engine/operation';
import { resources } from '../../resources';

/** The output schemas of the resources not converted yet. */
export const legacyOutputSchemas: Record<string, OperationSchemas> = {
};

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Whether an entry has variants (an option changes the output). */
function hasVariants(entry: JsonSchema | OutputVariants): entry is OutputVariants {
	return own(entry, 'variants');
}

/**
 * The output schema entry of one operation: the operation's own `outputSchema`, else (a resource
 * not converted yet) its entry here.
 */
function outputSchemaEntry(
	resource: string,
	operation: string,
): JsonSchema | OutputVariants | undefined {
	const declared = resources.some(
		(r) => r.value === resource && r.operations.some((o) => o.value === operation),
	)
		? findOperation(resources, resource, operation).outputSchema
		: undefined;
	if (declared) return declared;
	const legacy = legacyOutputSchemas[resource];
	return legacy && own(legacy, operation) ? legacy[operation] : undefined;
}

/**
 * The schema of one operation's output item (with the defaults, or of a named variant such as
 * `simplify-false`), if it has one.
 */
export function outputSchema(
	resource: string,
	operation: string,
	variant?: string,
): JsonSchema | undefined {
	const entry = outputSchemaEntry(resource, operation);
	if (!entry) return undefined;
	if (!hasVariants(entry)) return variant ? undefined : entry;
	if (!variant) return entry.schema;
	return own(entry.variants, variant) ? entry.variants[variant] : undefined;
}
