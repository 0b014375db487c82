// Card-game duels for the bench (issue 17): the hard bot against greedy in two-seat games, hard in each seat half
// the time on the same deals (game i and game i + 1 share a deal, the seats swapped), the seeds fixed and the
// iteration cap binding (no clock), so the figures do not depend on the machine's load. Every event goes through
// the game's explain (an illegal answer throws) and its pure forward model.
// Also a command line for long measurements in the background, one JSON line per game:
//   npx tsx scripts/bench-cards.ts --game meow-meow --games 400 [--from 0] [--iterations 1500] [--out file.jsonl] [--label L]
//     [--players N]   (N seats: hard in one, greedy in the others, the same deal N games running with hard in each seat;
//                      for the hard bot's decision times at a game's maximum seats)
import { appendFileSync } from 'node:fs';
import { checkInput } from '../src/engine/door';
import { seedFrom, type RngState } from '../src/engine/rng';
import type { GameEvent, PlayerInfo, Seat } from '../src/engine/types';
import { chooseEvent } from '../src/ai/bots';
import { firstAnswer } from '../src/ai/actors';
import { wilson } from '../src/ai/wilson';
import { HARD_DEFAULT_BUDGET, type AiLevel, type AnyBotAdapter, type Budget } from '../src/ai/types';
import { SIM_GAMES, percentile } from './sim-lib';
import { GAMES } from '../src/games/index';

/** The games whose hard bot duels greedy (their entry's sim.strength; Moeraki has reference players of its own). */
export const CARD_GAMES: readonly string[] = GAMES.filter((g) => (g.sim?.strength ?? 'duel') === 'duel').map((g) => g.id);

export interface CardGameResult {
  game: string;
  index: number;
  hardSeat: Seat;
  /** 1 a win, 0.5 a shared win, 0 a loss. */
  hardScore: number;
  events: number;
  /** The hard bot's decision times (ms) where it had a choice. */
  hardMs: number[];
}

const playersOf = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: String.fromCharCode(65 + i), kind: 'bot' }));
const MAX_EVENTS = 20_000;

/** Game `index` of a duel: the deal of pair index / seats, hard in seat index % seats (greedy in the others); the
 *  starting seat rotates per pair. */
export function playCardGame(id: string, index: number, budget: Budget, seed0 = 1, adapter?: AnyBotAdapter, seats = 2): CardGameResult {
  const g = SIM_GAMES[id];
  if (!g) throw new Error(`unknown game ${id}`);
  const def = g.def;
  const bot = adapter ?? g.adapter;
  const pair = Math.floor(index / seats);
  const hardSeat = (index % seats) as Seat;
  const seed = seedFrom(`${seed0}/cards/${pair}`);
  const raw: Record<string, unknown> = { ...(def.defaultOptions as object) };
  for (const key of ['dealer', 'first']) if (typeof raw[key] === 'number') raw[key] = pair % seats;
  const options = g.options ? g.options(raw, seats) : raw;
  if (typeof options === 'string') throw new Error(options);
  const checked = checkInput(def, { options, seed, players: playersOf(seats) });
  if (!checked.ok) throw new Error(`bad options for ${id}: ${checked.reason.key}`);
  let s = def.setup(checked.value);
  const levels: AiLevel[] = Array.from({ length: seats }, (_, i) => (i === hardSeat ? 'hard' : 'greedy'));
  const decisions = new Array<number>(seats).fill(0);
  const hardMs: number[] = [];
  let order: RngState = seedFrom(`${seed}/order`);
  let events = 0;
  while (def.result(s) === null) {
    if (events >= MAX_EVENTS) throw new Error(`${id} game ${index}: stuck after ${events} events`);
    const answers: GameEvent[] = [];
    for (const seat of def.actors(s) as Seat[]) {
      const legal = def.legalEvents(s, seat) as GameEvent[];
      if (legal.length === 0) continue;
      // Each seat's seeds depend on the deal and its own decision count, never on the other bot's level.
      const c = chooseEvent(bot, levels[seat], def.view(s, seat), legal, seedFrom(`${seed}/${seat}/${decisions[seat]++}`), levels[seat] === 'hard' ? budget : undefined);
      if (levels[seat] === 'hard' && legal.length > 1) hardMs.push(c.ms);
      const why = def.explain(s, c.event);
      if (why !== null) throw new Error(`${id} game ${index}: seat ${seat} (${levels[seat]}) chose an illegal ${JSON.stringify(c.event)}: ${why.key}`);
      answers.push(c.event);
    }
    if (answers.length === 0) throw new Error(`${id} game ${index}: nobody can act`);
    let e: GameEvent;
    [e, order] = firstAnswer(bot, answers, order);
    s = def.apply(s, e);
    events++;
  }
  const winners = def.result(s)!.winners as Seat[];
  const hardScore = winners.includes(hardSeat) ? 1 / winners.length : 0;
  return { game: id, index, hardSeat, hardScore, events, hardMs };
}

