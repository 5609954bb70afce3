/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The zod boundary (nodes/B2bCommerce/engine/zod.ts): the one module that imports zod and uses
 * its parse hooks. Upgrading zod must be a one-line change these tests catch: the pin, the
 * installed copy and the boundary agree; nothing else imports zod; the hooks still do what the
 * schemas rely on; and the build refuses a dist that reaches zod any other way.
 */
import { spawnSync } from 'child_process';
import {
	cpSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';

import { obj, optional, text } from '../../nodes/B2bCommerce/engine/values';
import {
	Problem,
	z,
	ZOD_VERSION,
	ZodBlankable,
	ZodChoice,
	ZodScalar,
	ZodStrictObject,
} from '../../nodes/B2bCommerce/engine/zod';

const ROOT = join(__dirname, '..', '..');
const BOUNDARY = 'nodes/B2bCommerce/engine/zod.ts';

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return sources(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

describe('zod version pin', () => {
	it('package.json, the installed zod and the boundary name the same version', () => {
		const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
			devDependencies: Record<string, string>;
			dependencies?: Record<string, string>;
		};
		const installed = (
			JSON.parse(readFileSync(require.resolve('zod/package.json'), 'utf8')) as { version: string }
		).version;
		expect(pkg.devDependencies.zod).toBe(ZOD_VERSION);
		expect(installed).toBe(ZOD_VERSION);
		expect(pkg.dependencies?.zod).toBeUndefined();
	});

	it('only the boundary imports zod in the node code', () => {
		const importers = [...sources(join(ROOT, 'nodes')), ...sources(join(ROOT, 'credentials'))]
			.filter((file) => /from 'zod(\/[^']*)?'|require\('zod/.test(readFileSync(file, 'utf8')))
			.map((file) => relative(ROOT, file).split('\\').join('/'));
		expect(importers).toEqual([BOUNDARY]);
	});
});

describe('the parse hooks the schemas rely on', () => {
	const positive = new ZodScalar<number>({
		check: (value) =>
			typeof value === 'number' && value > 0 ? value * 2 : new Problem('must be positive'),
	});

	it('a scalar parses with its check alone, inside zod containers too', () => {
		expect(text.parse('  a ')).toBe('a');
		expect(z.array(text).parse([1, ' b'])).toEqual(['1', 'b']);
		const result = z.object({ list: z.array(text) }).safeParse({ list: ['a', ''] });
		expect(result.success).toBe(false);
		expect(result.error?.issues).toEqual([
			{ code: 'custom', path: ['list', 1], message: 'is required' },
		]);
		expect(positive).toBeInstanceOf(z.ZodType);
		expect(z.object({ n: positive }).parse({ n: 2 })).toEqual({ n: 4 });
		expect(z.object({ n: positive }).safeParse({ n: -1 }).error?.issues).toEqual([
			{ code: 'custom', path: ['n'], message: 'must be positive' },
		]);
	});

	it('a strict object: member paths, unknown keys, undefined members left out, dirty and aborted results', () => {
		const schema = obj({ a: text, b: optional(text), lines: z.array(obj({ sku: text })) });
		expect(schema).toBeInstanceOf(ZodStrictObject);
		expect(schema.parse({ a: ' x ', b: '', lines: [{ sku: 5 }] })).toEqual({
			a: 'x',
			lines: [{ sku: '5' }],
		});
		const failed = schema.safeParse({
			a: '',
			lines: [{ sku: 'ok' }, { sku: null, extra: 1 }],
			typo: 2,
		});
		expect(failed.success).toBe(false);
		expect(
			failed.error?.issues.map((issue) => ({
				path: issue.path,
				code: issue.code,
				message: issue.message,
			})),
		).toEqual([
			{ path: ['a'], code: 'custom', message: 'is required' },
			{ path: ['lines', 1, 'sku'], code: 'custom', message: 'is required' },
			{
				path: ['lines', 1],
				code: 'unrecognized_keys',
				message: "Unrecognized key(s) in object: 'extra'",
			},
			{ path: [], code: 'unrecognized_keys', message: "Unrecognized key(s) in object: 'typo'" },
		]);
		expect(schema.safeParse([]).error?.issues[0]).toMatchObject({
			path: [],
			code: 'invalid_type',
			message: 'must be an object',
		});
		expect(schema.extend({ c: text }).omit({ lines: true }).parse({ a: 'x', c: 'y' })).toEqual({
			a: 'x',
			c: 'y',
		});
	});

	it('a stripping object leaves unknown members out, as z.object does, and keeps every other rule', () => {
		const schema = ZodStrictObject.stripping({ a: text, b: optional(text) });
		expect(schema.parse({ a: 1, b: '', extra: true })).toEqual({ a: '1' });
		expect(schema.extend({ c: text }).parse({ a: 'x', c: 'y', extra: 1 })).toEqual({
			a: 'x',
			c: 'y',
		});
		expect(schema.safeParse({ extra: 1 }).error?.issues).toEqual([
			{ code: 'custom', path: ['a'], message: 'is required' },
		]);
		expect(schema.parse({ a: 'x', extra: 1 })).toEqual(
			z.object({ a: z.string() }).parse({ a: 'x', extra: 1 }),
		);
	});

	it('a choice parses with the option its key names, and reports an unknown key as zod does', () => {
		const choice = ZodChoice.of('mode', [
			ZodStrictObject.stripping({ mode: z.literal('fields'), sku: text }),
			ZodStrictObject.stripping({ mode: z.literal('json'), list: z.array(text) }),
		]);
		expect(choice.parse({ mode: 'fields', sku: 5, list: 'ignored' })).toEqual({
			mode: 'fields',
			sku: '5',
		});
		expect(choice.parse({ mode: 'json', list: [1] })).toEqual({ mode: 'json', list: ['1'] });
		expect(choice.safeParse({ mode: 'fields' }).error?.issues).toEqual([
			{ code: 'custom', path: ['sku'], message: 'is required' },
		]);
		const zods = z.discriminatedUnion('mode', [
			z.object({ mode: z.literal('fields') }),
			z.object({ mode: z.literal('json') }),
		]);
		for (const value of [{ mode: 'other' }, {}, 'text', null]) {
			expect(choice.safeParse(value).error?.issues).toEqual(zods.safeParse(value).error?.issues);
		}
		expect(() => ZodChoice.of('mode', [ZodStrictObject.stripping({ mode: text })])).toThrow(
			'every option needs a literal "mode"',
		);
	});

	it('a blankable member: blanks are undefined, anything else is the inner type`s', () => {
		const member = optional(text);
		expect(member).toBeInstanceOf(ZodBlankable);
		for (const blank of [undefined, null, '', '  ']) expect(member.parse(blank)).toBeUndefined();
		expect(member.safeParse({}).error?.issues[0].message).toBe('must be text');
	});

	it('public zod methods work on top of the hooks (refinements, async parse)', async () => {
		const refined = obj({ n: text }).superRefine((value, ctx) => {
			if (value.n === 'bad')
				ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['n'], message: 'is bad' });
		});
		expect(refined.safeParse({ n: 'bad' }).error?.issues).toEqual([
			{ code: 'custom', path: ['n'], message: 'is bad' },
		]);
		await expect(obj({ n: text }).parseAsync({ n: 1 })).resolves.toEqual({ n: '1' });
	});
});

