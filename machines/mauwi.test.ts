// The Mauwi chart is the game's one flow: the forward model (the definition's setup and apply, run by the
// plain-data executor) equals XState's own initialTransition()/transition() after every event; the state value is
// the phase whenever the chart rests; every phase is reachable; logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { mauwiMachine } from './mauwi';
import { animalsFromTotal, mauwi } from '../src/games/mauwi/rules/definition';
import { actors } from '../src/games/mauwi/rules/actors';
import { legalEvents } from '../src/games/mauwi/rules/moves';
import { position, tuatara, w } from '../src/games/mauwi/test/testkit';
import type { MauwiEvent, MauwiOptions, MauwiPhase, MauwiState } from '../src/games/mauwi/rules/state';
import { GameSession } from '../src/engine/session';
import { sameState } from '../src/engine/equal';
import { rngInt } from '../src/engine/rng';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
const allLegal = (s: MauwiState): MauwiEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));
const PHASES: MauwiPhase[] = ['play', 'defending', 'renewing', 'placing', 'over'];

const optionsArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  seats: fc.integer({ min: 2, max: 6 }),
  edition: fc.constantFrom<'en' | 'fr'>('en', 'fr'),
  animals: fc.integer({ min: 0, max: 12 }),
  teams: fc.boolean(),
});
function inputOf(g: { seed: number; seats: number; edition: 'en' | 'fr'; animals: number; teams: boolean }) {
  const en = g.edition === 'en';
  const options: MauwiOptions = { edition: g.edition, animals: animalsFromTotal(en ? g.animals : 0), teams: en && g.teams && g.seats >= 4, first: g.seed % g.seats };
  return { options, seed: g.seed, players: players(g.seats) };
}

/** XState's snapshot of the chart resting in the state's phase (a hand-made position). */
const restingAt = (s: MauwiState): AnyMachineSnapshot => mauwiMachine.resolveState({ value: s.phase, context: s });

function expectSame(mine: MauwiState, snap: AnyMachineSnapshot): void {
  expect(snap.status).not.toBe('error');
  expect(snap.value).toBe(mine.phase);
  expect(snap.status).toBe(mine.phase === 'over' ? 'done' : 'active');
  if (!sameState(mine, snap.context)) expect(mine).toEqual(snap.context);
}

describe('mauwi forward model and XState run the same chart', () => {
  it('random games: setup equals initialTransition(), apply equals transition(), and the state value is the phase', () => {
    const reached = new Set<string>();
    fc.assert(fc.property(optionsArb, fc.array(fc.nat(), { minLength: 150, maxLength: 150 }), (g, picks) => {
      const input = inputOf(g);
      let [snap] = initialTransition(mauwiMachine, input);
      let s = mauwi.setup(input);
      expectSame(s, snap);
      for (const pick of picks) {
        if (s.phase === 'over') break;
        const legal = allLegal(s);
        const e = legal[pick % legal.length];
        [snap] = transition(mauwiMachine, snap, e);
        s = mauwi.apply(s, e);
        expectSame(s, snap);
        reached.add(s.phase);
      }
    }), { numRuns: 40, seed: 13 });
    for (const phase of ['play', 'defending', 'renewing', 'placing']) expect(reached).toContain(phase);
  }, 60_000);

  it('whole games to their end: both ways of ending reach the final state with its phase and the winners', () => {
    const ends = new Set<string>();
    for (let seed = 0; seed < 40 && ends.size < 2; seed++) {
      const input = inputOf({ seed, seats: 2 + (seed % 3), edition: seed % 2 ? 'fr' : 'en', animals: seed % 7, teams: false });
      let [snap] = initialTransition(mauwiMachine, input);
      let s = mauwi.setup(input);
      let r = seed + 1;
      while (s.phase !== 'over') {
        const legal = allLegal(s);
        // Mostly anything but passing, so columns fill up; sometimes a pass, so the piles may run out.
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const busy = legal.filter((e) => e.type !== 'DISCARD_HAND' && e.type !== 'GIVE_UP');
        const from = busy.length > 0 && r % 10 < (seed % 2 ? 9 : 5) ? busy : legal;
        const e = from[(r >>> 8) % from.length];
        [snap] = transition(mauwiMachine, snap, e);
        s = mauwi.apply(s, e);
        expectSame(s, snap);
      }
      expect(s.winners.length).toBeGreaterThan(0);
      expect(mauwi.result(s)?.winners).toEqual(s.winners);
      ends.add(s.endReason!);
    }
    expect([...ends].sort()).toEqual(['cannotRefill', 'threeColumns']);
  }, 60_000);

  it('the chart takes each event only in its own phase: a defence with no attack open is no transition', () => {
    const input = inputOf({ seed: 3, seats: 3, edition: 'en', animals: 0, teams: false });
    const [snap] = initialTransition(mauwiMachine, input);
    const card = snap.context.hands[1][0];
    const [next] = transition(mauwiMachine, snap, { type: 'DEFEND', seat: 1, card });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('play');
    expect(() => mauwi.apply(mauwi.setup(input), { type: 'DEFEND', seat: 1, card })).toThrow(/takes no DEFEND in 'play'/);
  });
});

