/**
 * n8n's own check names a required field by its display name alone ("Parameter "Country" is
 * required"). Among the fields one operation shows, a required field's display name must not be
 * used by another field of that operation, or the message cannot tell which one is meant.
 */
import type { INodeProperties, INodePropertyCollection } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';

type Field = { displayName: string; required: boolean };

/**
 * Every field of a parameter, its parts (single-entry fixed collections: Client, Seller, ...) and
 * its lists' entries (the lines, a line's additional costs) included, each list entry's fields
 * once: n8n's check names a field in a list entry by its display name too.
 */
function fieldsOf(property: INodeProperties): Field[] {
	const own = { displayName: property.displayName, required: property.required === true };
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
		// The lists' entries are checked too: a line's fields and its additional costs' fields.
		expect(byOperation.get('invoice/createOrReplace')?.map((field) => field.displayName)).toEqual(
			expect.arrayContaining(['Unit Net Price', 'Cost Unit Net Price', 'Cost Type']),
		);
		expect(
			byOperation.get('offlineOrder/createOrReplaceShipment')?.map((field) => field.displayName),
		).toEqual(expect.arrayContaining(['Total Net', 'Cost Total Net', 'Line Cost Type']));
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
