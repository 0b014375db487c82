// A table drawn in kept parts (issue 29): each part (a board, a hollow's piece, a plate, a banner) is a Container
// built by a function from its inputs. On a redraw a part whose inputs are the same as last time (by structure,
// sameState) is kept as it is, the same object in its place in the layer; a changed one is destroyed and built
// again; one no longer asked for is destroyed. The inputs must hold everything the drawing reads (its rectangle,
// the selection, lit targets, settings, words); handlers inside a part read the current state at tap time.
import { sameState } from '../engine/equal';

/** What a part is (a PixiJS Container; written so for tests without a canvas). */
export interface PartNode {
  readonly destroyed: boolean;
  destroy(options?: { children?: boolean }): void;
}

/** The layer the parts stand in (a PixiJS Container). */
export interface PartLayer<N extends PartNode> {
  readonly children: readonly N[] | N[];
  addChildAt(child: N, index: number): unknown;
  removeChildren(): N[];
}

interface Kept<N> {
  inputs: unknown;
  node: N;
}

export class KeptParts<N extends PartNode = PartNode> {
  private kept = new Map<string, Kept<N>>();
  private next = new Map<string, Kept<N>>();
  private order: N[] = [];
  /** Parts built, and parts kept, by the last draw (a small count the tests read). */
  built = 0;
  reused = 0;

  constructor(private readonly layer: PartLayer<N>) {}

  /** Starts a draw: the parts asked for from now on, in this order, are the layer's. */
  begin(): void {
    this.next = new Map();
    this.order = [];
    this.built = 0;
    this.reused = 0;
  }

  /** The part `id` for these inputs: the one drawn last time when they are the same, else a new one from build. */
  part<T extends N>(id: string, inputs: unknown, build: () => T): T {
    if (this.next.has(id)) throw new Error(`part ${id} asked for twice in one draw`);
    const old = this.kept.get(id);
    let entry: Kept<N>;
    if (old && !old.node.destroyed && sameState(old.inputs, inputs)) {
      entry = old;
      this.reused++;
    } else {
      if (old && !old.node.destroyed) old.node.destroy({ children: true });
      entry = { inputs: structuredCopy(inputs), node: build() };
      this.built++;
    }
    this.kept.delete(id);
    this.next.set(id, entry);
    this.order.push(entry.node);
    return entry.node as T;
  }

  /** Ends a draw: parts not asked for are destroyed, the rest stand in the order they were asked for. */
  end(): void {
    for (const { node } of this.kept.values()) if (!node.destroyed) node.destroy({ children: true });
    this.kept = this.next;
    this.next = new Map();
    const wanted = new Set(this.order);
    for (const c of [...this.layer.children]) if (!wanted.has(c)) c.destroy({ children: true });
    this.order.forEach((node, i) => {
      if (this.layer.children[i] !== node) this.layer.addChildAt(node, i);
    });
  }

  /** Everything drawn so far forgotten and destroyed (the layer emptied). */
  clear(): void {
    for (const { node } of this.kept.values()) if (!node.destroyed) node.destroy({ children: true });
    this.kept.clear();
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
  }

  /** How many parts the layer holds now. */
  get size(): number {
    return this.kept.size;
  }
}

/** The inputs as they were when the part was drawn (a later change to a shared object must not match them). */
function structuredCopy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(structuredCopy);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = structuredCopy(x);
  return out;
}

/** Writes the last draw's count on the canvas (data-parts-built, data-parts), for an end-to-end check to read. */
export function markCount(canvas: unknown, parts: { readonly built: number; readonly size: number }): void {
  const data = (canvas as { dataset?: Record<string, string> } | null)?.dataset;
  if (!data) return;
  data.partsBuilt = String(parts.built);
  data.parts = String(parts.size);
}
