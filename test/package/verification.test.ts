/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run lint` (n8n's default eslint config, strict mode) and the verification scanner's
 * analysis (scripts/scan-package.mjs) really read package.json: a copy of the package with a
 * placeholder name, an install script and a runtime dependency fails both, naming each rule,
 * while the same copy with our package.json passes. Also: strict mode refuses a changed
 * eslint.config.mjs, as `n8n-node lint` does.
 */
import { spawnSync } from 'child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const ROOT = join(__dirname, '..', '..');
const copies: string[] = [];

/**
 * A copy of the package's configuration: package.json, the eslint config and tsconfig.json. The
 * code is left out: the release check lints and scans the whole tree itself (`npm run lint`,
 * `npm run scan`), and here only package.json changes between a copy that passes and one that fails.
 */
function packageCopy(patch?: (pkg: Record<string, unknown>) => void): string {
	const dir = mkdtempSync(join(tmpdir(), 'b2b-verification-'));
	copies.push(dir);
	for (const entry of ['eslint.config.mjs', 'tsconfig.json']) {
		cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
	}
	symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
	const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
		string,
		unknown
	>;
	patch?.(pkg);
	writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
	return dir;
}

function run(script: string, dir: string, ...args: string[]) {
	// Not jest's NODE_ENV=test: eslint-plugin-n8n-nodes-base then treats every file as "Test.node.ts".
	const env = { ...process.env };
	delete env.NODE_ENV;
	const result = spawnSync(
		process.execPath,
		[join(ROOT, 'scripts', script), '--dir', dir, ...args],
		{
			encoding: 'utf8',
			env: { ...env, FORCE_COLOR: '0' },
		},
	);
	return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const BAD_RULES = [
	'@n8n/community-nodes/package-name-convention',
	'@n8n/community-nodes/no-forbidden-lifecycle-scripts',
	'@n8n/community-nodes/no-runtime-dependencies',
];

function makeBad(pkg: Record<string, unknown>): void {
	pkg.name = 'n8n-nodes-<...>';
	pkg.scripts = { ...(pkg.scripts as object), postinstall: 'node -e "1"' };
	pkg.dependencies = { 'left-pad': '1.3.0' };
}

afterAll(() => {
	for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('n8n lint (npm run lint) reads package.json', () => {
	it('passes on a copy with our package.json', () => {
		const { status, output } = run('lint-n8n.mjs', packageCopy());
		expect(output).toContain('clean');
		expect(status).toBe(0);
	}, 180_000);

	it('fails on a placeholder name, a postinstall script, a runtime dependency, an author without email, no homepage', () => {
		const { status, output } = run(
			'lint-n8n.mjs',
			packageCopy((pkg) => {
				makeBad(pkg);
				pkg.author = { name: 'Someone' };
				delete pkg.homepage;
			}),
		);
		expect(status).not.toBe(0);
		for (const rule of BAD_RULES) expect(output).toContain(rule);
		expect(output).toContain('@n8n/community-nodes/valid-author');
		// A warning: it fails the lint too (--max-warnings 0).
		expect(output).toContain('@n8n/community-nodes/require-homepage');
	}, 180_000);

	it('refuses a changed eslint.config.mjs in strict mode', () => {
		const dir = packageCopy();
		writeFileSync(
			join(dir, 'eslint.config.mjs'),
			"import { config } from '@n8n/node-cli/eslint';\n\nexport default [...config, { ignores: ['nodes'] }];\n",
		);
		const { status, output } = run('lint-n8n.mjs', dir);
		expect(status).not.toBe(0);
		expect(output).toContain('Strict mode violation');
	}, 60_000);
});

describe("the verification scanner's analysis reads package.json", () => {
	it('fails the source of a copy with the bad package.json, naming the rules', () => {
		const { status, output } = run('scan-package.mjs', packageCopy(makeBad), '--no-tarball');
		expect(status).not.toBe(0);
		for (const rule of BAD_RULES) expect(output).toContain(rule);
		expect(output).toContain('scanner analysis: FAILED');
	}, 180_000);

	it('passes the source of a copy with our package.json', () => {
		const { status, output } = run('scan-package.mjs', packageCopy(), '--no-tarball');
		expect(output).toContain('source: ');
		expect(output).toContain('0 errors, 0 warnings');
		expect(status).toBe(0);
	}, 180_000);
});
