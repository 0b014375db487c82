// Deals with motion in every card game: a fresh Mauwi, Purrrummy or Kitty Cat game comes out of the deck card by
// card, as Meow Meow's does, at phone and tablet sizes; the motion setting holds ('off' places every card at once,
// the system's reduced motion turns the flights into fades); and a Kitty Cat table of bots only lays the bottom
// hand open with its value at the showdown like the others.
//
// Time is the page's fake clock (Playwright's page.clock), paused as the table opens and moved on by hand: a canvas
// capture takes a few hundred real milliseconds here, longer than a whole deal, so real time cannot catch one
// mid-flight. The pictures are compared in the page itself (decoded PNGs, share of pixels that changed).
import { expect, test, type Page } from './fixtures';
import { importAndOpen } from './helpers';
import { kittyCat, type KittyEvent, type KittyOptions } from '../src/games/kitty-cat/rules/definition';
import { handRow } from '../src/games/kitty-cat/screen/scene-rows';
import { mauwi } from '../src/games/mauwi/rules/definition';
import { purrrummy } from '../src/games/purrrummy/rules/definition';
import type { PlayerInfo } from '../src/engine/types';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SIZES = [{ width: 390, height: 844 }, { width: 1024, height: 768 }];
const SHOTS = process.env.DEAL_SHOTS ?? '/work/shots/deals';
type Game = 'mauwi' | 'purrrummy' | 'kitty-cat';
const GAMES: Game[] = ['mauwi', 'purrrummy', 'kitty-cat'];
const HAND_KEYS: Record<Game, string> = {
  mauwi: '.mauwi-keys .hand-key[data-card]', purrrummy: '.purr-card-key', 'kitty-cat': '.kitty-key[data-row="hand"]',
};

async function settings(page: Page, motion: 'full' | 'off'): Promise<void> {
  await page.goto('/');
  await page.locator('#open-settings').click();
  await page.locator('#setting-language-en').check();
  await page.locator(`#setting-motion-${motion}`).check();
  await page.locator('#setting-botPace-relaxed').check();
  await page.locator('#setting-tips-false').check();
  await page.locator('#back').click();
  await expect(page.locator('#new-meow-meow')).toBeVisible();
}

/** From home: a fresh game with the default seats, the page's clock paused just before the table opens. */
async function freshGamePaused(page: Page, game: Game): Promise<void> {
  await page.locator(`#new-${game}`).click();
  await expect(page.locator('#start-game')).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** The canvas as PNG bytes, `ms` of page time later. */
async function canvasAfter(page: Page, ms: number): Promise<Buffer> {
  await page.clock.runFor(ms);
  return page.locator('.play-canvas canvas').screenshot();
}

/** The share of pixels (0..1) that differ clearly between two pictures of the same size, measured in the page. */
function changed(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([a64, b64]) => {
    const pixels = async (b64: string): Promise<ImageData> => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const g = c.getContext('2d')!;
      g.drawImage(bmp, 0, 0);
      return g.getImageData(0, 0, bmp.width, bmp.height);
    };
    const [p, q] = [await pixels(a64), await pixels(b64)];
    if (p.width !== q.width || p.height !== q.height) return 1;
    let n = 0;
    for (let i = 0; i < p.data.length; i += 4) {
      const d = Math.max(Math.abs(p.data[i] - q.data[i]), Math.abs(p.data[i + 1] - q.data[i + 1]), Math.abs(p.data[i + 2] - q.data[i + 2]));
      if (d > 48) n++;
    }
    return n / (p.width * p.height);
  }, [a.toString('base64'), b.toString('base64')]);
}

/** The bottom hand the game dealt, from the newest save's input run through the game's own setup. */
async function dealtHand(page: Page, game: Game): Promise<number[]> {
  const input = await page.evaluate(() => new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('nine-lives');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('saves').objectStore('saves').getAll();
      all.onsuccess = () => {
        const saves = (all.result as { updatedAt: number; input: unknown }[]).sort((x, y) => y.updatedAt - x.updatedAt);
        open.result.close();
        resolve(saves[0]?.input);
      };
    };
  })) as { players: PlayerInfo[] };
  const me = input.players.findIndex((p) => p.kind !== 'bot');
  const sorted = (cards: readonly (number | null)[]) => cards.filter((c): c is number => c !== null).sort((x, y) => x - y);
  if (game === 'mauwi') return sorted(mauwi.view(mauwi.setup(input as never), me).hand ?? []);
  if (game === 'purrrummy') return sorted(purrrummy.view(purrrummy.setup(input as never), me).hand ?? []);
  return sorted(handRow(kittyCat.view(kittyCat.setup(input as never), me), { bottomSeat: me, showHand: true }));
}

const shownHand = (page: Page, game: Game) =>
  page.locator(HAND_KEYS[game]).evaluateAll((ks) => ks.map((k) => Number((k as HTMLElement).dataset.card)).sort((x, y) => x - y));

