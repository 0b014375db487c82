// What each seat may see, the options, and the words (rules anchors are checked in ../rules-text.test.ts too).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { purrrummy } from './definition';
import { rulesText } from '../words/rules-text';
import { purrrummyTableText } from '../words/table';
import { inEveryLanguage } from '../../../shell/all-languages';
import { viewOf } from './view';
import { C, D, H, S, c, must, position } from '../test/testkit';

describe('view', () => {
  it('shows the own hand, only hand sizes of the others, the deck as a count, and the public table', () => {
    const s = position({ hands: [[c(H, 5), c(H, 6)], [c(C, 9), c(C, 10), c(D, 4)]], discard: [c(S, 2)] });
    const v = viewOf(s, 0);
    expect(v.hand).toEqual([c(H, 5), c(H, 6)]);
    expect(v.handCounts).toEqual([2, 3]);
    expect(v.drawCount).toBe(s.drawPile.length);
    expect(v.discard).toEqual([c(S, 2)]);
    expect(JSON.stringify(v)).not.toContain(String(c(D, 4)));
    expect(Object.keys(v)).not.toContain('rng');
    expect(viewOf(s, null).hand).toBeNull();
  });
  it('a card taken from the discard pile is shown in the taker\'s hand to everyone until it leaves it', () => {
    const s = position({ hands: [[c(H, 5), c(H, 6), c(S, 9)], [c(C, 9)]], discard: [c(D, 2), c(H, 7)], phase: 'drawing' });
    const t = must(s, { type: 'TAKE_DISCARD', seat: 0 });
    expect(viewOf(t, 1).shown[0]).toEqual([c(H, 7)]);
    expect(viewOf(t, 1).taken).toBe(c(H, 7));
    const m = must(t, { type: 'MELD', seat: 0, cards: [c(H, 5), c(H, 6), c(H, 7)] });
    expect(viewOf(m, 1).shown[0]).toEqual([]);
  });
});

describe('options', () => {
  it('parses the lay-off variant and the dealer, refuses anything else', () => {
    expect(purrrummy.parseOptions({ layoff: true, dealer: 3 })).toEqual({ ok: true, options: { layoff: true, dealer: 3 } });
    expect(purrrummy.parseOptions({ layoff: 'yes', dealer: 0 }).ok).toBe(false);
    expect(purrrummy.parseOptions({ layoff: false, dealer: 4 }).ok).toBe(false);
    expect(purrrummy.parseOptions(purrrummy.defaultOptions).ok).toBe(true);
  });
  it('setup refuses 5 players', () => {
    const players = Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, kind: 'person' as const }));
    expect(() => purrrummy.setup({ options: { layoff: false, dealer: 0 }, seed: 1, players })).toThrow();
  });
});

describe('words', () => {
  const rules = readFileSync(new URL('./rules.ts', import.meta.url), 'utf8');
  it('every refusal key of the rules has text in English, French and German', () => {
    const keys = [...new Set([...rules.matchAll(/key: '(purrrummy\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(20);
    const words = inEveryLanguage(purrrummyTableText.en);
    for (const lang of ['en', 'fr', 'de'] as const) for (const k of keys) expect(words[lang][k], `${lang} ${k}`).toBeTruthy();
  });
  it('every rule anchor is a section in all three languages, which have the same sections; decisions are shown', () => {
    const anchors = [...rules.matchAll(/rule: '([a-z]+)'/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(5);
    for (const lang of ['en', 'fr', 'de'] as const) {
      const ids = new Set(rulesText[lang].sections.map((s) => s.id));
      for (const a of anchors) expect(ids, `${lang} lacks #${a}`).toContain(a);
    }
    const shape = (lang: 'en' | 'fr' | 'de') => rulesText[lang].sections.map((s) => `${s.id}:${s.body.length}`);
    expect(shape('fr')).toEqual(shape('en'));
    expect(shape('de')).toEqual(shape('en'));
    expect(rulesText.en.sections.find((s) => s.id === 'decisions')!.body.length).toBeGreaterThanOrEqual(5);
  });
  it('the rules text shows the rulebook\'s examples', () => {
    const all = rulesText.en.sections.flatMap((s) => s.body).join(' ');
    expect(all).toContain('3-4-5 of spades');
    expect(all).toContain('jack-queen-king-ace of hearts');
    expect(all).toContain('K-A-2');
  });
});
