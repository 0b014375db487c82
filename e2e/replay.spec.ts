// Shared replays: a game is finished (imported a few moves short of its end, the bots play the rest), shared from
// the results screen as a link and a QR code, and the link is opened on another device (a fresh browser context
// that has visited the app once) with the network off: the replay screen steps, plays to the end and pauses,
// at phone and tablet sizes, with no control over the table. A damaged link says why in words.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { fastSettings, importAndOpen } from './helpers';
import { nearlyOver } from './near-end';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.REPLAY_SHOTS ?? 'e2e/artifacts/replay';
mkdirSync(SHOTS, { recursive: true });

const shot = async (page: Page, name: string) => {
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-${size?.width}x${size?.height}.png` });
};

/** No WCAG 2.1 AA violation that axe can find on the page as it is. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

/** A browser that has opened the app once (its service worker installed and in control), then lost the network. */
async function offlineDevice(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  return page;
}

/** The table's canvas is not covered by any control: the stage's box and the bands' boxes do not overlap. */
async function expectTableUncovered(page: Page): Promise<void> {
  const boxes = await page.evaluate(() => {
    const box = (s: string) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect;
    return { stage: box('.replay-stage'), bands: ['.replay-home', '.replay-picker', '.replay-status', '.replay-words', '.replay-transport'].map(box) };
  });
  for (const b of boxes.bands) {
    const overlaps = b.left < boxes.stage.right - 1 && b.right > boxes.stage.left + 1 && b.top < boxes.stage.bottom - 1 && b.bottom > boxes.stage.top + 1;
    expect(overlaps, `a control over the table: ${JSON.stringify(b)}`).toBe(false);
  }
  expect(boxes.stage.height, 'the table keeps room').toBeGreaterThan(150);
}

test('a finished game is shared as a link and played back on another device, offline', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  // The sharer: a Meow Meow game three moves short of its end; the bots finish it.
  await page.setViewportSize({ width: 390, height: 844 });
  await fastSettings(page);
  const table = ['Ana', 'Ben', 'Cy'].map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const }));
  const game = await nearlyOver('meow-meow', table, {}, 3);
  await importAndOpen(page, 'shared', 'meow-meow', game.input, game.events);
  await page.locator('.play-see-results').click({ timeout: 30_000 });
  await page.locator('#share-replay').click();
  const link = page.locator('#replay-link');
  await expect(link).toHaveValue(/#\/replay\/1[A-Za-z0-9_-]+$/);
  await expect(page.locator('#replay-qr svg')).toBeVisible();
  await shot(page, 'share');
  await expectAccessible(page, 'the share panel');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'share');
  const url = await link.inputValue();
  expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  // The finished save in the saves list shares the same link (the code is the game's, nothing of the moment).
  await page.locator('#replay-share-close').click();
  await expect(page.locator('#share-replay')).toBeFocused();
  await page.locator('#results-home').click();
  await page.locator('#open-saves').click();
  await page.locator('[id^="save-"][id$="-share"]').click();
  await expect(page.locator('#replay-link')).toHaveValue(url);

  // Another device: the app visited once, then no network at all.
  const other = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const viewer = await offlineDevice(other);
  await viewer.goto(url);
  const counter = viewer.locator('#replay-counter');
  await expect(counter).toHaveText('Before the first move', { timeout: 20_000 });
  // The bots finished the game their own way: at least the imported moves and one more.
  const moves = Number(await viewer.locator('#replay-slider').getAttribute('max'));
  expect(moves).toBeGreaterThan(game.events.length);
  await expect(viewer.locator('.play-canvas canvas')).toBeVisible();
  await expect(viewer.locator('#replay-words')).not.toBeEmpty();
  await expect(viewer.locator('#replay-back')).toBeDisabled();

  // Step forward twice and back once: the counter, the slider and the move's words follow.
  await viewer.locator('#replay-forward').click();
  await expect(counter).toHaveText(`Move 1 of ${moves}`);
  const firstWords = await viewer.locator('#replay-words').textContent();
  await viewer.locator('#replay-forward').click();
  await expect(counter).toHaveText(`Move 2 of ${moves}`);
  await viewer.locator('#replay-back').click();
  await expect(counter).toHaveText(`Move 1 of ${moves}`);
  await expect(viewer.locator('#replay-words')).toHaveText(firstWords!);
  await expect(viewer.locator('#replay-slider')).toHaveValue('1');
  await expect(viewer.locator('.replay')).toHaveAttribute('data-shown', '1:');
  await expectTableUncovered(viewer);
  await shot(viewer, 'replay');
  await expectAccessible(viewer, 'the replay screen');

  // Whose hand is shown: the table only (bots played every seat), or a seat's hand, face up.
  await expect(viewer.locator('#replay-seat')).toHaveValue('');
  await viewer.locator('#replay-seat').selectOption('1');
  await expect(viewer.locator('#replay-seat')).toHaveValue('1');
  await expect(counter).toHaveText(`Move 1 of ${moves}`);

  // Near the end by the slider, then Play runs to the last move and stops there.
  await viewer.locator('#replay-slider').fill(String(moves - 3));
  await expect(counter).toHaveText(`Move ${moves - 3} of ${moves}`);
  await viewer.locator('#replay-play').click();
  await expect(viewer.locator('#replay-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText(`Move ${moves} of ${moves}`, { timeout: 15_000 });
  await expect(viewer.locator('#replay-play')).toHaveAttribute('aria-pressed', 'false');
  await expect(viewer.locator('#replay-forward')).toBeDisabled();
  await expect(viewer.locator('#replay-status')).toContainText(/wins/i);
  await expect(viewer.locator('.replay')).toHaveAttribute('data-shown', `${moves}:1`);
  await shot(viewer, 'replay-end');

  for (const size of [{ width: 844, height: 390 }, { width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    await viewer.setViewportSize(size);
    await viewer.waitForTimeout(300);
    await expectTableUncovered(viewer);
    await shot(viewer, 'replay-end');
  }

  // The same link, damaged, says why in words and offers the way home.
  await viewer.goto(url.slice(0, -5));
  await expect(viewer.locator('#replay-refused')).toContainText('damaged or incomplete');
  await viewer.locator('#replay-refused-home').click();
  await expect(viewer.locator('#new-meow-meow')).toBeVisible();
  await other.close();
});
