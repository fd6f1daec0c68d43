#!/usr/bin/env bash
# Fetches axe-core (the accessibility check's script) into node_modules at the version package-lock.json
# pins, unless it is there already at that version. Without npm it says what to install and leaves the
# check to fail with the same words, so that the build never skips it silently.
set -euo pipefail
cd "$(dirname "$0")"
want="$(sed -n 's/.*"axe-core": "\([0-9.]*\)".*/\1/p' package.json | head -n 1)"
have="$(sed -n 's/.*"version": "\([0-9.]*\)".*/\1/p' node_modules/axe-core/package.json 2>/dev/null | head -n 1 || true)"
if [ -n "$want" ] && [ "$want" = "$have" ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "fetch-axe.sh: npm is not installed, so axe-core $want is not fetched and the accessibility check will fail:" \
    "install npm (Debian: apt-get install npm) and build again" >&2
  exit 0
fi
npm ci --no-audit --no-fund --loglevel=error
