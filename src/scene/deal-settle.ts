// A deal on a table whose size is still settling. The play screen's band above the canvas takes its height only
// once the first status line is written, which is just after the table's first picture: the canvas then resizes
// in the deal's first frames, and a resize lands every flight at once (the places they flew to are gone). A deal
// cut short that way is dealt again, from the start, on the settled table. Pure, so it is tested without a canvas.

/** Told to a deal so that it stops launching cards once the table has changed size under it. */
export type CutShort = () => boolean;

/** Runs `deal` until it ends on the size it started on (at most `tries` times; the last run stands as it ends).
 *  `size` names the table's size now (any string that changes with it). */
export async function dealOnSettledTable(size: () => string, deal: (cutShort: CutShort) => Promise<void>, tries = 3): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const before = size();
    const cutShort: CutShort = () => size() !== before;
    await deal(cutShort);
    if (!cutShort()) return;
  }
}
