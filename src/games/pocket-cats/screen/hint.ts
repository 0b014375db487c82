// Pocket Cats' Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move. The end-of-game projection runs on the view filled in with a sample
// of the face-down tiles (as the bots do): a face-down tile is never named.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { seedFrom } from '../../../engine/rng';
import { pocketCats } from '../rules/definition';
import { determinize, leadOf } from '../bot/bot';
import { clanName, visibleName } from '../words/names';
import { tileDef } from '../rules/data';
import type { PocketCatsEvent } from '../rules/state';
import type { PocketCatsView } from '../rules/view';

const at = (cell: number) => ({ row: Math.floor(cell / 5) + 1, col: (cell % 5) + 1 });

export function pocketCatsHint(view: PocketCatsView, e: PocketCatsEvent, _legal: PocketCatsEvent[], _names: string[]): Hint {
  const projected = (): string => {
    const [s] = determinize(view, seedFrom(`hint:${view.flips}:${view.draws}`));
    const lead = Math.round(leadOf(pocketCats.apply(s, e), e.seat));
    return lead >= 0 ? t('pocketCats.hint.why.ahead', { points: lead }) : t('pocketCats.hint.why.behind', { points: -lead });
  };
  switch (e.type) {
    case 'FLIP':
      return { move: t('pocketCats.hint.flip', at(e.cell)), why: t('pocketCats.hint.why.flip') };
    case 'SWAP':
      return { move: t('pocketCats.hint.swap', { ...at(e.cell), tile: visibleName(view.grid[e.cell]) }), why: projected() };
    case 'CLAN_SWAP': {
      // The Royal Claws' cat goes to a face-up dog; the Defenders' cat to any tile diagonally.
      const target = view.grid[e.cell];
      const dog = target.faceUp && target.tile !== null && tileDef(target.tile).kind === 'dog';
      return dog
        ? { move: t('pocketCats.hint.swapWithDog', at(e.cell)), why: projected() }
        : { move: t('pocketCats.hint.swapDiagonally', { ...at(e.cell), tile: visibleName(target) }), why: projected() };
    }
    case 'STAY':
      return { move: t('pocketCats.hint.stay'), why: projected() };
    case 'MOVE_PREY': {
      const to = at(e.to);
      return { move: t('pocketCats.hint.movePrey', { ...at(e.from), prey: visibleName(view.grid[e.from]), row2: to.row, col2: to.col }), why: projected() };
    }
    case 'TURN_DOG':
      return { move: t('pocketCats.hint.turnDog', { ...at(e.cell), way: t(e.clockwise ? 'pocketCats.ui.clockwise' : 'pocketCats.ui.anticlockwise') }), why: projected() };
    case 'SKIP_EFFECT':
      return { move: t('pocketCats.hint.skip'), why: t('pocketCats.hint.why.skip') };
    case 'CHOOSE_CLAN':
      return { move: t('pocketCats.hint.clan', { clan: clanName(e.clan) }), why: t('pocketCats.hint.why.clan') };
    case 'NEXT_GAME':
      return { move: t('pocketCats.hint.next'), why: t('pocketCats.hint.why.next') };
  }
}

const RULE: Record<string, string> = { CHOOSE_CLAN: 'modes', FLIP: 'turn', SWAP: 'moves', CLAN_SWAP: 'effects', STAY: 'effects', MOVE_PREY: 'effects', TURN_DOG: 'effects' };

export const pocketCatsTip = tipsFor('pocketCats', RULE);
