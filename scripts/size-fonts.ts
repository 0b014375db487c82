// The app's one font, Atkinson Hyperlegible (regular and bold, @fontsource's Latin files), cut down when the app is
// built to the letters of English, French and German and the punctuation and signs its words use. vite.config.ts
// writes the cut files (writeFontSubsets) before the styles are built; src/scene/fonts.css names them.
// Words that start using another character fail scripts/size-fonts.test.ts until it is added here. Anything else
// (a player's name with ñ or ł, symbols such as ★ → ✓ that the font never had) is drawn by the system's font.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
/** Every letter of French and German, both cases (ẞ, the capital sharp s, is not in the font's Latin file). */
const letters = 'àâæçéèêëîïôœùûüÿ' + 'ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ' + 'äöß' + 'ÄÖ';
/** The languages' quotes (« » ‹ › “ ” „ ‚ ‘ ’), a no-break space, and the other signs the words and scenes draw. */
const signs = '«»‹›“”„‚‘’\u00a0…–—·•×−½¹²³';

/** The characters the cut font keeps. */
export const FONT_CHARACTERS = ascii + letters + signs;

export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** The name src/scene/fonts.css reaches the cut files by (vite.config.ts maps it to where they are written). */
export const FONT_ALIAS = 'nine-lives-fonts';
export const fontFileName = (weight: FontWeight): string => `atkinson-hyperlegible-${weight}.woff2`;

const require = createRequire(import.meta.url);
const sourceOf = (weight: FontWeight): string =>
  require.resolve(`@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff2`);

/** Writes the cut files into `dir`, unless the ones there were cut from the same fonts to the same characters. */
export async function writeFontSubsets(dir: string): Promise<void> {
  const tool = (require('subset-font/package.json') as { version: string }).version;
  const sources = FONT_WEIGHTS.map((weight) => readFileSync(sourceOf(weight)));
  const stamp = createHash('sha256').update(`${FONT_CHARACTERS}\0subset-font ${tool}\0`);
  for (const source of sources) stamp.update(source);
  const digest = stamp.digest('hex');
  const stampFile = join(dir, 'stamp');
  const done = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest
    && FONT_WEIGHTS.every((weight) => existsSync(join(dir, fontFileName(weight))));
  if (done) return;
  const { default: subsetFont } = await import('subset-font');
  mkdirSync(dir, { recursive: true });
  for (const [i, weight] of FONT_WEIGHTS.entries()) {
    writeFileSync(join(dir, fontFileName(weight)), await subsetFont(sources[i], FONT_CHARACTERS, { targetFormat: 'woff2' }));
  }
  writeFileSync(stampFile, digest);
}
