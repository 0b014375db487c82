// Each Mauwi / Mauw rule of the rulebooks (seeds 000, 001) and ../shared/RULES.md, by name.
import { describe, expect, it } from 'vitest';
import { colourOfValue, isJoker, isSpirit, isWarrior, kindOf, makeDeck, valueOf, type Edition } from './cards';
import { actors } from './actors';
import { gainColumns } from './checks';
import { columnScore } from './columns';
import { mauwi } from './definition';
import { explain } from './explain';
import { invariants } from './invariants';
import { legalEvents } from './moves';
import { scores } from './scoring';
import { teammateOf } from './teams';
import { ALL_ANIMALS, joker, kiwi, must, newGame, ninox, position, spirit, tuatara, w } from '../test/testkit';
import type { MauwiEvent, MauwiState } from './state';

const count = (deck: number[], pred: (c: number) => boolean) => deck.filter(pred).length;

describe('equipment: the decks of both editions', () => {
  it('English: 80 warriors (10 of each value), 10 spirits, 5 jokers, 0 to 12 animals chosen', () => {
    for (let n = 2; n <= 6; n++) {
      const deck = makeDeck('en', n);
      expect(deck).toHaveLength(95);
      expect(count(deck, isWarrior)).toBe(80);
      for (let v = 1; v <= 8; v++) expect(count(deck, (c) => isWarrior(c) && valueOf(c) === v)).toBe(10);
      expect(count(deck, isSpirit)).toBe(10);
      expect(count(deck, isJoker)).toBe(5);
    }
    expect(makeDeck('en', 4, ALL_ANIMALS)).toHaveLength(107);
    const some = makeDeck('en', 3, { kiwi: 1, ninox: 2, tuatara: 0 });
    expect(count(some, (c) => kindOf(c) === 'kiwi')).toBe(1);
    expect(count(some, (c) => kindOf(c) === 'ninox')).toBe(2);
    expect(count(some, (c) => kindOf(c) === 'tuatara')).toBe(0);
  });
  it('French: 56 warriors, 12 spirits, 4 Maui; remove • and •• with 2 players, only •• with 3–4, nothing with 5–6', () => {
    const expected: Record<number, [number, number]> = { 2: [40, 8], 3: [48, 10], 4: [48, 10], 5: [56, 12], 6: [56, 12] };
    for (let n = 2; n <= 6; n++) {
      const deck = makeDeck('fr', n, ALL_ANIMALS); // animals are never in the French deck
      const [warriors, spirits] = expected[n];
      expect(count(deck, isWarrior)).toBe(warriors);
      for (let v = 1; v <= 8; v++) expect(count(deck, (c) => isWarrior(c) && valueOf(c) === v)).toBe(warriors / 8);
      expect(count(deck, isSpirit)).toBe(spirits);
      expect(count(deck, isJoker)).toBe(4);
      expect(deck).toHaveLength(warriors + spirits + 4);
    }
  });
  it('every card has a unique id', () => {
    for (const ed of ['en', 'fr'] as Edition[]) for (let n = 2; n <= 6; n++) {
      const deck = makeDeck(ed, n, ed === 'en' ? ALL_ANIMALS : undefined);
      expect(new Set(deck).size).toBe(deck.length);
    }
  });
  it('colours: red 1/8, yellow 2/7, green 3/6, blue 4/5 — a same-colour pair sums to 9', () => {
    expect([1, 8, 2, 7, 3, 6, 4, 5].map(colourOfValue)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    for (let v = 1; v <= 8; v++) expect(colourOfValue(9 - v)).toBe(colourOfValue(v));
  });
});

describe('setting up', () => {
  it('deals 4 cards to each player and leaves the rest face down as the draw pile, both editions, 2–6 players', () => {
    for (const edition of ['en', 'fr'] as Edition[]) for (let n = 2; n <= 6; n++) {
      const s = newGame({ edition, animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, 7, n);
      expect(s.hands.every((h) => h.length === 4)).toBe(true);
      expect(s.drawPile).toHaveLength(makeDeck(edition, n).length - 4 * n);
      expect(s.discard).toEqual([]);
      expect(s.areas.every((a) => a.length === 4)).toBe(true);
      expect(invariants(s)).toEqual([]);
    }
  });
  it('the chosen first player starts; the same seed deals the same game', () => {
    const o = { edition: 'en' as const, animals: ALL_ANIMALS, teams: false, first: 2 };
    expect(newGame(o, 3, 4).turn).toBe(2);
    expect(newGame(o, 3, 4)).toEqual(newGame(o, 3, 4));
  });
});

describe('strengthen your lines', () => {
  it('a warrior on a free slot', () => {
    const s = must(position({ hands: [[w(5), w(1), w(2), w(3)], [w(6), w(7), w(4), w(2, 1)]] }), { type: 'PLACE', seat: 0, card: w(5), column: 2 });
    expect(s.areas[0][2]).toEqual({ nines: [], top: w(5), owner: 0, as: 0 });
    expect(s.hands[0]).toHaveLength(4);
    expect(s.turn).toBe(1);
    expect(columnScore(s.areas[0][2])).toBe(5);
  });
  it('a warrior on a column of 9s', () => {
    const s = must(position({ hands: [[w(5), w(1), w(2), w(3)], [w(6)]], areas: [[{ nines: 2 }]] }), { type: 'PLACE', seat: 0, card: w(5), column: 0 });
    expect(s.areas[0][0].top).toBe(w(5));
    expect(columnScore(s.areas[0][0])).toBe(20);
  });
  it('a warrior on three 9s is the 4th card', () => {
    const s = must(position({ hands: [[w(5), w(1), w(2), w(3)], [w(6)]], areas: [[{ nines: 3 }]] }), { type: 'PLACE', seat: 0, card: w(5), column: 0 });
    expect(s.areas[0][0].nines).toHaveLength(3);
    expect(columnScore(s.areas[0][0])).toBe(40);
  });
  it('the 4th card on three 9s is never a joker', () => {
    const s = position({ hands: [[joker(), w(1), w(2), w(3)], [w(6)]], areas: [[{ nines: 3 }, { nines: 2 }]] });
    expect(explain(s, { type: 'PLACE', seat: 0, card: joker(), column: 0, as: 5 })).toEqual({ key: 'mauwi.noJokerOnThreeNines', rule: 'columns' });
    expect(explain(s, { type: 'PLACE', seat: 0, card: joker(), column: 1, as: 5 })).toBeNull();
  });
  it('a joker must announce the warrior it stands for, and keeps that identity face up', () => {
    const s0 = position({ hands: [[joker(), w(1), w(2), w(3)], [w(6)]] });
    expect(explain(s0, { type: 'PLACE', seat: 0, card: joker(), column: 0 })?.key).toBe('mauwi.jokerNeedsIdentity');
    const s = must(s0, { type: 'PLACE', seat: 0, card: joker(), column: 0, as: 7 });
    expect(s.areas[0][0]).toMatchObject({ top: joker(), as: 7 });
    expect(columnScore(s.areas[0][0])).toBe(7);
  });
  it('a spirit cannot be placed on a warrior nor on an empty slot (only on 9s)', () => {
    const s = position({ hands: [[spirit(), w(1), w(2), w(3)], [w(6)]], areas: [[{ top: w(8) }], [{ top: w(4) }]] });
    expect(explain(s, { type: 'PLACE', seat: 0, card: spirit(), column: 1 })?.key).toBe('mauwi.spiritOnlyOnNines');
    expect(explain(s, { type: 'BLOCK', seat: 0, card: spirit(), target: 1, column: 0 })?.key).toBe('mauwi.spiritOnlyOnNines');
    expect(explain(s, { type: 'BLOCK', seat: 0, card: spirit(), target: 1, column: 1 })?.key).toBe('mauwi.spiritOnlyOnNines');
  });
  it('a warrior of another colour cannot go on a warrior', () => {
    const s = position({ hands: [[w(2), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: w(8) }]] });
    expect(explain(s, { type: 'PLACE', seat: 0, card: w(2), column: 0 })).toEqual({ key: 'mauwi.comboNeedsSameColour', rule: 'combo' });
  });
});

describe('combo: same colour, different value', () => {
  it('one card turns face down as a 9 and the pair goes onto an empty slot, the survivor face up on top', () => {
    let s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6), w(7), w(5), w(2, 1)]], areas: [[{ top: w(8) }]] }), { type: 'PLACE', seat: 0, card: w(1), column: 0 });
    expect(s.phase).toBe('placing');
    expect(s.gain).toEqual({ seat: 0, cards: [w(1), w(8)], faceDown: false });
    expect(s.areas[0][0]).toEqual({ nines: [], top: null, owner: -1, as: 0 });
    expect(s.hands[0]).toHaveLength(4);
    expect(gainColumns(s, 0)).toEqual([0, 1, 2, 3]);
    expect(legalEvents(s, 0)).toHaveLength(8); // 4 columns × which card turns face down
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 3, nine: w(1) });
    expect(s.areas[0][3]).toEqual({ nines: [w(1)], top: w(8), owner: 0, as: 0 });
    expect(columnScore(s.areas[0][3])).toBe(16);
    expect(s.turn).toBe(1);
    expect(invariants(s)).toEqual([]);
  });
  it('the pair may go onto a 9-column: the new 9 into the column, the survivor on top (up to 4 cards)', () => {
    let s = must(position({ hands: [[w(2), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: w(7) }, { nines: 2 }]] }), { type: 'PLACE', seat: 0, card: w(2), column: 0 });
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 1, nine: w(2) });
    expect(s.areas[0][1].nines).toHaveLength(3);
    expect(s.areas[0][1].top).toBe(w(7));
    expect(columnScore(s.areas[0][1])).toBe(56);
  });
  it('a combo on a warrior covering 9s frees that column, which may take the pair', () => {
    const s = must(position({ hands: [[w(2), w(1), w(3), w(4)], [w(6)]], areas: [[{ nines: 1, top: w(7) }, { top: w(5) }, { top: w(6) }, { top: w(4) }]] }), { type: 'PLACE', seat: 0, card: w(2), column: 0 });
    expect(gainColumns(s, 0)).toEqual([0]);
    const t = must(s, { type: 'PLACE_GAIN', seat: 0, column: 0, nine: w(7) });
    expect(t.areas[0][0].nines).toHaveLength(2);
    expect(t.areas[0][0].top).toBe(w(2));
  });
  it('a gain is never placed on three 9s, a covered column or another warrior', () => {
    const s = must(position({ hands: [[w(2), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: w(7) }, { nines: 3 }, { nines: 1, top: w(5) }, { top: w(4) }]] }), { type: 'PLACE', seat: 0, card: w(2), column: 0 });
    expect(gainColumns(s, 0)).toEqual([0]);
    expect(explain(s, { type: 'PLACE_GAIN', seat: 0, column: 1, nine: w(2) })?.key).toBe('mauwi.gainNeedsFreeOrNines');
  });
  it('cards gained that cannot be placed are lost and discarded', () => {
    const s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6)]], areas: [[{ nines: 3, top: w(8) }, { nines: 3 }, { nines: 1, top: w(5) }, { nines: 2, top: spirit(), owner: 1 }]] }),
      { type: 'PLACE', seat: 0, card: w(1), column: 0 });
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(s.discard).toEqual([w(1), w(8)]);
    expect(s.last.some((a) => a.kind === 'lostGain')).toBe(true);
  });
  it('if a joker takes part, the joker is the card turned face down', () => {
    let s = must(position({ hands: [[joker(), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: w(8) }]] }), { type: 'PLACE', seat: 0, card: joker(), column: 0, as: 1 });
    expect(explain(s, { type: 'PLACE_GAIN', seat: 0, column: 0, nine: w(8) })).toEqual({ key: 'mauwi.jokerTurnsFaceDown', rule: 'combo' });
    expect(legalEvents(s, 0).every((e) => e.type === 'PLACE_GAIN' && e.nine === joker())).toBe(true);
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 0, nine: joker() });
    expect(s.areas[0][0]).toEqual({ nines: [joker()], top: w(8), owner: 0, as: 0 });
  });
  it('a joker announced as a warrior can itself be the target of a combo, and turns face down', () => {
    let s = must(position({ hands: [[w(8), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: joker(), as: 1 }]] }), { type: 'PLACE', seat: 0, card: w(8), column: 0 });
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 1, nine: joker() });
    expect(s.areas[0][1]).toEqual({ nines: [joker()], top: w(8), owner: 0, as: 0 });
  });
  it('a joker is not played on a joker', () => {
    const s = position({ hands: [[joker(1), w(1), w(3), w(4)], [w(6)]], areas: [[{ top: joker(), as: 1 }]] });
    expect(explain(s, { type: 'PLACE', seat: 0, card: joker(1), column: 0, as: 8 })?.key).toBe('mauwi.jokerOnJoker');
  });
});

