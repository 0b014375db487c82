// A tiny promise-based tween engine driven by a Pixi ticker.
//
// Motion modes (global, from the player's settings):
//   'full'    — things move along short eased paths;
//   'reduced' — movement becomes a fade (out at the old place, in at the new one); plain fades stay fades;
//   'off'     — every tween jumps to its end at once and resolves without delay (tests run with this).
//
// The per-frame update allocates nothing: tweens live in one array that is compacted in place.
import type { Ticker } from 'pixi.js';

export type MotionMode = 'full' | 'reduced' | 'off';
export type Ease = (t: number) => number;

let motionMode: MotionMode = 'full';
/** Sets the global motion mode (the scene calls this from the settings). When the system asks for reduced
 *  motion, 'full' becomes 'reduced' (movement turns into fades) even if the saved setting says 'full'. */
export function setMotion(mode: MotionMode): void {
  motionMode = mode === 'full' && systemReducesMotion() ? 'reduced' : mode;
}
/** The system's reduced-motion preference (false where there is no window, as in the sims and unit tests). */
export function systemReducesMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
export function getMotion(): MotionMode {
  return motionMode;
}

export const linear: Ease = (t) => t;
export const easeOutCubic: Ease = (t) => 1 - (1 - t) * (1 - t) * (1 - t);
export const easeInOutCubic: Ease = (t) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
export const easeInCubic: Ease = (t) => t * t * t;
export const easeOutBack: Ease = (t) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  const u = t - 1;
  return 1 + c3 * u * u * u + c1 * u * u;
};

/** Anything with a position, rotation, alpha and scale (every Pixi Container). */
export interface Tweenable {
  x: number;
  y: number;
  rotation: number;
  alpha: number;
  scale: { x: number; y: number };
  destroyed?: boolean;
}

export interface TweenProps {
  x?: number;
  y?: number;
  rotation?: number;
  alpha?: number;
  /** Sets scale.x and scale.y together. */
  scale?: number;
  scaleX?: number;
  scaleY?: number;
}

export interface TweenOptions {
  ease?: Ease;
  /** Milliseconds before the tween starts (ignored when motion is 'off'). */
  delay?: number;
  /** Run as a real tween even in 'reduced' mode (small feedback motions such as a lift). */
  keepMotionWhenReduced?: boolean;
  /** Background effects (a note fading after a while) that finishAll() leaves running. */
  ambient?: boolean;
}

const X = 0;
const Y = 1;
const ROT = 2;
const ALPHA = 3;
const SX = 4;
const SY = 5;
const PROPS = 6;

function read(t: Tweenable, p: number): number {
  switch (p) {
    case X: return t.x;
    case Y: return t.y;
    case ROT: return t.rotation;
    case ALPHA: return t.alpha;
    case SX: return t.scale.x;
    default: return t.scale.y;
  }
}

function write(t: Tweenable, p: number, v: number): void {
  switch (p) {
    case X: t.x = v; break;
    case Y: t.y = v; break;
    case ROT: t.rotation = v; break;
    case ALPHA: t.alpha = v; break;
    case SX: t.scale.x = v; break;
    default: t.scale.y = v;
  }
}

/** Reads TweenProps into a fixed array of targets (NaN = not animated). */
function targetsOf(props: TweenProps, out: Float64Array): void {
  out.fill(NaN);
  if (props.x !== undefined) out[X] = props.x;
  if (props.y !== undefined) out[Y] = props.y;
  if (props.rotation !== undefined) out[ROT] = props.rotation;
  if (props.alpha !== undefined) out[ALPHA] = props.alpha;
  if (props.scale !== undefined) { out[SX] = props.scale; out[SY] = props.scale; }
  if (props.scaleX !== undefined) out[SX] = props.scaleX;
  if (props.scaleY !== undefined) out[SY] = props.scaleY;
}

interface Active {
  target: Tweenable;
  from: Float64Array;
  to: Float64Array;
  delay: number;
  duration: number;
  elapsed: number;
  ease: Ease;
  /** Reduced motion: fade out, jump the movement, fade back in. */
  crossfade: boolean;
  /** Alpha to return to after a crossfade. */
  endAlpha: number;
  swapped: boolean;
  ambient: boolean;
  resolve: () => void;
  done: boolean;
}

function hasMovement(to: Float64Array): boolean {
  return !Number.isNaN(to[X]) || !Number.isNaN(to[Y]) || !Number.isNaN(to[ROT]) || !Number.isNaN(to[SX]) || !Number.isNaN(to[SY]);
}

export class Tweener {
  private active: Active[] = [];
  private waits: { left: number; resolve: () => void }[] = [];
  private ticker: Ticker | null;
  private readonly onStart: () => void;

  /** `onStart`: a tween or wait began (a ticker that stops at rest must run: ./frames.ts). */
  constructor(ticker: Ticker, onStart: () => void = () => {}) {
    this.ticker = ticker;
    this.onStart = onStart;
    ticker.add(this.update, this);
  }

  get busy(): boolean {
    return this.active.length > 0 || this.waits.length > 0;
  }

