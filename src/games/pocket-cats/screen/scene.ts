// The Pocket Cats table in PixiJS: the 5x5 grid, both players' plates (clan, turn, running score) and a
// banner telling what happens. It never changes game state and never decides legality: it lights what `legal`
// allows (tiles to flip, the flipped tile's targets in the mode chosen: the ordinary move or the clan effect's,
// the dogs the Royal Claws' chief may turn) and proposes what the player touches (scene-choice.ts says what a
// touch means); the table host accepts or refuses. A new view is animated from the last one: a flip, a swap, and
// at the end each recorded end step in turn (scene-end.ts rebuilds the pictures), with tweens that honour the
// motion setting; with motion off each step's final picture is shown for a moment. A counted cat (Chaoticats)
// shows its attack on the grid as drawn. The table is drawn in kept parts (scene-parts.ts): a redraw, a selection's
// or one in the middle of an end step, rebuilds only the parts whose inputs changed, so a tile or mark caught in a
// tween is kept and its tween ends on it (a rebuilt one stands still at once); a resize builds them all again.
import { STAGE_TOP } from '../../../scene/table';
import { fitText, minScale } from './scene-fit';
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { t } from '../../../base/i18n';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { TableSound } from '../../../scene/sound';
import { getMotion, easeInOutCubic } from '../../../scene/tween';
import { DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { clanDef, tileDef, type ClanId, type RuleName } from '../rules/data';
import { chiefCell } from '../rules/effects';
import { dogTargets } from '../rules/grid';
import type { PocketCatsEvent } from '../rules/rules';
import type { CellView, PocketCatsView } from '../rules/view';
import { LARGE_NUMERALS_BELOW, PocketArt, TILE_PX, attackDisc, clanMark, star } from './scene-art';
import { CLAN_LOOK } from './clan-look';
import { cellAtPoint, cellRect, pocketLayout, type PocketLayout, type Rect } from './scene-layout';
import { SCORED_FRAMES, asCells, endStory, type CaptureMark, type EndFrame } from './scene-end';
import { clanName, lineText } from '../words/scene-names';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import { NO_RECENT, type PocketRecent } from './recent';
import { NO_CHOICE, cellAct, effectOffer, keepChoice, offersEffect, tap, type CellAct, type Choice, type EffectOffer, type MoveMode, type TapContext } from './scene-choice';
import { gridParts, type GridInputs, type TileLook, type TileMark } from './scene-parts';
import { KeptParts, markCount } from '../../../scene/kept-parts';

export interface PocketRenderContext {
  legal: PocketCatsEvent[];
  names: string[];
  /** What the other side did since your last turn, marked quietly (recent.ts). */
  recent?: PocketRecent;
}

export interface PocketCatsScene {
  render(view: PocketCatsView, ctx: PocketRenderContext): Promise<void>;
  onPropose(handler: (p: Proposal) => void): void;
  /** After every redraw (a selection, a step of the end, a resize), so DOM keys and buttons can follow. */
  onRedraw(handler: () => void): void;
  freeze(): void;
  refuse(cell: number | null): void;
  setSettings(settings: Settings): void;
  /** What a tap does, or the keyboard: flip, swap (either way), pick a prey or a dog. */
  pickCell(cell: number): void;
  cellAct(cell: number): CellAct;
  /** The mode of this move and what is picked (a prey to move, a dog to turn). */
  readonly choice: Choice;
  /** The ordinary move or a clan effect's (the buttons beside the grid). */
  setMode(mode: MoveMode): void;
  /** The clan effect choices the flipped tile offers now. */
  effectOffer(): EffectOffer;
  /** The mover's clan effect (names the clan swap's button). */
  moverEffect(): RuleName | null;
  /** The clan cards panel open: the layout keeps room for it beside the grid. */
  setCardsOpen(open: boolean): void;
  /** The grid and prey marks as drawn now (mid-animation: the step being shown). */
  readonly shown: { grid: CellView[]; captures: CaptureMark[] };
  /** Cats a face-up dog points at (shown while a dog may still be turned). */
  threatened(): Set<number>;
  readonly layout: PocketLayout;
  locate(cell: number): Rect | null;
  destroy(): void;
}

export async function createPocketCatsScene(container: HTMLElement, opts: { names: string[]; settings: Settings; insetTop?: number }): Promise<PocketCatsScene> {
  return new PocketTable(await openTable<Proposal>(container, opts.settings, 'Pocket Cats'), opts);
}

/** How long each end step stays on screen before the next (motion off: the final picture of each step). */
export const STEP_HOLD = { full: 900, reduced: 900, off: 550 } as const;

class PocketTable extends TableScene<Proposal, PocketCatsEvent, PocketCatsView, PocketRenderContext> implements PocketCatsScene {
  private readonly art: PocketArt;
  private readonly sound: TableSound;
  /** The table in three layers of kept parts (kept-parts.ts), each part kept while what it draws is the same:
   *  the plates, the grid's bed and lit places; the tiles (a swapped tile flies over the others only); the marks
   *  over the tiles, the lines of attack, the scores and the banner. */
  private readonly backLayer = new Container();
  private readonly tileLayer = new Container();
  private readonly frontLayer = new Container();
  private readonly back = new KeptParts<Container>(this.backLayer);
  private readonly tiles = new KeptParts<Container>(this.tileLayer);
  private readonly front = new KeptParts<Container>(this.frontLayer);
  private readonly layers = [this.back, this.tiles, this.front];
  private readonly hit = new Container();
  private readonly marks: RecentMarks;
  private pick: Choice = NO_CHOICE;
  private cardsOpen = false;
  private L: PocketLayout;
  /** What is drawn: the grid, the prey marks, the running scores and the banner's lines. */
  private grid: CellView[] = [];
  private captures: CaptureMark[] = [];
  private running: number[] | null = null;
  private lines: string[] = [];
  private winners: number[] = [];
  /** The end step being shown (its marks: a chief's reach, a glow on the tiles it touched). */
  private frame: EndFrame | null = null;
  /** How many end steps of the current game have been shown. */
  private stepsShown = 0;
  /** The end steps a render still has to show, after the last move (none: the table in play, or at rest). */
  private ending: { frames: EndFrame[]; fresh: EndFrame[] } | null = null;
  /** The lines of attack drawn with the grid during an end step (the dogs', or the Crooks' chief's). */
  private attack: { hits: { dog: number; cell: number }[]; colour: number } | null = null;
  private nodes = new Map<number, TileNode>();
  private markNodes = new Map<number, Container>();
  private glowNodes: Container[] = [];
  private scoreTexts: Text[] = [];
  private timers = new Set<() => void>();

  constructor(t: TableScaffold<Proposal>, private readonly opts: { names: string[]; settings: Settings; insetTop?: number }) {
    super(t, { finishMotion: false });
    this.art = t.own(new PocketArt(t.renderer, t.resolution));
    this.sound = t.own(new TableSound(t.settings.sound));
    // A scene torn down during an end step stops waiting.
    t.own({ destroy: () => { for (const done of [...this.timers]) done(); } });
    this.L = this.measure();
    // One hit area over the grid that is never rebuilt, so a tap during a redraw still lands.
    this.hit.eventMode = 'static';
    this.hit.cursor = 'pointer';
    this.hit.on('pointertap', (e) => {
      const cell = cellAtPoint(this.L, e.global.x, e.global.y);
      if (cell !== null) this.pickCell(cell);
    });
    this.marks = new RecentMarks(this.tw);
    t.stack(this.backLayer, this.tileLayer, this.frontLayer, this.marks, this.hit);
  }

  get layout(): PocketLayout { return this.L; }
  get choice(): Choice { return this.pick; }
  get shown(): { grid: CellView[]; captures: CaptureMark[] } { return { grid: this.grid, captures: this.captures }; }

  // ---------- rendering a new view ----------

  /** Sets the picture a new view starts from; news: a move in the same game, to animate. */
  protected override arrive(view: PocketCatsView, ctx: PocketRenderContext, prev: PocketCatsView | null): boolean {
    // A new flip, turn or phase starts with the ordinary move; what is still legal of the choice is kept.
    const sameMove = prev !== null && prev.phase === view.phase && prev.flipped === view.flipped && prev.turn === view.turn;
    this.pick = keepChoice(sameMove ? this.pick : NO_CHOICE, ctx.legal);
    const sameGame = prev !== null && prev.game === view.game && prev.grid.length === 25 && view.grid.length === 25;
    const story = view.endSteps.length > 0 ? endStory(view) : null;
    // A new game (or a resumed one) shows its end as it stands; so does a table taken back by undo.
    const shownSoFar = story ? story.frames.length : 0;
    if (!sameGame || shownSoFar < this.stepsShown) this.stepsShown = shownSoFar;
    const fresh = story ? story.frames.slice(this.stepsShown) : [];
    this.ending = story && fresh.length > 0 ? { frames: story.frames, fresh } : null;
    if (story && fresh.length > 0) {
      // The last move, then each end step not yet shown.
      const before = this.stepsShown > 0 ? story.frames[this.stepsShown - 1] : null;
      this.setPicture(before ? before.grid : story.start, before);
    } else {
      this.setPicture(view.grid, story ? this.restingFrame(view, story.frames) : null);
    }
    return sameGame && !sameMoves(prev, view);
  }

  protected override async animate(view: PocketCatsView, _ctx: PocketRenderContext, _prev: PocketCatsView | null, moved: boolean): Promise<void> {
    if (moved) await this.animateMove(view);
    const ending = this.ending;
    if (!ending) return;
    for (const frame of ending.fresh) {
      if (this.t.destroyed) return;
      await this.playFrame(frame);
      this.stepsShown++;
      await this.hold(STEP_HOLD[getMotion()]);
    }
    this.setPicture(view.grid, this.restingFrame(view, ending.frames));
    this.redraw();
    if (view.phase === 'over' || view.phase === 'betweenGames') this.sound.play('win');
  }

  /** The picture to rest on: the last end step's, or (a choice waits before the dogs) the table in play. */
  private restingFrame(view: PocketCatsView, frames: EndFrame[]): EndFrame | null {
    return view.phase === 'beforeDogs' ? null : frames[frames.length - 1] ?? null;
  }

  /** The grid, marks, scores and banner to draw; `frame` is the last end step shown (null: in play). */
  private setPicture(grid: CellView[], frame: EndFrame | null): void {
    this.grid = grid;
    this.frame = frame;
    this.captures = frame?.captures ?? [];
    this.running = frame && SCORED_FRAMES.has(frame.kind) ? frame.running : null;
    this.winners = frame?.winners ?? [];
    this.lines = frame ? frame.lines.map(lineText) : this.playLines();
    if (frame?.kind === 'scoring') this.lines.push(this.winnerLine(frame));
  }

  private winnerLine(frame: EndFrame): string {
    const names = this.ctx?.names ?? this.opts.names;
    const w = frame.winners ?? [];
    if (w.length !== 1) return t('pocketCats.shared');
    return t(frame.byPreyCount ? 'pocketCats.winnerByPrey' : 'pocketCats.winner', { player: names[w[0]] ?? '' });
  }

  /** The banner in play: the mode, the game of the match, and what is asked now. */
  private playLines(): string[] {
    const v = this.view;
    if (!v) return [];
    const names = this.ctx?.names ?? this.opts.names;
    const out = [t(v.options.effects ? 'pocketCats.ui.effectsOn' : 'pocketCats.ui.firstGame')];
    if (v.options.choice === 'experts') out.push(t('pocketCats.ui.gameOf', { n: v.game + 1 }));
    const mine = this.legal().length > 0;
    if (v.phase === 'beforeDogs' && v.effectQueue[0]) {
      const p = v.effectQueue[0];
      out.push(t('pocketCats.promptTurnDog', { player: names[p.seat] ?? '', clan: clanName(p.clan) }));
      if (mine) out.push(t(p.rule === 'turnAnyDog' ? 'pocketCats.ui.pickDog' : 'pocketCats.ui.pickDogNextToChief'));
    } else if (v.phase === 'swapping' && mine) {
      const prompt = this.modePrompt();
      if (prompt) out.push(t(prompt));
    }
    return out;
  }

  /** What the chosen mode asks for (none for the ordinary move without an effect to offer). */
  private modePrompt(): string | null {
    switch (this.pick.mode) {
      case 'clanSwap': return this.moverEffect() === 'swapWithDog' ? 'pocketCats.ui.pickDogToSwap' : 'pocketCats.ui.pickReach';
      case 'otherPrey': return this.pick.prey === null ? 'pocketCats.ui.pickOtherPrey' : 'pocketCats.ui.pickPreyTarget';
      case 'usual': return offersEffect(this.effectOffer()) ? 'pocketCats.ui.effectOffered' : null;
    }
  }

  private async animateMove(view: PocketCatsView): Promise<void> {
    const a = view.last[0];
    if (!a) return;
    if (a.kind === 'flip') {
      this.sound.play('card');
      await this.flipIn([a.cell]);
    } else if (a.kind === 'swap' || a.kind === 'clanSwap' || a.kind === 'movePrey') {
      this.sound.play('draw');
      await this.animateSwap(a.from, a.to);
    }
  }

  /** Two tiles trading places (drawn at their new places, they fly in from the old ones). */
  private async animateSwap(from: number, to: number): Promise<void> {
    const n1 = this.nodes.get(from), n2 = this.nodes.get(to);
    if (!n1 || !n2) return;
    const p1 = { x: n1.x, y: n1.y }, p2 = { x: n2.x, y: n2.y };
    n1.position.set(p2.x, p2.y);
    n2.position.set(p1.x, p1.y);
    // The moved tile on top.
    n1.parent?.addChild(n1);
    await Promise.all([
      this.tw.tween(n1, { x: p1.x, y: p1.y }, DURATION.flight + 60, { ease: easeInOutCubic }),
      this.tw.tween(n2, { x: p2.x, y: p2.y }, DURATION.flight + 60, { ease: easeInOutCubic }),
    ]);
  }

  /** Cells whose (new) picture appears by a flip: the tile narrows to nothing and opens on its new face. */
  private async flipIn(cells: number[]): Promise<void> {
    if (getMotion() === 'off') return;
    await Promise.all(cells.map(async (cell) => {
      const node = this.nodes.get(cell);
      if (!node) return;
      node.scale.x = 0;
      await this.tw.tween(node, { scaleX: 1 }, DURATION.flip * 2, { keepMotionWhenReduced: false });
    }));
  }

  private async playFrame(frame: EndFrame): Promise<void> {
    this.lines = frame.lines.map(lineText);
    switch (frame.kind) {
      case 'turnDog': {
        const d = frame.dog!;
        this.redraw();
        const s = this.nodes.get(d.cell)?.sprite;
        if (s) await this.tw.tween(s, { rotation: s.rotation + (d.clockwise ? 1 : -1) * (Math.PI / 2) }, DURATION.move * 2);
        break;
      }
      case 'toCentre': {
        // The Defenders' chief walks to the centre by itself: shown on the grid before, then the two tiles trade.
        this.setPicture(frame.grid, frame);
        this.redraw();
        if (frame.swap) await this.animateSwap(frame.swap[1], frame.swap[0]);
        await this.popAll(this.glowNodes);
        return;
      }
      case 'dogs': case 'knockOut': {
        // The lines of attack first (the dogs', or the Crooks' chief's), then the cats turn face down.
        const colour = frame.kind === 'dogs' ? PALETTE.vermillion : this.seatColour(frame.seat);
        this.redrawAttack(frame.hits ?? [], colour);
        this.sound.play('penalty');
        await this.hold(getMotion() === 'off' ? 0 : 500);
        await Promise.all((frame.hits ?? []).map(async (h) => {
          const n = this.nodes.get(h.cell);
          if (n) await this.tw.tween(n, { scaleX: 0 }, DURATION.flip * 2);
        }));
        this.setPicture(frame.grid, frame);
        this.redrawAttack(frame.hits ?? [], colour);
        await this.flipIn((frame.hits ?? []).map((h) => h.cell));
        return;
      }
      case 'counted':
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll(this.countedNodes);
        return;
      case 'capture':
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll([...this.markNodes.values()]);
        return;
      case 'pair':
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll((frame.cells ?? []).flatMap((c) => { const n = this.markNodes.get(c); return n ? [n] : []; }));
        return;
      case 'dogProof': case 'skipDog':
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll(this.glowNodes);
        return;
      case 'bonus': case 'scoring':
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll(this.scoreTexts);
        return;
    }
    this.setPicture(frame.grid, frame);
    this.redraw();
  }

  private seatColour(seat: number | undefined): number {
    const clan = seat === undefined ? null : (this.view?.clans[seat] ?? null);
    return clan ? CLAN_LOOK[clan].colour : PALETTE.gold;
  }

  private async popAll(nodes: Container[]): Promise<void> {
    const mode = getMotion();
    if (mode === 'off' || nodes.length === 0) return;
    const scales = nodes.map((n) => n.scale.x);
    nodes.forEach((n) => { n.alpha = 0; if (mode === 'full') n.scale.set(n.scale.x * 0.5); });
    await this.tw.stagger(nodes, DURATION.stagger * 2, (n, i) => (mode === 'full'
      ? Promise.all([this.tw.tween(n, { alpha: 1 }, DURATION.pop), this.tw.tween(n, { scale: scales[i] }, DURATION.pop)]).then(() => undefined)
      : this.tw.tween(n, { alpha: 1 }, DURATION.pop)));
  }

  /** Waits on the ticker (motion on) or a timer (motion off); a destroyed scene stops waiting. */
  private hold(ms: number): Promise<void> {
    if (ms <= 0 || this.t.destroyed) return Promise.resolve();
    if (getMotion() !== 'off') return this.tw.wait(ms);
    return new Promise<void>((resolve) => {
      const done = (): void => { this.timers.delete(done); clearTimeout(id); resolve(); };
      const id = setTimeout(done, ms);
      this.timers.add(done);
    });
  }

  // ---------- input ----------

  /** What a tap needs to know besides the legal moves. */
  private tapContext(): TapContext {
    const v = this.view;
    return {
      phase: v?.phase ?? 'over',
      flipped: v?.flipped ?? null,
      effect: this.moverEffect(),
      isDog: (cell) => { const c = this.grid[cell]; return !!c?.faceUp && c.tile !== null && tileDef(c.tile).kind === 'dog'; },
    };
  }

  moverEffect(): RuleName | null {
    const v = this.view;
    const clan = v ? v.clans[v.turn] : null;
    return clan ? clanDef(clan, v!.options.edition)?.effect ?? null : null;
  }

  effectOffer(): EffectOffer {
    return effectOffer(this.view?.phase === 'swapping' ? this.legal() : [], this.moverEffect());
  }

  cellAct(cell: number): CellAct {
    return cellAct(this.legal(), this.pick, this.tapContext(), cell);
  }

  pickCell(cell: number): void {
    const legal = this.legal();
    if (legal.length === 0 || !this.view) return;
    const out = tap(legal, this.pick, this.tapContext(), cell);
    if (out.choice !== this.pick) this.choose(out.choice);
    // The table host explains a refusal.
    if (out.propose) this.propose(out.propose);
  }

  setMode(mode: MoveMode): void {
    this.choose({ ...this.pick, mode, prey: null });
  }

  /** A new choice: lit again, and the banner asks what it needs (in play; an end step keeps its own words). */
  private choose(c: Choice): void {
    this.pick = c;
    if (!this.frame) this.lines = this.playLines();
    this.redraw();
  }

  setCardsOpen(open: boolean): void {
    if (this.cardsOpen === open) return;
    this.cardsOpen = open;
    this.redraw();
  }

  freeze(): void {
    this.moves.freeze();
    this.pick = NO_CHOICE;
    this.redraw();
  }

  refuse(cell: number | null): void {
    const n = cell === null ? undefined : this.nodes.get(cell);
    if (n) this.t.shake(n);
  }

  override setSettings(settings: Settings): void {
    this.sound.setEnabled(settings.sound);
    super.setSettings(settings);
  }

  locate(cell: number): Rect | null {
    return this.grid.length === 25 || this.view?.phase === 'choosingClans' ? cellRect(this.L, cell) : null;
  }

  threatened(): Set<number> {
    const out = new Set<number>();
    this.grid.forEach((c, cell) => {
      if (!c.faceUp || c.tile === null || c.rot === null) return;
      const d = tileDef(c.tile);
      if (d.kind !== 'dog') return;
      for (const target of dogTargets(cell, d.arrows, c.rot)) {
        const v = this.grid[target];
        if (v?.faceUp && v.tile !== null && tileDef(v.tile).kind === 'cat') out.add(target);
      }
    });
    return out;
  }

  // ---------- drawing ----------

  private measure(): PocketLayout {
    return pocketLayout(this.t.width, this.t.height, this.opts.insetTop ?? STAGE_TOP, { cards: this.cardsOpen });
  }

  /** A redraw with the lines of attack on the grid (the next redraw, a resize's, draws it without them). */
  private redrawAttack(hits: { dog: number; cell: number }[], colour: number): void {
    this.attack = { hits, colour };
    this.redraw();
    this.attack = null;
  }

  protected override arrange(): Felt {
    this.L = this.measure();
    return { width: this.L.width, height: this.L.height };
  }

  protected override draw(): void {
    const L = this.L;
    for (const parts of this.layers) parts.begin();
    this.nodes.clear();
    this.markNodes = new Map();
    this.glowNodes = [];
    this.scoreTexts = [];
    this.hit.hitArea = new Rectangle(L.grid.x, L.grid.y, L.grid.width, L.grid.height);
    this.drawPlates();
    this.drawGrid();
    if (this.attack?.hits.length) this.drawAttackLines(this.attack.hits, this.attack.colour);
    if (this.frame?.reaches?.length) this.drawReaches(this.frame.reaches);
    this.drawScores();
    this.drawBanner();
    for (const parts of this.layers) parts.end();
    const count = (k: 'built' | 'size') => this.layers.reduce((n, parts) => n + parts[k], 0);
    markCount(this.t.renderer.canvas, { built: count('built'), size: count('size') });
    this.showMarks();
  }

  /** The counted cats' attacks as drawn (popped at their end step). */
  private get countedNodes(): Container[] {
    return [...this.nodes.values()].flatMap((n) => (n.badge ? [n.badge] : []));
  }

  /** The cells the other side flipped, swapped or turned since your last turn (recent-mark.ts): in the gaps. */
  private showMarks(): void {
    const recent = this.ctx?.recent ?? NO_RECENT;
    const shapes: MarkShape[] = this.grid.length !== 25 ? [] : recent.cells.map((cell) => {
      const r = cellRect(this.L, cell);
      return { kind: 'rect', x: r.x, y: r.y, w: r.width, h: r.height, pad: Math.max(0, this.L.gap / 2 - 1.5) };
    });
    this.marks.show(shapes, Math.max(1, this.L.tile / 110), JSON.stringify(recent));
  }

  /** Where the cells lie (the inputs of every part drawn from cellRect). */
  private get cells(): { grid: Rect; tile: number; gap: number } {
    return { grid: this.L.grid, tile: this.L.tile, gap: this.L.gap };
  }

  private drawGrid(): void {
    const L = this.L;
    this.back.part('bed', this.cells, () => {
      const pad = Math.max(6, L.gap * 1.5);
      return new Graphics().roundRect(L.grid.x - pad, L.grid.y - pad, L.grid.width + 2 * pad, L.grid.height + 2 * pad, 16)
        .fill({ color: 0x000000, alpha: 0.22 }).stroke({ width: 2, color: PALETTE.flax, alpha: 0.35 });
    });
    // Before the deal (clans being chosen): empty places.
    if (this.grid.length !== 25) {
      this.back.part('places', this.cells, () => this.placesArt());
      return;
    }
    const parts = gridParts(this.gridInputs(), (cell) => cellRect(L, cell));
    for (const { id, inputs } of parts.under) {
      const r = inputs.r;
      this.back.part(id, inputs, () => new Graphics().roundRect(r.x - 6, r.y - 6, r.width + 12, r.height + 12, 16).fill({ color: inputs.colour, alpha: 0.55 }));
    }
    for (const { id, cell, inputs } of parts.tiles) this.nodes.set(cell, this.tiles.part(id, inputs, () => this.tileArt(inputs.r, inputs.look)));
    for (const { id, cell, inputs } of parts.over) {
      if (inputs.kind === 'glow') this.glowNodes.push(this.front.part(id, inputs, () => glowArt(inputs.r, inputs.colour)));
      else this.markNodes.set(cell, this.front.part(id, inputs, () => this.captureMark(inputs.r, inputs.capture, inputs.clan)));
    }
  }

  private placesArt(): Container {
    const c = new Container();
    for (let cell = 0; cell < 25; cell++) {
      const r = cellRect(this.L, cell);
      c.addChild(new Graphics().roundRect(r.x, r.y, r.width, r.height, 10).stroke({ width: 2, color: PALETTE.pounamuLight, alpha: 0.35 }));
    }
    return c;
  }

  /** What the grid's parts are drawn from: the grid shown, what a tap does on each cell, the marks of the moment. */
  private gridInputs(): GridInputs {
    const legal = this.legal();
    const v = this.view;
    const clans = (v?.clans ?? []) as (ClanId | null)[];
    // Before the dogs, the chief whose ability waits is ringed (the dogs next to it may be turned).
    const waiting = v?.phase === 'beforeDogs' ? v.effectQueue[0] : undefined;
    const f = this.frame;
    return {
      grid: this.grid,
      acts: this.grid.map((_, cell) => (legal.length ? this.cellAct(cell) : null)),
      pick: this.pick,
      flipped: v?.phase === 'swapping' ? v.flipped : null,
      threats: v?.phase === 'beforeDogs' ? this.threatened() : new Set<number>(),
      acting: waiting?.rule === 'turnAdjacentDog' ? chiefCell(asCells(this.grid), waiting.clan) : -1,
      mover: v && legal.length ? clans[v.phase === 'beforeDogs' ? (v.effectQueue[0]?.seat ?? v.turn) : v.turn] ?? null : null,
      glow: { cells: new Set(f?.kind === 'pair' ? [] : [...(f?.cells ?? []), ...(f?.swap ?? [])]), colour: this.seatColour(f?.seat) },
      captures: this.captures,
      clans,
    };
  }

  /** A tile with the marks drawn on it (they flip and fly with it). */
  private tileArt(r: Rect, look: TileLook): TileNode {
    const size = r.width;
    const scale = size / TILE_PX;
    const c = look.cell;
    const sprite = new Sprite(c.faceUp && c.tile !== null ? this.art.face(c.tile, size < LARGE_NUMERALS_BELOW) : this.art.back());
    sprite.anchor.set(0.5);
    sprite.scale.set(scale);
    if (c.faceUp && c.rot !== null && c.tile !== null && tileDef(c.tile).kind === 'dog') sprite.rotation = (c.rot * Math.PI) / 2;
    const badge = look.counted !== null && c.tile !== null ? this.countedBadge(tileDef(c.tile), look.counted, size) : null;
    const node = new TileNode(sprite, badge);
    node.position.set(r.x + r.width / 2, r.y + r.height / 2);
    node.addChild(sprite);
    if (!c.faceUp && c.attacked && c.tile !== null) node.addChild(this.chasedMark(c.tile, size));
    if (badge) node.addChild(badge);
    const half = size / 2;
    if (look.flipped) {
      node.addChild(new Graphics().roundRect(-half - 5, -half - 5, size + 10, size + 10, 15).stroke({ width: 8, color: PALETTE.gold })
        .roundRect(-half + 1, -half + 1, size - 2, size - 2, 11).stroke({ width: 3, color: PALETTE.ink }));
    }
    if (look.mark) node.addChild(markArt(look.mark, size));
    if (look.acting !== null) node.addChild(new Graphics().roundRect(-half - 5, -half - 5, size + 10, size + 10, 15).stroke({ width: 6, color: look.acting }));
    if (look.threatened) node.addChild(threatArt(size));
    return node;
  }

  /** A counted cat's attack on the grid as drawn, over its printed "?": white on the clan colour. */
  private countedBadge(d: ReturnType<typeof tileDef>, attack: number, size: number): Container {
    const c = new Container();
    if (d.kind !== 'cat') return c;
    const scale = size / TILE_PX;
    const look = CLAN_LOOK[d.clan];
    const disc = attackDisc(size < LARGE_NUMERALS_BELOW);
    c.position.set((disc.x - TILE_PX / 2) * scale, (disc.y - TILE_PX / 2) * scale);
    const r = disc.r * scale;
    c.addChild(new Graphics().circle(0, 0, r).fill({ color: look.colour }).stroke({ width: 3, color: d.chief ? PALETTE.gold : PALETTE.ink }));
    const n = new Text({ text: String(attack), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(r * 1.3), fill: look.ink } });
    n.anchor.set(0.5);
    n.position.set(0, 1);
    c.addChild(n);
    return c;
  }

  /** A cat the dogs chased: its back, with its attack, clan mark and a red cross, so everyone sees who fell. */
  private chasedMark(tile: string, size: number): Container {
    const d = tileDef(tile);
    const c = new Container();
    if (d.kind !== 'cat') return c;
    const x = new Graphics();
    const s = size * 0.34;
    x.moveTo(-s, -s).lineTo(s, s).moveTo(s, -s).lineTo(-s, s).stroke({ width: 8, color: PALETTE.vermillion, cap: 'round' });
    c.addChild(x);
    const g = new Graphics();
    const w = size * 0.56, h = size * 0.34;
    g.roundRect(-w / 2, -h / 2, w, h, 10).fill({ color: PALETTE.cream }).stroke({ width: 3, color: CLAN_LOOK[d.clan].colour });
    clanMark(g, d.clan, -w * 0.22, 0, h * 0.7);
    c.addChild(g);
    const n = new Text({ text: d.attack === 'counted' ? '?' : String(d.attack), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(h * 0.62), fill: PALETTE.ink } });
    n.anchor.set(0.5);
    n.position.set(w * 0.22, 1);
    c.addChild(n);
    return c;
  }

  /** Who caught a prey: a ring and a badge in the winner's clan colour with its mark, and the attack sums. */
  private captureMark(r: Rect, cap: CaptureMark, clan: ClanId | null): Container {
    const c = new Container();
    c.position.set(r.x + r.width / 2, r.y + r.height / 2);
    const size = r.width;
    const half = size / 2;
    const colour = clan ? CLAN_LOOK[clan].colour : 0x8c8c8c;
    const g = new Graphics();
    g.roundRect(-half - 3, -half - 3, size + 6, size + 6, 14).stroke({ width: 6, color: colour });
    // The badge at the bottom: the clan's mark (or "=" for a tie) and the two attack sums.
    const bw = size * 0.86, bh = size * 0.3;
    g.roundRect(-bw / 2, half - bh - 4, bw, bh, bh / 2).fill({ color: PALETTE.cream }).stroke({ width: 3, color: colour });
    if (clan) clanMark(g, clan, -bw / 2 + bh * 0.7, half - 4 - bh / 2, bh * 0.8);
    c.addChild(g);
    const label = clan ? `${cap.attack[0]} : ${cap.attack[1]}` : `= ${cap.attack[0]} : ${cap.attack[1]}`;
    const txt = new Text({ text: label, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(bh * 0.58), fill: PALETTE.ink } });
    txt.anchor.set(0.5);
    txt.position.set(clan ? bh * 0.45 : 0, half - 4 - bh / 2 + 1);
    c.addChild(txt);
    return c;
  }

  private drawAttackLines(hits: { dog: number; cell: number }[], colour: number): void {
    this.front.part('attack', { cells: this.cells, hits, colour }, () => {
      const g = new Graphics();
      for (const h of hits) {
        if (h.dog < 0) continue;
        const a = cellRect(this.L, h.dog), b = cellRect(this.L, h.cell);
        const ax = a.x + a.width / 2, ay = a.y + a.height / 2, bx = b.x + b.width / 2, by = b.y + b.height / 2;
        g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: 8, color: colour, alpha: 0.85, cap: 'round' });
        g.circle(bx, by, this.L.tile * 0.2).stroke({ width: 6, color: colour });
      }
      return g;
    });
  }

  /** A chief's reach beyond its neighbours at the capture: a dotted line in its clan colour to each prey. */
  private drawReaches(reaches: { from: number; to: number; seat: number }[]): void {
    const colours = reaches.map((r) => this.seatColour(r.seat));
    this.front.part('reaches', { cells: this.cells, reaches, colours }, () => {
      const g = new Graphics();
      reaches.forEach((r, i) => {
        const a = cellRect(this.L, r.from), b = cellRect(this.L, r.to);
        const ax = a.x + a.width / 2, ay = a.y + a.height / 2, bx = b.x + b.width / 2, by = b.y + b.height / 2;
        const len = Math.hypot(bx - ax, by - ay), steps = Math.max(2, Math.floor(len / 18));
        for (let k = 0; k <= steps; k++) g.circle(ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps, 5);
        g.fill({ color: colours[i] }).stroke({ width: 2, color: PALETTE.ink });
      });
      return g;
    });
  }

  private drawPlates(): void {
    this.L.plates.forEach((r, seat) => {
      const look = this.plateLook(r, seat);
      this.back.part(`plate ${seat}`, look, () => plateArt(look));
    });
  }

  /** Everything a seat's plate shows, its words resolved (a new language draws it again). */
  private plateLook(r: Rect, seat: number): PlateLook {
    const v = this.view;
    const names = this.ctx?.names ?? this.opts.names;
    const over = v?.phase === 'over' || v?.phase === 'betweenGames';
    const clan = (v?.clans[seat] ?? null) as ClanId | null;
    const turn = !!v && !over && v.grid.length === 25 && (v.phase === 'flipping' || v.phase === 'swapping') && v.turn === seat;
    const acting = !!v && v.phase === 'beforeDogs' && v.effectQueue[0]?.seat === seat;
    const winner = over && this.winners.includes(seat);
    const total = v ? v.games.reduce((s, gm) => s + (gm.scores[seat] ?? 0), 0) : 0;
    const match = v && v.options.choice === 'experts' && v.games.length > 0 ? t('pocketCats.ui.match', { points: total }) : null;
    return {
      r, clan, lit: turn || acting || winner, winner, name: `${turn || acting ? '▶ ' : ''}${names[seat] ?? ''}`,
      sub: clan ? clanName(clan) : '—', scored: this.running !== null, match,
    };
  }

  /** The running score beside each plate (from the capture on). */
  private drawScores(): void {
    const running = this.running;
    if (!running) return;
    this.L.plates.forEach((r, seat) => {
      const score = String(running[seat] ?? 0);
      this.scoreTexts.push(this.front.part(`score ${seat}`, { r, score }, () => {
        const text = new Text({ text: score, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 34, fill: PALETTE.gold } });
        text.anchor.set(1, 0.5);
        text.position.set(r.width - 16 + r.x, r.height / 2 + r.y + 4);
        return text;
      }));
    });
  }

  private drawBanner(): void {
    if (this.lines.length === 0) return;
    const b = this.L.banner;
    const text = this.lines.join(this.L.portrait ? ' · ' : '\n');
    this.front.part('banner', { b, text }, () => bannerArt(b, text));
  }
}

