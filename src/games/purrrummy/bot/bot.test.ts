// The Purrrummy bot adapter and the bot levels on it: determinisations are consistent with the view,
// bots are honest (hidden cards cannot change their choice) and legal (replayed through the statechart),
// and the hard bot is stronger than random.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { shuffle } from '../../../engine/rng';
import type { PlayerInfo } from '../../../engine/types';
import { chooseEvent } from '../../../ai/bots';
import { withFakeClock } from '../../../ai/test-clock';
import type { AiLevel } from '../../../ai/types';
import { purrrummy, type PurrState } from '../rules/definition';
import { RULES } from '../rules/constants';
import { deadwood, determinize, evaluate, playout, purrrummyBot, scoreEvent } from './bot';
import { C, D, H, J1, S, c, position } from '../test/testkit';
import type { Card } from '../../shared/cards';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const LEVELS: AiLevel[] = ['random', 'easy', 'greedy', 'normal', 'hard'];
const SMALL = { iterations: 40, ms: 10_000 };

/** A game played `steps` events deep by the easy policy (through the statechart), so melds appear. */
function midGame(seed: number, n: number, steps: number, layoff = false): GameSession<typeof purrrummy> {
  const s = new GameSession(purrrummy, { options: { layoff, dealer: seed % n }, seed, players: players(n) });
  for (let i = 0; i < steps && !s.over; i++) {
    const seat = s.state.turn;
    const legal = purrrummy.legalEvents(s.state, seat);
    expect(s.send(chooseEvent(purrrummyBot, i % 3 ? 'easy' : 'random', purrrummy.view(s.state, seat), legal, seed * 7919 + i).event).ok).toBe(true);
  }
  return s;
}

/** The same state with the hidden cards (others' unshown cards, the deck) dealt differently and another generator. */
function reshuffleHidden(s: PurrState, me: number, seed: number): PurrState {
  const hidden: Card[] = [...s.drawPile];
  s.hands.forEach((h, i) => { if (i !== me) hidden.push(...h.filter((x) => !s.shown[i].includes(x))); });
  const [mixed] = shuffle(hidden, seed);
  let at = 0;
  const hands = s.hands.map((h, i) => {
    if (i === me) return h.slice();
    const n = h.length - s.shown[i].length;
    return [...mixed.slice(at, (at += n)), ...s.shown[i]];
  });
  return { ...s, hands, drawPile: mixed.slice(at), rng: (s.rng ^ 0x5bd1e995) >>> 0 };
}

describe('determinize', () => {
  it('gives a state with the same view for the viewer, every card exactly once, and a working forward model', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: RULES.minPlayers, max: RULES.maxPlayers }), fc.nat(80), fc.boolean(), fc.nat(),
      (seed, n, steps, layoff, botSeed) => {
        const s = midGame(seed, n, steps, layoff);
        if (s.over) return;
        for (let viewer = 0; viewer < n; viewer++) {
          const view = purrrummy.view(s.state, viewer);
          const [d] = determinize(view, botSeed);
          expect(purrrummy.view(d, viewer)).toEqual(view);
          expect(purrrummy.invariants(d)).toEqual([]);
          // Cards others took from the discard pile stay in their hands.
          d.shown.forEach((cards, seat) => { for (const x of cards) expect(d.hands[seat]).toContain(x); });
          for (const e of purrrummy.legalEvents(d, d.turn)) expect(purrrummy.invariants(purrrummy.apply(d, e))).toEqual([]);
        }
      }), { numRuns: 25 });
  });

  it('deals hidden cards differently for different bot seeds', () => {
    const s = midGame(5, 3, 6);
    const view = purrrummy.view(s.state, s.state.turn);
    const a = determinize(view, 1)[0];
    const b = determinize(view, 2)[0];
    expect(a.hands[s.state.turn]).toEqual(b.hands[s.state.turn]);
    expect([...a.drawPile, ...a.hands.flat()]).not.toEqual([...b.drawPile, ...b.hands.flat()]);
  });
});

