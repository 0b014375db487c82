// Purrrummy's setup screen: the lay-off variant, and who deals.
import type { GameSetup } from '../../kinds';
import type { PurrOptions } from './definition';

export const purrrummySetup: GameSetup = {
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
  build: (choices, players): PurrOptions => ({ layoff: choices.layoff === 'on', dealer: players.length - 1 }),
  // "Play again": the same variant, and the deal passes to the next seat.
  next: (previous, players): PurrOptions => {
    const prev = (previous ?? {}) as Partial<PurrOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { layoff: prev.layoff === true, dealer: (dealer + 1) % players.length };
  },
};