/** A tile's part: its face (the sprite a dog turns with) and a counted cat's attack (popped at its step). */
class TileNode extends Container {
  constructor(readonly sprite: Sprite, readonly badge: Container | null) {
    super();
  }
}

/** The mark of what a tap on a tile does (scene-parts.ts), on a tile `size` wide. */
function markArt(m: TileMark, size: number): Graphics {
  const half = size / 2;
  switch (m.kind) {
    case 'target': {
      const g = new Graphics().roundRect(-half + 2, -half + 2, size - 4, size - 4, 12).stroke({ width: 5, color: m.colour });
      if (m.clan) {
        g.circle(half - 17, half - 17, 15).fill({ color: PALETTE.cream }).stroke({ width: 2.5, color: PALETTE.ink });
        clanMark(g, m.clan, half - 17, half - 16, 22);
      } else g.circle(half - 14, half - 14, 10).fill({ color: PALETTE.gold }).stroke({ width: 2.5, color: PALETTE.ink });
      return g;
    }
    case 'flip':
      return new Graphics().roundRect(-half + 2, -half + 2, size - 4, size - 4, 12).stroke({ width: 3, color: PALETTE.flaxLight, alpha: 0.85 });
    case 'stay': {
      // The flipped cat may stay: its clan's mark in the corner says so.
      const g = new Graphics().circle(half - 17, half - 17, 15).fill({ color: PALETTE.cream }).stroke({ width: 3, color: m.colour });
      clanMark(g, m.clan, half - 17, half - 16, 22);
      return g;
    }
    case 'prey': {
      // The prey picked to move: a thick ring in the clan colour round a cream one (the flipped tile's is gold).
      const g = new Graphics().roundRect(-half - 4, -half - 4, size + 8, size + 8, 14).stroke({ width: m.selected ? 9 : 5, color: m.colour });
      if (m.selected) {
        g.roundRect(-half + 2, -half + 2, size - 4, size - 4, 11).stroke({ width: 4, color: PALETTE.cream })
          .roundRect(-half - 10, -half - 10, size + 20, size + 20, 18).stroke({ width: 3, color: PALETTE.ink });
      }
      return g;
    }
    case 'dog':
      return new Graphics().roundRect(-half - 4, -half - 4, size + 8, size + 8, 14)
        .stroke({ width: m.selected ? 7 : 4, color: m.selected ? PALETTE.gold : PALETTE.flaxLight });
  }
}

