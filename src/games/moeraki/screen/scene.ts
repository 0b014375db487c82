// The Moeraki-Kemu table in PixiJS: the octagonal field of 57 hollows with its beach diamonds, semi-beach
// triangles and the white circle of the Moeraki field; pieces, the ball, tribal tiles (full, half, split on
// the border), the Tane with its line of sight; the early win highlighted with its name; the plates, the
// Moeraki scale and the Marae count. It never decides legality: it lights what `legal` allows and proposes
// what the player touches (a taken hollow too, so the table host can say why not).
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, type Felt } from '../../../scene/table-scene';
import { Badge, BADGE_STYLES } from '../../../scene/badge';
import { getMotion, easeOutBack } from '../../../scene/tween';
import { DURATION, FONT_FAMILY, PALETTE } from '../../../scene/theme';
import { LEVEL_RULES } from '../rules/constants';
import { AREAS, BORDER_TRIANGLES, FACINGS, HOLLOWS, MOERAKI_FIELD, OUTLINE, type Facing } from '../rules/geometry';
import { BALL, EMPTY } from '../rules/lines';
import { NONE, STARVED, kindOf, ownerOf, FULL, HALF, TANE } from '../rules/tiles';
import type { MoerakiEvent, MoerakiState } from '../rules/state';
import {
  MIN_TEXT, TOP_INSET, facingHandle, hollowAtPoint, hollowCentre, hollowHitRect, moerakiLayout, toScreen, type MoerakiLayout, type Rect,
} from './scene-layout';
import { ALERT, HIGHLIGHT, HOLLOW, SAND, SAND_DARK, SAND_LINE, TRIBE_FILL, TRIBE_RIM, ball, diamond, motif, piece, tane, tile } from './scene-art';
import { assistShown, findThreats, type Threat } from '../rules/threats';
import { drawMarae, drawPlate, drawScale, points } from './scene-panels';
import { changes, hollowProposal, offeredFacings, placeTargets } from './scene-input';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import { KeptParts, markCount } from '../../../scene/kept-parts';
import { NO_RECENT, type MoerakiRecent } from './recent';

export interface MoerakiRenderContext {
  legal: MoerakiEvent[];
  /** What the other side did since your last turn, marked quietly (recent.ts). */
  recent?: MoerakiRecent;
}

export interface MoerakiScene {
  render(view: MoerakiState, ctx: MoerakiRenderContext): Promise<void>;
  onPropose(handler: (p: Proposal) => void): void;
  onRedraw(handler: () => void): void;
  refuse(p: Proposal): void;
  setSettings(settings: Settings): void;
  freeze(): void;
  /** The current layout (for the DOM keys). */
  readonly layout: MoerakiLayout;
  /** CSS-px rectangle of a hollow's key, or of a Tane facing's handle while it is offered. */
  locateHollow(hollow: number): Rect | null;
  locateFacing(facing: Facing): Rect | null;
  /** The winning hollows marked now (the threat assist; none when it is off or the game is not running). */
  markedThreats(): Threat[];
  /** What a tap on a hollow does (also the keyboard's way in). */
  pickHollow(hollow: number): void;
  pickFacing(facing: Facing): void;
  destroy(): void;
}

export interface MoerakiSceneOptions {
  names: string[];
  settings: Settings;
  insetTop?: number;
}

export async function createMoerakiScene(container: HTMLElement, options: MoerakiSceneOptions): Promise<MoerakiScene> {
  return new MoerakiTable(await openTable<Proposal>(container, options.settings, 'Moeraki'), options);
}

export { changes, hollowProposal, offeredFacings, placeTargets } from './scene-input';

// ---------- the scene ----------

class MoerakiTable extends TableScene<Proposal, MoerakiEvent, MoerakiState, MoerakiRenderContext> implements MoerakiScene {
  private readonly root = new Container();
  private readonly fx = new Container();
  private readonly marks: RecentMarks;
  /** The table's parts, each kept while what it draws is the same (kept-parts.ts). */
  private readonly parts = new KeptParts<Container>(this.root);
  private pieceNodes = new Map<number, Graphics>();
  private tileNodes = new Map<number, Graphics>();
  layout: MoerakiLayout;

