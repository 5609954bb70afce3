// tsc compiles TypeScript only. This adds what n8n needs next to the compiled code:
// the icons, the codex files (<Node>.node.json: categories, search aliases, documentation links,
// read by n8n next to each <Node>.node.js), our own copy of zod 4 (docs/architecture.md, "zod, vendored"),
// and the action node's output schemas (docs/output-schemas.md).
const { src, dest, parallel, series } = require('gulp');
const fs = require('fs');
const path = require('path');

const DIST = path.join(__dirname, 'dist');
const VENDOR_ZOD = path.join(DIST, 'vendor', 'zod');
/** The one compiled module that may require zod (nodes/B2bCommerce/engine/zod.ts, the zod boundary). */
const ZOD_BOUNDARY = path.join(DIST, 'nodes', 'B2bCommerce', 'engine', 'zod.js');
/** The zod version package.json pins (devDependencies): the one that is tested and shipped. */
const ZOD_PIN = require('./package.json').devDependencies.zod;

function copyIcons() {
	return src('icons/**/*.svg').pipe(dest('dist/icons'));
}

function copyCodex() {
	return src('nodes/**/*.node.json').pipe(dest('dist/nodes'));
}

/** zod/v4's CommonJS modules refer to each other by package name; the vendored copy, by path. */
const ZOD_SELF_REQUIRES = [
	['require("zod/v4/core")', 'require("../core/index.js")'],
	['require("zod/v4/locales/en.js")', 'require("../locales/en.js")'],
];

/**
 * Copies zod 4's CommonJS build (`zod/v4`, inside the pinned zod 3.25: classic, core and the
 * locales classic loads; no maps) into dist/vendor/zod/v4, its requires of `zod/v4/...` pointed
 * at the copy.
 */
async function vendorZod() {
	const zodRoot = path.dirname(require.resolve('zod/package.json'));
	const version = require(path.join(zodRoot, 'package.json')).version;
	if (version !== ZOD_PIN)
		throw new Error(`installed zod is ${version}, package.json pins ${ZOD_PIN}: run npm install`);
	const v4 = path.join(zodRoot, 'dist', 'cjs', 'v4');
	fs.rmSync(VENDOR_ZOD, { recursive: true, force: true });
	fs.mkdirSync(path.join(VENDOR_ZOD, 'v4'), { recursive: true });
	fs.writeFileSync(
		path.join(VENDOR_ZOD, 'package.json'),
		`{ "type": "commonjs", "version": "${version}" }\n`,
	);
	fs.copyFileSync(path.join(zodRoot, 'LICENSE'), path.join(VENDOR_ZOD, 'LICENSE'));
	fs.copyFileSync(path.join(v4, 'index.js'), path.join(VENDOR_ZOD, 'v4', 'index.js'));
	for (const dir of ['classic', 'core', 'locales']) {
		fs.cpSync(path.join(v4, dir), path.join(VENDOR_ZOD, 'v4', dir), {
			recursive: true,
			filter: (file) => !file.endsWith('.map'),
		});
	}
	// toJSONSchema (never called by the node) warns on the console about an unknown target; the
	// n8n package scanner refuses console statements in a package, so the copy drops it.
	const toJsonSchema = path.join(VENDOR_ZOD, 'v4', 'core', 'to-json-schema.js');
	const warning = 'console.warn(`Invalid target: ${this.target}`);';
	const source = fs.readFileSync(toJsonSchema, 'utf8');
	if (!source.includes(warning)) throw new Error(`${toJsonSchema}: the console warning moved`);
	fs.writeFileSync(toJsonSchema, source.split(warning).join('/* unknown target: no warning */'));
	for (const file of fs.readdirSync(path.join(VENDOR_ZOD, 'v4', 'classic'))) {
		const full = path.join(VENDOR_ZOD, 'v4', 'classic', file);
		let code = fs.readFileSync(full, 'utf8');
		for (const [from, to] of ZOD_SELF_REQUIRES) code = code.split(from).join(to);
		if (/require\("zod[/"]/.test(code))
			throw new Error(`vendored zod/v4/classic/${file} still requires zod by name`);
		fs.writeFileSync(full, code);
	}
}

/** Every compiled .js file outside dist/vendor. */
function compiledFiles() {
	const walk = (dir) =>
		fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) return full === path.join(DIST, 'vendor') ? [] : walk(full);
			return entry.name.endsWith('.js') ? [full] : [];
		});
	return walk(DIST);
}

/**
 * Points the zod boundary's require('zod/v4') at the vendored copy, so the host's zod is never
 * used. Any other compiled file that requires zod fails the build: it would bypass the boundary.
 */
async function linkVendoredZod() {
	for (const file of compiledFiles()) {
		const code = fs.readFileSync(file, 'utf8');
		if (!/require\("zod(\/[^"]*)?"\)/.test(code)) continue;
		if (file !== ZOD_BOUNDARY) {
			throw new Error(
				`${path.relative(__dirname, file)} requires zod: only nodes/B2bCommerce/engine/zod.ts may import it`,
			);
		}
		let relative = path
			.relative(path.dirname(file), path.join(VENDOR_ZOD, 'v4'))
			.split(path.sep)
			.join('/');
		if (!relative.startsWith('.')) relative = `./${relative}`;
		fs.writeFileSync(file, code.split('require("zod/v4")').join(`require("${relative}")`));
	}
}

