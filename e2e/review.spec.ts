// The review after the game (issue 40), from a shared replay code: Review opens a panel of its own beside (or under)
// the table, the graph fills as the bot worker judges each position, Stop stops it where it is and "Review the
// rest" goes on; the turning points and the better moves are listed in words, and a tap on one goes to that
// position of the replay; closed and opened again, the finished review is there at once. Axe on the open panel,
// and nothing of it over the table, at phone and tablet sizes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen, shot } from './helpers';
import { nearlyOver } from './near-end';
import { sampleGame } from '../src/replay/sample-games';
import { encodeReplay } from '../src/replay/code';

/** The review panel and the table's stage do not overlap, and the table keeps room. */
async function expectTableUncovered(page: Page): Promise<void> {
  const [stage, panel] = await page.evaluate(() => ['.replay-stage', '#review-panel'].map((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect));
  const overlaps = panel.left < stage.right - 1 && panel.right > stage.left + 1 && panel.top < stage.bottom - 1 && panel.bottom > stage.top + 1;
  expect(overlaps, `the review over the table: ${JSON.stringify({ stage, panel })}`).toBe(false);
  expect(stage.height, 'the table keeps room').toBeGreaterThan(120);
}

const reviewed = (page: Page) => page.locator('#review-panel').getAttribute('data-reviewed').then(Number);

test('a shared game reviewed: the graph as it comes, Stop and the rest, the turning points, a tap goes there, kept for a second look', async ({ page }) => {
  test.setTimeout(120_000);
  // Kitty Cat at four, every seat a person's: a hundred moves, each one advised, so the review is still running when
  // Stop is tapped.
  const game = await sampleGame('kitty-cat');
  const input = { ...game.input, players: game.input.players.map((p) => ({ name: p.name, kind: 'person' as const })) };
  const code = await encodeReplay({ gameId: 'kitty-cat', input, events: game.events });
  if (!code.ok) throw new Error(code.reason.key);
  const total = game.events.length;
  await page.setViewportSize({ width: 1024, height: 768 });
  await fastSettings(page);
  await page.goto(`/#/replay/${code.value}`);
  await expect(page.locator('#replay-review')).toHaveText('Review');
  await page.locator('#replay-review').click();
  await expect(page.locator('#review-panel')).toBeVisible();
  await expect(page.locator('#review-fair')).toContainText('The advice uses only what each player knew at the time.');
  // The first positions come while the rest are judged: Stop, then the status says where it stopped.
  await expect.poll(() => reviewed(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.locator('#review-stop').click();
  await expect(page.locator('#review-status')).toContainText(/^Stopped after move \d+ of 100\.$/);
  const stoppedAt = await reviewed(page);
  expect(stoppedAt).toBeLessThan(total + 1);
  await page.waitForTimeout(500);
  expect(await reviewed(page), 'nothing more after Stop').toBe(stoppedAt);
  await expect(page.locator('#review-stop')).toBeHidden();
  // The rest.
  await page.locator('#review-again').click();
  await expect.poll(() => reviewed(page), { timeout: 60_000 }).toBe(total + 1);
  await expect(page.locator('#review-status')).toHaveText(`Reviewed: ${total} moves.`);
  // The graph done, the table is at rest: no frame drawn for a second (the tables' own count, src/scene/frames.ts).
  const frames = () => page.evaluate(() => (window as unknown as { __nineLivesFramesDrawn?: number }).__nineLivesFramesDrawn ?? 0);
  await expect.poll(async () => {
    const before = await frames();
    await page.waitForTimeout(1000);
    return (await frames()) - before;
  }, { message: 'frames drawn in a second at rest', timeout: 15_000 }).toBe(0);
  const lines = await page.locator('#review-graph polyline').evaluateAll((ls) => ls.map((l) => l.getAttribute('points')!.split(' ').length));
  expect(lines).toEqual(Array(4).fill(total + 1));
  await expectTableUncovered(page);
  await shot(page, 'review');

  // A turning point (or a better move) in words: a tap goes to that position.
  const go = page.locator('#review-turning .review-go, #review-advice .review-go').first();
  await expect(go).toBeVisible();
  const move = Number(await go.getAttribute('data-move'));
  await go.click();
  await expect(page.locator('#replay-counter')).toHaveText(`Move ${move} of ${total}`);
  // Along the graph by keyboard, a move at a time, as a slider: the replay follows.
  const graph = page.locator('#review-graph');
  await graph.focus();
  await page.keyboard.press(move < total ? 'ArrowRight' : 'ArrowLeft');
  const next = move < total ? move + 1 : move - 1;
  await expect(page.locator('#replay-counter')).toHaveText(`Move ${next} of ${total}`);
  await expect(graph).toHaveAttribute('aria-valuenow', String(next));
  await expect(graph).toHaveAttribute('aria-valuetext', new RegExp(`^Move ${next} of ${total}: \\w+ \\d+%, `));
  await page.keyboard.press('End');
  await expect(page.locator('#replay-counter')).toHaveText(`Move ${total} of ${total}`);
  await expect(page.locator('.review-y')).toHaveText('100%50%0%');
  // A turning point in the move's own words too, below the table.
  const turn = page.locator('#review-turning .review-go').first();
  await turn.click();
  await expect(page.locator('#replay-words .replay-turn')).toHaveText(/^Here the game turned: \w+’s chance fell from \d+% to \d+%/);
  const axe = await new AxeBuilder({ page }).include('#review-panel').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  for (const size of [{ width: 768, height: 1024 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expectTableUncovered(page);
    await shot(page, 'review');
  }

  // Closed and opened again: the finished review is there at once, nothing to wait for.
  await page.locator('#review-close').click();
  await expect(page.locator('#review-panel')).toHaveCount(0);
  await page.locator('#replay-review').click();
  await expect(page.locator('#review-panel')).toHaveAttribute('data-reviewed', String(total + 1));
  await expect(page.locator('#review-stop')).toBeHidden();
  // After a reload too: the review was kept on the device with the game.
  await page.reload();
  await page.locator('#replay-review').click();
  await expect(page.locator('#review-panel')).toHaveAttribute('data-reviewed', String(total + 1));
  await expect(page.locator('#review-status')).toHaveText(`Reviewed: ${total} moves.`);
  await expect(page.locator('#review-stop')).toBeHidden();
});

test('Review on the results screen: the finished game opens in its replay with the review running; from the saves, at once', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fastSettings(page);
  // A saved game three moves short of its end; the bots play them, and its results show.
  const table = ['Ana', 'Ben', 'Cy'].map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const }));
  const game = await nearlyOver('meow-meow', table, {}, 3);
  await importAndOpen(page, 'reviewed', 'meow-meow', game.input, game.events);
  await page.locator('.play-see-results').click({ timeout: 30_000 });
  await page.locator('#results-review').click();
  await expect(page).toHaveURL(/#\/replay\//);
  await expect(page.locator('#review-panel')).toBeVisible();
  await expect(page.locator('#review-status')).toHaveText(/^Reviewed: \d+ moves\.$/, { timeout: 30_000 });
  const points = await reviewed(page);
  expect(points).toBeGreaterThan(game.events.length);
  await expectTableUncovered(page);
  // The finished save in the saves list: its Review shows the review kept from that first look.
  await page.locator('.replay-home').click();
  await page.locator('#open-saves').click();
  await page.locator('.save-item.is-finished [id$="-review"]').click();
  await expect(page.locator('#review-panel')).toHaveAttribute('data-reviewed', String(points));
  await expect(page.locator('#review-stop')).toBeHidden();
});
