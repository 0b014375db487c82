// Mauwi's Hint line on constructed positions (the move in words and the reason), and the guided first game's tips,
// in every language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { mauwi } from '../rules/definition';
import type { MauwiEvent } from '../rules/state';
import { position as mauwiPosition, w, spirit } from '../test/testkit';
import { mauwiTableText } from '../words/table';
import { mauwiHint, mauwiTip } from './hint';

const names = ['Ana', 'Felix'];
beforeAll(() => { registerAll(mauwiTableText); });
afterEach(() => setLanguage('en'));
const KINDS = ['PLACE', 'BLOCK', 'UNBLOCK', 'ATTACK', 'DEFEND', 'RENEW', 'TUATARA', 'KIWI', 'NINOX', 'PLACE_GAIN', 'DISCARD_HAND'];

describe('Mauwi hints', () => {
  it('a combo on your own warrior, with the points it adds', () => {
    const s = mauwiPosition({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[{ top: w(8) }], []] });
    const e: MauwiEvent = { type: 'PLACE', seat: 0, card: w(1), column: 0 };
    expect(mauwi.explain(s, e)).toBeNull();
    const hint = mauwiHint(mauwi.view(s, 0), e, mauwi.legalEvents(s, 0) as MauwiEvent[], names);
    expect(hint.move).toBe('Play red 1 on your column A');
    expect(hint.why).toMatch(/^it makes a combo worth \d+ more points$/);
  });
  it('an attack names the target and what the combo would win', () => {
    const s = mauwiPosition({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[], [null, { top: w(8) }]] });
    const e: MauwiEvent = { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 1 };
    expect(mauwi.explain(s, e)).toBeNull();
    const hint = mauwiHint(mauwi.view(s, 0), e, [], names);
    expect(hint.move).toBe('Attack Felix’s column B with red 1');
    expect(hint.why).toMatch(/^if Felix cannot answer, the combo wins you \d+ points$/);
  });
  it('a block names the column’s worth (9 × 2² = 36)', () => {
    const s = mauwiPosition({ hands: [[spirit(), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[], [null, null, { nines: 2 }]] });
    const e: MauwiEvent = { type: 'BLOCK', seat: 0, card: spirit(), target: 1, column: 2 };
    expect(mauwi.explain(s, e)).toBeNull();
    expect(mauwiHint(mauwi.view(s, 0), e, [], names)).toEqual({ move: 'Block Felix’s column C with a spirit', why: 'it blocks Felix’s column worth 36' });
  });
});

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of KINDS) {
      expect(mauwiTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`mauwi.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(mauwiTip('NEXT_GAME')).toBeNull();
  });
});
