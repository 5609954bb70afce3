/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The publish workflow (.github/workflows/publish.yml) and `npm test` check a release the same
 * way: the workflow installs with `npm ci`, runs scripts/release-check.sh (which npm test runs
 * too, up to `npm publish --dry-run`) and only then publishes. A check added to the workflow
 * beside the script would run only at release time, so the workflow's commands are pinned here.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');
const workflow = readFileSync(join(ROOT, '.github', 'workflows', 'publish.yml'), 'utf8');
const testScript = readFileSync(join(ROOT, 'scripts', 'test.sh'), 'utf8');
const releaseCheck = readFileSync(join(ROOT, 'scripts', 'release-check.sh'), 'utf8');

/** The shell commands of the workflow's `run:` steps, in order (block scalars line by line). */
function runCommands(yaml: string): string[] {
	const commands: string[] = [];
	const lines = yaml.split('\n');
	for (let at = 0; at < lines.length; at++) {
		const match = /^(\s*)(?:- )?run: (.*)$/.exec(lines[at]);
		if (!match) continue;
		if (match[2].trim() !== '|') {
			commands.push(match[2].trim());
			continue;
		}
		const indent = match[1].length;
		while (at + 1 < lines.length) {
			const next = lines[at + 1];
			if (next.trim() !== '' && next.search(/\S/) <= indent) break;
			at++;
			const command = next.trim();
			if (command !== '' && !command.startsWith('#')) commands.push(command);
		}
	}
	return commands;
}

describe('the publish workflow', () => {
	it('installs with npm ci, runs the release check, then publishes with provenance', () => {
		expect(runCommands(workflow)).toEqual([
			'npm install -g npm@11',
			'npm ci --no-audit --no-fund',
			'bash scripts/release-check.sh',
			'if [ -n "$NPM_TOKEN" ]; then export NODE_AUTH_TOKEN="$NPM_TOKEN"; fi',
			'npm publish --provenance --access public',
		]);
		expect(workflow).toContain('RELEASE_TAG: ${{ github.ref_name }}');
		expect(workflow).toContain('id-token: write');
	});

	it('checks what npm test checks: npm test installs with npm ci and runs the same script', () => {
		expect(testScript).toContain('npm ci --no-audit --no-fund');
		expect(testScript).not.toMatch(/^\s*npm install\b/m);
		expect(testScript).toMatch(/^timed "release check" bash scripts\/release-check\.sh$/m);
		for (const step of [
			'npm run lint',
			'npm run typecheck',
			'npm run build',
			'node scripts/scan-package.mjs',
			'npx jest --ci',
			'npm publish --dry-run',
		]) {
			expect(releaseCheck).toContain(step);
		}
	});
});