  constructor(t: TableScaffold<Proposal>, private readonly options: MoerakiSceneOptions) {
    super(t, { finishMotion: false });
    this.layout = this.computeLayout();
    this.marks = new RecentMarks(this.tw);
    t.stack(this.root, this.marks, this.fx);
  }

  private computeLayout(): MoerakiLayout {
    const s = this.view;
    const needs = { scale: (s?.options.matchTo ?? 1) > 1, marae: s ? LEVEL_RULES[s.options.level].tiles : false };
    return moerakiLayout(this.t.width, this.t.height, needs, this.options.insetTop ?? TOP_INSET);
  }

  /** A piece drops into its hollow (from a little above and larger, settling with a small bounce); a new tile fades in. */
  protected override async animate(view: MoerakiState, _ctx: MoerakiRenderContext, before: MoerakiState | null): Promise<void> {
    const { hollows, areas } = changes(before, view);
    const motion = getMotion();
    if (motion === 'off' || (hollows.length === 0 && areas.length === 0)) return;
    const drops = hollows.map((h) => this.pieceNodes.get(h)).filter((n): n is Graphics => !!n);
    const tiles = areas.map((a) => this.tileNodes.get(a)).filter((n): n is Graphics => !!n);
    const jobs: Promise<void>[] = [];
    for (const n of drops) {
      n.alpha = 0;
      if (motion === 'full') { n.scale.set(1.35); jobs.push(this.tw.tween(n, { scale: 1, alpha: 1 }, DURATION.move, { ease: easeOutBack })); }
      else jobs.push(this.tw.tween(n, { alpha: 1 }, DURATION.quick));
    }
    for (const n of tiles) {
      n.alpha = 0;
      jobs.push(this.tw.tween(n, { alpha: 1 }, DURATION.pop, { delay: motion === 'full' ? DURATION.quick : 0 }));
    }
    await Promise.all(jobs);
  }

  freeze(): void {
    this.moves.freeze();
    this.redraw();
  }

  refuse(p: Proposal): void {
    if (this.t.destroyed || typeof p.hollow !== 'number' || p.hollow < 0 || p.hollow >= HOLLOWS.length) return;
    const c = hollowCentre(this.layout, p.hollow);
    const ring = new Graphics().circle(0, 0, this.layout.unit * 0.42).stroke({ width: 4, color: ALERT });
    ring.position.set(c.x, c.y);
    this.fx.addChild(ring);
    if (getMotion() === 'off') {
      setTimeout(() => ring.destroy(), 600);
      return;
    }
    void this.tw.tween(ring, { alpha: 0 }, 600, { delay: 250 }).then(() => ring.destroy());
  }

  locateHollow(hollow: number): Rect | null {
    return this.view ? hollowHitRect(this.layout, hollow) : null;
  }

  locateFacing(facing: Facing): Rect | null {
    const offer = this.view?.offer;
    if (!offer || !offeredFacings(this.legal()).includes(facing)) return null;
    const a = AREAS[offer.area];
    const f = FACINGS[facing];
    const h = facingHandle(this.layout, a.px, a.py, f.dx, f.dy);
    return { x: h.x - h.r, y: h.y - h.r, width: 2 * h.r, height: 2 * h.r };
  }

  markedThreats(): Threat[] {
    const s = this.view;
    if (!s || !(s.phase === 'piece' || s.phase === 'tane') || !assistShown(this.t.settings.winningHollows, s.options.level)) return [];
    return findThreats(s.board, s.ball);
  }

  // ---------- input ----------

  pickHollow(hollow: number): void {
    this.propose(hollowProposal(this.legal(), hollow));
  }

  pickFacing(facing: Facing): void {
    if (offeredFacings(this.legal()).includes(facing)) this.propose({ type: 'PLACE_TANE', facing });
  }

  private tap(x: number, y: number): void {
    for (const f of offeredFacings(this.legal())) {
      const r = this.locateFacing(f);
      if (r && Math.hypot(x - (r.x + r.width / 2), y - (r.y + r.height / 2)) <= r.width / 2) return this.pickFacing(f);
    }
    const h = hollowAtPoint(this.layout, x, y);
    if (h >= 0) this.pickHollow(h);
  }

