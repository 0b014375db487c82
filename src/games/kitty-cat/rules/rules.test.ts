// Each Kitty Cat rule of the rulebook (seed 003, "Mauz" / "Kitty Cat") and ../shared/RULES.md, by name.
import { describe, expect, it } from 'vitest';
import { makeDeck } from '../../shared/cards';
import { RULES } from './constants';
import { actors, explain, invariants, legalEvents, result, revealsHidden, type KittyEvent, type KittyOptions, type KittyState } from './rules';
import { kittyCat } from './definition';
import { viewOf } from './view';
import { A, C, D, H, J, K, Q, S, c, must, play, players, position } from '../test/testkit';

/** A new game through the definition (the chart's initial state). */
const setupKitty = (options: KittyOptions, seed: number, table: ReturnType<typeof players>): KittyState => kittyCat.setup({ options, seed, players: table });
const apply = kittyCat.apply;

const pass = (seat: number): KittyEvent => ({ type: 'PASS', seat });
const knock = (seat: number): KittyEvent => ({ type: 'KNOCK', seat });
const swapOne = (seat: number, hand: number, middle: number): KittyEvent => ({ type: 'SWAP_ONE', seat, hand, middle });

/** Three cats; the hands decide the showdown. Seat 0 to act, seat 2 dealt. */
const weak = [c(C, 6), c(S, 7), c(H, 8)]; // 8
const middling = [c(C, 9), c(C, 10), c(S, 6)]; // 19
const strong = [c(D, K), c(D, Q), c(D, 9)]; // 29

describe('setup and the deal', () => {
  it('36 cards, 6 to ace', () => {
    expect(makeDeck(RULES.lowRank)).toHaveLength(36);
  });
  it('the dealer deals 3 cards to every other cat and two sets of 3 to themself; the rest is the face-down deck', () => {
    for (let n = 2; n <= 6; n++) {
      const s = setupKitty({ dealer: 1, counters: 3 }, 7, players(n));
      expect(s.phase).toBe('choosingSet');
      expect(s.turn).toBe(1);
      s.hands.forEach((h, i) => expect(h).toHaveLength(i === 1 ? 0 : 3));
      expect(s.sets!.map((x) => x.length)).toEqual([3, 3]);
      expect(s.middle).toEqual([]);
      expect(s.deck).toHaveLength(36 - 3 * (n - 1) - 6);
      expect(invariants(s)).toEqual([]);
    }
  });
  it('every cat starts with 3 counters (another number is an option)', () => {
    expect(setupKitty({ dealer: 0, counters: 3 }, 1, players(4)).counters).toEqual([3, 3, 3, 3]);
    expect(setupKitty({ dealer: 0, counters: 5 }, 1, players(2)).counters).toEqual([5, 5]);
  });
  it('the same seed deals the same game', () => {
    expect(setupKitty({ dealer: 0, counters: 3 }, 9, players(4))).toEqual(setupKitty({ dealer: 0, counters: 3 }, 9, players(4)));
  });
});

