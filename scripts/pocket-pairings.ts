// The hard Pocket Cats bot against one opponent, clan pairing by clan pairing (issue 14's closing figures):
//   npx tsx scripts/pocket-pairings.ts <greedy|random> [from:to] [--games N]
// Per pairing, N games (default 100): half with hard in seat 0, half in seat 1 (the clans stay in seat order, so hard
// plays each clan of the pairing half the time; the starter rotates game by game). The search runs to its end
// (a 5 s budget that never binds at these sizes, with the app's iteration cap), so the win rates do not depend on the
// machine's load; the decision times are the hard seat's only. One JSON line per pairing: win rate with its Wilson
// 95% interval, decision median and p95 in ms.
import { runSim, percentile } from './sim-lib';
import { CLAN_IDS } from '../src/games/pocket-cats/rules/data';
import { HARD_DEFAULT_BUDGET, type AiLevel } from '../src/ai/types';
import { wilson } from '../src/ai/wilson';

const args = process.argv.slice(2);
const opponent = args[0] as AiLevel;
if (opponent !== 'greedy' && opponent !== 'random') {
  process.stderr.write('usage: npx tsx scripts/pocket-pairings.ts <greedy|random> [from:to] [--games N]\n');
  process.exit(2);
}
const gamesAt = args.indexOf('--games');
const games = gamesAt >= 0 ? Number(args[gamesAt + 1]) : 100;
const range = args.find((a) => /^\d+:\d+$/.test(a));

const pairings: [string, string][] = [];
for (let i = 0; i < CLAN_IDS.length; i++) for (let j = i + 1; j < CLAN_IDS.length; j++) pairings.push([CLAN_IDS[i], CLAN_IDS[j]]);
const [from, to] = range ? range.split(':').map(Number) : [0, pairings.length];


const round = (x: number, digits = 3) => Number(x.toFixed(digits));
for (const [a, b] of pairings.slice(from, to)) {
  let hardWins = 0;
  let played = 0;
  const times: number[] = [];
  const started = Date.now();
  for (const hardSeat of [0, 1]) {
    const bots: AiLevel[] = hardSeat === 0 ? ['hard', opponent] : [opponent, 'hard'];
    const r = runSim({
      game: 'pocket-cats', players: 2, games: Math.ceil(games / 2), seed: 1400 + hardSeat, bots,
      options: { effects: true, clans: `${a},${b}` }, budget: { ms: 5000, iterations: HARD_DEFAULT_BUDGET.iterations },
    });
    if (r.stuck || r.invariantFailures) process.stderr.write(`${a} v ${b}: ${r.failures.slice(0, 3).join('; ')}\n`);
    hardWins += r.wins[hardSeat];
    played += r.games;
    r.decisionTimes.forEach((t, i) => { if (r.decisionSeats[i] === hardSeat) times.push(t); });
  }
  times.sort((x, y) => x - y);
  const rate = hardWins / played;
  process.stdout.write(JSON.stringify({
    pairing: `${a} v ${b}`, opponent, games: played, hardWins, rate: round(rate), ci95: wilson(hardWins, played).map((x) => round(x)),
    medianMs: round(percentile(times, 0.5), 1), p95Ms: round(percentile(times, 0.95), 1), decisions: times.length,
    seconds: round((Date.now() - started) / 1000, 1),
  }) + '\n');
}
