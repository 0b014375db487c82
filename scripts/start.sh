#!/usr/bin/env bash
# Starts Nine Lives: installs dependencies if missing, builds the app (so the service worker and offline mode are
# real) and the server, each only when what it is built from changed (scripts/build-app.mjs, scripts/build-server.mjs),
# and serves the app and its online tables from one Node process on http://localhost:4173 (every address of this
# machine, so phones on the same Wi-Fi reach it). PORT, HOST and NINE_LIVES_DATA change where (server/main.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
node scripts/build-app.mjs
node scripts/build-server.mjs
export APP_DIST=dist PORT="${PORT:-4173}" HOST="${HOST:-0.0.0.0}"
exec node --enable-source-maps dist-server/main.js
