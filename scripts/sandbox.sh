#!/usr/bin/env bash
# `npm run sandbox`: a real n8n (2.41.1 on Node 24 by default; `npm run sandbox -- --n8n=2.8.4` for 2.8.4)
# with this package installed as a community package, talking to the fake platform. See
# scripts/sandbox.ts for what it does; Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."

# The repo's build and n8n 2.8.4 need Node.js 20.19 or later (n8n 2.41.1 gets its own Node 24).
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
	echo "[sandbox] Node.js $(node --version) is too old: install Node.js 20.19 or later (https://nodejs.org), then run npm run sandbox again."
	exit 1
fi

# Installed when missing, and again when package-lock.json is newer (a `git pull` that changed the
# dependencies); a node_modules that links to another checkout's install is left alone. `npm ci`
# installs exactly the committed lock and never rewrites it: the clone stays as it was.
if [ ! -d node_modules ] ||
	{ [ ! -L node_modules ] && [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
	# npm's deprecation warnings are noise here: errors only, and a short line every 20 s.
	echo "[sandbox] installing the repo's dependencies (npm ci, about 1 to 2 min)..."
	start=$SECONDS
	npm ci --no-audit --no-fund --loglevel=error &
	npm_pid=$!
	while kill -0 "$npm_pid" 2>/dev/null; do
		for _ in $(seq 20); do
			sleep 1
			kill -0 "$npm_pid" 2>/dev/null || break
		done
		kill -0 "$npm_pid" 2>/dev/null && echo "[sandbox] installing the repo's dependencies: $((SECONDS - start)) s so far"
	done
	if ! wait "$npm_pid"; then
		echo "[sandbox] npm ci failed: npm's errors are above. Fix what they name (often the network or disk space), then run npm run sandbox again."
		exit 1
	fi
	# Mark this install as newer than the lock it installed.
	touch node_modules/.package-lock.json
	echo "[sandbox] installed the repo's dependencies in $((SECONDS - start)) s"
fi

# exec: Ctrl-C reaches the TypeScript driver directly, which stops what it started by PID.
exec node node_modules/ts-node/dist/bin.js --transpile-only scripts/sandbox.ts "$@"
