// The Pocket Cats scene's movement, as a part of it (../../../scene/scene-part.ts): a move (a flip, two tiles
// trading places) and each end step in turn (a dog turned, the lines of attack and the cats they chase, the marks
// and scores popping in), with tweens that honour the motion setting. The scene is its stage: it sets the picture
// and redraws; this part moves what it drew.
import type { Container, Text } from 'pixi.js';
import type { TableSound } from '../../../scene/sound';
import { easeInOutCubic, getMotion, type Tweener } from '../../../scene/tween';
import { DURATION, PALETTE } from '../../../scene/theme';
import type { CellView, PocketCatsView } from '../rules/view';
import { lineText } from '../words/names';
import type { EndFrame } from './scene-end';
import type { TileNode } from './scene-tiles';

/** What the movement needs of the scene: the pieces as drawn now (a redraw makes new ones) and its picture. */
export interface MotionStage {
  readonly tw: Tweener;
  readonly sound: TableSound;
  readonly destroyed: boolean;
  readonly nodes: ReadonlyMap<number, TileNode>;
  readonly markNodes: ReadonlyMap<number, Container>;
  readonly glowNodes: Container[];
  readonly countedNodes: Container[];
  readonly scoreTexts: Text[];
  setLines(lines: string[]): void;
  setPicture(grid: CellView[], frame: EndFrame | null): void;
  redraw(): void;
  /** A redraw with the lines of attack on the grid. */
  redrawAttack(hits: { dog: number; cell: number }[], colour: number): void;
  seatColour(seat: number | undefined): number;
}

export class PocketMotion {
  private readonly timers = new Set<() => void>();

  constructor(private readonly stage: MotionStage) {}

  /** A scene torn down during an end step stops waiting. */
  destroy(): void {
    for (const done of [...this.timers]) done();
  }

  /** The last move: a flip, or two tiles trading places. */
  async move(view: PocketCatsView): Promise<void> {
    const a = view.last[0];
    if (!a) return;
    if (a.kind === 'flip') {
      this.stage.sound.play('card');
      await this.flipIn([a.cell]);
    } else if (a.kind === 'swap' || a.kind === 'clanSwap' || a.kind === 'movePrey') {
      this.stage.sound.play('draw');
      await this.swap(a.from, a.to);
    }
  }

  /** Two tiles trading places (drawn at their new places, they fly in from the old ones). */
  private async swap(from: number, to: number): Promise<void> {
    const n1 = this.stage.nodes.get(from), n2 = this.stage.nodes.get(to);
    if (!n1 || !n2) return;
    const tw = this.stage.tw;
    const p1 = { x: n1.x, y: n1.y }, p2 = { x: n2.x, y: n2.y };
    n1.position.set(p2.x, p2.y);
    n2.position.set(p1.x, p1.y);
    // The moved tile on top.
    n1.parent?.addChild(n1);
    await Promise.all([
      tw.tween(n1, { x: p1.x, y: p1.y }, DURATION.flight + 60, { ease: easeInOutCubic }),
      tw.tween(n2, { x: p2.x, y: p2.y }, DURATION.flight + 60, { ease: easeInOutCubic }),
    ]);
  }

  /** Cells whose (new) picture appears by a flip: the tile narrows to nothing and opens on its new face. */
  private async flipIn(cells: number[]): Promise<void> {
    if (getMotion() === 'off') return;
    await Promise.all(cells.map(async (cell) => {
      const node = this.stage.nodes.get(cell);
      if (!node) return;
      node.scale.x = 0;
      await this.stage.tw.tween(node, { scaleX: 1 }, DURATION.flip * 2, { keepMotionWhenReduced: false });
    }));
  }

  /** One end step, from the picture before it to its own. */
  async step(frame: EndFrame): Promise<void> {
    const st = this.stage;
    st.setLines(frame.lines.map(lineText));
    switch (frame.kind) {
      case 'turnDog': {
        const d = frame.dog!;
        st.redraw();
        const s = st.nodes.get(d.cell)?.sprite;
        if (s) await st.tw.tween(s, { rotation: s.rotation + (d.clockwise ? 1 : -1) * (Math.PI / 2) }, DURATION.move * 2);
        break;
      }
      case 'toCentre': {
        // The Defenders' chief walks to the centre by itself: shown on the grid before, then the two tiles trade.
        st.setPicture(frame.grid, frame);
        st.redraw();
        if (frame.swap) await this.swap(frame.swap[1], frame.swap[0]);
        await this.popAll(st.glowNodes);
        return;
      }
      case 'dogs': case 'knockOut': {
        // The lines of attack first (the dogs', or the Crooks' chief's), then the cats turn face down.
        const colour = frame.kind === 'dogs' ? PALETTE.vermillion : st.seatColour(frame.seat);
        st.redrawAttack(frame.hits ?? [], colour);
        st.sound.play('penalty');
        await this.hold(getMotion() === 'off' ? 0 : 500);
        await Promise.all((frame.hits ?? []).map(async (h) => {
          const n = st.nodes.get(h.cell);
          if (n) await st.tw.tween(n, { scaleX: 0 }, DURATION.flip * 2);
        }));
        st.setPicture(frame.grid, frame);
        st.redrawAttack(frame.hits ?? [], colour);
        await this.flipIn((frame.hits ?? []).map((h) => h.cell));
        return;
      }
      case 'counted':
        st.setPicture(frame.grid, frame);
        st.redraw();
        await this.popAll(st.countedNodes);
        return;
      case 'capture':
        st.setPicture(frame.grid, frame);
        st.redraw();
        await this.popAll([...st.markNodes.values()]);
        return;
      case 'pair':
        st.setPicture(frame.grid, frame);
        st.redraw();
        await this.popAll((frame.cells ?? []).flatMap((c) => { const n = st.markNodes.get(c); return n ? [n] : []; }));
        return;
      case 'dogProof': case 'skipDog':
        st.setPicture(frame.grid, frame);
        st.redraw();
        await this.popAll(st.glowNodes);
        return;
      case 'bonus': case 'scoring':
        st.setPicture(frame.grid, frame);
        st.redraw();
        await this.popAll(st.scoreTexts);
        return;
    }
    st.setPicture(frame.grid, frame);
    st.redraw();
  }

  private async popAll(nodes: Container[]): Promise<void> {
    const mode = getMotion();
    if (mode === 'off' || nodes.length === 0) return;
    const tw = this.stage.tw;
    const scales = nodes.map((n) => n.scale.x);
    nodes.forEach((n) => { n.alpha = 0; if (mode === 'full') n.scale.set(n.scale.x * 0.5); });
    await tw.stagger(nodes, DURATION.stagger * 2, (n, i) => (mode === 'full'
      ? Promise.all([tw.tween(n, { alpha: 1 }, DURATION.pop), tw.tween(n, { scale: scales[i] }, DURATION.pop)]).then(() => undefined)
      : tw.tween(n, { alpha: 1 }, DURATION.pop)));
  }

  /** Waits on the ticker (motion on) or a timer (motion off); a destroyed scene stops waiting. */
  hold(ms: number): Promise<void> {
    if (ms <= 0 || this.stage.destroyed) return Promise.resolve();
    if (getMotion() !== 'off') return this.stage.tw.wait(ms);
    return new Promise<void>((resolve) => {
      const done = (): void => { this.timers.delete(done); clearTimeout(id); resolve(); };
      const id = setTimeout(done, ms);
      this.timers.add(done);
    });
  }
}
