/**
 * n8n's own check names a required field by its display name alone ("Parameter "Country" is
 * required"). Among the fields one operation shows, a required field's display name must not be
 * used by another field of that operation, or the message cannot tell which one is meant.
 */
import type { INodeProperties, INodePropertyCollection } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';

type Field = { displayName: string; required: boolean };

/**
 * Every field of a parameter, its parts (single-entry fixed collections: Client, Seller, ...)
 * included. Lists (the lines, a line's additional costs) are not checked: a list's fields repeat
 * once per entry anyway, and a line's prices share their names with its additional costs' prices.
 */
function fieldsOf(property: INodeProperties): Field[] {
	const own = { displayName: property.displayName, required: property.required === true };
	if (property.typeOptions?.multipleValues) return [own];
	const nested = (property.options ?? []).flatMap((option) =>
		'values' in option
			? (option as INodePropertyCollection).values.flatMap(fieldsOf)
			: 'displayName' in option && 'type' in option
				? fieldsOf(option as INodeProperties)
				: [],
	);
	return property.type === 'notice' ? [] : [own, ...nested];
}

/** The operations (resource/operation pairs) a parameter is shown for. */
function operationsOf(property: INodeProperties): string[] {
	const show = property.displayOptions?.show ?? {};
	const resources = (show.resource ?? []) as string[];
	const operations = (show.operation ?? []) as string[];
	return resources.flatMap((resource) => operations.map((operation) => `${resource}/${operation}`));
}

describe("n8n's required-field check names fields unambiguously", () => {
	it('no required field of an operation shares its display name with another field of it', () => {
		const byOperation = new Map<string, Field[]>();
		for (const property of new B2bCommerce().description.properties) {
			for (const operation of operationsOf(property))
				byOperation.set(operation, [...(byOperation.get(operation) ?? []), ...fieldsOf(property)]);
		}
		expect(byOperation.get('invoice/createOrReplace')?.length).toBeGreaterThan(30);
		const clashes: string[] = [];
		for (const [operation, fields] of byOperation) {
			for (const field of fields.filter((entry) => entry.required)) {
				const same = fields.filter((entry) => entry.displayName === field.displayName).length;
				if (same > 1) clashes.push(`${operation}: "${field.displayName}" (${same} fields)`);
			}
		}
		expect([...new Set(clashes)]).toEqual([]);
	});
});
