// The Pocket Cats bot adapter and the bot levels on it: determinisations are valid states that agree with the
// view (face-down tiles sampled from the tiles not yet seen), bots are honest (what lies face down cannot change
// their choice) and legal (played through the statechart), greedy and hard beat random.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../engine/session';
import { seedFrom } from '../../engine/rng';
import { chooseEvent } from '../../ai/bots';
import type { AiLevel } from '../../ai/types';
import { pocketCats } from './definition';
import { determinize, evaluate, playout, pocketCatsBot, projectedScores, scoreEvent, unseenTiles } from './bot';
import { actors, invariants, legalEvents, type ClanChoice, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from './rules';
import { viewOf } from './view';
import { at, newGame, position } from './testkit';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: PocketCatsState): PocketCatsEvent[] => actors(s).flatMap((p) => legalEvents(s, p));
const opts = (choice: ClanChoice = 'free', effects = false, first: 0 | 1 = 0): PocketCatsOptions =>
  ({ choice, effects: choice === 'first-game' ? false : effects, clans: ['royal-claws', 'gourmets'], first });

function randomStates(options: PocketCatsOptions, seed: number): PocketCatsState[] {
  let s = newGame(options, seed);
  const out = [s];
  let r = seedFrom(seed);
  while (s.phase !== 'over') {
    const legal = allLegal(s);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    s = pocketCats.apply(s, legal[(r >>> 3) % legal.length]);
    out.push(s);
  }
  return out;
}

describe('pocket cats bot: determinize', () => {
  it('gives valid states whose view is the original view, the face-down tiles drawn from the unseen ones', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom<ClanChoice>('free', 'limited', 'experts'), fc.boolean(),
      (seed, choice, effects) => {
        const states = randomStates(opts(choice, effects), seed);
        for (let i = 0; i < states.length; i += 5) {
          const s = states[i];
          for (const viewer of [0, 1, null]) {
            const view = viewOf(s, viewer);
            const [d] = determinize(view, seedFrom(`${seed}/${i}`));
            expect(invariants(d)).toEqual([]);
            expect(viewOf(d, viewer)).toEqual(view);
            const faceDown = s.grid.filter((c) => !c.faceUp && !c.attacked).map((c) => c.tile).sort();
            expect(unseenTiles(view).sort()).toEqual(faceDown);
          }
        }
      }), { numRuns: 15 });
  });

  it('varies what lies face down, and how a face-down dog is turned, between samples', () => {
    const s = randomStates(opts(), 4)[6];
    const view = viewOf(s, 0);
    const [a, r] = determinize(view, seedFrom(1));
    const [b] = determinize(view, r);
    expect(a.grid.map((c) => c.tile)).not.toEqual(b.grid.map((c) => c.tile));
  });
});

describe('pocket cats bot: evaluate, scoreEvent, playout', () => {
  it('the projection scores the tiles face up now as if the game ended (the rulebook example: 15 to 13)', () => {
    const s = position(`M2 M3 G3 P5 Dns.1
                        M1 Dne.3 G1 G5 R3
                        F4 R5 Dn.3 P2 M4
                        F3 G2 Dx R2 R1
                        R4 Dnes.3 G4 M6 M5`);
    expect(projectedScores(s)).toEqual([15, 13]);
    // Face down, the pigeon 5 counts for nobody: the Gourmets keep 3 + 2.
    const hidden = { ...s, grid: s.grid.map((c, i) => (i === at(0, 3) ? { ...c, faceUp: false } : c)) };
    expect(projectedScores(hidden)).toEqual([15, 5]);
    const e = evaluate(s);
    expect(e[0]).toBeGreaterThan(0.5);
    expect(e[0] + e[1]).toBeCloseTo(1);
  });

  it('evaluate is the result when over, in [0, 1] otherwise; scoreEvent is finite; playout returns a legal event', () => {
    for (let seed = 1; seed <= 4; seed++) {
      for (const s of randomStates(opts(seed % 2 ? 'experts' : 'free', true), seed)) {
        const r = evaluate(s);
        for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
        if (s.phase === 'over') { expect(r[0] + r[1]).toBeCloseTo(1); continue; }
        const seat = actors(s)[0];
        const legal = legalEvents(s, seat);
        for (const e of legal.slice(0, 6)) expect(Number.isFinite(scoreEvent(s, e, seat))).toBe(true);
        const [e] = playout(s, seat, legal, seedFrom(seed));
        expect(legal).toContain(e);
      }
    }
  });

  it('greedy takes the prey when a swap wins it: the flipped Royal Claws 5 goes next to the mouse 6', () => {
    const s = position(`M1 M2 M3 M4 M5
                        * * * * *
                        * * R5 * *
                        * * * * *
                        * * * * M6`, { flipped: at(2, 2) });
    const best = legalEvents(s, 0).reduce((a, b) => (scoreEvent(s, b, 0) > scoreEvent(s, a, 0) ? b : a));
    // Two spaces up it sits between the mice 2 and 4 (the mouse 3 goes to the centre): 6 points at once.
    expect(best).toEqual({ type: 'SWAP', seat: 0, cell: at(0, 2) });
  });
});