  // ---------- drawing ----------

  protected override arrange(): Felt {
    this.layout = this.computeLayout();
    return { width: this.layout.width, height: this.layout.height };
  }

  protected override draw(): void {
    const L = this.layout;
    this.parts.begin();
    this.pieceNodes.clear();
    this.tileNodes.clear();
    const s = this.view;
    this.drawBoard();
    if (s) {
      this.drawTiles(s);
      this.drawSight(s);
      this.drawHollows(s);
      this.drawThreats();
      this.drawOutcome(s);
      this.drawOffer(s);
      this.drawPanels(s);
    }
    this.showMarks();
    // One hit area over the board: the nearest hollow's cell, or a Tane facing's handle (read at tap time).
    this.parts.part('hit', L.box, () => {
      const hit = new Container();
      hit.hitArea = new Rectangle(L.box.x, L.box.y, L.box.width, L.box.height);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', (e) => this.tap(e.global.x, e.global.y));
      return hit;
    });
    this.parts.end();
    markCount(this.t.renderer.canvas, this.parts);
  }

  /** The words' language (a part with words is drawn again when it changes). */
  private get lang(): string {
    return this.t.settings.language;
  }

  /** The hollows and tiles the other side laid since your last turn (recent-mark.ts). */
  private showMarks(): void {
    const L = this.layout;
    const u = L.unit;
    const shapes: MarkShape[] = [];
    const recent = this.ctx?.recent ?? NO_RECENT;
    // While a Tane is offered to you, its handles (controls) lie a unit round the offered area: no marks then.
    if (this.view && !(this.view.offer && offeredFacings(this.legal()).length > 0)) {
      // Outside the last piece's own ring (0.46 u), well inside the half-way to the next hollow.
      for (const hollow of recent.hollows) shapes.push({ kind: 'circle', ...hollowCentre(L, hollow), r: u * 0.5, pad: u * 0.06 });
      for (const a of recent.areas) {
        const area = AREAS[a];
        const c = toScreen(L, area.px, area.py);
        shapes.push({ kind: 'diamond', x: c.x, y: c.y, r: u * 0.8, pad: u * 0.05, sides: area.kind === 'semi' && kindOf(this.view.tiles[a]) === HALF ? innerSides(L, area) : undefined });
      }
    }
    this.marks.show(shapes, Math.max(1, u / 60), JSON.stringify(recent));
  }

  private pt(px: number, py: number): number[] {
    const p = toScreen(this.layout, px, py);
    return [p.x, p.y];
  }

  private drawBoard(): void {
    this.parts.part('board', this.layout, () => this.boardArt());
  }

  private boardArt(): Graphics {
    const L = this.layout;
    const u = L.unit;
    const g = new Graphics();
    // The octagon: a carved wooden rim, the sand of the beach inside.
    const outline = OUTLINE.flatMap(([x, y]) => this.pt(x, y));
    const rim = OUTLINE.flatMap(([x, y]) => {
      const [sx, sy] = this.pt(x, y);
      const c = toScreen(L, 0.5, 0.5);
      const k = 1 + (0.55 * u) / Math.hypot(sx - c.x, sy - c.y);
      return [c.x + (sx - c.x) * k, c.y + (sy - c.y) * k];
    });
    g.poly(rim).fill(PALETTE.woodLight).stroke({ width: 3, color: PALETTE.wood });
    g.poly(outline).fill(SAND).stroke({ width: 2, color: SAND_LINE });
    // Beach diamonds (between four hollows) and semi-beach triangles (between three, on the straight sides).
    for (const a of AREAS) {
      if (a.kind !== 'beach') continue;
      const c = toScreen(L, a.px, a.py);
      diamond(g, c.x, c.y, u * 0.94).fill({ color: (a.x + a.y * 3) % 4 === 1 ? SAND_DARK : SAND, alpha: 0.55 })
        .stroke({ width: 1, color: SAND_LINE, alpha: 0.5 });
    }
    for (const tri of BORDER_TRIANGLES) {
      g.poly(tri.corners.flatMap(([x, y]) => this.pt(x, y))).fill({ color: SAND_DARK, alpha: 0.8 }).stroke({ width: 1.5, color: SAND_LINE, alpha: 0.8 });
    }
    // The white circle of the Moeraki field.
    const mc = toScreen(L, MOERAKI_FIELD.cx, MOERAKI_FIELD.cy);
    g.circle(mc.x, mc.y, MOERAKI_FIELD.r * 10 * u).stroke({ width: Math.max(2, u * 0.06), color: 0xffffff, alpha: 0.9 });
    return g;
  }

