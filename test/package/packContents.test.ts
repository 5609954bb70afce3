/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * What `npm pack` ships is what n8n loads, and nothing else: the compiled JavaScript that the
 * nodes and the credential listed in package.json (n8n.nodes, n8n.credentials) require, each
 * node's codex file (<Node>.node.json), the icons they name, the vendored zod (dist/vendor/zod),
 * output schemas (dist/.../__schema__/.../*.json), and README.md, LICENSE, CHANGELOG.md and
 * package.json. No type declarations, source maps or TypeScript; no compiled file that nothing
 * requires (a leftover of a removed module); every require either inside the tarball, n8n-workflow
 * (the host's) or a Node built-in. Needs the build (npm test builds before the in-process tests).
 */
import { spawnSync } from 'child_process';
import { existsSync, readFileSync } from 'fs';
import { builtinModules } from 'module';
import { join, posix } from 'path';

const ROOT = join(__dirname, '..', '..');

interface PackageJson {
	main?: unknown;
	version: string;
	files: string[];
	n8n: { nodes: string[]; credentials: string[] };
}

/** The file list of `npm pack --dry-run --json`. */
function packedFiles(): string[] {
	if (!existsSync(join(ROOT, 'dist')))
		throw new Error('dist/ is missing: run npm run build before this test');
	const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: ROOT,
		encoding: 'utf8',
	});
	if (pack.status !== 0) throw new Error(`npm pack --dry-run failed: ${pack.stderr}`);
	const [result] = JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>;
	return result.files.map((file) => file.path).sort();
}

const TOP_LEVEL = ['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json'];

/** The relative or package targets of require("...") in compiled JavaScript. */
function requiresOf(code: string): string[] {
	return [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
}

/** A relative require of `from`, resolved the way Node does among the shipped files. */
function resolveAmong(shipped: Set<string>, from: string, target: string): string | undefined {
	const base = posix.join(posix.dirname(from), target);
	return [base, `${base}.js`, `${base}.json`, `${base}/index.js`].find((file) => shipped.has(file));
}

/**
 * Everything wrong with a tarball's file list, read against the package.json it ships and the
 * files' contents (`read`). Empty when the tarball ships exactly what n8n loads.
 */
function packProblems(files: string[], pkg: PackageJson, read: (file: string) => string): string[] {
	const problems: string[] = [];
	const shipped = new Set(files);
	for (const file of TOP_LEVEL) if (!shipped.has(file)) problems.push(`${file} is not shipped`);
	if (pkg.main !== undefined && pkg.main !== true)
		problems.push(`package.json has "main": ${JSON.stringify(pkg.main)}`);

	const entries = [...pkg.n8n.nodes, ...pkg.n8n.credentials];
	for (const entry of entries) if (!shipped.has(entry)) problems.push(`${entry} is not shipped`);
	for (const node of pkg.n8n.nodes) {
		const codex = node.replace(/\.js$/, '.json');
		if (!shipped.has(codex)) problems.push(`${codex} (codex of ${node}) is not shipped`);
	}

	// The compiled JavaScript n8n reaches from the entry points, following require().
	const reached = new Set<string>();
	const queue = entries.filter((entry) => shipped.has(entry));
	while (queue.length > 0) {
		const file = queue.pop() as string;
		if (reached.has(file)) continue;
		reached.add(file);
		if (!file.endsWith('.js')) continue;
		for (const target of requiresOf(read(file))) {
			if (!target.startsWith('.')) {
				const name = target.replace(/^node:/, '');
				if (target !== 'n8n-workflow' && !builtinModules.includes(name))
					problems.push(`${file} requires ${target}, which n8n does not provide`);
				continue;
			}
			const resolved = resolveAmong(shipped, file, target);
			if (resolved) queue.push(resolved);
			else problems.push(`${file} requires ${target}, which is not shipped`);
		}
	}
	const icons = new Set(
		[...reached]
			.filter((file) => file.endsWith('.js'))
			.flatMap((file) =>
				[...read(file).matchAll(/'file:([^']+)'/g)].map((match) =>
					posix.join(posix.dirname(file), match[1]),
				),
			),
	);
	for (const icon of icons) if (!shipped.has(icon)) problems.push(`icon ${icon} is not shipped`);

	for (const file of files) {
		if (TOP_LEVEL.includes(file) || reached.has(file) || icons.has(file)) continue;
		if (/\.d\.ts$|\.map$|\.ts$/.test(file)) {
			problems.push(`${file} is shipped: n8n never reads it`);
		} else if (file.startsWith('dist/vendor/zod/')) {
			// zod's own files (LICENSE, package.json, modules it requires internally) are reached or part of the copy.
		} else if (/^dist\/nodes\/.+\.node\.json$/.test(file)) {
			const node = file.replace(/\.json$/, '.js');
			if (!pkg.n8n.nodes.includes(node)) problems.push(`${file} is the codex of no listed node`);
		} else if (/^dist\/(.+\/)?__schema__\/.+\.json$/.test(file)) {
			// Output schemas, read by n8n by path.
		} else {
			problems.push(`${file} is shipped but nothing loads it`);
		}
	}
	return problems;
}