describe('the dealer\'s choice (rulebook: looks at one set only and decides at once)', () => {
  const sets = [[c(C, 6), c(S, 7), c(H, 9)], [c(D, 8), c(D, 9), c(D, 10)]];
  const choosing = () => position({ hands: [[c(C, 7), c(C, 8), c(S, 9)], [c(H, 6), c(H, 7), c(S, 8)], []], sets, dealer: 2, turn: 2 });

  it('keeping the set looked at lays the other set face up in the middle', () => {
    const s = must(choosing(), { type: 'KEEP_SET', seat: 2 });
    expect(s.hands[2]).toEqual(sets[0]);
    expect(s.middle).toEqual(sets[1]);
    expect(s.sets).toBeNull();
  });
  it('not keeping it lays the set looked at face up in the middle; the dealer takes the other unseen', () => {
    const s = must(choosing(), { type: 'TAKE_BLIND', seat: 2 });
    expect(s.hands[2]).toEqual(sets[1]);
    expect(s.middle).toEqual(sets[0]);
  });
  it('then the cat to the left of the dealer begins', () => {
    const s = must(choosing(), { type: 'KEEP_SET', seat: 2 });
    expect(s.phase).toBe('swapping');
    expect(s.turn).toBe(0);
    expect(invariants(s)).toEqual([]);
  });
  it('only the dealer chooses, and nothing else happens before the choice', () => {
    const s = choosing();
    expect(explain(s, { type: 'KEEP_SET', seat: 0 })).toEqual({ key: 'engine.notYourTurn' });
    expect(explain(s, { type: 'PASS', seat: 2 })).toMatchObject({ key: 'kitty.chooseSetFirst', rule: 'choice' });
    expect(explain(s, { type: 'KNOCK', seat: 2 })).toMatchObject({ key: 'kitty.chooseSetFirst', rule: 'choice' });
    expect(legalEvents(s, 2).map((e) => e.type)).toEqual(['KEEP_SET', 'TAKE_BLIND']);
    expect(legalEvents(s, 0)).toEqual([]);
  });
  it('the dealer sees only the set looked at; the other cats see neither set', () => {
    const s = choosing();
    expect(viewOf(s, 2).lookedAtSet).toEqual(sets[0]);
    const text = JSON.stringify(viewOf(s, 2));
    for (const x of sets[1]) expect(viewOf(s, 2).middle).not.toContain(x);
    expect(text).not.toContain(JSON.stringify(sets[1]));
    expect(viewOf(s, 0).lookedAtSet).toBeNull();
    expect(viewOf(s, 0).setSizes).toEqual([3, 3]);
  });
  it('the choice reveals hidden cards (undo stops there)', () => {
    const s = choosing();
    expect(revealsHidden(s, must(s, { type: 'KEEP_SET', seat: 2 }))).toBe(true);
  });
});

describe('Meow and Purr are shown at once and end the round (RULES.md)', () => {
  const purr = [c(H, A), c(H, 10), c(H, K)];
  const meow = [c(C, A), c(S, A), c(D, A)];

  it('at the deal: a cat dealt a Purr lays it down once the dealer has chosen, and the round ends', () => {
    const s0 = position({ hands: [weak, purr, []], sets: [middling, [c(S, 8), c(S, 9), c(C, 7)]], dealer: 2, turn: 2 });
    const s = must(s0, { type: 'KEEP_SET', seat: 2 });
    expect(s.phase).toBe('showdown');
    expect(s.showdown).toMatchObject({ reason: 'shown', by: [1], atDeal: true, lowestPoints: 8 });
    expect(s.counters).toEqual([2, 3, 3]);
  });
  it('at the deal: the dealer keeping a Meow, or taking a Purr unseen, ends the round', () => {
    const kept = must(position({ hands: [weak, middling, []], sets: [meow, strong], dealer: 2, turn: 2 }), { type: 'KEEP_SET', seat: 2 });
    expect(kept.showdown).toMatchObject({ reason: 'shown', by: [2], atDeal: true });
    expect(kept.showdown!.entries[2].value.kind).toBe('meow');
    const blind = must(position({ hands: [weak, middling, []], sets: [strong, purr], dealer: 2, turn: 2 }), { type: 'TAKE_BLIND', seat: 2 });
    expect(blind.showdown).toMatchObject({ reason: 'shown', by: [2], atDeal: true });
  });
  it('two cats shown at the deal are both named', () => {
    const s = must(position({ hands: [meow, purr, []], sets: [weak, middling], dealer: 2, turn: 2 }), { type: 'KEEP_SET', seat: 2 });
    expect(s.showdown!.by).toEqual([0, 1]);
    expect(s.counters).toEqual([3, 3, 2]);
  });
  it('a Hiss is not shown at once: the round goes on', () => {
    const hiss = [c(C, 7), c(S, 7), c(H, 7)];
    const s = must(position({ hands: [hiss, weak, []], sets: [middling, strong], dealer: 2, turn: 2 }), { type: 'KEEP_SET', seat: 2 });
    expect(s.phase).toBe('swapping');
  });
  it('mid-round: a swap that makes a Purr ends the round at once (the others get no more turns)', () => {
    const s0 = position({ hands: [[c(H, A), c(H, 10), c(C, 6)], middling, strong], middle: [c(H, K), c(S, 8), c(C, 8)] });
    const s = must(s0, swapOne(0, c(C, 6), c(H, K)));
    expect(s.phase).toBe('showdown');
    expect(s.showdown).toMatchObject({ reason: 'shown', by: [0], atDeal: false, lowestPoints: 19 });
    expect(s.counters).toEqual([3, 2, 3]);
  });
  it('mid-round: swapping all three for a Meow ends the round at once', () => {
    const s = must(position({ hands: [weak, middling, strong], middle: meow }), { type: 'SWAP_ALL', seat: 0 });
    expect(s.showdown).toMatchObject({ reason: 'shown', by: [0] });
    expect(s.showdown!.entries[0].value).toMatchObject({ kind: 'meow', points: 33 });
  });
  it('during the last turns after a knock, a Purr also ends the round at once', () => {
    const s0 = position({ hands: [strong, [c(H, A), c(H, 10), c(C, 6)], weak], middle: [c(H, K), c(S, 8), c(C, 8)] });
    const s = play(s0, [knock(0), swapOne(1, c(C, 6), c(H, K))]);
    expect(s.showdown).toMatchObject({ reason: 'shown', by: [1] });
    expect(s.counters).toEqual([3, 3, 2]);
  });
});

