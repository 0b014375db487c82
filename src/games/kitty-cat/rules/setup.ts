// Kitty Cat's setup screen: the counters each cat starts with, whether a Hiss ends the round, and who deals.
import type { GameSetup } from '../../kinds';
import { RULES } from './constants';
import type { KittyOptions } from './definition';

/** A shorter game, the rulebook's counters, or a longer game. */
export const KITTY_COUNTERS = [2, RULES.counters, 5] as const;
const countersOf = (v: unknown): number => ((KITTY_COUNTERS as readonly number[]).includes(Number(v)) ? Number(v) : RULES.counters);

export const kittyCatSetup: GameSetup = {
  fields: [
    {
      id: 'counters',
      labelKey: 'newGame.kittyCounters',
      choices: KITTY_COUNTERS.map((n) => ({ value: n, labelKey: `newGame.kittyCounters${n}` })),
      default: RULES.counters,
    },
    {
      id: 'hiss',
      labelKey: 'newGame.kittyHiss',
      choices: [
        { value: 'on', labelKey: 'newGame.kittyHissOn' },
        { value: 'off', labelKey: 'newGame.kittyHissOff' },
      ],
      // The rulebook's choice for a new game; a save without the key plays it off (definition.ts).
      default: RULES.hissEndsRound ? 'on' : 'off',
    },
  ],
  // The last seat deals, so the first seat (usually the person setting up) plays first.
  build: (choices, players): KittyOptions => ({ dealer: players.length - 1, counters: countersOf(choices.counters), hiss: choices.hiss !== 'off' }),
  // "Play again": the same counters and Hiss rule (a game from an old save had it off), and the deal passes on.
  next: (previous, players): KittyOptions => {
    const prev = (previous ?? {}) as Partial<KittyOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { dealer: (dealer + 1) % players.length, counters: countersOf(prev.counters), hiss: prev.hiss === true };
  },
};
