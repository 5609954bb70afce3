#!/usr/bin/env bash
# End-to-end suite in a real n8n 2.8.4 server (called by scripts/test.sh; see test/e2e/run.ts).
# Installs n8n into test/e2e/n8n-server on first use (a few minutes), builds and packs the package,
# installs the tarball as a community package and runs the scenarios against the fake platform.
# Everything it starts is stopped by PID: the TypeScript runner stops its n8n process group, the
# fake platform and the SMTP server on exit and on SIGINT/SIGTERM (forwarded from here).
# Last line: "N passed, M failed"; exit status non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/ts-node/dist/bin.js ]; then
	echo "== installing dependencies"
	npm install --no-audit --no-fund || exit 1
fi

node node_modules/ts-node/dist/bin.js --transpile-only test/e2e/run.ts "$@" &
runner=$!
forward() { kill -TERM "$runner" 2>/dev/null; }
trap forward INT TERM HUP
status=0
wait "$runner" || status=$?
# wait returns early when a trapped signal arrives: wait again for the runner's own cleanup.
while kill -0 "$runner" 2>/dev/null; do wait "$runner" || status=$?; done
exit "$status"
