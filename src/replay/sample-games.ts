// Finished games for the replay code's tests and its size figures: each game of the list played to its end
// headless by the sim's own bots (greedy, the "normal" level), through the door, at a typical table.
import { chooseEvent } from '../ai/bots';
import { firstAnswer } from '../ai/actors';
import { seedFrom, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { GameEvent, GameInput, PlayerInfo } from '../engine/types';
import { GAMES, type GameId } from '../games/index';

export interface SampleGame {
  gameId: GameId;
  input: GameInput<unknown>;
  events: GameEvent[];
}

const NAMES = ['Ana', 'Ben', 'Cy', 'Dot', 'Eru', 'Fay'];

/** A typical table: four, or as many as the game takes when fewer (two for the games for two). */
const typicalTable = (gameId: GameId): number => Math.min(4, GAMES.find((g) => g.id === gameId)!.maxPlayers);

/** A whole game of `gameId` at a table of `players`, played by greedy bots from `seed` with the setup screen's
 *  default choices (the first seat a person, as a shared game's sharer). */
export async function sampleGame(gameId: GameId, seed = 7, players = typicalTable(gameId)): Promise<SampleGame> {
  const entry = GAMES.find((g) => g.id === gameId)!;
  const [def, adapter] = await Promise.all([entry.definition(), entry.bot()]);
  const table: PlayerInfo[] = NAMES.slice(0, players).map((name, i) => (i === 0 ? { name, kind: 'person' } : { name, kind: 'bot', level: 'normal' }));
  const choices = Object.fromEntries(entry.setup.fields.map((f) => [f.id, f.default]));
  const started = GameSession.start(def, { options: entry.setup.build(choices, table), seed, players: table });
  if (!started.ok) throw new Error(`${gameId}: ${started.reason.key}`);
  const session = started.value;
  let order: RngState = seedFrom(`${seed}/order`);
  for (let n = 0; !session.over; n++) {
    if (n > 20_000) throw new Error(`${gameId}: no end after ${n} moves`);
    const state = session.state;
    const answers: GameEvent[] = [];
    for (const seat of def.actors(state) as number[]) {
      const legal: GameEvent[] = def.legalEvents(state, seat);
      if (legal.length) answers.push(chooseEvent(adapter, 'greedy', def.view(state, seat), legal, seedFrom(`${seed}/${seat}/${n}`)).event);
    }
    if (answers.length === 0) throw new Error(`${gameId}: stuck`);
    let event: GameEvent;
    [event, order] = firstAnswer(adapter, answers, order);
    const r = session.send(event);
    if (!r.ok) throw new Error(`${gameId}: ${r.reason.key}`);
  }
  return { gameId, input: session.input, events: session.events.slice() };
}
