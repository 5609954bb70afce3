#!/usr/bin/env bash
# Queue-mode suite in a real n8n (called by scripts/test.sh; see test/queue/run.ts), on n8n 2.8.4
# and then 2.41.1 (QUEUE_N8N_VERSIONS; the end-to-end suite's installs, Node 24 for 2.41.1):
# main + 2 workers + 1 webhook processor, Redis and PostgreSQL, all on 127.0.0.1.
# Installs Redis and PostgreSQL from Debian's packages when missing (needs root or sudo; a fresh
# CI machine), then runs the scenarios. Redis and PostgreSQL are never started as system services:
# the runner starts its own on free ports with data folders in a temp folder and stops them by PID.
# Last line: "N passed, M failed"; exit status non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/ts-node/dist/bin.js ]; then
	echo "== installing dependencies"
	npm install --no-audit --no-fund || exit 1
fi

# Under npm test, the background install (scripts/prefetch.sh) may still be installing them: wait.
if [ -n "${PREFETCH_STATE:-}" ] && [ -n "${PREFETCH_APT_PID:-}" ]; then
	while [ ! -e "$PREFETCH_STATE/apt.done" ] && kill -0 "$PREFETCH_APT_PID" 2>/dev/null; do sleep 2; done
fi
have_services() {
	command -v redis-server >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
}
if ! have_services; then
	echo "== installing Redis and PostgreSQL (Debian packages)"
	t0=$(date +%s)
	SUDO=""
	if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
	export DEBIAN_FRONTEND=noninteractive
	# Wait for another apt/dpkg run instead of failing on its lock.
	if ! { $SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq &&
		$SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends redis-server postgresql; }; then
		echo "installing redis-server and postgresql failed"
		echo "0 passed, 1 failed"
		exit 1
	fi
	# If the packages started system services (not in a container with policy-rc.d), they are
	# left alone: the suite uses its own instances on free ports, never the default 6379/5432.
	echo "installed Redis and PostgreSQL in $(( $(date +%s) - t0 )) s"
fi

node node_modules/ts-node/dist/bin.js --transpile-only test/queue/run.ts "$@" &
runner=$!
forward() { kill -TERM "$runner" 2>/dev/null; }
trap forward INT TERM HUP
status=0
wait "$runner" || status=$?
while kill -0 "$runner" 2>/dev/null; do wait "$runner" || status=$?; done
exit "$status"
