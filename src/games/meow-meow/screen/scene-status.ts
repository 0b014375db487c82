// The still picture after the movement, as a part of the Meow Meow scene (../../../scene/scene-part.ts): the
// turn and the winners on the plates, the wished suit and the 7-chain as badges by the piles, what just happened
// as a note on its seat, the bottom hand's highlights, and the quiet marks of what the others touched.
import { Container } from 'pixi.js';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { MeowView } from '../rules/view';
import type { ScenePart } from '../../../scene/scene-part';
import { Badge, BADGE_STYLES, SuitBadge } from '../../../scene/badge';
import { RecentMarks, type MarkShape } from '../../../scene/recent-mark';
import { textScale } from '../../../scene/table';
import { getMotion } from '../../../scene/tween';
import { CARD_ASPECT, DURATION } from '../../../scene/theme';
import { NO_RECENT } from './recent';
import { pileRect, type MeowPieces, type MeowRenderContext } from './scene-pieces';

export class MeowStatus implements ScenePart<MeowView, MeowRenderContext> {
  /** The badges by the piles, over the piles and under the seats and the hand. */
  readonly badgeLayer = new Container();
  /** Under everything: a badge or a card lying over a mark hides it, never the other way round. */
  readonly marks: RecentMarks;
  private readonly wishBadge: SuitBadge;
  private readonly pendingBadge: Badge;
  private view: MeowView | null = null;
  private ctx: MeowRenderContext | null = null;

  constructor(private readonly p: MeowPieces) {
    this.wishBadge = new SuitBadge(t('meow.scene.wish'), 34);
    this.wishBadge.visible = false;
    this.pendingBadge = new Badge('+2', BADGE_STYLES.alert);
    this.pendingBadge.visible = false;
    this.badgeLayer.addChild(this.wishBadge, this.pendingBadge);
    this.marks = new RecentMarks(p.tw);
  }

  arrive(view: MeowView, ctx: MeowRenderContext): void {
    this.view = view;
    this.ctx = ctx;
  }

  /** Outside a render, the still picture at once; in one, only the old highlights and marks go now. */
  draw(arriving: boolean): void {
    this.place();
    const view = this.view, ctx = this.ctx;
    if (!view || !ctx) return;
    if (!arriving) {
      this.apply(view, ctx, false);
      return;
    }
    // Notes fade by themselves; with motion off they stay until the next picture.
    if (getMotion() === 'off') for (const p of this.p.plates) p.clearNote();
    // The old highlights must not linger on cards while they move (or turn face down).
    this.applyLooks(view, ctx, false, true);
    // Your own move ends the marks at once; new ones wait until the movement is over.
    if (!ctx.recent?.discard && !ctx.recent?.seats.length) this.marks.clear();
  }

  settle(view: MeowView, ctx: MeowRenderContext, _prev: MeowView | null, news: boolean): void {
    this.apply(view, ctx, news);
  }

  /** New settings, applied in place (the scene redraws nothing: cards may still be moving). */
  changeSettings(settings: Settings, old: Settings): void {
    if (settings.language !== old.language) this.wishBadge.setCaption(t('meow.scene.wish'));
    if (settings.colourMarks !== old.colourMarks && this.view?.wish != null) this.wishBadge.setSuit(this.view.wish, settings.colourMarks);
  }

  /** The wish beside the discard pile (on its free top-right corner when there is no room); the 7-chain count on
   *  the draw pile's corner. */
  private place(): void {
    const L = this.p.layout, c = L.centre;
    const { drawPile, discard } = this.p;
    const pw = L.pileCardWidth, ph = pw * CARD_ASPECT;
    const gap = Math.round(34 * L.unit);
    const cy = c.y + c.height / 2;
    const wr = 36 * L.unit;
    const beside = discard.x + pw / 2 + gap * 0.6 + wr;
    if (beside + wr + 4 <= c.x + c.width) this.wishBadge.position.set(beside, cy - 8 * L.unit);
    else this.wishBadge.position.set(discard.x + pw * 0.45, discard.y - ph * 0.5 - 2 * L.unit);
    // Scaled with the table, but the wish's caption (15 px) never under 14 px.
    this.wishBadge.scale.set(textScale(L.unit, 15));
    this.pendingBadge.position.set(drawPile.x - pw * 0.5, drawPile.y - ph * 0.5 + 4 * L.unit);
    this.pendingBadge.scale.set(textScale(L.unit, BADGE_STYLES.alert.fontSize));
  }

