// The Mauwi bot adapter and the bot levels on it: determinisations are valid states that agree with the view,
// bots are honest (hidden cards cannot change their choice) and legal (played through the statechart), and
// greedy beats random.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { seedFrom } from '../../../engine/rng';
import type { PlayerInfo } from '../../../engine/types';
import { chooseEvent } from '../../../ai/bots';
import type { AiLevel } from '../../../ai/types';
import { mauwi, type MauwiOptions, type MauwiState } from '../rules/definition';
import { SEARCH_DEPTH, determinize, evaluate, eventKey, mauwiBot, playout, scoreEvent } from './bot';
import { actors } from '../rules/actors';
import { invariants } from '../rules/invariants';
import { legalEvents } from '../rules/moves';
import type { MauwiEvent } from '../rules/state';
import { viewOf } from '../rules/view';
import { joker, must, newGame, position, w } from '../test/testkit';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));
const SMALL = { iterations: 40, ms: 10_000 };
const ALL = { kiwi: 4, ninox: 4, tuatara: 4 };

/** Every legal event of every actor. */
const allLegal = (s: MauwiState): MauwiEvent[] => actors(s).flatMap((p) => legalEvents(s, p));

/** The states of one random game (pure reducer), every state kept. */
function randomStates(options: MauwiOptions, seats: number, seed: number, max = 200): MauwiState[] {
  let s = newGame(options, seed, seats);
  const out = [s];
  let r = seedFrom(seed);
  for (let i = 0; i < max && s.phase !== 'over'; i++) {
    const legal = allLegal(s);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    s = mauwi.apply(s, legal[r % legal.length]);
    out.push(s);
  }
  return out;
}

const optionsArb = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  edition: fc.constantFrom<'en' | 'fr'>('en', 'fr'),
  animals: fc.constantFrom({ kiwi: 0, ninox: 0, tuatara: 0 }, { kiwi: 2, ninox: 2, tuatara: 2 }, ALL),
  teams: fc.boolean(),
  seed: fc.integer({ min: 0, max: 2 ** 30 }),
});

function optionsOf(g: { seats: number; edition: 'en' | 'fr'; animals: MauwiOptions['animals']; teams: boolean; seed: number }): MauwiOptions {
  const en = g.edition === 'en';
  return { edition: g.edition, animals: en ? g.animals : { kiwi: 0, ninox: 0, tuatara: 0 }, teams: en && g.teams && g.seats >= 4, first: g.seed % g.seats };
}

describe('mauwi bot: determinize', () => {
  it('gives valid states whose view is the original view, for every viewer, through whole random games', () => {
    let placing = 0;
    let defending = 0;
    fc.assert(fc.property(optionsArb, (g) => {
      const states = randomStates(optionsOf(g), g.seats, g.seed);
      for (let i = 0; i < states.length; i += 3) {
        const s = states[i];
        if (s.phase === 'placing') placing++;
        if (s.phase === 'defending') defending++;
        for (let viewer = 0; viewer < g.seats; viewer++) {
          const view = viewOf(s, viewer);
          const [d] = determinize(view, seedFrom(`${g.seed}/${i}/${viewer}`));
          expect(invariants(d)).toEqual([]);
          expect(viewOf(d, viewer)).toEqual(view);
          expect(d.drawPile.length).toBe(s.drawPile.length);
        }
      }
    }), { numRuns: 40, seed: 11 });
    expect(placing + defending).toBeGreaterThan(0);
  });

  it('keeps a shown gain, deals a face-down one, and varies the hidden cards between samples', () => {
    let seen = 0;
    for (let seed = 1; seed < 60 && seen < 5; seed++) {
      for (const s of randomStates({ edition: 'en', animals: ALL, teams: false, first: 0 }, 3, seed)) {
        if (s.phase !== 'placing') continue;
        const view = viewOf(s, (s.gain!.seat + 1) % 3);
        const [a, r] = determinize(view, seedFrom(seed));
        const [b] = determinize(view, r);
        expect(a.gain!.faceDown).toBe(s.gain!.faceDown);
        if (!s.gain!.faceDown) expect(a.gain!.cards).toEqual(s.gain!.cards);
        expect(a.hands[view.viewer!]).toEqual(s.hands[view.viewer!]);
        expect(a.drawPile).not.toEqual(b.drawPile);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a spectator view (no hand) determinizes every hand', () => {
    const s = randomStates({ edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 1 }, 4, 5, 30).at(-1)!;
    const view = viewOf(s, null);
    const [d] = determinize(view, seedFrom(1));
    expect(invariants(d)).toEqual([]);
    expect(viewOf(d, null)).toEqual(view);
  });
});

describe('mauwi bot: evaluate, scoreEvent, playout, eventKey', () => {
  it('evaluate is the result when over, else in [0, 1] and higher for the leader', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const states = randomStates({ edition: 'en', animals: ALL, teams: seed % 2 === 0, first: 0 }, 4, seed, 400);
      for (const s of states) {
        const r = evaluate(s);
        expect(r).toHaveLength(4);
        for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
        if (s.phase === 'over') expect(r.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
      }
    }
  });

  it('scoreEvent is finite, playout returns one of the legal events, keys tell moves apart', () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const s of randomStates({ edition: 'en', animals: ALL, teams: false, first: 0 }, 3, seed, 150)) {
        if (s.phase === 'over') continue;
        const seat = actors(s)[0];
        const legal = legalEvents(s, seat);
        const keys = new Set(legal.map(eventKey));
        expect(keys.size).toBe(legal.length);
        for (const e of legal) expect(Number.isFinite(scoreEvent(s, e, seat))).toBe(true);
        const [e] = playout(s, seat, legal, seedFrom(seed));
        expect(legal).toContain(e);
      }
    }
  });
});

