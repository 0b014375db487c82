// Headless games: npm run sim -- --game meow-meow --players 4 --games 300 --seed 7 --bots random,random,random,random
//   [--option deck=52] [--budget-ms N] [--iterations N] [--max-events N] [--quiet]
// Progress goes to stderr; the last stdout line is one JSON object of figures (see sim-lib.ts SimSummary).
// Exit code: 0 all good, 1 a stuck game or a broken invariant, 2 a bad flag.
import { parseArgs, runSim, summaryJson } from './sim-lib';

const parsed = parseArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(parsed.message + '\n');
  process.exit(2);
}
const { config, quiet } = parsed;
const start = performance.now();
let lastReport = 0;
if (!quiet) {
  config.onProgress = (done, total, s) => {
    const t = performance.now();
    if (done < total && t - lastReport < 5000) return;
    lastReport = t;
    const wins = s.wins.map((w) => (done ? ((100 * w) / done).toFixed(1) + '%' : '-')).join(' ');
    process.stderr.write(`[sim] ${done}/${total} games, wins ${wins}, stuck ${s.stuck}, failures ${s.invariantFailures}, ${((t - start) / 1000).toFixed(1)} s\n`);
  };
}
const result = runSim(config);
for (const f of result.failures.slice(0, 20)) process.stderr.write(`[sim] ${f}\n`);
if (result.failures.length > 20) process.stderr.write(`[sim] ... and ${result.failures.length - 20} more\n`);
process.stdout.write(summaryJson(result) + '\n');
process.exit(result.stuck > 0 || result.invariantFailures > 0 ? 1 : 0);
