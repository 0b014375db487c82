// The Pocket Cats table in PixiJS: the 5x5 grid, both players' plates (clan, turn, running score) and a
// banner telling what happens. It never changes game state and never decides legality: it lights what `legal`
// allows (tiles to flip, the swap targets of the flipped tile, the dogs that may be turned) and proposes what
// the player touches; the controller accepts or refuses. A new view is animated from the last one: a flip, a
// swap, and at the end each recorded end step in turn (scene-end.ts rebuilds the pictures), with tweens that
// honour the motion setting; with motion off each step's final picture is shown for a moment.
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import type { Settings } from '../../shell/settings';
import type { Proposal } from '../../play/game-ui';
import { t } from '../../shell/i18n';
import { openTable, type TableScaffold } from '../../scene/table-scaffold';
import { TableScene } from '../../scene/table-scene';
import { TableSound } from '../../scene/sound';
import { getMotion, easeInOutCubic } from '../../scene/tween';
import { DURATION, FONT_FAMILY, PALETTE } from '../../scene/theme';
import { tileDef, type ClanId } from './data';
import { dogTargets } from './grid';
import type { PocketCatsEvent } from './rules';
import type { CellView, PocketCatsView } from './view';
import { CLAN_LOOK, PocketArt, TILE_PX, clanMark, star } from './scene-art';
import { cellAtPoint, cellRect, pocketLayout, type PocketLayout, type Rect } from './scene-layout';
import { endStory, type CaptureMark, type EndFrame } from './scene-end';
import { clanName, lineText } from './scene-names';

export interface PocketRenderContext {
  legal: PocketCatsEvent[];
  names: string[];
}

/** What a tap on a cell does now. */
export type CellAct = 'flip' | 'swap' | 'dog' | null;

export interface PocketCatsScene {
  render(view: PocketCatsView, ctx: PocketRenderContext): Promise<void>;
  onPropose(handler: (p: Proposal) => void): void;
  /** After every redraw (a selection, a step of the end, a resize), so DOM keys and buttons can follow. */
  onRedraw(handler: () => void): void;
  freeze(): void;
  refuse(cell: number | null): void;
  setSettings(settings: Settings): void;
  /** What a tap does, or the keyboard: flip, swap, or select a dog. */
  pickCell(cell: number): void;
  cellAct(cell: number): CellAct;
  /** The dog selected to be turned (end-of-game effect). */
  readonly selectedDog: number | null;
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

class PocketTable extends TableScene<Proposal, PocketCatsEvent> implements PocketCatsScene {
  private readonly art: PocketArt;
  private readonly sound: TableSound;
  private readonly root = new Container();
  private readonly hit = new Container();
  private view: PocketCatsView | null = null;
  private ctx: PocketRenderContext | null = null;
  private dog: number | null = null;
  private L: PocketLayout;
  /** What is drawn: the grid, the prey marks, the running scores and the banner's lines. */
  private grid: CellView[] = [];
  private captures: CaptureMark[] = [];
  private running: number[] | null = null;
  private lines: string[] = [];
  private winners: number[] = [];
  /** How many end steps of the current game have been shown. */
  private stepsShown = 0;
  private nodes = new Map<number, Container>();
  private sprites = new Map<number, Sprite>();
  private markNodes: Container[] = [];
  private scoreTexts: Text[] = [];
  private timers = new Set<() => void>();

  constructor(t: TableScaffold<Proposal>, private readonly opts: { names: string[]; settings: Settings; insetTop?: number }) {
    super(t);
    this.art = t.own(new PocketArt(t.renderer, t.resolution));
    this.sound = t.own(new TableSound(t.settings.sound));
    // A scene torn down during an end step stops waiting.
    t.own({ destroy: () => { for (const done of [...this.timers]) done(); } });
    this.L = pocketLayout(t.width, t.height, opts.insetTop ?? 64);
    // One hit area over the grid that is never rebuilt, so a tap during a redraw still lands.
    this.hit.eventMode = 'static';
    this.hit.cursor = 'pointer';
    this.hit.on('pointertap', (e) => {
      const cell = cellAtPoint(this.L, e.global.x, e.global.y);
      if (cell !== null) this.pickCell(cell);
    });
    t.stack(this.root, this.hit);
    t.onResize(() => this.redraw());
  }

