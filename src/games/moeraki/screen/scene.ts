// The Moeraki-Kemu table in PixiJS: the octagonal field of 57 hollows with its beach diamonds, semi-beach
// triangles and the white circle of the Moeraki field; pieces, the ball, tribal tiles (full, half, split on
// the border), the Tane with its line of sight; the early win highlighted with its name; the plates, the
// Moeraki scale and the Marae count. It never decides legality: it lights what `legal` allows and proposes
// what the player touches (a taken hollow too, so the table host can say why not).
import { Container, Graphics, Rectangle } from 'pixi.js';
import type { Settings } from '../../../base/settings';
import type { Proposal } from '../../../ui/game-ui';
import { openTable, type TableScaffold } from '../../../scene/table-scaffold';
import { TableScene, type Felt } from '../../../scene/table-scene';
import { getMotion, easeOutBack } from '../../../scene/tween';
import { DURATION } from '../../../scene/theme';
import { RecentMarks } from '../../../scene/recent-mark';
import { KeptParts, markCount } from '../../../scene/kept-parts';
import { LEVEL_RULES } from '../rules/constants';
import { AREAS, FACINGS, HOLLOWS, type Facing } from '../rules/geometry';
import { EMPTY } from '../rules/lines';
import { NONE, kindOf, TANE } from '../rules/tiles';
import type { MoerakiEvent, MoerakiState } from '../rules/state';
import { assistShown, findThreats, type Threat } from '../rules/threats';
import { TOP_INSET, facingHandle, hollowAtPoint, hollowCentre, hollowHitRect, moerakiLayout, toScreen, type MoerakiLayout, type Rect } from './scene-layout';
import { ALERT, diamond } from './scene-art';
import { boardArt, hollowsArt, pieceArt, sightArt, taneArt, threatArt, tileArt } from './scene-board';
import { drawOutcome } from './scene-outcome';
import { drawOffer } from './scene-offer';
import { recentShapes } from './scene-recent';
import { drawMarae, drawPlate, drawScale } from './scene-panels';
import { changes, hollowProposal, offeredFacings, placeTargets } from './scene-input';
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
  return new MoerakiTableScene(await openTable<Proposal>(container, options.settings, 'Moeraki'), options);
}

export { changes, hollowProposal, offeredFacings, placeTargets } from './scene-input';

// ---------- the scene ----------

class MoerakiTableScene extends TableScene<Proposal, MoerakiEvent, MoerakiState, MoerakiRenderContext> implements MoerakiScene {
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
    const parts = this.parts;
    parts.begin();
    this.pieceNodes.clear();
    this.tileNodes.clear();
    const s = this.view;
    parts.part('board', L, () => boardArt(L));
    if (s) {
      this.drawTiles(s);
      this.drawSight(s);
      this.drawHollows(s);
      const threats = this.markedThreats();
      if (threats.length > 0) parts.part('threats', { L, threats }, () => threatArt(L, threats));
      if (s.outcome) drawOutcome(parts, L, s.outcome, this.lang);
      if (s.offer) drawOffer(parts, L, s.offer, offeredFacings(this.legal()), this.lang);
      this.drawPanels(s);
    }
    this.showMarks();
    // One hit area over the board: the nearest hollow's cell, or a Tane facing's handle (read at tap time).
    parts.part('hit', L.box, () => {
      const hit = new Container();
      hit.hitArea = new Rectangle(L.box.x, L.box.y, L.box.width, L.box.height);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', (e) => this.tap(e.global.x, e.global.y));
      return hit;
    });
    parts.end();
    markCount(this.t.renderer.canvas, parts);
  }

  /** The words' language (a part with words is drawn again when it changes). */
  private get lang(): string {
    return this.t.settings.language;
  }

  /** The hollows and tiles the other side laid since your last turn (recent-mark.ts). While a Tane is offered to
   *  you, its handles (controls) lie a unit round the offered area: no marks then. */
  private showMarks(): void {
    const recent = this.ctx?.recent ?? NO_RECENT;
    const shapes = this.view && !(this.view.offer && offeredFacings(this.legal()).length > 0) ? recentShapes(this.layout, this.view, recent) : [];
    this.marks.show(shapes, Math.max(1, this.layout.unit / 60), JSON.stringify(recent));
  }

  private drawTiles(s: MoerakiState): void {
    const L = this.layout;
    const u = L.unit;
    for (const a of AREAS) {
      const code = s.tiles[a.id];
      if (s.blockedBy[a.id] >= 0) {
        const c = toScreen(L, a.px, a.py);
        this.parts.part(`blocked ${a.id}`, L, () => diamond(new Graphics(), c.x, c.y, u * 0.5).fill({ color: ALERT, alpha: 0.16 }));
      }
      if (code === NONE || kindOf(code) === TANE) continue;
      this.tileNodes.set(a.id, this.parts.part(`tile ${a.id}`, { L, code }, () => tileArt(L, a, code)));
    }
  }

  private drawSight(s: MoerakiState): void {
    const L = this.layout;
    for (const seat of [0, 1]) {
      const spot = s.tane[seat];
      if (!spot) continue;
      const key = { L, spot };
      this.parts.part(`sight ${seat}`, key, () => sightArt(L, spot));
      this.parts.part(`tane ${seat}`, key, () => taneArt(L, seat, spot));
    }
  }

  private drawHollows(s: MoerakiState): void {
    const L = this.layout;
    const { hollows: targets } = placeTargets(this.legal());
    const lastHollow = s.last && (s.last.type === 'PLACE' || s.last.type === 'PLACE_BALL') ? s.last.hollow : -1;
    const lit = HOLLOWS.filter((h) => s.board[h.id] === EMPTY && targets.has(h.id)).map((h) => h.id);
    const ballPhase = s.phase === 'ball';
    this.parts.part('hollows', { L, lit, ballPhase }, () => hollowsArt(L, lit, ballPhase));
    for (const h of HOLLOWS) {
      const cell = s.board[h.id];
      if (cell === EMPTY) continue;
      const last = h.id === lastHollow;
      this.pieceNodes.set(h.id, this.parts.part(`piece ${h.id}`, { L, cell, last }, () => pieceArt(L, h.id, cell, last)));
    }
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
