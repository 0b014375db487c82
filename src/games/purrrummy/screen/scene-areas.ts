// The seats' areas on the Purrrummy table: each one's frame (gold on the turn) and, beside another seat's plate,
// the cards it took from the discard pile and still holds (everyone saw them). Only drawing.
import { Graphics, Text, type Container } from 'pixi.js';
import { t } from '../../../base/i18n';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { PurrView } from '../rules/view';
import { MIN_TEXT, type PurrLayout } from './scene-layout';
import { cardName } from './scene-select';

export function drawAreaFrames(layer: Container, view: PurrView, areas: PurrLayout['areas'], bottomSeat: number | undefined): void {
  const over = view.phase === 'over';
  for (const a of areas) {
    const g = new Graphics();
    const turn = !over && a.seat === view.turn;
    g.roundRect(a.box.x, a.box.y, a.box.width, a.box.height, 12).fill({ color: 0x000000, alpha: 0.16 })
      .stroke({ width: turn ? 2.5 : 1.5, color: turn ? PALETTE.gold : PALETTE.flax, alpha: turn ? 0.9 : 0.35 });
    layer.addChild(g);
    const shown = view.shown[a.seat] ?? [];
    const room = a.box.x + a.box.width - (a.plate.x + a.plate.width) - 16;
    if (shown.length && a.seat !== bottomSeat && room > 60) {
      const took = new Text({ text: t('purrrummy.scene.holds', { cards: shown.map(cardName).join(' ') }), style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: 15, fill: PALETTE.textDim } });
      took.anchor.set(0, 0.5);
      took.position.set(a.plate.x + a.plate.width + 12, a.plate.y + a.plate.height / 2);
      // Never under 14 px: shrink a little, then drop the first cards (the newest stay in view).
      if (took.width > room) took.scale.set(Math.max(MIN_TEXT / 15, room / took.width));
      for (let from = 1; took.width > room && from < shown.length; from++) {
        took.text = t('purrrummy.scene.holds', { cards: `… ${shown.slice(from).map(cardName).join(' ')}` });
      }
      if (took.width <= room) layer.addChild(took);
      else took.destroy();
    }
  }
}
