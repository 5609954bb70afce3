/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Installs what the real-n8n suites need, ahead of them (scripts/prefetch.sh runs this in the
 * background while `npm test` runs the release check):
 *   `n8n <version>`: that n8n line (and Node 24 for the lines that need it), exactly as the suites
 *   install it (ensureN8nInstalled, under the same install lock, so a suite that starts while
 *   this still runs waits for it instead of installing again);
 *   `verdaccio`: the installer suite's local registry (test/installer/registry).
 * Does nothing for what is installed already. Exit status non-zero when the install failed: the
 * suite that needs it then tries again itself and reports the failure where it belongs.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { ensureN8nInstalled, useN8nVersion } from './lib/n8n';
import { ensureVerdaccioInstalled } from '../installer/lib/registry';

/**
 * The installers run npm in its own process group (detached): stopped, this stops those groups
 * too, found as this process's children in /proc (npm test stops a prefetch it no longer needs).
 */
function stopChildren(): void {
	for (const d of readdirSync('/proc')) {
		if (!/^\d+$/.test(d)) continue;
		try {
			// /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces.
			const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
			const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
			if (ppid === process.pid) process.kill(-Number(d), 'SIGTERM');
		} catch {
			/* gone, or not a group leader */
		}
	}
}
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
	process.on(sig, () => {
		stopChildren();
		process.exit(1);
	});
}

async function main(): Promise<void> {
	const [what, version] = process.argv.slice(2);
	if (what === 'n8n' && version) {
		useN8nVersion(version);
		// Nothing waits on a background install but the suites (which install themselves if it
		// fails): a longer limit than the driver's 20 min, which two installs side by side under
		// the release check passed on a machine at load average 30.
		const r = await ensureN8nInstalled({
			timeoutMs: 45 * 60_000,
			progress: (line) => process.stdout.write(`[n8n ${version}] ${line}\n`),
		});
		console.log(
			`n8n ${version}: ${r.installed ? `installed in ${Math.round(r.ms / 1000)} s` : 'already installed'}`,
		);
	} else if (what === 'verdaccio') {
		const r = await ensureVerdaccioInstalled();
		console.log(
			`verdaccio: ${r.installed ? `installed in ${Math.round(r.ms / 1000)} s` : 'already installed'}`,
		);
	} else {
		throw new Error('usage: prefetch.ts n8n <version> | verdaccio');
	}
}

main().catch((e: unknown) => {
	console.error(e instanceof Error ? e.message : String(e));
	process.exitCode = 1;
});
