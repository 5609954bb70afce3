#!/usr/bin/env bash
# `npm run sandbox`: a real n8n (2.40.7 on Node 24 by default; `npm run sandbox -- --n8n=2.8.4` for 2.8.4)
# with this package installed as a community package, talking to the fake platform. See
# scripts/sandbox.ts for what it does; Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
	echo "[sandbox] installing the repo's dependencies (npm install)..."
	npm install --no-audit --no-fund
fi

# exec: Ctrl-C reaches the TypeScript driver directly, which stops what it started by PID.
exec node node_modules/ts-node/dist/bin.js --transpile-only scripts/sandbox.ts "$@"