describe('combo: same colour, same value', () => {
  it('both warriors are discarded and the top card of the draw pile becomes a 9 for the player', () => {
    let s = must(position({ hands: [[w(3, 1), w(1), w(2), w(4)], [w(6)]], areas: [[{ top: w(3, 0) }]], drawTop: [spirit(5), w(7, 3)] }), { type: 'PLACE', seat: 0, card: w(3, 1), column: 0 });
    expect(s.discard).toEqual([w(3, 1), w(3, 0)]);
    expect(s.gain).toEqual({ seat: 0, cards: [spirit(5)], faceDown: true });
    expect(s.hands[0]).toContain(w(7, 3)); // the hand is refilled after the 9 is taken
    // The 9 was taken face down: placing it names no card, so nobody learns which one it is.
    expect(legalEvents(s, 0).every((e) => e.type === 'PLACE_GAIN' && e.nine === undefined)).toBe(true);
    expect(explain(s, { type: 'PLACE_GAIN', seat: 0, column: 2, nine: spirit(5) })?.key).toBe('mauwi.nineNotInGain');
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 2 });
    expect(s.areas[0][2]).toEqual({ nines: [spirit(5)], top: null, owner: -1, as: 0 });
    expect(columnScore(s.areas[0][2])).toBe(18);
  });
  it('a joker announced with the same value makes a same-value combo', () => {
    const s = must(position({ hands: [[joker(), w(1), w(2), w(4)], [w(6)]], areas: [[{ top: w(3) }]] }), { type: 'PLACE', seat: 0, card: joker(), column: 0, as: 3 });
    expect(s.discard).toEqual([joker(), w(3)]);
    expect(s.gain?.faceDown).toBe(true);
  });
});

