// Keyboard and screen-reader keys laid over the Moeraki canvas: one button per hollow (named like "f6") and,
// while a Tane is offered, one per facing. Taps go through them to the scene (pointer-events: none);
// Enter/Space on a key does what a tap does. data-* attributes let the e2e find what may be played.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import { TRIBES } from '../rules/constants';
import { FACINGS, HOLLOWS, type Facing } from '../rules/geometry';
import { BALL, EMPTY } from '../rules/lines';
import type { MoerakiScene } from './scene';
import { offeredFacings, placeTargets } from './scene-input';
import { hollowName } from '../words/names';
import type { MoerakiEvent, MoerakiState } from '../rules/state';

export interface KeyContext {
  view: MoerakiState;
  legal: MoerakiEvent[];
}

const FACING_KEYS = ['moeraki.facingUpLeft', 'moeraki.facingUpRight', 'moeraki.facingDownLeft', 'moeraki.facingDownRight'];

function content(cell: number): string {
  if (cell === EMPTY) return t('moeraki.key.empty');
  if (cell === BALL) return t('moeraki.key.ball');
  return t(cell === 0 ? 'moeraki.key.black' : 'moeraki.key.white');
}

export function createMoerakiKeys(root: HTMLElement, scene: MoerakiScene): { layout(k: KeyContext | null): void; remove(): void } {
  const layer = document.createElement('div');
  layer.className = 'hand-keys moeraki-keys';
  root.appendChild(layer);

  function layout(k: KeyContext | null): void {
    relayout(layer, (into) => { if (k) build(k, into); });
  }

  function build(k: KeyContext, into: HTMLElement): void {
    // The position in a few attributes (the e2e compares them across a reload).
    Object.assign(into.dataset, { phase: k.view.phase, game: String(k.view.game), wins: k.view.wins.join('-') });
    const board = document.createElement('div');
    board.setAttribute('role', 'group');
    board.setAttribute('aria-label', t('moeraki.key.board'));
    into.appendChild(board);
    const { kind, hollows } = placeTargets(k.legal);
    // The threat assist's marks, read out with the hollow (and kept in data-threat for the e2e: "0", "1" or "0 1").
    const threats = new Map<number, number[]>();
    for (const th of scene.markedThreats()) threats.set(th.hollow, [...(threats.get(th.hollow) ?? []), th.seat]);
    for (const facing of offeredFacings(k.legal)) {
      const r = scene.locateFacing(facing);
      if (!r) continue;
      const b = button(board, 'hand-key moeraki-key moeraki-facing', () => scene.pickFacing(facing as Facing));
      b.dataset.facing = String(facing);
      b.dataset.key = `facing-${facing}`;
      b.setAttribute('aria-label', t('moeraki.key.facing', { facing: t(FACING_KEYS[facing] ?? FACINGS[facing].name) }));
      placeKey(b, r);
    }
    for (const h of HOLLOWS) {
      const r = scene.locateHollow(h.id);
      if (!r) continue;
      const name = hollowName(h.x, h.y);
      const b = button(board, 'hand-key moeraki-key moeraki-hollow', () => scene.pickHollow(h.id));
      b.dataset.hollow = String(h.id);
      b.dataset.name = name;
      b.dataset.key = `hollow-${h.id}`;
      const legal = hollows.has(h.id);
      if (legal) b.dataset.legal = 'true';
      const label = legal
        ? t(kind === 'PLACE_BALL' ? 'moeraki.key.placeBall' : 'moeraki.key.place', { name })
        : t('moeraki.key.hollow', { name, content: content(k.view.board[h.id]) });
      const winners = threats.get(h.id) ?? [];
      if (winners.length) b.dataset.threat = winners.join(' ');
      b.setAttribute('aria-label', winners.length
        ? `${label} (${winners.map((seat) => t('moeraki.key.wins', { tribe: t(`moeraki.${TRIBES[seat].colour}`) })).join(', ')})`
        : label);
      placeKey(b, r);
    }
  }

  return { layout, remove: () => layer.remove() };
}
