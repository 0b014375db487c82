// Text to a QR code: the module matrix (pure, for tests) and a crisp SVG to show on screen.
//
// Error correction level L. These codes are read from a screen, which neither tears nor stains: what limits a
// camera is the size of a module, and L gives the smallest symbol, so the largest modules on a given screen. At the
// same size on screen, L read as well as or better than M in every simulated camera shot tried (turned, blurred,
// noise, glare). Base64url text: 700 bytes make version 18 (89 modules a side), 900 bytes 21 (101), 1,200 bytes 25
// (117), 2,000 bytes 33 (149); M would need 21, 24, 29 and 38.
import { encodeQR } from 'qr';

/** The most a QR code holds at level L as bytes (version 40); a longer text cannot be shown as one code. */
export const QR_MAX_BYTES = 2953;

/** The blank margin every reader needs around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Rows of modules, true = dark; no quiet zone. */
  modules: boolean[][];
  /** QR version 1..40 (the symbol is 17 + 4 × version modules a side). */
  version: number;
}

/** Thrown when a text is too long for one QR code (more than QR_MAX_BYTES bytes). */
export class QrTooLongError extends RangeError {
  constructor(readonly bytes: number) {
    super(`a QR code holds at most ${QR_MAX_BYTES} bytes; this text has ${bytes}`);
    this.name = 'QrTooLongError';
  }
}

/** The matrix of a text and its version: the smallest symbol that holds it at level L. */
export function qrCode(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > QR_MAX_BYTES) throw new QrTooLongError(bytes);
  // The library draws at least a one-module border; the matrix we hand out has none.
  const modules = withoutBorder(encodeQR(text, 'raw', { ecc: 'low', border: 1 }));
  return { modules, version: (modules.length - 17) / 4 };
}

/** The module matrix of a text: rows of booleans, true = dark, no quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  return qrCode(text).modules;
}

export interface QrSvgOptions {
  /** What a screen reader says for the picture (the caller's words, already translated). */
  label?: string;
  /** Extra classes for sizing by the page's stylesheet; the SVG scales to whatever box it is given. */
  className?: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The QR code of a text as an SVG element: one module = one unit of the viewBox, a 4-module light margin, dark on
 * light whatever the app's theme (a reader needs that contrast and some refuse inverted codes), crisp edges at
 * any size. Colours are presentation attributes (no inline style, which the Content-Security-Policy refuses).
 */
export function qrSvg(text: string, opts: QrSvgOptions = {}): SVGSVGElement {
  const modules = qrMatrix(text);
  const side = modules.length + 2 * QUIET_ZONE;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('class', ['qr-code', opts.className].filter(Boolean).join(' '));
  if (opts.label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', opts.label);
  } else {
    svg.setAttribute('aria-hidden', 'true');
  }
  const light = document.createElementNS(SVG_NS, 'rect');
  light.setAttribute('width', String(side));
  light.setAttribute('height', String(side));
  light.setAttribute('fill', '#ffffff');
  const dark = document.createElementNS(SVG_NS, 'path');
  dark.setAttribute('d', darkPath(modules, QUIET_ZONE));
  dark.setAttribute('fill', '#000000');
  svg.append(light, dark);
  return svg;
}

/** One path for all dark modules: a rectangle per horizontal run, so a 2 KB code stays a few dozen KB of text. */
export function darkPath(modules: boolean[][], offset: number): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

function withoutBorder(raw: boolean[][]): boolean[][] {
  return raw.slice(1, -1).map((row) => row.slice(1, -1));
}
