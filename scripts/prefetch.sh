#!/usr/bin/env bash
# Installs, all at once, what the real-n8n suites of `npm test` install on a fresh machine:
# Debian's chromium, redis-server and postgresql (one apt-get call, only the missing ones, only
# as root or with password-less sudo), n8n 2.8.4, Node 24 + n8n 2.41.1 and verdaccio, the n8n
# lines in parallel (npm is mostly network and disk). scripts/test.sh starts it in the background
# while the release check runs; each suite then finds its part installed, or waits for it (the
# n8n install lock of test/e2e/lib/n8n.ts, or the PIDs in PREFETCH_APT_PID / PREFETCH_NPM_PID),
# and installs it itself when this failed, so a failure shows in the suite it belongs to.
# Alone: `bash scripts/prefetch.sh` (both parts), or `bash scripts/prefetch.sh apt|npm`.
# Prints one line per step with its time; exit status non-zero if any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."

part="${1:-all}"
ts() { node node_modules/ts-node/dist/bin.js --transpile-only test/e2e/prefetch.ts "$@"; }
say() { echo "[prefetch $(date -u +%H:%M:%S)] $*"; }

apt_part() {
	local missing=()
	[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
	command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
	if [ ${#missing[@]} -eq 0 ]; then
		say "apt: chromium, redis-server and postgresql already installed"
		return 0
	fi
	local sudo_cmd=""
	if [ "$(id -u)" != "0" ]; then
		if ! sudo -n true 2>/dev/null; then
			say "apt: not root and no password-less sudo; the suites install ${missing[*]} themselves"
			return 1
		fi
		sudo_cmd="sudo -n"
	fi
	local t0
	t0=$(date +%s)
	say "apt: installing ${missing[*]}..."
	if ! { $sudo_cmd apt-get -o DPkg::Lock::Timeout=900 update -qq &&
		DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get -o DPkg::Lock::Timeout=900 install -y -qq \
			--no-install-recommends "${missing[@]}"; }; then
		say "apt: installing ${missing[*]} failed after $(($(date +%s) - t0)) s"
		return 1
	fi
	say "apt: installed ${missing[*]} in $(($(date +%s) - t0)) s"
}

npm_part() {
	local t0 status=0 pids=() v
	t0=$(date +%s)
	for v in 2.8.4 2.41.1; do
		ts n8n "$v" &
		pids+=($!)
	done
	ts verdaccio &
	pids+=($!)
	for p in "${pids[@]}"; do wait "$p" || status=1; done
	say "npm: n8n 2.8.4, Node 24, n8n 2.41.1 and verdaccio $([ $status = 0 ] && echo ready || echo 'not all installed') after $(($(date +%s) - t0)) s"
	return $status
}

# Under npm test: a marker that this part ended, whatever its outcome (the suites wait for it).
[ -n "${PREFETCH_STATE:-}" ] && trap 'touch "$PREFETCH_STATE/$part.done"' EXIT

t0=$(date +%s)
case "$part" in
apt) apt_part ;;
npm) npm_part ;;
all)
	apt_part &
	a=$!
	npm_part
	s=$?
	wait "$a" || s=1
	say "all done in $(($(date +%s) - t0)) s"
	exit $s
	;;
*)
	echo "usage: bash scripts/prefetch.sh [apt|npm]" >&2
	exit 2
	;;
esac
