// The camera as a QR reader: the back camera's live picture in a host element, a few frames a second copied into
// a canvas and decoded in the page, the first text read handed over once. A camera that is refused, missing or
// broken rejects with a CameraError (errors.ts) whose reason the UI words; pasting the code is the way round.
//
// Decoding runs in the page, not a worker: a 1280×720 frame took a median of 20–37 ms in Chromium here (a 900 B or
// 2 KB code, or none), four times a second, and the video itself is drawn by the browser's compositor, so the
// picture does not stutter meanwhile. A worker would save only that main-thread time, at the cost of a second file.
import { CameraError, cameraProblemOf } from './errors';
import type { RgbaImage } from './decode';

export interface Scanner {
  /** The live picture (already in the host element); the page's stylesheet may size it. */
  readonly video: HTMLVideoElement;
  /** Stops reading, releases the camera (its light goes off) and removes the picture. Safe to call twice. */
  stop(): void;
}

export interface ScannerOptions {
  /** How often a frame is read, in milliseconds. */
  intervalMs?: number;
  /** Aborting it (the player left the screen) stops the scanner, even while the camera prompt is still open:
   *  the promise then rejects with the signal's reason, and a camera granted too late is released at once. */
  signal?: AbortSignal;
}

/** Four reads a second: quick enough to feel instant, light enough for a phone. */
const DEFAULT_INTERVAL_MS = 250;
/** Frames are read at most this wide or tall: enough for a 2 KB code at a handspan, and a bounded decode. */
const MAX_FRAME_SIDE = 1280;

/**
 * Opens the camera (the back one where there is a choice), shows it in `videoHost`, and calls `onText` once with
 * the first QR code's text; reading stops then, but the camera stays on until `stop()` (the caller may show the
 * picture frozen on the code, or start again when the text was not what it expected).
 */
export async function startScanner(videoHost: HTMLElement, onText: (text: string) => void, opts: ScannerOptions = {}): Promise<Scanner> {
  const { signal } = opts;
  signal?.throwIfAborted();
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('none', 'no mediaDevices (an insecure page, or an old browser)');
  // The decoder loads while the player answers the camera prompt (a failed load is reported below, not twice).
  const decoder = import('./decode');
  decoder.catch(() => undefined);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      // 'ideal', not 'exact': a laptop or a tablet with only a front camera still scans.
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraError(cameraProblemOf(error), error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  const release = (): void => stream.getTracks().forEach((track) => track.stop());
  if (signal?.aborted) {
    release();
    signal.throwIfAborted();
  }

  const video = document.createElement('video');
  video.className = 'qr-scanner-video';
  // Inline on iPhones (not full screen), silent, and without the controls a tap would open.
  video.playsInline = true;
  video.muted = true;
  video.autoplay = true;
  video.setAttribute('aria-hidden', 'true');
  video.srcObject = stream;
  videoHost.append(video);

  let decodeQr: (image: RgbaImage) => string | null;
  try {
    await video.play();
    ({ decodeQr } = await decoder);
    signal?.throwIfAborted();
  } catch (error) {
    release();
    video.remove();
    if (signal?.aborted) throw signal.reason;
    throw new CameraError('failed', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }

  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const readFrame = (): void => {
    timer = undefined;
    if (stopped) return;
    const image = context ? frameOf(video, canvas, context) : null;
    const text = image ? decodeQr(image) : null;
    if (text !== null) {
      // Reading stops here: no timer is set again, so the text is handed over once.
      onText(text);
      return;
    }
    // A chain of timeouts, not an interval: a slow decode delays the next read instead of piling reads up.
    timer = setTimeout(readFrame, opts.intervalMs ?? DEFAULT_INTERVAL_MS);
  };
  timer = setTimeout(readFrame, 0);

  const stop = (): void => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    release();
    video.srcObject = null;
    video.remove();
  };
  signal?.addEventListener('abort', stop, { once: true });
  return { video, stop };
}

/** The current frame as RGBA pixels, scaled down to MAX_FRAME_SIDE; null before the first frame arrives. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): RgbaImage | null {
  const { videoWidth, videoHeight } = video;
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || videoWidth === 0 || videoHeight === 0) return null;
  const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
  const width = Math.round(videoWidth * scale);
  const height = Math.round(videoHeight * scale);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}
