// Keyboard and screen-reader keys laid over the Mauwi canvas: one button per hand card and one per column.
// Taps go through them to the scene (pointer-events: none); Enter/Space on a key does what a tap does.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import { columnScore } from '../rules/columns';
import { columnOf } from '../words/names';
import type { MauwiScene } from './scene';
import type { MauwiEvent } from '../rules/state';
import type { MauwiView } from '../rules/view';

const LETTERS = ['A', 'B', 'C', 'D'];

export interface KeyContext {
  view: MauwiView;
  legal: MauwiEvent[];
  showHand: boolean;
  names: string[];
  cardName: (card: number | null) => string;
}

export function createMauwiKeys(root: HTMLElement, scene: MauwiScene): { layout(k: KeyContext | null): void; remove(): void } {
  const layer = document.createElement('div');
  layer.className = 'hand-keys mauwi-keys';
  root.appendChild(layer);

  function columnLabel(k: KeyContext, seat: number, col: number): string {
    const c = k.view.areas[seat][col];
    const name = k.names[seat] ?? `${seat + 1}`;
    let content = t('mauwi.ui.columnEmpty');
    if (c.top !== null || c.nines > 0) {
      const top = c.top === null ? t('mauwi.card.nine') : k.cardName(c.top);
      content = c.nines > 0 ? t('mauwi.ui.columnNines', { count: c.nines, card: top }) : top;
      content += `, ${t('mauwi.ui.columnPoints', { points: columnScore(columnOf(c)) })}`;
    }
    return t('mauwi.ui.column', { column: LETTERS[col], name, content });
  }

  function layout(k: KeyContext | null): void {
    relayout(layer, (into) => { if (k) build(k, into); });
  }

  function build(k: KeyContext, into: HTMLElement): void {
    const hand = document.createElement('div');
    hand.setAttribute('role', 'group');
    hand.setAttribute('aria-label', t('mauwi.ui.hand'));
    into.appendChild(hand);
    const playable = new Set(k.legal.flatMap((e) => ('card' in e ? [e.card] : [])));
    for (const card of k.showHand ? k.view.hand ?? [] : []) {
      const r = scene.locate({ card });
      if (!r) continue;
      const b = button(hand, 'hand-key', () => scene.pickCard(card));
      b.dataset.card = String(card);
      b.dataset.key = `card-${card}`;
      b.setAttribute('aria-label', t('mauwi.ui.selectCard', { card: k.cardName(card) }));
      b.setAttribute('aria-pressed', String(scene.selected === card));
      if (playable.has(card)) b.dataset.playable = 'true';
      placeKey(b, r);
    }
    for (let seat = 0; seat < k.view.seats; seat++) {
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', t('mauwi.ui.columns', { name: k.names[seat] ?? `${seat + 1}` }));
      into.appendChild(group);
      for (let col = 0; col < 4; col++) {
        const r = scene.locate({ seat, column: col });
        if (!r) continue;
        const b = button(group, 'hand-key column-key', () => scene.pickColumn(seat, col));
        b.dataset.seat = String(seat);
        b.dataset.column = String(col);
        b.dataset.key = `col-${seat}-${col}`;
        b.setAttribute('aria-label', columnLabel(k, seat, col));
        if (scene.isTarget(seat, col)) b.dataset.target = 'true';
        placeKey(b, r);
      }
    }
  }

  return { layout, remove: () => layer.remove() };
}
