// Each Purrrummy rule of the rulebook (seeds/003 "Kurz-Schnurrmé" / "Purrrummy") and RULES.md, by name.
import { describe, expect, it } from 'vitest';
import { makeDeck, type Card } from '../../shared/cards';
import { DECK_SIZE, JOKERS, RULES } from './constants';
import {
  declareBlocked, explain, holdsMeld, invariants, layOffAnalysis, legalEvents, naturalFits, optionsProblem, result, revealsHidden, tableBlocked,
} from './rules';
import type { PurrEvent, PurrState, TableMeld } from './state';
import fc from 'fast-check';
import { meldOptions } from './meld';
import { C, D, H, J1, J2, J3, S, c, must, position, tableMeld } from '../test/testkit';
import { purrrummy } from './definition';

const key = (s: PurrState, e: PurrEvent) => explain(s, e)?.key ?? null;
const deal = (dealer: number, seed: number, seats: number) =>
  purrrummy.setup({ options: { layoff: false, dealer }, seed, players: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })) });

describe('setup (rulebook: 10 cards each with 2 cats, 7 each with 3 or 4)', () => {
  it('deals 10 cards to each of 2 players and 7 to each of 3 or 4, turns one card up, the rest is the deck', () => {
    for (let seats = RULES.minPlayers; seats <= RULES.maxPlayers; seats++) {
      const s = deal(0, 42, seats);
      const n = seats === 2 ? 10 : 7;
      expect(s.hands.every((h) => h.length === n)).toBe(true);
      expect(s.discard).toHaveLength(1);
      expect(s.drawPile).toHaveLength(DECK_SIZE - n * seats - 1);
      expect(s.phase).toBe('drawing');
      expect(invariants(s)).toEqual([]);
    }
  });
  it('the deck is the 52 cards (2 to ace) and 3 jokers (RULES.md)', () => {
    const s = deal(0, 7, 2);
    const all = [...s.drawPile, ...s.discard, ...s.hands.flat()].sort((a, b) => a - b);
    expect(all).toEqual([...makeDeck(2), ...JOKERS].sort((a, b) => a - b));
    expect(DECK_SIZE).toBe(55);
  });
  it('the cat to the left of the dealer begins', () => {
    expect(deal(2, 1, 4).turn).toBe(3);
    expect(deal(3, 1, 4).turn).toBe(0);
  });
  it('2 to 4 cats; the dealer must be one of them', () => {
    expect([RULES.minPlayers, RULES.maxPlayers]).toEqual([2, 4]);
    expect([purrrummy.minPlayers, purrrummy.maxPlayers]).toEqual([RULES.minPlayers, RULES.maxPlayers]);
    expect(optionsProblem({ layoff: false, dealer: 0 }, 1)).not.toBeNull();
    expect(optionsProblem({ layoff: false, dealer: 0 }, 5)).not.toBeNull();
    expect(optionsProblem({ layoff: false, dealer: 3 }, 3)).not.toBeNull();
    expect(optionsProblem({ layoff: true, dealer: 2 }, 3)).toBeNull();
  });
});

