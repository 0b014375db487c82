// What a selection means at the table: the hand's order, the live word, and the proposals a button or a tap on
// a meld makes, all from the legal events (a joker that could stand for different cards asks).
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { purrrummyTableText } from '../words/table';
import { legalEvents } from '../rules/rules';
import { C, D, H, J1, J2, S, c, position, tableMeld } from '../test/testkit';
import { anyMeldLit, cardName, layOffChoices, layOffProposal, layOutProposal, meldChoices, meldName, selectionText, sortHand } from './scene-select';
import { setCardLetters } from '../../shared/cards';

beforeAll(() => {
  registerAll(purrrummyTableText);
  setLanguage('en');
  setCardLetters('en');
});

describe('hand order', () => {
  it('sorts by suit then rank (suits alternating in colour), or by rank; jokers last', () => {
    const hand = [c(H, 7), J1, c(C, 14), c(S, 2), c(C, 3), c(H, 2)];
    expect(sortHand(hand, 'suit')).toEqual([c(C, 3), c(C, 14), c(H, 2), c(H, 7), c(S, 2), J1]);
    expect(sortHand(hand, 'rank')).toEqual([c(H, 2), c(S, 2), c(C, 3), c(H, 7), c(C, 14), J1]);
  });
});

describe('names', () => {
  it('names sets and runs as the table shows them, the ace low or high', () => {
    expect(meldName('set', [c(C, 7), c(H, 7), c(S, 7)])).toBe('Set of 7s');
    expect(meldName('run', [c(H, 4), c(H, 5), c(H, 6), c(H, 7)])).toBe('Run 4–7 ♥');
    expect(meldName('run', [c(S, 14), c(S, 2), c(S, 3)])).toBe('Run A–3 ♠');
    expect(meldName('run', [c(D, 12), c(D, 13), c(D, 14)])).toBe('Run Q–A ♦');
    expect(cardName(J2)).toBe('Joker');
  });
});

describe('laying out', () => {
  it('says live what the selection is, with the joker\'s card', () => {
    const s = position({ hands: [[c(H, 4), c(H, 5), J1, c(H, 7), c(C, 9)], [c(S, 9)]] });
    const legal = legalEvents(s, 0);
    expect(selectionText([c(H, 4), c(H, 5), J1, c(H, 7)], legal, 'melding', [])).toBe('Run 4–7 ♥, joker = 6♥: Lay out.');
    expect(selectionText([c(H, 4), c(H, 5)], legal, 'melding', [])).toMatch(/^Not a meld: A set or a run needs at least 3 cards/);
    expect(selectionText([c(C, 9)], legal, 'melding', [])).toContain('9♣');
  });

  it('never says "tap a lit meld" when no meld is lit: it says what to do instead', () => {
    const s = position({ hands: [[c(H, 4), c(H, 5), c(C, 9)], [c(S, 9)]] });
    const legal = legalEvents(s, 0);
    expect(selectionText([c(C, 9)], legal, 'melding', s.melds)).toBe('9♣: discard it, or select more cards for a set or a run.');
    expect(selectionText([c(H, 4), c(C, 9)], legal, 'melding', s.melds)).toMatch(/^Not a meld: .* Select other cards, or tap one to put it back\.$/);
    expect(selectionText([c(H, 4), c(C, 9)], legal, 'melding', s.melds)).not.toContain('lit meld');
  });

  it('proposes the one legal meld, with the player\'s own joker', () => {
    const s = position({ hands: [[c(H, 4), c(H, 5), J2, c(H, 7), c(C, 9)], [c(S, 9)]] });
    expect(layOutProposal([c(H, 4), c(H, 5), J2, c(H, 7)], legalEvents(s, 0))).toEqual({ type: 'MELD', cards: [c(H, 4), c(H, 5), J2, c(H, 7)], jokerAs: [c(H, 6)] });
  });

  it('asks when a joker could stand for different cards', () => {
    const s = position({ hands: [[c(H, 7), J1, J2, c(C, 9)], [c(S, 9)]] });
    const p = layOutProposal([c(H, 7), J1, J2], legalEvents(s, 0));
    expect(p?.type).toBe('CHOOSE');
    const kinds = (p!.choices as { jokerAs?: number[] }[]).map((q) => q.jokerAs?.join() ?? 'set');
    expect(kinds).toContain('set');
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    expect(meldChoices([c(H, 7), J1, J2], legalEvents(s, 0))).toHaveLength(kinds.length);
  });

  it('proposes cards that are no meld as they are, for the table host to refuse with the reason', () => {
    const s = position({ hands: [[c(H, 4), c(C, 9), c(S, 2), c(D, 3)], [c(S, 9)]] });
    expect(layOutProposal([c(H, 4), c(C, 9), c(S, 2)], legalEvents(s, 0))).toEqual({ type: 'MELD', cards: [c(H, 4), c(C, 9), c(S, 2)] });
  });
});

