// A tablet with a GPU draws with PixiJS's WebGL renderer (src/scene/app.ts); this machine's Chromium only emulates
// WebGL, so the app picks the canvas renderer here and every other spec draws through it. Here the emulated GPU
// gives a hardware name and passes the app's fill test (src/scene/gpu-probe.ts: its one-pixel read, which waits for
// the fills, returns at once), so the app takes the WebGL path a real tablet takes (PixiJS piece by piece: its
// renderer loaded on demand, vite.config.ts): a table is drawn into a WebGL context, without an error or a warning
// (leaving the table once warned of a texture destroyed while still bound to a shader).
import { expect, test } from './fixtures';
import { fastSettings, startMeowMeow, waitForTurn } from './helpers';

test('with a GPU the table is drawn by the WebGL renderer, without an error, and left without a warning', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The driver's performance notes on reading pixels back (a screenshot) are not errors of the app.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/GL Driver Message/.test(m.text())) errors.push(m.text());
    if (m.type() === 'warning' && /PixiJS/.test(m.text())) errors.push(m.text());
  });
  await page.addInitScript(() => {
    for (const C of [WebGLRenderingContext, WebGL2RenderingContext]) {
      const get = C.prototype.getParameter;
      C.prototype.getParameter = function (this: WebGLRenderingContext, p: number) {
        const v = get.call(this, p);
        return typeof v === 'string' && /swiftshader/i.test(v) ? 'ANGLE (Test GPU)' : v;
      };
      const read = C.prototype.readPixels;
      C.prototype.readPixels = function (this: WebGLRenderingContext, ...args: Parameters<WebGLRenderingContext['readPixels']>) {
        if (args[2] === 1 && args[3] === 1) return; // the probe's wait (PixiJS itself reads no pixels here)
        read.apply(this, args);
      };
    }
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await fastSettings(page);
  await startMeowMeow(page, { bots: ['easy'] });
  await waitForTurn(page);
  const context = await page.evaluate(() => {
    const c = document.querySelector('canvas');
    if (!c) return 'no canvas';
    return c.getContext('webgl2') ? 'webgl2' : c.getContext('webgl') ? 'webgl' : c.getContext('2d') ? '2d' : 'none';
  });
  expect(context).toMatch(/^webgl2?$/);
  await expect(page.locator('.hand-key').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/webgl-table-768x1024.png' });
  // Leaving the table tears down its renderer and textures, with nothing still bound to a shader.
  await page.locator('.play-home').click();
  await expect(page.locator('#continue')).toBeVisible();
  expect(errors).toEqual([]);
});
