#!/usr/bin/env node
// One-off tool for the lint of test/ and scripts/ under n8n's default config (CONTRIBUTING.md,
// "Verification and linting"). In strict mode eslint.config.mjs must stay n8n's default, and
// `n8n-node lint` lints the whole tree with it, test and script code included. Some of its rules
// are about code that runs inside n8n and say nothing about tests and tools, which run in Node:
// they may use process, timers, fs, child_process and console, hold fake keys, and throw plain
// errors. For each .ts file under the given folders, this writes one header comment that turns
// off exactly those of the rules below that the file breaks, with the reason; every other rule
// (typescript-eslint, @eslint/js, the rest of n8n's) stays on and is fixed by hand.
//
// Usage: node scripts/lint-test-headers.mjs [--write] [folders or .ts files...]   (default: test scripts)
// Without --write it only prints what it would add.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

export const NODE_RUNTIME_RULES = [
	'@n8n/community-nodes/no-restricted-globals',
	'@n8n/community-nodes/no-restricted-imports',
	'@n8n/community-nodes/no-dangerous-functions',
	'@n8n/community-nodes/no-hardcoded-secrets',
	'@n8n/community-nodes/require-node-api-error',
	'no-console',
];
const REASON =
	'test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting")';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const folders = args.filter((a) => !a.startsWith('--'));

const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(
	(folders.length ? folders : ['test', 'scripts']).map((f) =>
		f.endsWith('.ts') ? f : `${f}/**/*.ts`,
	),
);
let files = 0;
for (const result of results) {
	const rules = [
		...new Set(
			result.messages.map((m) => m.ruleId).filter((id) => NODE_RUNTIME_RULES.includes(id)),
		),
	].sort();
	if (rules.length === 0) continue;
	files++;
	const header = `/* eslint-disable ${rules.join(', ')} -- ${REASON} */\n`;
	const current = fs.readFileSync(result.filePath, 'utf8');
	if (current.includes(REASON)) continue;
	console.log(`${path.relative(root, result.filePath)}: ${rules.join(', ')}`);
	if (!write) continue;
	const code = fs.readFileSync(result.filePath, 'utf8');
	const shebang = code.startsWith('#!') ? code.slice(0, code.indexOf('\n') + 1) : '';
	fs.writeFileSync(result.filePath, shebang + header + code.slice(shebang.length));
}
console.log(`${files} files ${write ? 'got' : 'would get'} a header`);
