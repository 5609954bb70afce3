#!/usr/bin/env bash
# Browser suite (issue 13) in a real n8n 2.8.4 editor (called by scripts/test.sh; see test/browser/run.ts).
# Drives Debian's chromium with playwright-core (a devDependency; it downloads no browser). When
# /usr/bin/chromium (or $CHROMIUM_PATH) is missing, installs the `chromium` package with apt-get.
# n8n and the package under test are installed by the e2e driver (test/e2e/lib/n8n.ts).
# Last line: "N passed, M failed"; exit status non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
	echo "== installing chromium (Debian package)"
	sudo_cmd=""
	if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo"; fi
	if ! { $sudo_cmd apt-get update && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y chromium; } >/tmp/browser-suite-apt.log 2>&1; then
		tail -20 /tmp/browser-suite-apt.log
		echo "could not install chromium with apt-get"
		echo "0 passed, 1 failed"
		exit 1
	fi
fi

if [ ! -f node_modules/ts-node/dist/bin.js ] || [ ! -f node_modules/playwright-core/package.json ]; then
	echo "== installing dependencies"
	npm install --no-audit --no-fund || exit 1
fi

node node_modules/ts-node/dist/bin.js --transpile-only test/browser/run.ts "$@" &
runner=$!
forward() { kill -TERM "$runner" 2>/dev/null; }
trap forward INT TERM HUP
status=0
wait "$runner" || status=$?
# wait returns early when a trapped signal arrives: wait again for the runner's own cleanup.
while kill -0 "$runner" 2>/dev/null; do wait "$runner" || status=$?; done
exit "$status"