describe('mauwi bot: search depth', () => {
  it('a hard-bot playout stops SEARCH_DEPTH events past the tree, then the state is evaluated', () => {
    const s0 = newGame({ edition: 'en', animals: ALL, teams: false, first: 0 }, 7, 2);
    let calls = 0;
    const counting = { ...mauwiBot, playout: (...args: Parameters<typeof playout>) => { calls++; return playout(...args); } };
    expect(mauwiBot.playoutDepth).toBe(SEARCH_DEPTH);
    chooseEvent(counting, 'hard', viewOf(s0, 0), legalEvents(s0, 0), 5, { iterations: 1, ms: 10_000 });
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(SEARCH_DEPTH);
  });
});

describe('mauwi bots: honest and legal', () => {
  it('two states differing only in hidden cards give the same choice with the same seed', () => {
    const levels: AiLevel[] = ['easy', 'greedy', 'hard'];
    for (let seed = 1; seed <= 12; seed++) {
      const states = randomStates({ edition: 'en', animals: ALL, teams: false, first: 0 }, 3, seed, 60);
      const s = states[(seed * 7) % states.length];
      if (s.phase === 'over') continue;
      const seat = actors(s)[0];
      // Another state with the same view: the hidden cards dealt again.
      const [other] = determinize(viewOf(s, seat), seedFrom(`other/${seed}`));
      expect(viewOf(other, seat)).toEqual(viewOf(s, seat));
      expect(other.hands.filter((_, i) => i !== seat)).not.toEqual(s.hands.filter((_, i) => i !== seat));
      for (const level of levels) {
        const a = chooseEvent(mauwiBot, level, viewOf(s, seat), legalEvents(s, seat), seed, SMALL).event;
        const b = chooseEvent(mauwiBot, level, viewOf(other, seat), legalEvents(other, seat), seed, SMALL).event;
        // A face-down gain's PLACE_GAIN names the hidden card itself (the rules offer it so): the same move
        // is the same column.
        if (a.type === 'PLACE_GAIN' && s.gain!.faceDown) expect({ ...b, nine: 0 }).toEqual({ ...a, nine: 0 });
        else expect(b).toEqual(a);
      }
    }
  });

  it('every event the bots return is accepted by the statechart (easy, greedy, hard)', () => {
    const tables: { levels: AiLevel[]; options: MauwiOptions }[] = [
      { levels: ['easy', 'greedy'], options: { edition: 'en', animals: ALL, teams: false, first: 0 } },
      { levels: ['hard', 'greedy', 'easy'], options: { edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 1 } },
      { levels: ['hard', 'easy', 'greedy', 'hard'], options: { edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: true, first: 2 } },
    ];
    for (const [t, { levels, options }] of tables.entries()) {
      const n = levels.length;
      const session = new GameSession(mauwi, { options, seed: 100 + t, players: players(n) });
      const count = new Array<number>(n).fill(0);
      for (let i = 0; i < 120 && !session.over; i++) {
        const seat = actors(session.state)[0];
        const legal = legalEvents(session.state, seat);
        const choice = chooseEvent(mauwiBot, levels[seat], viewOf(session.state, seat), legal, seedFrom(`${t}/${seat}/${count[seat]++}`), { iterations: 25, ms: 10_000 });
        const r = session.send(choice.event);
        expect(r).toEqual({ ok: true });
        expect(invariants(session.state)).toEqual([]);
      }
    }
  });

  it('greedy beats random in a small two-player sample', () => {
    let greedyWins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const greedySeat = g % 2;
      let s = newGame({ edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: false, first: g % 2 }, 500 + g, 2);
      for (let i = 0; i < 2000 && s.phase !== 'over'; i++) {
        const seat = actors(s)[0];
        const level: AiLevel = seat === greedySeat ? 'greedy' : 'random';
        s = mauwi.apply(s, chooseEvent(mauwiBot, level, viewOf(s, seat), legalEvents(s, seat), seedFrom(`${g}/${i}`)).event);
      }
      expect(s.phase).toBe('over');
      if (s.winners.includes(greedySeat)) greedyWins += 1 / s.winners.length;
    }
    expect(greedyWins / games).toBeGreaterThan(0.6);
  });
});

describe('the hard bot on both sides of an attack chain', () => {
  // Ana (seat 0) attacks Bo's red 8 on two 9s (8 × 2² = 32) with a red 1; Bo's only answer is a joker.
  const attacked = () => {
    const base = position({
      hands: [[w(1), w(1, 1), w(5), w(6)], [joker(), w(2), w(3), w(4)]],
      areas: [[{ nines: 1 }], [{ nines: 2, top: w(8) }, { nines: 1 }]],
      options: { animals: { kiwi: 0, ninox: 0, tuatara: 0 } },
    });
    return must(base, { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });
  };
  const hard = (s: MauwiState, seed: number) => {
    const who = actors(s)[0];
    return chooseEvent(mauwiBot, 'hard', viewOf(s, who), legalEvents(s, who), seed, { iterations: 600, ms: 60_000 }).event;
  };

  it('defends a 32-point warrior with a joker rather than giving it up', () => {
    // Every seed: a random chooser would pass this with 1 chance in 64.
    const answers = [1, 2, 3, 4, 5, 6].map((seed) => hard(attacked(), seed));
    expect(answers.every((e) => e.type === 'DEFEND' && e.card === joker())).toBe(true);
  });

  it('renews with its second red 1 once the defender has spent the joker', () => {
    const defended = must(attacked(), { type: 'DEFEND', seat: 1, card: joker() });
    expect(actors(defended)).toEqual([0]);
    const answers = [1, 2, 3, 4, 5, 6].map((seed) => hard(defended, seed));
    expect(answers.every((e) => e.type === 'RENEW')).toBe(true);
  });
});
