// Installed once, the app starts and opens a game with the network off.
import { expect, test } from './fixtures';
import { wholeInDock } from './dock';
import { fastSettings, shot, startMeowMeow } from './helpers';
import { startVsBot } from './walk';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the service worker installs; with the network off a reload still starts the app and a game', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // The page is controlled once the worker has claimed it (after a reload at the latest).
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await fastSettings(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#new-meow-meow')).toBeVisible();
  await startMeowMeow(page, { me: 'Ana', bots: ['normal'] });
  await expect(page.locator('.play-status')).toContainText(/turn/i);
  await shot(page, 'offline-table');
  await context.setOffline(false);
});

test('the manifest makes the app installable', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const errors = installabilityErrors.map((e: { errorId: string }) => e.errorId).filter((id: string) => id !== 'in-incognito');
  expect(errors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
});

test('no request ever leaves the origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url()); });
  await fastSettings(page);
  await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
  await page.waitForTimeout(500);
  expect(foreign).toEqual([]);
});

// The first visit's "ready to play offline" note comes while a player may already be at a table: on a phone it
// lies in the message dock above the table, whole, never over the board (issue 29 saw it over Moeraki's top row
// of hollows at 390x844 and over Pocket Cats' clan-cards button at 844x390).
for (const [game, viewport] of [['moeraki', { width: 390, height: 844 }], ['pocket-cats', { width: 844, height: 390 }]] as const) {
  test(`a first visit's "ready to play offline" lies in the dock above ${game}'s table at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: true, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await fastSettings(page);
    await startVsBot(page, game);
    const note = page.locator('.toast').filter({ hasText: /ready to play offline/ });
    await expect(note).toBeVisible({ timeout: 60_000 });
    expect(await wholeInDock(note)).toEqual({ inDock: true, wordsFit: true });
    const canvas = await page.locator('.play-canvas').boundingBox();
    const box = await note.boundingBox();
    expect(box!.y + box!.height, 'above the table').toBeLessThanOrEqual(canvas!.y + 1);
    await shot(page, `offline-ready-${game}`);
    await context.close();
  });
}
