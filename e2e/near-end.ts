// Games brought close to their end quickly: a random game is played here in Node and imported a few moves short
// of its end, so a spec reaches the results in seconds.
import { GameSession } from '../src/engine/session';
import type { AnyGameDefinition, GameEvent, GameInput, PlayerInfo } from '../src/engine/types';
import { GAMES } from '../src/games/index';
import type { Choices } from '../src/games/entry';

/** A small seeded generator (mulberry32), so each run imports the same games. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole random game through the door (every move legal), or null if it ran too long. */
function randomGame(def: AnyGameDefinition, input: GameInput<unknown>, seed: number, maxEvents = 6000): GameEvent[] | null {
  const session = new GameSession(def, input);
  const rand = random(seed);
  while (!session.over) {
    if (session.events.length > maxEvents) return null;
    // Of the seats that may act, one that has a move (a Mauwi teammate may only watch a defence).
    const moves = def.actors(session.state).map((seat) => def.legalEvents(session.state, seat)).filter((l) => l.length > 0);
    if (moves.length === 0) return null;
    const legal = moves[Math.floor(rand() * moves.length)];
    const r = session.send(legal[Math.floor(rand() * legal.length)]);
    if (!r.ok) throw new Error(`random move refused: ${r.reason.key}`);
  }
  return session.events.slice();
}

/** A game of `gameId` at `table`, a few moves (`short`) short of its end: a random game played here, through the
 *  game's own door, then cut. */
export async function nearlyOver(gameId: string, table: PlayerInfo[], choices: Choices = {}, short = 3): Promise<{ input: GameInput<unknown>; events: GameEvent[] }> {
  const entry = GAMES.find((g) => g.id === gameId)!;
  const def = await entry.definition();
  const all = Object.fromEntries(entry.setup.fields.map((f) => [f.id, f.default]));
  const input = { options: entry.setup.build({ ...all, ...choices }, table), seed: 4242 + table.length, players: table };
  for (let seed = 1; seed < 40; seed++) {
    const events = randomGame(def, input, seed);
    if (events && events.length > short) return { input, events: events.slice(0, events.length - short) };
  }
  throw new Error(`no random ${gameId} game finished`);
}
