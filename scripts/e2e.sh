#!/usr/bin/env bash
# End-to-end suite in real n8n servers (called by scripts/test.sh; see test/e2e/run.ts), as an
# n8n version matrix: the whole suite on n8n 2.8.4 (this machine's Node) and on n8n
# 2.41.1 (Node 24), one version after the other (they would only compete for the CPU in parallel).
# Each leg installs what it lacks first: n8n into test/e2e/n8n-server (2.8.4) or
# test/e2e/n8n-server-2.41 (2.41.1), Node 24 from the npm registry into test/e2e/node24 (a few
# minutes each the first time); then packs the package, installs the tarball as a community
# package and runs the scenarios against the fake platform.
# Everything it starts is stopped by PID: the TypeScript runner stops its n8n process group, the
# fake platform and the SMTP server on exit and on SIGINT/SIGTERM (forwarded from here).
# Env: E2E_N8N_VERSIONS="2.8.4 2.41.1" (the legs, in order; e.g. one version only), plus the
# runner's own (E2E_SKIP_BUILD, E2E_KEEP, E2E_ONLY).
# Last line: "N passed, M failed" over all legs; exit status non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/ts-node/dist/bin.js ]; then
	echo "== installing dependencies"
	npm install --no-audit --no-fund || exit 1
fi

versions="${E2E_N8N_VERSIONS:-2.8.4 2.41.1}"
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
	echo "=== n8n ${v}: the whole end-to-end suite"
	t0=$(date +%s)
	E2E_N8N_VERSION="$v" node node_modules/ts-node/dist/bin.js --transpile-only test/e2e/run.ts "$@" > >(tee "$out/$v.log") 2>&1 &
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
	install="$(grep -oE '^installed n8n [^ ]+ in [0-9]+ ms' "$out/$v.log" | grep -oE '[0-9]+ ms' || true)"
	summary="${summary}n8n ${v}: ${p} passed, ${f} failed in ${secs} s${install:+ (of which installing n8n: ${install})}"$'\n'
	[ "$leg" -ne 0 ] && status=$leg
	# The package is packed as built by the first leg.
	export E2E_SKIP_BUILD=1
	[ "$stopped" = 1 ] && break
done
rm -rf "$out"
echo ""
echo "=== n8n version matrix"
printf '%s' "$summary"
echo "${total_passed} passed, ${total_failed} failed"
[ "$total_failed" -ne 0 ] && [ "$status" -eq 0 ] && status=1
exit "$status"
