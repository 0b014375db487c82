// The Pocket Cats table in PixiJS: the 5x5 grid, both players' plates (clan, turn, running score) and a
// banner telling what happens. It never changes game state and never decides legality: it lights what `legal`
// allows (tiles to flip, the flipped tile's targets in the mode chosen: the ordinary move or the clan effect's,
// the dogs the Royal Claws' chief may turn) and proposes what the player touches (scene-choice.ts says what a
// touch means); the table host accepts or refuses. A new view is animated from the last one (scene-motion.ts): a
// flip, a swap, and at the end each recorded end step in turn (scene-end.ts rebuilds the pictures); with motion
// off each step's final picture is shown for a moment. The table is drawn in kept parts (scene-parts.ts, their
// art in scene-tiles.ts and scene-plates.ts): a redraw, a selection's or one in the middle of an end step,
// rebuilds only the parts whose inputs changed, so a tile or mark caught in a tween is kept and its tween ends on
// it (a rebuilt one stands still at once); a resize builds them all again.
import { Container, Rectangle, type Text } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { KeptParts, markCount } from '../../../scene/kept-parts';
import { STAGE_TOP } from '../../../scene/table';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, sameMoves, type Felt } from '../../../scene/table-scene';
import { TableSound } from '../../../scene/sound';
import { getMotion } from '../../../scene/tween';
import { PALETTE } from '../../../scene/theme';
import { clanDef, tileDef, type ClanId, type RuleName } from '../rules/data';
import { chiefCell } from '../rules/effects';
import type { PocketCatsEvent } from '../rules/state';
import type { CellView, PocketCatsView } from '../rules/view';
import { lineText } from '../words/names';
import { PocketArt } from './scene-art';
import { CLAN_LOOK } from './clan-look';
import { cellAtPoint, cellRect, pocketLayout, type PocketLayout, type Rect } from './scene-layout';
import { SCORED_FRAMES, asCells, endStory, type CaptureMark, type EndFrame } from './scene-end';
import { NO_CHOICE, cellAct, effectOffer, keepChoice, offersEffect, tap, type CellAct, type Choice, type EffectOffer, type MoveMode, type TapContext } from './scene-choice';
import { gridParts, threatenedCats, type GridInputs } from './scene-parts';
import { attackLinesArt, bedArt, captureMark, glowArt, litArt, placesArt, reachesArt, tileArt, type TileNode } from './scene-tiles';
import { bannerArt, plateArt, plateLook, scoreArt } from './scene-plates';
import { playLines, winnerLine } from './scene-banner';
import { PocketMotion } from './scene-motion';
import { PocketRecentMarks } from './scene-marks';
import type { PocketCatsScene, PocketRenderContext } from './scene-api';

export async function createPocketCatsScene(container: HTMLElement, opts: { names: string[]; settings: Settings; insetTop?: number }): Promise<PocketCatsScene> {
  return new PocketCatsTableScene(await openTable<Proposal>(container, opts.settings, 'Pocket Cats'), opts);
}

/** How long each end step stays on screen before the next (motion off: the final picture of each step). */
export const STEP_HOLD = { full: 900, reduced: 900, off: 550 } as const;

class PocketCatsTableScene extends TableScene<Proposal, PocketCatsEvent, PocketCatsView, PocketRenderContext> implements PocketCatsScene {
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
  private readonly marks: PocketRecentMarks;
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
  private readonly motion: PocketMotion;

