import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine/types';
import { meowMeowEntry } from '../index';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'person' }));

describe('Meow Meow on the setup screen', () => {
  const meow = meowMeowEntry;

  it('offers Meow Meow for 2 to 6 players with a 32 or 52 deck', () => {
    expect([meow.minPlayers, meow.maxPlayers]).toEqual([2, 6]);
    expect(meow.setup.fields.find((f) => f.id === 'deck')?.choices.map((c) => c.value)).toEqual([32, 52]);
  });

  it('lets the last seat deal, so the first seat plays first', () => {
    expect(meow.setup.build({ deck: 52 }, players(4))).toEqual({ deck: 52, dealer: 3 });
  });

  it('passes the deal one seat on for "play again", wrapping round the table', () => {
    expect(meow.setup.next({ deck: 32, dealer: 1 }, players(3))).toEqual({ deck: 32, dealer: 2 });
    expect(meow.setup.next({ deck: 52, dealer: 2 }, players(3))).toEqual({ deck: 52, dealer: 0 });
  });
});
