// Frames on demand: a table draws only while something on it changes or moves, then its ticker stops. A table at
// rest drew 60 frames a second before (three quarters of a core with the canvas renderer), for nothing: a tablet's
// battery, a phone's warmth, and a test machine's two cores paid for it.
// What wakes the ticker: any change PixiJS itself must draw (a transform, alpha or visibility, a child added or
// removed, a Graphics, Text or texture changed: they all reach the stage's render group, which PixiJS needs to know
// of to draw them at all), a tween or wait starting, a size change, and an animation that asks for frames (the turn
// glow's breathing). Changes made while PixiJS draws do not count, or drawing would wake itself for ever.
import { Ticker, UPDATE_PRIORITY, type Application, type Container } from 'pixi.js';

export interface FrameDemand {
  /** Something changed: draw it (the ticker runs on for a moment, then stops if nothing else asks). */
  wake(): void;
  /** `wants(ms)` runs on every frame while the ticker runs and keeps it running while it returns true. */
  animate(wants: (ms: number) => boolean): () => void;
  /** The ticker is running (for tests). */
  readonly running: boolean;
  destroy(): void;
}

/** Frames drawn by every table so far, for the end-to-end check that a table at rest draws nothing
 *  (e2e/rest.spec.ts reads `globalThis.__nineLivesFramesDrawn`). */
function countFrame(): void {
  const scope = globalThis as { __nineLivesFramesDrawn?: number };
  scope.__nineLivesFramesDrawn = (scope.__nineLivesFramesDrawn ?? 0) + 1;
}

/** How long the ticker runs on after the last change: a few frames, so a change made between frames is drawn. */
const LINGER_MS = 120;

// PixiJS's system ticker (one per page) runs the renderer's scheduled chores (the texture and renderable garbage
// collection of SchedulerSystem), a frame callback 60 times a second for ever once a table has opened: it rests
// while every table rests, and starts with the first that wakes (issue 29 measured 50-60 frame requests a second
// at rest from it alone, on every table and on the home screen after one).
const awake = new Set<object>();
function systemTicker(table: object, running: boolean): void {
  if (running) awake.add(table);
  else awake.delete(table);
  const system = Ticker.system;
  system.autoStart = false; // its own listeners must not start it again behind our back
  if (awake.size > 0 && !system.started) system.start();
  else if (awake.size === 0 && system.started) system.stop();
}

type Hookable = Record<string, unknown>;

/** Calls `onChange` whenever PixiJS records a change under `root` (made a render group here if it is not one). */
function watchChanges(root: Container, onChange: () => void): () => void {
  root.enableRenderGroup();
  const group = root.renderGroup as unknown as Hookable;
  const names = ['onChildUpdate', 'onChildViewUpdate', 'addChild', 'removeChild'] as const;
  const originals = names.map((name) => group[name] as (...args: unknown[]) => unknown);
  names.forEach((name, i) => {
    group[name] = function (this: unknown, ...args: unknown[]) {
      onChange();
      return originals[i].apply(this, args);
    };
  });
  // A child moved to the top of its own parent only sets this flag.
  let structure = group.structureDidChange;
  Object.defineProperty(group, 'structureDidChange', {
    configurable: true,
    get: () => structure,
    set: (value: unknown) => {
      if (value) onChange();
      structure = value;
    },
  });
  return () => {
    names.forEach((name) => delete group[name]);
    delete group.structureDidChange;
    group.structureDidChange = structure;
  };
}

/** Takes over `app`'s ticker (started): it stops when the table is at rest and `busy()` is false. */
export function framesOnDemand(app: Application, busy: () => boolean): FrameDemand {
  const ticker = app.ticker;
  const animations = new Set<(ms: number) => boolean>();
  let drawing = false;
  let lastChange = performance.now();
  let destroyed = false;

  const table = {};
  const wake = (): void => {
    if (drawing || destroyed) return;
    lastChange = performance.now();
    if (ticker.started) return;
    ticker.start();
    systemTicker(table, true);
  };
  // The order within a frame: tweens and animations (NORMAL), PixiJS's drawing (LOW), then the check to stop.
  const beforeDraw = (): void => { drawing = true; };
  const afterDraw = (): void => {
    drawing = false;
    countFrame();
  };
  const animateAll = (): void => {
    let wanted = false;
    for (const a of animations) if (a(ticker.deltaMS)) wanted = true;
    if (wanted) lastChange = performance.now();
  };
  const maybeStop = (): void => {
    if (busy() || performance.now() - lastChange < LINGER_MS) return;
    ticker.stop();
    systemTicker(table, false);
  };
  ticker.add(animateAll, undefined, UPDATE_PRIORITY.NORMAL);
  ticker.add(beforeDraw, undefined, UPDATE_PRIORITY.LOW + 1);
  ticker.add(afterDraw, undefined, UPDATE_PRIORITY.LOW - 1);
  ticker.add(maybeStop, undefined, UPDATE_PRIORITY.UTILITY);
  systemTicker(table, ticker.started);
  const unwatch = watchChanges(app.stage, wake);
  const onRendererResize = (): void => wake();
  app.renderer.on('resize', onRendererResize);
  // A hidden page runs nothing: the browser already holds back its frames, and the ticker stops with them; it
  // draws once more when the page shows again (a change of size or settings may have come meanwhile).
  const page = (globalThis as { document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> }).document;
  const onVisibility = (): void => {
    if (page?.hidden) {
      ticker.stop();
      systemTicker(table, false);
    } else wake();
  };
  page?.addEventListener('visibilitychange', onVisibility);

  return {
    wake,
    animate(wants) {
      animations.add(wants);
      wake();
      return () => animations.delete(wants);
    },
    get running() { return ticker.started; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      systemTicker(table, false);
      unwatch();
      app.renderer.off('resize', onRendererResize);
      page?.removeEventListener('visibilitychange', onVisibility);
      for (const fn of [animateAll, beforeDraw, afterDraw, maybeStop]) ticker.remove(fn);
      animations.clear();
    },
  };
}