describe('evaluate, scoreEvent, playout', () => {
  it('deadwood: melds count nothing, partners half, loners a whole card, jokers nothing', () => {
    expect(deadwood([c(H, 5), c(H, 6), c(H, 7)])).toBe(0);
    expect(deadwood([c(H, 9), c(S, 9), c(D, 9)])).toBe(0);
    expect(deadwood([c(H, 14), c(H, 2), c(H, 3)])).toBe(0);
    expect(deadwood([c(H, 5), c(H, 6)])).toBe(1);
    expect(deadwood([c(H, 5), c(S, 11)])).toBe(2);
    expect(deadwood([c(H, 5), c(H, 6), J1])).toBe(0);
    expect(deadwood([c(H, 5), c(H, 6), c(H, 7), c(C, 13)])).toBe(1);
  });

  it('rewards the winner with 1 and the others with 0 when over; in [0, 1] and fewer loose cards is better otherwise', () => {
    const over = { ...position({ hands: [[], [c(C, 9)]] }), phase: 'over' as const, winners: [0] };
    expect(evaluate(over)).toEqual([1, 0]);
    const s = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(C, 2)], [c(C, 9), c(S, 12), c(D, 4), c(H, 11)]], turn: 1, phase: 'drawing' });
    const r = evaluate(s);
    expect(r[0]).toBeGreaterThan(r[1]);
    for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
  });

  it('scores going out highest, melding above discarding, and discards the loose card', () => {
    const s = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(C, 2), c(S, 9), c(S, 10)], [c(C, 9)]] });
    const meld = scoreEvent(s, { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(H, 7)] }, 0);
    const loose = scoreEvent(s, { type: 'DISCARD', seat: 0, card: c(C, 2) }, 0);
    const pair = scoreEvent(s, { type: 'DISCARD', seat: 0, card: c(S, 9) }, 0);
    expect(meld).toBeGreaterThan(loose);
    expect(loose).toBeGreaterThan(pair);
    const last = position({ hands: [[c(C, 2)], [c(C, 9)]] });
    expect(scoreEvent(last, { type: 'DISCARD', seat: 0, card: c(C, 2) }, 0)).toBe(1000);
  });

  it('the playout policy takes a discard that completes a meld, lays the biggest meld, and always returns a legal event', () => {
    const take = position({ hands: [[c(H, 5), c(H, 6), c(C, 2)], [c(C, 9)]], discard: [c(S, 3), c(H, 7)], phase: 'drawing' });
    expect(playout(take, 0, purrrummy.legalEvents(take, 0), 1)[0].type).toBe('TAKE_DISCARD');
    const big = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(H, 8), c(C, 2)], [c(C, 9)]] });
    const [e] = playout(big, 0, purrrummy.legalEvents(big, 0), 1);
    expect(e).toMatchObject({ type: 'MELD', cards: [c(H, 5), c(H, 6), c(H, 7), c(H, 8)] });
    for (let seed = 0; seed < 100; seed++) {
      const st = midGame(seed, 2 + (seed % 3), seed % 50, seed % 2 === 0).state;
      if (st.phase === 'over') continue;
      const legal = purrrummy.legalEvents(st, st.turn);
      expect(legal).toContainEqual(playout(st, st.turn, legal, seed)[0]);
    }
  });
});

describe('bots', () => {
  it('are honest: states differing only in hidden cards give the same view and the same choice', () => {
    let compared = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const n = 2 + (seed % 3);
      const s = midGame(seed, n, (seed * 7) % 40);
      if (s.over) continue;
      const me = s.state.turn;
      const other = reshuffleHidden(s.state, me, seed * 31);
      expect(other).not.toEqual(s.state);
      const v1 = purrrummy.view(s.state, me);
      const v2 = purrrummy.view(other, me);
      expect(v2).toEqual(v1);
      const legal1 = purrrummy.legalEvents(s.state, me);
      expect(purrrummy.legalEvents(other, me)).toEqual(legal1);
      for (const level of LEVELS) {
        const a = chooseEvent(purrrummyBot, level, v1, legal1, 99 + seed, SMALL).event;
        const b = chooseEvent(purrrummyBot, level, v2, legal1, 99 + seed, SMALL).event;
        expect(b).toEqual(a);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });

  it('only return legal events: full games through the statechart with every level', () => {
    const tables: AiLevel[][] = [['random', 'easy', 'greedy', 'hard'], ['hard', 'normal']];
    tables.forEach((bots, t) => {
      const seed = 1000 + t;
      const s = new GameSession(purrrummy, { options: { layoff: t === 0, dealer: 0 }, seed, players: players(bots.length) });
      for (let i = 0; !s.over; i++) {
        expect(i).toBeLessThan(3000);
        const seat = s.state.turn;
        const legal = purrrummy.legalEvents(s.state, seat);
        const choice = chooseEvent(purrrummyBot, bots[seat], purrrummy.view(s.state, seat), legal, seed + i, { iterations: 30 });
        const r = s.send(choice.event);
        if (!r.ok) throw new Error(`${bots[seat]} sent ${JSON.stringify(choice.event)}: ${r.reason.key}`);
        expect(purrrummy.invariants(s.state)).toEqual([]);
      }
    });
  }, 60_000);

  it('hard beats random in most two-player games', () => {
    const GAMES = 6;
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      const hardSeat = g % 2;
      const s = new GameSession(purrrummy, { options: { layoff: false, dealer: (g >> 1) % 2 }, seed: 5000 + g, players: players(2) });
      for (let i = 0; !s.over && i < 2000; i++) {
        const seat = s.state.turn;
        const legal = purrrummy.legalEvents(s.state, seat);
        const level: AiLevel = seat === hardSeat ? 'hard' : 'random';
        expect(s.send(chooseEvent(purrrummyBot, level, purrrummy.view(s.state, seat), legal, g * 10_000 + i, { iterations: 60, ms: 10_000 }).event).ok).toBe(true);
      }
      if (s.state.winners.includes(hardSeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('hard respects the iteration cap and the time budget', () => {
    let s = midGame(10, 2, 1).state;
    if (s.phase !== 'melding') s = midGame(10, 2, 2).state;
    const legal = purrrummy.legalEvents(s, s.turn);
    expect(legal.length).toBeGreaterThan(1);
    const view = purrrummy.view(s, s.turn);
    expect(chooseEvent(purrrummyBot, 'hard', view, legal, 1, { iterations: 30, ms: 10_000 }).iterations).toBeLessThanOrEqual(30);
    // The test's own clock (1 ms per reading), so the budget is checked however busy the machine is.
    const timed = withFakeClock(() => chooseEvent(purrrummyBot, 'hard', view, legal, 1, { iterations: 1e9, ms: 30 }));
    expect(timed.ms).toBeLessThanOrEqual(32);
    expect(timed.iterations).toBeLessThanOrEqual(16 * 32);
    expect(legal).toContainEqual(timed.event);
  });
});