describe('block an opponent\'s column', () => {
  it('a spirit on an opponent\'s 9s reduces the column to 0', () => {
    const s = must(position({ hands: [[spirit(), w(1), w(2), w(3)], [w(6)]], areas: [[], [{ nines: 2 }]] }), { type: 'BLOCK', seat: 0, card: spirit(), target: 1, column: 0 });
    expect(s.areas[1][0]).toMatchObject({ top: spirit(), owner: 0 });
    expect(columnScore(s.areas[1][0])).toBe(0);
    expect(s.turn).toBe(1);
  });
  it('a warrior on an opponent\'s 9s covers the 9 with a lower value', () => {
    const s = must(position({ hands: [[w(2), w(1), w(5), w(3)], [w(6)]], areas: [[], [{ nines: 2 }]] }), { type: 'BLOCK', seat: 0, card: w(2), target: 1, column: 0 });
    expect(columnScore(s.areas[1][0])).toBe(8);
  });
  it('a joker never blocks', () => {
    const s = position({ hands: [[joker(), w(1), w(5), w(3)], [w(6)]], areas: [[], [{ nines: 2 }]] });
    expect(explain(s, { type: 'BLOCK', seat: 0, card: joker(), target: 1, column: 0 })).toEqual({ key: 'mauwi.jokerNeverBlocks', rule: 'block' });
  });
  it('only an opponent\'s uncovered 9s can be blocked (not one\'s own, not a teammate\'s, not a warrior)', () => {
    const s = position({ hands: [[w(2), w(1), w(5), w(3)], [w(6)], [w(6, 1)], [w(6, 2)]], areas: [[{ nines: 1 }], [{ nines: 1, top: w(4) }], [{ nines: 1 }]], options: { teams: true } });
    expect(explain(s, { type: 'BLOCK', seat: 0, card: w(2), target: 0, column: 0 })?.key).toBe('mauwi.blockOpponentsOnly');
    expect(explain(s, { type: 'BLOCK', seat: 0, card: w(2), target: 2, column: 0 })?.key).toBe('mauwi.blockOpponentsOnly');
    expect(explain(s, { type: 'BLOCK', seat: 0, card: w(2), target: 1, column: 0 })?.key).toBe('mauwi.blockOnlyNines');
  });
  it('a blocked column cannot be strengthened', () => {
    const s = position({ hands: [[w(2), w(1), w(5), w(3)], [w(6)]], areas: [[{ nines: 1, top: spirit(), owner: 1 }]] });
    expect(explain(s, { type: 'PLACE', seat: 0, card: w(2), column: 0 })).toEqual({ key: 'mauwi.columnBlocked', rule: 'unblock' });
  });
});