describe('turn (rulebook: draw from the deck or take the top discard, meld if you can, discard one)', () => {
  const start = () => position({ hands: [[c(H, 5), c(H, 6), c(S, 9), c(D, 2)], [c(C, 3), c(C, 4), c(C, 5)]], discard: [c(S, 10), c(H, 7)], drawTop: [c(D, 13)], phase: 'drawing' });

  it('a turn starts by drawing: melding, laying off or discarding first is refused', () => {
    const s = start();
    expect(key(s, { type: 'DISCARD', seat: 0, card: c(S, 9) })).toBe('purrrummy.drawFirst');
    expect(key(s, { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(S, 9)] })).toBe('purrrummy.drawFirst');
    expect(explain(s, { type: 'DISCARD', seat: 0, card: c(S, 9) })?.rule).toBe('turn');
    expect(legalEvents(s, 0)).toEqual([{ type: 'DRAW', seat: 0 }, { type: 'TAKE_DISCARD', seat: 0 }]);
  });
  it('drawing takes the top card of the deck; only one draw per turn', () => {
    const s = must(start(), { type: 'DRAW', seat: 0 });
    expect(s.hands[0]).toContain(c(D, 13));
    expect(s.phase).toBe('melding');
    expect(key(s, { type: 'DRAW', seat: 0 })).toBe('purrrummy.alreadyDrew');
    expect(key(s, { type: 'TAKE_DISCARD', seat: 0 })).toBe('purrrummy.alreadyDrew');
  });
  it('taking the discard takes its top card, which everyone now knows is in that hand', () => {
    const s = must(start(), { type: 'TAKE_DISCARD', seat: 0 });
    expect(s.hands[0]).toContain(c(H, 7));
    expect(s.discard).toEqual([c(S, 10)]);
    expect(s.shown[0]).toEqual([c(H, 7)]);
    expect(revealsHidden(start(), s)).toBe(false);
  });
  it('a card taken from the discard pile may not be discarded back in the same turn (RULES.md)', () => {
    const s = must(start(), { type: 'TAKE_DISCARD', seat: 0 });
    const r = explain(s, { type: 'DISCARD', seat: 0, card: c(H, 7) });
    expect(r?.key).toBe('purrrummy.notTheTakenCard');
    expect(r?.rule).toBe('discard');
    expect(legalEvents(s, 0)).not.toContainEqual({ type: 'DISCARD', seat: 0, card: c(H, 7) });
    const after = must(s, { type: 'DISCARD', seat: 0, card: c(D, 2) });
    expect(after.discard).toEqual([c(S, 10), c(D, 2)]);
    expect(after.shown[0]).toEqual([c(H, 7)]);
  });
  it('a card drawn from the deck may be discarded at once', () => {
    const s = must(start(), { type: 'DRAW', seat: 0 });
    expect(explain(s, { type: 'DISCARD', seat: 0, card: c(D, 13) })).toBeNull();
  });
  it('the same card taken again in a later turn may be discarded then', () => {
    let s = must(start(), { type: 'TAKE_DISCARD', seat: 0 });
    s = must(s, { type: 'DISCARD', seat: 0, card: c(D, 2) });
    s = must(s, { type: 'DRAW', seat: 1 });
    s = must(s, { type: 'DISCARD', seat: 1, card: c(D, 13) });
    s = must(s, { type: 'DRAW', seat: 0 });
    expect(explain(s, { type: 'DISCARD', seat: 0, card: c(H, 7) })).toBeNull();
  });
  it('discarding ends the turn and the cat to the left draws next', () => {
    let s = must(start(), { type: 'DRAW', seat: 0 });
    s = must(s, { type: 'DISCARD', seat: 0, card: c(S, 9) });
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('drawing');
    expect(s.discard[s.discard.length - 1]).toBe(c(S, 9));
    expect(key(s, { type: 'DRAW', seat: 0 })).toBe('engine.notYourTurn');
  });
  it('after taking the discard you must keep another card to discard, or meld them all (our decision)', () => {
    // Seat 0 takes the 7♥; melding 5-6-7♥ is fine, melding the three spades would leave only the 7♥.
    const s = must(position({ hands: [[c(H, 5), c(H, 6), c(S, 2), c(S, 3), c(S, 4)], [c(C, 9)]], discard: [c(D, 9), c(H, 7)], phase: 'drawing' }), { type: 'TAKE_DISCARD', seat: 0 });
    const a = must(s, { type: 'MELD', seat: 0, cards: [c(S, 2), c(S, 3), c(S, 4)] });
    const keep = explain(position({ hands: [[c(H, 7), c(S, 2), c(S, 3), c(S, 4)], [c(C, 9)]], taken: c(H, 7) }), { type: 'MELD', seat: 0, cards: [c(S, 2), c(S, 3), c(S, 4)] });
    expect(keep?.key).toBe('purrrummy.keepACard');
    expect(keep?.rule).toBe('discard');
    expect(legalEvents(a, 0).every((e) => e.type !== 'DISCARD' || e.card !== c(H, 7))).toBe(true);
    expect(explain(a, { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(H, 7)] })).toBeNull();
  });
});

