// Properties over random matches (fast-check; random legal events of the actor): invariants hold after every
// event (pieces and tiles conserved, every tile what its area implies), pieces never move, never stuck, legal
// events are exactly what explain() accepts, replays are equal, and the view hides nothing because nothing is hidden.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CENTRAL_HOLLOWS, FACINGS, HOLLOWS, type Facing } from './geometry';
import { EMPTY } from './lines';
import { moeraki } from './definition';
import { actors, explain, invariants, legalEvents, result, revealsHidden, type MoerakiEvent, type MoerakiOptions, type MoerakiState } from './rules';
import { viewOf } from './view';
import { MATCH_LENGTHS, LEVELS } from './constants';
import { newMatch } from '../test/testkit';

const gameArb = fc.record({
  level: fc.constantFrom(...LEVELS),
  matchTo: fc.constantFrom(...MATCH_LENGTHS),
  first: fc.constantFrom<0 | 1>(0, 1),
  picks: fc.array(fc.nat(10_000), { minLength: 80, maxLength: 80 }),
});
type G = { level: MoerakiOptions['level']; matchTo: MoerakiOptions['matchTo']; first: 0 | 1; picks: number[] };

function randomMatch(g: G, check: (before: MoerakiState, e: MoerakiEvent, after: MoerakiState) => void, max = 2000): [MoerakiState, MoerakiEvent[]] {
  let s = newMatch({ level: g.level, matchTo: g.matchTo, first: g.first });
  const events: MoerakiEvent[] = [];
  for (let i = 0; i < max && s.phase !== 'matchOver'; i++) {
    const legal = legalEvents(s, actors(s)[0]);
    const e = legal[g.picks[i % g.picks.length] % legal.length];
    const next = moeraki.apply(s, e);
    check(s, e, next);
    events.push(e);
    s = next;
  }
  return [s, events];
}

/** Every event anyone could try: each type, seat, hollow and facing (plus out-of-range ones). */
function candidates(): MoerakiEvent[] {
  const out: MoerakiEvent[] = [];
  for (const seat of [0, 1]) {
    for (let hollow = -1; hollow <= HOLLOWS.length; hollow++) {
      out.push({ type: 'PLACE', seat, hollow }, { type: 'PLACE_BALL', seat, hollow });
    }
    for (let f = 0; f < FACINGS.length; f++) out.push({ type: 'PLACE_TANE', seat, facing: f as Facing });
    out.push({ type: 'DECLINE_TANE', seat }, { type: 'NEXT_GAME', seat });
  }
  return out;
}
const ALL = candidates();

describe('moeraki properties', () => {
  it('invariants hold after every event: pieces and tiles conserved, each tile what its area implies', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomMatch(g, (_b, e, after) => expect(invariants(after), JSON.stringify(e)).toEqual([]));
    }), { numRuns: 60 });
  });

  it('pieces never move: a filled hollow keeps its piece until the next game', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomMatch(g, (before, e, after) => {
        if (e.type === 'NEXT_GAME') return;
        let changed = 0;
        let moved = 0;
        for (let h = 0; h < before.board.length; h++) {
          if (before.board[h] !== EMPTY) { if (after.board[h] !== before.board[h]) moved++; }
          else if (after.board[h] !== EMPTY) changed++;
        }
        expect(moved).toBe(0);
        expect(changed).toBe(e.type === 'PLACE' || e.type === 'PLACE_BALL' ? 1 : 0);
      });
    }), { numRuns: 40 });
  });

  it('never stuck: until the match result, exactly one actor has legal events; then nobody', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const [end] = randomMatch(g, (_b, _e, s) => {
        if (s.phase === 'matchOver') {
          expect(actors(s)).toEqual([]);
          expect(result(s)).not.toBeNull();
          return;
        }
        expect(result(s)).toBeNull();
        const [a] = actors(s);
        expect(actors(s)).toHaveLength(1);
        expect(legalEvents(s, a).length).toBeGreaterThan(0);
        expect(legalEvents(s, 1 - a)).toEqual([]);
      });
      expect(end.phase).toBe('matchOver');
      const r = result(end)!;
      expect(r.scores).toEqual(end.wins);
      if (g.matchTo > 1) expect(Math.max(...r.scores)).toBe(g.matchTo);
    }), { numRuns: 40 });
  });

  it('legal events are exactly the candidates explain() accepts', () => {
    fc.assert(fc.property(gameArb, (g) => {
      let n = 0;
      randomMatch(g, (_b, _e, s) => {
        if (n++ % 7 !== 0) return;
        const accepted = ALL.filter((e) => explain(s, e) === null);
        const legal = [0, 1].flatMap((seat) => legalEvents(s, seat));
        expect(new Set(legal.map((e) => JSON.stringify(e)))).toEqual(new Set(accepted.map((e) => JSON.stringify(e))));
      }, 300);
    }), { numRuns: 25 });
  });

  it('replay: the same options and events give the same state; apply never changes its input', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const snapshots: string[] = [];
      const [end, events] = randomMatch(g, (before, e, _after) => {
        const copy = JSON.stringify(before);
        moeraki.apply(before, e);
        expect(JSON.stringify(before)).toBe(copy);
        snapshots.push(copy);
      }, 400);
      let s = newMatch({ level: g.level, matchTo: g.matchTo, first: g.first });
      events.forEach((e, i) => {
        expect(JSON.stringify(s)).toBe(snapshots[i]);
        s = moeraki.apply(s, e);
      });
      expect(s).toEqual(end);
    }), { numRuns: 20 });
  });

  it('perfect information: the view is the whole state for every viewer, and no move reveals anything', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomMatch(g, (before, _e, after) => {
        for (const viewer of [0, 1, null]) expect(viewOf(after, viewer) === after).toBe(true);
        expect(revealsHidden(before, after)).toBe(false);
      }, 120);
    }), { numRuns: 10 });
  });

  it('the ball always lies in the Moeraki field, and the scale counts the decided games', () => {
    fc.assert(fc.property(gameArb, (g) => {
      randomMatch(g, (_b, _e, s) => {
        if (s.ball >= 0) expect(CENTRAL_HOLLOWS).toContain(s.ball);
        expect(s.wins[0] + s.wins[1]).toBe(s.outcomes.filter((o) => o.winner !== null).length);
      });
    }), { numRuns: 20 });
  });
});