describe('the packed tarball', () => {
	const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
	const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
	let files: string[] = [];
	beforeAll(() => {
		files = packedFiles();
	}, 120_000);

	it('ships exactly what n8n loads, plus README, LICENSE and CHANGELOG', () => {
		expect(packProblems(files, pkg, read)).toEqual([]);
		// The kinds of files, so a new kind shows up here and is looked at.
		const kinds = new Set(
			files.map((file) => {
				if (TOP_LEVEL.includes(file)) return file;
				if (file.startsWith('dist/vendor/zod/')) return 'dist/vendor/zod/**';
				if (file.includes('/__schema__/')) return 'dist/**/__schema__/**/*.json';
				if (file.endsWith('.node.json')) return 'dist/nodes/**/*.node.json';
				if (file.startsWith('dist/icons/') && file.endsWith('.svg')) return 'dist/icons/*.svg';
				if (file.endsWith('.js')) return 'dist/**/*.js';
				return file;
			}),
		);
		for (const kind of kinds) {
			expect([
				...TOP_LEVEL,
				'dist/vendor/zod/**',
				'dist/**/__schema__/**/*.json',
				'dist/nodes/**/*.node.json',
				'dist/icons/*.svg',
				'dist/**/*.js',
			]).toContain(kind);
		}
		expect(files.filter((file) => file.endsWith('.d.ts'))).toEqual([]);
		expect(pkg.version).toBe('1.0.0');
	});

	it('the check finds declarations, leftovers, missing entries and foreign requires', () => {
		const node = pkg.n8n.nodes[0];
		const fake: Record<string, string> = {
			'dist/nodes/B2bCommerce/leftover.js': 'exports.x = 1;\n',
			'dist/nodes/B2bCommerce/leftover.d.ts': 'export declare const x = 1;\n',
		};
		const broken = [
			...files.filter((file) => file !== 'CHANGELOG.md' && file !== pkg.n8n.credentials[0]),
			...Object.keys(fake),
		];
		const readPatched = (file: string) =>
			fake[file] ??
			(file === node ? `${read(file)}\nrequire("lodash");\nrequire("./gone");\n` : read(file));
		const problems = packProblems(broken, { ...pkg, main: 'index.js' }, readPatched);
		expect(problems).toEqual(
			expect.arrayContaining([
				'CHANGELOG.md is not shipped',
				'package.json has "main": "index.js"',
				`${pkg.n8n.credentials[0]} is not shipped`,
				`${node} requires lodash, which n8n does not provide`,
				`${node} requires ./gone, which is not shipped`,
				'dist/nodes/B2bCommerce/leftover.js is shipped but nothing loads it',
				'dist/nodes/B2bCommerce/leftover.d.ts is shipped: n8n never reads it',
				// Loaded only by the credential, which this case leaves out.
				'dist/nodes/B2bCommerce/transport/keyReach.js is shipped but nothing loads it',
			]),
		);
		expect(problems).toHaveLength(8);
	});
});
