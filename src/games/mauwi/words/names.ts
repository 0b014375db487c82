// Mauwi's cards and columns in words and figures: a card's name ("red 8"), the columns' letters and a column's live
// score ("4×2³ = 32"), shared by the table, its keys, the results and the move log.
import { t } from '../../../base/i18n';
import { colourOfValue, kindOf, valueOf, type Card } from '../rules/cards';
import { columnScore, type Column } from '../rules/columns';
import type { ColumnView, MauwiView } from '../rules/view';

const SUP = ['⁰', '¹', '²', '³', '⁴'];

export function columnOf(c: ColumnView): Column {
  return { nines: new Array<number>(c.nines).fill(0), top: c.top, owner: c.owner, as: c.as };
}

/** "4×2³ = 32", "18" for a lone 9 … the live score of a column. */
export function scoreLabel(c: ColumnView): string {
  const score = columnScore(columnOf(c));
  if (c.nines === 0) return c.top === null ? '' : String(score);
  const v = score / 2 ** c.nines;
  return `${v}×2${SUP[c.nines] ?? `^${c.nines}`} = ${score}`;
}

export const seatTotal = (view: MauwiView, seat: number): number =>
  view.areas[seat].reduce((t, c) => t + columnScore(columnOf(c)), 0);

/** A seat's four columns, as the words name them. */
export const COLUMN_LETTERS = ['A', 'B', 'C', 'D'];

/** "red 8", "a spirit", "Maui" in the current language. */
export function mauwiCardName(card: Card | null): string {
  if (card === null) return t('mauwi.card.nine');
  const k = kindOf(card);
  if (k === 'warrior') {
    const v = valueOf(card);
    return t('mauwi.card.warrior', { colour: t(`mauwi.colour.${colourOfValue(v)}`), value: v });
  }
  return t(`mauwi.card.${k}`);
}