describe('laying off', () => {
  const run = tableMeld(0, [c(H, 5), c(H, 6), c(H, 7)]);
  const theirs = tableMeld(1, [c(C, 9), c(S, 9), c(D, 9)]);

  it('lights a meld for one card or several that fit it together', () => {
    const s = position({ hands: [[c(H, 8), c(H, 9), c(H, 4), c(C, 2)], [c(S, 3)]], melds: [run, theirs] });
    const legal = legalEvents(s, 0);
    expect(layOffChoices([c(H, 8)], 0, s.melds, legal)).toEqual([{ type: 'LAY_OFF', meld: 0, cards: [c(H, 8)] }]);
    expect(layOffChoices([c(H, 8), c(H, 9)], 0, s.melds, legal)).toHaveLength(1);
    expect(layOffChoices([c(H, 9)], 0, s.melds, legal)).toEqual([]);
    expect(layOffChoices([c(C, 2)], 0, s.melds, legal)).toEqual([]);
  });

  it('speaks of a lit meld only while one is lit', () => {
    const s = position({ hands: [[c(H, 8), c(H, 9), c(H, 4), c(C, 2)], [c(S, 3)]], melds: [run, theirs] });
    const legal = legalEvents(s, 0);
    expect(anyMeldLit([c(H, 8)], s.melds, legal)).toBe(true);
    expect(selectionText([c(H, 8)], legal, 'melding', s.melds)).toBe('8♥: discard it, or tap a lit meld to add it.');
    expect(anyMeldLit([c(C, 2)], s.melds, legal)).toBe(false);
    expect(selectionText([c(C, 2)], legal, 'melding', s.melds)).not.toContain('lit meld');
    expect(selectionText([c(H, 8), c(H, 9)], legal, 'melding', s.melds)).toMatch(/Tap a lit meld to add them\.$/);
  });

  it('does not light another seat\'s meld with the variant off, but a tap still proposes (refused with the reason)', () => {
    const s = position({ hands: [[c(H, 9), c(H, 4), c(C, 2)], [c(S, 3)]], melds: [run, theirs] });
    expect(layOffChoices([c(H, 9)], 1, s.melds, legalEvents(s, 0))).toEqual([]);
    expect(layOffProposal([c(H, 9)], 1, s.melds, legalEvents(s, 0))).toEqual({ type: 'LAY_OFF', meld: 1, cards: [c(H, 9)] });
  });

  it('asks where a joker goes on a run that can grow at both ends', () => {
    const s = position({ hands: [[J1, c(C, 2), c(D, 3)], [c(S, 3)]], melds: [run] });
    const p = layOffProposal([J1], 0, s.melds, legalEvents(s, 0));
    expect(p?.type).toBe('CHOOSE');
    expect((p!.choices as { jokerAs: number[] }[]).map((q) => q.jokerAs[0]).sort()).toEqual([c(H, 4), c(H, 8)].sort());
  });
});
