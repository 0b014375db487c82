// The newest move that has words, as an onlooker reads it (what a push and Your tables say of a table): only the
// last few moves are worded, from the states around each, so a long game costs one replay and a few words.
import { GameSession } from '../src/engine/session';
import type { AnyGameDefinition, GameEvent, GameInput, Seat } from '../src/engine/types';
import { moveWords, type Describe } from '../src/table/move-log';

/** How many moves back a move with words is looked for (a bot's silent steps, a deal's). */
const LOOK_BACK = 8;

export function newestMove(def: AnyGameDefinition, describe: Describe, input: GameInput<unknown>, events: readonly GameEvent[]): { seat: Seat | null; sentences: string[] } | null {
  const from = Math.max(0, events.length - LOOK_BACK);
  const states: unknown[] = [GameSession.replay(def, input, events.slice(0, from) as never[]).state];
  for (const event of events.slice(from)) states.push(def.apply(states[states.length - 1], event));
  const names = input.players.map((p) => p.name);
  for (let i = events.length - 1; i >= from; i--) {
    const sentences = moveWords(describe, names, def.view(states[i - from + 1], null), def.view(states[i - from], null));
    if (sentences.length > 0) return { seat: events[i].seat ?? null, sentences };
  }
  return null;
}