describe('melding (rulebook: lay out complete sets or runs in front of you)', () => {
  const hand = [c(H, 9), c(S, 9), c(D, 9), c(C, 4), c(C, 5), J1, c(D, 12)];
  const s0 = position({ hands: [hand, [c(C, 13)]] });

  it('a set or a run goes from the hand to the table in front of its player', () => {
    const s = must(s0, { type: 'MELD', seat: 0, cards: [c(H, 9), c(S, 9), c(D, 9)] });
    expect(s.melds).toEqual([{ owner: 0, kind: 'set', cards: [c(S, 9), c(H, 9), c(D, 9)], stands: [c(S, 9), c(H, 9), c(D, 9)] }]);
    expect(s.hands[0]).toEqual([c(C, 4), c(C, 5), J1, c(D, 12)]);
    expect(s.phase).toBe('melding');
  });
  it('several melds in one turn', () => {
    let s = must(s0, { type: 'MELD', seat: 0, cards: [c(H, 9), c(S, 9), c(D, 9)] });
    s = must(s, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5), J1], jokerAs: [c(C, 6)] });
    expect(s.melds).toHaveLength(2);
    expect(s.melds[1].stands).toEqual([c(C, 4), c(C, 5), c(C, 6)]);
  });
  it('cards that are no meld are refused with the reason and the rule', () => {
    expect(explain(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5), c(D, 12)] })).toEqual({ key: 'purrrummy.notSetNorRun', rule: 'melds' });
    expect(explain(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5)] })).toEqual({ key: 'purrrummy.tooFewCards', rule: 'melds' });
    expect(explain(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), J1, c(D, 12)] })).toEqual({ key: 'purrrummy.notSetNorRun', rule: 'melds' });
    expect(explain(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5), J1], jokerAs: [c(C, 8)] })).toEqual({ key: 'purrrummy.jokerAsImpossible', rule: 'jokers' });
  });
  it('only cards in your hand', () => {
    expect(key(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5), c(C, 6)] })).toBe('purrrummy.notInHand');
    expect(key(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 4), c(C, 5)] })).toBe('purrrummy.notInHand');
  });
  it('a joker stands for any card: the joker may be named at either end of a run', () => {
    const low = must(s0, { type: 'MELD', seat: 0, cards: [c(C, 4), c(C, 5), J1], jokerAs: [c(C, 3)] });
    expect(low.melds[0].cards).toEqual([J1, c(C, 4), c(C, 5)]);
    expect(low.melds[0].stands).toEqual([c(C, 3), c(C, 4), c(C, 5)]);
  });
});

