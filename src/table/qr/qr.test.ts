// QR codes made and read back without a browser: the matrix drawn into RGBA pixels as a screen would show it (and
// once turned, blurred and speckled as a camera would see it), then decoded by the module the scanner uses.
import { describe, expect, it } from 'vitest';
import { decodeQr, type RgbaImage } from './decode';
import { darkPath, qrCode, qrMatrix, QrTooLongError, QR_MAX_BYTES } from './encode';
import { cameraProblemOf, CameraError } from './errors';
import { cameraText } from './text';

/** Deterministic text of the kind the codes carry (base64url), from a small seeded generator. */
function base64urlText(length: number, seed: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[state >>> 26];
  }
  return text;
}

/** The matrix as a picture: `scale` pixels a module, a 4-module light margin, black on white. */
function drawn(modules: boolean[][], scale: number, quiet = 4): RgbaImage {
  const side = (modules.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      if (modules[row]?.[col]) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

/**
 * The matrix as a camera might see it: turned by `degrees` on a grey background, each pixel the average of 3×3
 * samples (a soft edge), light 220 and dark 40 rather than pure white and black, and speckled by seeded noise.
 */
function photographed(modules: boolean[][], modulePx: number, degrees: number, noise: number, seed: number): RgbaImage {
  const quiet = 4;
  const total = modules.length + 2 * quiet;
  const side = Math.ceil(total * modulePx * 1.45) + 40;
  const centre = side / 2;
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const data = new Uint8ClampedArray(side * side * 4);
  let state = seed;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let sum = 0;
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const dx = x + (sx + 0.5) / 3 - centre;
          const dy = y + (sy + 0.5) / 3 - centre;
          // Undo the turn to find which module this point of the picture shows.
          const u = (cos * dx + sin * dy) / modulePx + total / 2;
          const v = (-sin * dx + cos * dy) / modulePx + total / 2;
          const inside = u >= 0 && v >= 0 && u < total && v < total;
          const dark = inside && modules[Math.floor(v) - quiet]?.[Math.floor(u) - quiet] === true;
          sum += !inside ? 150 : dark ? 40 : 220;
        }
      }
      const value = sum / 9 + (random() - 0.5) * 2 * noise;
      const at = (y * side + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = value;
      data[at + 3] = 255;
    }
  }
  return { width: side, height: side, data };
}

describe('QR codes', () => {
  it('a 900-byte table code drawn at 4 px a module reads back', () => {
    const text = base64urlText(900, 1);
    const modules = qrMatrix(text);
    expect(modules.length).toBe(17 + 4 * 21);
    expect(decodeQr(drawn(modules, 4))).toBe(text);
  });

  it('reads a code turned by 17°, soft-edged, greyish and speckled', () => {
    const text = base64urlText(900, 2);
    expect(decodeQr(photographed(qrMatrix(text), 4, 17, 30, 7))).toBe(text);
  });

  it('a 2,000-byte replay code round-trips', () => {
    const text = base64urlText(2000, 3);
    const modules = qrMatrix(text);
    expect(modules.length).toBe(17 + 4 * 33);
    expect(decodeQr(drawn(modules, 4))).toBe(text);
  });

  it('carries any Unicode text (player names) as UTF-8', () => {
    const text = 'Zoë, Māui et Jürgen — 🐈 ' + base64urlText(200, 4);
    expect(decodeQr(drawn(qrMatrix(text), 3))).toBe(text);
  });

  it('level L: the QR version of each size of code', () => {
    const versions = [700, 900, 1200, 2000].map((length) => [length, qrCode(base64urlText(length, length)).version]);
    expect(versions).toEqual([[700, 18], [900, 21], [1200, 25], [2000, 33]]);
  });

  it('refuses a text longer than one code holds, saying how long it was', () => {
    expect(qrMatrix('x'.repeat(QR_MAX_BYTES)).length).toBe(17 + 4 * 40);
    expect(() => qrMatrix('x'.repeat(QR_MAX_BYTES + 1))).toThrow(QrTooLongError);
  });

  it('finds nothing in a blank frame or in pixels of the wrong size', () => {
    expect(decodeQr({ width: 64, height: 48, data: new Uint8ClampedArray(64 * 48 * 4).fill(255) })).toBeNull();
    expect(decodeQr({ width: 64, height: 48, data: new Uint8ClampedArray(10) })).toBeNull();
    // Half a code: the decoder finds finder patterns but cannot read it, and says so by null, never a throw.
    const image = drawn(qrMatrix(base64urlText(900, 5)), 4);
    image.data.fill(255, image.data.length / 2);
    expect(decodeQr(image)).toBeNull();
  });

  it('the SVG path covers exactly the dark modules', () => {
    const modules = qrMatrix(base64urlText(300, 6));
    const dark = modules.flat().filter(Boolean).length;
    const runs = [...darkPath(modules, 4).matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)];
    expect(runs.reduce((sum, run) => sum + Number(run[3]), 0)).toBe(dark);
    for (const [, x, y, length] of runs) {
      for (let i = 0; i < Number(length); i++) expect(modules[Number(y) - 4][Number(x) - 4 + i]).toBe(true);
    }
  });
});

describe('camera errors', () => {
  it('words each problem in three languages, from the browser error that caused it', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(named('NotFoundError'))).toBe('none');
    expect(cameraProblemOf(named('OverconstrainedError'))).toBe('none');
    expect(cameraProblemOf(named('NotReadableError'))).toBe('failed');
    expect(cameraProblemOf('something odd')).toBe('failed');
    for (const problem of ['denied', 'none', 'failed'] as const) {
      const { reason } = new CameraError(problem);
      for (const lang of ['en', 'fr', 'de'] as const) expect(cameraText[lang][reason.key as keyof typeof cameraText.en]).toMatch(/\S/);
    }
  });
});
