// Meow Meow's setup screen: the deck, and who deals.
import type { GameSetup } from '../../kinds';
import type { MeowOptions } from './definition';

export const meowMeowSetup: GameSetup = {
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
  build: (choices, players): MeowOptions => ({ deck: choices.deck === 52 ? 52 : 32, dealer: players.length - 1 }),
  // The deal passes to the next seat, as at a real table.
  next: (previous, players): MeowOptions => {
    const prev = (previous ?? {}) as Partial<MeowOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { deck: prev.deck === 52 ? 52 : 32, dealer: (dealer + 1) % players.length };
  },
};
