#!/usr/bin/env bash
# Starts Nine Lives: installs dependencies if missing, builds (so the service worker and offline mode are real),
# and serves the app and its online tables from one Node process on http://localhost:4173 (every address of this
# machine, so phones on the same Wi-Fi reach it). PORT, HOST and NINE_LIVES_DATA change where (server/main.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx vite build
export APP_DIST=dist PORT="${PORT:-4173}" HOST="${HOST:-0.0.0.0}"
exec npx tsx server/main.ts