  private drawTiles(s: MoerakiState): void {
    const u = this.layout.unit;
    for (const a of AREAS) {
      const code = s.tiles[a.id];
      const blocked = s.blockedBy[a.id] >= 0;
      const c = toScreen(this.layout, a.px, a.py);
      if (blocked) {
        this.parts.part(`blocked ${a.id}`, this.layout, () => diamond(new Graphics(), c.x, c.y, u * 0.5).fill({ color: ALERT, alpha: 0.16 }));
      }
      if (code === NONE || kindOf(code) === TANE) continue;
      this.tileNodes.set(a.id, this.parts.part(`tile ${a.id}`, { L: this.layout, code }, () => this.tileArt(a, code)));
    }
  }

  private tileArt(a: (typeof AREAS)[number], code: number): Graphics {
    const u = this.layout.unit;
    const c = toScreen(this.layout, a.px, a.py);
    const seat = ownerOf(code);
    const g = new Graphics();
    if (kindOf(code) === STARVED) {
      // Won, but its owner had no tile left: an empty frame in the winner's colour.
      diamond(g, c.x, c.y, u * 0.8).stroke({ width: 3, color: TRIBE_FILL[seat], alpha: 0.9 });
    } else if (kindOf(code) === HALF) {
      // 2:1 on a semi-beach: the tile's diagonal lies on the sideline, only the triangle shows (½ point).
      const corners = a.hollows.flatMap((h) => this.pt(HOLLOWS[h].px, HOLLOWS[h].py));
      const inner = a.hollows.map((h) => HOLLOWS[h]).find((h) => !h.border) ?? HOLLOWS[a.hollows[2]];
      const ic = toScreen(this.layout, inner.px, inner.py);
      const mid = { x: (c.x * 2 + ic.x) / 3, y: (c.y * 2 + ic.y) / 3 };
      tile(g, seat, shrink(corners, mid, 0.8), mid, u * 0.3);
    } else if (kindOf(code) === FULL) {
      // A full tile: the whole diamond (on a semi-beach it straddles the sideline, split by it).
      const half = u * 0.8;
      tile(g, seat, [c.x, c.y - half, c.x + half, c.y, c.x, c.y + half, c.x - half, c.y], c, u * 0.36);
      if (a.kind === 'semi') {
        const [p, q] = a.hollows.filter((h) => HOLLOWS[h].border).map((h) => hollowCentre(this.layout, h));
        if (p && q) g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 2, color: SAND_LINE });
      }
    }
    return g;
  }

  private drawSight(s: MoerakiState): void {
    const u = this.layout.unit;
    for (const seat of [0, 1]) {
      const spot = s.tane[seat];
      if (!spot) continue;
      const a = AREAS[spot.area];
      const f = FACINGS[spot.facing];
      const from = toScreen(this.layout, a.px, a.py);
      // The line of sight runs to the border (or to the other Tane): half a step past its last area.
      const steps = spot.sight.length + 0.5;
      const to = { x: from.x + f.dx * steps * u, y: from.y + f.dy * steps * u };
      const key = { L: this.layout, spot };
      this.parts.part(`sight ${seat}`, key, () => {
        const g = new Graphics();
        g.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke({ width: Math.max(3, u * 0.09), color: HIGHLIGHT, alpha: 0.85, cap: 'round' });
        for (const b of spot.sight) {
          const c = toScreen(this.layout, AREAS[b].px, AREAS[b].py);
          g.circle(c.x, c.y, u * 0.1).fill({ color: HIGHLIGHT, alpha: 0.9 });
        }
        return g;
      });
      // Its area counts as a full tile of its owner: the tile's diamond, ringed in gold, under the figure.
      this.parts.part(`tane ${seat}`, key, () => {
        const fig = new Graphics();
        diamond(fig, from.x, from.y, u * 0.8).fill(TRIBE_FILL[seat]).stroke({ width: 4, color: HIGHLIGHT });
        return tane(fig, seat, from.x, from.y + u * 0.08, u * 1.25, f.dx, f.dy);
      });
    }
  }

  private drawHollows(s: MoerakiState): void {
    const L = this.layout;
    const u = L.unit;
    const { hollows: targets } = placeTargets(this.legal());
    const lastHollow = s.last && (s.last.type === 'PLACE' || s.last.type === 'PLACE_BALL') ? s.last.hollow : -1;
    // The hollows, and the rings round the empty ones a piece or the ball may go to.
    const lit = HOLLOWS.filter((h) => s.board[h.id] === EMPTY && targets.has(h.id)).map((h) => h.id);
    const ballPhase = s.phase === 'ball';
    this.parts.part('hollows', { L, lit, ballPhase }, () => {
      const marks = new Graphics();
      for (const h of HOLLOWS) {
        const c = hollowCentre(L, h.id);
        marks.circle(c.x, c.y, u * 0.3).fill(HOLLOW).stroke({ width: 1.5, color: 0x5e4a2c });
        marks.circle(c.x + u * 0.04, c.y + u * 0.05, u * 0.22).fill({ color: 0x000000, alpha: 0.18 });
        if (lit.includes(h.id)) {
          marks.circle(c.x, c.y, u * 0.38).stroke({ width: ballPhase ? Math.max(3, u * 0.07) : Math.max(2, u * 0.04), color: HIGHLIGHT, alpha: ballPhase ? 1 : 0.6 });
        }
      }
      return marks;
    });
    for (const h of HOLLOWS) {
      const cell = s.board[h.id];
      if (cell === EMPTY) continue;
      const last = h.id === lastHollow;
      this.pieceNodes.set(h.id, this.parts.part(`piece ${h.id}`, { L, cell, last }, () => {
        const c = hollowCentre(L, h.id);
        const g = new Graphics();
        g.position.set(c.x, c.y);
        if (cell === BALL) ball(g, 0, 0, u * 0.4);
        else piece(g, cell, 0, 0, u * 0.36);
        if (last) g.circle(0, 0, u * 0.46).stroke({ width: 3, color: HIGHLIGHT });
        return g;
      }));
    }
  }

  /** The threat assist: a ring in the side's colour round each hollow where one piece of that side would win,
   *  with the tribe's symbol (hook or bird) inside, so colour is never the only mark. A hollow both sides
   *  would win at shows both, half and half. */
  private drawThreats(): void {
    const threats = this.markedThreats();
    if (threats.length === 0) return;
    this.parts.part('threats', { L: this.layout, threats }, () => this.threatArt(threats));
  }

  private threatArt(threats: Threat[]): Graphics {
    const u = this.layout.unit;
    const g = new Graphics();
    const bySeats = new Map<number, number[]>();
    for (const th of threats) bySeats.set(th.hollow, [...(bySeats.get(th.hollow) ?? []), th.seat]);
    const ringR = u * 0.44;
    const w = Math.max(3, u * 0.1);
    for (const [hollow, seats] of bySeats) {
      const c = hollowCentre(this.layout, hollow);
      seats.forEach((seat, i) => {
        // One side: the whole ring; both: the left half for the first, the right half for the second. The ring
        // is dashed and the piece inside a ghost, so a mark never looks like a piece already placed.
        const [a0, a1] = seats.length === 1 ? [0, Math.PI * 2] : i === 0 ? [Math.PI / 2, Math.PI * 1.5] : [-Math.PI / 2, Math.PI / 2];
        const dashes = seats.length === 1 ? 10 : 5;
        const step = (a1 - a0) / dashes;
        for (let d = 0; d < dashes; d++) {
          const from = a0 + d * step, to = from + step * 0.62;
          g.moveTo(c.x + Math.cos(from) * ringR, c.y + Math.sin(from) * ringR).arc(c.x, c.y, ringR, from, to)
            .stroke({ width: w + 2.5, color: seat === 0 ? 0xfff1dc : 0x2a2420, cap: 'round' });
          g.moveTo(c.x + Math.cos(from) * ringR, c.y + Math.sin(from) * ringR).arc(c.x, c.y, ringR, from, to)
            .stroke({ width: w, color: TRIBE_FILL[seat], cap: 'round' });
        }
        const off = seats.length === 1 ? 0 : (i === 0 ? -1 : 1) * u * 0.14;
        const r = u * (seats.length === 1 ? 0.27 : 0.17);
        g.circle(c.x + off, c.y, r).fill({ color: TRIBE_FILL[seat], alpha: 0.5 });
        motif(g, seat, c.x + off, c.y, r, seat === 0 ? 0xfff1dc : TRIBE_RIM[0], 0.95);
      });
    }
    return g;
  }

  private drawOutcome(s: MoerakiState): void {
    const o = s.outcome;
    if (!o) return;
    const key = { L: this.layout, o, lang: this.lang };
    let at: { x: number; y: number } | null = null;
    this.parts.part('outcome', key, () => {
      const drawn = this.outcomeArt(o);
      at = drawn.at;
      return drawn.g;
    });
    this.parts.part('outcome badge', key, () => {
      if (!at) { const drawn = this.outcomeArt(o); drawn.g.destroy(); at = drawn.at; }
      let label = o.winner === null ? t('moeraki.way.draw') : t(`moeraki.way.${o.way}`);
      if (o.way === 'marae' && o.marae) label += `  ${points(o.marae.total[0])} : ${points(o.marae.total[1])}`;
      const badge = new Badge(`${o.winner !== null ? '★ ' : ''}${label}`, BADGE_STYLES.gold, Math.max(0.8, Math.min(1.3, this.layout.unit / 50)));
      badge.position.set(at.x, at.y);
      return badge;
    });
  }

  /** The early win's marks, and where its name goes. */
  private outcomeArt(o: NonNullable<MoerakiState['outcome']>): { g: Graphics; at: { x: number; y: number } } {
    const L = this.layout;
    const u = L.unit;
    const g = new Graphics();
    let at = { x: L.box.x + L.box.width / 2, y: L.origin.y - u * 0.55 };
    if (o.way === 'tahuna' && o.area !== undefined) {
      const a = AREAS[o.area];
      const c = toScreen(L, a.px, a.py);
      diamond(g, c.x, c.y, u * 1.25).stroke({ width: 5, color: HIGHLIGHT });
      at = c;
    } else if (o.hollows.length > 1) {
      const p = hollowCentre(L, o.hollows[0]);
      const q = hollowCentre(L, o.hollows[o.hollows.length - 1]);
      g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: Math.max(6, u * 0.16), color: HIGHLIGHT, alpha: 0.75, cap: 'round' });
      // The name beside the line, on the side of the board's centre.
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      let nx = -(q.y - p.y) / len, ny = (q.x - p.x) / len;
      const centre = toScreen(L, 0.5, 0.5);
      if ((centre.x - mid.x) * nx + (centre.y - mid.y) * ny < 0) { nx = -nx; ny = -ny; }
      at = { x: mid.x + nx * u * 1.1, y: mid.y + ny * u * 1.1 };
    }
    for (const h of o.hollows) {
      const c = hollowCentre(L, h);
      g.circle(c.x, c.y, u * 0.46).stroke({ width: 4, color: HIGHLIGHT });
    }
    return { g, at };
  }

  private drawOffer(s: MoerakiState): void {
    const offer = s.offer;
    if (!offer) return;
    const L = this.layout;
    const u = L.unit;
    const a = AREAS[offer.area];
    const c = toScreen(L, a.px, a.py);
    const facings = offeredFacings(this.legal());
    this.parts.part('offer', { L, offer, facings }, () => {
      const g = new Graphics();
      diamond(g, c.x, c.y, u * 0.85).fill({ color: TRIBE_FILL[offer.seat], alpha: 0.55 }).stroke({ width: 4, color: HIGHLIGHT });
      for (const f of facings) {
        const d = FACINGS[f];
        // A faint preview of this line of sight, and the handle to choose it.
        const end = { x: c.x + d.dx * 10 * u, y: c.y + d.dy * 10 * u };
        const steps = sightSteps(a.x, a.y, d.dx, d.dy);
        g.moveTo(c.x, c.y).lineTo(c.x + (end.x - c.x) * (steps / 10), c.y + (end.y - c.y) * (steps / 10))
          .stroke({ width: 2, color: HIGHLIGHT, alpha: 0.5 });
        const h = facingHandle(L, a.px, a.py, d.dx, d.dy);
        g.circle(h.x, h.y, h.r).fill({ color: PALETTE.plate, alpha: 0.9 }).stroke({ width: 3, color: HIGHLIGHT });
        arrow(g, h.x, h.y, h.r * 0.55, d.dx, d.dy);
      }
      return g;
    });
    this.parts.part('offer tag', { L, area: offer.area, seat: offer.seat, lang: this.lang }, () => {
      const tag = new Text({ text: t('moeraki.scene.tane'), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: Math.max(MIN_TEXT, u * 0.26), fill: offer.seat === 0 ? PALETTE.text : PALETTE.ink } });
      tag.anchor.set(0.5);
      tag.position.set(c.x, c.y);
      return tag;
    });
  }

  private drawPanels(s: MoerakiState): void {
    const L = this.layout;
    const names = this.options.names;
    // The panels read much of the state (turn, supplies, match, outcome): each is drawn again with a new view.
    const lang = this.lang;
    for (const seat of [0, 1]) {
      const name = names[seat] ?? `${seat + 1}`;
      this.parts.part(`plate ${seat}`, { s, name, r: L.plates[seat], lang }, () => drawPlate(s, seat, name, L.plates[seat]));
    }
    const scale = L.scale, marae = L.marae;
    if (scale) this.parts.part('scale', { s, names, scale, lang }, () => drawScale(s, names, scale));
    if (marae) this.parts.part('marae', { s, names, marae, lang }, () => drawMarae(s, names, marae));
  }
}

