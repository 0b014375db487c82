// Kitty Cat (Mauz) on the home and setup screens: 2 to 6 seats and the counters each cat starts with.
import type { ShellGame } from './types';

interface KittyOptions {
  dealer: number;
  counters: number;
}

/** The rulebook's 3 counters, or a shorter or longer game. */
export const KITTY_COUNTERS = [2, 3, 5] as const;
const countersOf = (v: unknown): number => ((KITTY_COUNTERS as readonly number[]).includes(Number(v)) ? Number(v) : 3);

export const kittyCat: ShellGame = {
  id: 'kitty-cat',
  titleKey: 'games.kittyCat.title',
  blurbKey: 'games.kittyCat.blurb',
  minPlayers: 2,
  maxPlayers: 6,
  fields: [
    {
      id: 'counters',
      labelKey: 'newGame.kittyCounters',
      choices: [
        { value: 2, labelKey: 'newGame.kittyCounters2' },
        { value: 3, labelKey: 'newGame.kittyCounters3' },
        { value: 5, labelKey: 'newGame.kittyCounters5' },
      ],
      default: 3,
    },
  ],
  // The last seat deals, so the first seat (usually the person setting up) plays first.
  buildOptions: (choices, players): KittyOptions => ({ dealer: players.length - 1, counters: countersOf(choices.counters) }),
  // "Play again": the same counters, and the deal passes to the next seat.
  nextOptions: (previous, players): KittyOptions => {
    const prev = (previous ?? {}) as Partial<KittyOptions>;
    const dealer = typeof prev.dealer === 'number' ? prev.dealer : players.length - 1;
    return { dealer: (dealer + 1) % players.length, counters: countersOf(prev.counters) };
  },
  loadRules: () => import('../../games/kitty-cat/rules-text').then((m) => m.rulesText),
};
