#!/usr/bin/env bash
# What a release must pass, in one place: the publish workflow (.github/workflows/publish.yml) runs
# this after `npm ci` and then publishes; `npm test` runs it first, so every test run also proves
# the release would go through up to `npm publish --dry-run` (docs/releasing.md).
# Steps: the version has a CHANGELOG.md entry (and equals RELEASE_TAG, when given), n8n's lint
# (strict) and the format check, the type check, the generated operations docs (docs/operations.md
# and the README's table equal what the node gives: scripts/operations-doc.ts --check), the build,
# the verification scanner's analysis (source and packed tarball), the in-process tests (which
# include the check of what the tarball ships), then `npm publish --dry-run`. Any failing step stops it with a non-zero status.
# It installs nothing: node_modules must be there (`npm ci`).
# Env: RELEASE_TAG  the pushed tag (v1.2.3 or 1.2.3); it must match package.json's version.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/jest ]; then
	echo "node_modules is missing: run npm ci first" >&2
	exit 1
fi

version="$(node -p "require('./package.json').version")"
echo "== release check of version $version"
if [ -n "${RELEASE_TAG:-}" ] && [ "${RELEASE_TAG#v}" != "$version" ]; then
	echo "tag $RELEASE_TAG does not match package.json version $version" >&2
	exit 1
fi
if ! grep -q "^## \[$version\]" CHANGELOG.md; then
	echo "CHANGELOG.md has no \"## [$version]\" entry" >&2
	exit 1
fi

echo "== lint"
npm run lint
echo "== type check"
npm run typecheck
echo "== operations docs"
npx ts-node --transpile-only scripts/operations-doc.ts --check
echo "== build"
npm run build
echo "== n8n verification scanner"
node scripts/scan-package.mjs
echo "== in-process tests"
npx jest --ci
echo "== npm publish --dry-run"
# Packs what would be published and checks it can be sent (no login needed for a dry run). The
# workflow adds --provenance for the real publish; a provenance statement can only be made there.
if ! out="$(npm publish --dry-run --ignore-scripts --access public 2>&1)"; then
	echo "$out" >&2
	exit 1
fi
echo "$out" | grep -E 'name:|version:|total files:|unpacked size:|Publishing to|^\+ ' || true
echo "== release check passed: $version"
