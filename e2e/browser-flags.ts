// The switches Chromium is started with for the specs (playwright.config.ts; the kill lab's own browser reads them too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Browser features the specs never use that cost CPU in every new window. Debian's Chromium runs as the full
 *  browser in new headless mode, and each window (every test's context, every tab the kills open again) loads two
 *  omnibox popup pages (chrome://omnibox-popup.top-chrome/ and its AI Mode page) in a renderer of their own:
 *  measured, about 0.4 s of CPU per empty window, and about 1 s per test that opens a table (the popup follows
 *  every change of the address); a game of e2e/kills.spec.ts, 20 s. */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright passes its own --disable-features list, and Chromium keeps only the last such switch, so ours must
 *  repeat Playwright's: read from its bundle, where the list is a literal. Throws when that is no longer so (a
 *  Playwright upgrade), rather than dropping Playwright's list unseen. */
function playwrightDisabledFeatures(): string[] {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(readFileSync(bundle, 'utf8'))?.[1];
  const names = list ? [...list.matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]) : [];
  if (!names.length) throw new Error(`e2e/browser-flags.ts: Playwright's --disable-features list was not found in ${bundle}`);
  return names;
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_FEATURES].join(',')}`];
