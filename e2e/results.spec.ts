// The results screen: standings ranked as the game decided (winner first, ties share a place), the winner's
// moment, Play again in view at phone and tablet sizes (6-seat Mauwi, Kitty Cat's rounds, Pocket Cats' clans),
// no breakdown wider than the screen, and the evening's tally carried by Play again through a reload.
// Games reach their end quickly: a random game is played here in Node, imported a few moves short of its end
// with bots in every seat, and the bots play the rest at the table.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { importAndOpen } from './helpers';
import type { PlayerInfo } from '../src/engine/types';
import type { Choices } from '../src/games/entry';
import { nearlyOver as nearlyOverAt } from './near-end';
import { mkdirSync } from 'node:fs';

const SHOTS = process.env.RESULTS_SHOTS ?? 'e2e/artifacts/results';
mkdirSync(SHOTS, { recursive: true });

const NAMES = ['Ana', 'Ben', 'Cy', 'Dot', 'Eru', 'Fay'];
const bots = (n: number): PlayerInfo[] => NAMES.slice(0, n).map((name) => ({ name, kind: 'bot', level: 'easy' }));
/** A game at a table of `players` bots, a few moves short of its end. */
const nearlyOver = (gameId: string, players: number, choices: Choices = {}, short = 3) => nearlyOverAt(gameId, bots(players), choices, short);
const SIZES = [{ width: 390, height: 844 }, { width: 844, height: 390 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }];

async function settings(page: Page, pace: 'instant' | 'normal', motion: 'off' | 'full' = 'off'): Promise<void> {
  await page.goto('/');
  await page.locator('#open-settings').click();
  await page.locator('#setting-language-en').check();
  await page.locator(`#setting-motion-${motion}`).check();
  await page.locator(`#setting-botPace-${pace}`).check();
  await page.locator('#setting-tips-false').check();
  await page.locator('#back').click();
  await expect(page.locator('#new-meow-meow')).toBeVisible();
}

/** The bots play on to the final table; its panel leads to the results. */
async function toResults(page: Page): Promise<void> {
  await page.locator('.play-see-results').click({ timeout: 90_000 });
  await expect(page.locator('#play-again')).toBeVisible();
}

/** The newest save's header, read from the store the way the app keeps it. */
function newestHeader(page: Page): Promise<{ id: string; status: string; tally?: { played: number; wins: { seat: number; name: string; wins: number }[] }; snapshot: { context: { hands?: unknown[][]; winners?: number[] } } | null }> {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('saves').objectStore('saves').getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve((all.result as { createdAt: number }[]).sort((a, b) => b.createdAt - a.createdAt)[0] as never);
      };
    };
  }));
}

/** The standings as shown: each row's place, name and figure, top to bottom. */
const shownStandings = (page: Page) => page.locator('.results-standings tbody tr').evaluateAll((rows) => rows.map((r) => ({
  rank: r.querySelector('.rank')?.textContent ?? '',
  name: r.querySelector('.standing-player')?.textContent ?? '',
  figure: Number(r.querySelector('td.figure')?.textContent ?? 'NaN'),
  winner: r.classList.contains('is-winner'),
})));

/** Play again wholly on screen and not covered (by a message, a bar, anything). */
async function expectPlayAgainInView(page: Page, what: string): Promise<void> {
  const button = page.locator('#play-again');
  await expect(button, what).toBeInViewport({ ratio: 1 });
  const onTop = await button.evaluate((b) => {
    const box = b.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === b || b.contains(hit);
  });
  expect(onTop, `${what}: Play again is not covered`).toBe(true);
}

/** Nothing wider than the screen: the page does not scroll sideways and no table pokes out of its panel. */
async function expectFitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('.screen-results table')].filter((t) => {
      const box = t.getBoundingClientRect();
      return box.left < -1 || box.right > width + 1;
    }).map((t) => t.className);
    return { scroll: document.documentElement.scrollWidth - width, out };
  });
  expect(overflow).toEqual({ scroll: 0, out: [] });
}

