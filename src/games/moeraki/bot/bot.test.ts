// The Moeraki-Kemu bot adapter and the bot levels on it: perfect information (determinize is the view itself),
// the heuristic's order (win > block > tiles), bots legal through the statechart, and the strength measured:
// hard (the game's own alpha-beta, search.ts) against random and greedy.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../engine/session';
import { seedFrom } from '../../../engine/rng';
import { chooseEvent } from '../../../ai/bots';
import type { AiLevel } from '../../../ai/types';
import { moeraki, type MoerakiOptions, type MoerakiState } from '../rules/definition';
import { SEARCH_DEPTH, determinize, evaluate, eventKey, moerakiBot, playout, scoreEvent, searchEvents } from './bot';
import { actors, invariants, legalEvents, type MoerakiEvent } from '../rules/rules';
import { viewOf } from '../rules/view';
import { h, position } from '../test/testkit';
import { newMatch } from '../test/testkit';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];

function randomStates(options: MoerakiOptions, seed: number): MoerakiState[] {
  let s = newMatch(options);
  const out = [s];
  let r = seed >>> 0;
  while (s.phase !== 'matchOver') {
    const legal = legalEvents(s, actors(s)[0]);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    s = moeraki.apply(s, legal[(r >>> 4) % legal.length]);
    out.push(s);
  }
  return out;
}

/** One game between two levels; returns the winner (null for a draw). */
function duel(levels: [AiLevel, AiLevel], options: MoerakiOptions, seed: number, iterations: number): number | null {
  let s = newMatch(options);
  for (let i = 0; s.phase !== 'matchOver'; i++) {
    const seat = actors(s)[0];
    const choice = chooseEvent(moerakiBot, levels[seat], viewOf(s, seat), legalEvents(s, seat), seedFrom(`${seed}/${i}`), { iterations, ms: 60_000 });
    s = moeraki.apply(s, choice.event);
  }
  return s.outcome!.winner;
}

describe('moeraki bot adapter', () => {
  it('perfect information: determinize returns the view as it is', () => {
    const s = randomStates({ level: 'master', matchTo: 1, first: 0 }, 3)[20];
    const [d, rng] = determinize(viewOf(s, 0), 77);
    expect(d).toBe(s);
    expect(rng).toBe(77);
  });

  it('evaluate: the game\'s result when decided, else in [0, 1]; a win in one for the player to move scores high', () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const s of randomStates({ level: seed % 2 ? 'master' : 'basic', matchTo: 3, first: 0 }, seed)) {
        const r = evaluate(s);
        expect(r[0] + r[1]).toBeCloseTo(1);
        for (const x of r) expect(x >= 0 && x <= 1).toBe(true);
        if (s.outcome && s.outcome.winner !== null) expect(r[s.outcome.winner]).toBe(1);
      }
    }
    const threat = position({ ball: [5, 5], black: [[2, 0], [4, 0], [6, 0]], white: [[9, 9], [1, 5], [7, 7]], turn: 0 });
    expect(evaluate(threat)[0]).toBeGreaterThan(0.9);
    expect(evaluate({ ...threat, turn: 1 })[0]).toBeLessThan(0.9);
  });

  it('scoreEvent orders an immediate win above blocking the opponent\'s, and blocking above a tile', () => {
    // Black to move: black wins at (8, 0) (Ara); white threatens (10, 8) (Ara); (6, 4) wins black a tile beside the ball.
    const s = position({ ball: [5, 5], black: [[2, 0], [4, 0], [6, 0], [5, 3], [4, 4]], white: [[10, 2], [10, 4], [10, 6], [8, 8], [1, 7]], turn: 0 });
    const sc = (pt: [number, number]) => scoreEvent(s, { type: 'PLACE', seat: 0, hollow: h(pt) }, 0);
    expect(sc([8, 0])).toBeGreaterThan(sc([10, 8]));
    expect(sc([10, 8])).toBeGreaterThan(sc([6, 4]));
    // Without black's own win: blocking first; taking the tile and leaving white the win scores below nothing.
    const noWin = { ...s, board: s.board.slice() };
    noWin.board[h([6, 0])] = -1;
    const sc2 = (pt: [number, number]) => scoreEvent(noWin, { type: 'PLACE', seat: 0, hollow: h(pt) }, 0);
    expect(sc2([10, 8])).toBeGreaterThan(sc2([6, 4]));
    expect(sc2([6, 4])).toBeLessThan(0);
    const quiet = { ...noWin, board: noWin.board.slice() };
    quiet.board[h([10, 6])] = -1;
    const sc3 = (pt: [number, number]) => scoreEvent(quiet, { type: 'PLACE', seat: 0, hollow: h(pt) }, 0);
    expect(sc3([6, 4])).toBeGreaterThan(sc3([9, 9]));
  });

  it('the search only looks at forced moves: the win, else the blocks', () => {
    const s = position({ ball: [5, 5], black: [[2, 0], [4, 0], [6, 0]], white: [[0, 2]], turn: 0 });
    expect(searchEvents(s, 0)).toEqual([{ type: 'PLACE', seat: 0, hollow: h([8, 0]) }]);
    const block = position({ ball: [5, 5], black: [[2, 2]], white: [[2, 0], [4, 0], [6, 0]], turn: 0 });
    expect(searchEvents(block, 0)).toEqual([{ type: 'PLACE', seat: 0, hollow: h([8, 0]) }]);
    const open = position({ ball: [5, 5], black: [[2, 2]], white: [[9, 9]], turn: 0 });
    expect(searchEvents(open, 0)).toEqual(legalEvents(open, 0));
  });

  it('playout returns one of the legal events and keys tell moves apart', () => {
    for (const s of randomStates({ level: 'master', matchTo: 3, first: 1 }, 5)) {
      const [seat] = actors(s);
      if (seat === undefined) continue;
      const legal = legalEvents(s, seat);
      expect(new Set(legal.map(eventKey)).size).toBe(legal.length);
      const [e] = playout(s, seat, legal, seedFrom('p'));
      expect(legal).toContain(e);
    }
    expect(moerakiBot.playoutDepth).toBe(SEARCH_DEPTH);
  });
});