  get layout(): PocketLayout { return this.L; }
  get selectedDog(): number | null { return this.dog; }
  get shown(): { grid: CellView[]; captures: CaptureMark[] } { return { grid: this.grid, captures: this.captures }; }

  // ---------- rendering a new view ----------

  async render(view: PocketCatsView, ctx: PocketRenderContext): Promise<void> {
    if (this.t.destroyed) return;
    const prev = this.view;
    this.view = view;
    this.ctx = ctx;
    this.moves.offer(ctx.legal);
    if (view.phase !== 'effects' || !ctx.legal.some((e) => e.type === 'TURN_DOG' && e.cell === this.dog)) this.dog = null;
    const sameGame = prev !== null && prev.game === view.game && prev.grid.length === 25 && view.grid.length === 25;
    const moved = sameGame && JSON.stringify(prev!.last) !== JSON.stringify(view.last);
    const story = view.endSteps.length > 0 ? endStory(view) : null;
    if (!sameGame) this.stepsShown = story ? story.frames.length : 0;
    const fresh = story ? story.frames.slice(this.stepsShown) : [];
    if (story && fresh.length > 0) {
      // The last move, then each end step not yet shown.
      const before = this.stepsShown > 0 ? story.frames[this.stepsShown - 1] : null;
      this.setPicture(before ? before.grid : story.start, before);
      this.redraw();
      if (moved) await this.animateMove(view);
      for (const frame of fresh) {
        if (this.t.destroyed) return;
        await this.playFrame(frame);
        this.stepsShown++;
        await this.hold(STEP_HOLD[getMotion()]);
      }
      this.setPicture(view.grid, story.frames[story.frames.length - 1]);
      this.redraw();
      if (view.phase === 'over' || view.phase === 'betweenGames') this.sound.play('win');
      return;
    }
    this.setPicture(view.grid, story ? story.frames[story.frames.length - 1] : null);
    this.redraw();
    if (moved) await this.animateMove(view);
  }

  /** The grid, marks, scores and banner to draw; `frame` is the last end step shown (null: in play). */
  private setPicture(grid: CellView[], frame: EndFrame | null): void {
    this.grid = grid;
    this.captures = frame?.captures ?? [];
    this.running = frame ? frame.running : null;
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
    if (v.phase === 'effects' && v.effectQueue[0]) {
      const p = v.effectQueue[0];
      out.push(t('pocketCats.promptTurnDog', { player: names[p.seat] ?? '', clan: clanName(p.clan) }));
      if (this.legal().length > 0) out.push(t('pocketCats.ui.pickDog'));
    }
    return out;
  }