describe('laying off (RULES.md: always on your own melds; the variant: on others\' once you have a meld)', () => {
  const melds = () => [tableMeld(1, [c(S, 5), c(S, 6), c(S, 7)]), tableMeld(0, [c(H, 2), c(S, 2), c(D, 2)])];
  const hand = [c(S, 8), c(C, 2), c(S, 4), J1, c(H, 13)];

  it('you may add cards to your own melds', () => {
    const s = must(position({ hands: [hand, [c(C, 13)]], melds: melds() }), { type: 'LAY_OFF', seat: 0, meld: 1, cards: [c(C, 2)] });
    expect(s.melds[1].cards).toEqual([c(C, 2), c(S, 2), c(H, 2), c(D, 2)]);
    expect(s.hands[0]).not.toContain(c(C, 2));
  });
  it('without the variant, adding to another cat\'s meld is refused', () => {
    const s = position({ hands: [hand, [c(C, 13)]], melds: melds() });
    expect(explain(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8)] })).toEqual({ key: 'purrrummy.ownMeldsOnly', rule: 'layoff' });
    expect(legalEvents(s, 0).filter((e) => e.type === 'LAY_OFF' && e.meld === 0)).toEqual([]);
  });
  it('with the variant, adding to another cat\'s meld needs a meld of your own first', () => {
    const none = position({ hands: [hand, [c(C, 13)]], melds: [melds()[0]], options: { layoff: true } });
    expect(explain(none, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8)] })).toEqual({ key: 'purrrummy.meldBeforeLayOff', rule: 'layoff' });
    const s = position({ hands: [hand, [c(C, 13)]], melds: melds(), options: { layoff: true } });
    const after = must(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8)] });
    expect(after.melds[0]).toMatchObject({ owner: 1, cards: [c(S, 5), c(S, 6), c(S, 7), c(S, 8)] });
  });
  it('with the variant, a meld laid earlier in the same turn is enough', () => {
    const s = position({ hands: [[c(H, 9), c(D, 9), c(C, 9), c(S, 8), c(D, 3)], [c(C, 13)]], melds: [melds()[0]], options: { layoff: true } });
    const m = must(s, { type: 'MELD', seat: 0, cards: [c(H, 9), c(D, 9), c(C, 9)] });
    expect(explain(m, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8)] })).toBeNull();
  });
  it('a card that does not fit the meld is refused', () => {
    const s = position({ hands: [hand, [c(C, 13)]], melds: melds() });
    expect(explain(s, { type: 'LAY_OFF', seat: 0, meld: 1, cards: [c(H, 13)] })).toEqual({ key: 'purrrummy.notASet', rule: 'sets' });
    expect(key(s, { type: 'LAY_OFF', seat: 0, meld: 7, cards: [c(C, 2)] })).toBe('purrrummy.noSuchMeld');
  });
  it('several cards at once, e.g. 4 and 8 on 5-6-7 (the legal list offers them one by one)', () => {
    const s = position({ hands: [hand, [c(C, 13)]], melds: [tableMeld(0, [c(S, 5), c(S, 6), c(S, 7)])] });
    const after = must(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8), c(S, 4)] });
    expect(after.melds[0].cards).toEqual([c(S, 4), c(S, 5), c(S, 6), c(S, 7), c(S, 8)]);
    expect(legalEvents(s, 0).filter((e) => e.type === 'LAY_OFF').every((e) => e.type === 'LAY_OFF' && e.cards.length === 1)).toBe(true);
  });
  it('a joker is offered at each end of a run, and on a set while it has fewer than 4 cards', () => {
    const s = position({ hands: [[J1, J2, c(D, 10)], [c(C, 13)]], melds: [tableMeld(0, [c(S, 5), c(S, 6), c(S, 7)]), tableMeld(0, [c(H, 2), c(S, 2), c(D, 2)])] });
    const lay = legalEvents(s, 0).filter((e) => e.type === 'LAY_OFF');
    expect(lay).toEqual([
      { type: 'LAY_OFF', seat: 0, meld: 0, cards: [J1], jokerAs: [c(S, 4)] },
      { type: 'LAY_OFF', seat: 0, meld: 0, cards: [J1], jokerAs: [c(S, 8)] },
      { type: 'LAY_OFF', seat: 0, meld: 1, cards: [J1] },
    ]);
  });
  it('a joker on the table keeps the card it stands for: no swap, and its card cannot join a second time (our decision)', () => {
    const run = tableMeld(0, [c(S, 5), J1, c(S, 7)]);
    expect(run.stands).toEqual([c(S, 5), c(S, 6), c(S, 7)]);
    const s = position({ hands: [[c(S, 6), c(S, 8), c(S, 4)], [c(C, 13)]], melds: [run] });
    expect(explain(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 6)] })).toEqual({ key: 'purrrummy.jokerKeepsItsCard', rule: 'jokers' });
    const up = must(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 4)] });
    expect(up.melds[0].stands).toEqual([c(S, 4), c(S, 5), c(S, 6), c(S, 7)]);
    expect(RULES.jokerSwap).toBe(false);
  });
  it('a run with a joker at its end keeps that joker\'s card when extended', () => {
    const run = tableMeld(0, [c(S, 5), c(S, 6), J1], [c(S, 7)]);
    const s = position({ hands: [[c(S, 8), c(S, 4), c(S, 9)], [c(C, 13)]], melds: [run] });
    const t = must(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(S, 8)] });
    expect(t.melds[0].stands).toEqual([c(S, 5), c(S, 6), c(S, 7), c(S, 8)]);
  });
  it('a joker in a set stands for any missing suit, so a natural card of any missing suit may still be added', () => {
    const set = tableMeld(0, [c(S, 2), c(D, 2), J1]);
    const s = position({ hands: [[c(C, 2), c(H, 2), c(H, 9)], [c(C, 13)]], melds: [set] });
    expect(explain(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(C, 2)] })).toBeNull();
    expect(explain(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(H, 2)] })).toBeNull();
    expect(key(s, { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(H, 2), c(C, 2)] })).toBe('purrrummy.setTooBig');
  });
});

