// The threat assist's finder (issue 15): for each early way to win of the rulebook (Tahuna, Awa end to end, Awa
// from the border to the ball, Ara) and for both tribes, a position one piece short; the finder names that hollow,
// that seat and that way, and the piece really wins there by that way. Then positions with no threat (a blocked
// line, a line two short, a beach area beside the ball), and the setting that switches the marks.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/types';
import { moeraki } from './definition';
import { winningHollows } from './lines';
import { assistShown, findThreats, threatsOf } from './threats';
import { h, position, type Pt } from '../test/testkit';

interface Case {
  way: 'tahuna' | 'awa' | 'ara';
  variant?: 'A' | 'B';
  what: string;
  pieces: Pt[];
  gap: Pt;
}

/** One piece short of each way (ball in the centre, f6 = (5, 5)). */
const CASES: Case[] = [
  { way: 'tahuna', what: 'three hollows round the beach area (3, 6)', pieces: [[3, 5], [2, 6], [4, 6]], gap: [3, 7] },
  { way: 'awa', variant: 'A', what: 'the three-hollow diagonal of the cut corner', pieces: [[0, 2], [1, 1]], gap: [2, 0] },
  { way: 'awa', variant: 'A', what: 'the five-hollow diagonal x + y = 4', pieces: [[0, 4], [1, 3], [3, 1], [4, 0]], gap: [2, 2] },
  { way: 'awa', variant: 'B', what: 'the diagonal from the border (1, 9) to the ball', pieces: [[1, 9], [2, 8], [3, 7]], gap: [4, 6] },
  { way: 'ara', what: 'the top edge', pieces: [[2, 0], [4, 0], [6, 0]], gap: [8, 0] },
  { way: 'ara', what: 'the left edge', pieces: [[0, 2], [0, 6], [0, 8]], gap: [0, 4] },
];

const spec = (seat: Seat, pieces: Pt[], other: Pt[] = []) =>
  position({ level: 'beginner', ball: [5, 5], black: seat === 0 ? pieces : other, white: seat === 1 ? pieces : other, turn: seat });

describe('Moeraki threat finder', () => {
  for (const seat of [0, 1] as Seat[]) {
    for (const c of CASES) {
      it(`finds ${c.way}${c.variant ? ` ${c.variant}` : ''} for ${seat === 0 ? 'black' : 'white'}: ${c.what}`, () => {
        const s = spec(seat, c.pieces);
        const found = findThreats(s.board, s.ball);
        expect(found.map((t) => [t.hollow, t.seat, t.ways])).toEqual([[h(c.gap), seat, [c.way]]]);
        expect(found[0].lines.some((l) => l.way === c.way && l.variant === c.variant)).toBe(true);
        // The rules agree: that piece ends the game at once, by that way, for that seat.
        const after = moeraki.apply(s, { type: 'PLACE', seat, hollow: h(c.gap) });
        expect(after.outcome?.way).toBe(c.way);
        expect(after.outcome?.winner).toBe(seat);
        if (c.variant) expect(after.outcome?.variant).toBe(c.variant);
      });
    }
  }

  it('marks a hollow both sides would win at for each, and one hollow that wins two ways once with both ways', () => {
    // Black: the top edge short of (8, 0); white: the corner diagonal (8, 0), (9, 1), (10, 2) short of the same.
    const s = position({ level: 'beginner', ball: [5, 5], black: [[2, 0], [4, 0], [6, 0]], white: [[9, 1], [10, 2]], turn: 0 });
    expect(findThreats(s.board, s.ball).map((t) => [t.hollow, t.seat, t.ways])).toEqual([[h([8, 0]), 0, ['ara']], [h([8, 0]), 1, ['awa']]]);
    // Black: the top edge and the corner diagonal both end in (8, 0).
    const two = position({ level: 'beginner', ball: [5, 5], black: [[2, 0], [4, 0], [6, 0], [9, 1], [10, 2]], white: [[1, 1], [3, 3], [0, 4], [7, 7], [9, 9]], turn: 0 });
    const at = threatsOf(findThreats(two.board, two.ball), 0).find((t) => t.hollow === h([8, 0]));
    expect(at?.ways).toEqual(['awa', 'ara']);
  });

  it('finds nothing where no piece wins at once: a blocked edge, a line two short, a beach area beside the ball', () => {
    const cases: { black: Pt[]; white: Pt[] }[] = [
      { black: [[2, 0], [4, 0], [6, 0]], white: [[8, 0]] },
      { black: [[0, 4], [1, 3], [4, 0]], white: [] },
      // The area (5, 4) has the ball as its fourth hollow: never a Tahuna.
      { black: [[5, 3], [4, 4], [6, 4]], white: [] },
      { black: [], white: [] },
    ];
    for (const c of cases) {
      const s = position({ level: 'beginner', ball: [5, 5], black: c.black, white: c.white, turn: 1 });
      expect(findThreats(s.board, s.ball)).toEqual([]);
    }
  });

  it('agrees with the rules\' winning hollows on positions from random games', () => {
    let s = position({ level: 'basic', ball: [4, 4], black: [], white: [], turn: 1 });
    let rng = 7;
    const next = () => (rng = (Math.imul(rng, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 40 && s.phase === 'piece'; i++) {
      const found = findThreats(s.board, s.ball);
      for (const seat of [0, 1] as Seat[]) {
        expect([...new Set(threatsOf(found, seat).map((t) => t.hollow))].sort((a, b) => a - b))
          .toEqual(winningHollows(s.board, s.ball, seat).sort((a, b) => a - b));
      }
      const empty = s.board.flatMap((c, hl) => (c === -1 ? [hl] : []));
      s = moeraki.apply(s, { type: 'PLACE', seat: s.turn, hollow: empty[Math.floor(next() * empty.length)] });
      if (s.phase === 'tane') s = moeraki.apply(s, { type: 'DECLINE_TANE', seat: s.offer!.seat });
    }
  });

  it('shows the marks by the setting: at beginner level by default, at every level, or never', () => {
    expect(assistShown(undefined, 'beginner')).toBe(true);
    expect(assistShown(undefined, 'basic')).toBe(false);
    expect(assistShown('beginner', 'master')).toBe(false);
    expect(assistShown('always', 'master')).toBe(true);
    expect(assistShown('off', 'beginner')).toBe(false);
  });
});
