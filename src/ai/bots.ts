// The bot levels over a game's adapter. A bot's only inputs are the view of its seat, the legal
// events offered to it and a seed: it never sees the true state (it samples the hidden part).
import { rngInt, rngNext, seedFrom, type RngState } from '../engine/rng';
import type { GameEvent, Seat } from '../engine/types';
import { Ismcts, type IsmctsOptions } from './ismcts';
import { HARD_DEFAULT_BUDGET, type AiLevel, type BotAdapter, type Budget, type Choice, type SearchStep } from './types';

const now = (): number => performance.now();

/** Determinisations the greedy bot averages over. */
export const GREEDY_SAMPLES = 4;
/** How often the easy bot ignores its preference and plays a uniform random legal event. */
export const EASY_SLIP = 0.25;
/** ISMCTS iterations between two checks of the clock and of the early stop. */
const BATCH = 16;

export interface SearchHooks {
  /** Called between batches of iterations (about every `everyMs`); resolve to go on. */
  yieldFn?: () => Promise<void>;
  everyMs?: number;
  /** Checked after each yield: true stops the search (the best event so far is returned). */
  cancelled?: () => boolean;
  ismcts?: IsmctsOptions;
}

export class BotCancelled extends Error {
  constructor() {
    super('bot decision cancelled');
    this.name = 'BotCancelled';
  }
}

function seatOf(legal: readonly GameEvent[]): Seat {
  return legal[0].seat;
}

function randomEvent<E>(legal: readonly E[], rng: RngState): E {
  return legal[rngInt(rng, legal.length)[0]];
}

/** Easy: usually the game's cheap policy (or the best quick score), sometimes a random slip. */
function easyEvent<S, E extends GameEvent, V>(adapter: BotAdapter<S, E, V>, view: V, legal: readonly E[], rng0: RngState): E {
  let rng = rng0;
  let f: number;
  [f, rng] = rngNext(rng);
  if (f < EASY_SLIP) return randomEvent(legal, rng);
  let s: S;
  [s, rng] = adapter.determinize(view, rng);
  const seat = seatOf(legal);
  if (adapter.playout) {
    const [e] = adapter.playout(s, seat, legal, rng);
    return e;
  }
  if (adapter.scoreEvent) return bestScored(s, seat, legal, adapter.scoreEvent);
  return randomEvent(legal, rng);
}

/** The event `score` rates highest in `s` for `seat`, the first on a tie (a game's model of greedy play uses it too). */
export function bestScored<S, E>(s: S, seat: Seat, legal: readonly E[], score: (s: S, e: E, seat: Seat) => number): E {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const e of legal) {
    const v = score(s, e, seat);
    if (v > bestScore) { bestScore = v; best = e; }
  }
  return best;
}

/** Greedy (normal): the best event by a one-ply evaluation, averaged over a few determinisations:
 *  the adapter's scoreEvent when it has one, else its evaluate() after the event. Ties go to the first. */
