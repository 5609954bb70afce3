// tsc compiles TypeScript only. This adds what n8n needs next to the compiled code:
// the icons, the codex files (<Node>.node.json: categories, search aliases, documentation links,
// read by n8n next to each <Node>.node.js), and our own copy of zod (see README, "Why zod is vendored").
const { src, dest, parallel, series } = require('gulp');
const fs = require('fs');
const path = require('path');

const DIST = path.join(__dirname, 'dist');
const VENDOR_ZOD = path.join(DIST, 'vendor', 'zod');

function copyIcons() {
	return src('icons/**/*.svg').pipe(dest('dist/icons'));
}

function copyCodex() {
	return src('nodes/**/*.node.json').pipe(dest('dist/nodes'));
}

/** Copies zod's CommonJS v3 build (no tests, no benchmarks) into dist/vendor/zod. */
async function vendorZod() {
	const zodRoot = path.dirname(require.resolve('zod/package.json'));
	const cjs = path.join(zodRoot, 'dist', 'cjs');
	fs.rmSync(VENDOR_ZOD, { recursive: true, force: true });
	fs.mkdirSync(VENDOR_ZOD, { recursive: true });
	fs.copyFileSync(path.join(cjs, 'index.js'), path.join(VENDOR_ZOD, 'index.js'));
	fs.writeFileSync(path.join(VENDOR_ZOD, 'package.json'), '{ "type": "commonjs" }\n');
	fs.copyFileSync(path.join(zodRoot, 'LICENSE'), path.join(VENDOR_ZOD, 'LICENSE'));
	fs.cpSync(path.join(cjs, 'v3'), path.join(VENDOR_ZOD, 'v3'), {
		recursive: true,
		filter: (file) => !/[\\/](tests|benchmarks)([\\/]|$)/.test(file) && !file.endsWith('.map'),
	});
}

/** Points every compiled require('zod') at the vendored copy, so the host's zod is never used. */
async function linkVendoredZod() {
	const walk = (dir) =>
		fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) return full === path.join(DIST, 'vendor') ? [] : walk(full);
			return entry.name.endsWith('.js') ? [full] : [];
		});
	for (const file of walk(DIST)) {
		const code = fs.readFileSync(file, 'utf8');
		if (!code.includes('require("zod")')) continue;
		let relative = path.relative(path.dirname(file), VENDOR_ZOD).split(path.sep).join('/');
		if (!relative.startsWith('.')) relative = `./${relative}`;
		fs.writeFileSync(file, code.split('require("zod")').join(`require("${relative}")`));
	}
}

exports.build = parallel(copyIcons, copyCodex, series(vendorZod, linkVendoredZod));
exports.default = exports.build;
