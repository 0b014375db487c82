#!/usr/bin/env bash
# Every test: types, import cycles (scripts/import-cycles.ts), unit + property + statechart paths + store (vitest), the sim smoke run, build (the app, and the server the online specs start), end-to-end (Playwright).
# The type check, the unit tests and the sim smoke run beside the end-to-end specs on one worker (the whole run is
# CPU-bound: counted by cgroup, Chromium's processes take about nine tenths of it); their output is printed when
# they end, and either failing fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
echo "== build"; npx vite build
echo "== server build"; node scripts/build-server.mjs
echo "== size check"; npx tsx scripts/size-check.ts dist

unit_log=$(mktemp)
(
  set -e
  echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
  echo "== import cycles"; npx tsx scripts/import-cycles.ts
  echo "== unit, property, path and store tests"; npx vitest run --maxWorkers=1
  echo "== sim smoke"
  npx tsx scripts/sim.ts --game meow-meow --players 4 --games 40 --seed 7 --bots random,greedy,random,easy --quiet
  npx tsx scripts/sim.ts --game mauwi --players 4 --games 10 --seed 3 --bots easy,greedy,random,hard --option teams=true --option animals=12 --iterations 100 --quiet
) >"$unit_log" 2>&1 &
unit_pid=$!

echo "== end-to-end (the type check, unit tests and sim smoke run beside it)"
e2e_status=0
npx playwright test || e2e_status=$?
unit_status=0
wait "$unit_pid" || unit_status=$?
cat "$unit_log"; rm -f "$unit_log"
echo "== end-to-end: $([ "$e2e_status" = 0 ] && echo passed || echo "FAILED ($e2e_status)")"
echo "== types, unit tests, sim smoke: $([ "$unit_status" = 0 ] && echo passed || echo "FAILED ($unit_status)")"
[ "$e2e_status" = 0 ] && [ "$unit_status" = 0 ]
