// The Meow Meow bot adapter and the bot levels on it: determinisations are consistent with the view,
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
import { meowMeow, type MeowState } from '../rules/definition';
import { determinize, evaluate, eventKey, meowMeowBot, playout, scoreEvent, searchLegalEvents } from './bot';
import { cardOf, JACK, makeDeck, rankOf, suitOf, type Card } from '../../shared/cards';
import { deep, limit } from '../../../engine/test-depth';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const LEVELS: AiLevel[] = ['random', 'easy', 'greedy', 'normal', 'hard'];
const SMALL = { iterations: 60, ms: 10_000 };

/** A game played `steps` events deep by random legal events (through the statechart). */
function midGame(seed: number, n: number, steps: number, deck: 32 | 52 = 32): GameSession<typeof meowMeow> {
  const s = new GameSession(meowMeow, { options: { deck, dealer: seed % n }, seed, players: players(n) });
  for (let i = 0; i < steps && !s.over; i++) {
    const seat = s.state.turn;
    const legal = meowMeow.legalEvents(s.state, seat);
    expect(s.send(chooseEvent(meowMeowBot, 'random', meowMeow.view(s.state, seat), legal, seed * 7919 + i).event).ok).toBe(true);
  }
  return s;
}

/** The same state with the hidden cards (other hands, draw pile) dealt differently and another generator. */
function reshuffleHidden(s: MeowState, me: number, seed: number): MeowState {
  const hidden: Card[] = [...s.drawPile];
  s.hands.forEach((h, i) => { if (i !== me) hidden.push(...h); });
  const [mixed] = shuffle(hidden, seed);
  let at = 0;
  const hands = s.hands.map((h, i) => (i === me ? h.slice() : mixed.slice(at, (at += h.length))));
  return { ...s, hands, drawPile: mixed.slice(at), rng: (s.rng ^ 0x5bd1e995) >>> 0 };
}

describe('determinize', () => {
  it('gives a state with the same view for the viewer and every card exactly once', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), fc.nat(120), fc.constantFrom(32 as const, 52 as const), fc.nat(),
      (seed, n, steps, deck, botSeed) => {
        const s = midGame(seed, n, steps, deck);
        if (s.over) return;
        for (let viewer = 0; viewer < n; viewer++) {
          const view = meowMeow.view(s.state, viewer);
          const [d] = determinize(view, botSeed);
          expect(meowMeow.view(d, viewer)).toEqual(view);
          expect(meowMeow.invariants(d)).toEqual([]);
          expect(d.playedThisTurn).toBe(s.state.playedThisTurn);
          // The forward model runs on it: every legal event applies and keeps the invariants.
          for (const e of meowMeow.legalEvents(d, d.turn)) expect(meowMeow.invariants(meowMeow.apply(d, e))).toEqual([]);
        }
      }), { numRuns: 60 });
  });

  it('keeps the card just played on top while a jack waits for its wish', () => {
    for (let seed = 0; seed < 400; seed++) {
      const s = midGame(seed, 3, 60);
      if (s.state.phase !== 'choosingSuit') continue;
      const [d] = determinize(meowMeow.view(s.state, s.state.turn), seed);
      expect(d.phase).toBe('choosingSuit');
      expect(d.playedThisTurn).toBe(d.discard[d.discard.length - 1]);
      return;
    }
    throw new Error('no game reached choosingSuit');
  });

  it('mostly deals a seat that just drew on this top cards that do not fit it', () => {
    for (let seed = 0; seed < 500; seed++) {
      const s = midGame(seed, 2, 1 + (seed % 20));
      const st = s.state;
      const first = st.last[0];
      if (st.phase !== 'choosingCard' || st.pendingDraw > 0 || first?.kind !== 'draw' || first.seat === st.turn) continue;
      const view = meowMeow.view(st, st.turn);
      let lacking = 0;
      for (let k = 0; k < 200; k++) {
        const [d] = determinize(view, k);
        expect(meowMeow.view(d, st.turn)).toEqual(view);
        if (d.hands[first.seat].every((c) => !meowMeow.legalEvents({ ...d, turn: first.seat }, first.seat).some((e) => e.type === 'PLAY' && e.card === c))) lacking++;
      }
      expect(lacking).toBeGreaterThan(150);
      return;
    }
    throw new Error('no game had a draw just before the viewer\'s turn');
  });

  it('mostly deals a seat that just wished a suit a card of that suit', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const s = midGame(seed, 2, 1 + (seed % 30));
      const st = s.state;
      const wish = st.last.find((a) => a.kind === 'wish');
      if (st.phase !== 'choosingCard' || st.wish === null || wish?.kind !== 'wish' || wish.seat === st.turn || st.hands[wish.seat].length === 0) continue;
      const view = meowMeow.view(st, st.turn);
      let holds = 0;
      for (let k = 0; k < 200; k++) {
        const [d] = determinize(view, k);
        expect(meowMeow.view(d, st.turn)).toEqual(view);
        if (d.hands[wish.seat].some((c) => suitOf(c) === st.wish && rankOf(c) !== JACK)) holds++;
      }
      expect(holds).toBeGreaterThan(160);
      return;
    }
    throw new Error('no game had a wish just before the viewer\'s turn');
  });

  it('deals hidden cards differently for different bot seeds', () => {
    const s = midGame(5, 4, 10);
    const view = meowMeow.view(s.state, s.state.turn);
    const a = determinize(view, 1)[0];
    const b = determinize(view, 2)[0];
    expect(a.hands[s.state.turn]).toEqual(b.hands[s.state.turn]);
    expect([...a.drawPile, ...a.hands.flat()]).not.toEqual([...b.drawPile, ...b.hands.flat()]);
  });
});

