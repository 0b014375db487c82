// How a hand of n cards fits its band: one row while every card keeps a finger's width showing (minStep), else
// two overlapping rows. Pure, so it is tested without a canvas.

export interface HandRows {
  rows: 1 | 2;
  /** Cards in the first (back) row; all of them with one row. */
  perRow: number;
  /** Distance between neighbouring cards' centres. */
  step: number;
}

export function handRows(n: number, areaWidth: number, cardWidth: number, minStep = 44): HandRows {
  // Small cards (a phone) still step a finger's width apart where the row has room, rather than wrapping.
  const maxStep = Math.max(cardWidth * 0.66, minStep);
  const fit = (count: number): number => (count <= 1 ? maxStep : Math.min(maxStep, (areaWidth - cardWidth) / (count - 1)));
  const step = fit(n);
  if (step >= minStep || n <= 1) return { rows: 1, perRow: n, step };
  const perRow = Math.ceil(n / 2);
  return { rows: 2, perRow, step: fit(perRow) };
}