describe('end (rulebook: the first cat to play all their cards wins; RULES.md: by melding or discarding)', () => {
  it('melding the last cards wins at once, without a discard', () => {
    const s = must(position({ hands: [[c(H, 5), c(H, 6), c(H, 7)], [c(C, 13)]] }), { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(H, 7)] });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('melded');
    expect(result(s)).toEqual({ scores: [0, 1], winners: [0] });
    expect(legalEvents(s, 0)).toEqual([]);
    expect(key(s, { type: 'DRAW', seat: 1 })).toBe('engine.gameOver');
    expect(invariants(s)).toEqual([]);
  });
  it('laying off the last card wins too', () => {
    const s = must(position({ hands: [[c(H, 8)], [c(C, 13)]], melds: [tableMeld(0, [c(H, 5), c(H, 6), c(H, 7)])] }), { type: 'LAY_OFF', seat: 0, meld: 0, cards: [c(H, 8)] });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });
  it('discarding the last card wins', () => {
    const s = must(position({ hands: [[c(H, 9)], [c(C, 13), c(C, 12)]], turn: 0 }), { type: 'DISCARD', seat: 0, card: c(H, 9) });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('discarded');
    expect(result(s)).toEqual({ scores: [0, 2], winners: [0] });
  });
  it('no result while the game goes on', () => {
    expect(result(position({ hands: [[c(H, 9)], [c(C, 13)]] }))).toBeNull();
  });
});

/** Every meld full and every joker on the table, as a random game once reached it (it then never ended): sets
 *  of four 4s and four 8s, the 7s with a joker for the 7 of clubs, and 9 to ace of diamonds with jokers for the
 *  jack and king (the 8 of diamonds below it sits in the set of 8s). Seat 0 has drawn and holds two cards. */
function stalledTable(eightOfDiamondsOnTable = true): PurrState {
  const eights = [c(C, 8), c(S, 8), c(H, 8), ...(eightOfDiamondsOnTable ? [c(D, 8)] : [])];
  return position({
    hands: [[c(H, 12), c(C, 6)], [c(S, 5)]],
    melds: [
      tableMeld(0, [c(C, 4), c(S, 4), c(H, 4), c(D, 4)]),
      tableMeld(1, eights),
      tableMeld(1, [J1, c(S, 7), c(H, 7), c(D, 7)]),
      tableMeld(0, [c(D, 9), c(D, 10), J2, c(D, 12), J3, c(D, 14)], [c(D, 11), c(D, 13)]),
    ],
    options: { layoff: true },
  });
}

describe('a stalled game (the rulebook is silent; our decision: it ends, the fewest cards win)', () => {
  it('when no card off the table fits a meld and no hand can hold three, the discard ends the game: the fewest cards win together', () => {
    const s = must(stalledTable(), { type: 'DISCARD', seat: 0, card: c(C, 6) });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('blocked');
    expect(result(s)).toEqual({ scores: [1, 1], winners: [0, 1] });
    expect(s.last.at(-1)).toEqual({ kind: 'blocked', winners: [0, 1] });
    expect(legalEvents(s, 1)).toEqual([]);
    expect(invariants(s)).toEqual([]);
  });
  it('while one card off the table still fits a meld someone may add to, the game goes on', () => {
    const open = stalledTable(false);
    expect(tableBlocked({ ...open, hands: [[c(H, 12)], [c(S, 5)]] })).toBe(false);
    const s = must(open, { type: 'DISCARD', seat: 0, card: c(C, 6) });
    expect(s.phase).toBe('drawing');
    expect(s.turn).toBe(1);
  });
  it('a hand that could still hold three cards keeps the game going while the cards off the table make a meld', () => {
    const s = stalledTable();
    expect(tableBlocked({ ...s, hands: [[c(H, 12)], [c(S, 5)]] })).toBe(true);
    expect(tableBlocked({ ...s, hands: [[c(H, 12), c(C, 6)], [c(S, 5)]] })).toBe(false);
  });
  it('without melds on the table nothing is blocked', () => {
    expect(tableBlocked(position({ hands: [[c(H, 12)], [c(S, 5)]] }))).toBe(false);
  });
  it('the cats with the fewest cards win: one alone when the others hold more', () => {
    const change = declareBlocked(position({ hands: [[c(H, 12), c(C, 6)], [c(S, 5)], [c(C, 2), c(C, 9)]] }));
    expect(change).toEqual({ winners: [1], endReason: 'blocked', taken: null, last: [{ kind: 'blocked', winners: [1] }] });
  });
  it('holdsMeld finds any three cards making a set or a run, jokers filling in, the ace at either end but never round the corner', () => {
    expect(holdsMeld([c(H, 7), c(S, 7), c(D, 7)])).toBe(true);
    expect(holdsMeld([c(H, 7), c(S, 7), J1])).toBe(true);
    expect(holdsMeld([c(H, 7), J1, J2])).toBe(true);
    expect(holdsMeld([J1, J2, J3])).toBe(false);
    expect(holdsMeld([c(H, 14), c(H, 2), c(H, 3)])).toBe(true);
    expect(holdsMeld([c(H, 12), c(H, 13), c(H, 14)])).toBe(true);
    expect(holdsMeld([c(H, 13), c(H, 14), c(H, 2)])).toBe(false);
    expect(holdsMeld([c(H, 5), c(H, 7), J1])).toBe(true);
    expect(holdsMeld([c(H, 5), c(H, 7), c(S, 6), c(S, 5)])).toBe(false);
  });
  it('holdsMeld agrees with the meld finder on random handfuls of cards', () => {
    fc.assert(fc.property(fc.shuffledSubarray(makeDeck(2).concat(JOKERS), { minLength: 0, maxLength: 12 }), (cards) => {
      expect(holdsMeld(cards)).toBe(meldOptions(cards).length > 0);
    }), { numRuns: 300 });
  });
});

