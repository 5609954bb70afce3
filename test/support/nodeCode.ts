/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** The source of the code that runs inside n8n (nodes/ and credentials/), for the package rules. */
import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return sources(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

/** Every TypeScript file of the node code: its path from the package root (with `/`), its text. */
export function nodeCodeFiles(): Array<{ path: string; text: string }> {
	return [...sources(join(ROOT, 'nodes')), ...sources(join(ROOT, 'credentials'))].map((file) => ({
		path: relative(ROOT, file).split('\\').join('/'),
		text: readFileSync(file, 'utf8'),
	}));
}
