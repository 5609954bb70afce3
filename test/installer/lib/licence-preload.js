/**
 * Loaded with `--require` (NODE_OPTIONS) into n8n processes that cannot be reached through
 * PATCH /rest/e2e/feature: queue-mode workers and webhook processors. It gives them the same
 * answer the main process gets from that test switch for one licence feature, the custom
 * community-packages registry (feat:communityNodes:customRegistry), and nothing else:
 * `License.prototype.isCustomNpmRegistryEnabled()` returns true.
 *
 * Without it a worker does not install what the main broadcasts (its log: "Skipped installing
 * community package", the licence error as the reason) because the licence check runs in each
 * process, so a test would measure the licence rather than the install. Users of the default
 * registry (registry.npmjs.org)
 * need no licence and no such file.
 *
 * It patches the class when n8n's dist/license.js is first loaded (watching Module._load), then
 * stops watching.
 */
'use strict';

const Module = require('module');

const originalLoad = Module._load;
let patched = false;

Module._load = function load(request, parent, isMain) {
	const exported = originalLoad.apply(this, [request, parent, isMain]);
	if (!patched && typeof request === 'string' && /(^|\/)license(\.js)?$/.test(request)) {
		const License = exported && exported.License;
		if (License && License.prototype && 'isCustomNpmRegistryEnabled' in License.prototype) {
			License.prototype.isCustomNpmRegistryEnabled = function isCustomNpmRegistryEnabled() {
				return true;
			};
			patched = true;
			Module._load = originalLoad;
			process.stderr.write('[licence-preload] custom community-packages registry licensed\n');
		}
	}
	return exported;
};