describe('a Hiss ends the round when its holder lays it down (RULES.md, issue 14: "until a cat meows, purrs or hisses")', () => {
  const hiss = [c(C, J), c(S, J), c(H, J)]; // 30.5
  const on: KittyOptions = { dealer: 2, counters: 3, hiss: true };
  const laysHiss = (seat: number): KittyEvent => ({ type: 'HISS', seat });

  it('laid down on its holder\'s turn instead of swapping, the Hiss ends the round at once with the showdown', () => {
    const s0 = position({ hands: [hiss, middling, weak], options: on });
    expect(legalEvents(s0, 0)).toContainEqual(laysHiss(0));
    const s = must(s0, laysHiss(0));
    expect(s.phase).toBe('showdown');
    expect(s.showdown).toMatchObject({ reason: 'hiss', by: [0], atDeal: false, lowestPoints: 8 });
    expect(s.showdown!.entries[0].value).toMatchObject({ kind: 'hiss', points: 30.5 });
    expect(s.counters).toEqual([3, 3, 2]);
    expect(s.last).toEqual([{ kind: 'hiss', seat: 0 }, { kind: 'showdown' }]);
    expect(revealsHidden(s0, s)).toBe(true);
    expect(invariants(s)).toEqual([]);
  });
  it('during the last turns after a knock it ends the round too: the cats after it get no last turn', () => {
    const s = play(position({ hands: [strong, hiss, weak], options: on }), [knock(0), laysHiss(1)]);
    expect(s.phase).toBe('showdown');
    expect(s.showdown).toMatchObject({ reason: 'hiss', by: [1] });
    expect(s.counters).toEqual([3, 3, 2]);
  });
  it('is not forced: a Hiss dealt or swapped into a hand is not laid down, and its holder may swap, pass or knock instead', () => {
    const dealt = must(position({ hands: [hiss, weak, []], sets: [middling, strong], dealer: 2, turn: 2, options: on }), { type: 'KEEP_SET', seat: 2 });
    expect(dealt.phase).toBe('swapping');
    expect(legalEvents(dealt, 0).map((e) => e.type)).toEqual(expect.arrayContaining(['SWAP_ONE', 'SWAP_ALL', 'PASS', 'KNOCK', 'HISS']));
    expect(must(dealt, pass(0)).phase).toBe('swapping');
    const swapped = must(position({ hands: [[c(C, J), c(S, J), c(H, 9)], middling, weak], middle: [c(D, J), c(S, 8), c(C, 8)], options: on }), swapOne(0, c(H, 9), c(D, J)));
    expect(swapped.phase).toBe('swapping');
    expect(swapped.turn).toBe(1);
    expect(must(swapped, pass(1)).phase).toBe('swapping');
  });
  it('only the cat to act, holding three of a kind, lays one down: anything else is refused with its reason and the rule', () => {
    const s = position({ hands: [middling, hiss, weak], options: on });
    expect(explain(s, laysHiss(0))).toEqual({ key: 'kitty.noHiss', rule: 'hiss' });
    expect(explain(s, laysHiss(1))).toEqual({ key: 'engine.notYourTurn' });
    expect(legalEvents(s, 0).some((e) => e.type === 'HISS')).toBe(false);
    const choosing = position({ hands: [weak, middling, []], sets: [hiss, strong], dealer: 2, turn: 2, options: on });
    expect(explain(choosing, laysHiss(2))).toEqual({ key: 'kitty.chooseSetFirst', rule: 'choice' });
    const over = must(position({ hands: [hiss, middling, weak], options: on }), laysHiss(0));
    expect(explain(over, laysHiss(0))).toEqual({ key: 'kitty.roundOver', rule: 'showdown' });
  });
  it('off (the setup\'s "a value only"): a Hiss only counts 30.5 at the showdown, and laying it down is refused', () => {
    const s = position({ hands: [hiss, middling, weak], options: { ...on, hiss: false } });
    expect(legalEvents(s, 0).some((e) => e.type === 'HISS')).toBe(false);
    expect(explain(s, laysHiss(0))).toEqual({ key: 'kitty.hissIsValueOnly', rule: 'hiss' });
    expect(viewOf(s, 0).hissEndsRound).toBe(false);
    expect(viewOf(position({ hands: [hiss, middling, weak], options: on }), 0).hissEndsRound).toBe(true);
  });
  it('old saves: options without the key are off, so games saved before the option replay as they were played', () => {
    const parsed = kittyCat.parseOptions({ dealer: 1, counters: 3 });
    expect(parsed).toEqual({ ok: true, options: { dealer: 1, counters: 3, hiss: false } });
    const old = position({ hands: [hiss, middling, weak], options: { dealer: 2, counters: 3 } });
    expect(explain(old, laysHiss(0))).toEqual({ key: 'kitty.hissIsValueOnly', rule: 'hiss' });
    // A new game is the rulebook's: on.
    expect(kittyCat.defaultOptions.hiss).toBe(true);
    expect(RULES.hissEndsRound).toBe(true);
  });
});