describe('empty deck (RULES.md: shuffle the discard pile under its top card)', () => {
  it('drawing from an empty deck first shuffles the discard pile under its top card into a new deck', () => {
    const s = position({ hands: [[c(H, 9)], [c(C, 13)]], drawOnly: [], discard: [c(D, 5)], phase: 'drawing' });
    const under = s.discard.slice(0, -1);
    expect(s.drawPile).toEqual([]);
    const t = must(s, { type: 'DRAW', seat: 0 });
    expect(t.reshuffles).toBe(1);
    expect(t.discard).toEqual([c(D, 5)]);
    expect(t.drawPile.length).toBe(under.length - 1);
    expect([...t.drawPile, t.hands[0][1]].sort((a, b) => a - b)).toEqual(under.sort((a, b) => a - b));
    expect(t.last[0]).toEqual({ kind: 'reshuffle', count: under.length });
    expect(revealsHidden(s, t)).toBe(true);
    expect(invariants(t)).toEqual([]);
  });
  it('with nothing to draw (empty deck, only the top discard left), the player takes the discard', () => {
    const s: PurrState = { ...position({ hands: [[c(H, 9)], [c(C, 13)]], drawOnly: [], phase: 'drawing' }) };
    const all = [...s.discard];
    const t: PurrState = { ...s, discard: [all.pop()!], hands: [[c(H, 9), ...all.slice(0, 26)], [c(C, 13), ...all.slice(26)]] };
    expect(explain(t, { type: 'DRAW', seat: 0 })).toEqual({ key: 'purrrummy.nothingToDraw', rule: 'reshuffle' });
    expect(legalEvents(t, 0)).toEqual([{ type: 'TAKE_DISCARD', seat: 0 }]);
    expect(invariants(t)).toEqual([]);
  });
  it('a drawn card reveals hidden information; taking the discard, melding and discarding do not', () => {
    const s = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(S, 2)], [c(C, 13)]], discard: [c(D, 9)], phase: 'drawing' });
    expect(revealsHidden(s, must(s, { type: 'DRAW', seat: 0 }))).toBe(true);
    const t = must(s, { type: 'TAKE_DISCARD', seat: 0 });
    expect(revealsHidden(s, t)).toBe(false);
    const m = must(t, { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(H, 7)] });
    expect(revealsHidden(t, m)).toBe(false);
    expect(revealsHidden(m, must(m, { type: 'DISCARD', seat: 0, card: c(S, 2) }))).toBe(false);
  });
});