  constructor(t: TableScaffold<Proposal>, private readonly opts: { names: string[]; settings: Settings; insetTop?: number }) {
    super(t, { finishMotion: false });
    this.art = t.own(new PocketArt(t.renderer, t.resolution));
    this.sound = t.own(new TableSound(t.settings.sound));
    const scene = this;
    this.motion = this.addPart(new PocketMotion({
      tw: this.tw, sound: this.sound,
      get destroyed() { return t.destroyed; },
      get nodes() { return scene.nodes; },
      get markNodes() { return scene.markNodes; },
      get glowNodes() { return scene.glowNodes; },
      get countedNodes() { return scene.countedNodes; },
      get scoreTexts() { return scene.scoreTexts; },
      setLines: (lines) => { this.lines = lines; },
      setPicture: (grid, frame) => this.setPicture(grid, frame),
      redraw: () => this.redraw(),
      redrawAttack: (hits, colour) => this.redrawAttack(hits, colour),
      seatColour: (seat) => this.seatColour(seat),
    }));
    this.L = this.measure();
    // One hit area over the grid that is never rebuilt, so a tap during a redraw still lands.
    this.hit.eventMode = 'static';
    this.hit.cursor = 'pointer';
    this.hit.on('pointertap', (e) => {
      const cell = cellAtPoint(this.L, e.global.x, e.global.y);
      if (cell !== null) this.pickCell(cell);
    });
    this.marks = this.addPart(new PocketRecentMarks(this.tw, () => ({ grid: this.grid, L: this.L, recent: this.ctx?.recent })));
    t.stack(this.backLayer, this.tileLayer, this.frontLayer, this.marks.layer, this.hit);
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
    if (moved) await this.motion.move(view);
    const ending = this.ending;
    if (!ending) return;
    for (const frame of ending.fresh) {
      if (this.t.destroyed) return;
      await this.motion.step(frame);
      this.stepsShown++;
      await this.motion.hold(STEP_HOLD[getMotion()]);
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
    if (frame?.kind === 'scoring') this.lines.push(winnerLine(frame, this.ctx?.names ?? this.opts.names));
  }

  /** The banner in play. */
  private playLines(): string[] {
    return playLines(this.view, this.ctx?.names ?? this.opts.names, this.legal().length > 0, () => this.modePrompt());
  }

  /** What the chosen mode asks for (none for the ordinary move without an effect to offer). */
  private modePrompt(): string | null {
    switch (this.pick.mode) {
      case 'clanSwap': return this.moverEffect() === 'swapWithDog' ? 'pocketCats.ui.pickDogToSwap' : 'pocketCats.ui.pickReach';
      case 'otherPrey': return this.pick.prey === null ? 'pocketCats.ui.pickOtherPrey' : 'pocketCats.ui.pickPreyTarget';
      case 'usual': return offersEffect(this.effectOffer()) ? 'pocketCats.ui.effectOffered' : null;
    }
  }

  private seatColour(seat: number | undefined): number {
    const clan = seat === undefined ? null : (this.view?.clans[seat] ?? null);
    return clan ? CLAN_LOOK[clan].colour : PALETTE.gold;
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
    return threatenedCats(this.grid);
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
  }

  /** The counted cats' attacks as drawn (popped at their end step). */
  private get countedNodes(): Container[] {
    return [...this.nodes.values()].flatMap((n) => (n.badge ? [n.badge] : []));
  }

  /** Where the cells lie (the inputs of every part drawn from cellRect). */
  private get cells(): { grid: Rect; tile: number; gap: number } {
    return { grid: this.L.grid, tile: this.L.tile, gap: this.L.gap };
  }

  private drawAttackLines(hits: { dog: number; cell: number }[], colour: number): void {
    this.front.part('attack', { cells: this.cells, hits, colour }, () => attackLinesArt(this.L, hits, colour));
  }

  private drawReaches(reaches: { from: number; to: number; seat: number }[]): void {
    const colours = reaches.map((r) => this.seatColour(r.seat));
    this.front.part('reaches', { cells: this.cells, reaches, colours }, () => reachesArt(this.L, reaches, colours));
  }

  private drawPlates(): void {
    const names = this.ctx?.names ?? this.opts.names;
    this.L.plates.forEach((r, seat) => {
      const look = plateLook(r, seat, this.view, names, this.winners, this.running !== null);
      this.back.part(`plate ${seat}`, look, () => plateArt(look));
    });
  }

  /** The running score beside each plate (from the capture on). */
  private drawScores(): void {
    const running = this.running;
    if (!running) return;
    this.L.plates.forEach((r, seat) => {
      const score = String(running[seat] ?? 0);
      this.scoreTexts.push(this.front.part(`score ${seat}`, { r, score }, () => scoreArt(r, score)));
    });
  }

  private drawBanner(): void {
    if (this.lines.length === 0) return;
    const b = this.L.banner;
    const text = this.lines.join(this.L.portrait ? ' · ' : '\n');
    this.front.part('banner', { b, text }, () => bannerArt(b, text));
  }

  private drawGrid(): void {
    const L = this.L;
    this.back.part('bed', this.cells, () => bedArt(L));
    // Before the deal (clans being chosen): empty places.
    if (this.grid.length !== 25) {
      this.back.part('places', this.cells, () => placesArt(L));
      return;
    }
    const parts = gridParts(this.gridInputs(), (cell) => cellRect(L, cell));
    for (const { id, inputs } of parts.under) this.back.part(id, inputs, () => litArt(inputs.r, inputs.colour));
    for (const { id, cell, inputs } of parts.tiles) this.nodes.set(cell, this.tiles.part(id, inputs, () => tileArt(this.art, inputs.r, inputs.look)));
    for (const { id, cell, inputs } of parts.over) {
      if (inputs.kind === 'glow') this.glowNodes.push(this.front.part(id, inputs, () => glowArt(inputs.r, inputs.colour)));
      else this.markNodes.set(cell, this.front.part(id, inputs, () => captureMark(inputs.r, inputs.capture, inputs.clan)));
    }
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
}
