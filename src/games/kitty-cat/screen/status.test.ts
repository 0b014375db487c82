// The status line names a Hiss that may end the round, for its holder only (RULES.md: a Hiss ends the round when
// its holder lays it down; it is not forced, so the status says it may be laid down).
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAll } from '../../../base/i18n';
import { status } from './status';
import { kittyTableText } from '../words/table';
import { kittyCat } from '../rules/definition';
import { A, C, D, H, K, Q, S, c, position as made } from '../test/testkit';
import type { KittyState } from '../rules/state';

/** A swapping position of a game with the Hiss ruling on (the setup screen's default). */
const position = (p: Parameters<typeof made>[0]): KittyState => {
  const s = made(p);
  return { ...s, options: { ...s.options, hiss: true } };
};

const names = ['Ana', 'Ben'];
const hissHand = [c(C, Q), c(S, Q), c(H, Q)];
const suitHand = [c(C, A), c(C, K), c(D, 7)];

beforeAll(() => {
  registerAll(kittyTableText);
});

describe('Kitty Cat status: a Hiss that may end the round', () => {
  it('hiss ends the round: its holder is told they may lay it down, in the swapping turns and the last turns', () => {
    const s = position({ hands: [hissHand, suitHand] });
    expect(status(kittyCat.view(s, 0), names)).toMatch(/lay down your Hiss/);
    const last = { ...s, phase: 'lastTurns' as const, knocker: 1 };
    expect(status(kittyCat.view(last, 0), names)).toMatch(/last turn: swap, pass, or lay down your Hiss/);
  });
  it('hiss: no word of it without three of a kind, to anyone else, or when the option makes it a value only', () => {
    const s = position({ hands: [suitHand, hissHand] });
    expect(status(kittyCat.view(s, 0), names)).not.toMatch(/Hiss/);
    const others = position({ hands: [hissHand, suitHand] });
    expect(status(kittyCat.view(others, 1), names)).not.toMatch(/Hiss/);
    const off = { ...others, options: { ...others.options, hiss: false } };
    expect(status(kittyCat.view(off, 0), names)).not.toMatch(/Hiss/);
  });
});