describe('unblock a column', () => {
  it('a spirit is removed by another spirit: both are discarded and the turn ends', () => {
    const s = must(position({ hands: [[spirit(1), w(1), w(5), w(3)], [w(6)]], areas: [[{ nines: 2, top: spirit(0), owner: 1 }]] }), { type: 'UNBLOCK', seat: 0, card: spirit(1), column: 0 });
    expect(s.areas[0][0]).toMatchObject({ top: null, owner: -1 });
    expect(s.areas[0][0].nines).toHaveLength(2);
    expect(s.discard).toEqual([spirit(0), spirit(1)]);
    expect(s.turn).toBe(1);
  });
  it('a spirit is removed by a joker', () => {
    const s = position({ hands: [[joker(), w(1), w(5), w(3)], [w(6)]], areas: [[{ nines: 2, top: spirit(0), owner: 1 }]] });
    expect(explain(s, { type: 'UNBLOCK', seat: 0, card: joker(), column: 0 })).toBeNull();
  });
  it('a warrior does not remove a spirit', () => {
    const s = position({ hands: [[w(1), w(5), w(3), w(2)], [w(6)]], areas: [[{ nines: 2, top: spirit(0), owner: 1 }]] });
    expect(explain(s, { type: 'UNBLOCK', seat: 0, card: w(1), column: 0 })).toEqual({ key: 'mauwi.spiritNeedsSpirit', rule: 'unblock' });
  });
  it('a blocking warrior is removed by a same-colour combo that resolves for the column owner', () => {
    let s = must(position({ hands: [[w(4), w(1), w(3), w(2)], [w(6)]], areas: [[{ nines: 2, top: w(5), owner: 1 }]] }), { type: 'UNBLOCK', seat: 0, card: w(4), column: 0 });
    expect(s.phase).toBe('placing');
    expect(s.gain).toEqual({ seat: 0, cards: [w(4), w(5)], faceDown: false });
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 0, nine: w(4) });
    expect(s.areas[0][0]).toMatchObject({ top: w(5), owner: 0 });
    expect(s.areas[0][0].nines).toHaveLength(3);
  });
  it('a blocking warrior of another colour cannot be removed', () => {
    const s = position({ hands: [[w(3), w(1), w(2), w(6)], [w(7)]], areas: [[{ nines: 2, top: w(5), owner: 1 }]] });
    expect(explain(s, { type: 'UNBLOCK', seat: 0, card: w(3), column: 0 })?.key).toBe('mauwi.comboNeedsSameColour');
  });
  it('a column that is not blocked needs no unblocking', () => {
    const s = position({ hands: [[spirit(), w(1), w(2), w(6)], [w(7)]], areas: [[{ nines: 2 }]] });
    expect(explain(s, { type: 'UNBLOCK', seat: 0, card: spirit(), column: 0 })).toEqual({ key: 'mauwi.notBlocked', rule: 'unblock' });
  });
});

