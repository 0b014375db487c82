// A table at rest draws nothing (issue 29): each game against its default bot, with full motion (a player's
// default) on the tablet and reduced motion on the phone, waits for rest, then for 3 s neither draws a frame (counted by the tables' own hook, src/scene/frames.ts)
// nor asks the page for one (the page's own requestAnimationFrame, counted from before the app loads). A move by the
// person with the bot's answer, and a change of size, each draw and then rest again. The main thread's busy time
// over the quiet window is printed for the record, never asserted (timing is the bench's).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAST_SETTINGS, fastSettings } from './helpers';
import { untilInPage } from './in-page';
import { GAMES, fewMoves, startVsBot } from './walk';

interface Counts { drawn: number; asked: number }

/** Runs in the page before the app: counts every call of requestAnimationFrame. */
function countFrameRequests(): void {
  const scope = window as unknown as { __rafCalls: number };
  scope.__rafCalls = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (fn) => { scope.__rafCalls++; return request(fn); };
}

const counts = (page: Page): Promise<Counts> => page.evaluate(() => {
  const scope = window as unknown as { __rafCalls: number; __nineLivesFramesDrawn?: number };
  return { drawn: scope.__nineLivesFramesDrawn ?? 0, asked: scope.__rafCalls };
});

/** Waits (in the page) until neither count has moved for `quietMs`; false when `timeout` passes first. */
async function rest(page: Page, quietMs = 1000, timeout = 20_000): Promise<boolean> {
  const ok = await untilInPage(page, (quiet: number) => {
    const scope = window as unknown as { __rafCalls: number; __nineLivesFramesDrawn?: number; __restSeen?: { key: string; since: number } };
    const key = `${scope.__nineLivesFramesDrawn ?? 0}/${scope.__rafCalls}`;
    const now = performance.now();
    if (scope.__restSeen?.key !== key) scope.__restSeen = { key, since: now };
    return now - scope.__restSeen.since >= quiet;
  }, quietMs, timeout, 100);
  return ok === true;
}

// The tablet with full motion (the turn glow breathes, then holds still), the phone with reduced motion.
for (const [viewport, motion] of [[{ width: 1024, height: 768 }, 'full'], [{ width: 390, height: 844 }, 'reduced']] as const) {
  test(`every table rests at ${viewport.width}x${viewport.height} (${motion} motion): no frame drawn or asked for, until a move or a resize`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(countFrameRequests);
    await fastSettings(page, { ...FAST_SETTINGS, motion });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async (): Promise<number> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    for (const game of GAMES) {
      await startVsBot(page, game);
      expect(await rest(page), `${game}: the table comes to rest`).toBe(true);
      const before = await counts(page);
      const busyBefore = await busy();
      await page.waitForTimeout(3000);
      const after = await counts(page);
      console.log(`${game} at ${viewport.width}x${viewport.height}: at rest for 3 s, main thread busy ${(1000 * (await busy() - busyBefore)).toFixed(0)} ms`);
      expect(after, `${game}: nothing drawn or asked for at rest`).toEqual(before);

      // A move of the person's (the bot answers at once): drawn, then at rest again.
      // The DOM may answer the press a frame before the canvas draws it: the count is awaited, as the resize's is.
      await fewMoves(page, game, 1);
      await expect.poll(async () => (await counts(page)).drawn, { message: `${game}: a move is drawn` }).toBeGreaterThan(after.drawn);
      expect(await rest(page), `${game}: at rest after the move`).toBe(true);

      // A change of size: drawn, then at rest again.
      const drawn = (await counts(page)).drawn;
      await page.setViewportSize({ width: viewport.height, height: viewport.width });
      await expect.poll(async () => (await counts(page)).drawn, { message: `${game}: a resize is drawn` }).toBeGreaterThan(drawn);
      expect(await rest(page), `${game}: at rest after the resize`).toBe(true);
      await page.setViewportSize(viewport);
      await page.locator('.play-home').click();
      await expect(page.locator(`#new-${game}`)).toBeVisible();
    }
    await context.close();
  });
}
