#!/usr/bin/env bash
# Starts Nine Lives: installs dependencies if missing, builds (so the service worker and offline mode are real),
# and serves it on http://localhost:4173
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx vite build
echo "Nine Lives is at http://localhost:4173"
exec npx vite preview --port 4173 --strictPort --host