describe('pocket cats bots: honest and legal', () => {
  it('two states differing only in what lies face down give the same choice with the same seed', () => {
    const levels: AiLevel[] = ['easy', 'greedy', 'hard'];
    for (let seed = 1; seed <= 8; seed++) {
      const states = randomStates(opts('free', seed % 2 === 0), seed);
      const s = states[(seed * 7) % 40];
      const seat = actors(s)[0];
      const [other] = determinize(viewOf(s, seat), seedFrom(`other/${seed}`));
      expect(viewOf(other, seat)).toEqual(viewOf(s, seat));
      expect(other.grid).not.toEqual(s.grid);
      for (const level of levels) {
        const a = chooseEvent(pocketCatsBot, level, viewOf(s, seat), legalEvents(s, seat), seed, { iterations: 30, ms: 10_000 }).event;
        const b = chooseEvent(pocketCatsBot, level, viewOf(other, seat), legalEvents(other, seat), seed, { iterations: 30, ms: 10_000 }).event;
        expect(b).toEqual(a);
      }
    }
  });

  it('every event the bots return is accepted by the statechart (easy, greedy, hard; experts match with effects)', () => {
    const session = new GameSession(pocketCats, { options: opts('experts', true, 1), seed: 77, players });
    const levels: AiLevel[] = ['hard', 'greedy'];
    for (let i = 0; i < 200 && !session.over; i++) {
      const seat = actors(session.state)[0];
      const level = i % 5 === 0 ? 'easy' : levels[seat];
      const choice = chooseEvent(pocketCatsBot, level, viewOf(session.state, seat), legalEvents(session.state, seat), seedFrom(`${i}`), { iterations: 2, ms: 10_000 });
      expect(session.send(choice.event)).toEqual({ ok: true });
      expect(invariants(session.state)).toEqual([]);
    }
    expect(session.over).toBe(true);
  });
});

describe('pocket cats bots: strength (small samples, seats and starters alternated)', () => {
  function winRate(a: AiLevel, b: AiLevel, games: number, iterations: number): number {
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const aSeat = g % 2;
      let s = newGame(opts('free', g % 4 >= 2, ((g >> 1) % 2) as 0 | 1), 500 + g);
      for (let i = 0; s.phase !== 'over'; i++) {
        const seat = actors(s)[0];
        const level = seat === aSeat ? a : b;
        s = pocketCats.apply(s, chooseEvent(pocketCatsBot, level, viewOf(s, seat), legalEvents(s, seat), seedFrom(`${g}/${i}`), { iterations, ms: 10_000 }).event);
      }
      if (s.winners.includes(aSeat)) wins += 1 / s.winners.length;
    }
    return wins / games;
  }

  it('greedy beats random in a clear majority of 20 games', () => {
    expect(winRate('greedy', 'random', 20, 0)).toBeGreaterThan(0.75);
  });

  it('hard (one round of its search) beats random in at least 7 of 8 games', () => {
    expect(winRate('hard', 'random', 8, 1)).toBeGreaterThanOrEqual(7 / 8);
  });
});
