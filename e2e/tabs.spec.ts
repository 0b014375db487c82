// One tab owns a game (Web Locks): the same save opened in a second tab says so and offers to take it over;
// the tab that lost it stops at once, says why, and offers Home; no move is written twice.
import { expect, test, type Page } from './fixtures';
import { fastSettings, gameInProgress, handCards, playMoves, shot, waitForTurn } from './helpers';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface StoredLog {
  eventCount: number;
  indices: number[];
}

/** The newest save's header count and the indices of its stored events, read straight from IndexedDB. */
async function storedLog(page: Page): Promise<StoredLog> {
  return page.evaluate(() => new Promise<StoredLog>((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['saves', 'events'], 'readonly');
      const saves = tx.objectStore('saves').getAll();
      const events = tx.objectStore('events').getAll();
      tx.oncomplete = () => {
        // The game in play is the newest save (gameInProgress may leave earlier deals behind).
        const [save] = (saves.result as { id: string; eventCount: number; updatedAt: number }[]).sort((a, b) => b.updatedAt - a.updatedAt);
        const indices = (events.result as { saveId: string; index: number }[]).filter((e) => e.saveId === save.id).map((e) => e.index);
        db.close();
        resolve({ eventCount: save.eventCount, indices });
      };
    };
  }));
}


const contiguous = (n: number) => Array.from({ length: n }, (_, i) => i);

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: size.width < 500 });

    test('the same save in a second tab: it says so, the take-over moves the game, the first tab stops and says why', async ({ page: first, context }) => {
      await fastSettings(first);
      await gameInProgress(first);

      const second = await context.newPage();
      await second.goto('/');
      await second.locator('#continue').click();
      await expect(second.locator('#open-elsewhere')).toHaveText(/This game is open in another tab\./);
      await expect(second.locator('#take-over')).toBeFocused();
      await expect(second.locator('.play-canvas')).toHaveCount(0);
      await shot(second, 'tabs-open-elsewhere');

      // Declining (Home) leaves the first tab's game alone; it still plays and saves.
      await second.locator('#playing-home').click();
      await expect(second.locator('#new-meow-meow')).toBeVisible();
      expect(await playMoves(first, 1)).toBe(true);
      const logBefore = await storedLog(first);
      expect(logBefore.indices).toEqual(contiguous(logBefore.eventCount));
      const handBefore = await handCards(first);

      // Take it over: the second tab shows the same position, the first one stops and says why.
      await second.locator('#continue').click();
      await second.locator('#take-over').click();
      await expect(second.locator('.play-canvas canvas')).toBeVisible();
      await waitForTurn(second);
      expect(await handCards(second)).toEqual(handBefore);
      await expect(first.locator('#taken-over')).toHaveText(/This game was taken over by another tab\./);
      await expect(first.locator('.play-canvas')).toHaveCount(0);
      await expect(first.locator('#playing-home')).toBeFocused();
      await shot(first, 'tabs-taken-over');

      // The second tab plays on; every move is stored once, in order, and nothing comes from the first tab.
      // (A bot may win meanwhile: the log is checked all the same, and a finished game has nothing to Continue.)
      const stillGoing = await playMoves(second, 2);
      const logAfter = await storedLog(second);
      expect(logAfter.eventCount).toBeGreaterThan(logBefore.eventCount);
      expect(logAfter.indices).toEqual(contiguous(logAfter.eventCount));
      await first.waitForTimeout(500);
      expect(await storedLog(first)).toEqual(logAfter);
      if (!stillGoing) return;

      // The first tab goes home; the game there is the second tab's, at its position.
      await first.locator('#playing-home').click();
      await expect(first.locator('#new-meow-meow')).toBeVisible();
      const handSecond = await handCards(second);
      await second.close();
      // The lock went with the closed tab: Continue here opens the game without asking.
      await first.locator('#continue').click();
      await waitForTurn(first);
      expect(await handCards(first)).toEqual(handSecond);
    });
  });
}