describe('evaluate, scoreEvent, playout', () => {
  it('rewards the winner with 1 and the others with 0 when over', () => {
    const s = midGame(3, 3, 5000);
    expect(s.over).toBe(true);
    const r = evaluate(s.state);
    const w = s.state.winners[0];
    r.forEach((x, i) => expect(x).toBe(i === w ? 1 : 0));
  });

  it('prefers fewer cards and stays within [0, 1]', () => {
    const s = midGame(4, 2, 0).state;
    const fewer = { ...s, hands: [s.hands[0].slice(0, 2), s.hands[1]] };
    const r = evaluate(fewer);
    expect(r[0]).toBeGreaterThan(r[1]);
    expect(r[0] + r[1]).toBeCloseTo(1);
    for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
  });

  it('scores the Meow call and shedding above drawing, and wishes the suit held most', () => {
    const s = midGame(8, 2, 0).state;
    const seat = s.turn;
    expect(scoreEvent(s, { type: 'MEOW', seat }, seat)).toBeGreaterThan(scoreEvent(s, { type: 'PLAY', seat, card: s.hands[seat][0] }, seat));
    expect(scoreEvent(s, { type: 'PLAY', seat, card: s.hands[seat][0] }, seat)).toBeGreaterThan(scoreEvent(s, { type: 'DRAW', seat }, seat));
    const hand = [cardOf(2, 9), cardOf(2, 10), cardOf(0, 12)];
    const t: MeowState = { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)), phase: 'choosingSuit' };
    const legal = meowMeow.legalEvents(t, seat);
    expect(playout(t, seat, legal, 1)[0]).toEqual({ type: 'WISH', seat, suit: 2 });
  });

  it('the playout policy calls Meow when it may and keeps jacks while another card fits', () => {
    for (let seed = 0; seed < 300; seed++) {
      const st = midGame(seed, 2, seed % 40).state;
      if (st.phase === 'over') continue;
      const legal = meowMeow.legalEvents(st, st.turn);
      const [e] = playout(st, st.turn, legal, seed);
      expect(legal).toContainEqual(e);
      if (legal.some((x) => x.type === 'MEOW')) expect(e.type).toBe('MEOW');
      else if (e.type === 'PLAY' && e.card % 13 + 2 === JACK) {
        expect(legal.every((x) => x.type !== 'PLAY' || x.card % 13 + 2 === JACK)).toBe(true);
      }
    }
  });

  it('gives every event of a state a distinct key', () => {
    const s = midGame(2, 2, 0).state;
    const seat = s.turn;
    const events = [
      ...makeDeck(2).map((card) => ({ type: 'PLAY' as const, seat, card })),
      { type: 'DRAW' as const, seat }, { type: 'PASS' as const, seat }, { type: 'MEOW' as const, seat },
      ...[0, 1, 2, 3].map((suit) => ({ type: 'WISH' as const, seat, suit: suit as 0 | 1 | 2 | 3 })),
    ];
    expect(new Set(events.map(eventKey)).size).toBe(events.length);
  });
});

describe('the search\'s model of the other seats', () => {
  it('gives the deciding seat every event and each other seat only the one greedy would choose', () => {
    let others = 0;
    for (let seed = 0; seed < 40; seed++) {
      const n = 2 + (seed % 3);
      const st = midGame(seed, n, 1 + (seed % 25)).state;
      if (st.phase === 'over') continue;
      const me = (st.turn + 1 + (seed % (n - 1))) % n;
      const searched = meowMeowBot.forView!(meowMeow.view(st, me)).def;
      const real = searchLegalEvents(st, st.turn);
      if (st.turn === me) {
        expect(searched.legalEvents(st, st.turn)).toEqual(real);
        continue;
      }
      const greedy = chooseEvent(meowMeowBot, 'greedy', meowMeow.view(st, st.turn), real, seed).event;
      expect(searched.legalEvents(st, st.turn)).toEqual([greedy]);
      others++;
    }
    expect(others).toBeGreaterThan(20);
  });
});

