// The words of the Pocket Cats banner: in play, the mode, the game of the match and what is asked now; at the
// end, who won.
import { t } from '../../../base/i18n';
import type { PocketCatsView } from '../rules/view';
import { clanName } from '../words/names';
import type { EndFrame } from './scene-end';

/** The scoring step's last line: the winner, by points or by prey, or a shared victory. */
export function winnerLine(frame: EndFrame, names: string[]): string {
  const w = frame.winners ?? [];
  if (w.length !== 1) return t('pocketCats.shared');
  return t(frame.byPreyCount ? 'pocketCats.winnerByPrey' : 'pocketCats.winner', { player: names[w[0]] ?? '' });
}

/** The banner in play: the mode, the game of the match, and what is asked now (`mine`: of this seat; `prompt`:
 *  what the chosen mode of a swap asks for). */
export function playLines(v: PocketCatsView | null, names: string[], mine: boolean, prompt: () => string | null): string[] {
  if (!v) return [];
  const out = [t(v.options.effects ? 'pocketCats.ui.effectsOn' : 'pocketCats.ui.firstGame')];
  if (v.options.choice === 'experts') out.push(t('pocketCats.ui.gameOf', { n: v.game + 1 }));
  if (v.phase === 'beforeDogs' && v.effectQueue[0]) {
    const p = v.effectQueue[0];
    out.push(t('pocketCats.promptTurnDog', { player: names[p.seat] ?? '', clan: clanName(p.clan) }));
    if (mine) out.push(t(p.rule === 'turnAnyDog' ? 'pocketCats.ui.pickDog' : 'pocketCats.ui.pickDogNextToChief'));
  } else if (v.phase === 'swapping' && mine) {
    const key = prompt();
    if (key) out.push(t(key));
  }
  return out;
}
