/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The zod boundary (nodes/B2bCommerce/engine/zod.ts): the one module that imports zod, on zod
 * 4's public API (`zod/v4` inside the pinned zod 3.25). Upgrading zod must be a one-line change
 * these tests catch: the pin, the installed copy and the boundary agree; nothing else imports
 * zod; what the schemas rely on (zod 4's public behaviour and the boundary's own blocks) still
 * holds; and the build refuses a dist that reaches zod any other way.
 */
import { spawnSync } from 'child_process';
import {
	cpSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { obj, optional, text } from '../../nodes/B2bCommerce/engine/values';
import {
	acrossFields,
	choice,
	Problem,
	scalar,
	strippingObject,
	validate,
	z,
	ZOD_VERSION,
} from '../../nodes/B2bCommerce/engine/zod';
import { nodeCodeFiles } from '../support/nodeCode';

const ROOT = join(__dirname, '..', '..');
const BOUNDARY = 'nodes/B2bCommerce/engine/zod.ts';
/**
 * zod's private API: members named with a leading underscore (`_safeParse`, `_zod`, `_def`), its
 * internal helpers (`util`), and zod 3's parse internals.
 */
const PRIVATE_ZOD =
	/(\.|\[\s*['"])_\w+|\bz\.core\.util\b|\baddIssueToContext\b|\bDIRTY\b|\bINVALID\b/;

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
		const importers = nodeCodeFiles()
			.filter(({ text }) => /from 'zod(\/[^']*)?'|require\('zod/.test(text))
			.map(({ path }) => path);
		expect(importers).toEqual([BOUNDARY]);
	});
});

/** What `validate` says: each issue's path, code and message. */
function problems(schema: z.ZodType, value: unknown) {
	const result = validate(schema, value);
	if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
	return result.issues.map(({ path, code, message }) => ({ path, code, message }));
}

