#!/usr/bin/env bash
# `npm run sandbox`: a real n8n (2.40.7 on Node 24 by default; `npm run sandbox -- --n8n=2.8.4` for 2.8.4)
# with this package installed as a community package, talking to the fake platform. See
# scripts/sandbox.ts for what it does; Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
	# npm's deprecation warnings are noise here: errors only, and a short line every 20 s.
	echo "[sandbox] installing the repo's dependencies (npm install, about 1 min)..."
	start=$SECONDS
	npm install --no-audit --no-fund --loglevel=error &
	npm_pid=$!
	while kill -0 "$npm_pid" 2>/dev/null; do
		for _ in $(seq 20); do
			sleep 1
			kill -0 "$npm_pid" 2>/dev/null || break
		done
		kill -0 "$npm_pid" 2>/dev/null && echo "[sandbox] installing the repo's dependencies: $((SECONDS - start)) s so far"
	done
	wait "$npm_pid" || { echo "[sandbox] npm install failed"; exit 1; }
	echo "[sandbox] installed the repo's dependencies in $((SECONDS - start)) s"
fi

# exec: Ctrl-C reaches the TypeScript driver directly, which stops what it started by PID.
exec node node_modules/ts-node/dist/bin.js --transpile-only scripts/sandbox.ts "$@"
