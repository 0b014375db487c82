// The rules texts' cross-link markup `[[anchor|words]]` and the reader's search (folding, ranges, highlights).
import { describe, expect, it } from 'vitest';
import { fold, linksOf, markupProblems, matchesAll, matchRanges, parseRules, plainText, renderRules, searchTerms } from './rules-markup';

describe('parseRules', () => {
  it('splits a paragraph into text and links', () => {
    expect(parseRules('Steal it into a [[combo|combo]] that is yours.')).toEqual([
      { kind: 'text', text: 'Steal it into a ' },
      { kind: 'link', anchor: 'combo', text: 'combo' },
      { kind: 'text', text: ' that is yours.' },
    ]);
    expect(parseRules('[[seven|7-chain]][[jack|jack]]')).toEqual([
      { kind: 'link', anchor: 'seven', text: '7-chain' },
      { kind: 'link', anchor: 'jack', text: 'jack' },
    ]);
  });

  it('leaves text without markup, and malformed markup, as text', () => {
    expect(parseRules('Plain [words] here.')).toEqual([{ kind: 'text', text: 'Plain [words] here.' }]);
    expect(parseRules('A [[broken link')).toEqual([{ kind: 'text', text: 'A [[broken link' }]);
    expect(parseRules('Bad [[Anchor Id|words]] stays')).toEqual([{ kind: 'text', text: 'Bad [[Anchor Id|words]] stays' }]);
    expect(parseRules('')).toEqual([]);
  });

  it('reads as the words alone, and lists its links', () => {
    const p = 'After a [[seven|7]], the [[jack|wish]] holds; see [[tane|the Tane]].';
    expect(plainText(p)).toBe('After a 7, the wish holds; see the Tane.');
    expect(linksOf(p)).toEqual([{ anchor: 'seven', text: '7' }, { anchor: 'jack', text: 'wish' }, { anchor: 'tane', text: 'the Tane' }]);
  });
});

describe('markupProblems', () => {
  it('accepts well-formed links and plain text', () => {
    expect(markupProblems('A [[combo|combo]] and a [[block|block]].')).toEqual([]);
    expect(markupProblems('No markup: a [bracket] and a | bar.')).toEqual([]);
  });

  it('reports unbalanced, nested and malformed links', () => {
    expect(markupProblems('A [[combo|combo')).toHaveLength(1);
    expect(markupProblems('A combo]] here')).toHaveLength(1);
    expect(markupProblems('[[a|[[b|c]]]]').some((p) => p.includes('nested'))).toBe(true);
    expect(markupProblems('[[combo]]')[0]).toContain('no "|"');
    expect(markupProblems('[[Combo|x]]')[0]).toContain('bad anchor');
    expect(markupProblems('[[combo|]]')[0]).toContain('no words');
    expect(markupProblems('[[combo| x ]]')[0]).toContain('spaces');
  });
});

describe('search', () => {
  it('folds case and accents, ß, œ and typographic apostrophes, and maps back to the source', () => {
    expect(fold('Défausse', 'fr').folded).toBe('defausse');
    expect(fold('Straße', 'de').folded).toBe('strasse');
    expect(fold('Straße', 'de').source).toEqual([0, 1, 2, 3, 4, 4, 5]);
    expect(fold('cœur', 'fr').folded).toBe('coeur');
    expect(fold('l’as', 'fr').folded).toBe("l'as");
    expect(fold('ÜBER', 'de').folded).toBe('uber');
  });

  it('splits a query into distinct folded words', () => {
    expect(searchTerms('  Combo  COMBO défense ', 'fr')).toEqual(['combo', 'defense']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('matches when every word occurs', () => {
    expect(matchesAll('Défense et relance', ['defense', 'relance'], 'fr')).toBe(true);
    expect(matchesAll('Défense et relance', ['defense', 'attaque'], 'fr')).toBe(false);
  });

  it('finds the ranges of every word in the source text, merged', () => {
    expect(matchRanges('Combo, combo!', ['combo'])).toEqual([[0, 5], [7, 12]]);
    expect(matchRanges('Die Straße', ['strasse'], 'de')).toEqual([[4, 10]]);
    expect(matchRanges('Die Straße', ['stras'], 'de')).toEqual([[4, 9]]);
    expect(matchRanges('abcdef', ['bcd', 'cde'])).toEqual([[1, 5]]);
    expect(matchRanges('anything', [])).toEqual([]);
  });
});

describe('renderRules', () => {
  it('draws links, and without terms no highlight', () => {
    expect(renderRules('an [[attack|attack]] here')).toEqual([
      { kind: 'text', text: 'an ' },
      { kind: 'link', anchor: 'attack', children: [{ kind: 'text', text: 'attack' }] },
      { kind: 'text', text: ' here' },
    ]);
  });

  it('highlights matches in text and inside links, also across a link\'s edge', () => {
    expect(renderRules('A Combo: steal it into a [[combo|combo]].', ['combo'])).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'mark', text: 'Combo' },
      { kind: 'text', text: ': steal it into a ' },
      { kind: 'link', anchor: 'combo', children: [{ kind: 'mark', text: 'combo' }] },
      { kind: 'text', text: '.' },
    ]);
    expect(renderRules('a [[combo|combo]] that', ['o th'])).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', anchor: 'combo', children: [{ kind: 'text', text: 'comb' }, { kind: 'mark', text: 'o' }] },
      { kind: 'mark', text: ' th' },
      { kind: 'text', text: 'at' },
    ]);
  });

  it('highlights the accented source for an unaccented query', () => {
    expect(renderRules('La défausse', searchTerms('DEFAUSSE', 'fr'), 'fr')).toEqual([
      { kind: 'text', text: 'La ' },
      { kind: 'mark', text: 'défausse' },
    ]);
  });
});
