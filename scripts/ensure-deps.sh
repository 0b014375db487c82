#!/usr/bin/env bash
# Installs what the app and its tests need when it is missing: npm packages from the lockfile,
# and, for the full test run (--browser), Debian's Chromium for Playwright (no browser downloads on these machines)
# and Debian's redis-server and postgresql for the scale-out tests (server/redis.test.ts and server/postgres.test.ts
# start their own on a free port: the package's own cluster, its service, is never used).
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
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/redis-server ]; then
  echo "Installing Debian's redis-server for the scale-out tests…"
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
if [ "${1:-}" = "--browser" ] && ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  echo "Installing Debian's postgresql for the scale-out tests…"
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  # Whether the package's own cluster (port 5432) starts or not does not matter: the tests never use it.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