describe('swapping (rulebook: one card with one from the middle, or all three with all three)', () => {
  const s0 = () => position({ hands: [weak, middling, strong], middle: [c(C, A), c(H, J), c(S, K)] });
  it('one card: the two cards change places', () => {
    const s = must(s0(), swapOne(0, c(S, 7), c(H, J)));
    expect(s.hands[0]).toEqual([c(C, 6), c(H, J), c(H, 8)]);
    expect(s.middle).toEqual([c(C, A), c(S, 7), c(S, K)]);
    expect(s.turn).toBe(1);
  });
  it('all three: hand and middle change places', () => {
    const s = must(s0(), { type: 'SWAP_ALL', seat: 0 });
    expect(s.hands[0]).toEqual([c(C, A), c(H, J), c(S, K)]);
    expect(s.middle).toEqual(weak);
  });
  it('everyone sees the cards that went into a hand from the middle', () => {
    const s = play(s0(), [swapOne(0, c(S, 7), c(H, J)), { type: 'SWAP_ALL', seat: 1 }]);
    expect(viewOf(s, 2).known).toEqual([[c(H, J)], [c(C, A), c(S, 7), c(S, K)], []]);
    const t = must(s, swapOne(2, c(D, 9), c(C, 10)));
    expect(must(t, swapOne(0, c(H, J), c(D, 9))).known[0]).toEqual([c(D, 9)]);
  });
  it('a card not in the hand or not in the middle is refused, and only the cat whose turn it is swaps', () => {
    expect(explain(s0(), swapOne(0, c(D, K), c(H, J)))).toMatchObject({ key: 'kitty.notInHand', rule: 'swap' });
    expect(explain(s0(), swapOne(0, c(C, 6), c(D, 8)))).toMatchObject({ key: 'kitty.notInMiddle', rule: 'swap' });
    expect(explain(s0(), swapOne(1, c(C, 9), c(H, J)))).toEqual({ key: 'engine.notYourTurn' });
  });
  it('the legal events of a turn: 9 single swaps, swap all, pass, knock', () => {
    const types = legalEvents(s0(), 0).map((e) => e.type);
    expect(types.filter((t) => t === 'SWAP_ONE')).toHaveLength(9);
    expect(types.slice(9)).toEqual(['SWAP_ALL', 'PASS', 'KNOCK']);
  });
});

