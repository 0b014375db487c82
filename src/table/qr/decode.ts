// A camera frame (or any RGBA picture) to the text of the QR code in it, or null when none could be read.
// Pure JavaScript ('qr', the same package that draws our codes): no wasm, no eval, the same in node and in the
// page. The scanner imports this module lazily, so the decoder's weight is paid only when a camera opens.
import { decodeQR } from 'qr/decode.js';

/** The pixels to read: what a canvas's getImageData gives (RGBA, 4 bytes a pixel, rows top to bottom). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/**
 * The text of the first QR code found in the image, or null. Deterministic: the decoder's default effort makes
 * one pass with no retries bounded by the clock, so a frame that fails simply waits for the next one.
 */
export function decodeQr(image: RgbaImage): string | null {
  if (image.width <= 0 || image.height <= 0 || image.data.length !== image.width * image.height * 4) return null;
  try {
    return decodeQR({ width: image.width, height: image.height, data: image.data }, { format: 'RGBA' });
  } catch {
    // The decoder throws when it finds no code or cannot correct what it read; both mean "not this frame".
    return null;
  }
}
