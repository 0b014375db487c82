// Tables drawn in kept parts (issue 29): a selection or a freeze rebuilds only the parts that changed, a resize
// rebuilds them all. Read from the count each draw writes on the canvas (data-parts-built of data-parts,
// src/scene/kept-parts.ts) in Moeraki, Mauwi, Kitty Cat and Pocket Cats, on a fixed game at the person's turn.
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen } from './helpers';
import { nearlyOver } from './near-end';
import { pocketCats, type PocketCatsEvent, type PocketCatsOptions } from '../src/games/pocket-cats/rules/definition';
import { tileDef } from '../src/games/pocket-cats/rules/data';

/** What the person presses: a selection where the game has one (a card of Mauwi's or Kitty Cat's hand), else a move. */
const PRESS: Record<string, string> = {
  moeraki: '.moeraki-hollow[data-legal="true"]',
  mauwi: '.hand-key[data-playable="true"]:not(.column-key), .column-key[data-target="true"], .mauwi-discard:enabled',
  'kitty-cat': '.kitty-key[data-row="hand"][data-lit="true"]',
  'pocket-cats': '.pocket-key[data-act="flip"], .pocket-key[data-act="swap"]',
};

/** Every draw's count from now on, as the canvas is written; `draws()` takes those seen so far. */
async function watchDraws(page: Page): Promise<() => Promise<[number, number][]>> {
  await page.evaluate(() => {
    const c = document.querySelector('.play-canvas canvas') as HTMLCanvasElement;
    const seen: [number, number][] = ((window as unknown as { __draws: [number, number][] }).__draws = []);
    new MutationObserver(() => seen.push([Number(c.dataset.partsBuilt), Number(c.dataset.parts)])).observe(c, { attributes: true, attributeFilter: ['data-parts-built', 'data-parts'] });
  });
  return () => page.evaluate(() => (window as unknown as { __draws: [number, number][] }).__draws.splice(0));
}

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
    const draws = await watchDraws(page);
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

/** Pocket Cats with clan effects played to the end's one choice: the person's Royal Claws chief may turn a dog
 *  next to it (ordinary flips and swaps from a seeded generator until a deal ends so). */
function royalChiefBeforeDogs(): { input: unknown; events: PocketCatsEvent[] } {
  const options: PocketCatsOptions = { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0, edition: 'published' };
  const players = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'bot' as const, level: 'easy' as const }];
  for (let seed = 1; seed < 300; seed++) {
    let s = pocketCats.setup({ options, seed, players });
    const events: PocketCatsEvent[] = [];
    let rng = seed;
    const pick = (n: number) => { rng = (Math.imul(rng, 1103515245) + 12345) >>> 0; return (rng >>> 8) % n; };
    while (s.phase === 'flipping' || s.phase === 'swapping') {
      const quiet = pocketCats.legalEvents(s, pocketCats.actors(s)[0]).filter((e) => e.type === 'FLIP' || e.type === 'SWAP');
      const e = quiet[pick(quiet.length)];
      events.push(e);
      s = pocketCats.apply(s, e);
    }
    if (s.phase === 'beforeDogs' && pocketCats.legalEvents(s, 0).some((e) => e.type === 'TURN_DOG')) return { input: { options, seed, players }, events };
  }
  throw new Error('no deal ends with the Royal Claws\' chief next to a dog');
}

test('pocket-cats: picking the dog to turn (a selection) rebuilds that tile, not the table', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await fastSettings(page);
  const start = royalChiefBeforeDogs();
  await importAndOpen(page, 'kept-pocket-dog', 'pocket-cats', start.input, start.events);
  await expect(page.locator('.play-canvas canvas')).toHaveAttribute('data-parts', /\d+/);
  const dog = page.locator('.pocket-key[data-act="dog"]').first();
  await expect(dog).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
  const draws = await watchDraws(page);
  await dog.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.pocket-key[data-act="dog"][aria-pressed="true"]')).toHaveCount(1);
  const seen = await draws();
  expect(seen.length, 'the selection redraws').toBeGreaterThan(0);
  for (const [built, size] of seen) expect(built, `${built} of ${size} parts built`).toBeLessThan(size / 4);
  await context.close();
});