/** A cat a face-up dog points at: a red target in the tile's corner. */
function threatArt(size: number): Graphics {
  const half = size / 2;
  const g = new Graphics();
  const x = half - 18, y = -half + 18 + size * 0.28;
  g.circle(x, y, 13).fill({ color: 0xffffff }).stroke({ width: 4, color: PALETTE.vermillion });
  g.moveTo(x - 18, y).lineTo(x + 18, y).moveTo(x, y - 18).lineTo(x, y + 18).stroke({ width: 3, color: PALETTE.vermillion });
  return g;
}

/** The glow round a tile an end step touched, in its seat's colour. */
function glowArt(r: Rect, colour: number): Graphics {
  const half = r.width / 2;
  const g = new Graphics().roundRect(-half - 5, -half - 5, r.width + 10, r.width + 10, 15).stroke({ width: 7, color: colour })
    .roundRect(-half - 10, -half - 10, r.width + 20, r.width + 20, 18).stroke({ width: 3, color: PALETTE.gold });
  g.position.set(r.x + r.width / 2, r.y + r.height / 2);
  return g;
}

/** Everything a seat's plate draws. */
interface PlateLook {
  r: Rect;
  clan: ClanId | null;
  /** Its turn, its chief's ability waiting, or its win: a gold edge. */
  lit: boolean;
  winner: boolean;
  name: string;
  sub: string;
  /** The running score stands at its right (the name keeps clear of it). */
  scored: boolean;
  match: string | null;
}

