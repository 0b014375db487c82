// Every game's table at phone and tablet sizes: the band above the stage (toolbar, status, messages) never covers
// the canvas, nothing a player can press is off screen or smaller than a finger, the page never scrolls during a
// game; a screenshot of each, to look at.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';
import { GAMES, fewMoves, startVsBot } from './walk';

const SIZES = [
  { width: 390, height: 844 }, { width: 844, height: 390 }, { width: 360, height: 740 },
  { width: 430, height: 932 }, { width: 768, height: 1024 }, { width: 1024, height: 768 },
];

interface Box { x: number; y: number; width: number; height: number; what: string }

/** The frame's geometry as the page lays it out. */
const frame = (page: Page) => page.evaluate(() => {
  const box = (e: Element, what: string) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, what }; };
  const visible = (e: Element) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const name = (b: Element) => `${b.className} "${(b.textContent ?? '').trim().slice(0, 30)}"`;
  const buttons = [...document.querySelectorAll('.play-band button, .play-controls button')].filter(visible).map((b) => box(b, name(b)));
  return {
    band: box(document.querySelector('.play-band')!, 'band'),
    canvas: box(document.querySelector('.play-canvas canvas')!, 'canvas'),
    buttons,
    scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
  };
});

const inside = (b: Box, w: number, h: number) => b.x >= -1 && b.y >= -1 && b.x + b.width <= w + 1 && b.y + b.height <= h + 1;

for (const size of SIZES) {
  test(`every table at ${size.width}x${size.height}: nothing over the table, on screen, finger-sized`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size, hasTouch: true });
    const page = await context.newPage();
    await fastSettings(page);
    for (const game of GAMES) {
      await page.goto('/');
      await startVsBot(page, game);
      await fewMoves(page, game, 2);
      const f = await frame(page);
      // The canvas starts below the band: no message, tip or button of the band can cover the table.
      expect(f.canvas.y, `${game}: canvas below the band`).toBeGreaterThanOrEqual(f.band.y + f.band.height - 1);
      expect(f.canvas.y + f.canvas.height, `${game}: canvas on screen`).toBeLessThanOrEqual(size.height + 1);
      for (const b of f.buttons) {
        expect(inside(b, size.width, size.height), `${game}: ${b.what} on screen`).toBe(true);
        expect(Math.min(b.width, b.height), `${game}: ${b.what} finger-sized`).toBeGreaterThanOrEqual(44);
      }
      expect(f.scroll.width, `${game}: no sideways scroll`).toBeLessThanOrEqual(size.width);
      expect(f.scroll.height, `${game}: no page scroll`).toBeLessThanOrEqual(size.height);
      await shot(page, `table-${game}`);
    }
    await context.close();
  });
}
