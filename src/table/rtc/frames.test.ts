// Long messages in frames below the data channel's 64 KiB, joined back on the other side.
import { describe, expect, it } from 'vitest';
import { FRAME_UNITS, FrameJoiner, framesOf } from './frames';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const join = (frames: string[], joiner = new FrameJoiner()): (string | null)[] => frames.map((f) => joiner.push(f));

describe('frames', () => {
  it('a short message is one frame', () => {
    expect(framesOf('{"type":"join"}')).toEqual(['={"type":"join"}']);
    expect(join(framesOf(''))).toEqual(['']);
  });

  it('200 KiB go in frames under 64 KiB each and come back the same', () => {
    const text = JSON.stringify({ log: 'x'.repeat(200 * 1024) });
    const frames = framesOf(text);
    expect(frames.length).toBe(Math.ceil(text.length / FRAME_UNITS));
    expect(frames.slice(0, -1).every((f) => f[0] === '+')).toBe(true);
    expect(frames.at(-1)![0]).toBe('=');
    const joined = join(frames);
    expect(joined.slice(0, -1).every((t) => t === null)).toBe(true);
    expect(joined.at(-1)).toBe(text);
  });

  it('a frame stays under 64 KiB in UTF-8 even when every character takes three bytes', () => {
    const text = '€'.repeat(3 * FRAME_UNITS);
    for (const frame of framesOf(text)) expect(Buffer.byteLength(frame, 'utf8')).toBeLessThan(64 * 1024);
    expect(join(framesOf(text)).at(-1)).toBe(text);
  });

  it('never cuts a surrogate pair in two', () => {
    for (const before of [FRAME_UNITS - 2, FRAME_UNITS - 1, FRAME_UNITS]) {
      const text = `${'a'.repeat(before)}${'🐈'.repeat(FRAME_UNITS)}`;
      const frames = framesOf(text);
      for (const frame of frames) expect(LONE_SURROGATE.test(frame), `after ${before}`).toBe(false);
      expect(join(frames).at(-1)).toBe(text);
    }
  });

  it('messages follow one another through one joiner', () => {
    const texts = ['a'.repeat(FRAME_UNITS * 2 + 5), 'b', 'c'.repeat(FRAME_UNITS)];
    const joined = join(texts.flatMap((t) => framesOf(t))).filter((t) => t !== null);
    expect(joined).toEqual(texts);
  });

  it('drops a message longer than the limit, and reads the next one', () => {
    const joiner = new FrameJoiner(10);
    expect(join(framesOf('x'.repeat(12), 5), joiner)).toEqual([null, null, null]);
    expect(joiner.push('=short')).toBe('short');
    expect(joiner.push('=0123456789!')).toBe(null);
    expect(joiner.push('=0123456789')).toBe('0123456789');
  });

  it('drops a frame of an unknown kind with the message it interrupted', () => {
    const joiner = new FrameJoiner();
    expect(joiner.push('+ab')).toBe(null);
    expect(joiner.push('{"not":"a frame"}')).toBe(null);
    expect(joiner.push('=cd')).toBe('cd');
    expect(joiner.push('')).toBe(null);
  });
});
