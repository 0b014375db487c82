// Purrrummy's chart is its one turn flow: XState (the app's session) and the plain-data executor (definition's
// setup and apply: the bots, the sim, the tests) run the same chart to the same states, the phase is the state
// the chart rests in, every state is reachable, games play out as they did before, and legality is the door's.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import fc from 'fast-check';
import { purrrummyMachine } from './purrrummy';
import { legalEvents } from '../src/games/purrrummy/rules/rules';
import type { PurrEvent, PurrState } from '../src/games/purrrummy/rules/state';
import { RULES } from '../src/games/purrrummy/rules/constants';
import { GameSession } from '../src/engine/session';
import { checkEvent } from '../src/engine/door';
import { sameState } from '../src/engine/equal';
import { purrrummy } from '../src/games/purrrummy/rules/definition';
import { C, D, H, S, c, position } from '../src/games/purrrummy/test/testkit';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
/** The states the chart rests in: the rules' phases. checkingHand and endingTurn are only passed through. */
const RESTING: PurrState['phase'][] = ['drawing', 'melding', 'over'];
const PASSING = ['checkingHand', 'endingTurn'];

/** A random legal event, preferring melds and lay-offs (so games reach their end) when `pick` says so. */
function pickEvent(s: PurrState, pick: number): PurrEvent {
  const legal = legalEvents(s, s.turn);
  const melds = legal.filter((e) => e.type === 'MELD' || e.type === 'LAY_OFF');
  const pool = melds.length && pick % 3 ? melds : legal;
  return pool[(pick >>> 2) % pool.length];
}

/** The executor's state and XState's snapshot agree, and at rest the state value is the phase. */
function expectSame(mine: PurrState, snap: AnyMachineSnapshot): void {
  if (!sameState(mine, snap.context)) expect(mine).toEqual(snap.context);
  expect(snap.value).toBe(mine.phase);
  expect(RESTING).toContain(mine.phase);
  expect(snap.status === 'done').toBe(mine.phase === 'over');
}

describe('purrrummy: the executor runs the chart as XState does', () => {
  it(`random games, ${RULES.minPlayers} to ${RULES.maxPlayers} seats, with and without the lay-off variant: setup equals initialTransition() and apply equals transition() after every event`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: RULES.minPlayers, max: RULES.maxPlayers }), fc.boolean(), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, n, layoff, picks) => {
          const input = { options: { layoff, dealer: seed % n }, seed, players: players(n) };
          let [snap] = initialTransition(purrrummyMachine, input);
          let mine = purrrummy.setup(input);
          expectSame(mine, snap);
          expect(mine.phase).toBe('drawing');
          for (const pick of picks) {
            if (purrrummy.result(mine) !== null) break;
            const e = pickEvent(mine, pick);
            [snap] = transition(purrrummyMachine, snap, e);
            mine = purrrummy.apply(mine, e);
            expectSame(mine, snap);
          }
        }),
      { numRuns: 60 },
    );
  });

  it('a stalled table ends the game in XState as in the executor (a random game that once ran for ever)', () => {
    const input = { options: { layoff: true, dealer: 0 }, seed: 161825828, players: players(2) };
    let [snap] = initialTransition(purrrummyMachine, input);
    let mine = purrrummy.setup(input);
    let r = input.seed;
    let events = 0;
    while (mine.phase !== 'over' && events++ < 20_000) {
      // Melds preferred one time in three (as the property test's played-out games).
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const base = r - (r % 3);
      const e = pickEvent(mine, r % 3 === 0 ? base + 1 : base);
      [snap] = transition(purrrummyMachine, snap, e);
      mine = purrrummy.apply(mine, e);
    }
    expect(mine.endReason).toBe('blocked');
    expectSame(mine, snap);
  });

  it('an event the state does not take changes nothing in XState, and the executor refuses it', () => {
    const input = { options: { layoff: false, dealer: 0 }, seed: 5, players: players(3) };
    const [snap] = initialTransition(purrrummyMachine, input);
    const s = purrrummy.setup(input);
    const discard = { type: 'DISCARD', seat: s.turn, card: s.hands[s.turn][0] } as const;
    const [next] = transition(purrrummyMachine, snap, discard);
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('drawing');
    expect(() => purrrummy.apply(s, discard)).toThrow(/takes no DISCARD in 'drawing'/);
    const drawn = purrrummy.apply(s, { type: 'DRAW', seat: s.turn });
    expect(() => purrrummy.apply(drawn, { type: 'TAKE_DISCARD', seat: s.turn })).toThrow(/takes no TAKE_DISCARD in 'melding'/);
    const over = purrrummy.apply(position({ hands: [[c(H, 9)], [c(C, 13)]] }), { type: 'DISCARD', seat: 0, card: c(H, 9) });
    expect(over.phase).toBe('over');
    expect(() => purrrummy.apply(over, { type: 'DRAW', seat: 1 })).toThrow(/takes no DRAW in 'over'/);
  });
});

