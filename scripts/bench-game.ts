// Speed figures of one game, the same for every game: events/s through the statechart (GameSession with
// XState's pure transition()), events/s of the same chart through the plain-data executor (src/engine/chart.ts),
// events/s of the pure forward model (legalEvents + apply), and the hard bot's
// decision times (median, p95) in real games against greedy, hard seat rotating. Used by scripts/bench.ts.
import { rngInt } from '../src/engine/rng';
import { compileChart } from '../src/engine/chart';
import { GameSession } from '../src/engine/session';
import type { AnyGameDefinition, GameEvent, PlayerInfo } from '../src/engine/types';
import { chooseEvent } from '../src/ai/bots';
import type { AnyBotAdapter } from '../src/ai/types';
import { percentile } from './sim-lib';

export interface GameBench {
  statechartEventsPerSecond: number;
  chartExecutorEventsPerSecond: number;
  forwardModelEventsPerSecond: number;
  hardDecisionMs: { decisions: number; median: number; p95: number; searchedDecisions: number; searchedMedian: number; searchedP95: number };
}

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const round1 = (n: number) => Number(n.toFixed(1));
/** Games whose setup names the starting seat get it rotated, so every seat starts as often. */
function optionsFor(def: AnyGameDefinition, g: number, seats: number, given: Record<string, unknown> = {}): unknown {
  const o = { ...(def.defaultOptions as Record<string, unknown>), ...given };
  for (const key of ['dealer', 'first']) if (typeof o[key] === 'number') o[key] = g % seats;
  return o;
}

export function statechartRate(def: AnyGameDefinition, seats: number, games: number): number {
  let events = 0, ms = 0, rng = 1;
  for (let g = 0; g < games; g++) {
    const s = new GameSession(def, { options: optionsFor(def, g, seats), seed: g, players: players(seats) });
    while (!s.over) {
      const legal = def.legalEvents(s.state, def.actors(s.state)[0]) as GameEvent[];
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      const t = performance.now();
      s.send(legal[i]);
      ms += performance.now() - t;
      events++;
    }
  }
  return Math.round((events * 1000) / ms);
}

/** Events/s of the game's own chart run by the executor (compileChart: plain data, no actor machinery), in the
 *  same random games as statechartRate (same seeds and picks); only chart.send is timed (no door, no undo log). */
export function chartExecutorRate(def: AnyGameDefinition, seats: number, games: number): number {
  const chart = compileChart(def.machine);
  let events = 0, ms = 0, rng = 1;
  for (let g = 0; g < games; g++) {
    let s = chart.initial({ options: optionsFor(def, g, seats), seed: g, players: players(seats) });
    while (!chart.isDone(s)) {
      const legal = def.legalEvents(s.context, def.actors(s.context)[0]) as GameEvent[];
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      const t = performance.now();
      const next = chart.send(s, legal[i]);
      ms += performance.now() - t;
      if (next === null) throw new Error(`${def.id}: the chart executor ignored a legal event`);
      s = next;
      events++;
    }
  }
  return Math.round((events * 1000) / ms);
}

export function forwardModelRate(def: AnyGameDefinition, seats: number, games: number): number {
  let events = 0, rng = 7;
  const t = performance.now();
  for (let g = 0; g < games; g++) {
    let s = def.setup({ options: optionsFor(def, g, seats), seed: g, players: players(seats) });
    while (def.result(s) === null) {
      const legal = def.legalEvents(s, def.actors(s)[0]) as GameEvent[];
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      s = def.apply(s, legal[i]);
      events++;
    }
  }
  return Math.round((events * 1000) / (performance.now() - t));
}

/** The hard bot's decision times over about `target` decisions of games against greedy bots. */
export function hardDecisions(def: AnyGameDefinition, adapter: AnyBotAdapter, seats: number, target: number, options: Record<string, unknown> = {}): GameBench['hardDecisionMs'] {
  const times: number[] = [];
  const searched: number[] = [];
  for (let g = 0; times.length < target; g++) {
    const hardSeat = g % seats;
    const s = new GameSession(def, { options: optionsFor(def, g, seats, options), seed: 9000 + g, players: players(seats) });
    for (let k = 0; !s.over && times.length < target; k++) {
      const seat = def.actors(s.state)[0];
      const legal = def.legalEvents(s.state, seat) as GameEvent[];
      const c = chooseEvent(adapter, seat === hardSeat ? 'hard' : 'greedy', def.view(s.state, seat), legal, g * 1000 + k);
      if (seat === hardSeat) {
        times.push(c.ms);
        if (legal.length > 1) searched.push(c.ms);
      }
      s.send(c.event);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  const sortedSearched = searched.sort((a, b) => a - b);
  return {
    decisions: times.length,
    median: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    searchedDecisions: searched.length,
    searchedMedian: round1(percentile(sortedSearched, 0.5)),
    searchedP95: round1(percentile(sortedSearched, 0.95)),
  };
}
