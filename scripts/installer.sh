#!/usr/bin/env bash
# Installer suite (called by scripts/test.sh after the end-to-end suite; see test/installer/run.ts):
# the package published to a local npm registry (verdaccio, pinned in
# test/installer/registry/package.json) and installed, updated, run and uninstalled through n8n's
# own Community Nodes installer on each n8n line (2.8.4, 2.41.1), plus one install from the
# Settings page in the browser (Debian's chromium, as the browser suite).
# verdaccio is installed into test/installer/registry when missing (npm install there, about a
# minute, by test/installer/lib/registry.ts). n8n comes from the end-to-end suite's installs
# (test/e2e/n8n-server*; the e2e driver installs a missing one), chromium from the browser suite's
# (scripts/browser.sh installs Debian's package when missing).
# Everything it starts is stopped by PID: the TypeScript runner stops verdaccio, n8n, chromium and
# the fake platform on exit and on SIGINT/SIGTERM (forwarded from here).
# Env: INSTALLER_N8N_VERSIONS, INSTALLER_BROWSER_LINE, INSTALLER_SKIP_BUILD, INSTALLER_DOCS,
# INSTALLER_KEEP (see test/installer/run.ts).
# Last line: "N passed, M failed"; exit status non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/ts-node/dist/bin.js ] || [ ! -f node_modules/playwright-core/package.json ]; then
	echo "== installing dependencies"
	npm install --no-audit --no-fund || exit 1
fi

# Under npm test, the background install (scripts/prefetch.sh) may still be installing verdaccio.
if [ -n "${PREFETCH_STATE:-}" ] && [ -n "${PREFETCH_NPM_PID:-}" ]; then
	while [ ! -e "$PREFETCH_STATE/npm.done" ] && kill -0 "$PREFETCH_NPM_PID" 2>/dev/null; do sleep 2; done
fi

node node_modules/ts-node/dist/bin.js --transpile-only test/installer/run.ts "$@" &
runner=$!
forward() { kill -TERM "$runner" 2>/dev/null; }
trap forward INT TERM HUP
status=0
wait "$runner" || status=$?
# wait returns early when a trapped signal arrives: wait again for the runner's own cleanup.
while kill -0 "$runner" 2>/dev/null; do wait "$runner" || status=$?; done
exit "$status"
