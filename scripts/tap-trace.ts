// npx tsx scripts/tap-trace.ts [--port 5190] [--root DIR]: which source files one tap runs through, for the
// architecture's record (issue 37: "one tap passes about 34 files in 8 folders"). It starts Vite's dev server on
// the tree (each module is its own file there), opens Meow Meow against a bot with the fast settings, waits for the
// person's turn, then records the page's JS coverage (V8's precise coverage, call counts) from one tap on a card
// key over the canvas (the draw pile when no card fits) until the table is the person's again. Prints the files of
// src/ and machines/ whose code ran, by folder, then one JSON line: { files, folders, topFolders }.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../e2e/browser-flags';
import { fastSettings } from '../e2e/helpers';

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const ROOT = resolve(arg('--root', resolve(dirname(fileURLToPath(import.meta.url)), '..')));
const PORT = Number(arg('--port', '5190'));
const BASE = `http://localhost:${PORT}`;

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const server = spawn(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
try {
  await until(async () => fetch(BASE).then((r) => r.ok, () => false), 60_000, 'the dev server');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await fastSettings(page);
  await page.locator('#new-meow-meow').click();
  await page.locator('#start-game').click();
  const card = page.locator('.hand-key[data-playable="true"]').first();
  const draw = page.locator('.meow-draw:enabled');
  // A jack asks the person for a suit, and a drawn card that fits may be kept: the table is theirs again then too.
  const asked = page.locator('.meow-suits:not([hidden]) .meow-suit, .meow-keep:not([hidden])');
  const personsTurn = async () => (await card.count()) > 0 || (await draw.count()) > 0 || (await asked.count()) > 0;
  await until(personsTurn, 60_000, 'the person\'s turn');
  await page.waitForTimeout(1000); // the deal and the first redraws over: only the tap is counted
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const target = (await card.count()) > 0 ? card : draw;
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 30));
  // Saved, shown, the bot's answer shown, the person asked again (or the game over).
  await page.waitForTimeout(500);
  await until(async () => (await personsTurn()) || (await page.locator('.play-see-results').count()) > 0, 120_000, 'the table back to the person');
  await page.waitForTimeout(500);
  const coverage = await page.coverage.stopJSCoverage();
  await browser.close();

  const ran = new Set<string>();
  for (const entry of coverage) {
    const path = new URL(entry.url).pathname.replace(/^\//, '');
    if (!/^(src|machines)\//.test(path) || !/\.ts$/.test(path)) continue;
    if (entry.functions.some((f) => f.ranges[0]?.count > 0)) ran.add(path);
  }
  const files = [...ran].sort();
  const folders = [...new Set(files.map((f) => dirname(f)))].sort();
  const topFolders = [...new Set(files.map((f) => f.split('/').slice(0, f.startsWith('src/games/') ? 3 : 2).join('/')))].sort();
  for (const folder of folders) console.log(`${folder}/: ${files.filter((f) => dirname(f) === folder).map((f) => f.slice(folder.length + 1)).join(', ')}`);
  console.log(JSON.stringify({ tapTrace: { files: files.length, folders: folders.length, topFolders: topFolders.length, topFolderNames: topFolders } }));
} finally {
  server.kill('SIGKILL');
}