describe('attack an opponent\'s warrior', () => {
  // The rulebook's example: B (seat 0) attacks A (seat 1)'s red 8 with a red 1; A defends with a 1; B renews with
  // a 1; A defends with a joker. All four cards are discarded, B has wasted the turn and nobody gains anything.
  const example = () => position({
    hands: [[w(1, 0), w(1, 1), w(3), w(4)], [w(1, 2), joker(), w(5), w(6)]],
    areas: [[], [{ top: w(8) }]],
    drawTop: [w(2, 0), w(2, 1), w(2, 2), w(2, 3)],
  });
  it('the rulebook\'s example: attack, defend with a 1, renew with a 1, defend with a joker: all four discarded, nothing gained', () => {
    let s = must(example(), { type: 'ATTACK', seat: 0, card: w(1, 0), target: 1, column: 0 });
    expect(s.phase).toBe('defending');
    expect(actors(s)).toEqual([1]);
    expect(s.hands[0]).toContain(w(2, 0)); // refilled at once by whoever played
    s = must(s, { type: 'DEFEND', seat: 1, card: w(1, 2) });
    expect(s.phase).toBe('renewing');
    expect(s.hands[1]).toContain(w(2, 1));
    s = must(s, { type: 'RENEW', seat: 0, card: w(1, 1) });
    expect(s.hands[0]).toContain(w(2, 2));
    s = must(s, { type: 'DEFEND', seat: 1, card: joker() });
    expect(s.hands[1]).toContain(w(2, 3));
    s = must(s, { type: 'GIVE_UP', seat: 0 });
    expect([...s.discard].sort()).toEqual([w(1, 0), w(1, 1), w(1, 2), joker()].sort());
    expect(s.areas[1][0].top).toBe(w(8));
    expect(s.areas[0].every((c) => c.top === null && c.nines.length === 0)).toBe(true);
    expect(s.turn).toBe(1);
    expect(s.hands.every((h) => h.length === 4)).toBe(true);
    expect(invariants(s)).toEqual([]);
  });
  it('the rulebook\'s example: undefended, red 1 steals red 8 and B earns a 9 for any of B\'s columns', () => {
    let s = must(example(), { type: 'ATTACK', seat: 0, card: w(1, 0), target: 1, column: 0 });
    s = must(s, { type: 'GIVE_UP', seat: 1 });
    expect(s.areas[1][0].top).toBeNull();
    expect(s.gain).toEqual({ seat: 0, cards: [w(1, 0), w(8)], faceDown: false });
    expect(actors(s)).toEqual([0]);
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 1, nine: w(1, 0) });
    expect(s.areas[0][1]).toEqual({ nines: [w(1, 0)], top: w(8), owner: 0, as: 0 });
    expect(s.turn).toBe(1);
  });
  it('the defence answers the attacking card\'s value (not the target\'s), or a joker', () => {
    const s = must(position({ hands: [[w(1), w(3), w(4), w(5)], [w(8, 1), w(1, 1), joker(), w(6)]], areas: [[], [{ top: w(8) }]] }), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(explain(s, { type: 'DEFEND', seat: 1, card: w(8, 1) })).toEqual({ key: 'mauwi.defendSameValue', params: { value: 1 }, rule: 'defend' });
    expect(explain(s, { type: 'DEFEND', seat: 1, card: w(1, 1) })).toBeNull();
    expect(explain(s, { type: 'DEFEND', seat: 1, card: joker() })).toBeNull();
  });
  it('a renewal must be a card of the same value, or a joker standing for it', () => {
    let s = must(position({ hands: [[w(1), w(8, 1), joker(), w(5)], [w(1, 1), w(2), w(3), w(6)]], areas: [[], [{ top: w(8) }]] }), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    s = must(s, { type: 'DEFEND', seat: 1, card: w(1, 1) });
    expect(explain(s, { type: 'RENEW', seat: 0, card: w(8, 1) })?.key).toBe('mauwi.renewSameValue');
    s = must(s, { type: 'RENEW', seat: 0, card: joker() });
    expect(s.chain).toMatchObject({ card: joker(), as: 1, value: 1 });
    // the defender gives up: the joker (as red 1) makes the combo and turns face down
    s = must(s, { type: 'GIVE_UP', seat: 1 });
    expect(s.gain?.cards).toEqual([joker(), w(8)]);
  });
  it('an attack needs a same-colour warrior or a joker on an opponent\'s face-up warrior', () => {
    const s = position({ hands: [[w(2), w(1), joker(), spirit()], [w(6)]], areas: [[], [{ top: w(8) }, { nines: 2 }, { nines: 1, top: w(4), owner: 0 }]] });
    expect(explain(s, { type: 'ATTACK', seat: 0, card: w(2), target: 1, column: 0 })?.key).toBe('mauwi.comboNeedsSameColour');
    expect(explain(s, { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 1 })?.key).toBe('mauwi.attackOnlyWarriors');
    expect(explain(s, { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 2 })?.key).toBe('mauwi.attackOnlyWarriors');
    expect(explain(s, { type: 'ATTACK', seat: 0, card: spirit(), target: 1, column: 0 })?.key).toBe('mauwi.wrongCard');
    expect(explain(s, { type: 'ATTACK', seat: 0, card: joker(), target: 1, column: 0, as: 2 })?.key).toBe('mauwi.comboNeedsSameColour');
    expect(explain(s, { type: 'ATTACK', seat: 0, card: joker(), target: 1, column: 0, as: 1 })).toBeNull();
    expect(legalEvents(s, 0).filter((e) => e.type === 'ATTACK')).toHaveLength(3); // red 1, joker as 1, joker as 8
  });
  it('a same-value attack, undefended, discards both and the attacker takes the top of the draw pile as a 9', () => {
    let s = must(position({ hands: [[w(8, 1), w(1), w(3), w(4)], [w(6)]], areas: [[], [{ top: w(8) }]], drawTop: [w(2, 5), spirit(3)] }), { type: 'ATTACK', seat: 0, card: w(8, 1), target: 1, column: 0 });
    s = must(s, { type: 'GIVE_UP', seat: 1 });
    expect(s.discard).toEqual([w(8, 1), w(8)]);
    expect(s.gain).toEqual({ seat: 0, cards: [spirit(3)], faceDown: true });
  });
  it('only the defender answers an attack; only the attacker renews', () => {
    let s = must(position({ hands: [[w(1), w(1, 1), w(3), w(4)], [w(1, 2), w(6)], [w(1, 3)]], areas: [[], [{ top: w(8) }]] }), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(explain(s, { type: 'DEFEND', seat: 2, card: w(1, 3) })?.key).toBe('mauwi.notDefender');
    expect(explain(s, { type: 'PLACE', seat: 0, card: w(3), column: 0 })?.key).toBe('mauwi.notNow');
    s = must(s, { type: 'DEFEND', seat: 1, card: w(1, 2) });
    expect(explain(s, { type: 'RENEW', seat: 2, card: w(1, 3) })?.key).toBe('mauwi.onlyAttackerRenews');
    expect(explain(s, { type: 'GIVE_UP', seat: 1 })?.key).toBe('mauwi.onlyAttackerGivesUp');
  });
});

describe('team mode', () => {
  it('teammates are never seated side by side', () => {
    for (let n = 4; n <= 6; n++) {
      const s = newGame({ edition: 'en', animals: ALL_ANIMALS, teams: true, first: 0 }, 1, n);
      for (let p = 0; p < n; p++) {
        const m = teammateOf(s, p);
        if (m === null) { expect(n % 2).toBe(1); continue; }
        expect(teammateOf(s, m)).toBe(p);
        expect([(p + 1) % n, (p + n - 1) % n]).not.toContain(m);
      }
    }
  });
  const teams = () => position({
    hands: [[w(1), w(1, 1), w(3), w(4)], [w(6), w(7), w(2), w(3, 1)], [w(1, 4), w(5), w(6, 1), w(7, 1)], [w(1, 2), w(5, 1), w(6, 2), w(2, 1)]],
    areas: [[], [{ top: w(8) }], [{ top: w(8, 1) }]],
    options: { teams: true },
  });
  it('the teammate may defend the attacked partner', () => {
    let s = must(teams(), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(actors(s)).toEqual([1, 3]);
    expect(legalEvents(s, 3).map((e) => e.type)).toContain('DEFEND');
    s = must(s, { type: 'DEFEND', seat: 3, card: w(1, 2) });
    expect(s.phase).toBe('renewing');
    expect(s.hands[3]).toHaveLength(4);
  });
  it('only the attacked player gives up, and a teammate never helps attacking', () => {
    const s = must(teams(), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(explain(s, { type: 'GIVE_UP', seat: 3 })?.key).toBe('mauwi.onlyDefenderGivesUp');
    expect(explain(s, { type: 'DEFEND', seat: 2, card: w(1, 4) })?.key).toBe('mauwi.notDefender');
    expect(legalEvents(s, 2)).toEqual([]);
  });
  it('teammates are not attacked', () => {
    expect(explain(teams(), { type: 'ATTACK', seat: 0, card: w(1), target: 2, column: 0 })?.key).toBe('mauwi.attackOpponentsOnly');
  });
  it('team scores are added', () => {
    const s = position({ hands: [[w(1)], [w(2)], [w(3)], [w(4)]], areas: [[{ nines: 1 }], [{ top: w(5) }], [{ nines: 2 }], []], options: { teams: true } });
    expect(scores(s)).toEqual([18 + 36, 5, 54, 5]);
  });
});

describe('animals (expert mode)', () => {
  it('Kiwi moves a warrior from any area to any area; on another player\'s 9s it blocks them', () => {
    const s0 = position({ hands: [[kiwi(), w(1), w(2), w(3)], [w(6)], [w(7)]], areas: [[], [{ top: w(5) }], [{ nines: 2 }]] });
    const s = must(s0, { type: 'KIWI', seat: 0, card: kiwi(), fromSeat: 1, fromColumn: 0, toSeat: 2, toColumn: 0 });
    expect(s.areas[1][0].top).toBeNull();
    expect(s.areas[2][0]).toMatchObject({ top: w(5), owner: 0 });
    expect(s.discard).toEqual([kiwi()]);
    expect(s.turn).toBe(1);
    const t = must(s0, { type: 'KIWI', seat: 0, card: kiwi(), fromSeat: 1, fromColumn: 0, toSeat: 0, toColumn: 3 });
    expect(t.areas[0][3]).toMatchObject({ top: w(5), owner: 0 });
  });
  it('Kiwi needs a warrior to move and a free slot or uncovered 9s to put it on', () => {
    const s = position({ hands: [[kiwi(), w(1), w(2), w(3)], [w(6)]], areas: [[{ nines: 1, top: spirit(), owner: 1 }], [{ top: w(5) }, { top: w(4) }]] });
    expect(explain(s, { type: 'KIWI', seat: 0, card: kiwi(), fromSeat: 0, fromColumn: 0, toSeat: 0, toColumn: 1 })?.key).toBe('mauwi.kiwiNeedsWarrior');
    expect(explain(s, { type: 'KIWI', seat: 0, card: kiwi(), fromSeat: 1, fromColumn: 0, toSeat: 1, toColumn: 1 })?.key).toBe('mauwi.kiwiNeedsFreeOrNines');
  });
  it('Ninox frees an opponent\'s column of a spirit, which becomes a 9 in the Ninox player\'s area', () => {
    let s = must(position({ hands: [[ninox(), w(1), w(2), w(3)], [w(6)]], areas: [[], [{ nines: 2, top: spirit(4), owner: 0 }]] }), { type: 'NINOX', seat: 0, card: ninox(), target: 1, column: 0 });
    expect(s.areas[1][0]).toMatchObject({ top: null });
    expect(s.gain).toEqual({ seat: 0, cards: [spirit(4)], faceDown: true });
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 0 });
    expect(s.areas[0][0].nines).toEqual([spirit(4)]);
    expect(s.discard).toEqual([ninox()]);
  });
  it('Ninox needs a spirit on an opponent\'s column', () => {
    const s = position({ hands: [[ninox(), w(1), w(2), w(3)], [w(6)]], areas: [[{ nines: 1, top: spirit(), owner: 1 }], [{ nines: 2 }]] });
    expect(explain(s, { type: 'NINOX', seat: 0, card: ninox(), target: 1, column: 0 })?.key).toBe('mauwi.ninoxNeedsSpirit');
    expect(explain(s, { type: 'NINOX', seat: 0, card: ninox(), target: 0, column: 0 })?.key).toBe('mauwi.ninoxOpponentsOnly');
  });
  it('Tuatara cancels an attack: the attacking card goes to the defender\'s hand and the attacker\'s turn ends', () => {
    let s = must(position({ hands: [[w(1), w(3), w(4), w(5)], [tuatara(), w(6), w(7), w(2)]], areas: [[], [{ top: w(8) }]] }), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
    expect(explain(s, { type: 'TUATARA', seat: 1, card: w(6) })?.key).toBe('mauwi.wrongCard');
    s = must(s, { type: 'TUATARA', seat: 1, card: tuatara() });
    expect(s.hands[1]).toContain(w(1));
    expect(s.hands[1]).toHaveLength(4);
    expect(s.discard).toEqual([tuatara()]);
    expect(s.areas[1][0].top).toBe(w(8));
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('play');
  });
  it('Tuatara is only played against an attack', () => {
    const s = position({ hands: [[tuatara(), w(3), w(4), w(5)], [w(6)]] });
    expect(explain(s, { type: 'TUATARA', seat: 0, card: tuatara() })?.key).toBe('mauwi.notNow');
  });
});

describe('drawing cards', () => {
  it('a player may pass by discarding the whole hand and drawing 4 new cards', () => {
    const s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6)]], drawTop: [w(5, 1), w(5, 2), w(5, 3), w(5, 4)] }), { type: 'DISCARD_HAND', seat: 0 });
    expect(s.discard).toEqual([w(1), w(2), w(3), w(4)]);
    expect([...s.hands[0]].sort()).toEqual([w(5, 1), w(5, 2), w(5, 3), w(5, 4)].sort());
    expect(s.turn).toBe(1);
  });
  it('when the draw pile is empty, the discard pile is shuffled into a new draw pile', () => {
    const s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6)]], drawOnly: [], discard: [w(5, 1), w(5, 2)] }), { type: 'PLACE', seat: 0, card: w(1), column: 0 });
    expect(s.reshuffles).toBe(1);
    expect(s.discard).toEqual([]);
    expect(s.drawPile).toHaveLength(1);
    expect(s.hands[0]).toHaveLength(4);
    expect(s.phase).toBe('play');
  });
});