export interface CardDuelSummary {
  games: number;
  score: number;
  rate: number;
  low: number;
  high: number;
  /** The hard bot's decision times where it had a choice, at the iteration cap with no clock. */
  hardDecisionMs: { decisions: number; median: number; p95: number };
}

export function summarize(results: readonly CardGameResult[]): CardDuelSummary {
  const score = results.reduce((a, r) => a + r.hardScore, 0);
  const n = results.length;
  const [low, high] = wilson(score, n);
  const ms = results.flatMap((r) => r.hardMs).sort((a, b) => a - b);
  const r3 = (x: number) => Number(x.toFixed(3));
  const r1 = (x: number) => Number(x.toFixed(1));
  return {
    games: n, score, rate: r3(n ? score / n : 0), low: r3(low), high: r3(high),
    hardDecisionMs: { decisions: ms.length, median: r1(percentile(ms, 0.5)), p95: r1(percentile(ms, 0.95)) },
  };
}

/** `games` games (rounded up to whole pairs) of hard against greedy in `id`. */
export function cardDuel(id: string, games: number, budget: Budget, onGame?: (r: CardGameResult) => void): CardDuelSummary {
  const results: CardGameResult[] = [];
  for (let i = 0; i < games + (games % 2); i++) {
    const r = playCardGame(id, i, budget);
    onGame?.(r);
    results.push(r);
  }
  return summarize(results);
}

/** The duels' budget: the app's iteration cap and no clock. */
export const CARD_DUEL_BUDGET: Required<Budget> = { iterations: HARD_DEFAULT_BUDGET.iterations, ms: 1e9 };

// ---------- the bench's section ----------

/** `--card-games N` (games per card game; 0 skips), default 400, 20 with --quick; or why the flag is wrong. */
export function cardGamesFlag(argv: readonly string[], quick: boolean): number | string {
  const at = argv.indexOf('--card-games');
  const n = at > 0 ? Number(argv[at + 1]) : quick ? 20 : 400;
  return Number.isInteger(n) && n >= 0 ? n : '--card-games takes a whole number of games per card game (0 skips the card duels)';
}

/** Every card game's duel, one printed line each; the figures for the bench's JSON line (keyed by game). */
export function benchCardDuels(games: number, line: (label: string, value: string) => void): Record<string, CardDuelSummary & { budget: Required<Budget> }> {
  const out: Record<string, CardDuelSummary & { budget: Required<Budget> }> = {};
  const pct = (x: number) => (100 * x).toFixed(1);
  for (const id of CARD_GAMES) {
    const r = cardDuel(id, games, CARD_DUEL_BUDGET);
    out[id] = { ...r, budget: CARD_DUEL_BUDGET };
    line(`${id}: hard vs greedy win rate (2 seats)`, `${pct(r.rate)}% [${pct(r.low)}, ${pct(r.high)}] of ${r.games}  (decisions median / p95 ${r.hardDecisionMs.median} / ${r.hardDecisionMs.p95} ms, cap ${CARD_DUEL_BUDGET.iterations} it.)`);
  }
  return out;
}

// ---------- command line ----------
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (flag: string, fallback: string): string => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const id = arg('--game', 'meow-meow');
  const games = Number(arg('--games', '400'));
  const from = Number(arg('--from', '0'));
  const iterations = Number(arg('--iterations', String(HARD_DEFAULT_BUDGET.iterations)));
  const out = arg('--out', '');
  const label = arg('--label', '');
  const seats = Number(arg('--players', '2'));
  const results: CardGameResult[] = [];
  const t0 = performance.now();
  for (let i = from; i < from + games; i++) {
    const r = playCardGame(id, i, { iterations, ms: 1e9 }, 1, undefined, seats);
    results.push(r);
    const ms = r.hardMs.slice().sort((a, b) => a - b);
    const lineOut = JSON.stringify({ label, game: id, ...(seats !== 2 ? { players: seats } : {}), index: i, hardSeat: r.hardSeat, hardScore: r.hardScore, events: r.events, decisions: ms.length, medianMs: Number(percentile(ms, 0.5).toFixed(1)), maxMs: Number((ms[ms.length - 1] ?? 0).toFixed(1)) });
    if (out) appendFileSync(out, lineOut + '\n');
    if ((i - from + 1) % 20 === 0) {
      const s = summarize(results);
      process.stderr.write(`[cards] ${id} ${label} ${results.length}/${games}: ${(100 * s.rate).toFixed(1)}% [${(100 * s.low).toFixed(1)}, ${(100 * s.high).toFixed(1)}], ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    }
  }
  process.stdout.write(JSON.stringify({ label, game: id, ...(seats !== 2 ? { players: seats } : {}), iterations, ...summarize(results) }) + '\n');
}
