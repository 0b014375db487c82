// Each Meow Meow rule of the rulebook (seeds/003) and ../shared/RULES.md, by name.
import { describe, expect, it } from 'vitest';
import { cardOf, makeDeck, type Card } from '../../shared/cards';
import { explain, invariants, legalEvents } from './rules';
import type { MeowEvent, MeowOptions, MeowState } from './state';
import { meowMeow } from './definition';
import { viewOf } from './view';
import { addTurn, amendTurn, listOf, newTurn, turnsOf } from './history';

const C = 0, S = 1, H = 2, D = 3; // clubs, spades, hearts, diamonds
const c = cardOf;

/** A new game through the definition (the chart's initial state). */
const setupMeow = (options: MeowOptions, seed: number, seats: number): MeowState =>
  meowMeow.setup({ options, seed, players: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })) });

/** A hand-made position: the given hands and top card, every other card of the deck in the draw pile. */
function position(p: { hands: Card[][]; top: Card; turn?: number; deck?: 32 | 52; drawTop?: Card[]; discardUnder?: Card[] } & Partial<MeowState>): MeowState {
  const deck = p.deck ?? 52;
  const used = new Set([...p.hands.flat(), p.top, ...(p.drawTop ?? []), ...(p.discardUnder ?? [])]);
  const rest = makeDeck(deck === 32 ? 7 : 2).filter((x) => !used.has(x));
  const base = setupMeow({ deck, dealer: p.hands.length - 1 }, 1, p.hands.length);
  const { hands, top, drawTop, discardUnder, ...overrides } = p;
  return {
    ...base,
    hands: hands.map((h) => h.slice()),
    discard: [...(discardUnder ?? []), top],
    drawPile: [...rest, ...(drawTop ?? []).slice().reverse()],
    turn: p.turn ?? 0,
    last: [],
    ...overrides,
  };
}

