// The cut font keeps every character the app's words and drawings use that the font has: each character in the
// sources (words, rules texts, scenes' labels; comments left out), in index.html and in the styles, that falls in
// the Latin file's range is among FONT_CHARACTERS. A character of the wider Latin-extended range (which the app
// used to ship and no longer does) is allowed only where it is named below with the reason.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS } from './size-fonts';

const ROOT = join(__dirname, '..');
const unicode = createRequire(import.meta.url)('@fontsource/atkinson-hyperlegible/unicode.json') as Record<'latin' | 'latin-ext', string>;

/** 'U+0000-00FF,U+0131' as a test of a code point. */
function rangeOf(list: string): (code: number) => boolean {
  const spans = list.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-').map((h) => parseInt(h, 16));
    return [from, to ?? from] as const;
  });
  return (code) => spans.some(([from, to]) => code >= from && code <= to);
}
const inLatin = rangeOf(unicode.latin);
const inLatinExt = rangeOf(unicode['latin-ext']);

/** Characters of the Latin-extended range in the sources that are never drawn, and why. */
const NOT_DRAWN: Record<string, string> = {
  'ẞ': 'src/shell/rules-markup.ts folds it to "ss" for the rules search; no text writes it',
};

function files(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** A source's text without its comments (roughly: enough to leave out words no one reads on screen). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const sources = [
  ...files(join(ROOT, 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes('testkit')),
  ...files(join(ROOT, 'src'), (p) => p.endsWith('.css')),
  join(ROOT, 'index.html'),
];

describe('the cut font', () => {
  it('reads the sources (a broken walk would find nothing to check)', () => {
    expect(sources.some((p) => p.endsWith(join('base', 'locales', 'fr.ts')))).toBe(true);
    expect(sources.some((p) => p.endsWith(join('pocket-cats', 'words', 'rules-text.ts')))).toBe(true);
  });

  it('keeps every character of the Latin range that the words and drawings use', () => {
    const missing = new Map<string, string>();
    for (const path of sources) {
      const text = path.endsWith('.html') ? readFileSync(path, 'utf8') : withoutComments(readFileSync(path, 'utf8'));
      for (const ch of text) {
        const code = ch.codePointAt(0)!;
        if (code < 0x20 || code === 0x7f || FONT_CHARACTERS.includes(ch)) continue;
        if (inLatin(code) && !missing.has(ch)) missing.set(ch, relative(ROOT, path));
      }
    }
    expect([...missing].map(([ch, where]) => `${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase()}) in ${where}`)).toEqual([]);
  });

  it('is asked for no character of the Latin-extended range, which the app no longer ships', () => {
    const used = new Map<string, string>();
    for (const path of sources) {
      for (const ch of withoutComments(readFileSync(path, 'utf8'))) {
        const code = ch.codePointAt(0)!;
        if (inLatinExt(code) && !inLatin(code) && !(ch in NOT_DRAWN) && !used.has(ch)) used.set(ch, relative(ROOT, path));
      }
    }
    expect([...used].map(([ch, where]) => `${ch} in ${where}`)).toEqual([]);
  });

  it('keeps English, French and German letters in both cases', () => {
    for (const word of ['Ça', 'Œuvre', 'Äpfel', 'Öl', 'Über', 'groß', 'Noël', 'L’HAŸ', 'Être', 'où', 'Ægir', 'naïf']) {
      for (const ch of word) expect(FONT_CHARACTERS, word).toContain(ch);
    }
  });
});