describe('moeraki bots: legal and strong', () => {
  it('every event the bots return is accepted by the statechart (easy, greedy, hard), across a match', () => {
    const tables: [AiLevel, AiLevel, MoerakiOptions][] = [
      ['easy', 'greedy', { level: 'master', matchTo: 3, first: 0 }],
      ['hard', 'easy', { level: 'basic', matchTo: 3, first: 1 }],
      ['hard', 'greedy', { level: 'master', matchTo: 1, first: 0 }],
    ];
    for (const [t, [a, b, options]] of tables.entries()) {
      const session = new GameSession(moeraki, { options, seed: t, players });
      for (let i = 0; i < 400 && !session.over; i++) {
        const seat = actors(session.state)[0];
        const legal = legalEvents(session.state, seat) as MoerakiEvent[];
        const choice = chooseEvent(moerakiBot, seat === 0 ? a : b, viewOf(session.state, seat), legal, seedFrom(`${t}/${i}`), { iterations: 60, ms: 10_000 });
        expect(session.send(choice.event)).toEqual({ ok: true });
        expect(invariants(session.state)).toEqual([]);
      }
      expect(session.over).toBe(true);
    }
  });

  it('hard (alpha-beta, 200 rounds) beats random in nearly every game', () => {
    let wins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const hard = g % 2;
      const levels: [AiLevel, AiLevel] = hard === 0 ? ['hard', 'random'] : ['random', 'hard'];
      if (duel(levels, { level: g % 3 === 0 ? 'basic' : 'master', matchTo: 1, first: ((g >> 1) % 2) as 0 | 1 }, 100 + g, 200) === hard) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  it('greedy beats random, and hard (800 rounds) beats greedy in most games', () => {
    let greedy = 0;
    let hard = 0;
    for (let g = 0; g < 10; g++) {
      const me = g % 2;
      const options: MoerakiOptions = { level: 'master', matchTo: 1, first: ((g >> 1) % 2) as 0 | 1 };
      if (duel(me === 0 ? ['greedy', 'random'] : ['random', 'greedy'], options, 300 + g, 1) === me) greedy++;
      if (duel(me === 0 ? ['hard', 'greedy'] : ['greedy', 'hard'], options, 500 + g, 800) === me) hard++;
    }
    expect(greedy).toBeGreaterThanOrEqual(9);
    expect(hard).toBeGreaterThanOrEqual(7);
  });
});
