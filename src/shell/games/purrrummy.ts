// Purrrummy on the home and setup screens: 2 to 4 seats and the lay-off variant.
import type { ShellGame } from './types';

interface PurrOptions {
  layoff: boolean;
  dealer: number;
}

export const purrrummy: ShellGame = {
  id: 'purrrummy',
  titleKey: 'games.purrrummy.title',
  blurbKey: 'games.purrrummy.blurb',
  minPlayers: 2,
  maxPlayers: 4,
  fields: [
    {
      id: 'layoff',
      labelKey: 'newGame.purrLayoff',
      choices: [
        { value: 'off', labelKey: 'newGame.purrLayoffOff' },
        { value: 'on', labelKey: 'newGame.purrLayoffOn' },
      ],
      default: 'off',
    },
  ],
  // The last seat deals, so the first seat (usually the person setting up) plays first.
  buildOptions: (choices, players): PurrOptions => ({ layoff: choices.layoff === 'on', dealer: players.length - 1 }),
  // "Play again": the same variant, and the deal passes to the next seat.
  nextOptions: (previous, players): PurrOptions => {
    const prev = (previous ?? {}) as Partial<PurrOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { layoff: prev.layoff === true, dealer: (dealer + 1) % players.length };
  },
  loadRules: () => import('../../games/purrrummy/rules-text').then((m) => m.rulesText),
};
