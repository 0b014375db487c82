// Every pairing failure has words in the three languages (the types ask for every key; this asks for real words).
import { describe, expect, it } from 'vitest';
import { rtcText } from './text';

describe('pairing words', () => {
  it('every key has a sentence in each language, with no {parameter} to fill', () => {
    for (const [lang, words] of Object.entries(rtcText)) {
      for (const [key, text] of Object.entries(words)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(text, `${lang} ${key}`).not.toMatch(/[{}]/);
        if (lang !== 'en') expect(text, `${lang} ${key} is translated`).not.toBe(rtcText.en[key as keyof typeof rtcText.en]);
      }
    }
  });
});
