// The games the shell offers, in the order of the home screen. Each entry is metadata only.
import type { GameId } from '../../engine/types';
import type { ShellGame } from './types';
import { meowMeow } from './meow-meow';
import { mauwi } from './mauwi';
import { pocketCats } from './pocket-cats';
import { moeraki } from './moeraki';
import { purrrummy } from './purrrummy';
import { kittyCat } from './kitty-cat';

export type { OptionField, RulesSection, RulesText, ShellGame } from './types';

export const games: readonly ShellGame[] = [meowMeow, mauwi, moeraki, pocketCats, purrrummy, kittyCat];

export function gameById(id: GameId): ShellGame | undefined {
  return games.find((g) => g.id === id);
}