describe('mauwi chart routing', () => {
  const teams = () => position({
    hands: [[w(1), w(1, 1), w(3), w(4)], [w(6), w(7), w(2), w(3, 1)], [w(1, 4), w(5), w(6, 1), w(7, 1)], [w(1, 2), tuatara(), w(6, 2), w(2, 1)]],
    areas: [[], [{ top: w(8) }], [{ top: w(8, 1) }]],
    options: { teams: true },
  });
  const attacked = () => mauwi.apply(teams(), { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 0 });

  it('in a team game the teammate may answer: its DEFEND and its TUATARA go through the chart as the defender\'s would', () => {
    const s = attacked();
    expect(s.phase).toBe('defending');
    expect(actors(s)).toEqual([1, 3]);
    for (const e of [{ type: 'DEFEND', seat: 3, card: w(1, 2) }, { type: 'TUATARA', seat: 3, card: tuatara() }] as MauwiEvent[]) {
      expect(mauwi.explain(s, e)).toBeNull();
      const [snap] = transition(mauwiMachine, restingAt(s), e);
      const next = mauwi.apply(s, e);
      expectSame(next, snap);
      expect(next.phase).toBe(e.type === 'DEFEND' ? 'renewing' : 'play');
      expect(next.hands[3]).toHaveLength(4);
    }
  });

  it('GIVE_UP goes two ways: the defender\'s makes the attacker\'s combo (a gain to place), the attacker\'s ends the turn', () => {
    const s = attacked();
    const conceded = mauwi.apply(s, { type: 'GIVE_UP', seat: 1 });
    expect(conceded.phase).toBe('placing');
    expect(conceded.gain?.seat).toBe(0);
    const answered = mauwi.apply(s, { type: 'DEFEND', seat: 3, card: w(1, 2) });
    const stopped = mauwi.apply(answered, { type: 'GIVE_UP', seat: 0 });
    expect(stopped.phase).toBe('play');
    expect(stopped.turn).toBe(1);
    expect(stopped.chain).toBeNull();
  });

  it('every state the chart can rest in writes its phase on entry; the others only route', () => {
    const states = mauwiMachine.config.states as Record<string, { entry?: unknown; always?: unknown; on?: unknown; type?: string }>;
    const resting = Object.keys(states).filter((k) => states[k].always === undefined);
    expect(resting.sort()).toEqual([...PHASES].sort());
    for (const k of resting) {
      const entry = [states[k].entry].flat();
      expect(entry[0], k).toEqual({ type: 'enterPhase', params: { phase: k } });
    }
    for (const k of Object.keys(states).filter((k) => states[k].always !== undefined)) {
      expect(states[k].on, k).toBeUndefined();
      expect(states[k].entry, k).toBeUndefined();
    }
  });
});

