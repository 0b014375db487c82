// A PixiJS Application living in one HTMLElement: sized to it in both orientations, sharp on
// high-density screens, and torn down completely by destroy().
// PixiJS piece by piece: started with manageImports: false, it does not load its browser catch-all (accessibility
// overlay, DOM containers, filters, its event system and every other extension); each display object the scenes
// import (Graphics, Text, Sprite, TilingSprite) brings its own render pipes, the renderer its systems (only the one
// renderer picked, WebGL or, when WebGL fails, is emulated or fills too slowly (./gpu-probe.ts), the canvas one).
// Pointer input is the small part of PixiJS's events the scenes use (./pointer-input.ts).
import { Application, Container, Ticker, type ColorSource } from 'pixi.js';
import { framesOnDemand } from './frames';
import { probeWebGL } from './gpu-probe';
import { attachPointerInput } from './pointer-input';
import { Tweener } from './tween';

export interface SceneAppOptions {
  background?: ColorSource;
  /** Upper bound for devicePixelRatio (memory and fill rate on tablets). */
  maxResolution?: number;
  /** 'auto' (default): WebGL on a GPU that fills fast, the canvas renderer when WebGL is emulated in software or slow. */
  renderer?: 'auto' | 'webgl' | 'canvas';
}

/** True when WebGL is too slow for a table here (./gpu-probe.ts: a software rasteriser, by name or by its fill
 *  rate), or missing: the canvas renderer then draws far faster. Probed once per page. */
let slow: boolean | null = null;
function slowWebGL(): boolean {
  if (slow === null) slow = probeWebGL() !== 'fast';
  return slow;
}

export interface SceneApp {
  readonly app: Application;
  readonly stage: Container;
  readonly ticker: Ticker;
  readonly tweener: Tweener;
  /** Something changed outside PixiJS's notice (it rarely does: ./frames.ts): draw it. */
  wake(): void;
  /** `wants(ms)` on every frame; the table keeps drawing while it returns true (an ambient animation). */
  animate(wants: (ms: number) => boolean): () => void;
  /** Size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The renderer's pixel ratio. */
  readonly resolution: number;
  /** Called after every size change (not at start). Returns an unsubscribe function. */
  onResize(listener: (width: number, height: number) => void): () => void;
  /** Runs `fn` before each destroy (textures, listeners). */
  onDestroy(fn: () => void): void;
  destroy(): void;
}

const pixelRatio = (max: number): number => Math.min(max, Math.max(1, globalThis.devicePixelRatio || 1));

function preferenceOf(choice: 'auto' | 'webgl' | 'canvas'): ('webgl' | 'canvas')[] {
  if (choice === 'canvas') return ['canvas', 'webgl'];
  if (choice === 'webgl') return ['webgl', 'canvas'];
  return slowWebGL() ? ['canvas', 'webgl'] : ['webgl', 'canvas'];
}

export async function createSceneApp(host: HTMLElement, options: SceneAppOptions = {}): Promise<SceneApp> {
  const maxRes = options.maxResolution ?? 2;
  const app = new Application();
  const size = (): [number, number] => [Math.max(1, Math.round(host.clientWidth)), Math.max(1, Math.round(host.clientHeight))];
  let [width, height] = size();
  let resolution = pixelRatio(maxRes);
  await app.init({
    width, height, resolution, autoDensity: true, antialias: true,
    background: options.background ?? 0x0c2a21,
    preference: preferenceOf(options.renderer ?? 'auto'),
    autoStart: true, sharedTicker: false,
    manageImports: false,
  });
  const canvas = app.canvas;
  canvas.style.position = 'absolute';
  canvas.style.left = '0';
  canvas.style.top = '0';
  canvas.style.display = 'block';
  canvas.style.touchAction = 'none';
  canvas.style.userSelect = 'none';
  (canvas.style as CSSStyleDeclaration & { webkitTapHighlightColor?: string }).webkitTapHighlightColor = 'transparent';
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  host.appendChild(canvas);

  // The ticker runs only while something changes or moves (./frames.ts).
  let frames: ReturnType<typeof framesOnDemand> | null = null;
  const tweener = new Tweener(app.ticker, () => frames?.wake());
  frames = framesOnDemand(app, () => tweener.busy);
  const listeners = new Set<(w: number, h: number) => void>();
  const destroyers: (() => void)[] = [attachPointerInput(canvas, app.stage, () => app.screen)];
  let destroyed = false;

  const resize = (): void => {
    if (destroyed) return;
    const [w, h] = size();
    const res = pixelRatio(maxRes);
    if (w === width && h === height && res === resolution) return;
    width = w; height = h; resolution = res;
    app.renderer.resize(w, h, res);
    for (const l of listeners) l(w, h);
  };
  const observer = new ResizeObserver(() => resize());
  observer.observe(host);
  // A change of pixel ratio (zoom, another screen) does not resize the element.
  const onWindowResize = (): void => resize();
  globalThis.addEventListener('resize', onWindowResize);

  return {
    app, stage: app.stage, ticker: app.ticker, tweener,
    wake: () => frames?.wake(),
    animate: (wants) => frames!.animate(wants),
    get width() { return width; },
    get height() { return height; },
    get resolution() { return resolution; },
    onResize(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onDestroy(fn) {
      destroyers.push(fn);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      observer.disconnect();
      globalThis.removeEventListener('resize', onWindowResize);
      listeners.clear();
      tweener.destroy();
      frames?.destroy();
      for (const fn of destroyers.splice(0)) {
        try { fn(); } catch { /* keep tearing down */ }
      }
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
