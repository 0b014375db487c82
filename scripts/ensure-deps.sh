#!/usr/bin/env bash
# Installs what the app and its tests need when it is missing: npm packages from the lockfile,
# and Debian's Chromium for Playwright (no browser downloads on these machines).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for Playwright…"
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
