// Kitty Cat's Hint line on constructed positions (the move in words and the reason), and the guided first game's
// tips, in every language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { kittyCat } from '../rules/definition';
import { position as kittyPosition, c as kc, A, K, Q, C, S, H, D } from '../test/testkit';
import { kittyTableText } from '../words/table';
import { kittyHint, kittyTip } from './hint';

const names = ['Ana', 'Felix'];
beforeAll(() => { registerAll(kittyTableText); });
afterEach(() => setLanguage('en'));
const KINDS = ['KEEP_SET', 'SWAP_ONE', 'PASS', 'KNOCK', 'HISS'];

describe('Kitty Cat hints', () => {
  it('a swap says how many points the hand gains', () => {
    const s = kittyPosition({ hands: [[kc(H, A), kc(H, K), kc(C, 7)], [kc(S, 8), kc(S, 9), kc(D, 10)], [kc(C, 8), kc(C, 9), kc(D, 7)]], middle: [kc(H, Q), kc(D, 8), kc(D, 9)] });
    const view = kittyCat.view(s, 0);
    expect(kittyHint(view, { type: 'SWAP_ONE', seat: 0, hand: kc(C, 7), middle: kc(H, Q) }, [], names))
      .toEqual({ move: 'Swap your 7♣ for the Q♥ in the middle', why: 'your hand goes from 21 to 31 points' });
    expect(kittyHint(view, { type: 'KNOCK', seat: 0 }, [], names)).toEqual({ move: 'Knock', why: '21 points should be enough not to have the fewest' });
  });
});

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of KINDS) {
      expect(kittyTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`kitty.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(kittyTip('NEXT_GAME')).toBeNull();
  });
});
