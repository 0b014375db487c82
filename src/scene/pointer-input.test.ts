// The table's pointer input (./pointer-input.ts): PixiJS's meanings for what the scenes use, on plain Containers and a
// stand-in canvas (no browser here: the DOM's pointer events are plain objects with the fields read).
import { afterEach, describe, expect, it, vi } from 'vitest';
// PixiJS reads the browser's navigator when loaded; Containers need nothing else without a renderer.
vi.hoisted(() => { if (typeof navigator === 'undefined') (globalThis as { navigator?: unknown }).navigator = { userAgent: 'node' }; });
import { Container, Point, Rectangle } from 'pixi.js';
import { attachPointerInput, hitTest, type TablePointerEvent } from './pointer-input';

/** A container taking input over `w` x `h` from its origin, at (x, y) in its parent. */
function pad(x: number, y: number, w = 10, h = 10): Container {
  const c = new Container();
  c.position.set(x, y);
  c.eventMode = 'static';
  c.hitArea = new Rectangle(0, 0, w, h);
  return c;
}

function stageWith(...children: Container[]): Container {
  const stage = new Container();
  stage.addChild(...children);
  stage.updateLocalTransform();
  for (const c of children) c.updateLocalTransform();
  // Without a renderer, world transforms are worked out here as PixiJS would before a frame.
  const settle = (c: Container): void => {
    c.updateLocalTransform();
    if (c.parent) c.worldTransform.copyFrom(c.localTransform).prepend(c.parent.worldTransform);
    else c.worldTransform.copyFrom(c.localTransform);
    for (const child of c.children) settle(child);
  };
  settle(stage);
  return stage;
}

describe('hitTest', () => {
  it('finds the topmost object that takes input, through the positions of its parents', () => {
    const under = pad(0, 0, 50, 50);
    const over = pad(20, 20);
    const group = new Container();
    group.position.set(100, 0);
    const inGroup = pad(5, 5);
    group.addChild(inGroup);
    const stage = stageWith(under, over, group);
    expect(hitTest(stage, new Point(25, 25))).toBe(over);
    expect(hitTest(stage, new Point(40, 40))).toBe(under);
    expect(hitTest(stage, new Point(107, 7))).toBe(inGroup);
    expect(hitTest(stage, new Point(7, 7 + 100))).toBeNull();
  });

  it("skips what is hidden, 'none' with all it holds, the children of interactiveChildren = false, and what takes no input", () => {
    const hidden = pad(0, 0);
    hidden.visible = false;
    const none = new Container();
    none.eventMode = 'none';
    none.addChild(pad(20, 0));
    const closed = new Container();
    closed.interactiveChildren = false;
    closed.addChild(pad(40, 0));
    const plain = new Container();
    plain.hitArea = new Rectangle(60, 0, 10, 10);
    const stage = stageWith(hidden, none, closed, plain);
    for (const x of [5, 25, 45, 65]) expect(hitTest(stage, new Point(x, 5)), `x ${x}`).toBeNull();
  });

  it('a hitArea on a parent bounds its children', () => {
    const parent = new Container();
    parent.hitArea = new Rectangle(0, 0, 20, 20);
    const child = pad(10, 10, 30, 30);
    parent.addChild(child);
    const stage = stageWith(parent);
    expect(hitTest(stage, new Point(15, 15))).toBe(child);
    expect(hitTest(stage, new Point(30, 30))).toBeNull();
  });
});