  /** Animates `target` to `props` in `ms` milliseconds (ease out cubic unless told). */
  tween(target: Tweenable, props: TweenProps, ms = 220, options: TweenOptions = {}): Promise<void> {
    const to = new Float64Array(PROPS);
    targetsOf(props, to);
    this.release(target, to);
    const mode = motionMode;
    if (mode === 'off' || ms <= 0 || target.destroyed) {
      if (!target.destroyed) for (let p = 0; p < PROPS; p++) if (!Number.isNaN(to[p])) write(target, p, to[p]);
      return Promise.resolve();
    }
    const from = new Float64Array(PROPS);
    for (let p = 0; p < PROPS; p++) from[p] = Number.isNaN(to[p]) ? NaN : read(target, p);
    const crossfade = mode === 'reduced' && !options.keepMotionWhenReduced && hasMovement(to);
    return new Promise<void>((resolve) => {
      const a: Active = {
        target, from, to, delay: options.delay ?? 0, duration: ms, elapsed: 0, ease: options.ease ?? easeOutCubic,
        crossfade, endAlpha: Number.isNaN(to[ALPHA]) ? target.alpha : to[ALPHA], swapped: false, ambient: options.ambient ?? false, resolve, done: false,
      };
      if (crossfade) {
        // A fade needs no travel time: keep it short, and skip the fade-out of something already invisible.
        a.duration = Math.max(120, ms * 0.8);
        a.from[ALPHA] = target.alpha;
        if (target.alpha < 0.02) a.elapsed = a.duration / 2;
      }
      this.active.push(a);
      this.onStart();
    });
  }

  /** Waits `ms` on the ticker; resolves at once when motion is 'off'. */
  wait(ms: number): Promise<void> {
    if (motionMode === 'off' || ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waits.push({ left: ms, resolve });
      this.onStart();
    });
  }

  /** Starts `run(item, i)` for each item `gap` ms apart (all at once when motion is 'off'); resolves when all are done. */
  stagger<T>(items: readonly T[], gap: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
    if (motionMode === 'off') return Promise.all(items.map(run)).then(() => undefined);
    return Promise.all(items.map((item, i) => (i === 0 ? run(item, i) : this.wait(i * gap).then(() => run(item, i))))).then(() => undefined);
  }

  /** Stops every tween of `target`; with `finish` they jump to their end values. Their promises resolve. */
  killTweensOf(target: Tweenable, finish = true): void {
    for (const a of this.active) if (a.target === target && !a.done) this.end(a, finish);
    this.compact();
  }

  /** Jumps every running tween (but ambient ones) and every wait to its end. */
  finishAll(includeAmbient = false): void {
    for (const a of this.active) if (!a.done && (includeAmbient || !a.ambient)) this.end(a, true);
    this.compact();
    const waits = this.waits;
    this.waits = [];
    for (const w of waits) w.resolve();
  }

  destroy(): void {
    this.finishAll(true);
    this.ticker?.remove(this.update, this);
    this.ticker = null;
  }

  /** A new tween takes over the properties it animates from older tweens of the same target. */
  private release(target: Tweenable, to: Float64Array): void {
    let removed = false;
    for (const a of this.active) {
      if (a.target !== target || a.done) continue;
      let left = 0;
      for (let p = 0; p < PROPS; p++) {
        if (Number.isNaN(a.to[p])) continue;
        if (!Number.isNaN(to[p])) { a.to[p] = NaN; a.from[p] = NaN; } else left++;
      }
      if (a.crossfade && !Number.isNaN(to[ALPHA])) a.crossfade = false;
      if (left === 0 && !a.crossfade) { a.done = true; a.resolve(); removed = true; }
    }
    if (removed) this.compact();
  }

  private end(a: Active, finish: boolean): void {
    a.done = true;
    if (finish && !a.target.destroyed) {
      for (let p = 0; p < PROPS; p++) if (!Number.isNaN(a.to[p])) write(a.target, p, a.to[p]);
      if (a.crossfade) a.target.alpha = a.endAlpha;
    }
    a.resolve();
  }

  private compact(): void {
    let j = 0;
    for (let i = 0; i < this.active.length; i++) {
      const a = this.active[i];
      if (!a.done) this.active[j++] = a;
    }
    this.active.length = j;
  }

  private update(ticker: Ticker): void {
    const dt = ticker.deltaMS;
    if (this.waits.length) {
      let j = 0;
      for (let i = 0; i < this.waits.length; i++) {
        const w = this.waits[i];
        w.left -= dt;
        if (w.left <= 0) w.resolve();
        else this.waits[j++] = w;
      }
      this.waits.length = j;
    }
    if (!this.active.length) return;
    let finished = false;
    for (let i = 0; i < this.active.length; i++) {
      const a = this.active[i];
      if (a.done) { finished = true; continue; }
      if (a.target.destroyed) { a.done = true; a.resolve(); finished = true; continue; }
      if (a.delay > 0) {
        a.delay -= dt;
        if (a.delay > 0) continue;
        // The start values are read when the tween really starts.
        for (let p = 0; p < PROPS; p++) if (!Number.isNaN(a.to[p])) a.from[p] = read(a.target, p);
        if (a.crossfade) a.from[ALPHA] = a.target.alpha;
      }
      a.elapsed += dt;
      const t = a.elapsed >= a.duration ? 1 : a.elapsed / a.duration;
      if (a.crossfade) this.stepCrossfade(a, t);
      else {
        const k = a.ease(t);
        for (let p = 0; p < PROPS; p++) {
          const to = a.to[p];
          if (!Number.isNaN(to)) write(a.target, p, a.from[p] + (to - a.from[p]) * k);
        }
      }
      if (t >= 1) { this.end(a, true); finished = true; }
    }
    if (finished) this.compact();
  }

  private stepCrossfade(a: Active, t: number): void {
    if (t < 0.5) {
      a.target.alpha = a.from[ALPHA] * (1 - easeOutCubic(t * 2));
      return;
    }
    if (!a.swapped) {
      a.swapped = true;
      for (let p = 0; p < PROPS; p++) if (p !== ALPHA && !Number.isNaN(a.to[p])) write(a.target, p, a.to[p]);
    }
    a.target.alpha = a.endAlpha * easeOutCubic((t - 0.5) * 2);
  }
}