describe('mauwi statechart paths (xstate/graph)', () => {
  it('reaches choosing a play, awaiting defence, awaiting renewal and placing gains', () => {
    const reached = new Set<string>();
    // Several deals, so that every kind of moment occurs; abstract states keep the search small.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = inputOf({ seed, seats: 2, edition: 'en', animals: 3, teams: false });
      const paths = getShortestPaths(mauwiMachine, {
        input,
        events: (snap) => allLegal(snap.context as MauwiState).slice(0, 10),
        serializeState: (snap) => {
          const s = snap.context as MauwiState;
          const nines = s.areas.map((a) => Math.min(4, a.reduce((t, c) => t + c.nines.length, 0)));
          return `${String(snap.value)}|${nines.join('/')}|${s.turn}`;
        },
        limit: 50_000,
      });
      for (const p of paths) reached.add(String(p.state.value));
    }
    for (const state of ['play', 'defending', 'renewing', 'placing']) expect(reached).toContain(state);
  });

  it('a whole game replays through the session from (options, seed, events)', () => {
    const input = inputOf({ seed: 99, seats: 4, edition: 'en', animals: 6, teams: true });
    const session = new GameSession(mauwi, input);
    let r = 99;
    for (let i = 0; i < 3000 && !session.over; i++) {
      const legal = allLegal(session.state);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      expect(session.send(legal[(r >>> 4) % legal.length]).ok).toBe(true);
    }
    const again = GameSession.replay(mauwi, input, session.events);
    expect(again.state).toEqual(session.state);
    expect(again.snapshot.value).toEqual(session.snapshot.value);
  });
});

describe('mauwi old saves', () => {
  // Recorded with the hand-written reducer (rules.ts apply) before the chart became the flow: the same seeded
  // games must give the same states, so a save's event log replays to the same game. Digests are FNV-1a of the
  // state written with sorted keys (the final state, and the states every 50 events).
  const canon = (x: unknown): string =>
    Array.isArray(x) ? `[${x.map(canon).join(',')}]`
      : x !== null && typeof x === 'object' ? `{${Object.keys(x).sort().filter((k) => (x as Record<string, unknown>)[k] !== undefined).map((k) => `${k}:${canon((x as Record<string, unknown>)[k])}`).join(',')}}`
        : JSON.stringify(x);
  const fnv = (text: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return h.toString(16);
  };
  const none = { kiwi: 0, ninox: 0, tuatara: 0 };
  const cases = [
    { options: { edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: false, first: 1 }, seed: 11, seats: 2, passes: false, was: { events: 66, endReason: 'threeColumns', winners: [0], turn: 1, final: 'ff2b9303', every50: 'e2703fac' } },
    { options: { edition: 'en', animals: { kiwi: 4, ninox: 4, tuatara: 4 }, teams: true, first: 0 }, seed: 22, seats: 4, passes: false, was: { events: 192, endReason: 'threeColumns', winners: [0, 2], turn: 3, final: '7070fb8c', every50: 'e25d7803' } },
    { options: { edition: 'fr', animals: none, teams: false, first: 2 }, seed: 33, seats: 3, passes: false, was: { events: 128, endReason: 'threeColumns', winners: [2], turn: 1, final: '3a5758c4', every50: 'f891bfcf' } },
    { options: { edition: 'en', animals: none, teams: false, first: 0 }, seed: 1, seats: 6, passes: true, was: { events: 269, endReason: 'cannotRefill', winners: [5], turn: 4, final: 'b0e07afd', every50: '54b5c53e' } },
  ] as const;
  for (const c of cases) {
    it(`${c.options.edition}, ${c.seats} seats${c.options.teams ? ', teams' : ''}, seed ${c.seed}: the same game as before (${c.was.endReason})`, () => {
      let s = mauwi.setup({ options: c.options as MauwiOptions, seed: c.seed, players: players(c.seats) });
      let rng: number = c.seed;
      let events = 0;
      const digests: string[] = [];
      while (s.phase !== 'over') {
        const all = allLegal(s);
        const busy = c.passes ? [] : all.filter((e) => e.type !== 'DISCARD_HAND');
        const from = busy.length ? busy : all;
        let i: number;
        [i, rng] = rngInt(rng, from.length);
        s = mauwi.apply(s, from[i]);
        if (++events % 50 === 0) digests.push(fnv(canon(s)));
      }
      expect({ events, endReason: s.endReason, winners: s.winners, turn: s.turn, final: fnv(canon(s)), every50: fnv(digests.join()) }).toEqual(c.was);
    });
  }
});