function parsed(schema: z.ZodType, value: unknown): unknown {
	const result = validate(schema, value);
	if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass`);
	return result.data;
}

describe('what the schemas rely on (zod 4 public API)', () => {
	const positive = scalar((value) =>
		typeof value === 'number' && value > 0 ? value * 2 : new Problem('must be positive'),
	);

	it('the boundary uses no private zod API', () => {
		const code = readFileSync(join(ROOT, BOUNDARY), 'utf8');
		expect(code).toMatch(/from 'zod\/v4';/);
		expect(code.match(new RegExp(PRIVATE_ZOD, 'g')) ?? []).toEqual([]);
	});

	it('a rule across fields runs after a member failed, on the members that passed', () => {
		const seen: unknown[] = [];
		const schema = acrossFields(
			obj({ a: text, b: z.array(obj({ c: text, d: text })) }),
			(value, ctx) => {
				seen.push(value);
				if (!ctx.failed('b', 0, 'c')) ctx.problem('ran', ['b']);
			},
		);
		expect(problems(schema, { a: '', b: [{ c: 1, d: {} }] })).toEqual([
			{ code: 'custom', path: ['a'], message: 'is required' },
			{ code: 'custom', path: ['b', 0, 'd'], message: 'must be text' },
			{ code: 'custom', path: ['b'], message: 'ran' },
		]);
		expect(seen).toEqual([{ a: undefined, b: [{ c: '1', d: undefined }] }]);
		// The value as a whole failed: the rule has nothing to check.
		expect(problems(schema, 'x')).toEqual([
			{ code: 'invalid_type', path: [], message: 'must be an object' },
		]);
		expect(seen).toHaveLength(1);
	});

	it('the private-API pattern finds each kind of private use', () => {
		for (const call of [
			'z.core._safeParse(Refusal)',
			'schema._zod.run(payload, ctx)',
			'schema._def.shape',
			"schema['_zod']",
			'z.core.util.finalizeIssue(issue)',
			'ctx.addIssueToContext(issue)',
			'return DIRTY(value)',
		])
			expect(call).toMatch(PRIVATE_ZOD);
		for (const call of ['z.object(shape, { error })', 'schema.catch((ctx) => ctx.error.issues)'])
			expect(call).not.toMatch(PRIVATE_ZOD);
	});

	it('a scalar parses with its check alone, inside zod containers too; its problem stops its parents', () => {
		expect(parsed(text, '  a ')).toBe('a');
		expect(parsed(z.array(text), [1, ' b'])).toEqual(['1', 'b']);
		expect(problems(z.object({ list: z.array(text) }), { list: ['a', ''] })).toEqual([
			{ code: 'custom', path: ['list', 1], message: 'is required' },
		]);
		expect(positive).toBeInstanceOf(z.ZodType);
		expect(parsed(z.object({ n: positive }), { n: 2 })).toEqual({ n: 4 });
		const refined = z.object({ n: positive }).superRefine((_value, ctx) => {
			ctx.addIssue({ code: 'custom', message: 'ran' });
		});
		expect(problems(refined, { n: -1 })).toEqual([
			{ code: 'custom', path: ['n'], message: 'must be positive' },
		]);
	});

	it('a strict object: member paths, unknown members joined per object after its members, undefined members left out', () => {
		const schema = obj({ a: text, b: optional(text), lines: z.array(obj({ sku: text })) });
		expect(parsed(schema, { a: ' x ', b: '', lines: [{ sku: 5 }] })).toStrictEqual({
			a: 'x',
			lines: [{ sku: '5' }],
		});
		expect(
			problems(schema, {
				a: '',
				lines: [{ sku: 'ok' }, { sku: null, extra: 1, more: 2 }],
				typo: 2,
			}),
		).toEqual([
			{ path: ['a'], code: 'custom', message: 'is required' },
			{ path: ['lines', 1, 'sku'], code: 'custom', message: 'is required' },
			{
				path: ['lines', 1],
				code: 'unrecognized_keys',
				message: "Unrecognized key(s) in object: 'extra', 'more'",
			},
			{ path: [], code: 'unrecognized_keys', message: "Unrecognized key(s) in object: 'typo'" },
		]);
		expect(problems(schema, [])[0]).toEqual({
			path: [],
			code: 'invalid_type',
			message: 'must be an object',
		});
		expect(problems(schema, undefined)[0].message).toBe('is required');
		expect(parsed(schema.extend({ c: text }).omit({ lines: true }), { a: 'x', c: 'y' })).toEqual({
			a: 'x',
			c: 'y',
		});
		expect(problems(schema.omit({ lines: true }), { a: 'x', lines: [] })).toMatchObject([
			{ code: 'unrecognized_keys' },
		]);
	});

	it('a refinement of a containing schema still runs after unknown members (not after other problems)', () => {
		let runs = 0;
		const refined = z.object({ inner: obj({ a: text }) }).superRefine(() => {
			runs++;
		});
		expect(problems(refined, { inner: { a: 'x', typo: 1 } })).toHaveLength(1);
		expect(runs).toBe(1);
		expect(problems(refined, { inner: { a: '', typo: 1 } })).toHaveLength(2);
		expect(runs).toBe(1);
	});

	it('a stripping object leaves unknown members out, as z.object does, and keeps every other rule', () => {
		const schema = strippingObject({ a: text, b: optional(text) });
		expect(parsed(schema, { a: 1, b: '', extra: true })).toStrictEqual({ a: '1' });
		expect(parsed(schema.extend({ c: text }), { a: 'x', c: 'y', extra: 1 })).toEqual({
			a: 'x',
			c: 'y',
		});
		expect(problems(schema, { extra: 1 })).toEqual([
			{ code: 'custom', path: ['a'], message: 'is required' },
		]);
	});

	it('a choice parses with the option its key names, and names the values it takes', () => {
		const schema = choice('mode', [
			strippingObject({ mode: z.literal('fields'), sku: text }),
			strippingObject({ mode: z.literal('json'), list: z.array(text) }),
		]);
		expect(parsed(schema, { mode: 'fields', sku: 5, list: 'ignored' })).toEqual({
			mode: 'fields',
			sku: '5',
		});
		expect(parsed(schema, { mode: 'json', list: [1] })).toEqual({ mode: 'json', list: ['1'] });
		expect(problems(schema, { mode: 'fields' })).toEqual([
			{ code: 'custom', path: ['sku'], message: 'is required' },
		]);
		expect(problems(schema, { mode: 'other' })).toEqual([
			{
				code: 'invalid_union',
				path: ['mode'],
				message: 'must be one of fields, json',
			},
		]);
		expect(problems(schema, 'text')[0]).toMatchObject({ code: 'invalid_type', path: [] });
		expect(() => choice('mode', [strippingObject({ mode: text })])).toThrow(
			'every option needs a literal "mode"',
		);
	});

	it('a blankable member: blanks are undefined and absent members stay absent; anything else is the inner type`s', () => {
		const member = optional(text);
		for (const blank of [undefined, null, '', '  ']) expect(parsed(member, blank)).toBeUndefined();
		expect(problems(member, {})[0].message).toBe('must be text');
		const list = optional(z.array(text));
		expect(parsed(list, null)).toBeUndefined();
		expect(parsed(obj({ l: list }), {})).toStrictEqual({});
	});

	it('issues carry the value found at their path, which the node messages use', () => {
		const result = validate(z.object({ on: z.boolean() }), { on: 'yes' });
		expect(result.success).toBe(false);
		if (!result.success)
			expect(result.issues[0]).toMatchObject({
				code: 'invalid_type',
				expected: 'boolean',
				input: 'yes',
			});
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
		writeFileSync(join(engine, 'zod.js'), 'const v4_1 = require("zod/v4");\nexports.z = v4_1.z;\n');
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
		).toContain('require("../../../vendor/zod/v4")');
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
