#!/usr/bin/env node
// `npm run lint`: n8n's own lint, strict mode, on the whole tree, as `n8n-node lint` runs it (`eslint .`).
// 1. Strict mode (package.json "n8n.strict": true) means eslint.config.mjs must be n8n's default,
//    unchanged: the same check `n8n-node lint` makes (whitespace-insensitive comparison with the
//    template shipped in @n8n/node-cli).
// 2. ESLint with that config (@n8n/node-cli/eslint: @eslint/js + typescript-eslint recommended,
//    @n8n/eslint-plugin-community-nodes recommended, eslint-plugin-n8n-nodes-base community /
//    credentials / nodes rules; package.json through the TypeScript parser, so the package.json
//    rules really run) on the whole tree (`eslint .`: nodes/, credentials/, package.json, test/,
//    scripts/, config files; dist/ and node_modules/ ignored), no warning allowed. Test and script
//    files carry one header comment turning off the community-node rules that are about code
//    running inside n8n (scripts/lint-test-headers.mjs; README, "Verification and linting").
// 3. No import cycles in nodes/ and credentials/, type-only imports included (madge, the same as
//    `madge --circular --extensions ts nodes credentials`).
//
// Usage: node scripts/lint-n8n.mjs [--dir <package dir>]   (default: the repository root)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const root = path.resolve(
	at === -1 ? path.join(path.dirname(fileURLToPath(import.meta.url)), '..') : args[at + 1],
);
const require = createRequire(path.join(root, 'package.json'));

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
if (pkg.n8n?.strict !== true) {
	console.error('package.json: "n8n.strict" must be true (n8n\'s strict lint mode)');
	process.exit(1);
}
// @n8n/node-cli exports only ./eslint (dist/configs/eslint.js): its root is two levels up.
const cliRoot = path.resolve(path.dirname(require.resolve('@n8n/node-cli/eslint')), '../..');
const template = path.join(cliRoot, 'dist/template/templates/shared/default/eslint.config.mjs');
const normalize = (text) => text.replace(/\s+/g, ' ').trim();
const configFile = path.join(root, 'eslint.config.mjs');
if (
	!fs.existsSync(configFile) ||
	normalize(fs.readFileSync(configFile, 'utf8')) !== normalize(fs.readFileSync(template, 'utf8'))
) {
	console.error(
		`Strict mode violation: eslint.config.mjs must be n8n's default configuration:\n\n${fs.readFileSync(template, 'utf8')}`,
	);
	process.exit(1);
}

const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');
const run = spawnSync(process.execPath, [eslint, '--max-warnings', '0', '.'], {
	cwd: root,
	stdio: 'inherit',
});
if (run.status === 0)
	console.log(
		'n8n lint (strict, default config): whole tree clean (nodes, credentials, package.json, test, scripts)',
	);
if (run.status !== 0) process.exit(run.status ?? 1);

// Import cycles in node code, type-only imports included: none allowed.
const { default: madge } = await import(require.resolve('madge'));
const graph = await madge(['nodes', 'credentials'], {
	baseDir: root,
	fileExtensions: ['ts'],
	tsConfig: path.join(root, 'tsconfig.json'),
	detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = graph.circular().map((cycle) => cycle.join(' > '));
if (cycles.length > 0) {
	console.error(`Import cycles (type-only imports count too):\n${cycles.join('\n')}`);
	process.exit(1);
}
console.log('Import cycles (madge, type-only imports included): none in nodes/ and credentials/');
process.exit(0);
