/**
 * The wording rules of eslint-plugin-n8n-nodes-base (the node-param-* rules `npm run lint` runs)
 * over the three nodes' descriptions as n8n loads them. The lint sees object literals only, and
 * most parameters here are built by helpers (fields.ts, the documents' tables), so the lint never
 * reads their words. This test writes each assembled description out as one object literal and
 * runs the plugin's own rules on it: every property, the options, collections and
 * fixedCollections inside it (the document forms too), each finding named by its path.
 */
import { Linter } from 'eslint';
import type { ESLint } from 'eslint';
import type { INodeProperties, INodeType } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';

// The plugin n8n's lint config loads (a dependency of @n8n/node-cli, not of this package).
const plugin =
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require('../../node_modules/@n8n/node-cli/node_modules/eslint-plugin-n8n-nodes-base') as ESLint.Plugin & {
		configs: { nodes: { rules: Linter.RulesRecord } };
	};

/**
 * The rules about words: descriptions, display names, option names and descriptions, operation
 * actions, placeholders, hints. The other node-param-* rules judge the source literal itself
 * (key order, `required: false`, defaults, type options, sort order), not what a user reads.
 */
const WORDING =
	/^n8n-nodes-base\/node-param-(description|display-name|option-name|option-description|operation-option|placeholder|hint|name-untrimmed|resource-with-plural-option)-/;
const NOT_WORDING = new Set(['n8n-nodes-base/node-param-display-name-not-first-position']);

const rules: Linter.RulesRecord = Object.fromEntries(
	Object.keys(plugin.configs.nodes.rules)
		.filter((rule) => WORDING.test(rule) && !NOT_WORDING.has(rule))
		.map((rule) => [rule, 'error']),
);

/**
 * Findings accepted on purpose, by node, path and rule (what an eslint-disable comment with its
 * reason would be on a literal).
 */
const ACCEPTED: Record<string, string> = {
	// Version 1's Resource dropdown loads its options (the same list as version 2's) only so that
	// n8n's node panel lists each action once; it names no record, so no "Name or ID".
	'B2bCommerce properties[1:resource] node-param-display-name-wrong-for-dynamic-options':
		'version 1 Resource',
	'B2bCommerce properties[1:resource] node-param-description-missing-from-dynamic-options':
		'version 1 Resource',
};

/**
 * The value as TypeScript source, one key per line, and each line's path: `properties[3:limit]`
 * names an entry by its index and, where it has one, its `name`.
 */
function asSource(properties: INodeProperties[]): { code: string; paths: string[] } {
	const lines: string[] = [];
	const paths: string[] = [];
	const emit = (depth: number, text: string, path: string) => {
		lines.push('\t'.repeat(depth) + text);
		paths.push(path);
	};
	const write = (value: unknown, path: string, depth: number, head: string, tail: string) => {
		if (Array.isArray(value)) {
			emit(depth, `${head}[`, path);
			value.forEach((entry: unknown, index) => {
				const name = (entry as { name?: unknown } | null)?.name;
				const at = typeof name === 'string' ? `${index}:${name}` : `${index}`;
				write(entry, `${path}[${at}]`, depth + 1, '', ',');
			});
			emit(depth, `]${tail}`, path);
		} else if (value !== null && typeof value === 'object') {
			emit(depth, `${head}{`, path);
			for (const [key, entry] of Object.entries(value)) {
				if (typeof entry === 'function' || entry === undefined) continue;
				const shownKey = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
				const at = typeof entry === 'object' ? `${path}.${key}` : path;
				write(entry, at, depth + 1, `${shownKey}: `, ',');
			}
			emit(depth, `}${tail}`, path);
		} else {
			emit(depth, `${head}${JSON.stringify(value)}${tail}`, path);
		}
	};
	write(properties, 'properties', 0, 'export const properties = ', ';');
	return { code: lines.join('\n'), paths };
}

/** Each finding of the wording rules as `<node> <path> <rule>: <message> (<line>)`. */
function wordingFindings(node: string, properties: INodeProperties[]): string[] {
	const { code, paths } = asSource(properties);
	const lines = code.split('\n');
	const messages = new Linter().verify(
		code,
		[{ files: ['**/*.ts'], plugins: { 'n8n-nodes-base': plugin }, rules }],
		'Test.node.ts',
	);
	return messages
		.map((message) => {
			const rule = (message.ruleId ?? 'parse').replace('n8n-nodes-base/', '');
			const where = `${node} ${paths[message.line - 1]} ${rule}`;
			return where in ACCEPTED
				? ''
				: `${where}: ${message.message} (${lines[message.line - 1]?.trim()})`;
		})
		.filter(Boolean);
}

const nodes: Record<string, INodeType> = {
	B2bCommerce: new B2bCommerce(),
	B2bCommerceFeedTrigger: new B2bCommerceFeedTrigger(),
	B2bCommerceTrigger: new B2bCommerceTrigger(),
};

describe("n8n's wording rules over the built descriptions", () => {
	it('runs the wording rules of the plugin the lint uses', () => {
		expect(Object.keys(rules)).toEqual(
			expect.arrayContaining([
				'n8n-nodes-base/node-param-description-boolean-without-whether',
				'n8n-nodes-base/node-param-display-name-miscased',
				'n8n-nodes-base/node-param-operation-option-action-miscased',
			]),
		);
	});

	it.each(Object.keys(nodes))('%s: every parameter follows them', (node) => {
		expect(wordingFindings(node, nodes[node].description.properties)).toEqual([]);
	});

	it('finds a wrong wording deep in a built description, by its path', () => {
		const bad: INodeProperties[] = [
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				default: {},
				options: [
					{
						displayName: 'Keep Going',
						name: 'keep',
						type: 'boolean',
						default: false,
						description: 'Carry on.',
					},
					{ displayName: 'first name', name: 'firstName', type: 'string', default: '' },
				],
			},
		];
		expect(wordingFindings('Test', bad).map((finding) => finding.split(': ')[0])).toEqual([
			'Test properties[0:options].options[0:keep] node-param-description-boolean-without-whether',
			'Test properties[0:options].options[0:keep] node-param-description-excess-final-period',
			'Test properties[0:options].options[1:firstName] node-param-display-name-miscased',
		]);
	});
});
