// Keyboard and screen-reader keys laid over the Pocket Cats grid: one button per tile, telling what is visible
// on it (never what a face-down tile is) and what pressing it does. Taps go through them to the scene
// (pointer-events: none); Enter/Space on a key does what a tap does. data-cell / data-act are for the e2e.
// Over each seat's plate a key (taps land on it) opens the clan cards.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import type { Seat } from '../../../engine/types';
import type { ClanId } from '../rules/data';
import type { CellView, PocketCatsView } from '../rules/view';
import type { CaptureMark } from './scene-end';
import type { CellAct } from './scene-choice';
import type { PocketCatsScene } from './scene-api';
import { clanName, visibleName } from '../words/names';

export interface KeyContext { view: PocketCatsView; names: string[] }

const ACT_WORDS: Record<NonNullable<CellAct>, string> = {
  flip: 'pocketCats.ui.flipThis',
  swap: 'pocketCats.ui.swapHere',
  clanSwap: 'pocketCats.ui.swapByEffect',
  stay: 'pocketCats.ui.stayHere',
  prey: 'pocketCats.ui.pickPrey',
  preyTo: 'pocketCats.ui.preyGoesHere',
  dog: 'pocketCats.ui.selectDog',
};

/** Everything a key says about a cell: where it is, what shows, its marks, and what a press does. Pure.
 *  `grid`: the whole grid as shown (a counted cat's attack depends on it). */
export function cellLabel(cell: number, c: CellView, o: {
  flipped: boolean; threatened: boolean; capture: CaptureMark | null; clans: (ClanId | null)[]; act: CellAct; selected: boolean;
  grid?: readonly CellView[];
}): string {
  const parts = [t('pocketCats.ui.cell', { row: Math.floor(cell / 5) + 1, col: (cell % 5) + 1, tile: visibleName(c, o.grid ?? [], cell) })];
  if (o.flipped) parts.push(t('pocketCats.ui.justFlipped'));
  if (o.threatened) parts.push(t('pocketCats.ui.threatened'));
  if (o.capture) {
    const [a, b] = o.capture.attack;
    const w: Seat | null = o.capture.winner;
    parts.push(w === null ? t('pocketCats.ui.caughtByNobody', { a, b }) : t('pocketCats.ui.caughtBy', { clan: clanName(o.clans[w] ?? null), a, b }));
  }
  if (o.selected) parts.push(t('pocketCats.ui.selected'));
  if (o.act) parts.push(t(ACT_WORDS[o.act]));
  return parts.join(', ');
}

export function createPocketKeys(root: HTMLElement, scene: PocketCatsScene, openCards: () => void): { layout(k: KeyContext | null): void; remove(): void } {
  const layer = document.createElement('div');
  layer.className = 'hand-keys pocket-keys';
  root.appendChild(layer);

  /** A key over each plate whose clan is known: it opens both clan cards. */
  function plateKeys(k: KeyContext, into: HTMLElement): void {
    scene.layout.plates.forEach((r, seat) => {
      const clan = k.view.clans[seat];
      if (!clan) return;
      const b = button(into, 'pocket-plate-key', openCards);
      b.dataset.key = `plate-${seat}`;
      b.dataset.seat = String(seat);
      b.setAttribute('aria-label', t('pocketCats.ui.plate', { player: k.names[seat] ?? '', clan: clanName(clan) }));
      placeKey(b, r);
    });
  }

  function layout(k: KeyContext | null): void {
    relayout(layer, (into) => { if (k) build(k, into); });
  }

  function build(k: KeyContext, into: HTMLElement): void {
    plateKeys(k, into);
    const { grid, captures } = scene.shown;
    if (grid.length !== 25) return;
    const group = document.createElement('div');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', t('pocketCats.ui.grid'));
    into.appendChild(group);
    const threats = k.view.phase === 'beforeDogs' ? scene.threatened() : new Set<number>();
    const capturedAt = new Map(captures.map((c) => [c.cell, c]));
    grid.forEach((c, cell) => {
      const r = scene.locate(cell);
      if (!r) return;
      const act = scene.cellAct(cell);
      const b = button(group, 'hand-key pocket-key', () => scene.pickCell(cell));
      b.dataset.cell = String(cell);
      b.dataset.key = `cell-${cell}`;
      b.dataset.face = c.faceUp ? 'up' : 'down';
      if (act) b.dataset.act = act;
      if (act === 'dog') b.setAttribute('aria-pressed', String(scene.choice.dog === cell));
      if (act === 'prey') b.setAttribute('aria-pressed', String(scene.choice.prey === cell));
      b.setAttribute('aria-label', cellLabel(cell, c, {
        flipped: k.view.phase === 'swapping' && k.view.flipped === cell,
        threatened: threats.has(cell),
        capture: capturedAt.get(cell) ?? null,
        clans: k.view.clans,
        act,
        selected: scene.choice.dog === cell || scene.choice.prey === cell,
        grid,
      }));
      placeKey(b, r);
    });
  }

  return { layout, remove: () => layer.remove() };
}
