/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Rules of CONTRIBUTING.md ("Rules of the code") in the code that runs inside n8n: no `as unknown
 * as` but the one listed with its reason ("Rules we break on purpose"); the JSON Schema builders
 * always through the namespace `out`, so their names never stand for the zod checks of the same
 * names; API paths written only in `resources/<resource>/paths.ts`.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { nodeCodeFiles } from '../support/nodeCode';

const ROOT = join(__dirname, '..', '..');
const LISTED = [
	'nodes/B2bCommerce/documents/form.ts: const NOT_ADDED = {} as unknown as NodeParameterValue;',
];

/** Every line of node code that `pattern` matches, as `<file>: <line>`. */
function linesMatching(pattern: RegExp): string[] {
	return nodeCodeFiles().flatMap(({ path, text }) =>
		text
			.split('\n')
			.filter((line) => pattern.test(line))
			.map((line) => `${path}: ${line.trim()}`),
	);
}

it('node code has no `as unknown as` but the one CONTRIBUTING lists', () => {
	expect(linesMatching(/\bas\s+unknown\s+as\b/)).toEqual(LISTED);
	expect(readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')).toContain('`NOT_ADDED`');
});

it('the output schema builders are imported as the namespace out, or as types only', () => {
	const imports = linesMatching(/from '[./]*(engine\/)?outputSchema';/);
	expect(imports.length).toBeGreaterThan(40);
	expect(imports.filter((line) => !/import \* as out from|import type \{/.test(line))).toEqual([]);
});

it('API paths are written only in resources/<resource>/paths.ts', () => {
	const written = linesMatching(/['"`]\/api\//);
	expect(written.length).toBeGreaterThan(20);
	const elsewhere = written.filter(
		(line) => !/^nodes\/B2bCommerce\/resources\/[^/]+\/paths\.ts: /.test(line),
	);
	expect(elsewhere).toEqual([]);
});