describe('purrrummy: the phase is the state the chart rests in', () => {
  const states = purrrummyMachine.config.states as Record<string, { entry?: unknown; always?: unknown; type?: string }>;

  it('every state the chart rests in writes its own key as the phase on entry; the others only pass through', () => {
    expect(Object.keys(states).sort()).toEqual([...RESTING, ...PASSING].sort());
    for (const key of RESTING) expect(states[key].entry, key).toEqual({ type: 'enterPhase', params: { phase: key } });
    for (const key of PASSING) {
      expect(states[key].entry, key).toBeUndefined();
      // An unguarded last choice: the chart never rests here.
      const always = states[key].always as { guard?: unknown }[];
      expect(always.at(-1)!.guard, key).toBeUndefined();
    }
    expect(states.over.type).toBe('final');
  });

  it('reaches drawing, melding and over, by melding out and by discarding out (xstate/graph, from a hand near its end)', () => {
    // Drawing the 4 of spades, the first player can go out by discarding it; taking the 9 of hearts, by melding.
    const start = position({ hands: [[c(H, 5), c(H, 6), c(H, 7), c(H, 8)], [c(C, 13), c(C, 12)]], discard: [c(D, 2), c(H, 9)], drawTop: [c(S, 4)], phase: 'drawing' });
    const paths = getShortestPaths(purrrummyMachine, {
      fromState: purrrummyMachine.resolveState({ value: 'drawing', context: start }),
      events: (snap) => legalEvents(snap.context as PurrState, (snap.context as PurrState).turn),
      // The first player's turn only: it can go out in it, and the next player's turn is another game tree.
      stopWhen: (snap) => (snap.context as PurrState).turn !== 0,
      serializeState: (snap) => {
        const s = snap.context as PurrState;
        return `${String(snap.value)}|${s.hands.map((h) => h.join('.')).join('/')}|${s.turn}|${s.endReason}`;
      },
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    for (const state of RESTING) expect(reached).toContain(state);
    const ends = new Set(paths.filter((p) => p.state.value === 'over').map((p) => (p.state.context as PurrState).endReason));
    expect(ends).toEqual(new Set(['melded', 'discarded']));
    for (const p of paths) expect((p.state.context as PurrState).phase).toBe(p.state.value);
  });

  it('goes drawing → melding → … → over through the app\'s session, the phase naming the chart state', () => {
    const input = { options: { layoff: true, dealer: 1 }, seed: 3, players: players(2) };
    const session = new GameSession(purrrummy, input);
    const seen = new Set<string>([String(session.snapshot.value)]);
    const kinds = new Set<string>();
    let pick = 12345;
    for (let i = 0; i < 3000 && !session.over; i++) {
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      const e = pickEvent(session.state, pick);
      kinds.add(e.type);
      expect(session.send(e).ok).toBe(true);
      seen.add(String(session.snapshot.value));
      expect(session.state.phase).toBe(session.snapshot.value);
    }
    expect(session.over).toBe(true);
    expect(seen).toEqual(new Set(RESTING));
    for (const k of ['DRAW', 'MELD', 'DISCARD']) expect(kinds).toContain(k);
  });
});

/** A state as text with its keys sorted (the chart may order a context's keys its own way), hashed (FNV-1a). */
function digest(x: unknown): string {
  const canon = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
    if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${k}:${canon((v as Record<string, unknown>)[k])}`).join(',')}}`;
    return JSON.stringify(v);
  };
  let h = 0x811c9dc5;
  for (const ch of canon(x)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(16);
}

describe('purrrummy: games play out as before the chart held the flow', () => {
  // Digests of the final states the hand-written reducer (rules.ts apply, before issue 13) reached in these games.
  const BEFORE = [
    { seed: 2024, n: 3, layoff: true, events: 131, winners: [0], endReason: 'discarded', hash: '582c1e24' },
    { seed: 77, n: 4, layoff: false, events: 125, winners: [0], endReason: 'discarded', hash: '4de14cbd' },
    { seed: 5, n: 2, layoff: true, events: 155, winners: [0], endReason: 'discarded', hash: 'b454cec6' },
  ];
  it.each(BEFORE)('seed $seed, $n seats: the same events end in the same state ($endReason, $events events)', ({ seed, n, layoff, events, winners, endReason, hash }) => {
    let s = purrrummy.setup({ options: { layoff, dealer: seed % n }, seed, players: players(n) });
    let r = seed;
    let count = 0;
    while (s.phase !== 'over' && count < 20_000) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const legal = legalEvents(s, s.turn);
      const melds = legal.filter((e) => e.type === 'MELD' || e.type === 'LAY_OFF');
      const pool = melds.length && r % 3 === 1 ? melds : legal;
      s = purrrummy.apply(s, pool[(r >>> 4) % pool.length]);
      count++;
    }
    expect({ events: count, winners: s.winners, endReason: s.endReason, hash: digest(s) }).toEqual({ events, winners, endReason, hash });
  });
});

describe('purrrummy: legality is the door, the chart only routes', () => {
  it('the door refuses an illegal event with the rules\' reason (the chart has no isLegal guard to do it again)', () => {
    const s = purrrummy.setup({ options: { layoff: false, dealer: 0 }, seed: 5, players: players(3) });
    expect(checkEvent(purrrummy, s, { type: 'DRAW', seat: (s.turn + 1) % 3 })).toEqual({ ok: false, reason: { key: 'engine.notYourTurn' } });
    expect(checkEvent(purrrummy, s, { type: 'DISCARD', seat: s.turn, card: s.hands[s.turn][0] })).toEqual({ ok: false, reason: { key: 'purrrummy.drawFirst', rule: 'turn' } });
    expect(checkEvent(purrrummy, s, { type: 'DRAW', seat: s.turn })).toEqual({ ok: true, value: { type: 'DRAW', seat: s.turn } });
    expect(Object.keys(purrrummyMachine.implementations.guards).sort()).toEqual(['handEmptied', 'tableBlocked']);
  });

  it('no file of the game writes the phase: only the chart does (enterPhase)', () => {
    const dir = new URL('../src/games/purrrummy/', import.meta.url);
    // The test kit's hand-made positions name the chart state they rest in, as a test's own fixture; the table's
    // data-phase attribute (play.ts) is the DOM's, for the e2e specs.
    const writers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testkit.ts')
      .filter((f) => /phase: '|(?<!dataset)\.phase =[^=]/.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(writers).toEqual([]);
  });
});
