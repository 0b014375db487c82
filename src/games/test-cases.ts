// What the shared tests play each game of the list with (the engine's door fuzz, the refusal words, the chart
// executor against XState): each game's own src/games/<id>/test/test-cases.ts, loaded with its definition.
import type { AnyGameDefinition, GameInput, PlayerInfo } from '../engine/types';
import { GAMES } from './index';
import type { GameTestCases } from './entry';
import { GAME_PARTS, gamePart } from './parts';

/** One game's cases, from its part (GAME_PARTS.testCases). A computed import, not a glob: the door's probe loads
 *  them under plain Node (tsx) too, and nothing the app builds imports this module. */
export async function testCasesOf(id: string): Promise<GameTestCases> {
  const module = (await import(/* @vite-ignore */ `./${gamePart(id, 'testCases')}`)) as { testCases?: GameTestCases };
  if (!module.testCases) throw new Error(`${id}: its ${GAME_PARTS.testCases} exports no testCases`);
  return module.testCases;
}

export interface LoadedTestCases extends GameTestCases {
  def: AnyGameDefinition;
}

/** Every game of the list, in its order, with its definition and its cases. */
export function loadTestCases(): Promise<LoadedTestCases[]> {
  return Promise.all(GAMES.map(async (entry): Promise<LoadedTestCases> => {
    const [def, cases] = await Promise.all([entry.definition(), testCasesOf(entry.id)]);
    return { def, ...cases };
  }));
}

/** Game `g` of a run of random games (the chart tests): the seat counts and the option variants in turn, the dealer
 *  or first seat rotating, bots named P1, P2…; null where those options do not suit that many seats. */
export function randomGameInput(def: AnyGameDefinition, variants: Record<string, unknown>[], g: number, seedBase: number): GameInput<unknown> | null {
  const seats = def.minPlayers + (g % (def.maxPlayers - def.minPlayers + 1));
  const options: Record<string, unknown> = { ...(def.defaultOptions as Record<string, unknown>), ...variants[g % variants.length] };
  for (const key of ['dealer', 'first']) if (typeof options[key] === 'number') options[key] = g % seats;
  if (def.checkOptions?.(options, seats)) return null;
  const players: PlayerInfo[] = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' }));
  return { options, seed: seedBase + g, players };
}