describe('endgame', () => {
  it('the game ends as soon as a player has three columns with three 9s (a covered 9 counts)', () => {
    let s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6)]], areas: [[{ nines: 3 }, { nines: 3, top: spirit(), owner: 1 }, { nines: 2 }, { top: w(8) }]] }), { type: 'PLACE', seat: 0, card: w(1), column: 3 });
    expect(s.phase).toBe('placing');
    s = must(s, { type: 'PLACE_GAIN', seat: 0, column: 2, nine: w(1) });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('threeColumns');
    expect(legalEvents(s, 1)).toEqual([]);
    expect(explain(s, { type: 'DISCARD_HAND', seat: 1 })?.key).toBe('engine.gameOver');
  });
  it('the game ends when a player cannot refill to 4 cards (draw and discard piles empty)', () => {
    const s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6), w(7), w(8), w(5)]], areas: [[], [{ nines: 1 }]], drawOnly: [] }), { type: 'PLACE', seat: 0, card: w(1), column: 0 });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('cannotRefill');
    expect(s.winners).toEqual([1]); // 18 against 1
  });
  it('scoring: column v × 2^n; the rulebook\'s 32 + 72 + 0 + 72 = 176', () => {
    const s = position({ hands: [[w(1)], [w(2)]], areas: [[{ nines: 3, top: w(4) }, { nines: 3 }, { nines: 2, top: spirit(), owner: 1 }, { nines: 3 }]] });
    expect(s.areas[0].map(columnScore)).toEqual([32, 72, 0, 72]);
    expect(scores(s)[0]).toBe(176);
  });
  it('scoring: 18 per single 9, 9×2×2 = 36, a lone warrior its value, an empty slot 0', () => {
    const s = position({ hands: [[w(1)], [w(2)]], areas: [[{ nines: 1 }, { nines: 2 }, { top: w(6) }]] });
    expect(s.areas[0].map(columnScore)).toEqual([18, 36, 6, 0]);
  });
  it('a tie is shared', () => {
    const s = must(position({ hands: [[w(1), w(2), w(3), w(4)], [w(6)]], areas: [[{ nines: 1 }], [{ nines: 1 }, { top: w(1, 5) }]], drawOnly: [] }), { type: 'PLACE', seat: 0, card: w(1), column: 1 });
    expect(s.phase).toBe('over');
    expect(scores(s)).toEqual([19, 19]);
    expect(s.winners).toEqual([0, 1]);
  });
});