const play = (s: MeowState, card: Card, seat = s.turn): MeowState => must(s, { type: 'PLAY', seat, card });
function must(s: MeowState, e: MeowEvent): MeowState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${e.type}: ${why.key}`);
  return meowMeow.apply(s, e);
}

describe('setup', () => {
  it('deals 5 cards to each player, turns up one card and leaves the rest as the draw pile', () => {
    for (const deck of [32, 52] as const) {
      for (let seats = 2; seats <= 6; seats++) {
        const s = setupMeow({ deck, dealer: 0 }, 42, seats);
        expect(s.hands.every((h) => h.length === 5)).toBe(true);
        expect(s.discard).toHaveLength(1);
        expect(s.drawPile).toHaveLength(deck - 5 * seats - 1);
        expect(invariants(s)).toEqual([]);
      }
    }
  });
  it('the 32-card deck runs 7 to ace, the 52-card deck 2 to ace', () => {
    expect(makeDeck(7)).toHaveLength(32);
    expect(makeDeck(2)).toHaveLength(52);
  });
  it('the player to the left of the dealer begins', () => {
    expect(setupMeow({ deck: 32, dealer: 2 }, 1, 4).turn).toBe(3);
    expect(setupMeow({ deck: 32, dealer: 3 }, 1, 4).turn).toBe(0);
  });
  it('the first upturned card has no effect (a 7 asks for no draw, a jack names no suit)', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = setupMeow({ deck: 32, dealer: 0 }, seed, 3);
      expect(s.pendingDraw).toBe(0);
      expect(s.wish).toBeNull();
      expect(s.turn).toBe(1);
    }
  });
  it('the same seed deals the same game', () => {
    expect(setupMeow({ deck: 52, dealer: 0 }, 9, 4)).toEqual(setupMeow({ deck: 52, dealer: 0 }, 9, 4));
  });
});

describe('matching', () => {
  it('a card matching the rank of the top card may be played', () => {
    const s = position({ hands: [[c(H, 9), c(C, 2), c(S, 3)], [c(D, 4)]], top: c(C, 9) });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(H, 9) })).toBeNull();
  });
  it('a card matching the suit of the top card may be played', () => {
    const s = position({ hands: [[c(H, 9), c(C, 2), c(S, 3)], [c(D, 4)]], top: c(C, 10) });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(C, 2) })).toBeNull();
  });
  it('a card matching neither is refused with the reason', () => {
    const s = position({ hands: [[c(H, 9), c(C, 2)], [c(D, 4)]], top: c(S, 10) });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(H, 9) })).toEqual({ key: 'meow.mustMatch', params: { card: '9♥', top: '10♠' }, rule: 'matching' });
  });
  it('only the player whose turn it is may play', () => {
    const s = position({ hands: [[c(H, 9)], [c(H, 4)]], top: c(H, 10) });
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(H, 4) })?.key).toBe('engine.notYourTurn');
  });
  it('a card not in the hand is refused', () => {
    const s = position({ hands: [[c(H, 9), c(C, 3)], [c(H, 4)]], top: c(H, 10) });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(H, 5) })?.key).toBe('meow.notInHand');
  });
  it('after an ordinary card the turn passes clockwise', () => {
    const s = position({ hands: [[c(H, 9), c(C, 3)], [c(H, 4)], [c(S, 4)]], top: c(H, 10) });
    expect(play(s, c(H, 9)).turn).toBe(1);
  });
});

describe('7-chain', () => {
  const base = () => position({ hands: [[c(H, 7), c(C, 3), c(S, 4)], [c(C, 7), c(D, 2), c(D, 3)], [c(S, 7), c(H, 2), c(H, 3)], [c(D, 5), c(D, 6)]], top: c(H, 10) });
  it('a 7 makes the next player draw 2', () => {
    const s = play(base(), c(H, 7));
    expect(s.pendingDraw).toBe(2);
    expect(legalEvents(s, 1).map((e) => e.type)).toEqual(['PLAY', 'DRAW']);
    const after = must(s, { type: 'DRAW', seat: 1 });
    expect(after.hands[1]).toHaveLength(5);
    expect(after.pendingDraw).toBe(0);
  });
  it('a player who draws the penalty ends the turn', () => {
    const s = must(play(base(), c(H, 7)), { type: 'DRAW', seat: 1 });
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('choosingCard');
  });
  it('stacking a 7 passes the chain on: the next draws 4, then 6', () => {
    let s = play(base(), c(H, 7));
    s = play(s, c(C, 7));
    expect(s.pendingDraw).toBe(4);
    s = play(s, c(S, 7));
    expect(s.pendingDraw).toBe(6);
    const after = must(s, { type: 'DRAW', seat: 3 });
    expect(after.hands[3]).toHaveLength(2 + 6);
    expect(after.turn).toBe(0);
  });
  it('while a 7-chain is open only a 7 may be played', () => {
    const s = play(position({ hands: [[c(H, 7), c(C, 3), c(S, 4)], [c(H, 8), c(H, 11), c(D, 3)]], top: c(H, 10) }), c(H, 7));
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(H, 8) })?.key).toBe('meow.mustStackSeven');
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(H, 11) })?.key).toBe('meow.mustStackSeven');
  });
  it('after the penalty is drawn the 7 on top is an ordinary card again', () => {
    let s = play(position({ hands: [[c(H, 7), c(C, 3), c(S, 4)], [c(D, 3), c(D, 4)], [c(H, 2), c(C, 5)]], top: c(H, 10) }), c(H, 7));
    s = must(s, { type: 'DRAW', seat: 1 });
    expect(s.pendingDraw).toBe(0);
    expect(explain(s, { type: 'PLAY', seat: 2, card: c(H, 2) })).toBeNull();
  });
});

describe('8 skips', () => {
  it('an 8 makes the next player miss their turn', () => {
    const s = play(position({ hands: [[c(H, 8), c(C, 3)], [c(H, 2)], [c(H, 3)]], top: c(H, 10) }), c(H, 8));
    expect(s.turn).toBe(2);
    expect(s.last.some((a) => a.kind === 'skip' && a.seat === 1)).toBe(true);
  });
  it('with two players an 8 gives the same player another turn', () => {
    const s = play(position({ hands: [[c(H, 8), c(C, 3), c(C, 4)], [c(H, 2)]], top: c(H, 10) }), c(H, 8));
    expect(s.turn).toBe(0);
  });
});

describe('jack', () => {
  it('a jack may be played on any card but a jack, and its player names the suit', () => {
    let s = position({ hands: [[c(C, 11), c(C, 3), c(S, 3)], [c(D, 2), c(H, 2)]], top: c(H, 10) });
    s = play(s, c(C, 11));
    expect(s.phase).toBe('choosingSuit');
    expect(s.turn).toBe(0);
    expect(legalEvents(s, 0).filter((e) => e.type === 'WISH')).toHaveLength(4);
    s = must(s, { type: 'WISH', seat: 0, suit: D });
    expect(s.wish).toBe(D);
    expect(s.turn).toBe(1);
  });
  it('the next player must follow the wished suit', () => {
    let s = play(position({ hands: [[c(C, 11), c(C, 3), c(S, 3)], [c(D, 2), c(H, 2), c(C, 4)]], top: c(H, 10) }), c(C, 11));
    s = must(s, { type: 'WISH', seat: 0, suit: D });
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(C, 4) })?.key).toBe('meow.mustFollowWish');
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(H, 2) })?.key).toBe('meow.mustFollowWish');
    s = play(s, c(D, 2));
    expect(s.wish).toBeNull();
  });
  it('the wish stays until a card is played on it', () => {
    let s = play(position({ hands: [[c(C, 11), c(C, 3), c(S, 3)], [c(H, 2), c(C, 4)], [c(D, 4), c(H, 5)]], top: c(H, 10), drawTop: [c(S, 9)] }), c(C, 11));
    s = must(s, { type: 'WISH', seat: 0, suit: D });
    s = must(s, { type: 'DRAW', seat: 1 }); // draws 9♠, which does not fit the wish
    expect(s.turn).toBe(2);
    expect(s.wish).toBe(D);
  });
  it('no jack on a jack', () => {
    let s = play(position({ hands: [[c(C, 11), c(C, 3), c(S, 3)], [c(H, 11), c(D, 4)]], top: c(H, 10) }), c(C, 11));
    s = must(s, { type: 'WISH', seat: 0, suit: H });
    expect(explain(s, { type: 'PLAY', seat: 1, card: c(H, 11) })).toEqual({ key: 'meow.noJackOnJack', rule: 'jack' });
  });
  it('an upturned jack at the start asks nothing: match its suit, but no jack on it', () => {
    const s = position({ hands: [[c(S, 11), c(C, 3), c(H, 3)], [c(D, 4)]], top: c(C, 11) });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(C, 3) })).toBeNull();
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(S, 11) })?.key).toBe('meow.noJackOnJack');
  });
  it('naming a suit is only possible right after a jack', () => {
    const s = position({ hands: [[c(C, 3)], [c(D, 4)]], top: c(C, 10) });
    expect(explain(s, { type: 'WISH', seat: 0, suit: H })?.key).toBe('meow.wishOnlyAfterJack');
  });
});

describe('draw and play', () => {
  it('a player who cannot play draws one card and may play it at once if it fits', () => {
    let s = position({ hands: [[c(S, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10), drawTop: [c(H, 5)] });
    s = must(s, { type: 'DRAW', seat: 0 });
    expect(s.phase).toBe('drawnCard');
    expect(s.drawn).toBe(c(H, 5));
    expect(legalEvents(s, 0)).toEqual([{ type: 'PLAY', seat: 0, card: c(H, 5) }, { type: 'PASS', seat: 0 }, { type: 'MEOW', seat: 0 }].filter((e) => e.type !== 'MEOW' || s.hands[0].length === 2));
    s = play(s, c(H, 5));
    expect(s.turn).toBe(1);
  });
  it('a player may also keep the drawn card and end the turn', () => {
    let s = position({ hands: [[c(S, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10), drawTop: [c(H, 5)] });
    s = must(must(s, { type: 'DRAW', seat: 0 }), { type: 'PASS', seat: 0 });
    expect(s.hands[0]).toContain(c(H, 5));
    expect(s.turn).toBe(1);
  });
  it('after drawing, only the drawn card may be played', () => {
    let s = position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10), drawTop: [c(H, 5)] });
    s = must(s, { type: 'DRAW', seat: 0 });
    expect(explain(s, { type: 'PLAY', seat: 0, card: c(H, 3) })?.key).toBe('meow.onlyDrawnCard');
  });
  it('a drawn card that does not fit ends the turn at once', () => {
    const s = must(position({ hands: [[c(S, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10), drawTop: [c(C, 5)] }), { type: 'DRAW', seat: 0 });
    expect(s.turn).toBe(1);
    expect(s.hands[0]).toHaveLength(3);
  });
  it('a player may draw even with a playable card ("cannot or will not play")', () => {
    const s = position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10) });
    expect(explain(s, { type: 'DRAW', seat: 0 })).toBeNull();
  });
  it('passing without drawing is refused while a card can be played or drawn', () => {
    const s = position({ hands: [[c(S, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10) });
    expect(explain(s, { type: 'PASS', seat: 0 })?.key).toBe('meow.cannotPass');
  });
});

describe('Meow! call', () => {
  it('playing the second-to-last card after calling "Meow!" costs nothing', () => {
    let s = position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4), c(D, 5)]], top: c(H, 10) });
    s = must(s, { type: 'MEOW', seat: 0 });
    s = play(s, c(H, 3));
    expect(s.hands[0]).toEqual([c(S, 4)]);
  });
  it('forgetting the call draws one penalty card at the end of the turn', () => {
    const s = play(position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4), c(D, 5)]], top: c(H, 10) }), c(H, 3));
    expect(s.hands[0]).toHaveLength(2);
    expect(s.last.some((a) => a.kind === 'meowPenalty' && a.seat === 0)).toBe(true);
    expect(s.turn).toBe(1);
  });
  it('the call may be made after a jack as second-to-last card, before naming the suit', () => {
    let s = play(position({ hands: [[c(H, 11), c(S, 4)], [c(D, 4), c(D, 5)]], top: c(C, 10) }), c(H, 11));
    s = must(s, { type: 'MEOW', seat: 0 });
    s = must(s, { type: 'WISH', seat: 0, suit: S });
    expect(s.hands[0]).toEqual([c(S, 4)]);
  });
  it('calling at another time is refused, and only once per turn', () => {
    const s = position({ hands: [[c(H, 3), c(S, 4), c(S, 5)], [c(D, 4), c(D, 5)]], top: c(H, 10) });
    expect(explain(s, { type: 'MEOW', seat: 0 })?.key).toBe('meow.meowNotNow');
    const two = must(position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4)]], top: c(H, 10) }), { type: 'MEOW', seat: 0 });
    expect(explain(two, { type: 'MEOW', seat: 0 })?.key).toBe('meow.alreadyCalled');
  });
  it('the call does not carry over to the next turn', () => {
    let s = position({ hands: [[c(S, 3), c(S, 4)], [c(D, 4), c(D, 5), c(D, 6)]], top: c(H, 10), drawTop: [c(C, 2)] });
    s = must(s, { type: 'MEOW', seat: 0 });
    s = must(s, { type: 'DRAW', seat: 0 });
    expect(s.turn).toBe(1);
    expect(s.meowCalled).toBe(false);
  });
});

describe('reshuffle', () => {
  it('when the draw pile is empty the play pile under its top card is shuffled into a new one', () => {
    const under = [c(C, 2), c(C, 3), c(C, 4), c(C, 5)];
    let s = position({ hands: [[c(S, 3)], [c(D, 4)]], top: c(H, 10), discardUnder: under, deck: 52 });
    // Move everything else out of the draw pile into hands so the pile is empty.
    s = { ...s, hands: [[c(S, 3)], [c(D, 4), ...s.drawPile]], drawPile: [] };
    expect(invariants(s)).toEqual([]);
    s = must(s, { type: 'DRAW', seat: 0 });
    expect(s.reshuffles).toBe(1);
    expect(s.discard).toEqual([c(H, 10)]);
    expect(s.drawPile.length + (s.hands[0].length - 1)).toBe(4);
    expect(invariants(s)).toEqual([]);
  });
  it('with nothing left to draw and no card that fits, the player passes', () => {
    const base = position({ hands: [[c(S, 3), c(S, 5)], []], top: c(H, 10), deck: 52 });
    const s: MeowState = { ...base, hands: [[c(S, 3), c(S, 5)], base.drawPile.slice()], drawPile: [] };
    expect(invariants(s)).toEqual([]);
    expect(legalEvents(s, 0)).toEqual([{ type: 'PASS', seat: 0 }, { type: 'MEOW', seat: 0 }]);
    expect(explain(s, { type: 'DRAW', seat: 0 })?.key).toBe('meow.cannotDraw');
    expect(must(s, { type: 'PASS', seat: 0 }).turn).toBe(1);
  });
  it('a 7-chain asking for more cards than are left draws what there is', () => {
    const base = position({ hands: [[c(H, 7), c(S, 5), c(S, 6)], []], top: c(H, 10), deck: 52, discardUnder: [c(C, 2)] });
    let s: MeowState = { ...base, hands: [base.hands[0], base.drawPile.slice()], drawPile: [] };
    s = { ...play(s, c(H, 7)), pendingDraw: 6 }; // as if a chain of three 7s were open
    const before = s.hands[1].length;
    s = must(s, { type: 'DRAW', seat: 1 });
    // Only the 2♣ and the 10♥ under the top 7♥ can be reshuffled and drawn.
    expect(s.hands[1].length - before).toBe(2);
    expect(s.pendingDraw).toBe(0);
    expect(s.turn).toBe(0);
    expect(invariants(s)).toEqual([]);
  });
});

describe('end', () => {
  it('emptying the hand wins at once', () => {
    const s = play(position({ hands: [[c(H, 3)], [c(D, 4), c(D, 5)]], top: c(H, 10) }), c(H, 3));
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(s.endReason).toBe('emptied');
    expect(legalEvents(s, 1)).toEqual([]);
  });
  it('a jack as the last card wins without naming a suit', () => {
    const s = play(position({ hands: [[c(H, 11)], [c(D, 4)]], top: c(C, 10) }), c(H, 11));
    expect(s.phase).toBe('over');
  });
  it('a 7 as the last card wins; nobody draws', () => {
    const s = play(position({ hands: [[c(H, 7)], [c(D, 4)]], top: c(H, 10) }), c(H, 7));
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });
});

describe('view', () => {
  it('shows the viewer its own hand and only the sizes of the others', () => {
    const s = setupMeow({ deck: 32, dealer: 0 }, 3, 3);
    const v = viewOf(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handCounts).toEqual([5, 5, 5]);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(viewOf(s, null).hand).toBeNull();
  });
});

describe('public history', () => {
  const turns = (s: MeowState) => viewOf(s, 1).history!;
  const lastTurn = (s: MeowState) => turns(s)[turns(s).length - 1];
  it('records a play with what the seat faced, and the wish after a jack', () => {
    const s = play(position({ hands: [[c(H, 3), c(S, 11), c(S, 4)], [c(D, 4), c(D, 5)]], top: c(H, 10) }), c(H, 3));
    expect(turns(s)).toEqual([{ seat: 0, top: c(H, 10), wish: null, pendingDraw: 0, what: 'play', card: c(H, 3), count: 0, wished: null, meowPenalty: 0 }]);
    const jack = must(play(position({ hands: [[c(S, 11), c(S, 4), c(S, 5)], [c(D, 4)]], top: c(H, 3) }), c(S, 11)), { type: 'WISH', seat: 0, suit: D });
    expect(lastTurn(jack)).toMatchObject({ seat: 0, top: c(H, 3), what: 'play', card: c(S, 11), wished: D });
  });
  it('records a 7 stacked on a chain and the chain drawn as a penalty', () => {
    const base = position({ hands: [[c(H, 7), c(C, 3), c(S, 4)], [c(C, 7), c(D, 2), c(D, 3)], [c(S, 9), c(H, 2), c(H, 3)]], top: c(H, 10) });
    const s = must(play(play(base, c(H, 7)), c(C, 7)), { type: 'DRAW', seat: 2 });
    expect(turns(s).map((t) => [t.seat, t.what, t.pendingDraw, t.count])).toEqual([[0, 'play', 0, 0], [1, 'play', 2, 0], [2, 'penalty', 4, 4]]);
  });
  it('records a draw that did not fit, a drawn card played, and a drawn card kept', () => {
    const hands = [[c(S, 3), c(S, 4)], [c(D, 4)]];
    const miss = must(position({ hands, top: c(H, 10), drawTop: [c(C, 5)] }), { type: 'DRAW', seat: 0 });
    expect(lastTurn(miss)).toMatchObject({ seat: 0, top: c(H, 10), what: 'draw', card: null, count: 1 });
    const played = play(must(position({ hands, top: c(H, 10), drawTop: [c(H, 5)] }), { type: 'DRAW', seat: 0 }), c(H, 5));
    expect(turns(played)).toHaveLength(1);
    expect(lastTurn(played)).toMatchObject({ seat: 0, what: 'drawPlay', card: c(H, 5), count: 1 });
    const kept = must(must(position({ hands, top: c(H, 10), drawTop: [c(H, 5)] }), { type: 'DRAW', seat: 0 }), { type: 'PASS', seat: 0 });
    expect(turns(kept)).toHaveLength(1);
    expect(lastTurn(kept)).toMatchObject({ seat: 0, what: 'drawKeep', card: null, count: 1 });
  });
  it('records a pass with nothing to draw or play, and the card drawn for a forgotten Meow', () => {
    const base = position({ hands: [[c(S, 3), c(S, 5)], []], top: c(H, 10), deck: 52 });
    const stuck: MeowState = { ...base, hands: [[c(S, 3), c(S, 5)], base.drawPile.slice()], drawPile: [] };
    expect(lastTurn(must(stuck, { type: 'PASS', seat: 0 }))).toMatchObject({ seat: 0, what: 'pass', card: null, count: 0 });
    const forgot = play(position({ hands: [[c(H, 3), c(S, 4)], [c(D, 4), c(D, 5)]], top: c(H, 10) }), c(H, 3));
    expect(lastTurn(forgot)).toMatchObject({ seat: 0, what: 'play', card: c(H, 3), meowPenalty: 1 });
  });
  it('stays shallow in the state however long the game (chunks of turns), and reads back whole', () => {
    let list = null as MeowState['history'];
    const all = Array.from({ length: 300 }, (_, i) => newTurn(i % 3, i % 32, null, 0, 'play', (i + 1) % 32, 0));
    for (const t of all) list = addTurn(list, t);
    let depth = 0;
    for (let l = list; l !== null; l = l.prev) depth++;
    expect(depth).toBeLessThanOrEqual(10);
    expect(turnsOf(list)).toEqual(all);
    expect(turnsOf(listOf(all))).toEqual(all);
    // The newest turn amended in place of a copy: the older chunks are shared, the list is unchanged.
    const amended = amendTurn(list!, { what: 'drawPlay' });
    expect(turnsOf(amended).at(-1)!.what).toBe('drawPlay');
    expect(turnsOf(list).at(-1)!.what).toBe('play');
    expect(amended.prev).toBe(list!.prev);
  });
  it('is the same in every seat\'s view and never names a card that was not shown face up', () => {
    for (let seed = 0; seed < 20; seed++) {
      let s = setupMeow({ deck: 32, dealer: 0 }, seed, 3);
      const shown = new Set<Card>(s.discard);
      let turnsTaken = 0;
      for (let i = 0; i < 80 && s.phase !== 'over'; i++) {
        const legal = legalEvents(s, s.turn);
        const e = legal[(seed * 31 + i * 7) % legal.length];
        if (e.type === 'PLAY') shown.add(e.card);
        // A turn is one entry: its first draw, play or pass (a drawn card played or kept completes the draw's).
        if (e.type === 'DRAW' || ((e.type === 'PLAY' || e.type === 'PASS') && s.phase === 'choosingCard')) turnsTaken++;
        s = meowMeow.apply(s, e);
        const views = [0, 1, 2, null].map((v) => viewOf(s, v).history);
        for (const h of views) expect(h).toEqual(views[0]);
        for (const t of views[0]!) {
          expect(shown.has(t.top)).toBe(true);
          if (t.card !== null) expect(shown.has(t.card)).toBe(true);
        }
      }
      expect(viewOf(s, 0).history).toHaveLength(turnsTaken);
    }
  });
});
