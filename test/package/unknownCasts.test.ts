/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * CONTRIBUTING's rule "no `as unknown as`" in the code that runs inside n8n: the only one is
 * listed there, with its reason ("Rules we break on purpose"); any other fails here.
 */
import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

const ROOT = join(__dirname, '..', '..');
const LISTED = [
	'nodes/B2bCommerce/documents/form.ts: const NOT_ADDED = {} as unknown as NodeParameterValue;',
];

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return sources(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

/** Every line of node code with `as unknown as`, as `<file>: <line>`. */
function unknownCasts(): string[] {
	return [...sources(join(ROOT, 'nodes')), ...sources(join(ROOT, 'credentials'))].flatMap((file) =>
		readFileSync(file, 'utf8')
			.split('\n')
			.filter((line) => /\bas\s+unknown\s+as\b/.test(line))
			.map((line) => `${relative(ROOT, file).split('\\').join('/')}: ${line.trim()}`),
	);
}

it('node code has no `as unknown as` but the one CONTRIBUTING lists', () => {
	expect(unknownCasts()).toEqual(LISTED);
	expect(readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')).toContain('`NOT_ADDED`');
});
