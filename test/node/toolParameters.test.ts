/**
 * What the node decides of each operation used as an AI agent tool: its fields as the model is
 * given them. For every operation of the action node (version 2, each in its default mode), every
 * field the editor lets a user leave to the model ("let the model define this parameter") is
 * found, with the argument name the button writes for it: the field's display name (with list
 * indexes), other characters as `_`. Which fields get the button is the editor's rule: not options
 * or credential selects, not fields without expressions, not notices.
 *
 * The node decides two things there, and both hold for every operation, whatever is added:
 * every such field has a description of ours (what the user reads in the panel, and copies into
 * the override's description), and no two fields share one argument (n8n would fill them all with
 * one value, or refuse the tool when their types differ). What n8n decides (every argument
 * required, none described) is measured in docs/agents.md.
 */
import type { INode, INodeProperties, INodePropertyCollection } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { resources } from '../../nodes/B2bCommerce/resources';

const { description } = new B2bCommerce();
const VERSION = 2;
/** Types the button is not offered on (the editor's rule), and inputs that are not values. */
const NO_BUTTON = ['options', 'credentialsSelect', 'notice', 'hidden', 'button', 'callout'];

/** The key the button writes: list indexes and the display name, other characters as `_`. */
function keyOf(displayName: string, indexes: string[]): string {
	const joined = [...indexes, displayName].join('_');
	const cut = indexes.length > 1 ? joined.slice(-63) : joined.slice(0, 63);
	return cut.replace(/[^a-zA-Z0-9-]/g, '_').slice(0, 63);
}

interface Fillable {
	label: string;
	key: string;
	described: boolean;
}

/** The fields the button can be used on, recursing into collections and lists. */
function fillable(property: INodeProperties, indexes: string[], label: string): Fillable[] {
	if (NO_BUTTON.includes(property.type) || property.noDataExpression) return [];
	if (property.type === 'resourceMapper') return [];
	if (property.type === 'collection') {
		const many = property.typeOptions?.multipleValues === true;
		const inner = many ? [...indexes, `${property.name}0`] : indexes;
		return ((property.options ?? []) as INodeProperties[]).flatMap((option) =>
			fillable(option, inner, `${label} › ${option.displayName}`),
		);
	}
	if (property.type === 'fixedCollection') {
		const many = property.typeOptions?.multipleValues === true;
		return ((property.options ?? []) as INodePropertyCollection[]).flatMap((option) => {
			const inner = many ? [...indexes, `${option.name}0`] : indexes;
			return option.values.flatMap((child) =>
				fillable(child, inner, `${label} › ${child.displayName}`),
			);
		});
	}
	return [
		{
			label,
			key: keyOf(property.displayName, indexes),
			described: Boolean(property.description?.trim()),
		},
	];
}

/** The fields of one operation the model can be left to fill, as its default mode shows them. */
function fieldsOf(resource: string, operation: string): Fillable[] {
	const node: INode = {
		id: 'tool',
		name: 'Tool',
		type: 'n8n-nodes-b2b-commerce.b2bCommerceTool',
		typeVersion: VERSION,
		position: [0, 0],
		parameters: { resource, operation },
	};
	const values =
		NodeHelpers.getNodeParameters(
			description.properties,
			node.parameters,
			true,
			false,
			node,
			description,
		) ?? {};
	return description.properties
		.filter((property) => !['resource', 'operation'].includes(property.name))
		.filter((property) => NodeHelpers.displayParameter(values, property, node, description))
		.flatMap((property) => fillable(property, [], property.displayName));
}

const operations = resources.flatMap((resource) =>
	resource.operations.map((op) => ({
		operation: `${resource.value} > ${op.value}`,
		fields: fieldsOf(resource.value, op.value),
	})),
);

describe('what the node decides of each operation as an AI tool', () => {
	it('finds the fields of every operation', () => {
		expect(operations.length).toBe(
			resources.reduce((sum, resource) => sum + resource.operations.length, 0),
		);
		// Every operation but those with no field to fill (Webhook > Get Types) has some.
		expect(operations.filter(({ fields }) => fields.length > 0).length).toBeGreaterThan(
			operations.length - 5,
		);
	});

	it('every field the model can be left to fill has a description of ours', () => {
		expect(
			operations.flatMap(({ operation, fields }) =>
				fields.filter((field) => !field.described).map((field) => `${operation}: ${field.label}`),
			),
		).toEqual([]);
	});

	it('no two fields of an operation share one argument', () => {
		const shared = operations.flatMap(({ operation, fields }) => {
			const byKey = new Map<string, string[]>();
			for (const field of fields)
				byKey.set(field.key, [...(byKey.get(field.key) ?? []), field.label]);
			return [...byKey.values()]
				.filter((labels) => labels.length > 1)
				.map((labels) => `${operation}: ${labels.join(' = ')}`);
		});
		expect(shared).toEqual([]);
	});

	it('the argument names are the ones the button writes', () => {
		expect(keyOf('Client ID', [])).toBe('Client_ID');
		expect(keyOf('SKU', ['lines0'])).toBe('lines0_SKU');
		const complaints = operations.find(({ operation }) => operation === 'complaint > getAll');
		expect(complaints?.fields.map((field) => [field.label, field.key])).toEqual(
			expect.arrayContaining([
				['Return All', 'Return_All'],
				['Limit', 'Limit'],
				['Filters › Client ID', 'Client_ID'],
			]),
		);
	});
});
