// npx tsx scripts/bench-frames.ts [--dist DIR] [--port N] [--skip-rest] [--json]: what a table costs the browser (issue 29), in
// Debian's Chromium over the built app (vite preview of dist/, started and stopped here, on the loopback only):
//  - at rest: each game against its default bot, at 1024x768 and 390x844 with full motion, 1 s after it last drew:
//    frames drawn (the tables' hook, src/scene/frames.ts) and frames requested (the page's own
//    requestAnimationFrame) in 10 s, and the main thread's busy time (Chromium's TaskDuration);
//  - while something moves: a six-seat Meow Meow deal and its first card flights, frame intervals (p95) while
//    the table draws;
//  - from tapping Start to the table's first frame, with the CPU slowed 4x (a mid-range tablet), per game.
// Counted, not asserted: e2e/rest.spec.ts holds the rule (nothing drawn or asked for at rest).
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs } from '../e2e/browser-flags';
import { GAMES as LIST } from '../src/games/index';

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const port = Number(arg('--port') ?? 4179);
const dist = arg('--dist') ?? 'dist';
const GAMES = LIST.map((g) => g.id);

/** Runs in the page before the app: counts frame requests, and stamps every frame the tables draw. Sent as
 *  text: a function compiled here would carry the compiler's helpers, which the page does not have. */
const HOOKS = `
  window.__raf = 0; window.__frameTimes = []; window.__drawn = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = function (fn) { window.__raf++; return request(fn); };
  Object.defineProperty(window, '__nineLivesFramesDrawn', {
    configurable: true,
    get: function () { return window.__drawn; },
    set: function (n) { window.__drawn = n; window.__frameTimes.push(performance.now()); },
  });
`;

const read = (page: Page) => page.evaluate(() => {
  const scope = window as unknown as { __raf: number; __drawn: number; __frameTimes: number[] };
  return { raf: scope.__raf, drawn: scope.__drawn, last: scope.__frameTimes.at(-1) ?? 0, now: performance.now() };
});

async function settings(page: Page, motion: 'full' | 'off'): Promise<void> {
  // The settings screen, as a player: English, the chosen motion, bots at once, no tips.
  await page.goto(`http://localhost:${port}/`);
  await page.locator('#open-settings').click();
  await page.locator('#setting-language-en').check();
  await page.locator(`#setting-motion-${motion}`).check();
  await page.locator('#setting-botPace-instant').check();
  await page.locator('#setting-tips-false').check();
  await page.locator('#back').click();
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', dist], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://localhost:${port}/`).then((r) => r.ok, () => false)) break;
      await sleep(100);
    }
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const figures: Record<string, unknown> = {};
    const atRest: Record<string, unknown> = {};
    for (const viewport of (process.argv.includes("--skip-rest") ? [] : [{ width: 1024, height: 768 }, { width: 390, height: 844 }])) {
      const context = await browser.newContext({ viewport, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript({ content: HOOKS });
      await settings(page, 'full');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
      for (const game of GAMES) {
        await page.locator(`#new-${game}`).click();
        await page.locator('#start-game').click();
        await page.locator('.play-canvas canvas').waitFor();
        // Rest: 1 s after the last frame drawn (at most 30 s).
        for (let i = 0; i < 300; i++) {
          const r = await read(page);
          if (r.drawn > 0 && r.now - r.last > 1000) break;
          await sleep(100);
        }
        const a = await read(page);
        const b0 = await busy();
        await sleep(10_000);
        const b = await read(page);
        const row = { framesDrawn: b.drawn - a.drawn, framesRequested: b.raf - a.raf, busyMs: Math.round(1000 * (await busy() - b0)) };
        atRest[`${game} ${viewport.width}x${viewport.height}`] = row;
        process.stdout.write(`${`at rest 10 s: ${game} ${viewport.width}x${viewport.height}`.padEnd(50)} ${row.framesDrawn} drawn, ${row.framesRequested} requested, main thread busy ${row.busyMs} ms\n`);
        await page.locator('.play-home').click();
        await page.locator(`#new-${game}`).waitFor();
      }
      await context.close();
    }
    figures.atRest = atRest;

    // A six-seat deal with full motion: frame intervals while the table draws.
    {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript({ content: HOOKS });
      await settings(page, 'full');
      await page.locator('#new-meow-meow').click();
      for (let i = 2; i < 6; i++) await page.locator('#add-seat').click();
      await page.locator('#start-game').click();
      await sleep(8000);
      const times = await page.evaluate(() => (window as unknown as { __frameTimes: number[] }).__frameTimes);
      const gaps = times.slice(1).map((t, i) => t - times[i]).filter((d) => d < 100).sort((x, y) => x - y);
      const p95 = gaps[Math.floor(0.95 * (gaps.length - 1))] ?? NaN;
      figures.sixSeatDeal = { frames: times.length, p95FrameMs: Math.round(10 * p95) / 10 };
      process.stdout.write(`${'six-seat Meow Meow deal: frame interval p95'.padEnd(50)} ${p95.toFixed(1)} ms over ${times.length} frames\n`);
      await context.close();
    }

    // Start to the first frame, the CPU slowed 4x.
    const firstFrame: Record<string, number> = {};
    {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript({ content: HOOKS });
      await settings(page, 'off');
      const cdp = await context.newCDPSession(page);
      for (const game of GAMES) {
        await page.locator(`#new-${game}`).click();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const t0 = await page.evaluate(() => performance.now());
        await page.locator('#start-game').click();
        let first = NaN;
        for (let i = 0; i < 600 && Number.isNaN(first); i++) {
          first = await page.evaluate((since) => (window as unknown as { __frameTimes: number[] }).__frameTimes.find((t) => t > since) ?? NaN, t0);
          if (Number.isNaN(first)) await sleep(25);
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        firstFrame[game] = Math.round(first - t0);
        process.stdout.write(`${`Start to first frame, CPU 4x slower: ${game}`.padEnd(50)} ${firstFrame[game]} ms\n`);
        await page.locator('.play-home').click();
        await page.locator(`#new-${game}`).waitFor();
      }
      await context.close();
    }
    figures.startToFirstFrameMs = firstFrame;
    await browser.close();
    if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(figures) + '\n');
  } finally {
    server.kill();
  }
}

await main();
