// How a hand's value reads at the table ("21 in ♥", "Hiss 30½", "Purr 31", "Meow 33") and aloud
// ("21 points in hearts"), and each seat's lives in words. Pure over the shell's i18n.
import { t } from '../../../base/i18n';
import { cardLabel, SUIT_SYMBOL } from '../../shared/cards';
import type { HandValue } from '../rules/hand-value';
import type { KittyView } from '../rules/view';

/** 30.5 is written 30½ (the rulebook's Hiss). */
export const formatPoints = (p: number): string => (Number.isInteger(p) ? String(p) : `${Math.floor(p)}½`);

/** The short label on the table. */
export function valueLabel(v: HandValue): string {
  if (v.kind === 'suit') return t('kitty.scene.valueSuit', { points: formatPoints(v.points), suit: v.suit === null ? '' : SUIT_SYMBOL[v.suit] });
  return t('kitty.scene.valueKind', { kind: t(`kitty.kind.${v.kind}`), points: formatPoints(v.points) });
}

/** The same value in words, as the table's words spell it for the showdown (screen readers). */
export function valueSpoken(v: HandValue): string {
  const cards = v.counted.map(cardLabel).join(' ');
  if (v.kind === 'meow') return t('kitty.value.meow', { points: formatPoints(v.points) });
  if (v.kind === 'suit') {
    return t('kitty.value.suit', { suit: v.suit === null ? '' : t(`kitty.suit.${v.suit}`), sum: v.parts.join(' + ') || '0', points: formatPoints(v.points) });
  }
  return t(`kitty.value.${v.kind}`, { cards, points: formatPoints(v.points) });
}

/** "2 counters", "Last life" or "Out", for a seat's key and the status. */
export function livesSpoken(view: KittyView, seat: number): string {
  if (view.out[seat]) return t('kitty.ui.out');
  if (view.swimming[seat]) return t('kitty.ui.swimming');
  return t('kitty.ui.counters', { count: view.counterCounts[seat] });
}
