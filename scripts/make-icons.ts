// Renders the app icons (and the manifest screenshots of the home screen) with Debian's Chromium.
//   npx tsx scripts/make-icons.ts                  icons and screenshots
//   npx tsx scripts/make-icons.ts --icons          icons only
//   npx tsx scripts/make-icons.ts --screenshots    screenshots only
// Screenshots come from the built app (`vite build` + `vite preview`); if the build fails they come
// from the dev server, which only needs the modules the home screen loads.
import { chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'assets');
const iconsDir = join(assets, 'public', 'icons');
const shotsDir = join(assets, 'public', 'screenshots');
const PORT = 4179; // not the e2e tests' 4173, so both can run

const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });

async function renderSvg(browser: Browser, svgFile: string, size: number, outFile: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const data = readFileSync(join(assets, svgFile)).toString('base64');
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">` +
      `<img id="i" src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator('#i').evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: join(iconsDir, outFile), omitBackground: true });
  await page.close();
  console.log(`icons/${outFile} (${size}×${size})`);
}

async function makeIcons(browser: Browser): Promise<void> {
  mkdirSync(iconsDir, { recursive: true });
  await renderSvg(browser, 'icon.svg', 192, 'icon-192.png');
  await renderSvg(browser, 'icon.svg', 512, 'icon-512.png');
  await renderSvg(browser, 'icon-maskable.svg', 512, 'icon-maskable-512.png');
  // iOS fills transparent corners with black and rounds the icon itself: the full-bleed art fits it.
  await renderSvg(browser, 'icon-maskable.svg', 180, 'apple-touch-icon-180.png');
  copyFileSync(join(assets, 'icon.svg'), join(iconsDir, 'icon.svg'));
  console.log('icons/icon.svg (copied)');
}

function startServer(): { child: ChildProcess; url: string } {
  const built = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
  const args = built ? ['vite', 'preview', '--port', String(PORT), '--strictPort'] : ['vite', '--port', String(PORT), '--strictPort'];
  if (!built) console.warn('vite build failed: taking the screenshots from the dev server');
  // Its own process group, so stopping it also stops the vite process that npx starts.
  const child = spawn('npx', args, { cwd: root, stdio: 'ignore', detached: true });
  return { child, url: `http://localhost:${PORT}/` };
}

function stopServer(child: ChildProcess): void {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function makeScreenshots(browser: Browser): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const { child, url } = startServer();
  try {
    await waitFor(url);
    for (const [name, width, height] of [['wide', 1024, 768], ['narrow', 768, 1024]] as const) {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'en-NZ', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(url);
      // A game in progress, set up through the screens as a player would: Aroha against two bots.
      await page.locator('#new-meow-meow').click();
      await page.locator('#seat-0-name').fill('Aroha');
      await page.locator('#add-seat').click();
      await page.locator('#start-game').click();
      await page.locator('.play-canvas canvas').waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Let the deal finish and the "ready offline" message go.
      await page.waitForTimeout(5000);
      await page.screenshot({ path: join(shotsDir, `${name}.png`) });
      console.log(`screenshots/${name}.png (${width}×${height})`);
      await context.close();
    }
  } finally {
    stopServer(child);
  }
}

const flags = new Set(process.argv.slice(2));
const all = !flags.has('--icons') && !flags.has('--screenshots');
const browser = await launch();
try {
  if (all || flags.has('--icons')) await makeIcons(browser);
  if (all || flags.has('--screenshots')) await makeScreenshots(browser);
} finally {
  await browser.close();
}
