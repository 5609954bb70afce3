#!/usr/bin/env bash
# The one test command (README: `npm test`). On a fresh clone it installs what it needs first.
# Order: the release check (lint, type check, build, scanner, in-process tests: unit, workflow,
# fake platform; npm publish --dry-run), then the end-to-end suite in a real n8n server (skipped
# only with SKIP_E2E=1, for quick local runs).
set -euo pipefail
cd "$(dirname "$0")/.."

# How long each part took, printed after it and summed up at the end (README: how long each part takes).
test_started=$SECONDS
part_times=""
timed() {
	local name=$1 started=$SECONDS
	shift
	"$@"
	local took=$((SECONDS - started))
	part_times="$part_times   $name: $((took / 60)) min $((took % 60)) s\n"
	echo "== $name: done in $((took / 60)) min $((took % 60)) s"
}

# Installs exactly the committed lock (`npm ci`), so every run proves package-lock.json: npm ci
# fails when the lock and package.json disagree. Only when node_modules is missing or older than
# the lock; a node_modules that is a link to another checkout's install is never reinstalled here
# (npm ci empties node_modules first, which would empty the other checkout's).
if [ ! -x node_modules/.bin/jest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	if [ -L node_modules ]; then
		echo "node_modules is a link to another install and is older than package-lock.json:" >&2
		echo "run npm ci where it points, or replace the link with a real install" >&2
		exit 1
	fi
	echo "== installing dependencies (npm ci)"
	npm ci --no-audit --no-fund
fi

# What the real-n8n suites install on a fresh machine (apt: chromium, Redis, PostgreSQL; npm:
# n8n 2.8.4, Node 24 + n8n 2.41.1, verdaccio) installs in the background while the release check
# runs (scripts/prefetch.sh; its lines go to a log, summed up after the release check). Each suite
# waits for its part and installs it itself if the background install failed. SKIP_PREFETCH=1: none.
prefetch_pids=""
if [ "${SKIP_E2E:-0}" != "1" ] && [ "${SKIP_PREFETCH:-0}" != "1" ] && [ -f scripts/prefetch.sh ]; then
	PREFETCH_STATE="$(mktemp -d -t npm-test-prefetch.XXXXXX)"
	export PREFETCH_STATE
	prefetch_log="$PREFETCH_STATE/prefetch.log"
	setsid bash scripts/prefetch.sh apt >>"$prefetch_log" 2>&1 &
	export PREFETCH_APT_PID=$!
	setsid bash scripts/prefetch.sh npm >>"$prefetch_log" 2>&1 &
	export PREFETCH_NPM_PID=$!
	prefetch_pids="$PREFETCH_APT_PID $PREFETCH_NPM_PID"
	echo "== installing n8n 2.8.4 and 2.41.1, Node 24, verdaccio and missing apt packages in the background (log: $prefetch_log)"
	# Stopped by their PIDs (each its own process group) when npm test ends before they do.
	stop_prefetch() {
		for p in $prefetch_pids; do kill -TERM -- "-$p" 2>/dev/null || true; done
	}
	trap stop_prefetch EXIT
	trap 'stop_prefetch; exit 130' INT TERM
fi

# Lint, type check, build, the n8n verification scanner, the in-process tests and
# `npm publish --dry-run`: the publish workflow's own checks, in scripts/release-check.sh.
timed "release check" bash scripts/release-check.sh
if [ -n "$prefetch_pids" ]; then
	echo "== background installs so far:"
	grep -E '^\[prefetch|: done in|failed' "$prefetch_log" | tail -12 || true
	for part in apt npm; do
		[ -e "$PREFETCH_STATE/$part.done" ] || echo "   ($part still running: the suite that needs it waits for it)"
	done
fi
if [ "${SKIP_E2E:-0}" != "1" ] && [ -f scripts/e2e.sh ]; then
	echo "== end-to-end tests in a real n8n"
	# The package was just built: the suite packs dist/ as it is.
	E2E_SKIP_BUILD=1 timed "end to end" bash scripts/e2e.sh
fi
# --- browser suite: the real n8n editor in Debian's chromium (playwright-core), on 2.8.4 and
# 2.41.1, the form and the CSV mapping clicked through, checked on the fake platform (scripts/browser.sh;
# README, "What it looks like"). Installs chromium with apt-get when missing. Skipped with SKIP_E2E=1
# like the end-to-end suite, or alone with SKIP_BROWSER=1.
if [ "${SKIP_E2E:-0}" != "1" ] && [ "${SKIP_BROWSER:-0}" != "1" ] && [ -f scripts/browser.sh ]; then
	echo "== browser suite in the real n8n editor"
	BROWSER_SKIP_BUILD=1 timed "browser" bash scripts/browser.sh
fi
# --- end of the browser suite block
# --- installer suite: the package published to a local npm registry (verdaccio) and
# installed, updated, run and uninstalled through n8n's Community Nodes installer on both n8n lines,
# plus one install from the Settings page in the browser (scripts/installer.sh). After the browser
# suite, which installs chromium when missing. Skipped with SKIP_E2E=1, or alone with SKIP_INSTALLER=1.
if [ "${SKIP_E2E:-0}" != "1" ] && [ "${SKIP_INSTALLER:-0}" != "1" ] && [ -f scripts/installer.sh ]; then
	echo "== installer suite: n8n's Community Nodes installer, both n8n lines"
	INSTALLER_SKIP_BUILD=1 timed "installer" bash scripts/installer.sh
fi
# --- end of the installer suite block
# ---- queue mode ------------------------------------------------------------------
# n8n main + 2 workers + webhook processor with Redis and PostgreSQL (installed from Debian's
# packages when missing). Skipped only with SKIP_QUEUE=1 (or SKIP_E2E=1).
if [ "${SKIP_E2E:-0}" != "1" ] && [ "${SKIP_QUEUE:-0}" != "1" ] && [ -f scripts/queue.sh ]; then
	echo "== queue-mode tests in a real n8n (main, workers, webhook processor)"
	QUEUE_SKIP_BUILD=1 timed "queue mode" bash scripts/queue.sh
fi
# ---- end of queue mode ----------------------------------------------------------------------
took=$((SECONDS - test_started))
printf "== npm test passed in %d min %d s:\n%b" $((took / 60)) $((took % 60)) "$part_times"
