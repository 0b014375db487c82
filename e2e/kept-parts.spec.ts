// Tables drawn in kept parts (issue 29): a selection or a freeze rebuilds only the parts that changed, a resize
// rebuilds them all. Read from the count each draw writes on the canvas (data-parts-built of data-parts,
// src/scene/kept-parts.ts) in Moeraki, Mauwi and Kitty Cat, on a fixed game at the person's turn.
import { expect, test } from './fixtures';
import { fastSettings, importAndOpen } from './helpers';
import { nearlyOver } from './near-end';

/** What the person presses: a selection where the game has one (a card of Mauwi's or Kitty Cat's hand), else a move. */
const PRESS: Record<string, string> = {
  moeraki: '.moeraki-hollow[data-legal="true"]',
  mauwi: '.hand-key[data-playable="true"]:not(.column-key), .column-key[data-target="true"], .mauwi-discard:enabled',
  'kitty-cat': '.kitty-key[data-row="hand"][data-lit="true"]',
};

for (const game of Object.keys(PRESS)) {
  test(`${game}: a press rebuilds only the parts that changed, a resize all of them`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await context.newPage();
    await fastSettings(page);
    const table = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'bot' as const, level: 'easy' as const }];
    const start = await nearlyOver(game, table, {}, 12);
    await importAndOpen(page, `kept-${game}`, game, start.input, start.events);
    const canvas = page.locator('.play-canvas canvas');
    await expect(canvas).toHaveAttribute('data-parts', /\d+/);
    // Every draw's count from now on, as the canvas is written.
    await page.evaluate(() => {
      const c = document.querySelector('.play-canvas canvas') as HTMLCanvasElement;
      const seen: [number, number][] = ((window as unknown as { __draws: [number, number][] }).__draws = []);
      new MutationObserver(() => seen.push([Number(c.dataset.partsBuilt), Number(c.dataset.parts)])).observe(c, { attributes: true, attributeFilter: ['data-parts-built', 'data-parts'] });
    });
    const draws = () => page.evaluate(() => (window as unknown as { __draws: [number, number][] }).__draws.splice(0));
    const key = page.locator(PRESS[game]).first();
    await expect(key).toHaveCount(1, { timeout: 20_000 });
    await key.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await draws()).some(([built, size]) => size > 0 && built < size), { message: 'a press redraws without rebuilding everything' }).toBe(true);
    await page.waitForTimeout(500);
    await draws();
    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(async () => (await draws()).some(([built, size]) => size > 0 && built === size), { message: 'a resize rebuilds every part' }).toBe(true);
    await context.close();
  });
}