/** The built dist reaches zod only through the boundary and dist/vendor, and ships the pinned version. */
async function checkVendoredZod() {
	const vendored = JSON.parse(
		fs.readFileSync(path.join(VENDOR_ZOD, 'package.json'), 'utf8'),
	).version;
	if (vendored !== ZOD_PIN)
		throw new Error(`dist/vendor/zod is zod ${vendored}, package.json pins ${ZOD_PIN}`);
	for (const file of compiledFiles()) {
		const code = fs.readFileSync(file, 'utf8');
		const requires = [...code.matchAll(/require\("([^"]+)"\)/g)]
			.map((match) => match[1])
			.filter(
				(target) =>
					target === 'zod' || target.startsWith('zod/') || /\/vendor\/zod(\/|$)/.test(target),
			);
		const allowed =
			file === ZOD_BOUNDARY ? requires.filter((target) => target.endsWith('/vendor/zod/v4')) : [];
		if (requires.length !== allowed.length) {
			throw new Error(
				`${path.relative(__dirname, file)} requires ${requires.join(', ')}: zod must come through the boundary and dist/vendor/zod`,
			);
		}
	}
	if (!fs.readFileSync(ZOD_BOUNDARY, 'utf8').includes('/vendor/zod/v4")'))
		throw new Error('the zod boundary does not require dist/vendor/zod/v4');
}

const ACTION_NODE_DIR = path.join(DIST, 'nodes', 'B2bCommerce');

/** A node version as n8n names its schema folder: 1 -> 1.0.0, 2.1 -> 2.1.0. */
function schemaVersion(version) {
	const parts = String(version).split('.');
	while (parts.length < 3) parts.push('0');
	return parts.join('.');
}

/** `{ 'simplify-false': schema }` -> `{ 'get.simplify-false': schema }`. */
function prefixed(operation, variants) {
	return Object.fromEntries(
		Object.entries(variants).map(([variant, schema]) => [`${operation}.${variant}`, schema]),
	);
}

/**
 * Writes the JSON Schema of every operation's output item where n8n looks for it:
 * <node dir>/__schema__/v<X.Y.Z>/<resource>/<operation>.json, one folder per version of the node.
 * The operations are those of the built node's Operation lists, each schema the operation's
 * `outputSchema` (the type system requires one; the build checks it again).
 */
async function writeOutputSchemas() {
	const { resources } = require(path.join(ACTION_NODE_DIR, 'resources', 'index.js'));
	const { B2bCommerce } = require(path.join(ACTION_NODE_DIR, 'B2bCommerce.node.js'));
	const { description } = new B2bCommerce();
	const operations = description.properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) =>
			property.displayOptions.show.resource.flatMap((resource) =>
				property.options.map((option) => ({ resource, operation: option.value })),
			),
		);
	const entryOf = (resource, operation) =>
		resources
			.find((candidate) => candidate.value === resource)
			?.operations.find((candidate) => candidate.value === operation)?.outputSchema;
	const missing = operations
		.filter(({ resource, operation }) => !entryOf(resource, operation))
		.map(({ resource, operation }) => `${resource}/${operation}`);
	if (missing.length) throw new Error(`operations without an output schema: ${missing.join(', ')}`);
	const root = path.join(ACTION_NODE_DIR, '__schema__');
	fs.rmSync(root, { recursive: true, force: true });
	for (const version of [description.version].flat()) {
		for (const { resource, operation } of operations) {
			const entry = entryOf(resource, operation);
			// An operation whose output changes with an option: the defaults' schema as
			// <operation>.json (what the preview shows), the others as <operation>.<variant>.json.
			const files = entry.variants
				? { [operation]: entry.schema, ...prefixed(operation, entry.variants) }
				: { [operation]: entry };
			for (const [name, schema] of Object.entries(files)) {
				const file = path.join(root, `v${schemaVersion(version)}`, resource, `${name}.json`);
				fs.mkdirSync(path.dirname(file), { recursive: true });
				const json = { $schema: 'http://json-schema.org/draft-07/schema#', ...schema };
				fs.writeFileSync(file, `${JSON.stringify(json, null, '\t')}\n`);
			}
		}
	}
}

/**
 * Removes the compiled modules that only the build runs (the output schemas' registry and the
 * files only it requires): every .js outside dist/vendor that the entry points of package.json
 * ("n8n": nodes and credentials) do not reach through relative require() calls.
 */
async function removeBuildOnlyModules() {
	const { n8n } = require('./package.json');
	const reached = new Set();
	const pending = [...n8n.nodes, ...n8n.credentials].map((entry) => path.join(__dirname, entry));
	while (pending.length) {
		const file = pending.pop();
		if (reached.has(file)) continue;
		reached.add(file);
		for (const [, target] of fs.readFileSync(file, 'utf8').matchAll(/require\("(\.[^"]+)"\)/g)) {
			const base = path.resolve(path.dirname(file), target);
			const found = [base, `${base}.js`, path.join(base, 'index.js')].find(
				(candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
			);
			if (found && !found.startsWith(VENDOR_ZOD)) pending.push(found);
		}
	}
	for (const file of compiledFiles()) if (!reached.has(file)) fs.rmSync(file);
	const removeEmpty = (dir) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
			if (entry.isDirectory()) removeEmpty(path.join(dir, entry.name));
		if (!fs.readdirSync(dir).length) fs.rmdirSync(dir);
	};
	removeEmpty(ACTION_NODE_DIR);
}

/** The vendored zod alone: copied, linked and checked (also what the zod boundary test runs). */
exports.zod = series(vendorZod, linkVendoredZod, checkVendoredZod);
exports.build = parallel(
	copyIcons,
	copyCodex,
	series(exports.zod, writeOutputSchemas, removeBuildOnlyModules),
);
exports.default = exports.build;
