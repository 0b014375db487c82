// The bots' answer to one position, wherever the table runs (one device, a table of devices, an online room):
// each bot asked chooses from its own seat's view and legal events with a seed of its own, the table waits at least
// its pace, and of several answers (and a person's that only gave way) the one applied is firstAnswer's, as in the
// sim (answering.ts settle).
import type { AnyGameDefinition, GameEvent, Seat } from '../engine/types';
import type { AiLevel, AnyBotAdapter } from '../ai/types';
import { settle } from './answering';

export interface BotRequest {
  seat: Seat;
  level: AiLevel;
  view: unknown;
  legal: GameEvent[];
  seed: number;
}

export interface BotsAsked {
  def: AnyGameDefinition;
  state: unknown;
  seats: readonly Seat[];
  /** A person's answer held because it only gave way, or null. */
  held: GameEvent | null;
  /** The game's seed and how many moves it has had: each position's bots get seeds of their own. */
  seed: number;
  moves: number;
  levelOf(seat: Seat): AiLevel;
  choose(request: BotRequest): Promise<GameEvent>;
  adapter(): Promise<AnyBotAdapter>;
  /** The least time the answer takes, so people can follow a bot's move. */
  paceMs: number;
}

export async function botsAnswer(a: BotsAsked): Promise<GameEvent> {
  const started = performance.now();
  const answers: GameEvent[] = [];
  for (const [nth, seat] of a.seats.entries()) {
    answers.push(await a.choose({
      seat, level: a.levelOf(seat), view: a.def.view(a.state, seat), legal: a.def.legalEvents(a.state, seat) as GameEvent[],
      // The first bot keeps the seed a lone bot always had.
      seed: (a.seed ^ Math.imul(a.moves + 1, 0x9e3779b1) ^ Math.imul(nth, 0x85ebca6b)) >>> 0,
    }));
  }
  const wait = a.paceMs - (performance.now() - started);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  // A lone bot's answer needs no weighing (nor the adapter loaded on this side of the worker).
  if (a.held === null && answers.length === 1) return answers[0];
  return settle(await a.adapter(), a.held, answers, a.seed ^ Math.imul(a.moves + 1, 0xc2b2ae35));
}
