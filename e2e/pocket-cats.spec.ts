// Pocket Cats, a person against a bot, played through taps on the tiles to the scored end: the first game on a
// portrait touch tablet, and a clan-effects game on a landscape tablet where Ana (Royal Claws) turns a dog at the
// end when her chief lies next to one (pocket-cats-effects.spec.ts plays every clan effect on a known deal).
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot, tapAt, tapUntilChanged } from './helpers';
import { untilInPage } from './in-page';

type PocketTurn = 'results' | 'seeResults' | 'clan' | 'swap' | 'flip' | 'dog';

async function startPocket(page: Page, opts: { mode?: 'first-game' | 'effects'; choice?: 'free' | 'limited' | 'experts'; person?: string } = {}): Promise<void> {
  await page.locator('#new-pocket-cats').click();
  await page.locator('#seat-0-name').fill('Ana');
  await expect(page.locator('#add-seat')).toBeDisabled();
  if (opts.person) {
    await page.locator('#seat-1-person').check();
    await page.locator('#seat-1-name').fill(opts.person);
  } else await page.locator('#seat-1-level').selectOption('easy');
  if (opts.mode) await page.locator(`#option-mode-${opts.mode}`).check();
  if (opts.choice) await page.locator(`#option-choice-${opts.choice}`).check();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What the person can do now, read in one go from the DOM (null: the bot is playing or the end is shown). */
async function waitForPocketTurn(page: Page): Promise<PocketTurn> {
  // Polled in the page (e2e/in-page.ts).
  const found = await untilInPage(page, (): PocketTurn | null => {
    const shown = (sel: string) => { const e = document.querySelector<HTMLElement>(sel); return !!e && !e.hidden && e.checkVisibility(); };
    if (shown('#play-again')) return 'results';
    if (shown('.play-see-results')) return 'seeResults';
    if (shown('.pocket-clans')) return 'clan';
    if (document.querySelector('.pocket-key[data-act="swap"]')) return 'swap';
    if (document.querySelector('.pocket-key[data-act="flip"]')) return 'flip';
    if (document.querySelector('.pocket-key[data-act="dog"]')) return 'dog';
    return null;
  }, undefined, 60_000, 50);
  if (found) return found;
  throw new Error('the person never got a turn');
}

/** The table as the keys tell it: each tile's face and action, the status line. */
const look = (page: Page) => page.evaluate(() => [
  [...document.querySelectorAll('.pocket-key')].map((k) => `${k.getAttribute('data-face')}${k.getAttribute('data-act') ?? ''}${k.getAttribute('aria-pressed') ?? ''}`).join(','),
  document.querySelector('#play-status')?.textContent ?? '',
  document.querySelector('.play-see-results:not([hidden]), #play-again') ? 'end' : '',
].join('|'));

/** Taps a tile key and waits until the table answers; a tap that lands during a redraw is tapped again. */
async function tapTile(page: Page, selector: string): Promise<void> {
  await tapUntilChanged(page, () => tapAt(page, selector), () => look(page), selector);
}

/** Plays until the results; `onStep` may take screenshots or handle the dog. */
async function playToResults(page: Page, onTurn: (turn: PocketTurn, step: number) => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 200; step++) {
    const turn = await waitForPocketTurn(page);
    if (turn === 'results') return;
    if (await onTurn(turn, step)) continue;
    switch (turn) {
      case 'seeResults': await page.locator('.play-see-results').click(); break;
      case 'clan': await page.locator('.pocket-clan').first().click(); break;
      // Vary the tiles a little: the n-th flippable or target tile, by step.
      case 'flip': {
        const n = await page.locator('.pocket-key[data-act="flip"]').count();
        await tapTile(page, `.pocket-key[data-act="flip"] >> nth=${(step * 7) % n}`);
        break;
      }
      case 'swap': {
        const n = await page.locator('.pocket-key[data-act="swap"]').count();
        await tapTile(page, `.pocket-key[data-act="swap"] >> nth=${(step * 3) % n}`);
        break;
      }
      case 'dog': await page.locator('.pocket-skip').click(); break;
    }
  }
  throw new Error('the game did not end');
}

