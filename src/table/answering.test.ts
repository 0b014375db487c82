// Who answers at the table when several seats may act at once, on Mauwi's team rule: "your teammate can help you
// defend yourself by playing a card from his hand". Seats 0 and 2, 1 and 3 are teammates; seat 0 attacks seat 1's
// red 8 with a red 1; seat 1 holds no 1 (it can only give up), its teammate seat 3 holds one.
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../engine/types';
import { mauwi } from '../games/mauwi/rules/definition';
import { mauwiBot } from '../games/mauwi/bot/bot';
import { must, position, w } from '../games/mauwi/test/testkit';
import type { MauwiEvent } from '../games/mauwi/rules/definition';
import { afterSay, answeringSeats, holdsBack, mayAnswer, nextStep, NEW_ROUND, settle } from './answering';

const ATTACK: MauwiEvent = { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 };
const GIVE_UP: MauwiEvent = { type: 'GIVE_UP', seat: 1 };
const TEAMMATE_DEFENDS: MauwiEvent = { type: 'DEFEND', seat: 3, card: w(1, 2) };

/** The position after the attack; `mateHasOne: false` gives seat 3 a hand without a 1. */
function attacked(mateHasOne = true) {
  const mate = mateHasOne ? [w(1, 2), w(5, 1), w(6, 2), w(2, 1)] : [w(4, 2), w(5, 1), w(6, 2), w(2, 1)];
  const s = position({
    hands: [[w(1), w(1, 1), w(3), w(4)], [w(6), w(7), w(2), w(3, 1)], [w(1, 4), w(5), w(6, 1), w(7, 1)], mate],
    areas: [[], [{ top: w(8) }], [{ top: w(8, 1) }]],
    options: { teams: true, animals: { kiwi: 0, ninox: 0, tuatara: 0 } },
  });
  return must(s, ATTACK);
}

/** Seat kinds in order, e.g. 'bpbp': seats 1 and 3 are people. */
const table = (kinds: string): PlayerInfo[] =>
  [...kinds].map((k, i) => ({ name: `P${i}`, kind: k === 'p' ? 'person' : 'bot' }));

describe('who is asked when several seats may act', () => {
  it('the attacked player and their teammate are both asked, not only the first actor (Mauwi: a teammate may defend)', () => {
    expect(answeringSeats(mauwi, attacked(), table('bpbp'))).toEqual({ people: [1, 3], bots: [] });
    expect(answeringSeats(mauwi, attacked(), table('bbbb'))).toEqual({ people: [], bots: [1, 3] });
  });

  it('a bot teammate without a card of the attacking value is not asked: it has nothing to say', () => {
    expect(answeringSeats(mauwi, attacked(false), table('bpbb'))).toEqual({ people: [1], bots: [] });
    expect(answeringSeats(mauwi, attacked(true), table('bpbb'))).toEqual({ people: [1], bots: [3] });
  });

  it('a lone person without an answer is skipped (nobody to tell); with other people at the tablet they are still asked', () => {
    expect(answeringSeats(mauwi, attacked(false), table('bbbp'))).toEqual({ people: [], bots: [1] });
    expect(answeringSeats(mauwi, attacked(false), table('bpbp'))).toEqual({ people: [1, 3], bots: [] });
  });

  it('the names on screen never depend on a hand: both seats are named whether or not the teammate holds a 1', () => {
    expect(mayAnswer(mauwi, attacked(true))).toEqual([1, 3]);
    expect(mayAnswer(mauwi, attacked(false))).toEqual([1, 3]);
    expect(mayAnswer(mauwi, attacked(true), [1])).toEqual([3]);
  });

  it('a seat that has had its say is not asked again in the same round', () => {
    const round = afterSay(NEW_ROUND, 3);
    expect(answeringSeats(mauwi, attacked(), table('bpbp'), round.said)).toEqual({ people: [1], bots: [] });
  });

  it('with one actor, that actor is asked (single-actor positions are unchanged)', () => {
    const s = position({ hands: [[w(1), w(2), w(3), w(4)], [w(5)]] });
    expect(answeringSeats(mauwi, s, table('pb'))).toEqual({ people: [0], bots: [] });
    expect(answeringSeats(mauwi, s, table('bp'))).toEqual({ people: [], bots: [0] });
  });
});

describe('the order of a round', () => {
  it('people answer before bots: a bot teammate waits until the person has had their say', () => {
    const s = attacked();
    const players = table('bpbb');
    expect(nextStep(answeringSeats(mauwi, s, players), NEW_ROUND)).toEqual({ kind: 'people', seats: [1] });
    const round = afterSay(NEW_ROUND, 1, GIVE_UP);
    expect(nextStep(answeringSeats(mauwi, s, players, round.said), round)).toEqual({ kind: 'bots', seats: [3] });
  });

  it('a give-up waits while the teammate may still defend; a real answer never waits; alone, a give-up is applied at once', () => {
    const s = attacked();
    const afterDefender = answeringSeats(mauwi, s, table('bpbp'), [1]);
    expect(holdsBack(true, afterDefender)).toBe(true);
    expect(holdsBack(false, afterDefender)).toBe(false);
    expect(holdsBack(true, answeringSeats(mauwi, s, table('bpbp'), [1, 3]))).toBe(false);
    expect(holdsBack(true, answeringSeats(mauwi, attacked(false), table('bpbb'), [1]))).toBe(false);
  });

  it('once everybody has had their say, the held give-up is applied', () => {
    const round = afterSay(afterSay(NEW_ROUND, 1, GIVE_UP), 3);
    expect(round.held).toEqual(GIVE_UP);
    expect(nextStep(answeringSeats(mauwi, attacked(), table('bpbp'), round.said), round)).toEqual({ kind: 'apply', event: GIVE_UP });
  });

  it('a later give-up does not replace the first one held', () => {
    const round = afterSay(afterSay(NEW_ROUND, 1, GIVE_UP), 3, { type: 'GIVE_UP', seat: 3 });
    expect(round.held).toEqual(GIVE_UP);
  });

  it('when everybody left the answer to the others and nobody gave way, everybody is asked again', () => {
    const round = afterSay(afterSay(NEW_ROUND, 3), 1);
    expect(nextStep(answeringSeats(mauwi, attacked(), table('bpbp'), round.said), round)).toEqual({ kind: 'again' });
    expect(nextStep({ people: [], bots: [] }, NEW_ROUND)).toEqual({ kind: 'stuck' });
  });

  it('a bot teammate\'s defence beats the person\'s held give-up (BotAdapter.yields, as in the sim)', () => {
    for (let seed = 0; seed < 20; seed++) expect(settle(mauwiBot, GIVE_UP, [TEAMMATE_DEFENDS], seed)).toEqual(TEAMMATE_DEFENDS);
  });

  it('with no real answer from the bots, the held give-up is applied; a lone bot answer is itself', () => {
    expect(settle(mauwiBot, GIVE_UP, [], 7)).toEqual(GIVE_UP);
    expect(settle(mauwiBot, null, [TEAMMATE_DEFENDS], 7)).toEqual(TEAMMATE_DEFENDS);
  });
});
