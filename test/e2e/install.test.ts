/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * A failed n8n install (the sandbox's first start, a test run) says that it failed, why (npm's
 * last lines) and what to do, and never "done" first. npm installs, offline, a folder whose one
 * dependency is a file that is not a tarball.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import {
	N8N_TARGETS,
	currentN8nTarget,
	ensureN8nInstalled,
	useN8nVersion,
	type N8nTarget,
} from './lib/n8n';

const BROKEN = '0.0.0-broken';

describe('A failed n8n install', () => {
	let dir: string;
	let before: string;

	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'n8n-install-fails-'));
		writeFileSync(join(dir, 'broken.tgz'), 'not a tarball\n');
		writeFileSync(
			join(dir, 'package.json'),
			JSON.stringify({
				name: 'broken-n8n-install',
				version: '1.0.0',
				private: true,
				dependencies: { n8n: 'file:./broken.tgz' },
			}),
		);
		// A version the driver does not know, installed in that folder with this process's Node.
		(N8N_TARGETS as Record<string, N8nTarget>)[BROKEN] = {
			version: BROKEN,
			serverDir: dir,
			node: 'host',
		};
		before = currentN8nTarget().version;
		useN8nVersion(BROKEN);
	});

	afterAll(() => {
		useN8nVersion(before);
		delete (N8N_TARGETS as Record<string, N8nTarget>)[BROKEN];
		rmSync(dir, { recursive: true, force: true });
	});

	it('says it failed, npm\'s reason and what to do, with no "done" line', async () => {
		const lines: string[] = [];
		const error = await ensureN8nInstalled({
			progress: (line) => lines.push(line),
			timeoutMs: 60_000,
		}).then(
			() => undefined,
			(e: Error) => e,
		);

		expect(error?.message).toMatch(
			new RegExp(`^Installing n8n ${BROKEN.replace(/\./g, '\\.')} in .+ failed: npm exited 1`),
		);
		// Why: npm's own error line about the broken tarball.
		expect(error?.message).toMatch(/TAR_BAD_ARCHIVE/);
		expect(error?.message).toMatch(/What to do: .+ run the same command again/);
		expect(lines[0]).toBe(`installing n8n ${BROKEN} (npm install, about 2.3 GB)...`);
		expect(lines.filter((l) => /done/.test(l))).toEqual([]);
	});
});
