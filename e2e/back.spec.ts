// Back like an app (issue 15): the browser's (or Android's) Back during a game goes home with the game kept,
// closes the rules dialog over a game, goes to the previous screen elsewhere, and asks before leaving from home;
// every screen has a URL, so a reload lands where the player was.
import { mkdirSync } from 'node:fs';
import { test, expect, type Page } from './fixtures';
import { fastSettings, gameInProgress, playStep, startMeowMeow, waitForTurn } from './helpers';

const SHOTS = '/work/shots/shell';
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const hash = (page: Page) => new URL(page.url()).hash;

test('Back during a game goes home, the game kept: Continue resumes it', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { bots: ['easy'] });
  const gameUrl = hash(page);
  expect(gameUrl).toMatch(/^#\/play\/[^/]+$/);

  await page.goBack();
  await expect(page.locator('#continue')).toBeVisible();
  expect(hash(page)).toBe('#/');
  await expect(page.locator('.play-canvas canvas')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/home-continue-390x844.png`, fullPage: false });

  await page.locator('#continue').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  expect(hash(page)).toBe(gameUrl);
  // Back again: home once more, not the new-game screen the game was started from.
  await page.goBack();
  await expect(page.locator('#continue')).toBeVisible();
  expect(hash(page)).toBe('#/');
});

test('Back closes the rules dialog over a game and the game stays', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { bots: ['easy'] });
  const gameUrl = hash(page);
  await page.locator('.play-rules').click();
  await expect(page.locator('dialog.rules-dialog')).toBeVisible();
  expect(hash(page)).toMatch(new RegExp(`^${gameUrl}/rules/meow-meow`));

  await page.goBack();
  await expect(page.locator('dialog.rules-dialog')).toHaveCount(0);
  await expect(page.locator('.play-canvas canvas')).toBeVisible();
  expect(hash(page)).toBe(gameUrl);
  // The dialog's own Back button goes back one entry too: a browser Back afterwards is the game's Back (home).
  await page.locator('.play-rules').click();
  await page.locator('dialog.rules-dialog #rules-back').click();
  await expect(page.locator('dialog.rules-dialog')).toHaveCount(0);
  await expect.poll(() => hash(page)).toBe(gameUrl);
  await page.goBack();
  await expect(page.locator('#continue')).toBeVisible();
});

test('Back goes to the previous screen; on home it asks "Leave Nine Lives?": Stay stays, Leave leaves', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#open-saves')).toBeVisible();
  expect(hash(page)).toBe('#/');

  await page.locator('#open-companion').click();
  await page.locator('#open-timer').click();
  const deep = hash(page);
  expect(deep).toMatch(/^#\/companion\/.+/);
  await page.goBack();
  await expect.poll(() => hash(page)).toBe('#/companion');
  await page.goBack();
  await expect(page.locator('#open-saves')).toBeVisible();
  expect(hash(page)).toBe('#/');

  await page.goBack();
  const dialog = page.locator('dialog.leave-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('h2')).toHaveText('Leave Nine Lives?');
  await expect(page.locator('#leave-stay')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/leave-question-390x844.png` });
  await page.locator('#leave-stay').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#open-saves')).toBeVisible();

  // Back while asking answers "Stay" too (the dialog closes).
  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#open-saves')).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.locator('#leave-app').click();
  await expect.poll(() => page.url()).toBe('about:blank');
});

test('a reload lands where the player was: a game resumes, settings stay settings, results with none in memory go home', async ({ page }) => {
  await fastSettings(page);
  await startMeowMeow(page, { bots: ['easy'] });
  const gameUrl = hash(page);
  await page.reload();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  expect(hash(page)).toBe(gameUrl);
  // Back after the reload is still the game's Back: home, where the game waits.
  await page.goBack();
  await expect(page.locator('#continue')).toBeVisible();

  await page.locator('#open-settings').click();
  expect(hash(page)).toBe('#/settings');
  await page.reload();
  await expect(page.locator('.screen-settings')).toBeVisible();
  await page.goBack();
  await expect(page.locator('#continue')).toBeVisible();

  await page.goto('/#/results');
  await expect(page.locator('#open-saves')).toBeVisible();
  await expect.poll(() => hash(page)).toBe('#/');
});

test.describe('with storage full', () => {
  // IndexedDB writes throw while the flag is set, as a full disk does (as in storage-full.spec.ts).
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      const w = window as unknown as { __storageFull?: boolean };
      const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (w.__storageFull) throw quota();
        return put.apply(this, args);
      };
    });
  });
  const setFull = (page: Page, full: boolean) => page.evaluate((f) => { (window as unknown as { __storageFull?: boolean }).__storageFull = f; }, full);

  test('Back with moves not saved yet asks first, like the game\'s Home: Stay keeps the game and its URL', async ({ page }) => {
    await fastSettings(page);
    await gameInProgress(page);
    const gameUrl = hash(page);
    let state = await waitForTurn(page);
    await setFull(page, true);
    for (let i = 0; i < 2; i++) {
      await playStep(page, state);
      state = await waitForTurn(page);
    }
    await expect(page.locator('.play-unsaved')).toBeVisible({ timeout: 10_000 });

    await page.goBack();
    const question = page.locator('.play-leave');
    await expect(question).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => hash(page)).toBe(gameUrl);
    await page.locator('.play-leave-stay').click();
    await expect(question).toBeHidden();
    await expect(page.locator('.play-canvas canvas')).toBeVisible();
    expect(hash(page)).toBe(gameUrl);

    await page.goBack();
    await expect(question).toBeVisible({ timeout: 10_000 });
    await page.locator('.play-leave-anyway').click();
    await expect(page.locator('#new-meow-meow')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => hash(page)).toBe('#/');
    await setFull(page, false);
  });
});
