// The size check (scripts/size-check.ts, after CI's build) counts what a build loads by following its chunks'
// imports; here a browser says what it really fetched, and every script it fetched must be in that count: on the
// home screen, the home screen's chunks; with a game open against a bot, that game's count (home included) or the
// bot worker's. So the budgets cannot be met by leaving out something a player's browser loads.
import { measureBuild } from '../scripts/size-lib';
import { GAME_IDS } from '../src/games/index';
import { expect, test, type Page } from './fixtures';
import { fastSettings } from './helpers';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DIST = process.env.E2E_DIST ?? 'dist';
const GAMES = GAME_IDS;
const sizes = measureBuild(DIST, [...GAMES]);
/** Headless Chromium emulates WebGL in software, so the tables draw with PixiJS's canvas renderer there (a
 *  browser with a GPU loads the WebGL one, which the count has instead). */
const SOFTWARE_RENDERER = /^assets\/CanvasRenderer-[\w-]+\.js$/;

// The service worker would fetch every file to precache it: only the page's own loads count here.
test.use({ serviceWorkers: 'block' });

function scriptsFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.context().on('request', (r) => {
    const path = new URL(r.url()).pathname.replace(/^\//, '');
    if (path.endsWith('.js')) fetched.add(path);
  });
  return fetched;
}

test('the home screen fetches only the chunks the size check counts for it', async ({ page }) => {
  const fetched = scriptsFetched(page);
  // As a player first opens it (Settings, like every other screen, is a chunk of its own).
  await page.goto('/');
  await expect(page.locator('#new-meow-meow')).toBeVisible();
  expect(fetched.size).toBeGreaterThan(0);
  expect([...fetched].filter((f) => !sizes.home.chunks.includes(f))).toEqual([]);
});

for (const id of GAMES) {
  test(`opening ${id} against a bot fetches only what the size check counts for it`, async ({ page }) => {
    await fastSettings(page);
    const fetched = scriptsFetched(page);
    await page.locator(`#new-${id}`).click();
    await page.locator('#seat-0-name').fill('Ana');
    await page.locator('#start-game').click();
    await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    // Whatever loads a moment later (a bot's first answer, hints' adapter) counts too.
    await expect(page.locator('.play-status')).not.toBeEmpty();
    await page.waitForTimeout(1500);
    const counted = new Set([...sizes.openGame[id].chunks, ...sizes.worker.chunks]);
    expect(fetched.size).toBeGreaterThan(0);
    expect([...fetched].filter((f) => !counted.has(f) && !SOFTWARE_RENDERER.test(f))).toEqual([]);
  });
}
