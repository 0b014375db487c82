#!/usr/bin/env bash
# Every test: types, import cycles and layers (scripts/import-cycles.ts, import-layers.ts), unit + property + statechart paths + store (vitest), the sim smoke run, build (the app, and the server the online specs start), end-to-end (Playwright in Chromium), and the
# browser lane (e2e-browsers/smoke.ts: the build smoked in WebKit and Firefox, which Playwright cannot drive here).
# The type check, the unit tests, the sim smoke and then the browser lane run one after another beside the app's
# build and then the end-to-end specs (the whole run is CPU-bound: counted by cgroup, Chromium's processes take about
# nine tenths of it); their output is printed when they end, and any of them failing fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser --engines
# The server first (a second or two): its own unit test builds it again, and must not meet this build halfway.
echo "== server build"; node scripts/build-server.mjs

unit_log=$(mktemp); lane_log=$(mktemp); lane_status_file=$(mktemp); build_status_file=$(mktemp)
(
  # Each step's failure is counted by hand: `set -e` does not hold inside a subshell whose status is tested (a
  # failing vitest once passed here unseen), and every step runs even after one fails, to report them all.
  unit_status=0
  step() { echo "== $1"; shift; "$@" || { unit_status=1; echo "== $* FAILED"; }; }
  step typecheck npx tsc --noEmit -p tsconfig.json
  step "import cycles" npx tsx scripts/import-cycles.ts
  step "import layers" npx tsx scripts/import-layers.ts
  step "unit, property, path and store tests" npx vitest run --maxWorkers=1
  step "sim smoke" npx tsx scripts/sim.ts --game meow-meow --players 4 --games 40 --seed 7 --bots random,greedy,random,easy --quiet
  step "sim smoke" npx tsx scripts/sim.ts --game mauwi --players 4 --games 10 --seed 3 --bots easy,greedy,random,hard --option teams=true --option animals=12 --iterations 100 --quiet
  # The lane after them, not beside them: two more browsers drawing in software would only slow every part. It
  # smokes the app's build, which is long done by now (the status file holds its outcome once it ends).
  lane_status=0
  for _ in $(seq 600); do [ -s "$build_status_file" ] && break; sleep 1; done
  if [ "$(cat "$build_status_file")" != 0 ]; then
    echo "== browser lane: not run, the app's build failed" >"$lane_log"; lane_status=1
  else
    { echo "== browser lane (WebKit, Firefox)"; npx tsx e2e-browsers/smoke.ts; } >"$lane_log" 2>&1 || lane_status=$?
  fi
  echo "$lane_status" >"$lane_status_file"
  exit "$unit_status"
) >"$unit_log" 2>&1 &
unit_pid=$!

build_status=0
{ echo "== build"; npx vite build && echo "== size check" && npx tsx scripts/size-check.ts dist; } || build_status=$?
echo "$build_status" >"$build_status_file"
echo "== end-to-end (the type check, unit tests and sim smoke run beside it)"
e2e_status=0; e2e_log=$(mktemp)
if [ "$build_status" = 0 ]; then
  npx playwright test 2>&1 | tee "$e2e_log" || e2e_status=$?
else
  echo "not run: the build or its size check failed" | tee "$e2e_log"; e2e_status=$build_status
fi
unit_status=0
wait "$unit_pid" || unit_status=$?
lane_status=$(cat "$lane_status_file" 2>/dev/null || echo 1); [ -n "$lane_status" ] || lane_status=1
cat "$unit_log" "$lane_log"
# The specs' own summary (each failure's words, then the counts) again at the end, where a CI's tail shows it.
echo "== end-to-end summary"
sed -E 's/\x1b\[[0-9;]*m//g' "$e2e_log" | awk '/^  [0-9]+\) \[/ || /^  [0-9]+ (failed|flaky|passed|skipped|interrupted|did not run)/ { p = 1 } p' | head -300
rm -f "$unit_log" "$lane_log" "$lane_status_file" "$build_status_file" "$e2e_log"
echo "== end-to-end: $([ "$e2e_status" = 0 ] && echo passed || echo "FAILED ($e2e_status)")"
echo "== types, unit tests, sim smoke: $([ "$unit_status" = 0 ] && echo passed || echo "FAILED ($unit_status)")"
echo "== browser lane (WebKit, Firefox): $([ "$lane_status" = 0 ] && echo passed || echo "FAILED ($lane_status)")"
[ "$e2e_status" = 0 ] && [ "$unit_status" = 0 ] && [ "$lane_status" = 0 ]
