// Saves: a reload resumes the exact position; a broken import is reported and the other saves still load.
import { expect, test } from './fixtures';
import { fastSettings, handCards, playStep, shot, startMeowMeow, waitForTurn } from './helpers';

test.use({ viewport: { width: 1024, height: 768 } });

test('a reload in the middle of a game resumes the same position', async ({ page }) => {
  await fastSettings(page);
  // A few moves into a game that is still going (a bot can win very fast; then a new game is dealt).
  let state: Awaited<ReturnType<typeof waitForTurn>> = 'results';
  for (let attempt = 0; attempt < 5 && state === 'results'; attempt++) {
    if (attempt > 0) await page.locator('#results-home').click();
    await startMeowMeow(page, { me: 'Ana', bots: ['normal'], deck: 52 });
    for (let i = 0; i < 3; i++) {
      state = await waitForTurn(page);
      if (state === 'results') break;
      await playStep(page, state);
    }
    state = await waitForTurn(page);
  }
  expect(state).not.toBe('results');
  const hand = await handCards(page);
  const status = await page.locator('.play-status').textContent();
  await shot(page, 'before-reload');
  // A reload lands where the player was: the table at its own address (#/play/<id>).
  await page.reload();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.play-canvas canvas')).toBeVisible();
  await waitForTurn(page);
  expect(await handCards(page)).toEqual(hand);
  await expect(page.locator('.play-status')).toHaveText(status!);
});

test('an imported broken save shows a message and the other saves still load', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await waitForTurn(page);
  await page.locator('.play-home').click();
  await page.locator('#open-saves').click();
  await expect(page.locator('[id^="save-"][id$="-resume"]')).toHaveCount(1);

  await page.locator('#import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"nine-lives-save","version":2,"header":{"id":') });
  await expect(page.getByRole('alert').filter({ hasText: /not|damaged|JSON/i }).first()).toBeVisible();
  await page.locator('#import-file').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ hello: 'cat' })) });
  await expect(page.getByRole('alert').filter({ hasText: /not a Nine Lives save|save/i }).first()).toBeVisible();
  await shot(page, 'saves-broken-import');

  // The good save is still there and still opens.
  await page.locator('[id^="save-"][id$="-resume"]').first().click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible();
  await expect(page.locator('.play-status')).toContainText('Ana');
});

test('a save damaged in storage is listed under Needs attention and the others still load', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await waitForTurn(page);
  await page.locator('.play-home').click();
  // Corrupt a second save's header directly in IndexedDB, as a crash or a bad disk might.
  await page.evaluate(async () => {
    const req = indexedDB.open('nine-lives');
    const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
    const tx = db.transaction('saves', 'readwrite');
    tx.objectStore('saves').put({ schema: 2, id: 'broken-one', gameId: 'meow-meow', eventCount: 'many' });
    await new Promise((ok) => { tx.oncomplete = ok; });
    db.close();
  });
  await page.locator('#open-saves').click();
  // Listed under "Needs attention" with the reason in words (e2e/corrupt-saves.spec.ts covers every kind).
  await expect(page.locator('.attention-item .attention-why')).toHaveText(/damaged/i);
  await expect(page.locator('[id^="save-"][id$="-resume"]')).toHaveCount(1);
});

test('export then import gives a second save of the same game', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await waitForTurn(page);
  await page.locator('.play-home').click();
  await page.locator('#open-saves').click();
  const download = page.waitForEvent('download');
  await page.locator('[id^="save-"][id$="-export"]').first().click();
  const file = await (await download).path();
  await page.locator('#import-file').setInputFiles(file!);
  await expect(page.locator('[id^="save-"][id$="-resume"]')).toHaveCount(2);
});

test('when storage is full the player is told and the game goes on', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await waitForTurn(page);
  // The disk fills up: every IndexedDB write from now on fails as a full disk does.
  await page.evaluate(() => {
    const full = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    IDBObjectStore.prototype.put = full;
    IDBObjectStore.prototype.add = full;
  });
  await page.locator('.meow-draw').click();
  await expect(page.getByText(/Storage is full/i).first()).toBeVisible();
  // The game still goes on: the person gets another turn (or the game ends normally).
  for (let i = 0; i < 3; i++) {
    const state = await waitForTurn(page);
    if (state === 'results') break;
    await playStep(page, state);
  }
  await expect(page.locator('.play-status, #play-again').first()).toBeVisible();
});
