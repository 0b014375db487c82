// The review of a finished game (issue 40): at every position, each seat's chance to win (its expected share where
// the game scores), judged from the whole deal since the game is over; at every move of a person, the move the hard
// bot would have made from that seat's own view then, and the chance each of the two left it, judged from that view
// only; and the turning points, the moves after which a seat's chance fell the most. Pure: the bot worker runs it a
// position at a time (src/ai/worker.ts), the tests and the bench call it directly.
import { seedFrom } from '../engine/rng';
import type { AnyGameDefinition, GameEvent, GameInput, Seat } from '../engine/types';
import { chooseEvent } from '../ai/bots';
import { defaultEventKey } from '../ai/ismcts';
import type { AnyBotAdapter, Budget, ReviewAsk, WorkerOutMessage } from '../ai/types';
import { chancesOf, ESTIMATES, movesWorth, type Estimates } from './estimate';

export interface Advice {
  /** The hard bot's move from the seat's view then: the move played when it agrees. */
  better: GameEvent;
  agrees: boolean;
  /** The seat's chance after the move played and after the better one, judged from its view then. */
  playedChance: number;
  betterChance: number;
}

export interface ReviewPoint {
  /** The position after move `index` (0: as set up). */
  index: number;
  /** Each seat's chance here, from the whole deal. */
  chances: number[];
  /** Who made move `index` (null at 0). */
  mover: Seat | null;
  /** For a person's move that had a choice: what the hard bot would have done. */
  advice: Advice | null;
}

/** A game as the review needs it: its rules (the whole of them: a bot's own may prune the moves it searches) and
 *  its bot adapter. */
export interface ReviewGame {
  def: AnyGameDefinition;
  adapter: AnyBotAdapter;
}

/** The review's view of a game from its bot adapter alone (what the bot worker loads). */
export function reviewGameOf(adapter: AnyBotAdapter): ReviewGame {
  return { def: adapter.rules ?? adapter.def, adapter };
}

export interface ReviewRequest {
  input: GameInput<unknown>;
  events: readonly GameEvent[];
  /** The seats people played: their moves get advice (a bot's are judged on the graph only). */
  people: readonly Seat[];
  /** The review's own seed: the same game reviewed again gives the same review. */
  seed: number;
  /** The hard bot's budget per advice (the iteration cap binds, so the advice does not depend on the machine). */
  budget?: Budget;
  estimates?: Estimates;
  /** The first position to judge (a review stopped, or kept unfinished, goes on from there): the ones before it are
   *  only played through. Each position has its own seed, so the points are the same either way. */
  from?: number;
}

/** The hard bot's budget for a review's advice: a fifth of a game's 1,500 iterations, so 60 moves take seconds. */
export const REVIEW_BUDGET: Required<Budget> = { ms: 2_000, iterations: 300 };

const keyOf = (adapter: AnyBotAdapter, e: GameEvent): string | number => (adapter.eventKey ?? defaultEventKey)(e);

/** A seed of its own for move `index`, so each advice is the same whatever came before it. */
const seedAt = (seed: number, index: number): number => (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + index * 0x632be5ab) >>> 0;

/** The review a position at a time: the first point as set up, then one after each move. */
export function* reviewSteps(game: ReviewGame, req: ReviewRequest): Generator<ReviewPoint, void> {
  const { def, adapter } = game;
  const estimates = req.estimates ?? ESTIMATES;
  const from = req.from ?? 0;
  let state = def.setup(req.input);
  if (from === 0) yield { index: 0, chances: chancesOf(adapter, state, seedFrom(req.seed), estimates)[0], mover: null, advice: null };
  for (let i = 0; i < req.events.length; i++) {
    const event = req.events[i];
    if (i + 1 < from) {
      state = def.apply(state, event);
      continue;
    }
    const advice = req.people.includes(event.seat) ? advise(game, state, event, seedAt(req.seed, i + 1), req.budget ?? REVIEW_BUDGET, estimates) : null;
    state = def.apply(state, event);
    const [chances] = chancesOf(adapter, state, seedAt(req.seed, -(i + 1)), estimates);
    yield { index: i + 1, chances, mover: event.seat, advice };
  }
}

/** The advice for `played` in `before`, from its seat's view only; null when the seat had no choice. */
export function advise(game: ReviewGame, before: unknown, played: GameEvent, seed: number, budget: Budget = REVIEW_BUDGET, estimates: Estimates = ESTIMATES): Advice | null {
  const { def, adapter } = game;
  const seat = played.seat;
  const legal = def.legalEvents(before, seat) as GameEvent[];
  if (legal.length <= 1) return null;
  const view = def.view(before, seat);
  const better = chooseEvent(adapter, 'hard', view, legal, seed, budget).event;
  const agrees = keyOf(adapter, better) === keyOf(adapter, played);
  const [worth] = movesWorth(adapter, view, seat, agrees ? [played] : [played, better], seedFrom(seed ^ 0x2545f491), estimates);
  return { better, agrees, playedChance: worth[0], betterChance: agrees ? worth[0] : worth[1] };
}

export interface TurningPoint {
  /** The move after which it turned. */
  index: number;
  mover: Seat;
  /** The seat whose chance fell, from `from` to `to`, and the one whose chance rose the most then. */
  seat: Seat;
  from: number;
  to: number;
  gainer: Seat | null;
}

/** The moves after which a seat's chance fell the most (at least `least`), the `count` largest, in game order. */
export function turningPoints(points: readonly ReviewPoint[], count = 3, least = 0.15): TurningPoint[] {
  const found: (TurningPoint & { drop: number })[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1].chances;
    const after = points[i].chances;
    let seat = -1;
    let drop = 0;
    let gainer: Seat | null = null;
    let gain = 0;
    after.forEach((to, s) => {
      const change = to - (before[s] ?? to);
      if (-change > drop) [seat, drop] = [s, -change];
      if (change > gain) [gainer, gain] = [s, change];
    });
    if (seat >= 0 && drop >= least && points[i].mover !== null) {
      found.push({ index: points[i].index, mover: points[i].mover!, seat, from: before[seat], to: after[seat], gainer, drop });
    }
  }
  return found.sort((a, b) => b.drop - a.drop).slice(0, count).sort((a, b) => a.index - b.index)
    .map(({ drop: _drop, ...point }) => point);
}

/** The bot worker's review (src/ai/worker.ts): each position sent as soon as it is judged, the message loop served
 *  between two, until the last (then `reviewed`) or until `stopped()` says so (then `cancelled`). */
export async function runReview(adapter: AnyBotAdapter, ask: ReviewAsk & { id: number }, send: (m: WorkerOutMessage) => void,
  pause: () => Promise<void>, stopped: () => boolean): Promise<void> {
  const steps = reviewSteps(reviewGameOf(adapter), { input: ask.input as GameInput<unknown>, events: ask.events as GameEvent[], people: ask.people, seed: ask.seed, from: ask.from });
  for (const point of steps) {
    send({ id: ask.id, point });
    await pause();
    if (stopped()) return send({ id: ask.id, cancelled: true });
  }
  send({ id: ask.id, reviewed: true });
}