test.describe('results at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('ranked standings, Play again in view, and the evening tally after a second game that survived a reload', async ({ page }) => {
    test.setTimeout(240_000);
    // At the normal bot pace the second game is still going when the page is reloaded.
    await settings(page, 'normal');
    const game = await nearlyOver('meow-meow', 4, { deck: 32 }, 2);
    await importAndOpen(page, 'evening-1', 'meow-meow', game.input, game.events);
    await toResults(page);

    // The order follows the game's verdict: the winners, then the fewest cards left (Meow Meow: lower is better).
    const first = await newestHeader(page);
    const hands = first.snapshot!.context.hands!.map((h) => h.length);
    const winners = first.snapshot!.context.winners!;
    const expected = NAMES.slice(0, 4).map((name, seat) => ({ name, seat, cards: hands[seat], won: winners.includes(seat) }))
      .sort((a, b) => Number(b.won) - Number(a.won) || a.cards - b.cards || a.seat - b.seat);
    const shown = await shownStandings(page);
    expect(shown.map((r) => r.name)).toEqual(expected.map((e) => e.name));
    expect(shown.map((r) => r.figure)).toEqual(expected.map((e) => e.cards));
    expect(shown[0]).toMatchObject({ winner: true });
    expect(shown[0].rank).toMatch(/^1st/);
    expect(shown.map((r) => r.figure).slice(winners.length)).toEqual([...shown.map((r) => r.figure).slice(winners.length)].sort((a, b) => a - b));
    await expect(page.locator('.headline .celebration .burst-star')).not.toHaveCount(0);
    await expect(page.locator('#evening-tally')).toHaveCount(0);
    await expectPlayAgainInView(page, '390x844');
    await expectFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/meow-first-390x844.png` });

    // Play again: the next save carries the tally of the game just played.
    await page.locator('#play-again').click();
    await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    const second = await newestHeader(page);
    expect(second.id).not.toBe(first.id);
    expect(second.tally).toEqual({ played: 1, wins: NAMES.slice(0, 4).map((name, seat) => ({ seat, name, wins: winners.includes(seat) ? 1 : 0 })) });

    // A reload in the middle of the second game, then the bots play it out at once.
    await page.reload();
    // The reload reopens the second game (at its own address, or through Continue on home).
    await expect(page.locator('.play-canvas canvas, #continue').first()).toBeVisible({ timeout: 30_000 });
    await page.goto('/');
    await page.locator('#open-settings').click();
    await page.locator('#setting-botPace-instant').check();
    await page.locator('#back').click();
    await page.locator('#continue').click();
    await toResults(page);
    const secondWinners = (await newestHeader(page)).snapshot!.context.winners!;
    const tally = page.locator('#evening-tally');
    await expect(tally).toBeVisible();
    await expect(tally.locator('caption')).toHaveText('This evening: 2 games');
    const wins = await tally.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [r.querySelector('th')?.textContent, Number(r.querySelector('td')?.textContent)]));
    const expectedWins = NAMES.slice(0, 4).map((name, seat) => [name, Number(winners.includes(seat)) + Number(secondWinners.includes(seat))] as [string, number])
      .map((e, seat) => ({ e, seat })).sort((a, b) => b.e[1] - a.e[1] || a.seat - b.seat).map((x) => x.e);
    expect(wins).toEqual(expectedWins);
    await expectPlayAgainInView(page, '390x844');
    await expectFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/meow-second-390x844.png`, fullPage: true });
    // The ranked table, the tally and the sticky bar keep the screen accessible.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

const TABLES: { name: string; gameId: string; players: number; choices?: Choices }[] = [
  { name: 'mauwi-6', gameId: 'mauwi', players: 6 },
  { name: 'mauwi-6-teams', gameId: 'mauwi', players: 6, choices: { teams: 'on' } },
  { name: 'kitty-cat-6', gameId: 'kitty-cat', players: 6, choices: { counters: 2 } },
  { name: 'pocket-cats', gameId: 'pocket-cats', players: 2 },
  { name: 'pocket-cats-experts', gameId: 'pocket-cats', players: 2, choices: { mode: 'effects', choice: 'experts' } },
];

test.describe('results of long tables', () => {
  test.use({ viewport: SIZES[2], hasTouch: true });

  for (const table of TABLES) test(`${table.name}: Play again in view and every table within the screen at phone and tablet sizes`, async ({ page }) => {
    test.setTimeout(180_000);
    await settings(page, 'instant');
    const game = await nearlyOver(table.gameId, table.players, table.choices);
    await importAndOpen(page, table.name, table.gameId, game.input, game.events);
    await toResults(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectPlayAgainInView(page, `${size.width}x${size.height}`);
      await expectFitsWidth(page);
      await page.screenshot({ path: `${SHOTS}/${table.name}-${size.width}x${size.height}.png` });
      if (size.width !== 1024) await page.screenshot({ path: `${SHOTS}/${table.name}-${size.width}x${size.height}-full.png`, fullPage: true });
      if (size.width === 390) {
        // The breakdown as cards of labelled cells is still accessible.
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
    if (table.gameId === 'kitty-cat') {
      await expect(page.locator('.results-standings thead')).toContainText('Counters left');
      await expect(page.locator('.results-standings')).not.toContainText('Lives');
    }
  });
});

test.describe('the winner\'s moment', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('plays once in at most 1.5 s with full motion, and stands still with reduced motion (the app\'s or the system\'s)', async ({ page }) => {
    test.setTimeout(120_000);
    await settings(page, 'instant', 'full');
    const game = await nearlyOver('meow-meow', 3, { deck: 32 }, 2);
    await importAndOpen(page, 'moment', 'meow-meow', game.input, game.events);
    await toResults(page);
    await page.screenshot({ path: `${SHOTS}/moment-390x844.png` });
    const motion = () => page.locator('.headline .burst-star, .headline .koru').evaluateAll((nodes) => nodes.map((n) => {
      const style = getComputedStyle(n);
      const seconds = (list: string) => Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
      return { name: style.animationName, end: seconds(style.animationDuration) + seconds(style.animationDelay) };
    }));
    const full = await motion();
    expect(full.length).toBeGreaterThan(1);
    expect(full.every((m) => m.name !== 'none')).toBe(true);
    expect(Math.max(...full.map((m) => m.end))).toBeLessThanOrEqual(1.5);
    // The system asks for less motion: nothing moves, the stars stand in their ring.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await motion()).every((m) => m.name === 'none')).toBe(true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The app's own setting, as src/shell/document-settings.ts writes it: "reduced" only fades, "off" is still.
    await page.evaluate(() => { document.documentElement.dataset.motion = 'reduced'; });
    expect((await motion()).filter((m) => m.name !== 'none').every((m) => m.name === 'results-fade' && m.end <= 0.3)).toBe(true);
    await page.evaluate(() => { document.documentElement.dataset.motion = 'off'; });
    expect((await motion()).every((m) => m.name === 'none')).toBe(true);
  });
});
