// QR codes in the real browser, on the built app's origin under its Content-Security-Policy: a code drawn by our
// encoder (the SVG the app shows) is photographed onto a canvas and read by our decoder, and the scanner reads a
// code from a camera (Chromium's fake camera, fed a video file of a code made here).
//
// The modules under test are bundled from src/table/qr/ by esbuild and served on the app's own origin (a route of
// this spec), so they run as a same-origin script would, with no test hook in the app and the CSP untouched.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../playwright.config';
import { qrMatrix } from '../src/table/qr/encode';
import { expect, test, type Page } from './fixtures';
import { shot } from './helpers';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Deterministic base64url text, the kind of text the codes carry. */
function codeText(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length }, (_, i) => alphabet[(i * 37 + (i >> 3) * 11) % 64]).join('');
}

const CAMERA_TEXT = codeText(900);
// Playwright loads this file in its runner and again in the worker that launches Chromium: both write the same
// bytes to one path, and the worker removes it at the end.
const cameraFile = join(tmpdir(), 'nine-lives-qr-camera.y4m');
writeFileSync(cameraFile, y4mOfCode(qrMatrix(CAMERA_TEXT), 1280, 720));
test.afterAll(() => rmSync(cameraFile, { force: true }));

test.use({
  viewport: { width: 390, height: 844 },
  // Our route serves the bundle; a service worker would answer before it.
  serviceWorkers: 'block',
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

const MODULE_URL = '/__e2e-qr/qr.js';

/** The app's page, with src/table/qr bundled and served at MODULE_URL (same origin) and imported as `window.qr`. */
async function openWithQrModules(page: Page): Promise<void> {
  const bundle = await build({
    stdin: {
      contents: "export { startScanner } from './src/table/qr/scanner';\n"
        + "export { isCameraError } from './src/table/qr/errors';\n"
        + "export { decodeQr } from './src/table/qr/decode';\n"
        + "export { qrSvg } from './src/table/qr/encode';\n",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  // A bundled module must not need eval: the page's policy would refuse it (and the fixture fail the test).
  expect(script).not.toMatch(/\beval\(|new Function\(/);
  await page.route(`**${MODULE_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.goto('/');
  await page.evaluate(async (url) => {
    (window as unknown as { qr: unknown }).qr = await import(url);
  }, MODULE_URL);
}

test('a code the app draws is read back from a photo of it', async ({ page }) => {
  await openWithQrModules(page);
  const text = codeText(2000);
  // The SVG exactly as the app would show it, served as a picture of the same origin (img-src 'self').
  const svg = await page.evaluate((t) => {
    const { qrSvg } = (window as unknown as { qr: typeof import('../src/table/qr/encode') }).qr;
    const element = qrSvg(t, { label: 'code' });
    document.body.replaceChildren(element);
    // As a file it needs a size of its own; on the page the stylesheet gives it one.
    const file = element.cloneNode(true) as SVGSVGElement;
    file.setAttribute('width', '690');
    file.setAttribute('height', '690');
    return new XMLSerializer().serializeToString(file);
  }, text);
  await page.route('**/__e2e-qr/code.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
  await shot(page, 'qr-code');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'qr-code');

  const read = await page.evaluate(async () => {
    const { decodeQr } = (window as unknown as { qr: typeof import('../src/table/qr/decode') }).qr;
    const image = new Image();
    image.src = '/__e2e-qr/code.svg';
    await image.decode();
    // A 1280×720 "photo": the code turned by 6° on a grey table, about 4.4 px a module, smoothed as a camera would.
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = '#777';
    context.fillRect(0, 0, 1280, 720);
    context.translate(640, 360);
    context.rotate((6 * Math.PI) / 180);
    context.drawImage(image, -345, -345, 690, 690);
    const frame = context.getImageData(0, 0, 1280, 720);
    const started = performance.now();
    const found = decodeQr(frame);
    return { found, ms: performance.now() - started };
  });
  expect(read.found).toBe(text);
  test.info().annotations.push({ type: 'decode 1280x720 (ms)', description: read.ms.toFixed(0) });
});

test('the scanner reads a code from the camera once, then releases the camera on stop', async ({ page }) => {
  await openWithQrModules(page);
  const outcome = await page.evaluate(async () => {
    const { startScanner } = (window as unknown as { qr: typeof import('../src/table/qr/scanner') }).qr;
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const texts: string[] = [];
    const started = performance.now();
    let firstText!: () => void;
    const read = new Promise<void>((resolve) => (firstText = resolve));
    const scanner = await startScanner(host, (text) => {
      texts.push(text);
      firstText();
    });
    const track = (scanner.video.srcObject as MediaStream).getVideoTracks()[0];
    await read;
    const ms = performance.now() - started;
    // No second call while the code stays in front of the camera.
    await new Promise((resolve) => setTimeout(resolve, 700));
    scanner.stop();
    return { texts, ms, ended: track.readyState === 'ended', videoLeft: host.childElementCount };
  });
  expect(outcome.texts).toEqual([CAMERA_TEXT]);
  expect(outcome.ended).toBe(true);
  expect(outcome.videoLeft).toBe(0);
  test.info().annotations.push({ type: 'camera start to text (ms)', description: outcome.ms.toFixed(0) });
});

test('a refused camera rejects with a reason the UI can word, leaving nothing behind', async ({ page }) => {
  await openWithQrModules(page);
  const outcome = await page.evaluate(async () => {
    const { startScanner, isCameraError } = (window as unknown as { qr: typeof import('../src/table/qr/scanner') & typeof import('../src/table/qr/errors') }).qr;
    const refusals: Record<string, string> = { denied: 'NotAllowedError', none: 'NotFoundError', failed: 'NotReadableError' };
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const seen: Record<string, unknown> = {};
    for (const [problem, name] of Object.entries(refusals)) {
      // The browser's refusal as the Media Capture spec names it (a real prompt cannot be refused headless here).
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', name));
      try {
        await startScanner(host, () => undefined);
        seen[problem] = 'started';
      } catch (error) {
        seen[problem] = isCameraError(error) ? error.reason.key : String(error);
      }
    }
    return { seen, left: host.childElementCount };
  });
  expect(outcome).toEqual({ seen: { denied: 'qr.cameraDenied', none: 'qr.noCamera', failed: 'qr.cameraFailed' }, left: 0 });
});

/**
 * One frame of a YUV4MPEG2 video (what Chromium's fake camera plays, looping): the code at 5 px a module, turned
 * by 4°, dark 30 on light 225, on a grey background; chroma neutral.
 */
function y4mOfCode(modules: boolean[][], width: number, height: number): Buffer {
  const quiet = 4;
  const total = modules.length + 2 * quiet;
  const modulePx = 5;
  const turn = (4 * Math.PI) / 180;
  const luma = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - width / 2;
      const dy = y + 0.5 - height / 2;
      const u = (Math.cos(turn) * dx + Math.sin(turn) * dy) / modulePx + total / 2;
      const v = (-Math.sin(turn) * dx + Math.cos(turn) * dy) / modulePx + total / 2;
      const inside = u >= 0 && v >= 0 && u < total && v < total;
      luma[y * width + x] = !inside ? 128 : modules[Math.floor(v) - quiet]?.[Math.floor(u) - quiet] ? 30 : 225;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}