function plateArt(p: PlateLook): Container {
  const r = p.r;
  const c = new Container();
  c.position.set(r.x, r.y);
  const g = new Graphics();
  g.roundRect(0, 0, r.width, r.height, 12).fill({ color: PALETTE.plate, alpha: 0.88 })
    .stroke({ width: p.lit ? 4 : 2, color: p.lit ? PALETTE.gold : PALETTE.flax, alpha: p.lit ? 1 : 0.5 });
  // The clan's colour as a stripe on the left and its mark: colour is never alone.
  // A narrow plate (a phone) keeps a smaller clan mark, so the name keeps its room.
  const narrow = r.width < 240;
  const mr = narrow ? 15 : 24, mx = narrow ? 32 : 44;
  if (p.clan) {
    g.roundRect(0, 0, 14, r.height, 12).fill({ color: CLAN_LOOK[p.clan].colour });
    g.circle(mx, r.height / 2, mr).fill({ color: PALETTE.cream }).stroke({ width: 3, color: CLAN_LOOK[p.clan].colour });
    clanMark(g, p.clan, mx, r.height / 2 + 1, mr * 1.4);
  }
  if (p.winner) star(g, r.width - 22, 20, 13, PALETTE.gold, PALETTE.ink);
  c.addChild(g);
  const x0 = p.clan ? mx + mr + 10 : 20;
  const name = new Text({ text: p.name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 19, fill: PALETTE.text } });
  name.position.set(x0, 10);
  // Room kept for the running score at the right; names and clans never under 14 px (shortened instead).
  const maxW = r.width - x0 - (p.scored ? (narrow ? 44 : 74) : 12);
  fitText(name, maxW, 19);
  const sub = new Text({ text: p.sub, style: { fontFamily: FONT_FAMILY, fontWeight: '400', fontSize: 16, fill: PALETTE.textDim } });
  sub.position.set(x0, r.height - 30);
  fitText(sub, maxW, 16);
  c.addChild(name, sub);
  // The match total in experts mode.
  if (p.match !== null) {
    const m = new Text({ text: p.match, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 14, fill: PALETTE.textDim } });
    m.anchor.set(1, 1);
    m.position.set(r.width - 12, r.height - 6);
    c.addChild(m);
  }
  return c;
}

/** The banner: its lines on cream, shrunk to fit its place but not under 14 px. */
function bannerArt(b: Rect, text: string): Container {
  const c = new Container();
  c.position.set(b.x, b.y);
  const body = new Text({
    text,
    style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 18, fill: PALETTE.ink, wordWrap: true, wordWrapWidth: b.width - 28, lineHeight: 24 },
  });
  const h = Math.min(b.height, body.height + 20);
  if (body.height > b.height - 20) body.scale.set(Math.max(minScale(18), (b.height - 20) / body.height));
  const g = new Graphics();
  g.roundRect(0, 0, b.width, Math.max(h, 44), 12).fill({ color: PALETTE.cream, alpha: 0.96 }).stroke({ width: 3, color: PALETTE.goldDeep });
  body.position.set(14, 10);
  c.addChild(g, body);
  return c;
}
