#!/usr/bin/env bash
# Installs what the app and its tests need when it is missing: npm packages from the lockfile, and, for the full
# test run (--browser), from Debian (no browser downloads on these machines): Chromium for Playwright; redis-server
# and postgresql for the scale-out tests (server/redis.test.ts and server/postgres.test.ts start their own on a free
# port: the package's own cluster, its service, is never used); and with --engines, for the browser lane
# (e2e-browsers/smoke.ts, npm run test:browsers), WebKitGTK's WebDriver with its MiniBrowser (webkit2gtk-driver),
# Firefox ESR and Xvfb. One apt-get for all missing, beside npm ci (each waits on the network and the disk).
set -euo pipefail
cd "$(dirname "$0")/.."
engines=false
for arg in "$@"; do [ "$arg" = "--engines" ] && engines=true; done
if [ "${1:-}" = "--browser" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/redis-server ] || missing+=(redis-server)
  compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
  if [ "$engines" = true ]; then
    [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
    [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
    [ -x /usr/bin/Xvfb ] || missing+=(xvfb)
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing from Debian: ${missing[*]}…"
    SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
    # Whether postgresql's own cluster (port 5432) starts or not does not matter: the tests never use it.
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; } &
    apt_pid=$!
  fi
fi
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi
if [ -n "${apt_pid:-}" ]; then
  wait "$apt_pid" || { echo "apt-get could not install: ${missing[*]}" >&2; exit 1; }
fi
