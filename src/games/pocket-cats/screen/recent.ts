// What to light on the Pocket Cats grid for the moves since your last turn: the cells flipped, swapped or moved
// to and from, and a turned dog. Only cell numbers, which the whole table saw.
import type { PocketCatsEvent } from '../rules/state';
import type { PocketCatsView } from '../rules/view';

export interface PocketRecent {
  cells: number[];
}

export const NO_RECENT: PocketRecent = { cells: [] };

export function recentTargets(events: readonly PocketCatsEvent[], view: Pick<PocketCatsView, 'grid'>): PocketRecent {
  const cellCount = view.grid.length;
  let cells: number[] = [];
  const add = (cell: number) => { if (cell >= 0 && cell < cellCount && !cells.includes(cell)) cells.push(cell); };
  for (const e of events) {
    switch (e.type) {
      case 'FLIP': case 'SWAP': case 'CLAN_SWAP': case 'TURN_DOG': add(e.cell); break;
      case 'MOVE_PREY': add(e.from); add(e.to); break;
      // A new game of the match is dealt afresh: nothing before it is on the table.
      case 'NEXT_GAME': cells = []; break;
      case 'CHOOSE_CLAN': case 'STAY': case 'SKIP_EFFECT': break;
    }
  }
  return { cells };
}