  /** Turn, wish, 7-chain, notes (for `news` only), highlights: the still picture after the movement. */
  private apply(view: MeowView, ctx: MeowRenderContext, news: boolean): void {
    const plates = this.p.plates;
    const over = view.phase === 'over';
    plates.forEach((p, s) => {
      p.setCount(view.handCounts[s]);
      p.setTurn(!over && s === view.turn);
      p.setWinner(over && view.winners.includes(s));
    });

    // The wished suit.
    if (view.wish !== null) {
      const fresh = !this.wishBadge.visible || this.wishBadge.currentSuit !== view.wish;
      this.wishBadge.setSuit(view.wish, this.p.colourMarks);
      if (fresh) void this.popWish();
    } else if (this.wishBadge.visible) {
      this.hide(this.wishBadge);
    }
    // The 7-chain.
    if (view.pendingDraw > 0) {
      const text = `+${view.pendingDraw}`;
      const fresh = !this.pendingBadge.visible || this.pendingBadge.text !== text;
      this.pendingBadge.setText(text);
      if (fresh) void this.pendingBadge.pop(this.p.tw, textScale(this.p.layout.unit, BADGE_STYLES.alert.fontSize));
    } else if (this.pendingBadge.visible) {
      this.hide(this.pendingBadge);
    }

    // What just happened, said briefly on the seat it happened to.
    if (news) {
      for (const a of view.last) {
        const plate = plates[(a as { seat?: number }).seat ?? -1];
        if (!plate) continue;
        if (a.kind === 'skip') plate.showNote(t('meow.scene.skipped'), BADGE_STYLES.note);
        else if (a.kind === 'meow') plate.showNote(t('meow.scene.meow'), BADGE_STYLES.gold);
        else if (a.kind === 'pass') plate.showNote(t('meow.scene.pass'), BADGE_STYLES.note);
        else if (a.kind === 'meowPenalty') plate.showNote(t('meow.scene.forgot'), BADGE_STYLES.note);
        else if (a.kind === 'penalty7') plate.showNote(`+${a.count}`, BADGE_STYLES.note);
      }
    }
    if (over) for (const w of view.winners) plates[w]?.showNote(t('meow.scene.wins'), BADGE_STYLES.gold, 1e9);

    this.applyLooks(view, ctx, getMotion() !== 'off');
    this.showMarks(ctx);
  }

  /** The pile and the plates the others touched since your last turn (recent-mark.ts). */
  private showMarks(ctx: MeowRenderContext): void {
    const r = ctx.recent ?? NO_RECENT;
    const shapes: MarkShape[] = [];
    const pile = r.discard ? pileRect(this.p.discard) : null;
    // The pile's cards lie a little askew: the mark keeps clear of their corners.
    const slack = 6 * this.p.layout.unit;
    if (pile) shapes.push({ kind: 'rect', x: pile.x - slack, y: pile.y - slack, w: pile.width + 2 * slack, h: pile.height + 2 * slack });
    for (const s of r.seats) {
      const p = this.p.plates[s];
      if (p) shapes.push({ kind: 'rect', x: p.x - p.plateWidth / 2, y: p.y - p.plateHeight / 2, w: p.plateWidth, h: p.plateHeight });
    }
    this.marks.show(shapes, this.p.layout.unit, JSON.stringify(r));
  }

  /** Highlights for the bottom seat's choices: playable cards lift and glow, the rest dim, the drawn card is marked. */
  private applyLooks(view: MeowView, ctx: MeowRenderContext, animate: boolean, onlyRemove = false): void {
    const over = view.phase === 'over';
    const acting = !over && ctx.showHand && ctx.legal.some((e) => e.type === 'PLAY' || e.type === 'DRAW' || e.type === 'PASS');
    const playable = new Set<number>();
    for (const e of ctx.legal) if (e.type === 'PLAY') playable.add(e.card);
    const lift = Math.round(16 * this.p.layout.unit);
    const drawn = ctx.showHand && view.viewer === ctx.bottomSeat ? view.drawn : null;
    const fan = this.p.fan;
    fan.setLooks((c, current) => {
      const look = c !== null && playable.has(c) ? 'playable' : acting ? 'dimmed' : 'normal';
      // Before the movement only take highlights away; new ones appear when the movement is over.
      if (onlyRemove && look === 'playable' && current !== 'playable') return { look: current === 'dimmed' ? 'normal' : current, lift: 0, marked: false };
      return { look, lift: c !== null && (playable.has(c) || c === drawn) ? lift : 0, marked: c !== null && c === drawn };
    }, animate);
    this.p.drawPile.setHighlight(acting && ctx.legal.some((e) => e.type === 'DRAW'));
    fan.interactiveChildren = ctx.showHand && view.viewer === ctx.bottomSeat && view.hand !== null;
  }

  private async popWish(): Promise<void> {
    const b = this.wishBadge, tw = this.p.tw;
    b.visible = true;
    const base = textScale(this.p.layout.unit, 15);
    if (getMotion() === 'off') { b.alpha = 1; b.scale.set(base); return; }
    if (getMotion() === 'reduced') { b.scale.set(base); b.alpha = 0; await tw.tween(b, { alpha: 1 }, DURATION.pop); return; }
    b.alpha = 1;
    b.scale.set(base * 0.3);
    await tw.tween(b, { scale: base }, DURATION.pop + 60, { ease: (t) => 1 + 2.2 * Math.pow(t - 1, 3) + 1.2 * Math.pow(t - 1, 2) });
  }

  private hide(c: Container): void {
    if (getMotion() === 'off') { c.visible = false; return; }
    void this.p.tw.tween(c, { alpha: 0 }, DURATION.quick).then(() => { if (c.alpha === 0) c.visible = false; });
  }
}
