// What a tap on the Moeraki board means, as pure functions over the legal events (tested without PixiJS),
// and what changed between two positions (the scene drops new pieces in and fades new tiles up).
import type { Proposal } from '../../../ui/game-ui';
import type { Facing } from '../rules/geometry';
import { EMPTY } from '../rules/lines';
import { NONE } from '../rules/tiles';
import type { MoerakiEvent, MoerakiState } from '../rules/state';

/** The hollows a tap may place on now, and what kind of placement it is. */
export function placeTargets(legal: readonly MoerakiEvent[]): { kind: 'PLACE' | 'PLACE_BALL' | null; hollows: Set<number> } {
  const hollows = new Set<number>();
  let kind: 'PLACE' | 'PLACE_BALL' | null = null;
  for (const e of legal) {
    if (e.type === 'PLACE' || e.type === 'PLACE_BALL') { hollows.add(e.hollow); kind = e.type; }
  }
  return { kind, hollows };
}

/** The facings a tap may choose now (a Tane offer to the player at this screen). */
export function offeredFacings(legal: readonly MoerakiEvent[]): Facing[] {
  return legal.flatMap((e) => (e.type === 'PLACE_TANE' ? [e.facing] : []));
}

/** What a tap on a hollow proposes: its legal placement, or (so the rules can say why not) the same kind of
 *  placement there when the player may act at all; null when nobody at this screen may act. */
export function hollowProposal(legal: readonly MoerakiEvent[], hollow: number): Proposal | null {
  if (legal.length === 0) return null;
  const { kind } = placeTargets(legal);
  return { type: kind ?? 'PLACE', hollow };
}

/** Newly filled hollows and newly shown tiles between two positions of the same game (for the drop-in). */
export function changes(before: MoerakiState | null, after: MoerakiState): { hollows: number[]; areas: number[] } {
  if (!before || before.game !== after.game) return { hollows: [], areas: [] };
  const hollows = after.board.flatMap((c, h) => (c !== EMPTY && before.board[h] === EMPTY ? [h] : []));
  const areas = after.tiles.flatMap((c, a) => (c !== NONE && before.tiles[a] !== c ? [a] : []));
  return { hollows, areas };
}

