// Screenshots of the scene preview (run `npx vite --port 5199` first):
//   node e2e/scene-preview/shoot.mjs [scenario[,scenario…]] [extra query]
// Saves PNGs to /tmp/scene-shots/<scenario>-<w>x<h>.png and prints console errors.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = process.env.PREVIEW_URL ?? 'http://localhost:5199/e2e/scene-preview/preview.html';
const scenarios = (process.argv[2] ?? 'two,four,six,drawn,privacy,big,over,deck').split(',');
const extra = process.argv[3] ?? '';
const sizes = (process.env.SIZES ?? '1024x768,768x1024').split(',').map((s) => s.split('x').map(Number));
const out = process.env.OUT ?? '/tmp/scene-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (const [w, h] of sizes) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: Number(process.env.DPR ?? 1) });
    for (const s of scenarios) {
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await page.goto(`${base}?scenario=${s}&motion=off${extra}`);
      await page.waitForFunction(() => window.__ready === true, null, { timeout: 30_000 });
      await page.waitForTimeout(250);
      const file = `${out}/${s}-${w}x${h}${process.env.SUFFIX ?? ''}.png`;
      const clip = process.env.CLIP ? process.env.CLIP.split(',').map(Number) : null;
      await page.screenshot({ path: file, ...(clip ? { clip: { x: clip[0], y: clip[1], width: clip[2], height: clip[3] } } : {}) });
      console.log(file, errors.length ? `\n  ${errors.join('\n  ')}` : '');
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
