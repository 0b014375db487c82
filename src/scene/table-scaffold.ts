// One table's scaffold, the same for every game: the canvas with its felt, the layers a scene stacks on it,
// resizes, the settings, what the table proposes and "I redrew" for the DOM keys, renders one after another,
// the one shake of a refused piece, and the teardown. A game's scene receives it and draws only its own game.
import type { Container, Renderer } from 'pixi.js';
import type { Settings } from '../base/settings';
import { createSceneApp, type SceneApp } from './app';
import { ensureFonts } from './fonts';
import type { Rect } from './hand-fan';
import { Listeners } from './listeners';
import { RenderQueue } from './render-queue';
import { shake } from './shake';
import { Table } from './table';
import { PALETTE, feltUnit } from './theme';
import { setMotion, type Tweenable, type Tweener } from './tween';

/** Opens a table in `host` (fonts loaded, motion set); `name` says whose table a logged failure came from.
 *  P: what a touch proposes. */
export async function openTable<P>(host: HTMLElement, settings: Settings, name: string): Promise<TableScaffold<P>> {
  setMotion(settings.motion);
  await ensureFonts();
  return new TableScaffold<P>(await createSceneApp(host, { background: PALETTE.feltDark }), settings, name);
}

export class TableScaffold<P> {
  readonly felt: Table;
  readonly tweener: Tweener;
  /** What the person's touches propose; the table host alone accepts or refuses. */
  readonly proposals = new Listeners<[P]>();
  /** Told after every redraw (a selection, a resize, a new view), so DOM keys and buttons can follow. */
  readonly redraws = new Listeners<[]>();
  private readonly renders: RenderQueue;
  private current: Settings;
  private closed = false;

  constructor(private readonly app: SceneApp, settings: Settings, name: string) {
    this.current = settings;
    this.tweener = app.tweener;
    this.renders = new RenderQueue(name);
    this.felt = new Table(app.app.renderer);
    app.stage.addChild(this.felt);
  }

  /** Size in CSS px. */
  get width(): number { return this.app.width; }
  get height(): number { return this.app.height; }
  /** For the game's art (textures drawn once for this renderer). */
  get renderer(): Renderer { return this.app.app.renderer; }
  get resolution(): number { return this.app.resolution; }
  get settings(): Settings { return this.current; }
  get destroyed(): boolean { return this.closed; }

  /** Puts layers on the felt, each above the ones before. */
  stack(...layers: Container[]): void {
    this.app.stage.addChild(...layers);
  }

  /** The felt for this size; `unit` scales its border (by default from the size); `pool`: a soft light there. */
  drawFelt(width: number, height: number, unit = feltUnit(width, height), pool: Rect | null = null): void {
    this.felt.draw(width, height, unit, pool);
  }

  /** Destroyed with the table (textures, sounds, timers). */
  own<T extends { destroy(): void }>(thing: T): T {
    this.app.onDestroy(() => thing.destroy());
    return thing;
  }

  /** `redraw` after every change of size while the table is open; `finishMotion`: running tweens land first. */
  onResize(redraw: () => void, opts: { finishMotion?: boolean } = {}): void {
    this.app.onResize(() => {
      if (this.closed) return;
      if (opts.finishMotion) this.tweener.finishAll();
      redraw();
    });
  }

  /** `fn` on every frame with the milliseconds since the last one (a turn's glow breathing); the table keeps
   *  drawing while it returns true and rests when it returns false (./frames.ts). */
  everyFrame(fn: (ms: number) => boolean): void {
    this.app.onDestroy(this.app.animate(fn));
  }

  propose(p: P): void {
    if (!this.closed) this.proposals.emit(p);
  }

  redrawn(): void {
    if (!this.closed) this.redraws.emit();
  }

  /** Runs a render after the ones before it have finished (see RenderQueue). */
  inTurn(render: () => Promise<void>): Promise<void> {
    return this.renders.run(render);
  }

  /** Takes the player's new settings (motion at once: 'off' lands what is moving); returns the previous ones. */
  applySettings(next: Settings): Settings {
    const previous = this.current;
    this.current = next;
    setMotion(next.motion);
    if (next.motion === 'off') this.tweener.finishAll();
    this.app.wake(); // a glow that breathes with full motion starts (or stops) at once
    return previous;
  }

  /** The one shake of a refused piece (shake.ts). */
  shake(piece: Tweenable): void {
    if (!this.closed) void shake(piece, this.tweener);
  }

  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.renders.close();
    this.proposals.clear();
    this.redraws.clear();
    this.app.destroy();
  }
}