// The first visit's "ready to play offline" note would land in the band above the table at some moment of the deal
// and resize the canvas (the deal is then dealt again: deal-settle.ts); these pictures want one size throughout.
test.describe('deals', () => {
test.use({ serviceWorkers: 'block' });
for (const game of GAMES) {
  for (const size of SIZES) {
    test(`${game} at ${size.width}x${size.height}: a fresh game is dealt from the deck, card by card, and ends on the dealt hand`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await page.setViewportSize(size);
      await settings(page, 'full');
      await freshGamePaused(page, game);
      // Early in the deal, a little later, later still: cards leave the deck, so each picture differs from the next
      // and every one of them from the dealt table (more than a glow's pulse or a badge would change).
      const first = await canvasAfter(page, 60);
      const mid = await canvasAfter(page, 150);
      await page.screenshot({ path: `${SHOTS}/mid-deal-${game}-${size.width}x${size.height}.png` });
      const later = await canvasAfter(page, 150);
      // About 2 s in: every deal is over (Purrrummy's 20 cards and upcard take longest, 1.9 s), and no bot has moved
      // yet (a relaxed bot waits 1.4 s after the deal's last card).
      const dealt = await canvasAfter(page, 1640);
      await page.screenshot({ path: `${SHOTS}/dealt-${game}-${size.width}x${size.height}.png` });
      const steps = [await changed(page, first, mid), await changed(page, mid, later)];
      const fromDealt = [await changed(page, first, dealt), await changed(page, mid, dealt)];
      console.log(`${game} ${size.width}x${size.height}: step changes ${steps.map((x) => x.toFixed(4))}, from dealt ${fromDealt.map((x) => x.toFixed(4))}`);
      for (const s of steps) expect(s, 'the table moves between two mid-deal pictures 150 ms apart').toBeGreaterThan(0.001);
      for (const s of fromDealt) expect(s, 'a mid-deal picture is not yet the dealt table').toBeGreaterThan(0.01);
      // Dealt: still, and the hand on the table (its keys follow the cards drawn) is the hand the game dealt.
      expect(await changed(page, dealt, await canvasAfter(page, 50)), 'the dealt table is still').toBeLessThan(0.01);
      expect(await shownHand(page, game)).toEqual(await dealtHand(page, game));
    });
  }

  test(`${game}: motion 'off' places the dealt cards at once; the system's reduced motion deals with fades`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await page.setViewportSize(SIZES[1]);
    await settings(page, 'off');
    await freshGamePaused(page, game);
    const first = await canvasAfter(page, 60);
    const dealt = await canvasAfter(page, 400);
    const off = await changed(page, first, dealt);
    expect(off, "with motion 'off' the first picture is the dealt table").toBeLessThan(0.01);
    expect(await shownHand(page, game)).toEqual(await dealtHand(page, game));

    // The saved setting says full motion, the system asks for less: the cards fade in where they land.
    await page.clock.resume();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await settings(page, 'full');
    await freshGamePaused(page, game);
    const early = await canvasAfter(page, 60);
    const mid = await canvasAfter(page, 150);
    await page.screenshot({ path: `${SHOTS}/reduced-deal-${game}-1024x768.png` });
    const done = await canvasAfter(page, 1790);
    const reduced = [await changed(page, early, mid), await changed(page, mid, done)];
    console.log(`${game} off: ${off.toFixed(4)}; reduced: ${reduced.map((x) => x.toFixed(4))}`);
    for (const s of reduced) expect(s, 'with reduced motion the deal still shows, as fades').toBeGreaterThan(0.001);
    expect(await shownHand(page, game)).toEqual(await dealtHand(page, game));
  });
}

});

// A table of three bots brought to a showdown: the dealer keeps its set, the first to play knocks, both others pass.
const BOTS: PlayerInfo[] = [
  { name: 'Kiri', kind: 'bot', level: 'easy' },
  { name: 'Tama', kind: 'bot', level: 'easy' },
  { name: 'Pip', kind: 'bot', level: 'easy' },
];
const OPTIONS: KittyOptions = { dealer: 2, counters: 3 } as KittyOptions;

function findShowdown(): { seed: number; events: KittyEvent[]; hand: number[] } {
  const events: KittyEvent[] = [{ type: 'KEEP_SET', seat: 2 }, { type: 'KNOCK', seat: 0 }, { type: 'PASS', seat: 1 }, { type: 'PASS', seat: 2 }];
  for (let seed = 1; seed < 500; seed++) {
    let s = kittyCat.setup({ options: OPTIONS, seed, players: BOTS });
    let ok = true;
    for (const e of events) {
      if (kittyCat.explain(s, e)) { ok = false; break; }
      s = kittyCat.apply(s, e);
    }
    if (ok && s.phase === 'showdown') return { seed, events, hand: s.hands[0].slice().sort((a, b) => a - b) };
  }
  throw new Error('no seed brings three bots to a showdown with these moves');
}

test('Kitty Cat with only bots: at the showdown the bottom hand is face up with its value, like the others', async ({ page }) => {
  test.setTimeout(90_000);
  // The clock stands still at the showdown: with only bots the next round would otherwise be dealt after a while.
  await page.clock.install();
  await settings(page, 'off');
  const found = findShowdown();
  await page.setViewportSize(SIZES[1]);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
  await importAndOpen(page, 'kitty-bots', 'kitty-cat', { options: OPTIONS, seed: found.seed, players: BOTS }, found.events);
  for (const size of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.clock.runFor(250);
    const keys = page.locator('.kitty-key[data-row="hand"]');
    await expect(keys).toHaveCount(3);
    const shown = await keys.evaluateAll((ks) => ks.map((k) => Number((k as HTMLElement).dataset.card)).sort((a, b) => a - b));
    expect(shown).toEqual(found.hand);
    await page.screenshot({ path: `${SHOTS}/kitty-bots-showdown-${size.width}x${size.height}.png` });
  }
});
