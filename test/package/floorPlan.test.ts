/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The node folder reads as the editor does: `resources/` lists the Resource dropdown, each
 * resource's folder holds one `<operation>.operation.ts` per entry of its Operation dropdown, and
 * the root of the node folder holds only the nodes and the folders by role (docs/architecture.md).
 */
import { readdirSync } from 'fs';
import * as path from 'path';
import type { INodePropertyOptions } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';

const NODE_FOLDER = path.join(__dirname, '..', '..', 'nodes', 'B2bCommerce');
const { properties } = new B2bCommerce().description;

function dropdown(name: string, resource?: string): string[] {
	const property = properties.find(
		(candidate) =>
			candidate.name === name &&
			(resource === undefined || candidate.displayOptions?.show?.resource?.includes(resource)),
	);
	if (!property) throw new Error(`no ${name} dropdown${resource ? ` for ${resource}` : ''}`);
	return (property.options as INodePropertyOptions[]).map((option) => String(option.value));
}

const sorted = (names: string[]) => [...names].sort();

describe('floor plan', () => {
	it('the root of the node folder holds only the three nodes and the folders by role', () => {
		expect(sorted(readdirSync(NODE_FOLDER))).toEqual(
			sorted([
				'B2bCommerce.node.ts',
				'B2bCommerce.node.json',
				'B2bCommerceFeedTrigger.node.ts',
				'B2bCommerceFeedTrigger.node.json',
				'B2bCommerceTrigger.node.ts',
				'B2bCommerceTrigger.node.json',
				'documents',
				'engine',
				'methods',
				'resources',
				'transport',
				'triggers',
			]),
		);
	});

	it('resources/ has one folder per entry of the Resource dropdown', () => {
		const folders = readdirSync(path.join(NODE_FOLDER, 'resources'), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name);
		expect(sorted(folders)).toEqual(sorted(dropdown('resource')));
	});

	it.each(dropdown('resource'))(
		'resources/%s/ has one operation file per entry of its Operation dropdown',
		(resource) => {
			const files = readdirSync(path.join(NODE_FOLDER, 'resources', resource))
				.filter((file) => file.endsWith('.operation.ts'))
				.map((file) => file.slice(0, -'.operation.ts'.length));
			expect(sorted(files)).toEqual(sorted(dropdown('operation', resource)));
		},
	);
});
