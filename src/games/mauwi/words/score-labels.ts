// A column's live score in words and figures ("4×2³ = 32"), shared by the table, its keys and the results.
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
