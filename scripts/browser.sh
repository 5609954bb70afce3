#!/usr/bin/env bash
# Browser suite in the real n8n editor, on each n8n line one after the other (called by
# scripts/test.sh; see test/browser/run.ts): 2.8.4, then 2.41.1 (on Node 24), by default.
# Drives Debian's chromium with playwright-core (a devDependency; it downloads no browser). When
# /usr/bin/chromium (or $CHROMIUM_PATH) is missing, installs the `chromium` package with apt-get.
# n8n and the package under test are installed by the e2e driver (test/e2e/lib/n8n.ts).
# Env: BROWSER_N8N_VERSIONS="2.8.4 2.41.1" (the lines, in order), plus the runner's own
# (BROWSER_SKIP_BUILD, BROWSER_DOCS, BROWSER_KEEP, CHROMIUM_PATH).
# Prints each line's time; last line: "N passed, M failed" over all lines; exit status non-zero
# on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Under npm test, the background install (scripts/prefetch.sh) may still be installing it: wait.
if [ -n "${PREFETCH_STATE:-}" ] && [ -n "${PREFETCH_APT_PID:-}" ]; then
	while [ ! -e "$PREFETCH_STATE/apt.done" ] && kill -0 "$PREFETCH_APT_PID" 2>/dev/null; do sleep 2; done
fi
if [ ! -x "$chromium" ]; then
	echo "== installing chromium (Debian package)"
	sudo_cmd=""
	if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo"; fi
	if ! { $sudo_cmd apt-get -o DPkg::Lock::Timeout=900 update && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get -o DPkg::Lock::Timeout=900 install -y chromium; } >/tmp/browser-suite-apt.log 2>&1; then
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

versions="${BROWSER_N8N_VERSIONS:-2.8.4 2.41.1}"
out="$(mktemp -d)"
runner=""
stopped=0
forward() {
	stopped=1
	[ -n "$runner" ] && kill -TERM "$runner" 2>/dev/null
}
trap forward INT TERM HUP

status=0
total_passed=0
total_failed=0
summary=""
for v in $versions; do
	echo ""
	echo "=== n8n ${v}: the browser suite"
	t0=$(date +%s)
	E2E_N8N_VERSION="$v" node node_modules/ts-node/dist/bin.js --transpile-only test/browser/run.ts "$@" > >(tee "$out/$v.log") 2>&1 &
	runner=$!
	leg=0
	wait "$runner" || leg=$?
	# wait returns early when a trapped signal arrives: wait again for the runner's own cleanup.
	while kill -0 "$runner" 2>/dev/null; do wait "$runner" || leg=$?; done
	runner=""
	secs=$(( $(date +%s) - t0 ))
	sleep 0.2 # let tee write the last lines
	last="$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out/$v.log" | tail -1)"
	p=$(echo "${last:-0 passed, 1 failed}" | sed -E 's/^([0-9]+) passed, ([0-9]+) failed$/\1/')
	f=$(echo "${last:-0 passed, 1 failed}" | sed -E 's/^([0-9]+) passed, ([0-9]+) failed$/\2/')
	[ "$leg" -ne 0 ] && [ "$f" -eq 0 ] && f=1
	total_passed=$((total_passed + p))
	total_failed=$((total_failed + f))
	summary="${summary}n8n ${v}: ${p} passed, ${f} failed in ${secs} s"$'\n'
	[ "$leg" -ne 0 ] && status=$leg
	# The package is packed as built by the first leg.
	export BROWSER_SKIP_BUILD=1
	[ "$stopped" = 1 ] && break
done
rm -rf "$out"
echo ""
echo "=== browser suite, per n8n line"
printf '%s' "$summary"
echo "${total_passed} passed, ${total_failed} failed"
[ "$total_failed" -ne 0 ] && [ "$status" -eq 0 ] && status=1
exit "$status"
