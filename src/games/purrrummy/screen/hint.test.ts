// Purrrummy's Hint line on constructed positions (the move in words and the reason), and the guided first game's
// tips, in every language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { purrrummy } from '../rules/definition';
import { position as purrPosition, c as pc, C, S, H, D, J1 } from '../test/testkit';
import { purrrummyTableText } from '../words/table';
import { purrrummyHint, purrrummyTip } from './hint';

const names = ['Ana', 'Felix'];
beforeAll(() => { registerAll(purrrummyTableText); });
afterEach(() => setLanguage('en'));
const KINDS = ['DRAW', 'TAKE_DISCARD', 'MELD', 'LAY_OFF', 'DISCARD'];

describe('Purrrummy hints', () => {
  it('a set laid out, the last card discarded, a joker taken', () => {
    const s = purrPosition({ hands: [[pc(C, 7), pc(S, 7), pc(H, 7), pc(D, 13)], [pc(C, 2), pc(C, 3), pc(C, 4)]] });
    const view = purrrummy.view(s, 0);
    expect(purrrummyHint(view, { type: 'MELD', seat: 0, cards: [pc(C, 7), pc(S, 7), pc(H, 7)] }, [], names))
      .toEqual({ move: 'Lay out this meld: Set of 7s', why: 'it takes 3 cards out of your hand' });
    const last = purrPosition({ hands: [[pc(D, 13)], [pc(C, 2), pc(C, 3), pc(C, 4)]] });
    expect(purrrummyHint(purrrummy.view(last, 0), { type: 'DISCARD', seat: 0, card: pc(D, 13) }, [], names)).toEqual({ move: 'Discard K♦', why: 'it empties your hand: you win' });
    const joker = purrPosition({ hands: [[pc(D, 13), pc(C, 9)], [pc(C, 2)]], discard: [J1], phase: 'drawing' });
    expect(purrrummyHint(purrrummy.view(joker, 0), { type: 'TAKE_DISCARD', seat: 0 }, [], names)).toEqual({ move: 'Take Joker from the discard pile', why: 'a joker fits into any set or run' });
  });
});

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of KINDS) {
      expect(purrrummyTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`purrrummy.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(purrrummyTip('NEXT_GAME')).toBeNull();
  });
});