function greedyEvent<S, E extends GameEvent, V>(adapter: BotAdapter<S, E, V>, view: V, legal: readonly E[], rng0: RngState): [E, number] {
  let rng = rng0;
  const seat = seatOf(legal);
  const totals = new Array<number>(legal.length).fill(0);
  for (let d = 0; d < GREEDY_SAMPLES; d++) {
    let s: S;
    [s, rng] = adapter.determinize(view, rng);
    for (let i = 0; i < legal.length; i++) {
      totals[i] += adapter.scoreEvent ? adapter.scoreEvent(s, legal[i], seat) : adapter.evaluate(adapter.def.apply(s, legal[i]))[seat];
    }
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (totals[i] > totals[best]) best = i;
  return [legal[best], GREEDY_SAMPLES];
}

function hardBudget(budget?: Budget): Required<Budget> {
  return { ms: budget?.ms ?? HARD_DEFAULT_BUDGET.ms, iterations: budget?.iterations ?? HARD_DEFAULT_BUDGET.iterations };
}

/** Iterations still possible: bounded by the cap and, from the measured rate, by the time left. */
function remaining(search: Ismcts<any, any, any>, b: Required<Budget>, start: number, t: number): number {
  const byCap = b.iterations - search.iterations;
  const elapsed = t - start;
  if (elapsed <= 0 || search.iterations === 0) return byCap;
  const byTime = Math.ceil(((b.ms - elapsed) * search.iterations) / elapsed);
  return Math.max(0, Math.min(byCap, byTime));
}

/** A hard search's answer: the event and how many iterations (or rounds) it took. */
type Found<E> = Pick<Choice<E>, 'event' | 'iterations'>;

/** A game's own search (BotAdapter.search) run within the budget: the clock is checked at each of its yields,
 *  the iteration cap counts its rounds. */
function* ownSearch<E>(steps: Generator<SearchStep<E>, E>, b: Required<Budget>, start: number): Generator<void, Found<E>> {
  let rounds = 0;
  for (;;) {
    const r = steps.next();
    if (r.done) return { event: r.value, iterations: rounds + 1 };
    if (r.value.roundDone) rounds++;
    if ((r.value.roundDone && rounds >= b.iterations) || now() - start >= b.ms) return { event: r.value.best, iterations: rounds };
    yield;
  }
}

/** ISMCTS within the budget, in batches of iterations; it stops early once the best move cannot change. */
function* ismctsSearch<E extends GameEvent>(search: Ismcts<any, E, any>, b: Required<Budget>, start: number): Generator<void, Found<E>> {
  for (;;) {
    for (let i = 0; i < BATCH && search.iterations < b.iterations; i++) search.iterate();
    const t = now();
    if (search.iterations >= b.iterations || t - start >= b.ms) break;
    if (search.decided(remaining(search, b, start, t))) break;
    yield;
  }
  return { event: search.best(), iterations: search.iterations };
}

/** The hard bot's search as steps: the game's own search where it has one, else ISMCTS. It pauses at each step
 *  so the async caller can serve the message loop; the sync caller runs it through. */
function hardSearch<S, E extends GameEvent, V>(
  adapter: BotAdapter<S, E, V>, view: V, legal: readonly E[], rng: RngState, b: Required<Budget>, start: number, options?: IsmctsOptions,
): Generator<void, Found<E>> {
  const sure = adapter.obvious?.(legal) ?? null;
  if (sure !== null) return (function* (): Generator<void, Found<E>> { return { event: sure, iterations: 0 }; })();
  if (adapter.search) return ownSearch(adapter.search(view, legal, rng), b, start);
  return ismctsSearch(new Ismcts(adapter.forView?.(view) ?? adapter, view, legal, rng, options), b, start);
}

/**
 * Chooses an event for the seat whose view this is. Synchronous (the sim and tests call it directly;
 * the worker uses chooseEventAsync to stay responsive).
 */
export function chooseEvent<S, E extends GameEvent, V>(
  adapter: BotAdapter<S, E, V>, level: AiLevel, view: V, legal: readonly E[], seed: number, budget?: Budget, options?: IsmctsOptions,
): Choice<E> {
  const start = now();
  if (legal.length === 0) throw new Error('chooseEvent: no legal event');
  const rng = seedFrom(seed);
  if (legal.length === 1) return { event: legal[0], iterations: 0, ms: now() - start };
  switch (level) {
    case 'random':
      return { event: randomEvent(legal, rng), iterations: 0, ms: now() - start };
    case 'easy':
      return { event: easyEvent(adapter, view, legal, rng), iterations: 1, ms: now() - start };
    case 'greedy':
    case 'normal': {
      const [event, n] = greedyEvent(adapter, view, legal, rng);
      return { event, iterations: n, ms: now() - start };
    }
    case 'hard': {
      const run = hardSearch(adapter, view, legal, rng, hardBudget(budget), start, options);
      let r = run.next();
      while (!r.done) r = run.next();
      return { ...r.value, ms: now() - start };
    }
    default:
      throw new Error(`unknown bot level: ${String(level)}`);
  }
}

/** The same choice, yielding between batches of iterations so a cancel message is handled promptly.
 *  Rejects with BotCancelled when `hooks.cancelled()` turns true. */
export async function chooseEventAsync<S, E extends GameEvent, V>(
  adapter: BotAdapter<S, E, V>, level: AiLevel, view: V, legal: readonly E[], seed: number, budget: Budget | undefined, hooks: SearchHooks,
): Promise<Choice<E>> {
  if (level !== 'hard' || legal.length <= 1) return chooseEvent(adapter, level, view, legal, seed, budget, hooks.ismcts);
  const start = now();
  const b = hardBudget(budget);
  const everyMs = hooks.everyMs ?? 10;
  const run = hardSearch(adapter, view, legal, seedFrom(seed), b, start, hooks.ismcts);
  let lastYield = start;
  for (let r = run.next(); ; r = run.next()) {
    if (r.done) {
      if (hooks.cancelled?.()) throw new BotCancelled();
      return { ...r.value, ms: now() - start };
    }
    if (hooks.yieldFn && now() - lastYield >= everyMs) {
      await hooks.yieldFn();
      if (hooks.cancelled?.()) throw new BotCancelled();
      lastYield = now();
    }
  }
}