describe('legal events', () => {
  /** Every event worth trying: each hand card discarded, every subset of 3+ hand cards melded (jokers free
   *  or named as any card), every hand card laid off on every meld (jokers free or named). */
  function candidates(s: PurrState, seat: number): PurrEvent[] {
    const hand = s.hands[seat];
    const out: PurrEvent[] = [{ type: 'DRAW', seat }, { type: 'TAKE_DISCARD', seat }];
    for (const card of [...hand, c(C, 2)]) out.push({ type: 'DISCARD', seat, card });
    const names: (Card[] | undefined)[] = [undefined, ...makeDeck(2).map((x) => [x])];
    for (let mask = 0; mask < 1 << hand.length; mask++) {
      const cards = hand.filter((_, i) => mask & (1 << i));
      if (cards.length < 3) continue;
      const jokers = cards.filter((x) => x >= 52).length;
      for (const jokerAs of jokers === 1 ? names : [undefined]) out.push(jokerAs ? { type: 'MELD', seat, cards, jokerAs } : { type: 'MELD', seat, cards });
    }
    for (let meld = 0; meld < s.melds.length; meld++) {
      for (const card of hand) for (const jokerAs of card >= 52 ? names : [undefined]) out.push(jokerAs ? { type: 'LAY_OFF', seat, meld, cards: [card], jokerAs } : { type: 'LAY_OFF', seat, meld, cards: [card] });
    }
    return out;
  }
  /** What a position looks like after an event, ignoring which physical joker went where and which missing
   *  suit a joker in a set was named for (a set's jokers take any missing suit later anyway). */
  const outcome = (s: PurrState) => JSON.stringify([
    s.hands.map((h) => h.slice().sort((a, b) => a - b)),
    s.melds.map((m) => [m.owner, m.kind, m.kind === 'run' ? m.stands : [...m.cards.filter((x) => x < 52), m.cards.filter((x) => x >= 52).length]]),
    s.discard, s.phase,
  ]);

  it('the legal events reach exactly the positions every legal candidate reaches, and are all legal', () => {
    const positions: PurrState[] = [
      position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(H, 8), c(S, 7), c(C, 7), J1], [c(C, 13)]] }),
      position({ hands: [[c(S, 8), c(C, 2), c(S, 4), J1, c(H, 13), c(H, 2)], [c(C, 13)]], melds: [tableMeld(1, [c(S, 5), c(S, 6), c(S, 7)]), tableMeld(0, [c(H, 3), c(H, 4), J2], [c(H, 5)])], options: { layoff: true } }),
      position({ hands: [[c(S, 8), c(C, 2), c(S, 4), c(H, 13), c(D, 2)], [c(C, 13)]], melds: [tableMeld(1, [c(S, 5), c(S, 6), c(S, 7)]), tableMeld(0, [c(H, 2), J2, c(S, 2)])] }),
      position({ hands: [[c(H, 7), c(S, 2), c(S, 3), c(S, 4)], [c(C, 9)]], taken: c(H, 7) }),
      position({ hands: [[c(H, 5), c(H, 6)], [c(C, 9)]], phase: 'drawing' }),
    ];
    for (const s of positions) {
      const legal = legalEvents(s, 0);
      for (const e of legal) expect(explain(s, e), JSON.stringify(e)).toBeNull();
      const fromLegal = new Set(legal.map((e) => outcome(purrrummy.apply(s, e))));
      const fromAll = new Set(candidates(s, 0).filter((e) => explain(s, e) === null).map((e) => outcome(purrrummy.apply(s, e))));
      expect([...fromAll].filter((x) => !fromLegal.has(x))).toEqual([]);
      expect(fromLegal).toEqual(fromAll);
      expect(legalEvents(s, 1)).toEqual([]);
    }
  });
});

describe('the fast lay-off check', () => {
  it('naturalFits agrees with the full meld analysis for every natural card on random melds', () => {
    fc.assert(fc.property(fc.shuffledSubarray([...Array(55).keys()], { minLength: 3, maxLength: 9 }), (hand) => {
      const options = meldOptions(hand);
      for (const m of options) {
        const a = layOffAnalysis({ owner: 0, kind: m.kind, cards: [], stands: [] } as TableMeld, m.cards, m.jokerAs);
        if (!a.ok) continue;
        const meld: TableMeld = { owner: 0, kind: a.kind, cards: a.ordered, stands: a.orderedStands };
        for (let card = 0; card < 52; card++) {
          if (meld.cards.includes(card)) continue;
          expect(naturalFits(meld, card), `${JSON.stringify(meld)} + ${card}`).toBe(layOffAnalysis(meld, [card]).ok);
        }
      }
    }), { numRuns: 60 });
  });
});
