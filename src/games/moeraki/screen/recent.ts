// What to light on the Moeraki board for the moves since your last turn: the hollows where the other side put a
// piece or the ball, and the tiles (or the Tane) those moves laid. All of it lies open on the board.
import { AREAS_OF_HOLLOW } from '../rules/geometry';
import { NONE } from '../rules/tiles';
import type { MoerakiEvent, MoerakiState } from '../rules/state';

export interface MoerakiRecent {
  hollows: number[];
  areas: number[];
}

export const NO_RECENT: MoerakiRecent = { hollows: [], areas: [] };

export function recentTargets(events: readonly MoerakiEvent[], view: MoerakiState): MoerakiRecent {
  let out: MoerakiRecent = { hollows: [], areas: [] };
  const area = (a: number) => { if (!out.areas.includes(a)) out.areas.push(a); };
  for (const e of events) {
    switch (e.type) {
      case 'PLACE': case 'PLACE_BALL':
        if (!out.hollows.includes(e.hollow)) out.hollows.push(e.hollow);
        // A piece that filled an area laid its tile there (the ball lays none).
        if (e.type === 'PLACE') for (const a of AREAS_OF_HOLLOW[e.hollow] ?? []) if (view.tiles[a] !== NONE) area(a);
        break;
      case 'PLACE_TANE': {
        const spot = view.tane[e.seat];
        if (spot) area(spot.area);
        break;
      }
      // A new game of the match: what came before lies on a board that is gone.
      case 'NEXT_GAME': out = { hollows: [], areas: [] }; break;
      case 'DECLINE_TANE': break;
    }
  }
  return out;
}