test.describe('portrait touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('the first game against a bot, through taps to the scored end', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startPocket(page);
    await shot(page, 'pocket-start');
    let targetsShot = false;
    await playToResults(page, async (turn, step) => {
      if (turn === 'swap' && !targetsShot && step > 4) {
        await shot(page, 'pocket-targets');
        targetsShot = true;
      }
      if (turn === 'seeResults') {
        // The end has played out: every tile face up or chased, the scores on the plates.
        await expect(page.locator('.pocket-key[data-face="down"]:not([aria-label*="chased"])')).toHaveCount(0);
        await shot(page, 'pocket-end');
      }
      return false;
    });
    await expect(page.getByRole('table', { name: 'Final standings' })).toContainText('Ana');
    await expect(page.locator('.result-details thead')).toContainText('Pigeons');
    await expect(page.locator('.result-details thead')).toContainText('Tie-break');
    await shot(page, 'pocket-results');
    expect(targetsShot).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('landscape', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('two people on one tablet play on with the grid in view: nothing is hidden between them, so no hand-over screen', async ({ page }) => {
    await fastSettings(page);
    await startPocket(page, { person: 'Ben' });
    const whose = new Set<string>();
    for (let step = 0; step < 8; step++) {
      const turn = await waitForPocketTurn(page);
      await expect(page.locator('.privacy')).toHaveCount(0);
      whose.add((await page.locator('#play-status').textContent()) ?? '');
      if (turn === 'flip') await tapTile(page, `.pocket-key[data-act="flip"] >> nth=${step % 3}`);
      else if (turn === 'swap') await tapTile(page, '.pocket-key[data-act="swap"] >> nth=0');
      else if (turn === 'dog') await page.locator('.pocket-skip').click();
      else break;
    }
    // Both people moved, each on their own turn, and the tablet never hid the grid from either.
    expect([...whose].some((line) => line.includes('Ana'))).toBe(true);
    expect([...whose].some((line) => line.includes('Ben'))).toBe(true);
    await expect(page.locator('.privacy')).toHaveCount(0);
  });

  test('clan effects against a bot: the Royal Claws\' chief turns a dog at the end when one lies next to it; screenshots', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startPocket(page, { mode: 'effects' });
    await shot(page, 'pocket-effects-start');
    let turned = false;
    let midShot = false;
    await playToResults(page, async (turn, step) => {
      if (turn === 'swap' && !midShot && step > 6) {
        await shot(page, 'pocket-effects-targets');
        midShot = true;
      }
      if (turn === 'dog' && !turned) {
        await expect(page.locator('.pocket-skip')).toBeVisible();
        await expect(page.locator('.pocket-turn-cw')).toBeDisabled();
        await tapTile(page, '.pocket-key[data-act="dog"]');
        await expect(page.locator('.pocket-turn-cw')).toBeEnabled();
        await shot(page, 'pocket-effects-dog');
        await page.locator('.pocket-turn-cw').click();
        turned = true;
        return true;
      }
      if (turn === 'seeResults') await shot(page, 'pocket-effects-end');
      return false;
    });
    await expect(page.locator('.result-details thead')).toContainText('Bonus');
    await shot(page, 'pocket-effects-results');
    expect(errors).toEqual([]);
  });

  test('experts on the block: clan cards to keep, two games, the match total on the results', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startPocket(page, { mode: 'effects', choice: 'experts' });
    let chosen = 0;
    await playToResults(page, async (turn) => {
      if (turn === 'clan' && chosen === 0) await shot(page, 'pocket-experts-clans');
      if (turn === 'clan') chosen++;
      return false;
    });
    expect(chosen, 'Ana kept a clan card in each game').toBe(2);
    await expect(page.locator('.result-details thead')).toContainText('Match total');
    expect(errors).toEqual([]);
  });
});
