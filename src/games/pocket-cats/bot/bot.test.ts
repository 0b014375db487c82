// The Pocket Cats bot adapter and the bot levels on it: determinisations are valid states that agree with the
// view (face-down tiles sampled from the tiles not yet seen), the projection is the end end.ts plays (the Royal
// Claws' chief turning a dog as is best for it), the turn played forward without the chart is the chart's, every
// clan effect is a move the bots weigh, clan cards are kept by the measured matchups, bots are honest (what lies
// face down cannot change their choice) and legal (played through the statechart), greedy and hard beat random.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../../engine/session';
import { seedFrom } from '../../../engine/rng';
import { chooseEvent } from '../../../ai/bots';
import type { AiLevel } from '../../../ai/types';
import { pocketCats } from '../rules/definition';
import { CLAN_IDS, type ClanId } from '../rules/data';
import { determinize, evaluate, leadOf, playout, pocketCatsBot, projectedScores, scoreEvent, unseenTiles } from './bot';
import { afterFlip, afterMove } from './projection';
import { clanWorth, matchup } from './clan-choice';
import { actors, invariants, legalEvents, type ClanChoice, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from '../rules/rules';
import { viewOf } from '../rules/view';
import { at, must, newGame, position } from '../test/testkit';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: PocketCatsState): PocketCatsEvent[] => actors(s).flatMap((p) => legalEvents(s, p));
const opts = (choice: ClanChoice = 'free', effects = false, first: 0 | 1 = 0, clans: [ClanId, ClanId] = ['royal-claws', 'gourmets']): PocketCatsOptions =>
  ({ choice, effects: choice === 'first-game' ? false : effects, clans: choice === 'first-game' ? ['royal-claws', 'gourmets'] : clans, first, edition: 'published' });
/** Every pairing of two different clans, in the box's order. */
const PAIRINGS: [ClanId, ClanId][] = CLAN_IDS.flatMap((a, i) => CLAN_IDS.slice(i + 1).map((b): [ClanId, ClanId] => [a, b]));

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

/** The best event by greedy's own score (the first on ties). */
const greedyBest = (s: PocketCatsState, seat = s.turn): PocketCatsEvent =>
  legalEvents(s, seat).reduce((a, b) => (scoreEvent(s, b, seat) > scoreEvent(s, a, seat) ? b : a));

