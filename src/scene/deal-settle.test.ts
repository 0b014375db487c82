import { describe, expect, it } from 'vitest';
import { dealOnSettledTable } from './deal-settle';

describe('dealOnSettledTable: a deal cut short by a resize is dealt again on the new size', () => {
  it('deals once when the size holds', async () => {
    let runs = 0;
    await dealOnSettledTable(() => '1024x694', async () => { runs++; });
    expect(runs).toBe(1);
  });

  it('deals again after the table resized during the deal, and tells the deal it was cut short', async () => {
    const sizes = ['1024x694', '1024x674'];
    let now = 0;
    const seen: boolean[] = [];
    await dealOnSettledTable(() => sizes[now], async (cutShort) => {
      seen.push(cutShort());
      if (now === 0) { now = 1; seen.push(cutShort()); }
    });
    expect(seen).toEqual([false, true, false]);
  });

  it('gives up after `tries` deals on a table that never settles', async () => {
    let n = 0;
    let runs = 0;
    await dealOnSettledTable(() => String(n), async () => { runs++; n++; }, 3);
    expect(runs).toBe(3);
  });
});
