// A threat-space reference player for the bench (issue 28), after Allis, van den Herik and Huntjens (1993): it
// looks only at forcing moves. It wins when it can; blocks when it must; plays the first move of a victory by
// continuous threats (a run of threats, each answered by its one block, ending in two threats at once) when it
// finds one; else it plays a threat whenever it has one (the one whose forced block leaves it best placed); only
// without any threat does it make a quiet move (the best by the side-to-move evaluation one ply deep).
// Built on the rules' own functions and reference-ab.ts's evaluation, never on the hard bot's search.
import type { Seat } from '../../src/engine/types';
import { moeraki } from '../../src/games/moeraki/rules/definition';
import { winningHollows } from '../../src/games/moeraki/rules/lines';
import { REF_WIN, threatEval, twoShortGaps } from './reference-ab';
import { other, type MoerakiEvent, type MoerakiState } from '../../src/games/moeraki/rules/state';

/** Nodes one search for a victory by continuous threats may visit. */
const VCF_NODES = 20_000;
/** Threats in a row it follows. */
const VCF_DEPTH = 8;

/** Plays out any Tane offers by declining them (the threat search looks at pieces only). */
function settle(s: MoerakiState): MoerakiState {
  let t = s;
  while (t.phase === 'tane' && t.offer) t = moeraki.apply(t, { type: 'DECLINE_TANE', seat: t.offer.seat });
  return t;
}

const place = (s: MoerakiState, seat: Seat, hollow: number): MoerakiState => settle(moeraki.apply(s, { type: 'PLACE', seat, hollow }));

/** Hollows where a piece of `seat` makes a line one piece short (a threat). */
export function threatMoves(s: MoerakiState, seat: Seat): number[] {
  return [...new Set(twoShortGaps(s, seat).flat())];
}

/** A victory by continuous threats for `p` (to move, nobody threatening yet): its first hollow, or -1. */
export function findVcf(s: MoerakiState, p: Seat): number {
  const seen = new Set<string>();
  let nodes = 0;
  const o = other(p);
  const search = (t: MoerakiState, depth: number): boolean => {
    if (depth === 0 || ++nodes > VCF_NODES) return false;
    const key = t.board.join('');
    if (seen.has(key)) return false;
    seen.add(key);
    for (const h of threatMoves(t, p)) {
      const next = place(t, p, h);
      if (next.phase !== 'piece') { if (next.outcome?.winner === p) return true; continue; }
      const mine = winningHollows(next.board, next.ball, p);
      if (mine.length >= 2) return true;
      if (mine.length !== 1) continue;
      const after = place(next, o, mine[0]);
      if (after.phase !== 'piece') continue;
      // A block that makes a threat of its own is a counter-threat: this line of attack is not forcing any more.
      if (winningHollows(after.board, after.ball, o).length > 0) continue;
      if (search(after, depth - 1)) return true;
    }
    return false;
  };
  for (const h of threatMoves(s, p)) {
    seen.clear();
    const t = moeraki.apply(s, { type: 'PLACE', seat: p, hollow: h });
    // The first threat is tried as the root of its own search.
    const mine = t.phase === 'piece' || t.phase === 'tane' ? winningHollows(t.board, t.ball, p) : [];
    if (t.outcome?.winner === p || mine.length >= 2) return h;
    if (mine.length !== 1) continue;
    const after = place(settle(t), o, mine[0]);
    if (after.phase !== 'piece' || winningHollows(after.board, after.ball, o).length > 0) continue;
    if (search(after, VCF_DEPTH - 1)) return h;
    if (nodes > VCF_NODES) break;
  }
  return -1;
}

/** The threat-space player's choice. */
export function threatSpaceChoice(s: MoerakiState, legal: readonly MoerakiEvent[]): MoerakiEvent {
  if (legal.length === 1 || s.phase !== 'piece') return bestByEval(s, legal);
  const p = legal[0].seat;
  const o = other(p);
  const pick = (h: number): MoerakiEvent => legal.find((e) => e.type === 'PLACE' && e.hollow === h)!;
  const win = winningHollows(s.board, s.ball, p);
  if (win.length > 0) return pick(win[0]);
  const block = winningHollows(s.board, s.ball, o);
  if (block.length > 0) return bestByEval(s, block.map(pick));
  const vcf = findVcf(s, p);
  if (vcf >= 0) return pick(vcf);
  const threats = threatMoves(s, p);
  return bestByEval(s, threats.length > 0 ? threats.map(pick) : legal);
}

/** The event whose result the side-to-move evaluation likes best for the mover (a forced reply followed). */
function bestByEval(s: MoerakiState, events: readonly MoerakiEvent[]): MoerakiEvent {
  let best = events[0];
  let bestV = -Infinity;
  for (const e of events) {
    const v = threatEval(moeraki.apply(s, e), e.seat);
    if (v > bestV) { bestV = v; best = e; }
    if (bestV >= REF_WIN - 10) break;
  }
  return best;
}
