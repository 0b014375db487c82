#!/usr/bin/env bash
# Every test: types, import cycles and layers (scripts/import-cycles.ts, import-layers.ts), unit + property + statechart paths + store (vitest), the sim smoke run, build (the app, and the server the online specs start), end-to-end (Playwright in Chromium), and the
# browser lane (e2e-browsers/smoke.ts: the build smoked in WebKit and Firefox, which Playwright cannot drive here).
# The type check, the unit tests, the sim smoke and then the browser lane run one after another beside the
# end-to-end specs (the whole run is CPU-bound: counted by cgroup, Chromium's processes take about nine tenths of
# it); their output is printed when they end, and any of them failing fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser --engines
echo "== build"; npx vite build
echo "== server build"; node scripts/build-server.mjs
echo "== size check"; npx tsx scripts/size-check.ts dist

unit_log=$(mktemp); lane_log=$(mktemp); lane_status_file=$(mktemp)
(
  unit_status=0
  (
    set -e
    echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
    echo "== import cycles"; npx tsx scripts/import-cycles.ts
    echo "== import layers"; npx tsx scripts/import-layers.ts
    echo "== unit, property, path and store tests"; npx vitest run --maxWorkers=1
    echo "== sim smoke"
    npx tsx scripts/sim.ts --game meow-meow --players 4 --games 40 --seed 7 --bots random,greedy,random,easy --quiet
    npx tsx scripts/sim.ts --game mauwi --players 4 --games 10 --seed 3 --bots easy,greedy,random,hard --option teams=true --option animals=12 --iterations 100 --quiet
  ) || unit_status=$?
  # The lane after them, not beside them: two more browsers drawing in software would only slow every part.
  lane_status=0
  { echo "== browser lane (WebKit, Firefox)"; npx tsx e2e-browsers/smoke.ts; } >"$lane_log" 2>&1 || lane_status=$?
  echo "$lane_status" >"$lane_status_file"
  exit "$unit_status"
) >"$unit_log" 2>&1 &
unit_pid=$!

echo "== end-to-end (the type check, unit tests and sim smoke run beside it)"
e2e_status=0
npx playwright test || e2e_status=$?
unit_status=0
wait "$unit_pid" || unit_status=$?
lane_status=$(cat "$lane_status_file" 2>/dev/null || echo 1); [ -n "$lane_status" ] || lane_status=1
cat "$unit_log" "$lane_log"; rm -f "$unit_log" "$lane_log" "$lane_status_file"
echo "== end-to-end: $([ "$e2e_status" = 0 ] && echo passed || echo "FAILED ($e2e_status)")"
echo "== types, unit tests, sim smoke: $([ "$unit_status" = 0 ] && echo passed || echo "FAILED ($unit_status)")"
echo "== browser lane (WebKit, Firefox): $([ "$lane_status" = 0 ] && echo passed || echo "FAILED ($lane_status)")"
[ "$e2e_status" = 0 ] && [ "$unit_status" = 0 ] && [ "$lane_status" = 0 ]
