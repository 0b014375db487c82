// Taps and drags on the table, without PixiJS's event system (pixi.js/events: 7 KiB gzip of every open game). The
// scenes use a small, fixed part of it, given here with PixiJS's meanings:
// - an object takes pointer input when its eventMode is 'static' (or 'dynamic'); 'none' hides it and everything in
//   it; `interactiveChildren = false` hides what is in it; a `hitArea` (else the object's own shape) says where;
// - events: pointerdown, pointerup, pointertap (down and up on the same object), pointerupoutside (up elsewhere, or
//   the pointer lost), globalpointermove (every move, to every object listening); they bubble up to the stage
//   unless stopped; each carries the pointer's `global` position, its id and `currentTarget`;
// - a mouse over an object shows its `cursor`.
// Keyboard input does not come here: the keys are DOM buttons over the canvas (src/ui/key-layer.ts).
import { Point, type Container } from 'pixi.js';

/** What the scenes' listeners receive. */
export interface TablePointerEvent {
  readonly type: string;
  /** In the stage's units (CSS pixels of the canvas). */
  readonly global: Point;
  readonly pointerId: number;
  readonly pointerType: string;
  readonly button: number;
  readonly target: Container;
  currentTarget: Container;
  stopPropagation(): void;
}

/** The fields of PixiJS's event mixin the scenes set; plain properties here (nothing defines them otherwise). */
interface Target {
  eventMode?: string;
  interactiveChildren?: boolean;
  hitArea?: { contains(x: number, y: number): boolean } | null;
  cursor?: string;
  containsPoint?(point: Point): boolean;
}

const local = new Point();
const takesInput = (c: Container & Target): boolean => c.eventMode === 'static' || c.eventMode === 'dynamic';

/** The topmost object under `global` that takes pointer input, or null (PixiJS's hit test, without masks). */
export function hitTest(node: Container, global: Point): Container | null {
  const c = node as Container & Target;
  if (!c.visible || !c.renderable || c.eventMode === 'none' || c.destroyed) return null;
  if (c.hitArea) {
    c.worldTransform.applyInverse(global, local);
    if (!c.hitArea.contains(local.x, local.y)) return null;
  }
  if (c.interactiveChildren !== false) {
    for (let i = c.children.length - 1; i >= 0; i--) {
      const hit = hitTest(c.children[i], global);
      if (hit) return hit;
    }
  }
  if (!takesInput(c)) return null;
  if (c.hitArea) return c;
  if (!c.containsPoint) return null;
  c.worldTransform.applyInverse(global, local);
  return c.containsPoint(local) ? c : null;
}

/** `target` and each parent up to the root: the path an event bubbles along. */
function pathOf(target: Container): Container[] {
  const path: Container[] = [];
  for (let c: Container | null = target; c; c = c.parent) path.push(c);
  return path;
}

/** Sends `type` along `path` (the first is the target), stopping where a listener stops it. */
function dispatch(type: string, path: readonly Container[], global: Point, from: PointerEvent): void {
  if (path.length === 0) return;
  let stopped = false;
  const e: TablePointerEvent = {
    type, global, pointerId: from.pointerId, pointerType: from.pointerType, button: from.button,
    target: path[0], currentTarget: path[0], stopPropagation: () => { stopped = true; },
  };
  for (const c of path) {
    if (c.destroyed) continue;
    e.currentTarget = c;
    c.emit(type as never, e as never);
    if (stopped) return;
  }
}

/** Every object with a globalpointermove listener, outside subtrees that take no input. */
function moveListeners(node: Container, out: Container[]): Container[] {
  const c = node as Container & Target;
  if (c.eventMode === 'none' || c.destroyed) return out;
  if (c.listenerCount('globalpointermove') > 0) out.push(c);
  for (const child of c.children) moveListeners(child, out);
  return out;
}

/** Listens to the canvas's pointer (and the window's, for a pointer released off the canvas) and turns it into
 *  the stage's events. Returns the way to stop. */
export function attachPointerInput(canvas: HTMLCanvasElement, stage: Container, size: () => { width: number }): () => void {
  // The object each pointer went down on, by pointer id (several fingers at once).
  const pressed = new Map<number, Container>();
  let cursor = '';

  const globalOf = (e: PointerEvent): Point => {
    const box = canvas.getBoundingClientRect();
    const scale = box.width > 0 ? size().width / box.width : 1;
    return new Point((e.clientX - box.left) * scale, (e.clientY - box.top) * scale);
  };
  const setCursor = (target: Container | null): void => {
    let want = 'default';
    for (let c = target; c; c = c.parent) if ((c as Container & Target).cursor) { want = (c as Container & Target).cursor!; break; }
    if (want !== cursor) canvas.style.cursor = cursor = want;
  };

  const onDown = (e: PointerEvent): void => {
    const global = globalOf(e);
    const target = hitTest(stage, global);
    if (!target) return;
    pressed.set(e.pointerId, target);
    dispatch('pointerdown', pathOf(target), global, e);
  };
  const onMove = (e: PointerEvent): void => {
    const global = globalOf(e);
    for (const c of moveListeners(stage, [])) dispatch('globalpointermove', [c], global, e);
    if (e.pointerType === 'mouse' && e.target === canvas) setCursor(hitTest(stage, global));
  };
  const onUp = (e: PointerEvent): void => {
    const press = pressed.get(e.pointerId);
    pressed.delete(e.pointerId);
    const global = globalOf(e);
    const target = e.type === 'pointerup' && e.target === canvas ? hitTest(stage, global) : null;
    const path = target ? pathOf(target) : [];
    dispatch('pointerup', path, global, e);
    if (!press || press.destroyed) return;
    if (path.includes(press)) dispatch('pointertap', pathOf(press), global, e);
    // Up elsewhere: the pressed object and its parents the up did not reach hear of it.
    else dispatch('pointerupoutside', pathOf(press).filter((c) => !path.includes(c)), global, e);
  };

  canvas.addEventListener('pointerdown', onDown);
  globalThis.addEventListener('pointermove', onMove);
  globalThis.addEventListener('pointerup', onUp);
  globalThis.addEventListener('pointercancel', onUp);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    globalThis.removeEventListener('pointermove', onMove);
    globalThis.removeEventListener('pointerup', onUp);
    globalThis.removeEventListener('pointercancel', onUp);
    pressed.clear();
  };
}