describe('explanations', () => {
  it('every refusal says why, with a mauwi key or an engine key', () => {
    const s: MauwiState = position({ hands: [[w(1), w(2), spirit(), joker()], [w(6)]], areas: [[], [{ top: w(8) }]] });
    expect(explain(s, { type: 'PLACE', seat: 1, card: w(6), column: 0 })?.key).toBe('engine.notYourTurn');
    expect(explain(s, { type: 'PLACE', seat: 0, card: w(6), column: 0 })?.key).toBe('mauwi.notInHand');
    expect(explain(s, { type: 'PLACE', seat: 0, card: w(1), column: 9 })?.key).toBe('mauwi.noSuchColumn');
    // A tapped card proposed without a column (it fits none now) is told so, with the turn's rule.
    const untargeted = { type: 'PLACE', seat: 0, card: w(1) } as unknown as MauwiEvent;
    expect(explain(s, untargeted)).toEqual({ key: 'mauwi.noColumnFits', rule: 'turn' });
    expect(explain(s, { type: 'GIVE_UP', seat: 0 })?.key).toBe('mauwi.nothingToGiveUp');
    expect(explain(s, { type: 'PLACE_GAIN', seat: 0, column: 0, nine: w(1) })?.key).toBe('mauwi.notNow');
  });
  it('every legal event of a position is accepted by apply with the card count kept', () => {
    const s = position({ hands: [[w(1), w(4), spirit(), joker()], [w(6)]], areas: [[{ top: w(5) }], [{ top: w(8) }, { nines: 2 }]] });
    for (const e of legalEvents(s, 0)) {
      expect(explain(s, e)).toBeNull();
      mauwi.apply(s, e);
    }
  });
});
