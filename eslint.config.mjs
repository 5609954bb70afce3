// Lints node and credential code with n8n's rule sets: eslint-plugin-n8n-nodes-base (community,
// credentials, nodes) and @n8n/eslint-plugin-community-nodes (recommended).
import { createRequire } from 'node:module';

import tsParser from '@typescript-eslint/parser';
import jsoncParser from 'jsonc-eslint-parser';

const require = createRequire(import.meta.url);
const n8nNodesBase = require('eslint-plugin-n8n-nodes-base');
const communityNodes = require('@n8n/eslint-plugin-community-nodes');

const plugins = { 'n8n-nodes-base': n8nNodesBase };

export default [
	{ ignores: ['dist/**', 'node_modules/**', 'test/**', 'scripts/**', 'examples/**', '*.js', '*.mjs'] },
	{
		files: ['package.json'],
		languageOptions: { parser: jsoncParser },
		plugins,
		rules: { ...n8nNodesBase.configs.community.rules },
	},
	{
		files: ['credentials/**/*.ts'],
		languageOptions: { parser: tsParser, parserOptions: { sourceType: 'module' } },
		plugins,
		rules: {
			...n8nNodesBase.configs.credentials.rules,
			// "Only applicable to nodes in the main repository" (the rule's own words).
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		languageOptions: { parser: tsParser, parserOptions: { sourceType: 'module' } },
		plugins,
		rules: {
			...n8nNodesBase.configs.nodes.rules,
			// These two predate NodeConnectionTypes.Main, which current n8n nodes use.
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
	...[communityNodes.configs.recommended].flat().map((config) => ({
		...config,
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', 'package.json'],
		languageOptions: {
			...(config.languageOptions ?? {}),
		},
	})),
];
