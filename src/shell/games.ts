// The games the shell offers and what their setup screen asks. Only metadata lives here: the game's
// code (rules, machine, PixiJS scene) stays out of the home screen and loads when a game opens.
import type { GameId, PlayerInfo } from '../engine/types';
import type { MessageKey } from './i18n';
import type { Lang } from './settings';

export interface RulesSection {
  id: string;
  heading: string;
  body: string[];
}

export interface RulesText {
  title: string;
  sections: RulesSection[];
}

/** One choice on the new-game screen (a radio group). */
export interface OptionField {
  id: string;
  labelKey: MessageKey;
  choices: { value: number | string; labelKey: MessageKey }[];
  default: number | string;
}

export interface ShellGame {
  id: GameId;
  titleKey: MessageKey;
  blurbKey: MessageKey;
  minPlayers: number;
  maxPlayers: number;
  fields: OptionField[];
  /** The game's options from the setup screen's choices and seats. */
  buildOptions(choices: Record<string, number | string>, players: readonly PlayerInfo[]): unknown;
  /** The options of the next game after `previous` ("play again"). */
  nextOptions(previous: unknown, players: readonly PlayerInfo[]): unknown;
  loadRules(): Promise<Record<Lang, RulesText>>;
}

interface MeowOptions {
  deck: 32 | 52;
  dealer: number;
}

const meowMeow: ShellGame = {
  id: 'meow-meow',
  titleKey: 'games.meowMeow.title',
  blurbKey: 'games.meowMeow.blurb',
  minPlayers: 2,
  maxPlayers: 6,
  fields: [
    {
      id: 'deck',
      labelKey: 'newGame.deck',
      choices: [
        { value: 32, labelKey: 'newGame.deck32' },
        { value: 52, labelKey: 'newGame.deck52' },
      ],
      default: 32,
    },
  ],
  // The last seat deals, so the first seat (usually the person setting up) plays first.
  buildOptions: (choices, players): MeowOptions => ({ deck: choices.deck === 52 ? 52 : 32, dealer: players.length - 1 }),
  // The deal passes to the next seat, as at a real table.
  nextOptions: (previous, players): MeowOptions => {
    const prev = (previous ?? {}) as Partial<MeowOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { deck: prev.deck === 52 ? 52 : 32, dealer: (dealer + 1) % players.length };
  },
  loadRules: () => import('../games/meow-meow/rules-text').then((m) => m.rulesText),
};

export const games: readonly ShellGame[] = [meowMeow];

export function gameById(id: GameId): ShellGame | undefined {
  return games.find((g) => g.id === id);
}
