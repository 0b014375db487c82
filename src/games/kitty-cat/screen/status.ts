// Kitty Cat's status line: whose turn it is and what they may do (a Hiss that may end the round is named for its
// holder: RULES.md, it is not forced, so the status says it may be laid down; the Hiss! button is the move).
import { t } from '../../../base/i18n';
import { isHiss } from '../rules/hand-value';
import type { KittyView } from '../rules/view';

export function status(view: KittyView, names: string[]): string {
  const n = (s: number) => names[s] ?? `${s + 1}`;
  if (view.phase === 'over') return view.winners.length ? t('kitty.log.won', { name: n(view.winners[0]) }) : '';
  if (view.phase === 'showdown') return t('kitty.status.showdown', { round: view.round });
  const mine = view.turn === view.viewer;
  if (view.phase === 'choosingSet') return mine ? t('kitty.status.chooseMine', { name: n(view.turn) }) : t('kitty.status.choose', { name: n(view.turn) });
  const hiss = mine && view.hissEndsRound && view.hand !== null && isHiss(view.hand);
  if (view.phase === 'lastTurns') {
    if (!mine) return t('kitty.status.othersLast', { name: n(view.turn) });
    return t(hiss ? 'kitty.status.lastTurnOrHiss' : 'kitty.status.lastTurn', { name: n(view.turn) });
  }
  if (!mine) return t('kitty.status.others', { name: n(view.turn) });
  return t(hiss ? 'kitty.status.swapOrHiss' : 'kitty.status.swap', { name: n(view.turn) });
}