/** A half tile's two sides on the board (a full one straddles the sideline, drawn whole): those meeting at the corner that points to its inner hollow. */
function innerSides(L: MoerakiLayout, area: (typeof AREAS)[number]): number[] {
  const c = toScreen(L, area.px, area.py);
  const inner = area.hollows.map((h) => HOLLOWS[h]).find((h) => !h.border) ?? HOLLOWS[area.hollows[2]];
  const p = toScreen(L, inner.px, inner.py);
  const dx = p.x - c.x, dy = p.y - c.y;
  // Corners: 0 top, 1 right, 2 bottom, 3 left; side i runs from corner i to corner i + 1.
  const corner = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 1 : 3) : dy > 0 ? 2 : 0;
  return [(corner + 3) % 4, corner];
}

/** Points pulled towards `to` by factor k (a tile a little inside its triangle). */
function shrink(flat: number[], to: { x: number; y: number }, k: number): number[] {
  return flat.map((v, i) => (i % 2 === 0 ? to.x + (v - to.x) * k : to.y + (v - to.y) * k));
}

/** How many diagonal steps from area (x, y) stay on the board (the preview's length; the rules cut it at a Tane). */
function sightSteps(x: number, y: number, dx: number, dy: number): number {
  let k = 0;
  while (AREAS.some((a) => a.x === x + (k + 1) * dx && a.y === y + (k + 1) * dy)) k++;
  return k + 0.5;
}

function arrow(g: Graphics, x: number, y: number, r: number, dx: number, dy: number): void {
  const ux = dx / Math.SQRT2, uy = dy / Math.SQRT2;
  const nx = -uy, ny = ux;
  g.moveTo(x - ux * r, y - uy * r).lineTo(x + ux * r * 0.6, y + uy * r * 0.6).stroke({ width: Math.max(3, r * 0.28), color: HIGHLIGHT, cap: 'round' });
  g.poly([x + ux * r, y + uy * r, x + ux * r * 0.2 + nx * r * 0.55, y + uy * r * 0.2 + ny * r * 0.55, x + ux * r * 0.2 - nx * r * 0.55, y + uy * r * 0.2 - ny * r * 0.55])
    .fill(HIGHLIGHT);
}
