// The one UI family (Atkinson Hyperlegible, cut to the app's characters: ./fonts.css — bundled, never fetched
// from the network). Text drawn into cached card textures must wait until the font is ready, or it bakes in a fallback.
import './fonts.css';

let ready: Promise<void> | null = null;

/** Resolves when the bold and regular faces are loaded (or after `timeoutMs`, using a fallback). */
export function ensureFonts(timeoutMs = 2500): Promise<void> {
  if (ready) return ready;
  const fonts = (globalThis.document as Document | undefined)?.fonts;
  if (!fonts) return (ready = Promise.resolve());
  const load = Promise.all([
    fonts.load('700 40px "Atkinson Hyperlegible"', 'B10+'),
    fonts.load('400 16px "Atkinson Hyperlegible"', 'Aa'),
  ]).then(() => undefined, () => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  ready = Promise.race([load, timeout]);
  return ready;
}