describe('bots', () => {
  it('are honest: states differing only in hidden cards give the same view and the same choice', () => {
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const n = 2 + (seed % 3);
      const s = midGame(seed, n, (seed * 5) % 30);
      if (s.over) continue;
      const me = s.state.turn;
      const other = reshuffleHidden(s.state, me, seed * 31);
      expect(other).not.toEqual(s.state);
      const v1 = meowMeow.view(s.state, me);
      const v2 = meowMeow.view(other, me);
      expect(v2).toEqual(v1);
      const legal1 = meowMeow.legalEvents(s.state, me);
      const legal2 = meowMeow.legalEvents(other, me);
      expect(legal2).toEqual(legal1);
      for (const level of LEVELS) {
        const a = chooseEvent(meowMeowBot, level, v1, legal1, 99 + seed, SMALL).event;
        const b = chooseEvent(meowMeowBot, level, v2, legal2, 99 + seed, SMALL).event;
        expect(b).toEqual(a);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('only return legal events: full games through the statechart with every level', () => {
    const tables: AiLevel[][] = [['random', 'easy', 'greedy', 'hard'], ['hard', 'normal'], ['easy', 'hard', 'random']];
    tables.forEach((bots, t) => {
      for (let g = 0; g < 2; g++) {
        const seed = 1000 + t * 10 + g;
        const s = new GameSession(meowMeow, { options: { deck: g ? 52 : 32, dealer: g % bots.length }, seed, players: players(bots.length) });
        for (let i = 0; !s.over; i++) {
          expect(i).toBeLessThan(5000);
          const seat = s.state.turn;
          const legal = meowMeow.legalEvents(s.state, seat);
          const c = chooseEvent(meowMeowBot, bots[seat], meowMeow.view(s.state, seat), legal, seed + i, { iterations: 40 });
          const r = s.send(c.event);
          if (!r.ok) throw new Error(`${bots[seat]} sent ${JSON.stringify(c.event)}: ${r.reason.key}`);
          expect(meowMeow.invariants(s.state)).toEqual([]);
        }
      }
    });
  });

  it('hard (150 iterations) beats random in most two-player games', () => {
    const GAMES = deep(16);
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      const hardSeat = g % 2;
      const s = new GameSession(meowMeow, { options: { deck: 32, dealer: (g >> 1) % 2 }, seed: 5000 + g, players: players(2) });
      for (let i = 0; !s.over; i++) {
        const seat = s.state.turn;
        const legal = meowMeow.legalEvents(s.state, seat);
        const level: AiLevel = seat === hardSeat ? 'hard' : 'random';
        expect(s.send(chooseEvent(meowMeowBot, level, meowMeow.view(s.state, seat), legal, g * 10_000 + i, { iterations: 150, ms: 10_000 }).event).ok).toBe(true);
      }
      if (s.state.winners.includes(hardSeat)) wins += 1 / s.state.winners.length;
    }
    expect(wins / GAMES).toBeGreaterThan(0.6);
  }, limit(120_000));

  it('hard calls Meow whenever it may, without searching; its search never branches on forgetting the call', () => {
    let seen = 0;
    for (let seed = 0; seed < 300 && seen < 5; seed++) {
      const st = midGame(seed, 2, 1 + (seed % 40)).state;
      const legal = meowMeow.legalEvents(st, st.turn);
      if (!legal.some((e) => e.type === 'MEOW')) continue;
      const c = chooseEvent(meowMeowBot, 'hard', meowMeow.view(st, st.turn), legal, seed, SMALL);
      expect(c.event.type).toBe('MEOW');
      expect(c.iterations).toBe(0);
      expect(meowMeowBot.def.legalEvents(st, st.turn)).toEqual([{ type: 'MEOW', seat: st.turn }]);
      seen++;
    }
    expect(seen).toBe(5);
  });

  it('returns at once when only one event is legal', () => {
    const s = midGame(9, 2, 0).state;
    const legal = [meowMeow.legalEvents(s, s.turn)[0]];
    const c = chooseEvent(meowMeowBot, 'hard', meowMeow.view(s, s.turn), legal, 1);
    expect(c.event).toBe(legal[0]);
    expect(c.iterations).toBe(0);
  });

  it('hard respects the iteration cap and the time budget', () => {
    const s = midGame(10, 4, 3).state;
    const legal = meowMeow.legalEvents(s, s.turn);
    expect(legal.length).toBeGreaterThan(1);
    const view = meowMeow.view(s, s.turn);
    expect(chooseEvent(meowMeowBot, 'hard', view, legal, 1, { iterations: 50, ms: 10_000 }).iterations).toBeLessThanOrEqual(50);
    // The test's own clock (1 ms per reading): the search reads it once per batch of 16 iterations and stops at
    // the first reading past 30 ms, however busy the machine is.
    const timed = withFakeClock(() => chooseEvent(meowMeowBot, 'hard', view, legal, 1, { iterations: 1e9, ms: 30 }));
    expect(timed.ms).toBeLessThanOrEqual(32);
    expect(timed.iterations).toBeLessThanOrEqual(16 * 32);
    expect(legal).toContainEqual(timed.event);
  });
});