describe('pocket cats bot: determinize', () => {
  it('gives valid states whose view is the original view, the face-down tiles drawn from the unseen ones', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom<ClanChoice>('free', 'limited', 'experts'), fc.boolean(), fc.constantFrom(...PAIRINGS),
      (seed, choice, effects, clans) => {
        const states = randomStates(opts(choice, effects, 0, clans), seed);
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

// The rulebook's worked example (rules.test.ts has the reconstruction), after its last move: the pigeon 2 in the
// corner, every tile face up.
const EXAMPLE_END = `P2   G5 P5   M3  R1
                     Dwe  G2 G1   G3  Dx
                     F4   R5 Dn.3 M5b M4a
                     M4b  R4 De.1 R3  R2
                     F3   Dp G4   M6  M5a`;

describe('pocket cats bot: the projection is the end as end.ts plays it', () => {
  it('scores the tiles face up now as if the game ended (the rulebook example without effects: 15 to 13); a face-down tile counts for nobody', () => {
    const s = position(EXAMPLE_END);
    expect(projectedScores(s)).toEqual([15, 13]);
    // Face down, the pigeon 5 counts for nobody: the Gourmets keep 3 + 2.
    const hidden = { ...s, grid: s.grid.map((c, i) => (i === at(0, 2) ? { ...c, faceUp: false } : c)) };
    expect(projectedScores(hidden)).toEqual([15, 5]);
    const e = evaluate(s);
    expect(e[0]).toBeGreaterThan(0.5);
    expect(e[0] + e[1]).toBeCloseTo(1);
  });

  it('turnAdjacentDog: the Royal Claws\' chief turns the dog next to it as is best for its owner (the rulebook example with effects: 15 to 21, where leaving the dog gives 11 to 21)', () => {
    const s = position(EXAMPLE_END, { effects: true });
    expect(projectedScores(s)).toEqual([15, 21]);
  });

  it('at the Royal Claws\' choice before the dogs, the projection is the end after the chief\'s best choice played through the chart (random games against every clan)', () => {
    let checked = 0;
    for (const other of CLAN_IDS.filter((c) => c !== 'royal-claws')) {
      for (let seed = 1; seed <= 6; seed++) {
        const states = randomStates(opts('free', true, 0, ['royal-claws', other]), seed);
        const before = states.find((s) => s.phase === 'beforeDogs');
        if (!before) continue;
        const seat = actors(before)[0];
        const ends = legalEvents(before, seat).map((e) => pocketCats.apply(before, e).scores);
        const best = ends.reduce((a, b) => (b[seat] - b[1 - seat] > a[seat] - a[1 - seat] ? b : a));
        const projected = projectedScores(before);
        expect(projected[seat] - projected[1 - seat], `${other} seed ${seed}`).toBe(best[seat] - best[1 - seat]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('pocket cats bot: the turn played forward without the chart', () => {
  it('afterFlip and afterMove leave the state the chart leaves, for every kind of move (every pairing, clan effects on)', () => {
    let moves = 0;
    const kinds = new Set<string>();
    PAIRINGS.forEach((clans, k) => {
      for (const s of randomStates(opts('free', true, (k % 2) as 0 | 1, clans), 40 + k)) {
        if (s.phase === 'flipping') {
          const cell = legalEvents(s, s.turn)[0] as Extract<PocketCatsEvent, { type: 'FLIP' }>;
          expect(afterFlip(s, s.turn, cell.cell)).toEqual(pocketCats.apply(s, cell));
        } else if (s.phase === 'swapping') {
          for (const e of legalEvents(s, s.turn)) {
            expect(afterMove(s, e)).toEqual(pocketCats.apply(s, e));
            kinds.add(e.type);
            moves++;
          }
        }
      }
    });
    expect([...kinds].sort()).toEqual(['CLAN_SWAP', 'MOVE_PREY', 'STAY', 'SWAP']);
    expect(moves).toBeGreaterThan(1000);
  });
});

describe('pocket cats bots use every clan effect (greedy\'s score; the easy policy follows it)', () => {
  const effects = (clans: [ClanId, ClanId]) => ({ effects: true, clans, flipped: undefined as number | undefined });

  it('swapWithDog (Royal Claws): the flipped cat goes to a face-up dog out of its usual reach, next to the mouse 6', () => {
    const s = position(`M6 Dn * * *
                        *  *  * * *
                        *  *  * * *
                        *  *  * * *
                        *  *  * * R5`, { ...effects(['royal-claws', 'gourmets']), flipped: at(4, 4) });
    expect(greedyBest(s)).toEqual({ type: 'CLAN_SWAP', seat: 0, cell: at(0, 1) });
    expect(playout(s, 0, legalEvents(s, 0), seedFrom(1))[0]).toEqual({ type: 'CLAN_SWAP', seat: 0, cell: at(0, 1) });
  });

  it('reachDiagonally (Defenders of Justice): the flipped cat goes 2 spaces diagonally, next to the mouse 6', () => {
    const s = position(`*  * * * J1a
                        *  * * * *
                        *  M6 * * *
                        *  * * * *
                        *  * * * *`, { ...effects(['defenders', 'gourmets']), flipped: at(0, 4) });
    expect(greedyBest(s)).toEqual({ type: 'CLAN_SWAP', seat: 0, cell: at(2, 2) });
  });

  it('stayPut (Power Cats): the flipped cat between two mice stays, where any swap would give one up', () => {
    const s = position(`W6 M6 * * *
                        M5a * * * *
                        *  * * * *
                        *  * * * *
                        *  * * * *`, { ...effects(['power-cats', 'gourmets']), flipped: at(0, 0) });
    expect(greedyBest(s)).toEqual({ type: 'STAY', seat: 0 });
  });

  it('moveOtherPrey (Polterkitties): the flipped prey stays and the mouse 6 moves next to the chief', () => {
    const s = position(`M6 * Y5 * *
                        *  * * * *
                        *  * * * *
                        *  * * * *
                        *  * * * M3`, { ...effects(['polterkitties', 'gourmets']), flipped: at(4, 4) });
    expect(greedyBest(s)).toEqual({ type: 'MOVE_PREY', seat: 0, from: at(0, 0), to: at(0, 1) });
  });

  it('turnAdjacentDog (Royal Claws\' chief): at the end greedy and hard turn the dog next to the chief when it pays (the rulebook example: 15 to 21, where leaving it gives 11 to 21)', () => {
    // The last face-down tile, the pigeon 2, is flipped and swapped into the corner with the dog {W, E}.
    const start = position(EXAMPLE_END.replace('P2 ', 'Dwe').replace('Dwe  G2', '?P2 G2'), { effects: true, turn: 0 });
    const before = must(must(start, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
    expect(before.phase).toBe('beforeDogs');
    const legal = legalEvents(before, 0);
    for (const level of ['greedy', 'hard'] as const) {
      const e = chooseEvent(pocketCatsBot, level, viewOf(before, 0), legal, 1).event;
      expect(e.type, level).toBe('TURN_DOG');
      expect(pocketCats.apply(before, e).scores).toEqual([15, 21]);
    }
    expect(pocketCats.apply(before, { type: 'SKIP_EFFECT', seat: 0 }).scores).toEqual([11, 21]);
  });

  // Staying (Power Cats) is rarely better than every swap, only as good (the position above shows it chosen).
  it('plays the clan effects in real games: over two greedy games each, the Royal Claws, Defenders and Polterkitties play their effect\'s move', () => {
    const played: Record<string, Set<string>> = {};
    for (const clan of ['royal-claws', 'defenders', 'polterkitties'] as const) {
      played[clan] = new Set();
      for (let g = 0; g < 2; g++) {
        const session = new GameSession(pocketCats, { options: opts('free', true, (g % 2) as 0 | 1, [clan, 'gourmets']), seed: 300 + g, players });
        for (let i = 0; !session.over; i++) {
          const seat = actors(session.state)[0];
          const e = chooseEvent(pocketCatsBot, 'greedy', viewOf(session.state, seat), legalEvents(session.state, seat), seedFrom(`${clan}/${g}/${i}`)).event;
          if (seat === 0) played[clan].add(e.type);
          expect(session.send(e)).toEqual({ ok: true });
        }
      }
    }
    expect(played['royal-claws'].has('CLAN_SWAP') || played['royal-claws'].has('TURN_DOG')).toBe(true);
    expect(played.defenders.has('CLAN_SWAP')).toBe(true);
    expect(played.polterkitties.has('MOVE_PREY')).toBe(true);
  });
});

describe('pocket cats bots keep a clan card by the measured matchups', () => {
  const chooser = (choice: ClanChoice, seed: number): PocketCatsState => newGame(opts(choice, true, 0), seed);

  it('limited selection, second to choose: the card with the best matchup against the clan the first player kept', () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = chooser('limited', seed);
      s = must(s, { type: 'CHOOSE_CLAN', seat: 0, clan: s.offers[0][0] });
      const theirs = s.clans[0]!;
      const best = s.offers[1].reduce((a, b) => (matchup(true, b, theirs) > matchup(true, a, theirs) ? b : a));
      for (const level of ['greedy', 'hard'] as const) {
        const e = chooseEvent(pocketCatsBot, level, viewOf(s, 1), legalEvents(s, 1), seed).event;
        expect(e.type === 'CHOOSE_CLAN' && matchup(true, e.clan, theirs), `${level} seed ${seed}`).toBe(matchup(true, best, theirs));
      }
    }
  });

  it('experts mode, first to choose: the card whose worst matchup against the two handed over is best', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = chooser('experts', seed);
      const offer = s.offers[0];
      const worst = (mine: ClanId) => Math.min(...offer.filter((c) => c !== mine).map((c) => matchup(true, mine, c)));
      const e = chooseEvent(pocketCatsBot, 'greedy', viewOf(s, 0), legalEvents(s, 0), seed).event as Extract<PocketCatsEvent, { type: 'CHOOSE_CLAN' }>;
      expect(worst(e.clan)).toBe(Math.max(...offer.map(worst)));
      expect(clanWorth(viewOf(s, 0), e)).toBe(worst(e.clan));
    }
  });

  it('the matchups are measured win rates: each pairing\'s two sides add up to 1, a clan against itself is even', () => {
    for (const effects of [true, false]) {
      for (const [a, b] of PAIRINGS) expect(matchup(effects, a, b) + matchup(effects, b, a)).toBeCloseTo(1);
      for (const a of CLAN_IDS) expect(matchup(effects, a, a)).toBe(0.5);
    }
  });
});

describe('pocket cats bots: honest and legal', () => {
  it('two states differing only in what lies face down give the same choice with the same seed', () => {
    const levels: AiLevel[] = ['easy', 'greedy', 'hard'];
    for (let seed = 1; seed <= 8; seed++) {
      const states = randomStates(opts('free', seed % 2 === 0, 0, PAIRINGS[(seed * 5) % PAIRINGS.length]), seed);
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

  it('evaluate is the result when over, in [0, 1] otherwise; scoreEvent is finite; playout returns a legal event (every pairing, effects on)', () => {
    PAIRINGS.forEach((clans, k) => {
      for (const s of randomStates(opts(k % 3 ? 'free' : 'experts', true, 0, clans), k).filter((_, i) => i % 4 === 0)) {
        const r = evaluate(s);
        for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
        if (s.phase === 'over') { expect(r[0] + r[1]).toBeCloseTo(1); continue; }
        const seat = actors(s)[0];
        const legal = legalEvents(s, seat);
        for (const e of legal.slice(0, 6)) expect(Number.isFinite(scoreEvent(s, e, seat))).toBe(true);
        expect(Number.isFinite(leadOf(s, seat))).toBe(true);
        const [e] = playout(s, seat, legal, seedFrom(k));
        expect(legal).toContainEqual(e);
      }
    });
  });
});

describe('pocket cats bots: strength (small samples, seats and starters alternated)', () => {
  function winRate(a: AiLevel, b: AiLevel, games: number, iterations: number): number {
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const aSeat = g % 2;
      let s = newGame(opts('free', g % 4 >= 2, ((g >> 1) % 2) as 0 | 1, PAIRINGS[g % PAIRINGS.length]), 500 + g);
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
