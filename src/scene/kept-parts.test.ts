import { describe, expect, it } from 'vitest';
import { KeptParts } from './kept-parts';

// A container without a canvas (PixiJS does not load under Node): children, addChildAt as PixiJS moves a child.
class Node {
  destroyed = false;
  children: Node[] = [];
  parent: Node | null = null;
  constructor(readonly label = '') {}
  destroy(): void { this.destroyed = true; this.parent?.children.splice(this.parent.children.indexOf(this), 1); this.parent = null; }
  addChildAt(child: Node, index: number): void {
    if (child.parent) child.parent.children.splice(child.parent.children.indexOf(child), 1);
    this.children.splice(index, 0, child);
    child.parent = this;
  }
  removeChildren(): Node[] { const out = this.children; this.children = []; for (const c of out) c.parent = null; return out; }
}
class Container extends Node {}

function draw(parts: KeptParts<Node>, wanted: [string, unknown][]): Node[] {
  parts.begin();
  const nodes = wanted.map(([id, inputs]) => parts.part(id, inputs, () => new Node(id)));
  parts.end();
  return nodes;
}

describe('KeptParts', () => {
  it('keeps a part whose inputs are the same by structure, rebuilds a changed one, removes a gone one, keeps the order', () => {
    const layer = new Container();
    const parts = new KeptParts<Node>(layer);
    const first = draw(parts, [['a', { x: 1, y: [1, 2] }], ['b', 2], ['c', null]]);
    expect(parts.built).toBe(3);
    expect(layer.children).toEqual(first);

    const second = draw(parts, [['a', { y: [1, 2], x: 1 }], ['b', 3], ['c', null]]);
    expect(parts.built).toBe(1);
    expect(parts.reused).toBe(2);
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(first[1].destroyed).toBe(true);
    expect(layer.children).toEqual(second);

    const third = draw(parts, [['c', null], ['a', { x: 1, y: [1, 2] }]]);
    expect(parts.built).toBe(0);
    expect(layer.children).toEqual([third[0], third[1]]);
    expect(third[0]).toBe(first[2]);
    expect(second[1].destroyed).toBe(true);
    expect(parts.size).toBe(2);
  });

  it('compares against the inputs as they were drawn, not a shared object changed since', () => {
    const parts = new KeptParts<Node>(new Container());
    const inputs = { sel: [1] };
    draw(parts, [['a', inputs]]);
    inputs.sel.push(2);
    draw(parts, [['a', inputs]]);
    expect(parts.built).toBe(1);
  });

  it('refuses a part asked for twice in one draw, and clear empties the layer', () => {
    const layer = new Container();
    const parts = new KeptParts<Node>(layer);
    parts.begin();
    parts.part('a', 1, () => new Node());
    expect(() => parts.part('a', 1, () => new Node())).toThrow();
    parts.end();
    parts.clear();
    expect(layer.children.length).toBe(0);
    expect(parts.size).toBe(0);
  });
});
