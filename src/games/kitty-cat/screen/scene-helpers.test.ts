// What the Kitty Cat table shows, from the view alone: the bottom row (the looked-at set while the dealer
// chooses, else the own hand, face down for the hand-over), the middle (face down while choosing), each seat's
// small row (cards seen going in, all open at the showdown), the "last turn" marks after a knock, the values
// as the table writes them and as a screen reader says them, and each seat's key line.
import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { kittyTableText } from '../words/table';
import { handRow, lastTurnSeats, middleRow, seatRow, shownEntry } from './scene-rows';
import { formatPoints, valueLabel, valueSpoken } from '../words/names';
import { seatSpoken } from './keys';
import { handValue } from '../rules/hand-value';
import { viewOf } from '../rules/view';
import { A, C, D, H, J, K, Q, S, c, must, position } from '../test/testkit';
import type { KittyEvent } from '../rules/rules';

registerAll(kittyTableText);
setLanguage('en');

const weak = [c(C, 6), c(S, 7), c(H, 8)];
const middling = [c(H, 6), c(H, 9), c(D, 7)];
const strong = [c(S, 10), c(S, K), c(S, 9)];
const knock = (seat: number): KittyEvent => ({ type: 'KNOCK', seat });
const names = ['Ana', 'Bo', 'Cy'];

describe('Kitty Cat table rows', () => {
  it('the dealer sees the set looked at in the bottom row and the other set face down in the middle', () => {
    const s = position({ hands: [weak, middling, []], sets: [strong, [c(D, 8), c(D, 9), c(C, 7)]], dealer: 2, turn: 2 });
    const v = viewOf(s, 2);
    expect(handRow(v, { bottomSeat: 2, showHand: true })).toEqual(strong);
    expect(handRow(v, { bottomSeat: 2, showHand: false })).toEqual([null, null, null]);
    expect(middleRow(v)).toEqual([null, null, null]);
    // Another seat sees its own hand and the dealer's sets face down.
    expect(handRow(viewOf(s, 0), { bottomSeat: 0, showHand: true })).toEqual(weak);
    expect(seatRow(viewOf(s, 0), 2)).toEqual({ cards: [null, null, null], open: false });
  });

  it('a seat\'s row shows the cards seen going in face up, then backs; at the showdown all three', () => {
    const s = position({ hands: [weak, middling, strong] });
    const swapped = must(s, { type: 'SWAP_ONE', seat: 0, hand: weak[0], middle: s.middle[1] });
    const v = viewOf(swapped, 1);
    expect(seatRow(v, 0)).toEqual({ cards: [s.middle[1], null, null], open: false });
    expect(shownEntry(v, 0)).toBeNull();
    const done = [knock(1), { type: 'PASS', seat: 2 } as KittyEvent, { type: 'PASS', seat: 0 } as KittyEvent].reduce(must, swapped);
    expect(done.phase).toBe('showdown');
    const after = viewOf(done, 1);
    expect(seatRow(after, 2)).toEqual({ cards: strong, open: true });
    expect(shownEntry(after, 0)?.lowest).toBe(true);
  });

  it('at the showdown the bottom row shows its hand laid open, also at a table of bots (no viewer) or hidden for a hand-over', () => {
    const s = position({ hands: [weak, middling, strong] });
    const done = [knock(0), { type: 'PASS', seat: 1 } as KittyEvent, { type: 'PASS', seat: 2 } as KittyEvent].reduce(must, s);
    expect(done.phase).toBe('showdown');
    expect(handRow(viewOf(done, null), { bottomSeat: 0, showHand: false })).toEqual(weak);
    expect(handRow(viewOf(done, 1), { bottomSeat: 0, showHand: true })).toEqual(weak);
    expect(handRow(viewOf(done, 0), { bottomSeat: 0, showHand: false })).toEqual(weak);
    // Before the showdown an onlooker's bottom row stays face down.
    expect(handRow(viewOf(s, null), { bottomSeat: 0, showHand: false })).toEqual([null, null, null]);
  });

  it('after a knock, the seats still to play carry the "last turn" mark, the knocker not', () => {
    const s = must(position({ hands: [weak, middling, strong] }), knock(0));
    expect(lastTurnSeats(viewOf(s, 0))).toEqual([1, 2]);
    const one = must(s, { type: 'PASS', seat: 1 });
    expect(lastTurnSeats(viewOf(one, 0))).toEqual([2]);
    expect(lastTurnSeats(viewOf(position({ hands: [weak, middling, strong] }), 0))).toEqual([]);
  });
});

describe('Kitty Cat values as written', () => {
  it('writes a suit sum with its suit, Hiss as 30½, Purr 31 and Meow 33', () => {
    expect(valueLabel(handValue([c(H, 10), c(H, A), c(C, 7)]))).toBe('21 in ♥');
    expect(valueLabel(handValue([c(H, 8), c(S, 8), c(C, 8)]))).toBe('Hiss 30½');
    expect(valueLabel(handValue([c(D, A), c(D, 10), c(D, J)]))).toBe('Purr 31');
    expect(valueLabel(handValue([c(D, A), c(S, A), c(C, A)]))).toBe('Meow 33');
    expect(formatPoints(30.5)).toBe('30½');
    expect(valueSpoken(handValue([c(H, 10), c(H, A), c(C, 7)]))).toBe('hearts: 10 + 11 = 21 points');
  });

  it('speaks each seat: lives, the marks, the showdown hand and its value, in every language', () => {
    const s = must(position({ hands: [weak, middling, [c(S, A), c(S, K), c(S, Q)]], counters: [0, 2, 3], dealer: 2 }), knock(0));
    const v = viewOf(s, 0);
    expect(seatSpoken(v, 0, names)).toBe('Ana: Last life. Knocked');
    expect(seatSpoken(v, 2, names)).toBe('Cy: 3 counters. Dealer. Last turn');
    setLanguage('de');
    expect(seatSpoken(v, 1, names)).toBe('Bo: 2 Spielsteine. Letzter Zug');
    setLanguage('fr');
    expect(valueLabel(handValue([c(H, 10), c(H, A), c(C, 7)]))).toBe('21 à ♥');
    setLanguage('en');
  });
});