describe('passing (rulebook: if all cats pass, the middle is replaced by three new cards from the deck)', () => {
  const top = [c(S, A), c(S, K), c(S, Q)];
  it('everyone passing in a row replaces the middle with the top 3 of the deck; the old middle is set aside', () => {
    const s0 = position({ hands: [weak, middling, strong], middle: [c(C, 7), c(C, 8), c(H, 6)], deckTop: top });
    const before = s0.deck.length;
    const s = play(s0, [pass(0), pass(1)]);
    expect(s.middle).toEqual([c(C, 7), c(C, 8), c(H, 6)]);
    const t = must(s, pass(2));
    expect(t.middle).toEqual(top);
    expect(t.setAside).toEqual([c(C, 7), c(C, 8), c(H, 6)]);
    expect(t.deck).toHaveLength(before - 3);
    expect(t.turn).toBe(0);
    expect(t.passes).toBe(0);
    expect(revealsHidden(s, t)).toBe(true);
    expect(invariants(t)).toEqual([]);
  });
  it('a swap breaks the row: then it takes everyone passing again', () => {
    const s0 = position({ hands: [weak, middling, strong], middle: [c(C, 7), c(C, 8), c(H, 6)], deckTop: top });
    const s = play(s0, [pass(0), swapOne(1, c(S, 6), c(C, 7)), pass(2), pass(0)]);
    expect(s.middle).not.toEqual(top);
    expect(must(s, pass(1)).middle).toEqual(top);
  });
  it('cats that are out do not count: two cats left, two passes replace the middle', () => {
    const s0 = position({ hands: [weak, [], strong], out: [false, true, false], counters: [3, 0, 3], middle: [c(C, 7), c(C, 8), c(H, 6)], deckTop: top });
    const s = play(s0, [pass(0), pass(2)]);
    expect(s.middle).toEqual(top);
  });
  it('a deck running short gets the set-aside middles shuffled under it', () => {
    const s0 = position({ hands: [weak, middling, strong], middle: [c(C, 7), c(C, 8), c(H, 6)] });
    // Everything left but one card lies set aside.
    const s1: KittyState = { ...s0, setAside: s0.deck.slice(1), deck: s0.deck.slice(0, 1) };
    expect(invariants(s1)).toEqual([]);
    const s = play(s1, [pass(0), pass(1), pass(2)]);
    expect(s.middle[0]).toBe(s0.deck[0]);
    expect(s.reshuffles).toBe(1);
    expect(s.setAside).toEqual([]);
    expect(invariants(s)).toEqual([]);
  });
});