  private async animateMove(view: PocketCatsView): Promise<void> {
    const a = view.last[0];
    if (!a) return;
    if (a.kind === 'flip') {
      this.sound.play('card');
      await this.flipIn([a.cell]);
    } else if (a.kind === 'swap') {
      this.sound.play('draw');
      const n1 = this.nodes.get(a.from), n2 = this.nodes.get(a.to);
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
    switch (frame.kind) {
      case 'turnDog': {
        const d = frame.dog!;
        this.lines = frame.lines.map(lineText);
        this.redraw();
        const s = this.sprites.get(d.cell);
        if (s) await this.tw.tween(s, { rotation: s.rotation + (d.clockwise ? 1 : -1) * (Math.PI / 2) }, DURATION.move * 2);
        this.setPicture(frame.grid, frame);
        this.redraw();
        return;
      }
      case 'dogs': {
        // The dogs' lines of attack first, then the chased cats turn face down.
        this.lines = frame.lines.map(lineText);
        this.redraw(frame.hits ?? []);
        this.sound.play('penalty');
        await this.hold(getMotion() === 'off' ? 0 : 500);
        await Promise.all((frame.hits ?? []).map(async (h) => {
          const n = this.nodes.get(h.cell);
          if (n) await this.tw.tween(n, { scaleX: 0 }, DURATION.flip * 2);
        }));
        this.setPicture(frame.grid, frame);
        this.redraw(frame.hits ?? []);
        await this.flipIn((frame.hits ?? []).map((h) => h.cell));
        return;
      }
      case 'capture': {
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll(this.markNodes);
        return;
      }
      default:
        this.setPicture(frame.grid, frame);
        this.redraw();
        await this.popAll(this.scoreTexts);
    }
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

  cellAct(cell: number): CellAct {
    for (const e of this.legal()) {
      if (e.type === 'FLIP' && e.cell === cell) return 'flip';
      if (e.type === 'SWAP' && e.cell === cell) return 'swap';
      if (e.type === 'TURN_DOG' && e.cell === cell) return 'dog';
    }
    return null;
  }

  pickCell(cell: number): void {
    const legal = this.legal();
    if (legal.length === 0 || !this.view) return;
    const act = this.cellAct(cell);
    if (act === 'dog') {
      this.dog = this.dog === cell ? null : cell;
      this.redraw();
      return;
    }
    // Anything else touched is proposed as the move of this phase; the controller explains a refusal.
    switch (this.view.phase) {
      case 'flipping': this.propose({ type: 'FLIP', cell }); break;
      case 'swapping': this.propose({ type: 'SWAP', cell }); break;
      case 'effects': this.propose({ type: 'TURN_DOG', cell, clockwise: true }); break;
      default: break;
    }
  }

  freeze(): void {
    this.moves.freeze();
    this.dog = null;
    this.redraw();
  }

  refuse(cell: number | null): void {
    const n = cell === null ? undefined : this.nodes.get(cell);
    if (n) this.t.shake(n);
  }

  setSettings(settings: Settings): void {
    this.t.applySettings(settings);
    this.sound.setEnabled(settings.sound);
    this.redraw();
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

  private redraw(attackLines: { dog: number; cell: number }[] = []): void {
    if (this.t.destroyed) return;
    this.L = pocketLayout(this.t.width, this.t.height, this.opts.insetTop ?? 64);
    const L = this.L;
    this.t.drawFelt(L.width, L.height);
    for (const c of this.root.removeChildren()) c.destroy({ children: true });
    this.nodes.clear();
    this.sprites.clear();
    this.markNodes = [];
    this.scoreTexts = [];
    this.hit.hitArea = new Rectangle(L.grid.x, L.grid.y, L.grid.width, L.grid.height);
    this.drawGrid();
    if (attackLines.length) this.drawAttackLines(attackLines);
    this.drawPlates();
    this.drawBanner();
    this.t.redrawn();
  }

  private drawGrid(): void {
    const L = this.L;
    const bed = new Graphics();
    const pad = Math.max(6, L.gap * 1.5);
    bed.roundRect(L.grid.x - pad, L.grid.y - pad, L.grid.width + 2 * pad, L.grid.height + 2 * pad, 16)
      .fill({ color: 0x000000, alpha: 0.22 }).stroke({ width: 2, color: PALETTE.flax, alpha: 0.35 });
    this.root.addChild(bed);
    const under = new Container();
    const tiles = new Container();
    const over = new Container();
    this.root.addChild(under, tiles, over);
    if (this.grid.length !== 25) {
      // Before the deal (clans being chosen): empty places.
      for (let cell = 0; cell < 25; cell++) {
        const r = cellRect(L, cell);
        under.addChild(new Graphics().roundRect(r.x, r.y, r.width, r.height, 10).stroke({ width: 2, color: PALETTE.pounamuLight, alpha: 0.35 }));
      }
      return;
    }
    const legal = this.legal();
    const flipped = this.view?.phase === 'swapping' ? this.view.flipped : null;
    const showThreats = this.view?.phase === 'effects';
    const threats = showThreats ? this.threatened() : new Set<number>();
    const capturedAt = new Map(this.captures.map((c) => [c.cell, c]));
    const clans = (this.view?.clans ?? []) as (ClanId | null)[];
    const scale = L.tile / TILE_PX;
    this.grid.forEach((c, cell) => {
      const r = cellRect(L, cell);
      const node = new Container();
      node.position.set(r.x + r.width / 2, r.y + r.height / 2);
      const sprite = new Sprite(c.faceUp && c.tile !== null ? this.art.face(c.tile) : this.art.back());
      sprite.anchor.set(0.5);
      sprite.scale.set(scale);
      if (c.faceUp && c.rot !== null && c.tile !== null && tileDef(c.tile).kind === 'dog') sprite.rotation = (c.rot * Math.PI) / 2;
      node.addChild(sprite);
      if (!c.faceUp && c.attacked && c.tile !== null) node.addChild(this.chasedMark(c.tile, L.tile));
      tiles.addChild(node);
      this.nodes.set(cell, node);
      this.sprites.set(cell, sprite);
      const act = legal.length ? this.cellAct(cell) : null;
      const half = L.tile / 2;
      if (cell === flipped) {
        const ring = new Graphics().roundRect(-half - 5, -half - 5, L.tile + 10, L.tile + 10, 15).stroke({ width: 8, color: PALETTE.gold })
          .roundRect(-half + 1, -half + 1, L.tile - 2, L.tile - 2, 11).stroke({ width: 3, color: PALETTE.ink });
        node.addChild(ring);
      }
      if (act === 'swap') {
        // A swap target: a golden halo under the tile and a golden corner dot over it.
        under.addChild(new Graphics().roundRect(r.x - 6, r.y - 6, r.width + 12, r.height + 12, 16).fill({ color: PALETTE.gold, alpha: 0.55 }));
        const g = new Graphics().roundRect(-half + 2, -half + 2, L.tile - 4, L.tile - 4, 12).stroke({ width: 5, color: PALETTE.gold });
        g.circle(half - 14, half - 14, 10).fill({ color: PALETTE.gold }).stroke({ width: 2.5, color: PALETTE.ink });
        node.addChild(g);
      } else if (act === 'flip') {
        node.addChild(new Graphics().roundRect(-half + 2, -half + 2, L.tile - 4, L.tile - 4, 12).stroke({ width: 3, color: PALETTE.flaxLight, alpha: 0.85 }));
      } else if (act === 'dog') {
        const sel = cell === this.dog;
        node.addChild(new Graphics().roundRect(-half - 4, -half - 4, L.tile + 8, L.tile + 8, 14)
          .stroke({ width: sel ? 7 : 4, color: sel ? PALETTE.gold : PALETTE.flaxLight }));
      }
      if (threats.has(cell)) {
        const g = new Graphics();
        const x = half - 18, y = -half + 18 + L.tile * 0.28;
        g.circle(x, y, 13).fill({ color: 0xffffff }).stroke({ width: 4, color: PALETTE.vermillion });
        g.moveTo(x - 18, y).lineTo(x + 18, y).moveTo(x, y - 18).lineTo(x, y + 18).stroke({ width: 3, color: PALETTE.vermillion });
        node.addChild(g);
      }
      const cap = capturedAt.get(cell);
      if (cap) {
        const m = this.captureMark(cap, clans, L.tile);
        m.position.set(node.x, node.y);
        over.addChild(m);
        this.markNodes.push(m);
      }
    });
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
    const n = new Text({ text: String(d.attack), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.round(h * 0.62), fill: PALETTE.ink } });
    n.anchor.set(0.5);
    n.position.set(w * 0.22, 1);
    c.addChild(n);
    return c;
  }

  /** Who caught a prey: a ring and a badge in the winner's clan colour with its mark, and the attack sums. */
  private captureMark(cap: CaptureMark, clans: (ClanId | null)[], size: number): Container {
    const c = new Container();
    const half = size / 2;
    const clan = cap.winner === null ? null : clans[cap.winner];
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

  private drawAttackLines(hits: { dog: number; cell: number }[]): void {
    const g = new Graphics();
    for (const h of hits) {
      const a = cellRect(this.L, h.dog), b = cellRect(this.L, h.cell);
      const ax = a.x + a.width / 2, ay = a.y + a.height / 2, bx = b.x + b.width / 2, by = b.y + b.height / 2;
      g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: 8, color: PALETTE.vermillion, alpha: 0.85, cap: 'round' });
      g.circle(bx, by, this.L.tile * 0.2).stroke({ width: 6, color: PALETTE.vermillion });
    }
    this.root.addChild(g);
  }

  private drawPlates(): void {
    const v = this.view;
    const names = this.ctx?.names ?? this.opts.names;
    const over = v?.phase === 'over' || v?.phase === 'betweenGames';
    this.L.plates.forEach((r, seat) => {
      const clan = (v?.clans[seat] ?? null) as ClanId | null;
      const turn = !!v && !over && v.grid.length === 25 && (v.phase === 'flipping' || v.phase === 'swapping') && v.turn === seat;
      const acting = !!v && v.phase === 'effects' && v.effectQueue[0]?.seat === seat;
      const winner = over && this.winners.includes(seat);
      const c = new Container();
      c.position.set(r.x, r.y);
      const g = new Graphics();
      const lit = turn || acting || winner;
      g.roundRect(0, 0, r.width, r.height, 12).fill({ color: PALETTE.plate, alpha: 0.88 })
        .stroke({ width: lit ? 4 : 2, color: lit ? PALETTE.gold : PALETTE.flax, alpha: lit ? 1 : 0.5 });
      // The clan's colour as a stripe on the left and its mark: colour is never alone.
      if (clan) {
        g.roundRect(0, 0, 14, r.height, 12).fill({ color: CLAN_LOOK[clan].colour });
        g.circle(44, r.height / 2, 24).fill({ color: PALETTE.cream }).stroke({ width: 3, color: CLAN_LOOK[clan].colour });
        clanMark(g, clan, 44, r.height / 2 + 1, 34);
      }
      if (winner) star(g, r.width - 22, 20, 13, PALETTE.gold, PALETTE.ink);
      c.addChild(g);
      const x0 = clan ? 78 : 20;
      const name = new Text({ text: `${turn || acting ? '▶ ' : ''}${names[seat] ?? ''}`, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 19, fill: PALETTE.text } });
      name.position.set(x0, 10);
      const maxW = r.width - x0 - 74;
      if (name.width > maxW) name.scale.set(maxW / name.width);
      const sub = new Text({ text: clan ? clanName(clan) : '—', style: { fontFamily: FONT_FAMILY, fontWeight: '400', fontSize: 16, fill: PALETTE.textDim } });
      sub.position.set(x0, r.height - 30);
      if (sub.width > maxW) sub.scale.set(maxW / sub.width);
      c.addChild(name, sub);
      // The running score (from the capture on), and the match total in experts mode.
      if (this.running) {
        const score = new Text({ text: String(this.running[seat] ?? 0), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 34, fill: PALETTE.gold } });
        score.anchor.set(1, 0.5);
        score.position.set(r.width - 16 + r.x, r.height / 2 + r.y + 4);
        this.root.addChild(score);
        this.scoreTexts.push(score);
      }
      if (v && v.options.choice === 'experts' && v.games.length > 0) {
        const total = v.games.reduce((s, gm) => s + (gm.scores[seat] ?? 0), 0);
        const m = new Text({ text: t('pocketCats.ui.match', { points: total }), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 14, fill: PALETTE.textDim } });
        m.anchor.set(1, 1);
        m.position.set(r.width - 12, r.height - 6);
        c.addChild(m);
      }
      this.root.addChildAt(c, 0);
    });
  }

  private drawBanner(): void {
    const b = this.L.banner;
    if (this.lines.length === 0) return;
    const c = new Container();
    c.position.set(b.x, b.y);
    const body = new Text({
      text: this.lines.join(this.L.portrait ? '  ' : '\n'),
      style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 18, fill: PALETTE.ink, wordWrap: true, wordWrapWidth: b.width - 28, lineHeight: 24 },
    });
    const h = Math.min(b.height, body.height + 20);
    if (body.height > b.height - 20) body.scale.set((b.height - 20) / body.height);
    const g = new Graphics();
    g.roundRect(0, 0, b.width, Math.max(h, 44), 12).fill({ color: PALETTE.cream, alpha: 0.96 }).stroke({ width: 3, color: PALETTE.goldDeep });
    body.position.set(14, 10);
    c.addChild(g, body);
    this.root.addChild(c);
  }
}
