// Updates never interrupt a game in any tab. A game is open in one tab and home in another (two pages of one
// context); a new version is "deployed" through the preview server's test-only /__e2e/new-version
// (vite.config.ts), which from then on serves a sw.js that differs and answers which version it is.
import { expect, test, type Page } from './fixtures';
import { fastSettings, gameInProgress, handCards, playMoves, shot, waitForTurn } from './helpers';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 1024, height: 768 } });

/** The version of the service worker controlling the page: 0 for the build as built, N after N deploys. */
async function controllerVersion(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return resolve(-1);
    const timer = setTimeout(() => resolve(0), 1_000); // the build as built does not answer
    navigator.serviceWorker.addEventListener('message', (e) => {
      const version = (e.data as { e2eVersion?: unknown } | null)?.e2eVersion;
      if (typeof version === 'number') {
        clearTimeout(timer);
        resolve(version);
      }
    });
    controller.postMessage({ type: 'E2E_VERSION' });
  }));
}

/** Installs the app and reloads, so the page is controlled by its service worker (as on a second visit). */
async function installed(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Marks the document, so a reload (a new document) shows. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
}
async function sameDocument(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  } catch {
    return false; // in the middle of a navigation
  }
}


/** The two sizes the banners are checked at: a phone and a landscape tablet. */
async function shotBothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, name);
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, name);
  await page.setViewportSize(size);
}

async function deployAndNotice(game: Page, home: Page): Promise<number> {
  const before = await controllerVersion(home);
  const deployed = await home.request.get('/__e2e/new-version');
  expect(deployed.status()).toBe(204);
  // The browser looks for a new worker on navigation or once a day; here the home tab looks now.
  await home.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())!.update(); });
  await expect(home.locator('#update-now')).toBeVisible();
  await expect(game.locator('.update-banner')).toHaveText(/A new version is ready: it will start when you go home\./);
  return before;
}

test('Update in the home tab waits for the game in the other tab, which keeps its position; leaving the game starts the new version in both', async ({ page: game, context }) => {
  await installed(game);
  await fastSettings(game);
  await gameInProgress(game);
  const hand = await handCards(game);
  const status = await game.locator('.play-status').textContent();
  await mark(game);

  const home = await context.newPage();
  await home.goto('/');
  await expect(home.locator('#new-meow-meow')).toBeVisible();
  await mark(home);
  const before = await deployAndNotice(game, home);
  await shotBothSizes(game, 'update-game-tab');
  await shotBothSizes(home, 'update-home-tab');

  await home.locator('#update-now').click();
  await expect(home.locator('.update-banner')).toHaveText(/A game is open in another tab: the new version will start when that game is left\./);
  await expect(home.locator('#update-anyway')).toBeVisible();
  await shotBothSizes(home, 'update-home-tab-waiting');
  // Neither tab reloaded; the game is where it was and still plays.
  await game.waitForTimeout(1_000);
  expect(await sameDocument(game)).toBe(true);
  expect(await sameDocument(home)).toBe(true);
  expect(await handCards(game)).toEqual(hand);
  await expect(game.locator('.play-status')).toHaveText(status!);
  expect(await controllerVersion(game)).toBe(before);

  // Going home in the game tab lets the update start: both tabs reload into the new version.
  await game.locator('.play-home').click();
  await expect.poll(() => sameDocument(game), { timeout: 20_000 }).toBe(false);
  await expect.poll(() => sameDocument(home), { timeout: 20_000 }).toBe(false);
  await expect(game.locator('#new-meow-meow')).toBeVisible();
  await expect(home.locator('#new-meow-meow')).toBeVisible();
  expect(await controllerVersion(game)).toBeGreaterThan(before);
  expect(await controllerVersion(home)).toBeGreaterThan(before);
  await expect(game.locator('.update-banner')).toBeHidden();
  await expect(home.locator('.update-banner')).toBeHidden();

  // The game is still there to continue, at the same position.
  await game.locator('#continue').click();
  await waitForTurn(game);
  expect(await handCards(game)).toEqual(hand);
  await expect(game.locator('.play-status')).toHaveText(status!);
});

test('"Update now" while another tab is in a game updates this tab only; the game tab keeps playing and updates when it goes home', async ({ page: game, context }) => {
  await installed(game);
  await fastSettings(game);
  await gameInProgress(game);
  await mark(game);

  const home = await context.newPage();
  await home.goto('/');
  await mark(home);
  const before = await deployAndNotice(game, home);
  await home.locator('#update-now').click();
  await home.locator('#update-anyway').click();

  // The home tab reloads into the new version; the game tab does not reload.
  await expect.poll(() => sameDocument(home), { timeout: 20_000 }).toBe(false);
  await expect(home.locator('#new-meow-meow')).toBeVisible();
  expect(await controllerVersion(home)).toBeGreaterThan(before);
  await game.waitForTimeout(1_000);
  expect(await sameDocument(game)).toBe(true);
  await expect(game.locator('.update-banner')).toHaveText(/it will start when you go home/);
  await shot(game, 'update-game-tab-after-other-updated');

  // The game goes on under the new worker: a move is accepted and saved.
  const hand = await handCards(game);
  expect(await playMoves(game, 1)).toBe(true);
  const handAfter = await handCards(game);
  const statusAfter = await game.locator('.play-status').textContent();
  expect(handAfter).not.toEqual(hand);
  expect(await sameDocument(game)).toBe(true);

  // Home: now it reloads into the new version, and the game continues from the last move.
  await game.locator('.play-home').click();
  await expect.poll(() => sameDocument(game), { timeout: 20_000 }).toBe(false);
  await expect(game.locator('#new-meow-meow')).toBeVisible();
  expect(await controllerVersion(game)).toBeGreaterThan(before);
  await game.locator('#continue').click();
  await waitForTurn(game);
  expect(await handCards(game)).toEqual(handAfter);
  await expect(game.locator('.play-status')).toHaveText(statusAfter!);
});