describe('knocking (rulebook: then every other cat may swap once more; RULES.md: exactly one more turn)', () => {
  it('after a knock every other cat has exactly one more turn, then the showdown (3 cats)', () => {
    let s = must(position({ hands: [strong, middling, weak] }), knock(0));
    expect(s.phase).toBe('lastTurns');
    expect(actors(s)).toEqual([1]);
    s = must(s, pass(1));
    expect(actors(s)).toEqual([2]);
    s = must(s, { type: 'SWAP_ALL', seat: 2 });
    expect(s.phase).toBe('showdown');
    expect(s.showdown).toMatchObject({ reason: 'knock', by: [0] });
  });
  it('the same with 5 cats and a knock in the middle of the table: 4 more turns, the knocker not again', () => {
    const h = (i: number) => [c(C, 6 + i), c(S, 6 + i), c(H, 6 + (i + 1) % 5)];
    let s = position({ hands: [0, 1, 2, 3, 4].map(h), middle: [c(D, 6), c(D, 7), c(D, 8)], turn: 2 });
    s = must(s, knock(2));
    const order: number[] = [];
    while (s.phase === 'lastTurns') {
      order.push(s.turn);
      s = must(s, pass(s.turn));
    }
    expect(order).toEqual([3, 4, 0, 1]);
    expect(s.phase).toBe('showdown');
  });
  it('cats that are out get no last turn', () => {
    let s = must(position({ hands: [strong, [], middling, weak], out: [false, true, false, false], counters: [3, 0, 3, 3] }), knock(0));
    expect(s.turn).toBe(2);
    s = play(s, [pass(2), pass(3)]);
    expect(s.phase).toBe('showdown');
  });
  it('nobody knocks twice in a round; passing in the last turns replaces nothing', () => {
    const s = must(position({ hands: [strong, middling, weak] }), knock(0));
    expect(explain(s, knock(1))).toMatchObject({ key: 'kitty.alreadyKnocked', rule: 'knock' });
    expect(legalEvents(s, 1).map((e) => e.type)).not.toContain('KNOCK');
    const t = must(s, pass(1));
    expect(t.middle).toEqual(s.middle);
  });
  it('a cat may knock on the very first turn of a round', () => {
    expect(explain(position({ hands: [weak, middling, strong] }), knock(0))).toBeNull();
  });
});

describe('the showdown (rulebook: the fewest points lose a counter; tied fewest each lose one)', () => {
  it('the lowest hand loses one counter; the record spells out every hand', () => {
    const s = play(position({ hands: [strong, middling, weak] }), [knock(0), pass(1), pass(2)]);
    expect(s.counters).toEqual([3, 3, 2]);
    const sd = s.showdown!;
    expect(sd.entries.map((e) => e.value.points)).toEqual([29, 19, 8]);
    expect(sd.entries[2]).toMatchObject({ seat: 2, hand: weak, lowest: true, countersBefore: 3, countersAfter: 2, out: false });
    expect(sd.entries[1].value).toEqual({ points: 19, kind: 'suit', suit: C, counted: [c(C, 9), c(C, 10)], parts: [9, 10] });
    expect(viewOf(s, 0).showdown).toEqual(sd);
    expect(result(s)).toBeNull();
  });
  it('the knocker with the lowest hand loses like anyone', () => {
    const s = play(position({ hands: [weak, middling, strong] }), [knock(0), pass(1), pass(2)]);
    expect(s.counters).toEqual([2, 3, 3]);
  });
  it('two cats tied for the fewest points each lose a counter', () => {
    const alsoWeak = [c(D, 8), c(C, 7), c(S, 6)];
    const s = play(position({ hands: [strong, weak, alsoWeak] }), [knock(0), pass(1), pass(2)]);
    expect(s.counters).toEqual([3, 2, 2]);
    expect(s.showdown!.entries.filter((e) => e.lowest).map((e) => e.seat)).toEqual([1, 2]);
  });
  it('a Hiss (30.5) beats a 30 and loses to a Purr', () => {
    const hiss = [c(C, 8), c(S, 8), c(D, 8)];
    const thirty = [c(H, 10), c(H, K), c(H, Q)];
    const s = play(position({ hands: [hiss, thirty, strong], middle: [c(C, 6), c(S, 6), c(H, 6)] }), [knock(0), pass(1), pass(2)]);
    expect(s.counters).toEqual([3, 3, 2]);
    const t = play(position({ hands: [hiss, thirty, weak] }), [knock(0), pass(1), pass(2)]);
    expect(t.showdown!.entries.map((e) => e.value.points)).toEqual([30.5, 30, 8]);
  });
});

