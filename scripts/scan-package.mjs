#!/usr/bin/env node
// Runs the analysis of n8n's verification scanner (@n8n/scan-community-package, its exported
// `analyzePackage` and `buildScanConfig`) offline, on what the scanner would look at:
//   - the source: package.json, nodes/ and credentials/ (the scanner's SOURCE_FILE_PATTERNS);
//   - the packed tarball: its compiled .js and its package.json (what npm would publish).
// The real scanner downloads both from npm and GitHub (it needs the provenance of a published
// version); this runs the same analysis on the working tree and on `npm pack` of it, so it needs
// no network. Like the scanner, it ignores eslint-disable comments. It fails on errors AND on
// warnings (the scanner itself only stops on errors; a warning such as a missing homepage is
// still something a reviewer reads).
//
// Usage: node scripts/scan-package.mjs [--dir <package dir>] [--tarball <file.tgz>] [--no-tarball]
//   --dir      the package to scan (default: the repository root); dist/ must be built for the tarball
//   --tarball  scan this tarball instead of packing one
// Exit status 0 only when both legs have 0 errors and 0 warnings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name) => {
	const at = args.indexOf(name);
	return at === -1 ? undefined : args[at + 1];
};
const root = path.resolve(
	option('--dir') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-package-'));
// The scanner makes a temp folder when it is imported: keep it inside ours, removed at the end.
process.env.TMPDIR = work;

const { analyzePackage, buildScanConfig, SOURCE_FILE_PATTERNS } = await import(
	'@n8n/scan-community-package/scanner/scanner.mjs'
);
const { ESLint } = await import('eslint');
const glob = (await import('fast-glob')).default;

/** The scanner's own verdict (errors only) and the same lint's full counts, warnings included. */
async function scan(label, dir, patterns) {
	const verdict = await analyzePackage(dir, patterns);
	const eslint = new ESLint({
		cwd: dir,
		allowInlineConfig: false,
		overrideConfigFile: true,
		overrideConfig: await buildScanConfig(),
	});
	const files = glob.sync(patterns, {
		cwd: dir,
		absolute: true,
		ignore: ['node_modules/**', '**/package-lock.json'],
	});
	const results = await eslint.lintFiles(files);
	const errors = results.reduce((n, r) => n + r.errorCount, 0);
	const warnings = results.reduce((n, r) => n + r.warningCount, 0);
	console.log(`${label}: ${files.length} files, ${errors} errors, ${warnings} warnings`);
	if (errors + warnings > 0) {
		const formatter = await eslint.loadFormatter('stylish');
		console.log(await formatter.format(results.filter((r) => r.messages.length > 0)));
	}
	if (!verdict.passed && errors === 0)
		console.log(`${label}: the scanner says: ${verdict.message}`);
	return verdict.passed && errors + warnings === 0;
}

function packed() {
	const given = option('--tarball');
	if (given) return path.resolve(given);
	if (!fs.existsSync(path.join(root, 'dist')))
		throw new Error(`${root}/dist is missing: run npm run build first`);
	const pack = spawnSync(
		'npm',
		['pack', '--silent', '--ignore-scripts', '--pack-destination', work],
		{
			cwd: root,
			encoding: 'utf8',
		},
	);
	if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
	return path.join(work, pack.stdout.trim().split('\n').pop());
}

let ok = false;
try {
	ok = await scan('source', root, SOURCE_FILE_PATTERNS);
	if (!args.includes('--no-tarball')) {
		const tarball = packed();
		const unpacked = path.join(work, 'package');
		fs.mkdirSync(unpacked);
		const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], {
			encoding: 'utf8',
		});
		if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
		// The scanner's tarball leg: compiled .js and the published package.json.
		ok =
			(await scan(`tarball ${path.basename(tarball)}`, unpacked, ['**/*.js', 'package.json'])) &&
			ok;
	}
} finally {
	fs.rmSync(work, { recursive: true, force: true });
}
console.log(ok ? 'scanner analysis: passed' : 'scanner analysis: FAILED');
process.exit(ok ? 0 : 1);