describe('attachPointerInput', () => {
  const handlers = new Map<string, (e: unknown) => void>();
  afterEach(() => { vi.unstubAllGlobals(); handlers.clear(); });

  /** A canvas 200 CSS px wide showing a stage 400 wide (its box at 0,0); the window's listeners recorded. */
  function rig(stage: Container) {
    const canvasHandlers = new Map<string, (e: unknown) => void>();
    const canvas = {
      style: { cursor: '' },
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 200, height: 200 }),
      addEventListener: (type: string, fn: (e: unknown) => void) => canvasHandlers.set(type, fn),
      removeEventListener: (type: string) => canvasHandlers.delete(type),
    };
    vi.stubGlobal('addEventListener', (type: string, fn: (e: unknown) => void) => handlers.set(type, fn));
    vi.stubGlobal('removeEventListener', (type: string) => handlers.delete(type));
    const detach = attachPointerInput(canvas as unknown as HTMLCanvasElement, stage, () => ({ width: 400 }));
    const fire = (type: string, x: number, y: number, opts: { id?: number; onCanvas?: boolean; pointerType?: string } = {}) => {
      const e = { type, clientX: x, clientY: y, pointerId: opts.id ?? 1, pointerType: opts.pointerType ?? 'touch', button: 0, target: opts.onCanvas === false ? {} : canvas };
      (type === 'pointerdown' ? canvasHandlers : handlers).get(type)?.(e);
    };
    return { canvas, canvasHandlers, fire, detach };
  }

  /** Every event heard, as "type@name" in order. */
  function listen(heard: string[], name: string, c: Container): void {
    for (const type of ['pointerdown', 'pointerup', 'pointertap', 'pointerupoutside']) c.on(type as never, () => heard.push(`${type}@${name}`));
  }

  it('down and up on the same object: pointerdown, pointerup, pointertap, each bubbling to the parents', () => {
    const group = new Container();
    const card = pad(20, 20);
    group.addChild(card);
    const stage = stageWith(group);
    const heard: string[] = [];
    listen(heard, 'card', card);
    listen(heard, 'group', group);
    const { fire } = rig(stage);
    fire('pointerdown', 12, 12); // (24, 24) on the stage: the canvas shows it at half size
    fire('pointerup', 12, 13);
    expect(heard).toEqual(['pointerdown@card', 'pointerdown@group', 'pointerup@card', 'pointerup@group', 'pointertap@card', 'pointertap@group']);
  });

  it('stopPropagation keeps the event from the parents; currentTarget is the listener\'s object; global is in stage units', () => {
    const group = new Container();
    const card = pad(20, 20);
    group.addChild(card);
    const stage = stageWith(group);
    const seen: TablePointerEvent[] = [];
    card.on('pointertap' as never, (e: TablePointerEvent) => { seen.push({ ...e, global: e.global.clone() }); e.stopPropagation(); });
    const parentHeard = vi.fn();
    group.on('pointertap' as never, parentHeard);
    const { fire } = rig(stage);
    fire('pointerdown', 12, 12);
    fire('pointerup', 12, 12);
    expect(parentHeard).not.toHaveBeenCalled();
    expect(seen[0].currentTarget).toBe(card);
    expect(seen[0].target).toBe(card);
    expect([seen[0].global.x, seen[0].global.y]).toEqual([24, 24]);
  });

  it('up elsewhere, off the canvas or cancelled: pointerupoutside on the pressed object, never a tap', () => {
    const a = pad(0, 0);
    const b = pad(100, 0);
    const stage = stageWith(a, b);
    const heard: string[] = [];
    listen(heard, 'a', a);
    listen(heard, 'b', b);
    const { fire } = rig(stage);
    fire('pointerdown', 2, 2);
    fire('pointerup', 52, 2); // over b
    fire('pointerdown', 2, 2, { id: 2 });
    fire('pointerup', 2, 2, { id: 2, onCanvas: false });
    fire('pointerdown', 2, 2, { id: 3 });
    fire('pointercancel', 2, 2, { id: 3 });
    expect(heard).toEqual([
      'pointerdown@a', 'pointerup@b', 'pointerupoutside@a',
      'pointerdown@a', 'pointerupoutside@a',
      'pointerdown@a', 'pointerupoutside@a',
    ]);
  });

  it('every move reaches the globalpointermove listeners, wherever the pointer is; a mouse shows the cursor of what it is over', () => {
    const dragged = pad(0, 0);
    dragged.cursor = 'pointer';
    const stage = stageWith(dragged);
    const moves: number[][] = [];
    dragged.on('globalpointermove' as never, (e: TablePointerEvent) => moves.push([e.global.x, e.global.y]));
    const { fire, canvas } = rig(stage);
    fire('pointermove', 150, 10);
    fire('pointermove', 2, 2, { pointerType: 'mouse' });
    expect(moves).toEqual([[300, 20], [4, 4]]);
    expect(canvas.style.cursor).toBe('pointer');
    fire('pointermove', 150, 150, { pointerType: 'mouse' });
    expect(canvas.style.cursor).toBe('default');
  });

  it('stops listening when detached', () => {
    const { detach, canvasHandlers } = rig(stageWith(pad(0, 0)));
    detach();
    expect(canvasHandlers.size).toBe(0);
    expect(handlers.size).toBe(0);
  });
});