describe('the last life and the end (rulebook: without counters a cat stays in until it is lowest again)', () => {
  it('a cat without counters ("swimming") that is not lowest stays in', () => {
    const s = play(position({ hands: [strong, middling, weak], counters: [3, 0, 1] }), [knock(0), pass(1), pass(2)]);
    expect(s.out).toEqual([false, false, false]);
    expect(s.counters).toEqual([3, 0, 0]);
    expect(viewOf(s, 0).swimming).toEqual([false, true, true]);
    expect(viewOf(s, 0).lives).toEqual([4, 1, 1]);
  });
  it('a swimming cat with the lowest hand is out', () => {
    const s = play(position({ hands: [strong, middling, weak], counters: [3, 2, 0] }), [knock(0), pass(1), pass(2)]);
    expect(s.out).toEqual([false, false, true]);
    expect(s.showdown!.entries[2]).toMatchObject({ out: true, lowest: true });
    expect(s.phase).toBe('showdown');
    expect(viewOf(s, 1).lives).toEqual([4, 3, 0]);
  });
  it('the last cat in wins', () => {
    const s = play(position({ hands: [strong, [], weak], out: [false, true, false], counters: [1, 0, 0] }), [knock(0), pass(2)]);
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(result(s)).toEqual({ scores: [2, 0, 0], winners: [0] });
    expect(actors(s)).toEqual([]);
    expect(explain(s, pass(0))).toEqual({ key: 'engine.gameOver' });
  });
  it('two swimming cats tied lowest with a third cat left are both out: the third wins', () => {
    const alsoWeak = [c(D, 8), c(C, 7), c(S, 6)];
    const s = play(position({ hands: [strong, weak, alsoWeak], counters: [0, 0, 0] }), [knock(0), pass(1), pass(2)]);
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });
  it('our decision: when every cat left would be out at once, nobody is out and a new round is dealt', () => {
    const alsoWeak = [c(D, 8), c(C, 7), c(S, 6)];
    const s = play(position({ hands: [weak, alsoWeak], counters: [0, 0], dealer: 1 }), [knock(0), pass(1)]);
    expect(s.phase).toBe('showdown');
    expect(s.showdown!.spared).toBe(true);
    expect(s.out).toEqual([false, false]);
    expect(s.counters).toEqual([0, 0]);
  });
  it('tied lowest, one cat with a counter left: it loses the counter, the swimming one is out', () => {
    const alsoWeak = [c(D, 8), c(C, 7), c(S, 6)];
    const s = play(position({ hands: [weak, alsoWeak], counters: [1, 0], dealer: 1 }), [knock(0), pass(1)]);
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(s.counters).toEqual([0, 0]);
  });
});

