// Keyboard and screen-reader keys laid over the Kitty Cat canvas: one button per hand card, one per middle
// card, and a read-only line per seat (lives, last turn, the showdown's value). Taps go through them to the
// scene (pointer-events: none); Enter/Space on a key does what a tap does. data-* attributes let the e2e read
// the table: data-row, data-index, data-card, data-lit, aria-pressed.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import { cardLabel } from '../../shared/cards';
import type { KittyScene } from './scene-api';
import { lastTurnSeats, shownEntry } from './scene-rows';
import { livesSpoken, valueSpoken } from '../words/names';
import type { KittyView } from '../rules/view';

export interface KeyContext {
  view: KittyView;
  names: string[];
}

/** What a seat's line says: lives, the marks, and at the showdown its hand and value. */
export function seatSpoken(view: KittyView, seat: number, names: string[]): string {
  const parts: string[] = [];
  if (view.dealer === seat) parts.push(t('kitty.scene.dealer'));
  if (view.knocker === seat && view.phase === 'lastTurns') parts.push(t('kitty.scene.knocked'));
  if (lastTurnSeats(view).includes(seat)) parts.push(t('kitty.scene.lastTurn'));
  const entry = shownEntry(view, seat);
  if (entry) {
    parts.push(`${entry.hand.map(cardLabel).join(' ')}: ${valueSpoken(entry.value)}`);
    if (entry.lowest && !(view.showdown?.spared ?? false)) parts.push(t('kitty.scene.lowest'));
  }
  return t('kitty.ui.seat', { name: names[seat] ?? `${seat + 1}`, lives: livesSpoken(view, seat), state: parts.join('. ') });
}

export function createKittyKeys(root: HTMLElement, scene: KittyScene): { layout(k: KeyContext | null): void; remove(): void } {
  const layer = document.createElement('div');
  layer.className = 'hand-keys kitty-keys';
  root.appendChild(layer);

  function layout(k: KeyContext | null): void {
    relayout(layer, (into) => { if (k) build(k, into); });
  }

  function build(k: KeyContext, into: HTMLElement): void {
    const { hand, middle } = scene.rows();
    const sel = scene.selected;
    const choosing = k.view.phase === 'choosingSet';

    const seats = document.createElement('div');
    seats.setAttribute('role', 'group');
    seats.setAttribute('aria-label', t('kitty.ui.controls'));
    into.appendChild(seats);
    for (let seat = 0; seat < k.view.seats; seat++) {
      const r = scene.locate({ seat });
      if (!r) continue;
      const line = document.createElement('div');
      line.className = 'kitty-seat-key';
      line.setAttribute('role', 'note');
      line.dataset.seat = String(seat);
      if (k.view.out[seat]) line.dataset.out = 'true';
      if (k.view.swimming[seat]) line.dataset.swimming = 'true';
      if (lastTurnSeats(k.view).includes(seat)) line.dataset.lastTurn = 'true';
      line.setAttribute('aria-label', seatSpoken(k.view, seat, k.names));
      line.tabIndex = -1;
      placeKey(line, r);
      seats.appendChild(line);
    }

    const handGroup = document.createElement('div');
    handGroup.setAttribute('role', 'group');
    handGroup.setAttribute('aria-label', choosing ? t('kitty.scene.thisSet') : t('kitty.ui.hand'));
    into.appendChild(handGroup);
    hand.forEach((card, i) => {
      const r = scene.locate({ hand: i });
      if (!r || card === null) return;
      const b = button(handGroup, 'hand-key kitty-key', () => scene.pickHand(i));
      b.dataset.row = 'hand';
      b.dataset.index = String(i);
      b.dataset.card = String(card);
      b.dataset.key = `hand-${i}`;
      b.setAttribute('aria-label', choosing ? t('kitty.ui.setCard', { card: cardLabel(card) }) : t('kitty.ui.handCard', { card: cardLabel(card) }));
      b.setAttribute('aria-pressed', String(sel.hand === card));
      if (scene.isLit('hand', i)) b.dataset.lit = 'true';
      placeKey(b, r);
    });

    const midGroup = document.createElement('div');
    midGroup.setAttribute('role', 'group');
    midGroup.setAttribute('aria-label', choosing ? t('kitty.scene.otherSet') : t('kitty.ui.middle'));
    into.appendChild(midGroup);
    middle.forEach((card, i) => {
      const r = scene.locate({ middle: i });
      if (!r) return;
      const b = button(midGroup, 'hand-key kitty-key', () => scene.pickMiddle(i));
      b.dataset.row = 'middle';
      b.dataset.index = String(i);
      if (card !== null) b.dataset.card = String(card);
      b.dataset.key = `middle-${i}`;
      b.setAttribute('aria-label', card === null ? t('kitty.ui.blindCard', { n: i + 1 }) : t('kitty.ui.middleCard', { card: cardLabel(card) }));
      if (card !== null) b.setAttribute('aria-pressed', String(sel.middle === card));
      if (scene.isLit('middle', i)) b.dataset.lit = 'true';
      placeKey(b, r);
    });
  }

  return { layout, remove: () => layer.remove() };
}
