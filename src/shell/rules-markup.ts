// The rules texts' one piece of markup, a cross-link to another section: `[[anchor|words]]` (see
// RulesSection in ./games/types.ts), and the reader's search: case- and accent-insensitive matching
// and the highlighted pieces a paragraph is drawn from. No DOM here, so all of it is unit-tested.
import type { Lang } from '../base/settings';

/** A piece of a paragraph: plain words, or words that link to the section `anchor`. */
export type RulesSegment = { kind: 'text'; text: string } | { kind: 'link'; anchor: string; text: string };

/** A piece to draw: plain text, highlighted text, or a link whose words may be partly highlighted. */
export type Inline = { kind: 'text'; text: string } | { kind: 'mark'; text: string } | { kind: 'link'; anchor: string; children: Inline[] };

/** A section id, as used by `RulesSection.id` and Reason.rule. */
export const ANCHOR = /^[a-z][a-z0-9-]*$/;
const LINK = /\[\[([^[\]|]*)\|([^[\]]*)\]\]/g;

/** Splits a paragraph into text and links. Anything that is not a well-formed link stays text. */
export function parseRules(text: string): RulesSegment[] {
  const out: RulesSegment[] = [];
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    const anchor = m[1].trim();
    if (!ANCHOR.test(anchor) || m[2] === '') continue;
    if (m.index > at) out.push({ kind: 'text', text: text.slice(at, m.index) });
    out.push({ kind: 'link', anchor, text: m[2] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return mergeText(out);
}

/** The paragraph as it reads, without the markup. */
export function plainText(text: string): string {
  return parseRules(text).map((s) => s.text).join('');
}

/** The links of a paragraph. */
export function linksOf(text: string): { anchor: string; text: string }[] {
  return parseRules(text).flatMap((s) => (s.kind === 'link' ? [{ anchor: s.anchor, text: s.text }] : []));
}

/** What is wrong with a paragraph's markup (empty when it is well-formed). */
export function markupProblems(text: string): string[] {
  const problems: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const two = text.slice(i, i + 2);
    if (two === '[[') {
      if (depth > 0) problems.push(`nested "[[" at ${i}`);
      depth += 1;
      i += 1;
    } else if (two === ']]') {
      if (depth === 0) problems.push(`"]]" without "[[" at ${i}`);
      depth = Math.max(0, depth - 1);
      i += 1;
    }
  }
  if (depth > 0) problems.push('"[[" without "]]"');
  for (const m of text.matchAll(/\[\[([^\]]*)\]\]/g)) {
    const inner = m[1];
    const bar = inner.indexOf('|');
    if (bar < 0) { problems.push(`link "${m[0]}" has no "|"`); continue; }
    const anchor = inner.slice(0, bar);
    const words = inner.slice(bar + 1);
    if (!ANCHOR.test(anchor)) problems.push(`link "${m[0]}" has a bad anchor "${anchor}"`);
    if (words.trim() === '') problems.push(`link "${m[0]}" has no words`);
    if (words.includes('|')) problems.push(`link "${m[0]}" has two "|"`);
    if (words !== words.trim()) problems.push(`link "${m[0]}" has spaces around its words`);
  }
  return problems;
}

// ---------- Search ----------

const SPECIAL: Record<string, string> = { 'ß': 'ss', 'ẞ': 'ss', 'œ': 'oe', 'Œ': 'oe', 'æ': 'ae', 'Æ': 'ae', '’': '\'', '‘': '\'', '\u00a0': ' ', '\u202f': ' ' };

/**
 * Text folded for matching: lower case (in the reader's language), accents and other marks dropped,
 * ß/œ/æ spelt out, typographic apostrophes and spaces made plain. `source[i]` is the index in the
 * original text of the character that gave `folded[i]`, so a match can be mapped back.
 */
export function fold(text: string, lang: Lang = 'en'): { folded: string; source: number[] } {
  let folded = '';
  const source: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = SPECIAL[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(lang);
    for (let k = 0; k < f.length; k++) source.push(i);
    folded += f;
    i += ch.length;
  }
  return { folded, source };
}

/** The words of a query, folded; a section matches when it contains every one of them. */
export function searchTerms(query: string, lang: Lang = 'en'): string[] {
  return [...new Set(fold(query, lang).folded.split(/\s+/).filter(Boolean))];
}

/** Whether a text contains every term. */
export function matchesAll(text: string, terms: readonly string[], lang: Lang = 'en'): boolean {
  const { folded } = fold(text, lang);
  return terms.every((t) => folded.includes(t));
}

/** The [start, end) ranges of `text` where any term occurs, sorted and merged. */
export function matchRanges(text: string, terms: readonly string[], lang: Lang = 'en'): [number, number][] {
  if (terms.length === 0) return [];
  const { folded, source } = fold(text, lang);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
      const last = source[at + term.length - 1];
      const lastChar = String.fromCodePoint(text.codePointAt(last) ?? 0);
      ranges.push([source[at], last + lastChar.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const top = merged[merged.length - 1];
    if (top && r[0] <= top[1]) top[1] = Math.max(top[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The pieces to draw a paragraph from: its links, with every match of the terms highlighted. */
export function renderRules(text: string, terms: readonly string[] = [], lang: Lang = 'en'): Inline[] {
  const segments = parseRules(text);
  const ranges = matchRanges(segments.map((s) => s.text).join(''), terms, lang);
  const out: Inline[] = [];
  let offset = 0;
  for (const s of segments) {
    const pieces = highlight(s.text, offset, ranges);
    if (s.kind === 'link') out.push({ kind: 'link', anchor: s.anchor, children: pieces });
    else out.push(...pieces);
    offset += s.text.length;
  }
  return out;
}

/** Text (at `offset` in the whole paragraph) cut into plain and highlighted pieces. */
function highlight(text: string, offset: number, ranges: readonly [number, number][]): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    const s = Math.max(start - offset, at);
    const e = Math.min(end - offset, text.length);
    if (e <= s) continue;
    if (s > at) out.push({ kind: 'text', text: text.slice(at, s) });
    out.push({ kind: 'mark', text: text.slice(s, e) });
    at = e;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

function mergeText(segments: RulesSegment[]): RulesSegment[] {
  const out: RulesSegment[] = [];
  for (const s of segments) {
    const top = out[out.length - 1];
    if (s.kind === 'text' && top?.kind === 'text') top.text += s.text;
    else out.push({ ...s });
  }
  return out;
}
