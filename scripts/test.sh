#!/usr/bin/env bash
# Every test: types, unit + property + statechart paths + store (vitest), the sim smoke run, build, end-to-end (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== unit, property, path and store tests"; npx vitest run
echo "== sim smoke"
npx tsx scripts/sim.ts --game meow-meow --players 4 --games 40 --seed 7 --bots random,greedy,random,easy --quiet
npx tsx scripts/sim.ts --game mauwi --players 4 --games 10 --seed 3 --bots easy,greedy,random,hard --option teams=true --option animals=12 --iterations 100 --quiet
echo "== build"; npx vite build
echo "== end-to-end"; npx playwright test
