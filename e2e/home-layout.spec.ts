// Nothing moves under a finger on the home screen: the "Carry on where you left off" card, read from the saves
// after the screen is built, once came 0.01-0.17 s after the games list and pushed it down by its own height (a tap
// meant for Moeraki's New game landed on Mauwi's text). With a save to continue, from a reload: Chromium's
// layout-shift score (CLS) is 0, and the games list is where it first appeared for the whole first second and a half.
import { expect, test } from './fixtures';
import { fastSettings } from './helpers';
import { startVsBot } from './walk';

interface Seen { cls: number; shifts: string[]; tops: number[] }

/** Runs in the page before the app: sums every layout shift (none with recent input), and on every frame notes where
 *  Moeraki's New game is once it shows, for 1.5 s after it first did. */
function watchLayout(): void {
  const seen: Seen = { cls: 0, shifts: [], tops: [] };
  (window as unknown as { __homeLayout: Seen }).__homeLayout = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      seen.cls += entry.value;
      seen.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((s) => (s.node as Element | null)?.className ?? s.node?.nodeName).join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let first = 0;
  const frame = (now: number): void => {
    const target = document.querySelector('#new-moeraki');
    // Only once it can be seen (a screen still waiting for its saves shows nothing to tap).
    if (target && target.checkVisibility({ visibilityProperty: true })) {
      first ||= now;
      seen.tops.push(Math.round(target.getBoundingClientRect().top));
    }
    if (!first || now - first < 1500) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
  test(`at ${viewport.width}x${viewport.height}, home with a save to continue shifts nothing as it loads (CLS 0)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await fastSettings(page);
    // A save to continue: a game begun, then home.
    await startVsBot(page, 'meow-meow');
    await page.locator('.play-home').click();
    await expect(page.locator('#continue')).toBeVisible();

    await page.addInitScript(watchLayout);
    await page.reload();
    await expect(page.locator('#continue')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __homeLayout: Seen }).__homeLayout.tops.length), { timeout: 10_000 })
      .toBeGreaterThan(20);
    await page.waitForTimeout(1700);
    const seen = await page.evaluate(() => (window as unknown as { __homeLayout: Seen }).__homeLayout);
    expect(seen.shifts, 'layout shifts').toEqual([]);
    expect(seen.cls).toBe(0);
    // The list's place from the first frame it showed in: one place only.
    expect(new Set(seen.tops), `Moeraki's New game at ${seen.tops.join(', ')}`).toEqual(new Set([seen.tops[0]]));
    // And the card is above the list, as the screen's primary action.
    const card = await page.locator('.continue-card').boundingBox();
    expect(card!.y).toBeLessThan(seen.tops[0]);
  });
}

test('home without a save shows no continue card and shifts nothing', async ({ page }) => {
  await page.addInitScript(watchLayout);
  await page.setViewportSize({ width: 390, height: 844 });
  await fastSettings(page);
  await page.waitForTimeout(1700);
  await expect(page.locator('#continue')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __homeLayout: Seen }).__homeLayout);
  expect(seen.shifts, 'layout shifts').toEqual([]);
  expect(new Set(seen.tops).size).toBe(1);
});
