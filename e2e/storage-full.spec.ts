// Storage full: IndexedDB writes throw QuotaExceededError while a window flag is set (as a full disk does). Moves
// made meanwhile wait in memory, the table says how many, going home asks first, and once there is room again
// every move lands: Continue shows the last position shown, and a game that ended while full is saved with its end.
import { expect, test, type Page } from './fixtures';
import { fastSettings, gameInProgress, handCards, playStep, shot, startMeowMeow, waitForTurn } from './helpers';

declare global {
  interface Window {
    __storageFull?: boolean;
    __lastShown?: { saveId: string; events: number };
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = IDBObjectStore.prototype.put;
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (window.__storageFull) throw quota();
      return put.apply(this, args);
    };
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (window.__storageFull) throw quota();
      return add.apply(this, args);
    };
    // The position the table shows (src/table/shown-probe.ts reports it when this is defined).
    (window as unknown as { __nineLivesShown: (s: { saveId: string; events: number }) => void }).__nineLivesShown = (s) => {
      window.__lastShown = { saveId: s.saveId, events: s.events };
    };
  });
});

const setFull = (page: Page, full: boolean) => page.evaluate((f) => { window.__storageFull = f; }, full);
const lastShown = (page: Page) => page.evaluate(() => window.__lastShown ?? null);

/** The stored header of a save, read straight from IndexedDB. */
function storedHeader(page: Page, saveId: string): Promise<{ eventCount: number; status: string } | null> {
  return page.evaluate(async (id) => {
    const req = indexedDB.open('nine-lives');
    const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
    const tx = db.transaction('saves', 'readonly');
    const header = await new Promise<{ eventCount: number; status: string } | undefined>((ok) => {
      const r = tx.objectStore('saves').get(id);
      r.onsuccess = () => ok(r.result);
    });
    db.close();
    return header ?? null;
  }, saveId);
}

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('moves made while full are counted, going home asks, and Continue loses none once there is room', async ({ page }) => {
      await fastSettings(page);
      // Every hand holds four cards or more, so the few moves below cannot end the game (a bot plays one a turn).
      await gameInProgress(page);
      let state = await waitForTurn(page);
      await setFull(page, true);
      // A few moves of the person (and the bot's answers) while nothing can be written.
      for (let i = 0; i < 2; i++) {
        await playStep(page, state);
        state = await waitForTurn(page);
        expect(state, 'the game is still going').not.toMatch(/^(results|over)$/);
      }
      const badge = page.locator('.play-unsaved');
      await expect(badge).toBeVisible({ timeout: 10_000 });
      await expect(badge).toHaveText(/\d+ moves? not saved yet \(storage is full\)/);
      const shownBefore = (await lastShown(page))!;
      const hand = await handCards(page);
      const stored = await storedHeader(page, shownBefore.saveId);
      expect(stored!.eventCount).toBeLessThan(shownBefore.events);
      await shot(page, 'storage-full-badge');

      // Home asks first, in place; "Try again" while still full asks again.
      await page.locator('.play-home').click();
      const question = page.locator('.play-leave');
      await expect(question).toBeVisible({ timeout: 10_000 });
      await expect(question).toContainText(/moves? (is|are) not saved yet \(storage is full\)/);
      await shot(page, 'storage-full-leave');
      await page.locator('.play-leave-retry').click();
      await expect(question).toBeVisible({ timeout: 10_000 });
      await page.locator('.play-leave-anyway').click();
      await expect(page.locator('#new-meow-meow')).toBeVisible({ timeout: 10_000 });

      // Space is freed: the waiting moves land within the retry period, with no game screen open.
      await setFull(page, false);
      await expect.poll(async () => (await storedHeader(page, shownBefore.saveId))?.eventCount, { timeout: 12_000 }).toBe(shownBefore.events);

      await page.locator('#continue').click();
      await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
      await waitForTurn(page);
      expect((await lastShown(page))!.events).toBe(shownBefore.events);
      expect(await handCards(page)).toEqual(hand);
      await expect(page.locator('.play-unsaved')).toBeHidden();
    });
  });
}

test('a game that ends while storage is full is saved with its end when room returns', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await waitForTurn(page);
  await setFull(page, true);
  let state = await waitForTurn(page);
  for (let i = 0; i < 300 && state !== 'over' && state !== 'results'; i++) {
    await playStep(page, state);
    state = await waitForTurn(page);
  }
  expect(['over', 'results']).toContain(state);
  const shown = (await lastShown(page))!;
  expect((await storedHeader(page, shown.saveId))!.status).toBe('playing');
  if (state === 'over') await page.locator('.play-see-results').click();
  await expect(page.locator('#play-again')).toBeVisible({ timeout: 10_000 });

  await setFull(page, false);
  await expect.poll(async () => storedHeader(page, shown.saveId), { timeout: 12_000 })
    .toMatchObject({ eventCount: shown.events, status: 'finished' });
});
