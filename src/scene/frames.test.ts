// Frames on demand (./frames.ts) with PixiJS's own Ticker and Container, the browser's frame clock played by hand:
// a table at rest stops drawing, any change PixiJS records draws it, an animation or a tween keeps it drawing, and
// what PixiJS changes while it draws never wakes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// PixiJS reads the browser's navigator when it loads (Node 20 has none).
vi.hoisted(() => { (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }; });
import { Container, Ticker, UPDATE_PRIORITY, updateRenderGroupTransforms, type Application, type RenderGroup } from 'pixi.js';
import { framesOnDemand } from './frames';

let now = 0;
let pending: ((t: number) => void)[] = [];

beforeEach(() => {
  now = 1000;
  pending = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (fn: (t: number) => void) => { pending.push(fn); return pending.length; });
  vi.stubGlobal('cancelAnimationFrame', () => { pending = []; });
});
/** Every table a test opened, closed after it (the system ticker is shared by the page's tables). */
const opened: { destroy(): void }[] = [];

afterEach(() => {
  for (const f of opened.splice(0)) f.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A stand-in Application: PixiJS's ticker and stage, a renderer that counts its draws. */
function table(busy = () => false) {
  const ticker = new Ticker();
  ticker.autoStart = false;
  const stage = new Container();
  const child = new Container();
  stage.addChild(child);
  let draws = 0;
  let duringDraw: (() => void) | null = null;
  // A draw as PixiJS's renderer starts one: the changes recorded since the last are taken in (and forgotten).
  ticker.add(() => {
    draws++;
    updateRenderGroupTransforms(stage.renderGroup as RenderGroup, true);
    duringDraw?.();
  }, undefined, UPDATE_PRIORITY.LOW);
  const listeners = new Set<() => void>();
  const renderer = { on: (_: string, fn: () => void) => listeners.add(fn), off: (_: string, fn: () => void) => listeners.delete(fn) };
  const app = { ticker, stage, renderer } as unknown as Application;
  ticker.start();
  const frames = framesOnDemand(app, busy);
  opened.push(frames);
  /** Runs `n` frames of 16 ms (fewer when the ticker stops asking). */
  const run = (n: number): number => {
    let ran = 0;
    for (let i = 0; i < n && pending.length; i++, ran++) {
      now += 16;
      const due = pending;
      pending = [];
      for (const fn of due) fn(now);
    }
    return ran;
  };
  return {
    ticker, child, frames, run,
    get draws() { return draws; },
    drawing(fn: () => void) { duringDraw = fn; },
    resize() { for (const fn of listeners) fn(); },
  };
}

describe('frames on demand', () => {
  it('a table at rest stops drawing after a few frames', () => {
    const t = table();
    expect(t.run(100)).toBeLessThan(12);
    expect(t.frames.running).toBe(false);
    expect(t.ticker.started).toBe(false);
  });

  it('a change PixiJS records (a move, a hidden piece, a child added) wakes the table and is drawn', () => {
    const t = table();
    t.run(100);
    for (const change of [() => { t.child.x = 40; }, () => { t.child.visible = false; }, () => { t.child.addChild(new Container()); }]) {
      const before = t.draws;
      change();
      expect(t.frames.running).toBe(true);
      t.run(100);
      expect(t.draws).toBeGreaterThan(before);
      expect(t.frames.running).toBe(false);
    }
  });

  it('an animation that asks for frames keeps drawing until it stops asking', () => {
    const t = table();
    t.run(100);
    let left = 30;
    t.frames.animate(() => --left > 0);
    expect(t.run(200)).toBeGreaterThanOrEqual(30);
    expect(t.frames.running).toBe(false);
  });

  it('a tween (busy) keeps drawing', () => {
    let busy = true;
    const t = table(() => busy);
    expect(t.run(50)).toBe(50);
    busy = false;
    t.run(100);
    expect(t.frames.running).toBe(false);
  });

  it('what changes while PixiJS draws does not wake the table again', () => {
    const t = table();
    t.drawing(() => { t.child.alpha = t.child.alpha === 1 ? 0.5 : 1; });
    expect(t.run(200)).toBeLessThan(12);
  });

  it('a change of size draws again', () => {
    const t = table();
    t.run(100);
    t.resize();
    expect(t.frames.running).toBe(true);
  });

  it('a hidden page runs nothing, even mid-animation; shown again, it draws once more and rests', () => {
    const page = Object.assign(new EventTarget(), { hidden: false });
    vi.stubGlobal('document', page);
    const t = table();
    t.frames.animate(() => true);
    expect(t.run(10)).toBe(10);
    page.hidden = true;
    page.dispatchEvent(new Event('visibilitychange'));
    expect(t.ticker.started).toBe(false);
    expect(t.run(10)).toBe(0);
    page.hidden = false;
    page.dispatchEvent(new Event('visibilitychange'));
    expect(t.ticker.started).toBe(true);
  });

  it('counts the frames it draws for the end-to-end rest check', () => {
    const scope = globalThis as { __nineLivesFramesDrawn?: number };
    const before = scope.__nineLivesFramesDrawn ?? 0;
    const t = table();
    const ran = t.run(100);
    expect(scope.__nineLivesFramesDrawn).toBe(before + ran);
  });

  it('PixiJS\'s system ticker (the renderer\'s scheduled chores) rests while every table rests, and after the last closes', () => {
    Ticker.system.add(() => {});
    const t = table();
    expect(Ticker.system.started).toBe(true);
    t.run(100);
    expect(Ticker.system.started).toBe(false);
    Ticker.system.add(() => {});
    expect(Ticker.system.started).toBe(false);
    t.child.x = 7;
    expect(Ticker.system.started).toBe(true);
    t.frames.destroy();
    expect(Ticker.system.started).toBe(false);
  });

  it('once destroyed, changes no longer start the ticker', () => {
    const t = table();
    t.run(100);
    t.frames.destroy();
    t.child.x = 99;
    expect(t.ticker.started).toBe(false);
  });
});
