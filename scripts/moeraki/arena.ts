// Duels for the bench and the strength tests: single games between two Moeraki players, colours and the ball
// alternating over the series, with the win rate's Wilson 95% interval. Players: the hard bot (alpha-beta,
// search.ts), the old hard bot (MCTS over the same adapter), greedy, and the depth-2 reference (reference-ab.ts).
import { chooseEvent } from '../../src/ai/bots';
import type { Budget } from '../../src/ai/types';
import { seedFrom, shuffle } from '../../src/engine/rng';
import type { Seat } from '../../src/engine/types';
import { moerakiBot } from '../../src/games/moeraki/bot/bot';
import type { Level } from '../../src/games/moeraki/rules/constants';
import { moeraki } from '../../src/games/moeraki/rules/definition';
import { referenceChoice } from './reference-ab';
import { threatSpaceChoice } from './reference-threats';
import { actors, legalEvents } from '../../src/games/moeraki/rules/rules';
import type { MoerakiEvent, MoerakiState } from '../../src/games/moeraki/rules/state';
import { newMatch } from '../../src/games/moeraki/test/testkit';

export type Player = 'hard' | 'mcts' | 'greedy' | 'ab2' | 'ab3' | 'ab4' | 'tss';

/** The hard bot as it was before its own search: MCTS (src/ai/ismcts.ts) over the adapter. */
const mctsBot = { ...moerakiBot, search: undefined };

export interface DuelStats {
  games: number;
  wins: number;
  draws: number;
  /** Decision times of `a` (ms) where it had a choice, in the order made: wall clock, and this process's CPU time
   *  where it can be read (Node), which a busy machine does not inflate. */
  ms: number[];
  cpuMs: number[];
  /** How many of the games differ from every other (their moves). */
  distinct: number;
}

const cpuNow = (): number => {
  const usage = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process?.cpuUsage?.();
  return usage ? (usage.user + usage.system) / 1000 : NaN;
};

/** Every player gets the legal events in a seeded random order, so equal choices (greedy's and the reference's
 *  ties, the many equal first moves) are broken at random: without it two deterministic players replay the
 *  same few games. */
export function choose(player: Player, s: MoerakiState, legal: readonly MoerakiEvent[], seed: string, budget?: Budget): { event: MoerakiEvent; ms: number } {
  const c = cpuNow();
  const out = chooseBy(player, s, shuffle(legal, seedFrom(`order/${seed}`))[0], seed, budget);
  lastCpuMs = cpuNow() - c;
  return out;
}

/** CPU time of the last choose() (NaN outside Node). */
let lastCpuMs = NaN;

function chooseBy(player: Player, s: MoerakiState, legal: readonly MoerakiEvent[], seed: string, budget?: Budget): { event: MoerakiEvent; ms: number } {
  const t = performance.now();
  switch (player) {
    case 'ab2': return { event: referenceChoice(s, legal, 2), ms: performance.now() - t };
    case 'ab3': return { event: referenceChoice(s, legal, 3), ms: performance.now() - t };
    case 'ab4': return { event: referenceChoice(s, legal, 4), ms: performance.now() - t };
    case 'tss': return { event: threatSpaceChoice(s, legal), ms: performance.now() - t };
    case 'greedy': return chooseEvent(moerakiBot, 'greedy', s, legal, seedFrom(seed));
    case 'mcts': return chooseEvent(mctsBot, 'hard', s, legal, seedFrom(seed), budget);
    case 'hard': return chooseEvent(moerakiBot, 'hard', s, legal, seedFrom(seed), budget);
  }
}

/** One game: `players[seat]` plays seat; returns the winner (null for a draw); `timed`'s decision times (with a
 *  choice to make) go to `ms` (wall clock) and `cpuMs`. */
export function playGame(players: [Player, Player], level: Level, first: Seat, seed: number, budget?: Budget, timed: Seat = 0, ms: number[] = [], cpuMs: number[] = [], moves: number[] = []): Seat | null {
  let s = newMatch({ level, matchTo: 1, first });
  for (let i = 0; s.phase !== 'matchOver'; i++) {
    const seat = actors(s)[0];
    const legal = legalEvents(s, seat);
    const c = choose(players[seat], s, legal, `${seed}/${i}`, budget);
    if (seat === timed && legal.length > 1) { ms.push(c.ms); cpuMs.push(lastCpuMs); }
    moves.push(c.event.type === 'PLACE' || c.event.type === 'PLACE_BALL' ? c.event.hollow : -1);
    s = moeraki.apply(s, c.event);
  }
  return s.outcome!.winner as Seat | null;
}

/** `games` games of `a` against `b`: a's seat alternates every game, the ball placer every two, the level
 *  (when two are given) every four. */
export function duel(a: Player, b: Player, games: number, levels: readonly Level[], budget?: Budget, seed0 = 1, onGame?: (done: number, st: DuelStats) => void): DuelStats {
  const st: DuelStats = { games: 0, wins: 0, draws: 0, ms: [], cpuMs: [], distinct: 0 };
  const seen = new Set<string>();
  for (let g = 0; g < games; g++) {
    const mine = (g % 2) as Seat;
    const first = ((g >> 1) % 2) as Seat;
    const level = levels[(g >> 2) % levels.length];
    const moves: number[] = [];
    const w = playGame(mine === 0 ? [a, b] : [b, a], level, first, seed0 + g, budget, mine, st.ms, st.cpuMs, moves);
    const key = `${level}/${mine}/${first}/${moves.join(',')}`;
    if (!seen.has(key)) { seen.add(key); st.distinct++; }
    st.games++;
    if (w === mine) st.wins++;
    else if (w === null) st.draws++;
    onGame?.(st.games, st);
  }
  return st;
}

export { wilson } from '../../src/ai/wilson';
