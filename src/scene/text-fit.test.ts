import { describe, expect, it } from 'vitest';
import type { Text } from 'pixi.js';
import { shortenToFit } from './text-fit';

/** A text 10 px a letter wide, as far as shortenToFit can tell. */
function fakeText(text: string): Text {
  const fake = { text, get width(): number { return fake.text.length * 10; } };
  return fake as unknown as Text;
}

describe('shortenToFit', () => {
  it('leaves a text that fits as it is', () => {
    const t = fakeText('Ana');
    shortenToFit(t, 30);
    expect(t.text).toBe('Ana');
  });

  it('cuts a long one to the letters that fit with the ellipsis, dropping the space before it', () => {
    const t = fakeText('Tama Nui');
    shortenToFit(t, 60);
    expect(t.text).toBe('Tama…');
    expect(t.width).toBeLessThanOrEqual(60);
  });

  it('keeps at least minLetters, even when they do not fit', () => {
    const t = fakeText('Rangimarie');
    shortenToFit(t, 5, 2);
    expect(t.text).toBe('Ra…');
  });
});
