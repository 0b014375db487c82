// Meow Meow on the home and setup screens.
import type { ShellGame } from './types';

interface MeowOptions {
  deck: 32 | 52;
  dealer: number;
}

export const meowMeow: ShellGame = {
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
  loadRules: () => import('../../games/meow-meow/rules-text').then((m) => m.rulesText),
};