describe('the next round (the deal passes left)', () => {
  const fourth = [c(H, 9), c(H, 7), c(D, 6)]; // 16
  /** Four cats, seat 0 dealt and knocks with the strongest hand, everyone else passes. */
  const showdownAt = (people: boolean[], out = [false, false, false, false]) => {
    const hands = [strong, middling, weak, fourth].map((h, i) => (out[i] ? [] : h));
    const s0 = position({ hands, out, counters: out.map((o) => (o ? 0 : 3)), people, dealer: 0 });
    return play(s0, [knock(0), ...[1, 2, 3].filter((i) => !out[i]).map(pass)]);
  };

  it('the showdown waits for NEXT_ROUND; then the cat left of the dealer deals a new round', () => {
    const s = showdownAt([false, false, false, false]);
    expect(s.phase).toBe('showdown');
    expect(explain(s, pass(1))).toMatchObject({ key: 'kitty.roundOver', rule: 'showdown' });
    const t = must(s, { type: 'NEXT_ROUND', seat: 1 });
    expect(t.dealer).toBe(1);
    expect(t.round).toBe(s.round + 1);
    expect(t.phase).toBe('choosingSet');
    expect(t.showdown).toBeNull();
    expect(t.hands[1]).toEqual([]);
    expect(t.hands.filter((h) => h.length === 3)).toHaveLength(3);
    expect(t.counters).toEqual(s.counters);
    expect(revealsHidden(s, t)).toBe(true);
    expect(invariants(t)).toEqual([]);
  });
  it('the deal skips cats that are out', () => {
    const s = showdownAt([false, false, false, false], [false, true, false, false]);
    const t = must(s, { type: 'NEXT_ROUND', seat: 2 });
    expect(t.dealer).toBe(2);
    expect(t.hands[1]).toEqual([]);
    expect(t.sets).not.toBeNull();
  });
  it('with bots only, the next dealer calls the next round; any person at the table may call it', () => {
    const bots = showdownAt([false, false, false, false]);
    expect(actors(bots)).toEqual([1]);
    expect(legalEvents(bots, 1)).toEqual([{ type: 'NEXT_ROUND', seat: 1 }]);
    expect(explain(bots, { type: 'NEXT_ROUND', seat: 3 })).toMatchObject({ key: 'kitty.nextRoundByPersonOrDealer', rule: 'showdown' });
    const people = showdownAt([true, false, false, true]);
    expect(actors(people)).toEqual([3, 0]);
    expect(explain(people, { type: 'NEXT_ROUND', seat: 0 })).toBeNull();
    expect(explain(people, { type: 'NEXT_ROUND', seat: 1 })).toBeNull();
    expect(explain(people, { type: 'NEXT_ROUND', seat: 2 })).not.toBeNull();
  });
  it('NEXT_ROUND is refused while a round is played', () => {
    expect(explain(position({ hands: [weak, middling] }), { type: 'NEXT_ROUND', seat: 0 })).toMatchObject({ key: 'kitty.roundNotOver', rule: 'showdown' });
  });
  it('a cat that is out cannot act', () => {
    const s = position({ hands: [weak, [], strong], out: [false, true, false], counters: [3, 0, 3] });
    expect(explain(s, pass(1))).toMatchObject({ key: 'kitty.outOfGame', rule: 'lives' });
  });
});

describe('legality', () => {
  it('legalEvents equals every candidate event that explain accepts', () => {
    const states: KittyState[] = [
      position({ hands: [weak, middling, strong] }),
      must(position({ hands: [weak, middling, strong] }), knock(0)),
      position({ hands: [weak, middling, []], sets: [strong, [c(S, 8), c(S, 9), c(C, 7)]], dealer: 2, turn: 2 }),
      play(position({ hands: [strong, middling, weak], people: [false, true, false] }), [knock(0), pass(1), pass(2)]),
      position({ hands: [[c(C, J), c(S, J), c(H, J)], middling, strong], options: { dealer: 2, counters: 3, hiss: true } }),
      must(position({ hands: [strong, [c(C, J), c(S, J), c(H, J)], weak], options: { dealer: 2, counters: 3, hiss: true } }), knock(0)),
      position({ hands: [[c(C, J), c(S, J), c(H, J)], middling, strong], options: { dealer: 2, counters: 3, hiss: false } }),
    ];
    for (const s of states) {
      for (let seat = 0; seat < s.seats; seat++) {
        const candidates: KittyEvent[] = [
          { type: 'KEEP_SET', seat }, { type: 'TAKE_BLIND', seat }, { type: 'SWAP_ALL', seat }, pass(seat), knock(seat), { type: 'NEXT_ROUND', seat }, { type: 'HISS', seat },
        ];
        for (const h of makeDeck(6)) for (const m of s.middle) candidates.push(swapOne(seat, h, m));
        const accepted = candidates.filter((e) => explain(s, e) === null);
        const legal = legalEvents(s, seat);
        expect(new Set(legal.map((e) => JSON.stringify(e)))).toEqual(new Set(accepted.map((e) => JSON.stringify(e))));
        for (const e of legal) expect(invariants(apply(s, e))).toEqual([]);
      }
    }
  });
  it('an unknown event is refused', () => {
    expect(explain(position({ hands: [weak, middling] }), { type: 'JUMP', seat: 0 } as unknown as KittyEvent)).toEqual({ key: 'engine.unknownEvent' });
  });
});
