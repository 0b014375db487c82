// A game of each of the six played to its results on a 390x844 touch phone: every move of the person is a tap
// (on a card, a hollow, a tile or a button, where a finger would land), the bot answers, the final table leads to
// the results, and Play again is in view. The games start a few moves short of their end (e2e/near-end.ts), so the
// person still makes several moves of their own.
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen, shot, tapAt } from './helpers';
import { ACTIONS, GAMES, look, type Game } from './walk';
import { nearlyOver } from './near-end';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'parallel' });

/** Moves short of the end: enough for the person to make a few of their own. */
const SHORT: Record<Game, number> = { 'meow-meow': 8, mauwi: 8, moeraki: 16, 'pocket-cats': 6, purrrummy: 8, 'kitty-cat': 8 };

/** The first thing the person may press now (ACTIONS order), or null. */
async function firstAction(page: Page, game: Game): Promise<string | null> {
  for (const selector of ACTIONS[game]) {
    const target = page.locator(selector).first();
    if ((await target.count()) && (await target.isVisible())) return selector;
  }
  return null;
}

/** Taps the person's moves until the game is over; returns how many taps changed the table. */
async function tapToTheEnd(page: Page, game: Game): Promise<number> {
  let taps = 0;
  for (let tries = 0; tries < 400; tries++) {
    if (await page.locator('.play-see-results').isVisible()) return taps;
    const selector = await firstAction(page, game);
    if (!selector) { await page.waitForTimeout(50); continue; }
    const before = await look(page);
    // A key laid out again under the finger (a bot's move redraws the hand) is gone before the tap: tried again.
    if (!(await tapAt(page, selector).then(() => true, () => false))) continue;
    // The tap is answered (the table changes) or, landing during a redraw, lost: then it is tried again.
    await expect.poll(() => look(page), { timeout: 5_000 }).not.toBe(before).then(() => { taps++; }, () => {});
  }
  throw new Error(`${game}: no end after 400 tries`);
}

for (const game of GAMES) {
  test(`${game}: played by touch on a 390x844 phone to its results`, async ({ page }) => {
    test.setTimeout(120_000);
    await fastSettings(page);
    const table = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'bot' as const, level: 'easy' as const }];
    const start = await nearlyOver(game, table, {}, SHORT[game]);
    await importAndOpen(page, `touch-${game}`, game, start.input, start.events);
    const taps = await tapToTheEnd(page, game);
    expect(taps, 'the person made moves by touch').toBeGreaterThan(0);
    await shot(page, `touch-final-${game}`);
    await page.locator('.play-see-results').tap();
    await expect(page.locator('#play-again')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.results-standings')).toContainText('Ana');
    await shot(page, `touch-results-${game}`);
  });
}