describe('the built dist reaches zod only through the boundary and dist/vendor', () => {
	const dirs: string[] = [];
	afterAll(() => {
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	});

	/** gulp's zod step on a tiny compiled tree: the boundary plus one more module with `extra` in it. */
	function gulpBuild(extra: string): { status: number | null; output: string; dir: string } {
		const dir = mkdtempSync(join(tmpdir(), 'b2b-zod-boundary-'));
		dirs.push(dir);
		cpSync(join(ROOT, 'gulpfile.js'), join(dir, 'gulpfile.js'));
		cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
		symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
		const engine = join(dir, 'dist', 'nodes', 'B2bCommerce', 'engine');
		mkdirSync(engine, { recursive: true });
		writeFileSync(join(engine, 'zod.js'), 'const zod_1 = require("zod");\nexports.z = zod_1.z;\n');
		writeFileSync(join(engine, 'values.js'), `const zod_1 = require("./zod");\n${extra}\n`);
		const run = spawnSync(
			process.execPath,
			[join(ROOT, 'node_modules', 'gulp', 'bin', 'gulp.js'), 'zod'],
			{
				cwd: dir,
				encoding: 'utf8',
			},
		);
		return { status: run.status, output: `${run.stdout}${run.stderr}`, dir };
	}

	it('a dist where only the boundary requires zod builds, pointed at the vendored pinned copy', () => {
		const { status, output, dir } = gulpBuild('');
		expect(output).not.toMatch(/errored/);
		expect(status).toBe(0);
		expect(
			readFileSync(join(dir, 'dist', 'nodes', 'B2bCommerce', 'engine', 'zod.js'), 'utf8'),
		).toContain('require("../../../vendor/zod")');
		expect(
			JSON.parse(readFileSync(join(dir, 'dist', 'vendor', 'zod', 'package.json'), 'utf8')),
		).toEqual({
			type: 'commonjs',
			version: ZOD_VERSION,
		});
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built CommonJS module itself
		const vendored = require(join(dir, 'dist', 'nodes', 'B2bCommerce', 'engine', 'zod.js')) as {
			z: typeof z;
		};
		expect(vendored.z.string().parse('a')).toBe('a');
	});

	it('a dist where another module requires zod fails the build, naming the module', () => {
		const { status, output } = gulpBuild('const other = require("zod");');
		expect(status).not.toBe(0);
		expect(output).toContain('dist/nodes/B2bCommerce/engine/values.js requires zod');
	});

	it('a dist where another module requires the vendored copy directly fails the build', () => {
		const { status, output } = gulpBuild('const other = require("../../../vendor/zod");');
		expect(status).not.toBe(0);
		expect(output).toContain('zod must come through the boundary');
	});
});
